/**
 * The JSON text field (`input.kind: 'json'`): the text must be JSON, within a size and depth
 * bound, and satisfy `input.schema`. The schema validator is registered by the host's opt-in
 * (`jsonTextFallback`), as the pattern matcher is, so a card alone never carries one; without it
 * the text is checked as JSON only and the agent checks the schema.
 */
import { codePointLength } from '../schema/text';
import type { AskTextInput } from '../types';
import { compareDecimals, decimalOf, toDecimal } from './decimal';
import type { AskFieldRules, AskJsonBlocker, AskJsonProblem } from '../registry/fields';

export type { AskJsonBlocker, AskJsonProblem };

/** The longest JSON text a field takes, in code points, measured on the whole text. */
export const JSON_TEXT_MAX_CHARS = 20_000;

/** The deepest nesting of arrays and objects a JSON text may have. */
export const JSON_TEXT_MAX_DEPTH = 64;

// JSON's number, read in place (sticky): linear, any length.
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?/y;

/** The first thing wrong with a value: where (`path` from the root, empty for it) and what. */
export interface AskJsonSchemaIssue {
  path: (string | number)[];
  problem: AskJsonProblem;
}

/**
 * Checks a parsed JSON value against a schema: the first issue, null when it passes, undefined
 * when it cannot tell (the agent then checks it).
 */
export type AskJsonSchemaValidator = (
  schema: unknown,
  value: unknown,
) => AskJsonSchemaIssue | null | undefined;

let validator: AskJsonSchemaValidator | undefined;
let canCheck: ((schema: unknown) => boolean) | undefined;

/**
 * Registers the validator the machine checks a JSON field's schema with, and (`checks`) which
 * schemas it can check at all: a schema it cannot is left to the agent, and the card says so.
 */
export function setJsonSchemaValidator(
  next: AskJsonSchemaValidator,
  checks?: (schema: unknown) => boolean,
): void {
  validator = next;
  canCheck = checks;
  last = undefined;
}

/** Whether a JSON field's schema can be checked here at all (a validator is registered). */
export const hasJsonSchemaValidator = (): boolean => validator !== undefined;

/**
 * Whether a JSON field's schema is left to the agent, in whole or in part: no validator is
 * registered here, the schema holds patterns the linear-time matcher cannot run, the validator
 * cannot check this schema (one a request carried in that the parser would refuse), or, given
 * the field's `text`, the validator could not tell whether that value passes.
 */
export const isJsonSchemaServerChecked = (input: AskTextInput, text?: string): boolean =>
  input.kind === 'json' &&
  input.schema !== undefined &&
  (validator === undefined ||
    input.patternChecked === false ||
    canCheck?.(input.schema) === false ||
    (text !== undefined && verdictOf(text.trim(), input).unsure));

/**
 * Where JSON text stops being JSON: the 1-based line and column (in code points) of the first
 * character that cannot be there, or of the end when the text stops early; null when it is
 * JSON. One pass, no recursion: any length and depth is read in linear time.
 */
