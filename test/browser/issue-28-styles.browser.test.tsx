/**
 * Issue 28 #4, in Chromium with the shipped stylesheet: Markdown has one typography in every view
 * that shows it, and each scheme's palette is declared once, so a host that changes one colour of
 * a scheme on `:root` changes it under every switch that reads that scheme.
 */
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { askTransition, createAskState } from '../../src/core/dialects';
import { toAskResolution } from '../../src/core/dialects';
import type { AskRequest } from '../../src/core/types';
import { AskCard } from '../../src/react/ask-card';
import { AskDockSummary } from '../../src/react/dock';
import { AskTranscript } from '../../src/react/transcript';
import '../../src/react/styles.css';

const request: AskRequest = {
  dialect: 'asktool',
  questions: [
    {
      id: 'target',
      question: 'Deploy `web` to:\n\n- staging\n- production',
      options: [{ label: 'Staging' }, { label: 'Production' }],
      multiSelect: false,
    },
  ],
};

let root: Root;
let container: HTMLElement;

beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});

afterEach(() => {
  flushSync(() => root.unmount());
  container.remove();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('style');
  document.getElementById('host-palette')?.remove();
});

afterAll(async () => {
  await cdp().send('Emulation.setEmulatedMedia', { features: [] });
});

/** The card, the dock's summary and the transcript, each showing the same question. */
function renderViews() {
  let state = createAskState(request);
  state = askTransition(state, { type: 'toggle', option: 0 });
  const resolution = toAskResolution(askTransition(state, { type: 'next' }))!;
  flushSync(() =>
    root.render(
      <>
        <div data-view="card">
          <AskCard request={request} autoFocus={false} />
        </div>
        <div data-view="dock-summary">
          <AskDockSummary resolutions={[resolution]} />
        </div>
        <div data-view="transcript">
          <AskTranscript details={resolution.details} content={resolution.content} />
        </div>
      </>,
    ),
  );
}

/** What a reader sees of a view's inline code and list, in units of the text around them. */
function typography(view: string) {
  const scope = container.querySelector(`[data-view="${view}"]`)!;
  const code = scope.querySelector('[data-scope="ask-markdown"] code')!;
  const list = scope.querySelector('[data-scope="ask-markdown"] ul')!;
  const codeStyle = getComputedStyle(code);
  const listStyle = getComputedStyle(list);
  const em = (value: string, of: Element) =>
    Math.round((parseFloat(value) / parseFloat(getComputedStyle(of).fontSize)) * 1000) / 1000;
  return {
    codeFont: codeStyle.fontFamily,
    codeBackground: codeStyle.backgroundColor,
    codeRadius: codeStyle.borderRadius,
    codeSize: em(codeStyle.fontSize, code.parentElement!),
    listIndent: em(listStyle.paddingInlineStart, list),
    listGap: em(listStyle.marginBlockStart, list),
  };
}

describe('issue 28 #4: one Markdown stylesheet', () => {
  it('issue 28 #4: code and lists look the same in the card, the dock summary and the transcript', () => {
    renderViews();
    const card = typography('card');
    expect(card.codeBackground).not.toBe('rgba(0, 0, 0, 0)');
    expect(typography('dock-summary')).toEqual(card);
    expect(typography('transcript')).toEqual(card);
  });
});

describe('issue 28 #4: one palette per scheme', () => {
  const SWITCHES: [string, 'light' | 'dark', (html: HTMLElement) => void][] = [
    ['data-theme="dark"', 'light', (html) => html.setAttribute('data-theme', 'dark')],
    ['data-theme="system", OS dark', 'dark', (html) => html.setAttribute('data-theme', 'system')],
    ["the host's color-scheme: dark", 'light', (html) => (html.style.colorScheme = 'dark')],
  ];
  for (const [name, os, switchOn] of SWITCHES) {
    it(`issue 28 #4: a dark accent set once on :root reaches every view under ${name}`, async () => {
      await cdp().send('Emulation.setEmulatedMedia', {
        features: [{ name: 'prefers-color-scheme', value: os }],
      });
      const style = document.head.appendChild(document.createElement('style'));
      style.id = 'host-palette';
      style.textContent = ':root { --ask-dark-accent: #ff00ff; }';
      switchOn(document.documentElement);
      renderViews();
      // An answered item's rule is drawn in the accent.
      const items = container.querySelectorAll('[data-part="summary-item"][data-state="answered"]');
      expect(items.length).toBe(2);
      for (const item of items)
        expect(getComputedStyle(item).borderInlineStartColor).toBe('rgb(255, 0, 255)');
    });
  }
});
