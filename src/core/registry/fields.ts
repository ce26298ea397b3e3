/**
 * What a dialect declares of its fields beyond plain text: the checks it brings (`fields` of its
 * entry) and the verdicts they give. Types only, at the bottom with the registry; the checks
 * themselves are in `machine/` (`askNumberRules`, `askFormatRules`, `askJsonRules`).
 */
import type { AskTextInput } from '../types';

/** Why a typed number cannot be recorded (part of the machine's `AskAdvanceBlocker`). */
export type AskNumberBlocker =
  | { code: 'notANumber' }
  | { code: 'notAnInteger' }
  | { code: 'belowMin'; min: number }
  | { code: 'aboveMax'; max: number }
  /** The typed number has more digits than a number sent as JSON keeps: it would be rounded. */
  | { code: 'tooPrecise' };

/** What is wrong with a JSON value under its schema, as the card words it. */
export type AskJsonProblem =
  | { rule: 'type'; expected: string[] }
  | { rule: 'required'; field: string }
  | { rule: 'notAllowed' }
  | { rule: 'value' }
  | { rule: 'minLength' | 'maxLength' | 'minItems' | 'maxItems'; limit: number }
  | { rule: 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum'; limit: number }
  | { rule: 'pattern' | 'format' | 'uniqueItems' | 'noBranch' | 'manyBranches' }
  /** Any other keyword, named as the schema spells it. */
  | { rule: 'other'; keyword: string };

/** Why a JSON field's text cannot be recorded (part of the machine's `AskAdvanceBlocker`). */
export type AskJsonBlocker =
  | { code: 'textTooLong'; max: number }
  /** A JSON field's text is not JSON: it stops being JSON at this line and column (1-based). */
  | { code: 'notJson'; line: number; column: number }
  /** A JSON field's text nests arrays and objects deeper than `max`. */
  | { code: 'jsonTooDeep'; max: number }
  /**
   * A number in a JSON field's text that JSON cannot carry as typed: `sent` is what the agent
   * would get instead (null: too large for any number). `number` is the text as typed (cut to
   * 40 characters), at `line` and `column` (1-based).
   */
  | { code: 'jsonNumber'; number: string; sent: number | null; line: number; column: number }
  /** A JSON field's value fails its schema: where (`path` from the root) and what is wrong. */
  | { code: 'jsonSchema'; path: (string | number)[]; problem: AskJsonProblem };

/** A text format a field may ask for (`input.format`). */
export type AskTextFormat = NonNullable<AskTextInput['format']>;

/**
 * The field checks a dialect brings: give its entry `fields: askNumberRules` (or several, merged
 * with `{ ...askNumberRules, ...askFormatRules }`), or `askFieldRules` for all of them.
 */
export interface AskFieldRules {
  /** What is wrong with a typed number, or null (`input.kind: 'number' | 'integer'`). */
  readonly number?: (text: string, input: AskTextInput) => AskNumberBlocker | null;
  /** Whether a text is in `format` (`input.format`). */
  readonly format?: (text: string, format: AskTextFormat) => boolean;
  /** The JSON text field (`input.kind: 'json'`). */
  readonly json?: {
    /** What is wrong with its text, or null. */
    readonly blocker: (text: string, input: AskTextInput) => AskJsonBlocker | null;
    /** Whether its schema is left to the agent, in whole or for this `text`. */
    readonly serverChecked: (input: AskTextInput, text?: string) => boolean;
  };
}
