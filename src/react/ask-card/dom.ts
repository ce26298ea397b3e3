/** The card's own DOM: element ids and lookups (those every view shares are in `../dom`). */
import type { AskStepClock } from './types';

/** Element ids, derived from the card's `useId` prefix. */
export const ids = {
  question: (base: string, q: number) => `${base}-q${q}`,
  questionBody: (base: string, q: number) => `${base}-q${q}-rest`,
  questionDescription: (base: string, q: number) => `${base}-q${q}-description`,
  numberRange: (base: string, q: number) => `${base}-q${q}-range`,
  patternNote: (base: string, q: number) => `${base}-q${q}-pattern`,
  fieldError: (base: string, q: number) => `${base}-q${q}-error`,
  formError: (base: string) => `${base}-form-error`,
  title: (base: string) => `${base}-title`,
  otherInputLabel: (base: string, q: number) => `${base}-q${q}-other-name`,
  group: (base: string, q: number) => `${base}-q${q}-options`,
  hint: (base: string, q: number) => `${base}-q${q}-hint`,
  option: (base: string, q: number, option: number | 'other') => `${base}-q${q}-o${option}`,
  otherInput: (base: string, q: number) => `${base}-q${q}-other-input`,
  actionHint: (base: string) => `${base}-action-hint`,
  outcome: (base: string) => `${base}-outcome`,
};

/** The element of id `id` in `from`'s document; behaviour finds elements by `ids`, nothing else. */
export const byId = (from: HTMLElement | null, id: string): HTMLElement | null =>
  from?.ownerDocument.getElementById(id) ?? null;

/**
 * How long after a step change a single pointer press is still taken as aimed at the step before.
 * The second press of a double-click lands on whatever moved under the pointer (Next became
 * Submit, the next question's option took the row); browsers mark it `detail >= 2`, which is
 * always refused. A hurried second single click arrives within a few hundred milliseconds, while
 * reading a new question takes a person longer.
 */
export const STEP_SETTLE_MS = 300;

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
