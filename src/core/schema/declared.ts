/**
 * The *declared* shapes of both tool inputs, used only to generate the JSON Schema a model sees
 * (`*.schema.json`, written by `declared.test.ts`). They differ from the runtime schemas on
 * purpose: zod's `maxLength` counts UTF-16 units where JSON Schema and the seeds count code
 * points, so the runtime counts with refinements JSON Schema cannot see; and ask_user accepts any
 * integer timeout and clamps it, while the model is told the range. The test keeps the declared
 * fields in step with the runtime schemas.
 *
 * The resource limits of `limits.ts` are declared where JSON Schema can say them (`maxLength` on
 * labels, descriptions, ids and headers); the size of the whole input (`MAX_INPUT_LENGTH`) it
 * cannot, so the parser alone checks it.
 */
import * as z from 'zod/mini';
import * as L from './limits';

const questionText = (detail: string) =>
  z.string().check(z.minLength(1), z.maxLength(L.QUESTION_MAX_CHARS), z.describe(detail));
const multiSelect = () =>
  z._default(z.boolean(), false).check(z.describe('Let the user choose more than one option.'));
const description = () =>
  z.optional(
    z
      .string()
      .check(
        z.maxLength(L.DESCRIPTION_MAX_CHARS),
        z.describe('Plain-text detail shown under the label.'),
      ),
  );

/** What the model is told about `asktool` input. */
export function declaredAskToolInput() {
  const label = z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(L.ASKTOOL_LABEL_MAX_CHARS),
      z.describe('Markdown label, unique within the question; the answer value you get back.'),
    );
  return z.object({
    questions: z
      .array(
        z.object({
          question: questionText(
            `The prompt, Markdown allowed, at most ${L.QUESTION_MAX_CHARS} characters.`,
          ),
          options: z
            .array(z.union([label, z.object({ label, description: description() })]))
            .check(z.minLength(1), z.maxLength(L.MAX_ITEMS)),
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
              z.minLength(1),
              z.maxLength(L.HEADER_INPUT_MAX_CHARS),
              z.describe(
                `Short chip label, at most ${L.HEADER_MAX_CHARS} characters (longer is cut).`,
              ),
            ),
          question: questionText('One sentence.'),
          options: z
            .array(
              z.strictObject({
                label: z
                  .string()
                  .check(
                    z.minLength(1),
                    z.maxLength(L.LABEL_MAX_CHARS),
                    z.describe('Unique within the question; the answer value you get back.'),
                  ),
                description: description(),
              }),
            )
            .check(z.minLength(L.MIN_OPTIONS), z.maxLength(L.MAX_OPTIONS)),
          multiSelect: multiSelect(),
        }),
      )
      .check(z.minLength(L.MIN_QUESTIONS), z.maxLength(L.MAX_QUESTIONS)),
    timeoutSeconds: z
      ._default(
        z.int().check(z.gte(L.MIN_TIMEOUT_SECONDS), z.lte(L.MAX_TIMEOUT_SECONDS)),
        L.DEFAULT_TIMEOUT_SECONDS,
      )
      .check(
        z.describe(
          `Seconds to wait for an answer; default ${L.DEFAULT_TIMEOUT_SECONDS}, values outside ${L.MIN_TIMEOUT_SECONDS}-${L.MAX_TIMEOUT_SECONDS} are clamped.`,
        ),
      ),
  });
}

/**
 * The JSON Schema of a declared shape, as the tool definitions carry it: without `$schema`,
 * which model APIs do not need (and some reject).
 */
export function toInputJsonSchema(declared: z.ZodMiniType): Record<string, unknown> {
  const { $schema: _, ...schema } = z.toJSONSchema(declared, { io: 'input' });
  return schema;
}
