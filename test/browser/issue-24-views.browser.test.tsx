/**
 * Issue 24 #5 and #7, in real Chromium with the shipped stylesheet: a secret field keeps its text
 * out of every attribute; a 40-character hash in an answer wraps inside every view at phone
 * width, with the view placed as a host places it (no width of its own, in a flex row); and a
 * question ending in an unterminated U+202E leaves the words of the card's hint in order.
 */
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ruiParams } from '../../src/core/adapters/request-user-input/fixtures';
import { parseRequestUserInputParams } from '../../src/core/adapters/request-user-input';
import { askTransition, createAskState } from '../../src/core/dialects';
import { toAskResolution, toAskToolDetails } from '../../src/core/dialects';
import type { AskRequest } from '../../src/core/types';
import { AskCard } from '../../src/react/ask-card';
import { AskDock, AskDockSummary } from '../../src/react/dock';
import { AskTranscript } from '../../src/react/transcript';
import '../../src/react/styles.css';

let root: Root;
let host: HTMLElement;

beforeEach(() => {
  // A host page's chat row: a flex item with no width of its own, as chat layouts place rows.
  host = document.body.appendChild(document.createElement('div'));
  host.style.display = 'flex';
  host.style.flexDirection = 'column';
  root = createRoot(host);
});

afterEach(() => {
  root.unmount();
  host.remove();
});

const HASH = 'a3f9c2e1b7d4a8f6c0e2b9d1a7f3c5e8b2d4f6a1';

function expectNoSidewaysScroll(name: string) {
  expect(
    document.documentElement.scrollWidth,
    `${name}: the page scrolls ${document.documentElement.scrollWidth - innerWidth} px sideways`,
  ).toBeLessThanOrEqual(innerWidth);
}

/** A request whose every piece of model text is a hash or holds one. */
function hashRequest(dialect: 'asktool' | 'ask_user'): AskRequest {
  return {
    dialect,
    ...(dialect === 'ask_user' ? { timeoutSeconds: 900 } : {}),
    questions: [
      {
        id: 'commit',
        ...(dialect === 'ask_user' ? { header: HASH.slice(0, 12) } : {}),
        question: `Revert ${HASH}?`,
        options: [{ label: HASH }, { label: `\`${HASH}\`` }],
        multiSelect: dialect === 'ask_user',
      },
    ],
  };
}

describe('issue 24 #7: a 40-character hash at phone width', () => {
  it('issue 24 #7: AskTranscript, the summaries, the card and the dock never scroll the page sideways at 320-390 px', async () => {
    for (const width of [390, 320]) {
      await page.viewport(width, 740);
      for (const dialect of ['asktool', 'ask_user'] as const) {
        const request = hashRequest(dialect);
        const name = `${dialect} at ${width} px`;
        const details = toAskToolDetails(
          request,
          [
            {
              id: 'commit',
              status: 'answered',
              labels: [HASH, `\`${HASH}\``],
              customText: `${HASH}${HASH}`,
            },
          ],
          'submitted',
        );
        flushSync(() => root.render(<AskTranscript details={details} content="" />));
        expect(host.querySelector('[data-part="transcript"]'), name).not.toBeNull();
        expectNoSidewaysScroll(`${name}: transcript`);

        let state = createAskState(request);
        state = askTransition(state, { type: 'toggle', option: 0 });
        state = askTransition(state, { type: 'toggleOther' });
        state = askTransition(state, { type: 'setOtherText', text: HASH.repeat(3) });
        flushSync(() => root.render(<AskCard request={request} snapshot={state} />));
        expectNoSidewaysScroll(`${name}: pending card`);
        state = askTransition(state, { type: 'next' });
        flushSync(() => root.render(<AskCard key="done" request={request} snapshot={state} />));
        expectNoSidewaysScroll(`${name}: resolved card`);
        flushSync(() => root.render(<AskDockSummary resolutions={[toAskResolution(state)!]} />));
        expectNoSidewaysScroll(`${name}: dock summary`);
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
          expectNoSidewaysScroll(`${name}: dock${collapsed ? ' collapsed' : ''}`);
        }
        flushSync(() => root.render(<></>));
      }
      // A Codex row as hosts stored it, `{ params, response }`.
      flushSync(() =>
        root.render(
          <AskTranscript
            details={{
              params: ruiParams,
              response: { answers: { deploy_env: { answers: ['Production', HASH.repeat(2)] } } },
            }}
            content=""
          />,
        ),
      );
      expect(host.querySelector('[data-part="transcript"]')).not.toBeNull();
      expectNoSidewaysScroll(`Codex transcript at ${width} px`);
      // Details it cannot read: the content as text, one long line of JSON, even unstyled.
      const content = JSON.stringify({ status: 'answered', answers: { commit: [HASH, HASH] } });
      flushSync(() => root.render(<AskTranscript details={null} content={content} />));
      expect(host.querySelector('[data-part="transcript-fallback"]')).not.toBeNull();
      expectNoSidewaysScroll(`transcript fallback at ${width} px`);
      const sheets = Array.from(document.styleSheets).filter((sheet) => !sheet.disabled);
      for (const sheet of sheets) sheet.disabled = true;
      try {
        expectNoSidewaysScroll(`unstyled transcript fallback at ${width} px`);
      } finally {
        for (const sheet of sheets) sheet.disabled = false;
      }
    }
  });
});

