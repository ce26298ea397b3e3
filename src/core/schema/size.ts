/**
 * The size of a tool input, measured before any rule runs so that a huge input costs one issue
 * and no parsing (see `MAX_INPUT_LENGTH`).
 */
import { MAX_INPUT_LENGTH, MAX_TOTAL_OPTIONS } from './limits';

type Frame =
  | { array: ArrayLike<unknown>; next: number }
  | { object: Record<string, unknown>; keys: string[]; next: number; written: number };

// JSON leaves these out of an object (and writes `null` for them in an array).
const omitted = (value: unknown): boolean =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol';

/** The JSON length of a string, exact while it fits in `budget` (past it, only a lower bound). */
const stringLength = (text: string, budget: number): number =>
  text.length + 2 > budget ? text.length + 2 : JSON.stringify(text).length;

/**
 * The length of `input` as JSON text (`JSON.stringify(input).length` for a JSON value), every
 * string, array and object at every depth counted: exact up to `stop`, and past it a number over
 * `stop`. The walk uses its own stack (no recursion, so no depth overflows it), and stops as soon
 * as the total passes `stop`; every value costs at least one, so it reads at most `stop` values
 * whatever the input's size, nesting or cycles.
 *
 * @example inputLength({ questions: [{ question: 'Q?', options: ['a'] }] }) // 49
 */
export function inputLength(input: unknown, stop = MAX_INPUT_LENGTH): number {
  let total = 0;
  const frames: Frame[] = [];
  const measure = (value: unknown): void => {
    if (typeof value === 'string') total += stringLength(value, stop - total + 1);
    else if (typeof value === 'number') total += Number.isFinite(value) ? String(value).length : 4;
    else if (typeof value === 'boolean') total += value ? 4 : 5;
    // A BigInt is no JSON, but a host may pass one: its digits.
    else if (typeof value === 'bigint') total += String(value).length;
    else if (typeof value !== 'object' || value === null) total += 4;
    else {
      total += 2;
      frames.push(
        Array.isArray(value)
          ? { array: value, next: 0 }
          : {
              object: value as Record<string, unknown>,
              keys: Object.keys(value),
              next: 0,
              written: 0,
            },
      );
    }
  };
  measure(input);
  while (frames.length > 0 && total <= stop) {
    const frame = frames[frames.length - 1]!;
    if ('array' in frame) {
      if (frame.next >= frame.array.length) frames.pop();
      else {
        if (frame.next > 0) total += 1;
        measure(frame.array[frame.next++]);
      }
      continue;
    }
    if (frame.next >= frame.keys.length) {
      frames.pop();
      continue;
    }
    const key = frame.keys[frame.next++]!;
    const value = frame.object[key];
    if (omitted(value)) continue;
    total += (frame.written++ > 0 ? 1 : 0) + stringLength(key, stop - total + 1) + 1;
    measure(value);
  }
  return total;
}

/**
 * The issue tail for an input past `MAX_INPUT_LENGTH` as JSON, or null when it is within it.
 * `fix` says what to send instead.
 */
export function inputTooLarge(
  input: unknown,
  fix = 'ask fewer questions with shorter text, and retry',
): string | null {
  if (inputLength(input) <= MAX_INPUT_LENGTH) return null;
  return `is over ${MAX_INPUT_LENGTH} characters as JSON; the limit is ${MAX_INPUT_LENGTH}: ${fix}`;
}

/**
 * The code points of `text`, counted without copying it (a 10 MB text costs one pass, no array).
 *
 * @example codePointCount('a😀') // 2
 */
export function codePointCount(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--;
        i++;
      }
    }
  }
  return count;
}

/**
 * The issue tail for a request whose questions offer more than `MAX_TOTAL_OPTIONS` options in
 * all, or null. Read from `questions[i].options` before any rule, so a request past it costs no
 * Markdown parse.
 */
export function tooManyOptions(input: unknown): string | null {
  const questions = (input as { questions?: unknown } | null)?.questions;
  if (!Array.isArray(questions)) return null;
  let total = 0;
  for (const question of questions) {
    const options = (question as { options?: unknown } | null)?.options;
    if (Array.isArray(options)) total += options.length;
  }
  if (total <= MAX_TOTAL_OPTIONS) return null;
  return (
    `offer ${total} options in all; the limit is ${MAX_TOTAL_OPTIONS}: ` +
    'ask fewer questions or offer fewer options, and retry'
  );
}
