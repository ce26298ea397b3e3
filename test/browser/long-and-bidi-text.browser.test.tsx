/**
 * Issue 16, items 2 and 3, in real Chromium with the shipped stylesheet: model text that is one
 * long unbroken token wraps in every view at phone width, and model text with unterminated bidi
 * controls (RLO, RLE, LRI) is a bidi isolate in the markup itself, so it cannot reorder the UI
 * around it.
 */
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { askTransition, createAskState } from '../../src/core/dialects';
import { toAskResolution } from '../../src/core/dialects';
import type { AskRequest } from '../../src/core/types';
import { AskToolPart } from '../../src/ai-sdk/AskToolPart';
import { AskCard } from '../../src/react/ask-card';
import { AskDock, AskDockSummary } from '../../src/react/dock';
import { AskToastProvider, useAskToasts, type AskToastsApi } from '../../src/react/toast';
import { AskTranscript } from '../../src/react/transcript';
import '../../src/react/styles.css';

let root: Root;
let container: HTMLElement;

beforeEach(async () => {
  await page.viewport(360, 740);
  container = document.body.appendChild(document.createElement('div'));
  container.style.width = '360px';
  root = createRoot(container);
});

afterEach(() => {
  root.unmount();
  container.remove();
});

const TOKEN = 'x'.repeat(400);
const URL_TOKEN = `https://example.invalid/${'a1b2c3d4'.repeat(48)}`;

/** A request whose every piece of model text holds a 400-character unbroken token. */
function longRequest(dialect: 'asktool' | 'ask_user'): AskRequest {
  return {
    dialect,
    title: `Title ${TOKEN}`,
    message: `Message ${URL_TOKEN}`,
    ...(dialect === 'ask_user' ? { timeoutSeconds: 900 } : {}),
    questions: [
      {
        id: 'q1',
        ...(dialect === 'ask_user' ? { header: `H${TOKEN}` } : {}),
        question: `Which ${TOKEN}? \`${URL_TOKEN}\``,
        options: [
          { label: `L${TOKEN}`, description: `D${URL_TOKEN}` },
          { label: `\`${URL_TOKEN}\``, description: `<script>${TOKEN}</script>` },
        ],
        multiSelect: dialect === 'ask_user',
      },
    ],
  };
}

/** The request answered: both options chosen (or the first) plus the user's own 400-character word. */
function resolvedState(request: AskRequest) {
  let state = createAskState(request);
  state = askTransition(state, { type: 'toggle', option: 0 });
  if (request.questions[0]!.multiSelect)
    state = askTransition(state, { type: 'toggle', option: 1 });
  state = askTransition(state, { type: 'toggleOther' });
  state = askTransition(state, { type: 'setOtherText', text: `A${TOKEN}` });
  state = askTransition(state, { type: 'next' });
  return state;
}

function expectNoSidewaysScroll(view: Element | null, name: string) {
  expect(view, name).not.toBeNull();
  expect(
    document.documentElement.scrollWidth,
    `${name}: the page scrolls sideways`,
  ).toBeLessThanOrEqual(document.documentElement.clientWidth);
  expect(view!.scrollWidth, `${name}: the view overflows itself`).toBeLessThanOrEqual(
    view!.clientWidth,
  );
  // Nothing inside reaches past the view's box either (an overflow: hidden ancestor would hide
  // it), save what a clipping box deliberately cuts (the dock's one-line bar, with its ellipsis).
  const box = view!.getBoundingClientRect();
  const clipped = (el: Element) => {
    for (let at = el.parentElement; at && at !== view; at = at.parentElement)
      if (getComputedStyle(at).overflowX !== 'visible') return true;
    return false;
  };
  for (const el of Array.from(view!.querySelectorAll('*'))) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || clipped(el)) continue;
    expect(
      r.right,
      `${name}: ${el.getAttribute('data-part') ?? el.tagName} overflows`,
    ).toBeLessThanOrEqual(box.right + 0.5);
  }
}

/** A toast provider rendered in the test root; returns its `useAskToasts` API. */
function mountToasts(): AskToastsApi {
  let api: AskToastsApi | undefined;
  function Capture() {
    api = useAskToasts();
    return null;
  }
  flushSync(() =>
    root.render(
      <AskToastProvider openSession={async () => {}} chime={false}>
        <Capture />
      </AskToastProvider>,
    ),
  );
  return api!;
}

