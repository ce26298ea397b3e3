/**
 * Strict tool calling (OpenAI `strict: true`, and the usual rewrite for it) makes every field
 * required and every optional one nullable, so a model sends `null` for each field it leaves
 * unset. ask-cards reads such a `null` as the field being absent: the input is copied with those
 * members left out (only where a `null` is found; the original is never changed).
 */
import { isRecord } from './guards';

/** The optional fields of a dialect's input, by level. */
export interface AskOptionalFields {
  input: readonly string[];
  question: readonly string[];
  option: readonly string[];
}

/** `value` without the listed members that are `null`; the same object when it has none. */
function withoutNulls(value: unknown, keys: readonly string[]): unknown {
  if (!isRecord(value) || !keys.some((key) => value[key] === null)) return value;
  const copy = { ...value };
  for (const key of keys) if (copy[key] === null) delete copy[key];
  return copy;
}

/** Every element of `items` mapped, copying the array only once one changes. */
function mapItems(items: unknown, map: (item: unknown) => unknown): unknown {
  if (!Array.isArray(items)) return items;
  let copy: unknown[] | null = null;
  for (let i = 0; i < items.length; i++) {
    const next = map(items[i]);
    if (next !== items[i]) (copy ??= items.slice())[i] = next;
  }
  return copy ?? items;
}

/**
 * The input with `null` optional fields left out, at every level the dialect has them. Linear in
 * the input's size; never recurses deeper than the three levels of a tool input.
 *
 * @example
 * nullsAsAbsent({ questions: [{ question: 'Q?', options: ['a'], multiSelect: null }] }, fields)
 * // { questions: [{ question: 'Q?', options: ['a'] }] }
 */
export function nullsAsAbsent(input: unknown, fields: AskOptionalFields): unknown {
  const top = withoutNulls(input, fields.input);
  if (!isRecord(top)) return top;
  const questions = mapItems(top.questions, (question) => {
    const q = withoutNulls(question, fields.question);
    if (!isRecord(q)) return q;
    const options = mapItems(q.options, (option) => withoutNulls(option, fields.option));
    return options === q.options ? q : { ...q, options };
  });
  return questions === top.questions ? top : { ...top, questions };
}
