/**
 * The `ask_user` dialect: OpenClaw's ask tool. Strict: unknown keys are rejected at every level.
 */
import * as z from 'zod/mini';
import type { AskRequest } from '../types';
import { ASK_LIMITS } from './limits';
import { clampTimeout, cutHeader, toAskOption } from './normalize';
import { parseWith, safeParseWith, type AskSafeParseResult } from './parse';
import { integer, itemCount, maxChars, noOtherOption, nonBlank, QuestionText, snakeCaseId, uniqueIds, uniqueLabels } from './rules';

const limits = ASK_LIMITS.askUser;

const AskUserOption = z
  .strictObject({
    label: z
      .string()
      .check(nonBlank('give every option a visible label'), maxChars(limits.labelMaxChars, 'shorten it', { trimmed: true })),
    description: z.optional(z.string()),
  })
  .check(noOtherOption);

const AskUserQuestion = z.strictObject({
  id: z.string().check(snakeCaseId),
  header: z.string().check(nonBlank(`add a short label of at most ${limits.headerMaxChars} characters`)),
  question: QuestionText,
  options: z.array(AskUserOption).check(
    itemCount('ask_user', {
      min: limits.minOptions,
      max: limits.maxOptions,
      tooFew: `offer ${limits.minOptions} to ${limits.maxOptions} options`,
      tooMany: `keep the ${limits.maxOptions} most useful options`,
    }),
  ),
  multiSelect: z.optional(z.boolean()),
});

/**
 * OpenClaw's `ask_user` tool input, validated by every rule of the dialect. Parse with
 * `parseAskUserInput` to get an `AskRequest` and model-ready messages.
 *
 * @example
 * AskUserInput.safeParse({
 *   questions: [{ id: 'env', header: 'Env', question: 'Where?', options: [{ label: 'Staging' }, { label: 'Prod' }] }],
 * }).success // true
 */
export const AskUserInput = z
  .strictObject({
    questions: z.array(AskUserQuestion).check(
      itemCount('ask_user', {
        min: limits.minQuestions,
        max: limits.maxQuestions,
        tooFew: 'ask one question',
        tooMany: 'ask fewer questions',
      }),
    ),
    timeoutSeconds: z.optional(
      z.number().check(integer(`seconds; default ${limits.defaultTimeoutSeconds}, clamped to ${limits.minTimeoutSeconds}-${limits.maxTimeoutSeconds}`)),
    ),
  })
  .check(uniqueIds, uniqueLabels);
export type AskUserInput = z.infer<typeof AskUserInput>;

/** Alias of `AskUserInput`. */
export const askUserInputSchema = AskUserInput;

function toAskRequest(input: AskUserInput): AskRequest {
  return {
    dialect: 'ask_user',
    questions: input.questions.map((q) => ({
      id: q.id,
      header: cutHeader(q.header),
      question: q.question.trim(),
      options: q.options.map((option) => toAskOption(option.label, option.description)),
      multiSelect: q.multiSelect ?? false,
    })),
    timeoutSeconds: clampTimeout(input.timeoutSeconds),
  };
}

/**
 * Validate an `ask_user` tool input and normalize it: labels and descriptions trimmed (blank
 * descriptions dropped), headers trimmed and cut to 12 characters, `multiSelect` defaulted to
 * false, `timeoutSeconds` defaulted to 900 and clamped into 30-3600.
 *
 * @throws AskInputError listing every issue, one sentence each.
 * @example
 * parseAskUserInput({
 *   questions: [{ id: 'deploy_target', header: 'Deployment target', question: 'Where should it go?',
 *     options: [{ label: 'Staging (Recommended)' }, { label: 'Production' }] }],
 *   timeoutSeconds: 5,
 * })
 * // { dialect: 'ask_user', timeoutSeconds: 30, questions: [{ id: 'deploy_target', header: 'Deployment t', … }] }
 */
export function parseAskUserInput(input: unknown): AskRequest {
  return parseWith(AskUserInput, toAskRequest, input);
}

/**
 * `parseAskUserInput` without throwing.
 *
 * @example
 * const result = safeParseAskUserInput(input);
 * if (!result.success) return toolError(result.error.message);
 */
export function safeParseAskUserInput(input: unknown): AskSafeParseResult {
  return safeParseWith(AskUserInput, toAskRequest, input);
}
