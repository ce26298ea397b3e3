/**
 * Issue 16, item 7, in real Chromium with the shipped stylesheet: on a coarse pointer every
 * indicator, option and button of the card is a 44 px target; at any card width the action row
 * never leaves one button alone on a line; the inline card's widest size is the
 * `--ask-card-max-width` token.
 */
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { askTransition, createAskState } from '../../src/core/dialects';
import type { AskRequest } from '../../src/core/types';
import { AskCard } from '../../src/react/ask-card';
import '../../src/react/styles.css';

const question = (id: string, header?: string) => ({
  id,
  ...(header ? { header } : {}),
  question: `Pick one for ${id}`,
  options: [{ label: 'First choice' }, { label: 'Second choice', description: 'Longer' }],
  multiSelect: false,
});

const REQUESTS: AskRequest[] = [
  { dialect: 'asktool', questions: [question('a'), question('b'), question('c')] },
  {
    dialect: 'ask_user',
    timeoutSeconds: 900,
    questions: [question('a', 'Alpha'), question('b', 'Beta')],
  },
  { dialect: 'asktool', questions: [question('a')] },
];

let root: Root;
let container: HTMLElement;

beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});

afterEach(async () => {
  flushSync(() => root.unmount());
  container.remove();
  document.documentElement.style.removeProperty('--ask-card-max-width');
  await cdp().send('Emulation.setTouchEmulationEnabled', { enabled: false });
});

/** The card's visible buttons grouped into the lines they sit on. */
function buttonLines(): HTMLElement[][] {
  const buttons = Array.from(
    container.querySelectorAll<HTMLElement>('[data-part="actions"] > button'),
  ).filter((b) => b.getClientRects().length > 0);
  // Buttons share a line when their boxes overlap vertically (a taller one is centred on it).
  const lines: { top: number; bottom: number; buttons: HTMLElement[] }[] = [];
  for (const button of buttons) {
    const { top, bottom } = button.getBoundingClientRect();
    const line = lines.find((l) => top < l.bottom && bottom > l.top);
    if (line) line.buttons.push(button);
    else lines.push({ top, bottom, buttons: [button] });
  }
  return lines.map((l) => l.buttons);
}

describe('the card on touch and at narrow widths', () => {
  it('a coarse pointer gives every indicator, option and button a 44 px target', async () => {
    // Touch emulation makes the primary pointer coarse, as on a phone.
    await cdp().send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    expect(matchMedia('(pointer: coarse)').matches).toBe(true);
    for (const request of REQUESTS) {
      flushSync(() => root.render(<AskCard key={request.dialect} request={request} />));
      const targets = container.querySelectorAll<HTMLElement>(
        '[data-part="indicator"], [data-part="option"], [data-part="actions"] > button',
      );
      expect(targets.length).toBeGreaterThan(3);
      for (const target of targets) {
        const { width, height } = target.getBoundingClientRect();
        const name = `${request.dialect} ${target.getAttribute('data-part')}`;
        expect(height, `${name} height`).toBeGreaterThanOrEqual(44);
        expect(width, `${name} width`).toBeGreaterThanOrEqual(44);
      }
    }
  });

  it('issue 27 #11: a coarse pointer shows no digit hints (there is no keyboard to press them)', async () => {
    flushSync(() => root.render(<AskCard request={REQUESTS[0]!} autoFocus={false} />));
    const hints = () => container.querySelectorAll('[data-part="option-key"]');
    expect(hints().length).toBeGreaterThan(0);
    await cdp().send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    expect(matchMedia('(pointer: coarse)').matches).toBe(true);
    for (const hint of hints()) expect(hint.getClientRects()).toHaveLength(0);
  });

  it('a fine pointer keeps the compact sizes', () => {
    expect(matchMedia('(pointer: coarse)').matches).toBe(false);
    flushSync(() => root.render(<AskCard request={REQUESTS[0]!} />));
    const indicator = container.querySelector('[data-part="indicator"]')!;
    expect(indicator.getBoundingClientRect().height).toBeLessThan(44);
  });

  it('no width strands one button on a line of its own', async () => {
    for (const request of REQUESTS) {
      // Pending, with an answer (Next shows), and blocked (the hint shows beside the buttons).
      const chosen = askTransition(createAskState(request), { type: 'toggle', option: 0 });
      for (const [state, name] of [
        [undefined, 'pending'],
        [chosen, 'answered'],
      ] as const) {
        flushSync(() =>
          root.render(
            <AskCard
              key={request.dialect + name}
              request={request}
              {...(state ? { snapshot: state } : {})}
            />,
          ),
        );
        for (let width = 220; width <= 640; width += 20) {
          container.style.width = `${width}px`;
          // A rendered frame: the container query settles in it, as on a real page.
          await new Promise(requestAnimationFrame);
          const lines = buttonLines();
          const count = lines.flat().length;
          expect(count, `${request.dialect} ${name}`).toBeGreaterThan(0);
          if (count < 2) continue;
          for (const line of lines)
            expect(
              line.length,
              `${request.dialect} ${name} at ${width}px: ${line.map((b) => b.textContent)}`,
            ).toBeGreaterThan(1);
        }
      }
    }
  });

  it('the inline card is as wide as --ask-card-max-width at most', () => {
    container.style.width = '1200px';
    flushSync(() => root.render(<AskCard request={REQUESTS[0]!} />));
    const card = container.querySelector('[data-part="root"]')!;
    expect(card.getBoundingClientRect().width).toBe(640);
    document.documentElement.style.setProperty('--ask-card-max-width', '30rem');
    expect(card.getBoundingClientRect().width).toBe(480);
  });
});