describe('long unbroken model text', () => {
  it('no view scrolls the page sideways at phone width', async () => {
    expect(document.documentElement.clientWidth).toBe(360);
    for (const dialect of ['asktool', 'ask_user'] as const) {
      const request = longRequest(dialect);
      const state = resolvedState(request);
      const resolution = toAskResolution(state);
      expect(resolution, dialect).not.toBeNull();

      flushSync(() => root.render(<AskCard request={request} />));
      expectNoSidewaysScroll(
        container.querySelector('[data-part="root"]'),
        `${dialect} pending card`,
      );

      flushSync(() => root.render(<AskCard key="resolved" request={request} snapshot={state} />));
      expect(
        container.querySelector('[data-part="outcome"]'),
        `${dialect} resolved card`,
      ).not.toBeNull();
      expectNoSidewaysScroll(
        container.querySelector('[data-part="root"]'),
        `${dialect} resolved card`,
      );

      flushSync(() =>
        root.render(<AskTranscript details={resolution!.details} content={resolution!.content} />),
      );
      expect(
        container.querySelector('[data-part="transcript-fallback"]'),
        `${dialect} transcript`,
      ).toBeNull();
      expectNoSidewaysScroll(
        container.querySelector('[data-part="transcript"]'),
        `${dialect} transcript`,
      );

      flushSync(() => root.render(<AskDockSummary resolutions={[resolution!]} />));
      expectNoSidewaysScroll(
        container.querySelector('[data-part="dock-summary"]'),
        `${dialect} dock summary`,
      );

      // The dock, expanded and as its slim collapsed bar (header chip and question on one line).
      for (const collapsed of [false, true]) {
        flushSync(() =>
          root.render(
            <AskDock
              key={String(collapsed)}
              prompts={[{ id: 'p1', request }]}
              collapsed={collapsed}
              composer={<textarea aria-label="Message" />}
            />,
          ),
        );
        expectNoSidewaysScroll(
          container.querySelector('[data-part="dock"]'),
          `${dialect} dock${collapsed ? ' collapsed' : ''}`,
        );
      }
    }

    const api = mountToasts();
    flushSync(() =>
      api.notify({
        title: `Notice ${TOKEN}`,
        description: `Saved to ${URL_TOKEN}`,
        duration: 60_000,
      }),
    );
    await expect.poll(() => document.querySelector('[data-part="toast"]')).not.toBeNull();
    expectNoSidewaysScroll(document.querySelector('[data-part="toast"]'), 'plain toast');
    expectNoSidewaysScroll(
      document.querySelector('[data-part="toast-viewport"]'),
      'toast viewport',
    );
  });
});

const RLO = '\u202E';
const RLE = '\u202B';
const LRI = '\u2066';

/** Every element that renders model text in the card and the summaries. */
const MODEL_TEXT = [
  '[data-part="markdown"]',
  '[data-part="chip"]',
  '[data-part="title"]',
  '[data-part="message"]',
  '[data-part="option-description"]',
  '[data-part="other-input"]',
  '[data-part="summary-header"]',
  '[data-part="summary-key"]',
  '[data-part="summary-message"]',
  '[data-part="summary-custom-text"]',
  '[data-kind="plain"] [data-part="toast-title"]',
  '[data-part="toast-body"]',
].join(',');

function expectIsolated(scope: ParentNode, name: string, least: number) {
  const elements = Array.from(scope.querySelectorAll<HTMLElement>(MODEL_TEXT));
  expect(elements.length, `${name}: model text found`).toBeGreaterThanOrEqual(least);
  for (const el of elements) {
    const isolate = el.tagName === 'BDI' || el.getAttribute('dir') === 'auto';
    expect(
      isolate,
      `${name}: ${el.getAttribute('data-part')} is not a bidi isolate in the markup`,
    ).toBe(true);
    // And the theme agrees (dir="auto" is `unicode-bidi: isolate`, or plaintext on a text field).
    expect(getComputedStyle(el).unicodeBidi, `${name}: ${el.getAttribute('data-part')}`).toMatch(
      /isolate|plaintext/,
    );
  }
}

function hostileRequest(dialect: 'asktool' | 'ask_user', control: string): AskRequest {
  return {
    dialect,
    title: `Title ${control}one`,
    message: `Message ${control}two`,
    ...(dialect === 'ask_user' ? { timeoutSeconds: 900 } : {}),
    questions: [
      {
        id: 'q1',
        ...(dialect === 'ask_user' ? { header: `Head${control}er` } : {}),
        question: `Question ${control}**bold** after`,
        options: [
          { label: 'A', description: 'next' },
          { label: `A${control}`, description: 'next' },
          { label: `**B**${control} tail`, description: `desc${control}` },
        ],
        multiSelect: false,
      },
    ],
  };
}

