/**
 * The `asktool` dialect: a desktop chat app's ask tool. Lenient about unknown keys (they are
 * stripped), strict about every rule its seed states.
 */
import * as z from 'zod/mini';
import type { AskRequest } from '../../types';
import {
  safeParseWith,
  unwrap,
  type AskMissingHints,
  type AskSafeParseResult,
} from '../../schema/issues';
import { askToolPolicy } from './policy';
import { ASKTOOL_LABEL_MAX_CHARS, MAX_ITEMS } from '../../schema/limits';
import { toAskRequest } from '../../schema/normalize';
import {
  itemCount,
  OptionDescription,
  optionLabel,
  QuestionText,
  unique,
} from '../../schema/rules';

const AskToolLabel = optionLabel(ASKTOOL_LABEL_MAX_CHARS);

/**
 * The `asktool` tool input, validated by every rule of the dialect. Unknown keys are stripped.
 * Parse with `parseAskToolInput` to get an `AskRequest` and model-ready messages.
 *
 * @example
 * AskToolInput.safeParse({ questions: [{ question: 'Which env?', options: ['Staging', 'Prod'] }] })
 *   .success // true
 */
export const AskToolInput = z
  .object({
    questions: z
      .array(
        z.object({
          question: QuestionText,
          options: z
            .array(
              z.union([
                AskToolLabel,
                z.object({ label: AskToolLabel, description: z.optional(OptionDescription) }),
              ]),
            )
            .check(
              ...itemCount(
                'asktool',
                1,
                MAX_ITEMS,
                'add an option',
                `keep the ${MAX_ITEMS} most useful options`,
              ),
            ),
          multiSelect: z.optional(z.boolean()),
        }),
      )
      .check(
        ...itemCount(
          'asktool',
          1,
          MAX_ITEMS,
          'ask at least one question',
          `ask at most ${MAX_ITEMS} questions`,
        ),
      ),
  })
  .check(unique(false, 1));
export type AskToolInput = z.infer<typeof AskToolInput>;

/** Alias of `AskToolInput`. */
export const askToolInputSchema = AskToolInput;

/** Optional fields a strict-mode model sends as `null`: read as absent. */
const OPTIONAL = { input: [], question: ['multiSelect'], option: ['description'] } as const;

/** What each required field is for, with an example, for the message when it is missing. */
const MISSING: AskMissingHints = {
  questions:
    'an array of questions, ' +
    'e.g. [{ "question": "Where should this deploy?", "options": ["Staging", "Production"] }]',
  question: 'the question to ask, e.g. "Where should this deploy?"',
  options: 'the choices, e.g. ["Staging", "Production"]',
  label: 'the text of the choice, e.g. "Staging"',
};

/**
 * `parseAskToolInput` without throwing.
 *
 * @example
 * const result = safeParseAskToolInput(input);
 * if (!result.success) return toolError(result.error.message);
 */
export function safeParseAskToolInput(input: unknown): AskSafeParseResult {
  return safeParseWith(
    AskToolInput,
    (value) => toAskRequest('asktool', value, askToolPolicy.timeout),
    input,
    MISSING,
    OPTIONAL,
  );
}

/**
 * Validate an `asktool` tool input and normalize it: labels and descriptions trimmed (blank
 * descriptions dropped), ids `q1`, `q2`, … in order, `multiSelect` defaulted to false.
 *
 * @throws AskInputError listing the issues (up to 20, then how many more), one sentence each.
 * @example
 * parseAskToolInput({
 *   questions: [
 *     { question: 'Which env?', options: [' Staging ', { label: 'Prod', description: 'live' }] },
 *   ],
 * })
 * // { dialect: 'asktool', questions: [{ id: 'q1', question: 'Which env?',
 * //   options: [{ label: 'Staging' }, { label: 'Prod', description: 'live' }],
 * //   multiSelect: false }] }
 */
export function parseAskToolInput(input: unknown): AskRequest {
  return unwrap(safeParseAskToolInput(input));
}
