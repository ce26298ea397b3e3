/**
 * The size of a tool input, measured before any rule runs so that a huge input costs one issue
 * and no parsing (see `MAX_INPUT_LENGTH`).
 */
import { MAX_INPUT_LENGTH, MAX_ITEMS } from './limits';

// input → questions → question → options → option → label: deeper values are not read by
// any rule.
const MAX_DEPTH = 5;

/**
 * A cheap measure of `input` as JSON-ish text: the `String#length` of every key and string value,
 * plus one for every value. Reads at most `MAX_ITEMS + 1` items of an array (the rules read no
 * more) and `MAX_DEPTH` levels, never recursing deeper, and stops as soon as the total passes
 * `stop`: linear in what it reads, and never more than `stop` values.
 *
 * @example inputLength({ questions: [{ question: 'Q?', options: ['a'] }] }) // 33
 */
export function inputLength(input: unknown, stop = MAX_INPUT_LENGTH): number {
  let total = 0;
  const walk = (value: unknown, depth: number): void => {
    total += 1;
    if (typeof value === 'string') total += value.length;
    if (typeof value !== 'object' || value === null || depth >= MAX_DEPTH) return;
    if (Array.isArray(value)) {
      const end = Math.min(value.length, MAX_ITEMS + 1);
      for (let i = 0; i < end && total <= stop; i++) walk(value[i], depth + 1);
      return;
    }
    for (const key in value) {
      if (total > stop) return;
      if (!Object.hasOwn(value, key)) continue;
      total += key.length;
      walk((value as Record<string, unknown>)[key], depth + 1);
    }
  };
  walk(input, 0);
  return total;
}

/** The issue tail for an input past `MAX_INPUT_LENGTH`, or null when it is within it. */
export function inputTooLarge(input: unknown): string | null {
  if (inputLength(input) <= MAX_INPUT_LENGTH) return null;
  return (
    `is over ${MAX_INPUT_LENGTH} characters (keys and strings counted); ` +
    `the limit is ${MAX_INPUT_LENGTH}: ask fewer questions with shorter text, and retry`
  );
}
