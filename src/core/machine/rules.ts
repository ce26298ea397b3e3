/**
 * What an answer must satisfy before the machine records it, per question. One function, read by
 * the machine (which refuses to record) and by the views (which say why, beside the action).
 */
import { codePointLength } from '../schema/text';
import type { AskQuestion, AskSelection, AskTextInput } from '../types';
import type { AskFieldRules } from '../registry/fields';
import type { AskJsonBlocker, AskNumberBlocker } from '../registry/fields';
import type { AskDialectPolicy } from './policy';
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
  /** A number field's text (see `AskNumberBlocker`). */
  | AskNumberBlocker
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

/**
 * What is wrong with a free text under its constraints, or null. A number, a format or JSON is
 * checked by the registry's field rules (`fields`); without the rule its text is refused, never
 * recorded unchecked (the request check names the rule to register first).
 */
export function textBlocker(
  text: string,
  input: AskTextInput | undefined,
  fields: AskFieldRules,
): AskAdvanceBlocker | null {
  if (!input) return null;
  const { kind = 'text', minLength, maxLength, format } = input;
  if (kind === 'json')
    return fields.json ? fields.json.blocker(text, input) : { code: 'notJson', line: 1, column: 1 };
  if (kind !== 'text') return fields.number ? fields.number(text, input) : { code: 'notANumber' };
  const length = codePointLength(text);
  if (minLength !== undefined && length < minLength)
    return { code: 'textTooShort', min: minLength };
  if (maxLength !== undefined && length > maxLength) return { code: 'textTooLong', max: maxLength };
  if (format && !fields.format?.(text, format)) return { code: 'format', format };
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
  fields: AskFieldRules,
): AskAdvanceBlocker | null {
  const text = chosenText(selection);
  const count = selection.selected.length + (text === null ? 0 : 1);
  if (count === 0) return isRequired(question, policy) ? { code: 'required' } : null;
  const { minSelections: min, maxSelections: max } = question;
  if (min !== undefined && count < min) return { code: 'tooFewSelections', min };
  if (max !== undefined && count > max) return { code: 'tooManySelections', max };
  return text === null ? null : textBlocker(text, question.input, fields);
}
