/**
 * What an answer must satisfy before the machine records it, per question. One function, read by
 * the machine (which refuses to record) and by the views (which say why, beside the action).
 */
import { codePointLength } from '../schema/text';
import type { AskQuestion, AskSelection, AskTextInput } from '../types';
import type { AskDialectPolicy } from './policy';
import { compareDecimals, decimalOf, NUMBER, toDecimal } from './decimal';
import { isDate, isDateTime, isEmail, isUri } from './formats';
import { jsonBlocker, type AskJsonBlocker } from './json-check';
import { checkPattern } from './pattern-check';

/** Why the question on screen cannot be recorded now; the view words it (`messages.blocker`). */
export type AskAdvanceBlocker =
  | { code: 'required' }
  | { code: 'tooFewSelections'; min: number }
  | { code: 'tooManySelections'; max: number }
  | { code: 'textTooShort'; min: number }
  | { code: 'textTooLong'; max: number }
  | { code: 'format'; format: NonNullable<AskTextInput['format']> }
  /** The text contains no match of the field's `pattern`. */
  | { code: 'pattern' }
  | { code: 'notANumber' }
  | { code: 'notAnInteger' }
  | { code: 'belowMin'; min: number }
  | { code: 'aboveMax'; max: number }
  /** The typed number has more digits than a number sent as JSON keeps: it would be rounded. */
  | { code: 'tooPrecise' }
  /** A JSON field: not JSON, nested too deep, or failing its schema (see `AskJsonBlocker`). */
  | AskJsonBlocker;

/** The free text of a selection when it counts: chosen and not blank. */
export function chosenText(selection: AskSelection): string | null {
  const text = selection.otherText.trim();
  return selection.otherSelected && text !== '' ? text : null;
}

/** Whether a selection holds an answer: an option, or a chosen free text that is not blank. */
export function selectionHasAnswer(selection: AskSelection): boolean {
  return selection.selected.length > 0 || chosenText(selection) !== null;
}

/** Whether the question must be answered: its own `required`, else the dialect's default. */
export function isRequired(question: AskQuestion, policy: Readonly<AskDialectPolicy>): boolean {
  return question.required ?? policy.nextNeedsAnswer;
}

// As strict as the server's validation (ajv-formats), so what the card lets through is accepted.
const FORMATS: Record<NonNullable<AskTextInput['format']>, (text: string) => boolean> = {
  email: isEmail,
  uri: isUri,
  date: isDate,
  'date-time': isDateTime,
};

/**
 * What is wrong with a typed number, or null. The text is checked as typed, never rounded first:
 * bounds are compared exactly (`1.0000000000000001` is above 1), an integer must stay within
 * ±`Number.MAX_SAFE_INTEGER` (past it JSON would send a neighbour), and a text with more digits
 * than a number keeps is refused, so the value sent is the value typed.
 */
function numberBlocker(text: string, input: AskTextInput): AskAdvanceBlocker | null {
  const { kind, min, max } = input;
  const value = Number(text);
  if (!NUMBER.test(text) || !Number.isFinite(value)) return { code: 'notANumber' };
  const typed = toDecimal(text);
  if (kind === 'integer' && typed.exponent < 0) return { code: 'notAnInteger' };
  const safe = kind === 'integer' ? Number.MAX_SAFE_INTEGER : Infinity;
  const low = Math.max(min ?? -Infinity, -safe);
  const high = Math.min(max ?? Infinity, safe);
  if (low > -Infinity && compareDecimals(typed, decimalOf(low)) < 0)
    return { code: 'belowMin', min: low };
  if (high < Infinity && compareDecimals(typed, decimalOf(high)) > 0)
    return { code: 'aboveMax', max: high };
  if (compareDecimals(typed, decimalOf(value)) !== 0) return { code: 'tooPrecise' };
  return null;
}

/** What is wrong with a free text under its constraints, or null. */
export function textBlocker(
  text: string,
  input: AskTextInput | undefined,
): AskAdvanceBlocker | null {
  if (!input) return null;
  const { kind = 'text', minLength, maxLength, format } = input;
  if (kind === 'json') return jsonBlocker(text, input);
  if (kind !== 'text') return numberBlocker(text, input);
  const length = codePointLength(text);
  if (minLength !== undefined && length < minLength)
    return { code: 'textTooShort', min: minLength };
  if (maxLength !== undefined && length > maxLength) return { code: 'textTooLong', max: maxLength };
  if (format && !FORMATS[format](text)) return { code: 'format', format };
  if (input.pattern !== undefined && input.patternChecked !== false)
    if (checkPattern(input.pattern, text) === false) return { code: 'pattern' };
  return null;
}

/**
 * Why `selection` cannot be recorded for `question`, or null when it can. No answer is fine for an
 * optional question (it records a skip); an answer must meet every constraint.
 */
export function selectionBlocker(
  question: AskQuestion,
  selection: AskSelection,
  policy: Readonly<AskDialectPolicy>,
): AskAdvanceBlocker | null {
  const text = chosenText(selection);
  const count = selection.selected.length + (text === null ? 0 : 1);
  if (count === 0) return isRequired(question, policy) ? { code: 'required' } : null;
  const { minSelections: min, maxSelections: max } = question;
  if (min !== undefined && count < min) return { code: 'tooFewSelections', min };
  if (max !== undefined && count > max) return { code: 'tooManySelections', max };
  return text === null ? null : textBlocker(text, question.input);
}
