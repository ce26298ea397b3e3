/**
 * The building blocks of the *declared* tool inputs (each seed dialect's `definition.ts`), used
 * only to generate the JSON Schema a model sees (`*.schema.json`, written by `declared.test.ts`).
 * They say every rule of the parsers that JSON Schema can say, as the parsers apply it
 * (`schema.differential.test.ts` proves it with Ajv): "not blank" as a `pattern`
 * (`VISIBLE_PATTERN`), a length measured trimmed as a `pattern` (`trimmedMaxPattern`), one
 * measured as sent as `maxLength` (code points, like the parsers), and the ask_user timeout as
 * any integer, its clamp into 30-3600 in the description.
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
export const visible = () => z.regex(new RegExp(VISIBLE_PATTERN));
/** At most `max` code points once trimmed, as the parser measures labels and descriptions. */
export const trimmedMax = (max: number) => z.regex(new RegExp(trimmedMaxPattern(max)));

export const questionText = (detail: string, max = L.QUESTION_MAX_CHARS) =>
  z.string().check(visible(), z.maxLength(max), z.describe(detail));
export const multiSelect = () =>
  z
    ._default(z.boolean(), false)
    .check(z.describe('Let the user choose more than one option: only when several can apply.'));
export const description = () =>
  z.optional(
    z
      .string()
      .check(
        trimmedMax(L.DESCRIPTION_MAX_CHARS),
        z.describe('Plain-text detail shown under the label.'),
      ),
  );

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
