/**
 * Issue 24 #9, in real Chromium with the shipped stylesheet: a wide fenced code block, a wide
 * table or a long inline code span in a label or a question stays within the card at phone
 * width: it wraps inside its own box, and the card never gets wider than its box.
 */
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { AskRequest } from '../../src/core/types';
import { AskCard } from '../../src/react/ask-card';
import '../../src/react/styles.css';

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  root?.unmount();
  container?.remove();
});

const LINE = 'const answer = compute(alpha, beta, gamma, delta, epsilon, zeta, eta, theta);';
const FENCE = '```ts\n' + `${LINE}\n`.repeat(3) + '```';
const TABLE = `| ${'column '.repeat(4).trim().split(' ').join(' | ')} |\n|${'---|'.repeat(4)}\n| ${'a_very_long_cell_value_without_spaces '.repeat(4).trim().split(' ').join(' | ')} |`;
const INLINE = '`' + 'x'.repeat(200) + '`';

const request: AskRequest = {
  dialect: 'asktool',
  questions: [
    {
      id: 'q1',
      question: `Which one?\n\n${FENCE}\n\n${TABLE}`,
      options: [
        { label: `Run this\n\n${FENCE}` },
        { label: `A table\n\n${TABLE}` },
        { label: `Inline ${INLINE}` },
      ],
      multiSelect: false,
    },
  ],
};

describe('issue 24 #9: wide Markdown stays within the card', () => {
  it.each([320, 360, 390])(
    'issue 24 #9: at %i px a wide code block, table and inline code do not widen the card',
    async (width) => {
      await page.viewport(width, 800);
      container = document.body.appendChild(document.createElement('div'));
      // A chat host lays messages out in a flex row: the card is sized by its content there.
      container.style.cssText = `width: ${width}px; display: flex;`;
      root = createRoot(container);
      flushSync(() => root!.render(<AskCard request={request} />));
      const card = container.querySelector<HTMLElement>(
        '[data-scope="ask-card"][data-part="root"]',
      )!;
      expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(width);
      expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
      // Each code block wraps inside the card: nothing is cut, nothing needs a scroll.
      const pres = [...container.querySelectorAll('pre')];
      expect(pres).toHaveLength(2);
      expect(pres.every((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(true);
      for (const pre of pres) {
        expect(pre.getBoundingClientRect().right).toBeLessThanOrEqual(
          card.getBoundingClientRect().right,
        );
      }
      for (const table of container.querySelectorAll('table')) {
        expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(
          card.getBoundingClientRect().right,
        );
      }
    },
  );
});
