/**
 * Issue 16, items 5, 9 and 14, in real Chromium with the shipped stylesheet: of 200 cards only
 * one in view takes focus, and the digit typed next answers that card alone; a card out of view
 * never takes focus; a stacked card on a phone opens no text field until one is chosen, the
 * field sits in its row, and Submit stays on screen while the card scrolls.
 */
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { AskRequest } from '../../src/core/types';
import { AskCard } from '../../src/react/ask-card';
import '../../src/react/styles.css';

const single = (n: number): AskRequest => ({
  dialect: 'asktool',
  questions: [
    {
      id: 'q1',
      question: `Card ${n}: which one?`,
      options: [{ label: 'First' }, { label: 'Second' }],
      multiSelect: false,
    },
  ],
});

const stacked: AskRequest = {
  dialect: 'asktool',
  questions: ['Which environment?', 'Which checks?', 'Notify anyone?'].map((question, i) => ({
    id: `q${i + 1}`,
    question,
    options: [
      { label: 'First choice', description: 'A description of it' },
      { label: 'Second choice' },
      { label: 'Third choice' },
    ],
    multiSelect: i === 1,
  })),
};

const NO_FOCUS = { autoFocus: false } as const;

let root: Root;
let container: HTMLElement;

beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});

afterEach(async () => {
  flushSync(() => root.unmount());
  container.remove();
  window.scrollTo(0, 0);
  await page.viewport(414, 896);
});

const inView = (el: Element) => {
  const r = el.getBoundingClientRect();
  return r.bottom > 0 && r.top < window.innerHeight;
};
/** A frame after paint, so passive effects have run. */
const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
const checkedCards = () =>
  Array.from(container.querySelectorAll('[data-part="root"]')).filter((card) =>
    card.querySelector('[aria-checked="true"]'),
  );

describe('focus across many cards (issue 16, items 9 and 14)', () => {
  it('of 200 cards the first in view takes focus, and a digit answers that card only', async () => {
    flushSync(() =>
      root.render(
        <>
          {Array.from({ length: 200 }, (_, n) => (
            <AskCard key={n} request={single(n)} />
          ))}
        </>,
      ),
    );
    await painted();
    const active = document.activeElement!;
    expect(active.getAttribute('data-part')).toBe('question');
    expect(inView(active)).toBe(true);
    expect(active).toHaveTextContent('Card 0: which one?');
    await userEvent.keyboard('1');
    const answered = checkedCards();
    expect(answered).toHaveLength(1);
    expect(answered[0]!.contains(document.activeElement)).toBe(true);
    expect(inView(answered[0]!)).toBe(true);
  });

  it('takes focus in the frame after its commit, before that frame paints (issue 17)', async () => {
    flushSync(() => root.render(<AskCard request={single(0)} />));
    const heading = container.querySelector('[data-part="question"]');
    // The commit and its effects moved nothing, so they forced no layout.
    expect(document.activeElement).toBe(document.body);
    // A frame callback queued after the card's runs in the same frame, still before paint.
    const focusedBeforePaint = await new Promise<boolean>((resolve) =>
      requestAnimationFrame(() => resolve(document.activeElement === heading)),
    );
    expect(focusedBeforePaint).toBe(true);
  });

  it('cards mounted out of view take no focus, and a digit answers none of them', async () => {
    flushSync(() =>
      root.render(
        <>
          <div style={{ blockSize: '3000px' }} />
          {Array.from({ length: 20 }, (_, n) => (
            <AskCard key={n} request={single(n)} />
          ))}
        </>,
      ),
    );
    await painted();
    expect(document.activeElement).toBe(document.body);
    await userEvent.keyboard('1');
    expect(checkedCards()).toHaveLength(0);
  });
});

describe('a stacked card on a phone (issue 16, item 5)', () => {
  it('opens no field until chosen, puts it in its row, and keeps Submit on screen', async () => {
    await page.viewport(375, 667);
    flushSync(() => root.render(<AskCard request={stacked} layout="stacked" {...NO_FOCUS} />));
    await painted();
    expect(container.querySelectorAll('textarea, input')).toHaveLength(0);
    const submit = page.getByRole('button', { name: 'Submit' }).element();
    const card = container.querySelector('[data-part="root"]')!;
    // Taller than the screen, yet its action row is in view at the top and halfway down.
    expect(card.getBoundingClientRect().height).toBeGreaterThan(window.innerHeight);
    expect(inView(submit)).toBe(true);
    expect(submit.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    window.scrollTo(0, card.getBoundingClientRect().height / 2);
    await painted();
    expect(inView(submit)).toBe(true);
    window.scrollTo(0, 0);

    const other = page.getByRole('radio', { name: 'Enter another answer' }).first();
    await userEvent.click(other);
    const field = page.getByRole('textbox', { name: 'Your answer Which environment?' }).element();
    expect(document.activeElement).toBe(field);
    // The field takes the label's place, on the control's line.
    const control = other.element().querySelector('[data-part="option-control"]')!;
    const a = control.getBoundingClientRect();
    const b = field.getBoundingClientRect();
    expect(a.top < b.bottom && a.bottom > b.top).toBe(true);
    expect(b.left).toBeGreaterThan(a.right);
  });
});
