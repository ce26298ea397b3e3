/**
 * The *declared* shapes of both tool inputs, used only to generate the JSON Schema a model sees
 * (`*.schema.json`, written by `declared.test.ts`). They say every rule of the parsers that JSON
 * Schema can say, as the parsers apply it (`schema.differential.test.ts` proves it with Ajv):
 * "not blank" as a `pattern` (`VISIBLE_PATTERN`), a length measured trimmed as a `pattern`
 * (`trimmedMaxPattern`), one measured as sent as `maxLength` (code points, like the parsers),
 * and the ask_user timeout as any integer, its clamp into 30-3600 in the description.
 *
 * What JSON Schema cannot say stays with the parsers, named by the differential test: labels
 * unique under the text key, ids unique, no "Other" (ask_user), the size of the whole input
 * (`MAX_INPUT_LENGTH`), a text made only of invisible code points outside the BMP, and `null`
 * read as absent for an optional field (a leniency for strict-mode models, not declared).
 * The runtime schemas count with refinements JSON Schema cannot see (zod's `maxLength` counts
 * UTF-16 units); the test keeps the declared fields in step with them.
 */
import * as z from 'zod/mini';
import * as L from './limits';
import { trimmedMaxPattern, VISIBLE_PATTERN } from './text';

/**
 * Not blank: holds a character that is neither whitespace nor invisible (see `VISIBLE_PATTERN`).
 */
const visible = () => z.regex(new RegExp(VISIBLE_PATTERN));
/** At most `max` code points once trimmed, as the parser measures labels and descriptions. */
const trimmedMax = (max: number) => z.regex(new RegExp(trimmedMaxPattern(max)));

const questionText = (detail: string, max = L.QUESTION_MAX_CHARS) =>
  z.string().check(visible(), z.maxLength(max), z.describe(detail));
const multiSelect = () =>
  z
    ._default(z.boolean(), false)
    .check(z.describe('Let the user choose more than one option: only when several can apply.'));
const description = () =>
  z.optional(
    z
      .string()
      .check(
        trimmedMax(L.DESCRIPTION_MAX_CHARS),
        z.describe('Plain-text detail shown under the label.'),
      ),
  );

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

/** What the model is told about `ask_user` input. */
export function declaredAskUserInput() {
  return z.strictObject({
    questions: z
      .array(
        z.strictObject({
          id: z
            .string()
            .check(
              z.maxLength(L.ID_MAX_CHARS),
              z.regex(L.ASK_USER_ID_PATTERN),
              z.describe('Unique snake_case answer key, e.g. deploy_target.'),
            ),
          header: z
            .string()
            .check(
              visible(),
              z.maxLength(L.HEADER_INPUT_MAX_CHARS),
              z.describe(
                `Short chip label, at most ${L.HEADER_MAX_CHARS} characters (longer is cut).`,
              ),
            ),
          question: questionText('One sentence.', L.ASK_USER_QUESTION_MAX_CHARS),
          options: z
            .array(
              z.strictObject({
                label: z
                  .string()
                  .check(
                    visible(),
                    trimmedMax(L.LABEL_MAX_CHARS),
                    z.describe(
                      '1-5 words, unique within the question; the answer value you get back.',
                    ),
                  ),
                description: description(),
              }),
            )
            .check(
              z.minLength(L.MIN_OPTIONS),
              z.maxLength(L.MAX_OPTIONS),
              z.describe('Every choice, mutually exclusive; never only in the question text.'),
            ),
          multiSelect: multiSelect(),
        }),
      )
      .check(z.minLength(L.MIN_QUESTIONS), z.maxLength(L.MAX_QUESTIONS)),
    timeoutSeconds: z
      ._default(z.int(), L.DEFAULT_TIMEOUT_SECONDS)
      .check(
        z.describe(
          `Seconds to wait for an answer; default ${L.DEFAULT_TIMEOUT_SECONDS}, ` +
            `values outside ${L.MIN_TIMEOUT_SECONDS}-${L.MAX_TIMEOUT_SECONDS} are clamped.`,
        ),
      ),
  });
}

/**
 * The JSON Schema of a declared shape, as the tool definitions carry it: without `$schema`,
 * which model APIs do not need (and some reject).
 */
export function toInputJsonSchema(declared: z.ZodMiniType): Record<string, unknown> {
  const { $schema: _, ...schema } = z.toJSONSchema(declared, {
    io: 'input',
    // `z.int()` says ±2^53; the parser takes any integer (and clamps the timeout).
    override: ({ jsonSchema }) => {
      if (jsonSchema.type === 'integer' && jsonSchema.minimum === Number.MIN_SAFE_INTEGER) {
        delete jsonSchema.minimum;
        delete jsonSchema.maximum;
      }
    },
  });
  return schema;
}
