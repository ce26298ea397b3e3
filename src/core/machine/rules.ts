/**
 * What an answer must satisfy before the machine records it, per question. One function, read by
 * the machine (which refuses to record) and by the views (which say why, beside the action).
 */
import { codePointLength } from '../schema/text';
import type { AskQuestion, AskSelection, AskTextInput } from '../types';
import type { AskDialectPolicy } from './policy';
import { isDate, isDateTime, isEmail, isUri } from './formats';

/** Why the question on screen cannot be recorded now; the view words it (`messages.blocker`). */
export type AskAdvanceBlocker =
  | { code: 'required' }
  | { code: 'tooFewSelections'; min: number }
  | { code: 'tooManySelections'; max: number }
  | { code: 'textTooShort'; min: number }
  | { code: 'textTooLong'; max: number }
  | { code: 'format'; format: NonNullable<AskTextInput['format']> }
  | { code: 'notANumber' }
  | { code: 'notAnInteger' }
  | { code: 'belowMin'; min: number }
  | { code: 'aboveMax'; max: number };

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

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

/** What is wrong with a free text under its constraints, or null. */
export function textBlocker(
  text: string,
  input: AskTextInput | undefined,
): AskAdvanceBlocker | null {
  if (!input) return null;
  const { kind = 'text', min, max, minLength, maxLength, format } = input;
  if (kind !== 'text') {
    const value = Number(text);
    if (!NUMBER.test(text) || !Number.isFinite(value)) return { code: 'notANumber' };
    if (kind === 'integer' && !Number.isInteger(value)) return { code: 'notAnInteger' };
    if (min !== undefined && value < min) return { code: 'belowMin', min };
    if (max !== undefined && value > max) return { code: 'aboveMax', max };
    return null;
  }
  const length = codePointLength(text);
  if (minLength !== undefined && length < minLength)
    return { code: 'textTooShort', min: minLength };
  if (maxLength !== undefined && length > maxLength) return { code: 'textTooLong', max: maxLength };
  if (format && !FORMATS[format](text)) return { code: 'format', format };
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