const RLO = '\u202E';
// The stacked hint counts the questions it waits for (issue 27 #9): it quotes none of them.
const REASON = 'Answer 2 required questions to submit.';

/** Each character's left edge in `node`'s text from `start`, for `length` characters. */
function charLefts(node: Text, start: number, length: number): { left: number; top: number }[] {
  const range = document.createRange();
  return Array.from({ length }, (_, i) => {
    range.setStart(node, start + i);
    range.setEnd(node, start + i + 1);
    const r = range.getBoundingClientRect();
    return { left: r.left, top: Math.round(r.top) };
  });
}

describe('issue 24 #7: an unterminated U+202E in a question', () => {
  it('issue 24 #7: the stacked card hint beside that question keeps its own words left to right', async () => {
    await page.viewport(1024, 740);
    const request: AskRequest = {
      dialect: 'asktool',
      questions: ['Deploy now?', 'Notify ops?'].map((q, i) => ({
        id: `q${i + 1}`,
        question: `${q}${RLO}`,
        options: [{ label: 'Yes' }, { label: 'No' }],
        multiSelect: false,
        required: true,
      })),
    };
    flushSync(() => root.render(<AskCard request={request} layout="stacked" />));
    const hint = host.querySelector<HTMLElement>('[data-part="action-hint"]')!;
    await expect.poll(() => hint.hidden).toBe(false);
    expect(hint.textContent).toContain(REASON);
    // Every occurrence of the hint's own words lays out left to right, one character after the
    // other (an unisolated RLO draws them mirrored: "…eunitnoc ot noitseuq").
    const walker = document.createTreeWalker(hint, NodeFilter.SHOW_TEXT);
    let found = 0;
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text) {
      for (let at = node.data.indexOf(REASON); at !== -1; at = node.data.indexOf(REASON, at + 1)) {
        found++;
        const chars = charLefts(node, at, REASON.length);
        for (let i = 1; i < chars.length; i++) {
          if (chars[i]!.top !== chars[i - 1]!.top) continue; // wrapped to the next line
          expect(chars[i]!.left, `"${REASON[i]}" at ${i} of occurrence ${found}`).toBeGreaterThan(
            chars[i - 1]!.left,
          );
        }
      }
    }
    expect(found).toBe(1);
  });
});

describe('issue 24 #5: a secret field in Chromium', () => {
  it('issue 24 #5: typing, revisiting and resolving leave the secret in no attribute', async () => {
    await page.viewport(1024, 740);
    const SECRET = 'hunter2-secret';
    const request = parseRequestUserInputParams(ruiParams);
    flushSync(() => root.render(<AskCard request={request} />));
    await userEvent.click(page.getByRole('radio', { name: /Production/ }));
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    const field = () =>
      host.querySelector<HTMLInputElement>('input[data-part="other-input"][type="password"]')!;
    await userEvent.type(field(), SECRET);
    expect(field().value).toBe(SECRET);
    expect(field().getAttribute('value')).toBeNull();
    expect(document.documentElement.outerHTML).not.toContain(SECRET);
    await userEvent.click(page.getByRole('button', { name: /^Question 1 of 2/ }));
    // Enter on the heading (a click this soon after a step change is taken for a double-click).
    await userEvent.keyboard('{Enter}');
    expect(field().value).toBe(SECRET);
    expect(field().getAttribute('value')).toBeNull();
    expect(document.documentElement.outerHTML).not.toContain(SECRET);
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => host.querySelector('[data-part="outcome"]')).not.toBeNull();
    expect(document.documentElement.outerHTML).not.toContain(SECRET);
  });
});
