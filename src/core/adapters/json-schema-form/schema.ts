/**
 * An open JSON Schema (AG-UI's `responseSchema`, LangGraph's `response_schema`, Mastra's
 * `resumeSchema` once parsed) as one `AskRequest` of dialect `json-schema-form`: the flat subset
 * read by the shared form reader, zod's `z.toJSONSchema()` output read as what it means, and
 * anything beyond refused with an `AskInputError` naming the keyword.
 */
import * as z from 'zod/mini';
import type { AskSafeParseResult } from '../../schema/issues';
import { re2PatternEngine } from '../../schema/pattern';
import type { AskRequest } from '../../types';
import { readJsonSchemaForm, type JsonSchemaFormParseOptions } from './read';

export type { JsonSchemaFormParseOptions } from './read';

/**
 * The outline of an object JSON Schema as zod/mini, for `AskAdapter.inputSchema`. Loose: the
 * fields' rules are `safeParseJsonSchemaForm`'s, which reports them by keyword.
 */
export const JsonSchemaFormInput = z.looseObject({
  type: z.optional(z.literal('object')),
  title: z.optional(z.string()),
  description: z.optional(z.string()),
  properties: z.optional(z.record(z.string(), z.union([z.looseObject({}), z.boolean()]))),
  required: z.optional(z.array(z.string())),
});
export type JsonSchemaFormInput = z.infer<typeof JsonSchemaFormInput>;

/**
 * `parseJsonSchemaForm` without throwing.
 *
 * @example
 * const parsed = safeParseJsonSchemaForm(interrupt.responseSchema, { message: interrupt.message });
 * if (!parsed.success) return { interruptId: interrupt.id, status: 'cancelled' }; // report it
 * showCard(parsed.data); // resolves with toJsonSchemaFormResult(…)
 */
export function safeParseJsonSchemaForm(
  schema: unknown,
  options: JsonSchemaFormParseOptions = {},
): AskSafeParseResult {
  // The pattern engine is injected here, not in the reader, so a receipt never bundles it.
  return readJsonSchemaForm(schema, options, re2PatternEngine);
}

/**
 * Read an open JSON Schema object (AG-UI's `Interrupt.responseSchema`, LangGraph's
 * `Interrupt.response_schema`, Mastra's `resumeSchema` after `JSON.parse`) as one `AskRequest`
 * of dialect `json-schema-form`, one question per property:
 *
 * - the flat subset: `type: "object"`; `string` (`minLength`, `maxLength`, `format`, `pattern`,
 *   `enum`, `oneOf` of `{ const, title }`, `default`), `number` / `integer` (`minimum`,
 *   `maximum`, `enum` of numbers, `default`), `boolean`, `array` of string `enum` / `anyOf`
 *   (`minItems`, `maxItems`); `required`;
 * - read as what they mean: `$schema`, `$id`, `additionalProperties` (the card sends its fields
 *   only), the schema's `title` (the card's) and `description` (after `options.message`, or the
 *   message), zod's nullable (`type: [X, "null"]`, `anyOf: [X, { type: "null" }]`: an optional
 *   field, sent as `null` when skipped and required), `const` (never asked, always sent), a union
 *   of literals (choices, nullable too), `exclusiveMinimum` / `exclusiveMaximum` (draft 4's
 *   `true` beside `minimum` too: the next integer, or the next number JSON can send: exact);
 * - refused, naming the keyword and what to do: nested objects, arrays of objects, `$ref`,
 *   unions of schemas, `allOf`, `not`, `if`, `patternProperties`, `multipleOf`, tuples.
 *
 * `source` is `{ schema }`, the schema as sent: the result reads it.
 *
 * @throws AskInputError naming each keyword or property a flat form cannot ask.
 * @example
 * parseJsonSchemaForm({ type: 'object', properties: { env: { type: 'string',
 *   enum: ['staging', 'prod'] } }, required: ['env'] }, { message: 'Which environment?' })
 * // { dialect: 'json-schema-form', message: 'Which environment?', questions: [{ id: 'env', … }] }
 */
export function parseJsonSchemaForm(
  schema: unknown,
  options?: JsonSchemaFormParseOptions,
): AskRequest {
  const result = safeParseJsonSchemaForm(schema, options);
  if (!result.success) throw result.error;
  return result.data;
}
