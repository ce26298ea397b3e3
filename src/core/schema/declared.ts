/**
 * The *declared* shapes of both tool inputs, used only to generate the JSON Schema a model sees
 * (`*.schema.json`, written by `declared.test.ts`). They differ from the runtime schemas on
 * purpose: zod's `maxLength` counts UTF-16 units where JSON Schema and the seeds count code
 * points, so the runtime counts with refinements JSON Schema cannot see; and ask_user accepts any
 * integer timeout and clamps it, while the model is told the range. The test keeps the declared
 * fields in step with the runtime schemas.
 */
import * as z from 'zod/mini';
import { ASK_LIMITS, ASK_USER_ID_PATTERN } from './limits';

const limits = ASK_LIMITS.askUser;

const questionText = (detail: string) =>
  z.string().check(z.minLength(1), z.maxLength(ASK_LIMITS.questionMaxChars), z.describe(detail));
const multiSelect = () => z._default(z.boolean(), false).check(z.describe('Let the user choose more than one option.'));
const description = () => z.optional(z.string().check(z.describe('Plain-text detail shown under the label.')));

/** What the model is told about `asktool` input. */
export function declaredAskToolInput() {
  const label = z
    .string()
    .check(z.minLength(1), z.describe('Markdown label, unique within the question; the answer value you get back.'));
  return z.object({
    questions: z
      .array(
        z.object({
          question: questionText(`The prompt, Markdown allowed, at most ${ASK_LIMITS.questionMaxChars} characters.`),
          options: z
            .array(z.union([label, z.object({ label, description: description() })]))
            .check(z.minLength(1), z.describe('Answer choices, recommended first: label strings or { label, description } objects.')),
          multiSelect: multiSelect(),
        }),
      )
      .check(z.minLength(1), z.describe('The questions, shown one at a time. Prefer one.')),
  });
}

/** What the model is told about `ask_user` input. */
export function declaredAskUserInput() {
  return z.strictObject({
    questions: z
      .array(
        z.strictObject({
          id: z.string().check(z.regex(ASK_USER_ID_PATTERN), z.describe('Unique snake_case answer key, e.g. deploy_target.')),
          header: z
            .string()
            .check(z.minLength(1), z.describe(`Short chip label, at most ${limits.headerMaxChars} characters (longer is cut).`)),
          question: questionText('One sentence.'),
          options: z
            .array(
              z.strictObject({
                label: z
                  .string()
                  .check(
                    z.minLength(1),
                    z.maxLength(limits.labelMaxChars),
                    z.describe('Unique within the question; the answer value you get back.'),
                  ),
                description: description(),
              }),
            )
            .check(
              z.minLength(limits.minOptions),
              z.maxLength(limits.maxOptions),
              z.describe('Choices, recommended first. No "Other": free text is always offered.'),
            ),
          multiSelect: multiSelect(),
        }),
      )
      .check(z.minLength(limits.minQuestions), z.maxLength(limits.maxQuestions), z.describe('Prefer one question.')),
    timeoutSeconds: z
      ._default(z.int().check(z.gte(limits.minTimeoutSeconds), z.lte(limits.maxTimeoutSeconds)), limits.defaultTimeoutSeconds)
      .check(
        z.describe(
          `Seconds to wait for an answer; default ${limits.defaultTimeoutSeconds}, values outside ${limits.minTimeoutSeconds}-${limits.maxTimeoutSeconds} are clamped.`,
        ),
      ),
  });
}

/** The JSON Schema of a declared shape, as the tool definitions carry it. */
export function toInputJsonSchema(declared: z.ZodMiniType): Record<string, unknown> {
  return z.toJSONSchema(declared, { io: 'input' }) as Record<string, unknown>;
}
