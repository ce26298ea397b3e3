/**
 * The `ask_user` dialect: OpenClaw's ask tool. Strict: unknown keys are rejected at every level.
 */
import * as z from 'zod/mini';
import type { AskRequest } from '../../types';
import {
  safeParseWith,
  unwrap,
  type AskMissingHints,
  type AskSafeParseResult,
} from '../../schema/issues';
import { HEADER_INPUT_MAX_CHARS } from '../../schema/limits';
import {
  DEFAULT_TIMEOUT_SECONDS,
  HEADER_MAX_CHARS,
  LABEL_MAX_CHARS,
  MAX_OPTIONS,
  MAX_QUESTIONS,
  MAX_TIMEOUT_SECONDS,
  MIN_OPTIONS,
  MIN_QUESTIONS,
  MIN_TIMEOUT_SECONDS,
} from './limits';
import { askUserPolicy } from './policy';
import { toAskRequest } from '../../schema/normalize';
import {
  AskUserQuestionText,
  integer,
  itemCount,
  noOtherOption,
  OptionDescription,
  optionLabel,
  snakeCaseId,
  text,
  unique,
} from '../../schema/rules';

const AskUserOption = z.strictObject({
  label: optionLabel(LABEL_MAX_CHARS),
  description: z.optional(OptionDescription),
});

const AskUserQuestion = z.strictObject({
  id: z.string().check(snakeCaseId),
  header: text(
    `add a short label of at most ${HEADER_MAX_CHARS} characters`,
    HEADER_INPUT_MAX_CHARS,
    `shorten it to at most ${HEADER_MAX_CHARS} characters ` +
      `(longer headers are cut to ${HEADER_MAX_CHARS})`,
  ),
  question: AskUserQuestionText,
  options: z
    .array(AskUserOption)
    .check(
      ...itemCount(
        'ask_user',
        MIN_OPTIONS,
        MAX_OPTIONS,
        `offer ${MIN_OPTIONS} to ${MAX_OPTIONS} options`,
        `keep the ${MAX_OPTIONS} most useful options`,
      ),
      noOtherOption(MIN_OPTIONS),
    ),
  multiSelect: z.optional(z.boolean()),
});

/**
 * OpenClaw's `ask_user` tool input, validated by every rule of the dialect. Parse with
 * `parseAskUserInput` to get an `AskRequest` and model-ready messages.
 *
 * @example
 * AskUserInput.safeParse({
 *   questions: [
 *     {
 *       id: 'env',
 *       header: 'Env',
 *       question: 'Where?',
 *       options: [{ label: 'Staging' }, { label: 'Prod' }],
 *     },
 *   ],
 * }).success // true
 */
export const AskUserInput = z
  .strictObject({
    questions: z
      .array(AskUserQuestion)
      .check(
        ...itemCount(
          'ask_user',
          MIN_QUESTIONS,
          MAX_QUESTIONS,
          'ask one question',
          'ask fewer questions',
        ),
      ),
    timeoutSeconds: z.optional(
      z
        .number()
        .check(
          integer(
            `seconds; default ${DEFAULT_TIMEOUT_SECONDS}, ` +
              `clamped to ${MIN_TIMEOUT_SECONDS}-${MAX_TIMEOUT_SECONDS}`,
            [MIN_TIMEOUT_SECONDS, MAX_TIMEOUT_SECONDS],
          ),
        ),
    ),
  })
  .check(unique(true, MIN_OPTIONS, true));
export type AskUserInput = z.infer<typeof AskUserInput>;

/** Alias of `AskUserInput`. */
export const askUserInputSchema = AskUserInput;

/** Optional fields a strict-mode model sends as `null`: read as absent. */
const OPTIONAL = {
  input: ['timeoutSeconds'],
  question: ['multiSelect'],
  option: ['description'],
} as const;

/** What each required field is for, with an example, for the message when it is missing. */
const MISSING: AskMissingHints = {
  questions:
    `an array of ${MIN_QUESTIONS}-${MAX_QUESTIONS} questions, ` +
    'e.g. [{ "id": "deploy_target", "header": "Deploy", "question": "Where should this deploy?", ' +
    '"options": [{ "label": "Staging" }, { "label": "Production" }] }]',
  id: 'a snake_case answer key, e.g. "deploy_target"',
  header: `a short label of at most ${HEADER_MAX_CHARS} characters, e.g. "Deploy"`,
  question: 'the question to ask, e.g. "Where should this deploy?"',
  options:
    `${MIN_OPTIONS}-${MAX_OPTIONS} choices, ` +
    'e.g. [{ "label": "Staging" }, { "label": "Production" }]',
  label: 'the text of the choice, e.g. "Staging"',
};

/**
 * `parseAskUserInput` without throwing.
 *
 * @example
 * const result = safeParseAskUserInput(input);
 * if (!result.success) return toolError(result.error.message);
 */
export function safeParseAskUserInput(input: unknown): AskSafeParseResult {
  return safeParseWith(
    AskUserInput,
    (value) => toAskRequest('ask_user', value, askUserPolicy.timeout, HEADER_MAX_CHARS),
    input,
    MISSING,
    OPTIONAL,
  );
}

/**
 * Validate an `ask_user` tool input and normalize it: labels and descriptions trimmed (blank
 * descriptions dropped), headers trimmed and cut to 12 characters, `multiSelect` defaulted to
 * false, `timeoutSeconds` defaulted to 900 and clamped into 30-3600.
 *
 * @throws AskInputError listing the issues (up to 20, then how many more), one sentence each.
 * @example
 * parseAskUserInput({
 *   questions: [
 *     {
 *       id: 'deploy_target',
 *       header: 'Deployment target',
 *       question: 'Where should it go?',
 *       options: [{ label: 'Staging (Recommended)' }, { label: 'Production' }],
 *     },
 *   ],
 *   timeoutSeconds: 5,
 * })
 * // { dialect: 'ask_user', timeoutSeconds: 30,
 * //   questions: [{ id: 'deploy_target', header: 'Deployment t', … }] }
 */
export function parseAskUserInput(input: unknown): AskRequest {
  return unwrap(safeParseAskUserInput(input));
}
