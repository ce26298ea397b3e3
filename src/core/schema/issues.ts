/**
 * zod issues → `AskInputIssue`s, and the parsers built on them. zod/mini ships no messages (and
 * loading its locales would drag them all into the bundle), so sentences are written here:
 * zod's own codes are phrased by code, and the tails our checks report (see `rules.ts`) are
 * prefixed with the path.
 */
import type * as z from 'zod/mini';
import type { AskRequest } from '../types';
import { AskInputError, formatAskInputPath, type AskInputIssue, type AskInputPath } from './errors';
import { readPlainData } from './guards';
import { nullsAsAbsent, type AskOptionalFields } from './nulls';
import { inputTooLarge, tooManyOptions } from './size';

type ZodIssue = z.core.$ZodIssue;

/** The result of `safeParseAskToolInput` / `safeParseAskUserInput`. */
export type AskSafeParseResult =
  { success: true; data: AskRequest } | { success: false; error: AskInputError };

// Every number in both dialects is an integer.
const EXPECTED: Record<string, string> = {
  string: 'a string',
  number: 'an integer',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
};
const LABEL_OBJECT = 'an object like { "label": "…" }';

/**
 * The issue at `path`, with `tail` after its path (a tail starting with `:` follows it directly).
 */
function at(path: AskInputPath, tail: string): AskInputIssue {
  const where = formatAskInputPath(path);
  return { path, message: tail[0] === ':' ? where + tail : `${where} ${tail}` };
}

/**
 * What to add for a missing required field, by field name: what the field is for and an example,
 * so the fix is one step (`is missing: add a snake_case answer key, e.g. "deploy_target"`).
 */
export type AskMissingHints = Readonly<Record<string, string>>;

/**
 * Every zod issue as an `AskInputIssue`, grouped by question. `input` is the parsed value, read
 * to say what was received (cheaper than zod's `reportInput`, which slows every parse).
 * `missing` says what each required field is for; others get `is required: add <type>`.
 */
export function toAskInputIssues(
  input: unknown,
  issues: readonly ZodIssue[],
  missing: AskMissingHints = {},
): AskInputIssue[] {
  /** The received value at `path` in a few words: `null`, `a string`, `an array`, `NaN`. */
  const received = (path: AskInputPath) => {
    let value = input;
    for (const key of path)
      value =
        typeof value === 'object' && value !== null && Object.hasOwn(value, key)
          ? (value as Record<PropertyKey, unknown>)[key]
          : undefined;
    if (value == null || (typeof value === 'number' && !Number.isFinite(value)))
      return String(value);
    return Array.isArray(value)
      ? 'an array'
      : typeof value === 'object'
        ? 'an object'
        : `a ${typeof value}`;
  };

  const describe = (issue: ZodIssue, base: AskInputPath): AskInputIssue[] => {
    const path = [
      ...base,
      ...issue.path.map((key) => (typeof key === 'number' ? key : String(key))),
    ];
    switch (issue.code) {
      case 'custom':
        return [at(path, issue.message)];
      case 'too_big':
        // Only `itemCount`'s leading check, whose message is ours. zod also runs it on a string
        // or object with a `length` that failed as an array, which is already reported.
        return received(path) === 'an array' ? [at(path, issue.message)] : [];
      case 'invalid_type': {
        const expected = EXPECTED[issue.expected] ?? issue.expected;
        if (path.length === 0) {
          const tail = `must be an object like { "questions": [ … ] }, not ${received(path)}`;
          return [at(path, tail)];
        }
        if (received(path) === 'undefined') {
          const hint = missing[String(path.at(-1))];
          return [
            at(
              path,
              hint === undefined ? `is required: add ${expected}` : `is missing: add ${hint}`,
            ),
          ];
        }
        const option = issue.expected === 'object' && path.at(-2) === 'options';
        if (option) return [at(path, `must be ${LABEL_OBJECT}, not ${received(path)}`)];
        // The shape with an example, where the dialect says what the field is for.
        const hint = missing[String(path.at(-1))];
        return [
          at(path, `must be ${expected}, not ${received(path)}${hint ? `: use ${hint}` : ''}`),
        ];
      }
      case 'unrecognized_keys':
        return issue.keys.map((key) => at([...path, key], 'is not a known field: remove it'));
      case 'invalid_union': {
        // The only unions are asktool's options (a label string or an object). Follow the branch
        // the value was meant for, the one that got past its type check, to say what is wrong
        // inside it.
        const meant = issue.errors.filter(
          (branch) =>
            !branch.some((inner) => inner.code === 'invalid_type' && inner.path.length === 0),
        );
        if (meant.length === 1) return meant[0]!.flatMap((inner) => describe(inner, path));
        return [at(path, `must be a label string or ${LABEL_OBJECT}, not ${received(path)}`)];
      }
      default:
        // Not produced by our schemas; kept readable should one appear.
        return [at(path, `is not valid (${issue.code}): check it against the tool schema`)];
    }
  };

  // Issues outside any question first, then by question, keeping zod's order within each.
  const question = (issue: AskInputIssue) =>
    typeof issue.path[1] === 'number' ? issue.path[1] : -1;
  return issues.flatMap((issue) => describe(issue, [])).sort((a, b) => question(a) - question(b));
}

/**
 * Validate `input` with a dialect's schema and normalize it; never throws. The input is first
 * read once into plain data (`readPlainData`: a throwing getter, a revoked Proxy or a BigInt is
 * an issue, not a TypeError); `optional` members that are `null` are then read as absent. An
 * input past `MAX_INPUT_LENGTH` is rejected by its size alone, before the schema reads it.
 * `toRequest` gets the plain copy too, for a request that keeps its source.
 */
export function safeParseWith<T>(
  // Or chosen by the input's own plain copy (Claude's extended questions), read only once.
  schema: z.ZodMiniType<T> | ((plain: unknown) => z.ZodMiniType<T>),
  toRequest: (value: T, input: unknown) => AskRequest,
  input: unknown,
  missing?: AskMissingHints,
  optional?: AskOptionalFields,
): AskSafeParseResult {
  const read = readPlainData(input);
  if (!read.ok) {
    // Refused for its size: in the words of the size limit, as a smaller large input is.
    const problem = (read.partial !== undefined && inputTooLarge(read.partial)) || read.problem;
    return { success: false, error: new AskInputError([at(read.path, problem)]) };
  }
  const tooLarge = inputTooLarge(read.value);
  if (tooLarge) return { success: false, error: new AskInputError([at([], tooLarge)]) };
  const tooMany = tooManyOptions(read.value);
  if (tooMany) return { success: false, error: new AskInputError([at(['questions'], tooMany)]) };
  const plain = optional ? nullsAsAbsent(read.value, optional) : read.value;
  const result = (typeof schema === 'function' ? schema(read.value) : schema).safeParse(plain);
  return result.success
    ? { success: true, data: toRequest(result.data, read.value) }
    : {
        success: false,
        error: new AskInputError(toAskInputIssues(plain, result.error.issues, missing)),
      };
}

/** The request of a successful result; throws the `AskInputError` of a failed one. */
export function unwrap(result: AskSafeParseResult): AskRequest {
  if (!result.success) throw result.error;
  return result.data;
}
