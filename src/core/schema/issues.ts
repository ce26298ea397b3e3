/**
 * zod issues → `AskInputIssue`s. zod/mini ships no messages (and loading its locales would
 * drag them all into the bundle), so sentences are written here: zod's own codes are phrased by
 * code, and the tails our checks report (see `rules.ts`) are prefixed with the path.
 */
import type * as z from 'zod/mini';
import { formatAskInputPath, type AskInputIssue, type AskInputPath } from './errors';

type ZodIssue = z.core.$ZodIssue;

/** The issue at `path`, with `tail` after its path (a tail starting with `:` follows it directly). */
function at(path: AskInputPath, tail: string): AskInputIssue {
  const where = formatAskInputPath(path);
  return { path, message: tail.startsWith(':') ? where + tail : `${where} ${tail}` };
}

const EXPECTED: Record<string, string> = {
  string: 'a string',
  // Every number in both dialects is an integer.
  number: 'an integer',
  int: 'an integer',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
};

/** The received value in a few words: `null`, `a string`, `an array`, `NaN`. */
function describeValue(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** The value at `path` in the input, or undefined where the path leads nowhere. */
function valueAt(input: unknown, path: AskInputPath): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

function invalidType(input: unknown, issue: Extract<ZodIssue, { code: 'invalid_type' }>, path: AskInputPath): AskInputIssue {
  const received = valueAt(input, path);
  const expected = EXPECTED[issue.expected] ?? issue.expected;
  if (path.length === 0) {
    return at(path, `must be an object like { "questions": [ … ] }, not ${describeValue(received)}`);
  }
  if (received === undefined) return at(path, `is required: add ${expected}`);
  if (issue.expected === 'object' && path.at(-2) === 'options') {
    return at(path, `must be an object like { "label": "…" }, not ${describeValue(received)}`);
  }
  return at(path, `must be ${expected}, not ${describeValue(received)}`);
}

/**
 * The only unions are asktool's options (a label string or an object). Follow the branch the
 * value was meant for, the one that got past its type check, to report what is wrong inside it.
 */
function invalidUnion(input: unknown, issue: Extract<ZodIssue, { code: 'invalid_union' }>, path: AskInputPath): AskInputIssue[] {
  const meant = issue.errors.filter((branch) => !branch.some((inner) => inner.code === 'invalid_type' && inner.path.length === 0));
  if (meant.length === 1) return meant[0]!.flatMap((inner) => describe(input, inner, [...path, ...toPath(inner.path)]));
  return [at(path, `must be a label string or an object like { "label": "…" }, not ${describeValue(valueAt(input, path))}`)];
}

function toPath(path: readonly PropertyKey[]): AskInputPath {
  return path.map((key) => (typeof key === 'number' ? key : String(key)));
}

function describe(input: unknown, issue: ZodIssue, path: AskInputPath): AskInputIssue[] {
  switch (issue.code) {
    case 'custom':
      return [at(path, issue.message)];
    case 'invalid_type':
      return [invalidType(input, issue, path)];
    case 'unrecognized_keys':
      return issue.keys.map((key) => at([...path, key], 'is not a known field: remove it'));
    case 'invalid_union':
      return invalidUnion(input, issue, path);
    default:
      // Not produced by our schemas; kept readable should one appear.
      return [at(path, `is not valid (${issue.code}): check it against the tool schema`)];
  }
}

/** Issues outside any question first, then by question, keeping zod's order within each. */
function questionIndex(issue: AskInputIssue): number {
  return issue.path[0] === 'questions' && typeof issue.path[1] === 'number' ? issue.path[1] : -1;
}

/**
 * Every zod issue as an `AskInputIssue`, grouped by question. `input` is the parsed value, read
 * to say what was received (cheaper than zod's `reportInput`, which slows every parse).
 */
export function toAskInputIssues(input: unknown, issues: readonly ZodIssue[]): AskInputIssue[] {
  return issues.flatMap((issue) => describe(input, issue, toPath(issue.path))).sort((a, b) => questionIndex(a) - questionIndex(b));
}
