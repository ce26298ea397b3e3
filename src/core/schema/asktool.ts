/**
 * The `asktool` dialect: a desktop chat app's ask tool. Lenient about unknown keys (they are
 * stripped), strict about every rule its seed states.
 */
import * as z from 'zod/mini';
import type { AskRequest } from '../types';
import { toAskOption } from './normalize';
import { parseWith, safeParseWith, type AskSafeParseResult } from './parse';
import { itemCount, nonBlank, QuestionText, uniqueLabels } from './rules';

const AskToolLabel = z.string().check(nonBlank('give every option a visible label'));

const AskToolOption = z.union([AskToolLabel, z.object({ label: AskToolLabel, description: z.optional(z.string()) })]);

const AskToolQuestion = z.object({
  question: QuestionText,
  options: z.array(AskToolOption).check(itemCount('asktool', { min: 1, tooFew: 'add an option' })),
  multiSelect: z.optional(z.boolean()),
});

/**
 * The `asktool` tool input, validated by every rule of the dialect. Unknown keys are stripped.
 * Parse with `parseAskToolInput` to get an `AskRequest` and model-ready messages.
 *
 * @example AskToolInput.safeParse({ questions: [{ question: 'Which env?', options: ['Staging', 'Prod'] }] }).success // true
 */
export const AskToolInput = z
  .object({
    questions: z
      .array(AskToolQuestion)
      .check(itemCount('asktool', { min: 1, tooFew: 'ask at least one question' })),
  })
  .check(uniqueLabels);
export type AskToolInput = z.infer<typeof AskToolInput>;

/** Alias of `AskToolInput`. */
export const askToolInputSchema = AskToolInput;

function toAskRequest(input: AskToolInput): AskRequest {
  return {
    dialect: 'asktool',
    questions: input.questions.map((q, i) => ({
      id: `q${i + 1}`,
      question: q.question.trim(),
      options: q.options.map((option) => (typeof option === 'string' ? toAskOption(option) : toAskOption(option.label, option.description))),
      multiSelect: q.multiSelect ?? false,
    })),
  };
}

/**
 * Validate an `asktool` tool input and normalize it: labels and descriptions trimmed (blank
 * descriptions dropped), ids `q1`, `q2`, … in order, `multiSelect` defaulted to false.
 *
 * @throws AskInputError listing every issue, one sentence each.
 * @example
 * parseAskToolInput({ questions: [{ question: 'Which env?', options: [' Staging ', { label: 'Prod', description: 'live' }] }] })
 * // { dialect: 'asktool', questions: [{ id: 'q1', question: 'Which env?',
 * //   options: [{ label: 'Staging' }, { label: 'Prod', description: 'live' }], multiSelect: false }] }
 */
export function parseAskToolInput(input: unknown): AskRequest {
  return parseWith(AskToolInput, toAskRequest, input);
}

/**
 * `parseAskToolInput` without throwing.
 *
 * @example
 * const result = safeParseAskToolInput(input);
 * if (!result.success) return toolError(result.error.message);
 */
export function safeParseAskToolInput(input: unknown): AskSafeParseResult {
  return safeParseWith(AskToolInput, toAskRequest, input);
}
