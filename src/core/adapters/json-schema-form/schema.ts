/**
 * An open JSON Schema (AG-UI's `responseSchema`, LangGraph's `response_schema`, Mastra's
 * `resumeSchema` once parsed) as one `AskRequest` of dialect `json-schema-form`: the flat subset
 * read by the shared form reader, zod's `z.toJSONSchema()` output read as what it means, and
 * anything beyond refused with an `AskInputError` naming the keyword.
 */
import { formatAskInputPath, type AskInputIssue, type AskInputPath } from '../../schema/errors';
import { AskInputError } from '../../schema/errors';
import { collector } from '../../schema/form/common';
import {
  JSON_SCHEMA_FORM_VARIANT,
  originKey,
  toJsonSchemaFormPlan,
} from '../../schema/form/json-schema';
import type { JsonSchemaFormPlan } from '../../schema/form/json-schema';
import { safeReadForm } from '../../schema/form/read';
import { readPlainData } from '../../schema/guards';
import type { AskSafeParseResult } from '../../schema/issues';
import { MAX_INPUT_LENGTH } from '../../schema/limits';
import { inputTooLarge } from '../../schema/size';
import { isBlank } from '../../schema/text';
import type { AskRequest } from '../../types';
import * as z from 'zod/mini';

/** What the host knows about the question and the schema does not carry. */
export interface JsonSchemaFormParseOptions {
  /**
   * What the user is asked, in the agent's words: AG-UI's `Interrupt.message`, or the text a
   * LangGraph `value` / Mastra `suspendPayload` carries. The schema's `description` follows it.
   * @default the schema's `description`
   */
  message?: string;
  /** Who asks, in the host's words (the agent's name): `AskRequest.requester`. */
  source?: string;
  /** The two choices of a boolean field. @default { true: 'Yes', false: 'No' } */
  booleanLabels?: { true: string; false: string };
  /**
   * Called for each mistake in the schema that the card works around (a default outside the
   * choices, a repeated choice, an optional field no answer satisfies): report it to the agent's
   * author; the user still gets a card.
   */
  onSchemaIssue?: (issue: AskInputIssue) => void;
}

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

/** What a schema is read up to before it is refused for its size alone (as the form reader). */
const READ_LIMIT = 8 * MAX_INPUT_LENGTH;

/** Where a path of the reader's (`requestedSchema.…`) is in the schema as sent. */
function origin(path: AskInputPath, plan: JsonSchemaFormPlan): AskInputPath {
  if (path[0] !== 'requestedSchema') return path;
  const [, section, key, ...within] = path;
  if (section === 'required' && typeof key === 'number')
    return ['required', plan.requiredOrigins[key] ?? key];
  const origins = section === 'properties' && typeof key === 'string' && plan.origins.get(key);
  // The longest part of the path the pre-pass rewrote: `oneOf[2]` before `oneOf`.
  if (origins)
    for (let n = within.length; n > 0; n--) {
      const from = origins.get(originKey(within.slice(0, n)));
      if (from) return [...from, ...within.slice(n)];
    }
  return path.slice(1);
}

/** An issue of the reader's, at its place in the schema as sent, its message naming it. */
function moved(issue: AskInputIssue, plan: JsonSchemaFormPlan): AskInputIssue {
  const path = origin(issue.path, plan);
  const before = formatAskInputPath(issue.path);
  const message = issue.message.startsWith(before)
    ? formatAskInputPath(path) + issue.message.slice(before.length)
    : issue.message;
  return { path, message };
}

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
  const { fail, error } = collector();
  const read = readPlainData(schema, READ_LIMIT);
  if (!read.ok) {
    fail(read.path, read.problem);
    return { success: false, error: error()! };
  }
  const plan = toJsonSchemaFormPlan(read.value, fail);
  if (!plan) return { success: false, error: error()! };
  const { form } = plan;
  for (const issue of plan.notes) options.onSchemaIssue?.(issue);
  // Without the host's message, the schema's description is the message (not appended to '').
  let message = options.message;
  if (message === undefined && typeof form.description === 'string') {
    message = form.description;
    delete form.description;
  }
  // Each reason a form cannot be answered is first reported as a schema issue, in the same
  // words: the moved issue's message is the reason as the author wrote the schema.
  const reasons = new Map<string, string>();
  const parsed = safeReadForm(
    { message: message ?? '', requestedSchema: form },
    JSON_SCHEMA_FORM_VARIANT,
    {
      ...options,
      onSchemaIssue: (issue) => {
        const at = moved(issue, plan);
        reasons.set(issue.message, at.message);
        options.onSchemaIssue?.(at);
      },
    },
  );
  if (!parsed.success) {
    const { issues, message: text } = parsed.error;
    // The count past the kept issues is only in the message's last line.
    const more = Number(/… and (\d+) more issues?:[^\n]*$/.exec(text)?.[1] ?? 0);
    const error = new AskInputError(
      issues.map((issue) => moved(issue, plan)),
      issues.length + more,
    );
    return { success: false, error };
  }
  // The reader bounds the form it was given; the schema as sent (`$defs`, `examples`, comments
  // the form never reads) is `source`, kept and persisted: it has the same limit.
  const tooLarge = inputTooLarge(
    read.value,
    'send fewer fields with shorter text, and leave out what a form does not read ($defs, ' +
      'examples, $comment)',
  );
  if (tooLarge) {
    fail([], tooLarge);
    return { success: false, error: error()! };
  }
  const request: AskRequest = { ...parsed.data, source: { schema: read.value } };
  if (request.unanswerable)
    request.unanswerable = request.unanswerable.map((reason) => reasons.get(reason) ?? reason);
  if (request.message !== undefined && isBlank(request.message)) delete request.message;
  // No field to ask (a confirmation): its text is the whole card.
  if (request.questions.length === 0 && request.message === undefined) {
    if (request.title === undefined) {
      fail(
        [],
        'asks for no field and says nothing: pass the question as options.message (the ' +
          "interrupt's prompt), or give the schema a description",
      );
      return { success: false, error: error()! };
    }
    request.message = request.title;
    delete request.title;
  }
  return { success: true, data: request };
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
