/**
 * Issue 16, item 4, in real Chromium with the shipped stylesheet: a resolved card's outcome.
 * Its ordered-list numbers sit inside the outcome's box (never hanging past its edge), its marks
 * are drawn (inline SVG in the text colour, hidden from assistive technology: no font glyph that
 * shows as an empty box or a colour emoji), and the expired outcome still reads the question.
 */
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { askTransition, createAskState } from '../../src/core/dialects';
import type { AskEvent, AskReason, AskRequest } from '../../src/core/types';
import { ASK_REASONS } from '../../src/core/types';
import { AskCard } from '../../src/react/ask-card';
import { AskTranscript } from '../../src/react/transcript';
import { toAskResolution } from '../../src/core/dialects';
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
  flushSync(() => root.unmount());
  container.remove();
});

const LIST = Array.from({ length: 12 }, (_, i) => `${i + 1}. step ${i + 1}`).join('\n');

function request(dialect: 'asktool' | 'ask_user'): AskRequest {
  return {
    dialect,
    ...(dialect === 'ask_user' ? { timeoutSeconds: 900 } : {}),
    questions: [
      {
        id: 'plan',
        ...(dialect === 'ask_user' ? { header: 'Plan' } : {}),
        question: `Run the release plan?\n\n${LIST}`,
        options: [{ label: 'Run it' }, { label: `Skip\n\n${LIST}` }],
        multiSelect: false,
      },
    ],
  };
}

/** The request finished by `events`. */
function finished(dialect: 'asktool' | 'ask_user', events: AskEvent[]) {
  return events.reduce(askTransition, createAskState(request(dialect)));
}

/** The events that end a prompt for each reason. */
const ENDINGS: Record<AskReason, AskEvent[]> = {
  submitted: [{ type: 'toggle', option: 0 }, { type: 'next' }],
  declined: [{ type: 'declineAll' }],
  dismissed: [{ type: 'dismiss' }],
  stopped: [{ type: 'stop' }],
  expired: [{ type: 'expire' }],
  repliedInChat: [{ type: 'replyInChat' }],
};

/** The inner left edge of the nearest ancestor drawn as a box (a border or a background). */
function drawnEdge(el: HTMLElement, stop: HTMLElement): number | undefined {
  for (let at = el.parentElement; at && at !== stop; at = at.parentElement) {
    const style = getComputedStyle(at);
    const border = parseFloat(style.borderLeftWidth);
    if (border > 0 || style.backgroundColor !== 'rgba(0, 0, 0, 0)')
      return at.getBoundingClientRect().left + border;
  }
  return undefined;
}

/** Where an item's own text starts: its first text, past any in-flow number. */
function textStart(li: HTMLElement): number {
  const walker = document.createTreeWalker(li, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    return range.getBoundingClientRect().left;
  }
  return li.getBoundingClientRect().left;
}

/** The width the marker text `n.` takes in `li`'s font. */
function markerWidth(li: HTMLElement, n: number): number {
  const style = getComputedStyle(li);
  const canvas = document.createElement('canvas').getContext('2d')!;
  canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return canvas.measureText(`${n}. `).width;
}

describe("a resolved card's outcome", () => {
  for (const dialect of ['asktool', 'ask_user'] as const) {
    it(`${dialect}: ordered-list numbers stay inside the outcome box`, async () => {
      const state = finished(dialect, [{ type: 'toggle', option: 1 }, { type: 'next' }]);
      flushSync(() => root.render(<AskCard request={request(dialect)} snapshot={state} />));
      const outcome = container.querySelector<HTMLElement>('[data-part="outcome"]')!;
      expect(outcome).not.toBeNull();
      const box = outcome.getBoundingClientRect();
      const items = Array.from(outcome.querySelectorAll<HTMLElement>('ol:not([data-part]) > li'));
      expect(items.length).toBeGreaterThanOrEqual(12);
      for (const [i, li] of items.entries()) {
        const n = (i % 12) + 1;
        // The nearest box drawn around it (a label's pill, the item's rule), else the outcome.
        const edge = drawnEdge(li, outcome) ?? box.left;
        const room = textStart(li) - edge;
        expect(room, `the number ${n}. fits before its item`).toBeGreaterThanOrEqual(
          markerWidth(li, n),
        );
      }
    });
  }

  it('every outcome mark is an SVG in the text colour, hidden from assistive technology', () => {
    for (const reason of ASK_REASONS) {
      for (const dialect of ['asktool', 'ask_user'] as const) {
        const state = finished(dialect, ENDINGS[reason]);
        // Only a dialect with a timeout expires.
        if (state.reason !== reason) continue;
        flushSync(() =>
          root.render(
            <AskCard key={reason + dialect} request={request(dialect)} snapshot={state} />,
          ),
        );
        const mark = container.querySelector('[data-part="summary-mark"]');
        expect(mark, `${dialect} ${reason}: a mark`).not.toBeNull();
        expect(mark!.getAttribute('aria-hidden')).toBe('true');
        expect(mark!.textContent, `${dialect} ${reason}: no font glyph`).toBe('');
        const svg = mark!.querySelector('svg');
        expect(svg, `${dialect} ${reason}: drawn`).not.toBeNull();
        expect(svg!.getBoundingClientRect().width).toBeGreaterThan(0);
        const stroke = getComputedStyle(svg!.querySelector('path, rect, circle, polyline')!);
        const painted = stroke.stroke !== 'none' ? stroke.stroke : stroke.fill;
        expect(painted, `${dialect} ${reason}: currentColor`).toBe(getComputedStyle(mark!).color);
      }
    }
  });

  it('the expired outcome reads the question as well as its status', () => {
    for (const dialect of ['ask_user'] as const) {
      const state = finished(dialect, ENDINGS.expired);
      expect(state.reason).toBe('expired');
      flushSync(() =>
        root.render(<AskCard key={dialect} request={request(dialect)} snapshot={state} />),
      );
      const outcome = container.querySelector<HTMLElement>('[data-part="outcome"]')!;
      expect(outcome.innerText, dialect).toContain('Run the release plan?');
      // The transcript of the same resolution says the same.
      const resolution = toAskResolution(state)!;
      flushSync(() =>
        root.render(<AskTranscript details={resolution.details} content={resolution.content} />),
      );
      expect(container.querySelector<HTMLElement>('[data-part="transcript"]')!.innerText).toContain(
        'Run the release plan?',
      );
    }
  });
});
