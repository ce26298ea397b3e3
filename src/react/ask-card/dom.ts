import type { CSSProperties, KeyboardEvent, Ref, RefCallback } from 'react';

/** Every ask-card element carries `data-scope="ask-card"` next to its `data-part`. */
export const SCOPE = 'ask-card';

/**
 * Hidden from sight, kept for assistive technology. Inline on purpose, like React Aria's
 * VisuallyHidden: the live region and spoken-only text must stay hidden without any stylesheet.
 */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/** Element ids, derived from the card's `useId` prefix. */
export const ids = {
  question: (base: string, q: number) => `${base}-q${q}`,
  hint: (base: string, q: number) => `${base}-q${q}-hint`,
  option: (base: string, q: number, option: number | 'other') => `${base}-q${q}-o${option}`,
  otherInput: (base: string, q: number) => `${base}-q${q}-other-input`,
  actionHint: (base: string) => `${base}-action-hint`,
};

/** A key event that belongs to an IME composition: never act on it. */
export function isComposing(event: KeyboardEvent): boolean {
  return event.nativeEvent.isComposing || event.keyCode === 229;
}

/** Ctrl, Alt or Meta held: a chord the browser (or the host) owns. */
export function hasCommandModifier(event: KeyboardEvent): boolean {
  return event.ctrlKey || event.altKey || event.metaKey;
}

/** A field where keys type text, where digits and Enter must keep their usual meaning. */
export function isTextField(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement)
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(
      element.type,
    );
  return element instanceof HTMLElement && element.isContentEditable;
}

/** Whether focus is inside `root`, or nowhere (on `body` after the focused button went away). */
export function focusIsWithinOrLost(root: HTMLElement): boolean {
  const active = root.ownerDocument.activeElement;
  return !active || active === root.ownerDocument.body || root.contains(active);
}

/** The text direction at `element`, from the nearest `dir` attribute. */
export function isRtl(element: Element): boolean {
  return element.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl';
}

/** One ref callback that feeds several refs. */
export function composeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: T | null }).current = node;
    }
  };
}

/**
 * How long after a step change a single pointer press is still taken as aimed at the step before.
 * The second press of a double-click lands on whatever moved under the pointer (Next became
 * Submit, the next question's option took the row); browsers mark it `detail >= 2`, which is
 * always refused. A hurried second single click arrives within a few hundred milliseconds, while
 * reading a new question takes a person longer.
 */
export const STEP_SETTLE_MS = 300;

/** When the step on screen last changed (`performance.now()`), written by the card root. */
export interface AskStepClock {
  changedAt: number;
}

/**
 * Whether a click is a pointer press aimed at the step before: part of a double-click, or a
 * single press right after the step changed. Clicks with `detail` 0 come from the keyboard or
 * assistive technology and always count.
 */
export function isEchoPress(clock: AskStepClock, event: { detail: number }): boolean {
  if (event.detail === 0) return false;
  const recent = performance.now() - clock.changedAt < STEP_SETTLE_MS;
  return recent || (event.detail >= 2 && performance.now() - clock.changedAt < 2 * STEP_SETTLE_MS);
}