/** Run `check` with every stylesheet of the page off: what the markup does by itself. */
function withoutStylesheets(check: () => void) {
  const sheets = Array.from(document.styleSheets).filter((sheet) => !sheet.disabled);
  for (const sheet of sheets) sheet.disabled = true;
  try {
    check();
  } finally {
    for (const sheet of sheets) sheet.disabled = false;
  }
}

/** The option row labelled 'A' + control lays out as the clean row 'A': digit, control and text in place. */
function expectGeometry(name: string) {
  const rows = Array.from(document.querySelectorAll<HTMLElement>('[data-part="option"]'));
  const place = (row: HTMLElement, part: string) => {
    const r = row.getBoundingClientRect();
    const p = row.querySelector(`[data-part="${part}"]`)!.getBoundingClientRect();
    return Math.round(p.left - r.left);
  };
  for (const part of ['option-key', 'option-control', 'option-label', 'option-description']) {
    expect(place(rows[1]!, part), `${name}: ${part} moved`).toBe(place(rows[0]!, part));
  }
  // The description's own text (not only its box) starts and ends where the clean row's does.
  const text = (row: HTMLElement) => {
    const range = document.createRange();
    range.selectNodeContents(row.querySelector('[data-part="option-description"]')!);
    const rects = Array.from(range.getClientRects()).map((r) => [
      Math.round(r.left - row.getBoundingClientRect().left),
      Math.round(r.width),
    ]);
    return rects;
  };
  expect(text(rows[1]!), `${name}: the description after the label moved`).toEqual(text(rows[0]!));
}

describe('a binding notice with a long error', () => {
  it('wraps the error text inside the card, as a bidi isolate', async () => {
    const errorText = `Invalid input: questions[0].options ${URL_TOKEN} ${RLO}${TOKEN}`;
    flushSync(() =>
      root.render(
        <AskToolPart
          part={{ type: 'tool-ask_user', toolCallId: 'c1', state: 'output-error', errorText }}
          addToolOutput={() => {}}
        />,
      ),
    );
    const error = container.querySelector<HTMLElement>('[data-part="error"]');
    expect(error?.textContent).toContain(URL_TOKEN);
    expectNoSidewaysScroll(container.querySelector('[data-part="root"]'), 'error notice');
    expect(getComputedStyle(error!).unicodeBidi).toMatch(/isolate|plaintext/);
  });
});

describe('bidi controls in model text', () => {
  it('a right-to-left override in model text never reorders the UI around it', async () => {
    for (const control of [RLO, RLE, LRI]) {
      for (const dialect of ['asktool', 'ask_user'] as const) {
        const name = `${dialect} U+${control.charCodeAt(0).toString(16).toUpperCase()}`;
        const request = hostileRequest(dialect, control);
        flushSync(() => root.render(<AskCard request={request} />));
        expectIsolated(container, `${name} pending`, 6);
        // Inside the Markdown too: the text holding the control is its own <bdi>, so the **bold**
        // and the words after it keep their direction.
        const bdi = container.querySelector('[data-part="question"] [data-part="markdown"] bdi');
        expect(bdi?.textContent, name).toBe(`Question ${control}`);
        expect(bdi!.parentElement!.querySelector('strong')!.closest('bdi'), name).toBeNull();

        expectGeometry(name);
        // Unstyled (no theme at all), the markup alone holds: the row is then one line of text,
        // where an unisolated RLO would draw the description and the digit after it reversed.
        withoutStylesheets(() => {
          expectIsolated(container, `${name} pending, unstyled`, 6);
          expectGeometry(`${name} unstyled`);
        });

        // The resolved card, the transcript and the dock summary.
        let state = createAskState(request);
        state = askTransition(state, { type: 'toggle', option: 1 });
        state = askTransition(state, { type: 'next' });
        const resolution = toAskResolution(state)!;
        flushSync(() => root.render(<AskCard key="resolved" request={request} snapshot={state} />));
        expectIsolated(container, `${name} resolved`, 2);
        flushSync(() =>
          root.render(<AskTranscript details={resolution.details} content={resolution.content} />),
        );
        expectIsolated(container, `${name} transcript`, 2);
        flushSync(() => root.render(<AskDockSummary resolutions={[resolution]} />));
        expectIsolated(container, `${name} dock`, 2);
        flushSync(() => root.render(<></>));
      }
    }

    const api = mountToasts();
    flushSync(() =>
      api.notify({ title: `Saved ${RLO}report`, description: `to ${RLO}disk`, duration: 60_000 }),
    );
    flushSync(() => api.notifyAsk({ sessionId: 's1', request: hostileRequest('asktool', RLO) }));
    await expect.poll(() => document.querySelectorAll('[data-part="toast"]').length).toBe(2);
    expectIsolated(document.querySelector('[data-part="toast-viewport"]')!, 'toasts', 4);
  });
});
