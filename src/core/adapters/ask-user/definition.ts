/**
 * OpenClaw's `ask_user` tool a model is given: its description, and its input's JSON Schema
 * generated from the declared shape below (`ask-user.schema.json`, checked by
 * `schema/declared.test.ts`).
 */
import * as z from 'zod/mini';
import { description, multiSelect, questionText, trimmedMax, visible } from '../../schema/declared';
import { seedToolDefinition, type AskModelToolDefinition } from '../../schema/definitions';
import * as S from '../../schema/limits';
import * as U from './limits';
import askUserInputJsonSchema from './ask-user.schema.json';

/** What the model is told about `ask_user` input. */
export function declaredAskUserInput() {
  return z.strictObject({
    questions: z
      .array(
        z.strictObject({
          id: z
            .string()
            .check(
              z.maxLength(S.ID_MAX_CHARS),
              z.regex(S.ASK_USER_ID_PATTERN),
              z.describe('Unique snake_case answer key, e.g. deploy_target.'),
            ),
          header: z
            .string()
            .check(
              visible(),
              z.maxLength(S.HEADER_INPUT_MAX_CHARS),
              z.describe(
                `Short chip label, at most ${U.HEADER_MAX_CHARS} characters (longer is cut).`,
              ),
            ),
          question: questionText('One sentence.', S.ASK_USER_QUESTION_MAX_CHARS),
          options: z
            .array(
              z.strictObject({
                label: z
                  .string()
                  .check(
                    visible(),
                    trimmedMax(U.LABEL_MAX_CHARS),
                    z.describe(
                      '1-5 words, unique within the question; the answer value you get back.',
                    ),
                  ),
                description: description(),
              }),
            )
            .check(
              z.minLength(U.MIN_OPTIONS),
              z.maxLength(U.MAX_OPTIONS),
              z.describe('Every choice, mutually exclusive; never only in the question text.'),
            ),
          multiSelect: multiSelect(),
        }),
      )
      .check(z.minLength(U.MIN_QUESTIONS), z.maxLength(U.MAX_QUESTIONS)),
    timeoutSeconds: z
      ._default(z.int(), U.DEFAULT_TIMEOUT_SECONDS)
      .check(
        z.describe(
          `Seconds to wait for an answer; default ${U.DEFAULT_TIMEOUT_SECONDS}, ` +
            `values outside ${U.MIN_TIMEOUT_SECONDS}-${U.MAX_TIMEOUT_SECONDS} are clamped.`,
        ),
      ),
  });
}

/**
 * OpenClaw's `ask_user` tool for a model: `{ name: 'ask_user', description, inputSchema }`. The
 * JSON Schema carries the limits: 1-3 questions, 2-4 options, the id `pattern`, `maxLength` on
 * questions and labels, `additionalProperties: false`, the timeout range.
 *
 * @example
 * openai.chat.completions.create({
 *   tools: [
 *     {
 *       type: 'function',
 *       function: {
 *         name: askUserToolDefinition.name,
 *         description: askUserToolDefinition.description,
 *         parameters: askUserToolDefinition.inputSchema,
 *       },
 *     },
 *   ],
 *   …
 * });
 */
export const askUserToolDefinition: AskModelToolDefinition<'ask_user'> = seedToolDefinition({
  name: 'ask_user',
  task:
    `Ask the user ${U.MIN_QUESTIONS}-${U.MAX_QUESTIONS} structured questions ` +
    'and wait for the answers.',
  counts: [
    `Prefer one question and never ask more than ${U.MAX_QUESTIONS}.`,
    `Give each question ${U.MIN_OPTIONS}-${U.MAX_OPTIONS} options.`,
  ],
  result:
    'The result is {"status":"answered","answers":{"answers":{"<id>":{"answers":[…]}}}}, ' +
    'or {"status":"no_answer"} when the user skipped or the question timed out: ' +
    'then continue with your best judgment.',
  inputSchema: askUserInputJsonSchema,
});
