import { expect, userEvent } from 'storybook/test';

/**
 * Keyboard-only helpers for play functions: every step is a key press, and focus is checked
 * after the steps that move it, so a focus regression fails the story where it happens.
 */

/** Press Tab `times` times (Shift+Tab with `shift`). */
export async function tab(times = 1, { shift = false }: { shift?: boolean } = {}): Promise<void> {
  for (let i = 0; i < times; i++) await userEvent.tab({ shift });
}

/** Press Shift+Tab `times` times. */
export const shiftTab = (times = 1) => tab(times, { shift: true });

/** Press keys, in `userEvent.keyboard` syntax: `'2'`, `'{Enter}'`, `'{Control>}{Enter}{/Control}'`. */
export const press = (keys: string) => userEvent.keyboard(keys);

/** A short, readable name for an element in failure messages. */
function describe(element: Element | null): string {
  if (!element) return 'nothing';
  const tag = element.tagName.toLowerCase();
  const role = element.getAttribute('role');
  const part = element.getAttribute('data-part');
  const name = (element.getAttribute('aria-label') ?? element.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);
  return `<${tag}${role ? ` role="${role}"` : ''}${part ? ` data-part="${part}"` : ''}> "${name}"`;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * The story has mounted as a user sees it: a card takes its mount focus in the frame after its
 * commit, so a play waits out that frame before its first press. Every play starts with it.
 */
export const mounted = nextFrame;

/** `document.activeElement` is `element`. */
export async function expectFocus(element: Element | null): Promise<void> {
  const active = document.activeElement;
  await expect(active, `focus is on ${describe(active)}, expected ${describe(element)}`).toBe(
    element,
  );
}

/**
 * A person reads the new step before pressing on: the card ignores presses that come right after
 * a step change (the double-press guard), so a play pauses like a reader would.
 */
export const readNewStep = () => new Promise((resolve) => setTimeout(resolve, 400));

/** Tab (Shift+Tab with `back`) until `element` has focus, at most 15 presses, then check it. */
export async function tabTo(element: HTMLElement, back = false): Promise<void> {
  for (let i = 0; i < 15 && document.activeElement !== element; i++) await tab(1, { shift: back });
  await expectFocus(element);
}

/**
 * axe on the story as it stands mid-play. The a11y addon checks only the final state, and every
 * play ends with its card resolved: this keeps the pending card's controls checked too.
 */
export async function expectNoAxeViolations(element: HTMLElement): Promise<void> {
  const { default: axe } = await import('axe-core');
  const { violations } = await axe.run(element, { rules: { region: { enabled: false } } });
  await expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
  ).toEqual([]);
}