export function findJsonSyntaxError(text: string): {
  line: number;
  column: number;
  tooDeep: boolean;
  /** The text is JSON, but the number here would not be sent as typed. */
  inexact?: { number: string; sent: number | null };
} | null {
  let i = 0;
  const stack: ('{' | '[')[] = [];
  const at = (index: number, tooDeep = false) => {
    let line = 1;
    let start = 0;
    for (let k = 0; k < index; k++)
      if (text.charCodeAt(k) === 10) {
        line++;
        start = k + 1;
      }
    return { line, column: codePointLength(text.slice(start, index)) + 1, tooDeep };
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const literal = (word: string) => {
    for (let k = 0; k < word.length; k++, i++) if (text[i] !== word[k]) return false;
    return true;
  };
  const string = () => {
    i++;
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (c === 34) {
        i++;
        return true;
      }
      if (c < 32) return false;
      if (c === 92) {
        const e = text[i + 1];
        if (e === 'u') {
          for (let k = 2; k < 6; k++) if (!/[0-9a-fA-F]/.test(text[i + k] ?? '')) return false;
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else {
          i++;
          return false;
        }
      } else i++;
    }
    return false;
  };
  // The first number JSON would not carry as typed; reported only when the text is JSON.
  let inexact: { number: string; sent: number | null; index: number } | null = null;
  const number = () => {
    NUMBER.lastIndex = i;
    if (!NUMBER.test(text)) return false;
    if (!inexact) {
      const token = text.slice(i, NUMBER.lastIndex);
      const value = Number(token);
      // Named in the message: a number of any length is cut short there.
      const shown = token.length > 40 ? `${token.slice(0, 39)}…` : token;
      // Compared as decimals, never as rounded numbers: `1.00…01` is not 1.
      if (!Number.isFinite(value)) inexact = { number: shown, sent: null, index: i };
      else if (compareDecimals(toDecimal(token), decimalOf(value)) !== 0)
        inexact = { number: shown, sent: value, index: i };
    }
    i = NUMBER.lastIndex;
    return true;
  };
  /** One value; containers push and return, their end is read by the loop below. */
  const value = (): boolean => {
    const c = text[i];
    if (c === '{' || c === '[') {
      stack.push(c);
      i++;
      return true;
    }
    if (c === '"') return string();
    if (c === 't') return literal('true');
    if (c === 'f') return literal('false');
    if (c === 'n') return literal('null');
    return number();
  };
  space();
  if (!value()) return at(i);
  // After an opener: a first member or the close; after a value: a comma or the close.
  let opened = stack.length > 0;
  while (stack.length > 0) {
    if (stack.length > JSON_TEXT_MAX_DEPTH) return at(i - 1, true);
    space();
    const top = stack[stack.length - 1]!;
    const close = top === '{' ? '}' : ']';
    if (text[i] === close) {
      stack.pop();
      i++;
      opened = false;
      continue;
    }
    if (!opened) {
      if (text[i] !== ',') return at(i);
      i++;
      space();
    }
    if (top === '{') {
      if (text[i] !== '"' || !string()) return at(i);
      space();
      if (text[i] !== ':') return at(i);
      i++;
      space();
    }
    const depth = stack.length;
    if (!value()) return at(i);
    opened = stack.length > depth;
  }
  space();
  if (i < text.length) return at(i);
  if (inexact) {
    const found: { number: string; sent: number | null; index: number } = inexact;
    return { ...at(found.index), inexact: { number: found.number, sent: found.sent } };
  }
  return null;
}

/** A check's outcome: the blocker, and whether the schema was left to the agent for this text. */
type Verdict = { blocker: AskJsonBlocker | null; unsure: boolean };

// The machine asks for a blocker on every render: the last verdict is kept.
let last: ({ input: AskTextInput; text: string } & Verdict) | undefined;

function verdictOf(text: string, input: AskTextInput): Verdict {
  if (last && last.input === input && last.text === text) return last;
  const verdict = check(text, input);
  last = { input, text, ...verdict };
  return verdict;
}

/**
 * What is wrong with a JSON field's text, or null: too long (measured whole), not JSON (where
 * it stops being JSON), nested too deep, a number JSON would not carry as typed, or failing
 * `input.schema` (the validator's first issue).
 */
export function jsonBlocker(text: string, input: AskTextInput): AskJsonBlocker | null {
  return verdictOf(text, input).blocker;
}

function check(text: string, input: AskTextInput): Verdict {
  const blocker = (found: AskJsonBlocker | null): Verdict => ({ blocker: found, unsure: false });
  const max = Math.min(input.maxLength ?? JSON_TEXT_MAX_CHARS, JSON_TEXT_MAX_CHARS);
  // Counted before anything else reads it: a text past the bound is never parsed.
  if (text.length > 2 * max || codePointLength(text) > max)
    return blocker({ code: 'textTooLong', max });
  const error = findJsonSyntaxError(text);
  if (error?.inexact)
    return blocker({
      code: 'jsonNumber',
      ...error.inexact,
      line: error.line,
      column: error.column,
    });
  if (error)
    return blocker(
      error.tooDeep
        ? { code: 'jsonTooDeep', max: JSON_TEXT_MAX_DEPTH }
        : { code: 'notJson', line: error.line, column: error.column },
    );
  if (input.schema === undefined || !validator) return blocker(null);
  let issue: AskJsonSchemaIssue | null | undefined;
  try {
    issue = validator(input.schema, JSON.parse(text));
  } catch {
    // A schema the validator cannot follow: the agent checks the answer (and the card says so).
    issue = undefined;
  }
  if (issue === undefined) return { blocker: null, unsure: true };
  return blocker(issue && { code: 'jsonSchema', path: issue.path, problem: issue.problem });
}

/**
 * The JSON text field's check (`input.kind: 'json'`), for a dialect that reads schemas beyond the
 * flat form (its entry's `fields`). The schema validator itself is the host's opt-in
 * (`jsonTextFallback`).
 */
export const askJsonRules: AskFieldRules = {
  json: { blocker: jsonBlocker, serverChecked: isJsonSchemaServerChecked },
};
