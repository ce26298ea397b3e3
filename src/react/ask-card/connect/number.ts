/** A stepped number field (a `spinbutton`): what it is and where an arrow press takes it. */
import type { AskTextInput } from '../../../core/types';

/** Whether a question's field is a stepped number: a `spinbutton` (`AskTextInput.step`). */
export function isSteppedNumber(input: AskTextInput | undefined): boolean {
  return input?.step !== undefined && (input.kind === 'number' || input.kind === 'integer');
}

/** Digits after the point of a number's shortest text (`0.05` → 2, `1e-7` → 7). */
function decimalsOf(value: number): number {
  const [mantissa = '', exponent = '0'] = String(value).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.min(20, Math.max(0, fraction - Number(exponent)));
}

/**
 * The text after one arrow press on a stepped number: the next value on the step's grid (from
 * `min`, else 0) up or down, within the bounds; from an empty or unreadable field, the lower
 * bound going up and the upper going down (else 0). Rounded to the step's own decimals, so 0.1
 * steps read `0.3`, not `0.30000000000000004`.
 */
export function stepNumber(text: string, input: AskTextInput, direction: 1 | -1): string {
  const { min, max } = input;
  const step = input.step ?? 1;
  const base = min ?? 0;
  const current = text.trim() === '' ? NaN : Number(text);
  let next: number;
  if (!Number.isFinite(current)) next = direction === 1 ? (min ?? max ?? 0) : (max ?? min ?? 0);
  else {
    const k = (current - base) / step;
    const grid = direction === 1 ? Math.floor(k + 1e-9) + 1 : Math.ceil(k - 1e-9) - 1;
    next = base + grid * step;
  }
  if (min !== undefined && next < min) next = min;
  if (max !== undefined && next > max) next = max;
  const decimals = Math.max(decimalsOf(step), decimalsOf(base));
  return String(Number(next.toFixed(decimals)));
}
