/**
 * The `asktool` tool a model is given: its description, and its input's JSON Schema generated
 * from the declared shape below (`asktool.schema.json`, checked by `schema/declared.test.ts`).
 */
import * as z from 'zod/mini';
import { description, multiSelect, questionText, trimmedMax, visible } from '../../schema/declared';
import { seedToolDefinition, type AskModelToolDefinition } from '../../schema/definitions';
import * as L from '../../schema/limits';
import askToolInputJsonSchema from './asktool.schema.json';

/** What the model is told about `asktool` input. */
export function declaredAskToolInput() {
  const label = z
    .string()
    .check(
      visible(),
      trimmedMax(L.ASKTOOL_LABEL_MAX_CHARS),
      z.describe(
        'Markdown label of 1-5 words, unique within the question; the answer value you get back.',
      ),
    );
  return z.object({
    questions: z
      .array(
        z.object({
          question: questionText(
            'The prompt in Markdown: links are inert, images show as alt text, ' +
              'raw HTML is ignored. ' +
              `At most ${L.QUESTION_MAX_CHARS} characters (code points of the Markdown source).`,
          ),
          options: z
            .array(z.union([label, z.object({ label, description: description() })]))
            .check(
              z.minLength(1),
              z.maxLength(L.MAX_ITEMS),
              z.describe('Every choice, mutually exclusive; never only in the question text.'),
            ),
          multiSelect: multiSelect(),
        }),
      )
      .check(z.minLength(1), z.maxLength(L.MAX_ITEMS), z.describe('Shown one at a time.')),
  });
}

/**
 * The `asktool` tool for a model: `{ name: 'asktool', description, inputSchema }`. The JSON
 * Schema carries the limits (`maxLength: 300` on questions, 1,000 on labels and descriptions, 1-100
 * questions and options).
 *
 * @example
 * anthropic.messages.create({
 *   tools: [
 *     {
 *       name: askToolDefinition.name,
 *       description: askToolDefinition.description,
 *       input_schema: askToolDefinition.inputSchema,
 *     },
 *   ],
 *   …
 * });
 */
export const askToolDefinition: AskModelToolDefinition<'asktool'> = seedToolDefinition({
  name: 'asktool',
  task: 'Pause and ask the user multiple-choice questions, then wait for the answers.',
  counts: ['Prefer a single question.'],
  result:
    'The result has one "question：answer、answer" line per question; ' +
    'an empty answer means the user skipped it: continue with your best judgment.',
  inputSchema: askToolInputJsonSchema,
});
