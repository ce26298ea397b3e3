import { formContent, type ElicitValue } from '../../schema/form/content';
import { toJsonSchemaFormPlan } from '../../schema/form/json-schema';
import { isRecord } from '../../schema/guards';
import type { AskAnswer, AskReason, AskRequest } from '../../types';

/**
 * A value of the payload: what the form's fields send (`string`, `number`, `boolean`, an array of
 * choices), plus `null` (a skipped nullable field the schema requires, or a `const` of null).
 */
export type JsonSchemaFormValue = ElicitValue | null;

/**
 * The object the agent resumes with: one member per answered, fixed or nulled field. With the
 * JSON text field (`fallback: jsonTextFallback`) it is instead the JSON value the user typed,
 * parsed (any JSON, not only an object): read it as `JsonSchemaFormJsonValue`. For a schema of
 * one value (`{ type: 'string' }`, an enum) it is that value itself (`"Ada"`, `3`).
 */
export type JsonSchemaFormPayload = Record<string, JsonSchemaFormValue>;

/** Any JSON value: the payload of the JSON text field. */
export type JsonSchemaFormJsonValue =
  | string
  | number
  | boolean
  | null
  | JsonSchemaFormJsonValue[]
  | { [key: string]: JsonSchemaFormJsonValue };

/**
 * The result of a JSON-Schema form, shaped as AG-UI's resume entry without its `interruptId`:
 * `{ interruptId, ...result }` is the `ResumeEntry`; LangGraph resumes with `payload`
 * (`Command({ resume: result.payload })`), Mastra with it as `resumeData`.
 */
export type JsonSchemaFormResult =
  { status: 'resolved'; payload: JsonSchemaFormPayload } | { status: 'cancelled' };

/**
 * The payload of a submitted form, in the schema's property order: each answered field typed as
 * its schema says, each `const` property with its value, each skipped nullable property the
 * schema requires as `null`; skipped optional fields left out.
 */
function payloadOf(request: AskRequest, answers: readonly AskAnswer[]): JsonSchemaFormPayload {
  // The JSON text field (a schema beyond the form): the machine recorded only JSON that parses.
  if (request.questions.length === 1 && request.questions[0]!.input?.kind === 'json') {
    const text = answers[0]?.customText;
    // Typed as the form's payload for the existing contract; see JsonSchemaFormPayload.
    return (text === undefined ? null : JSON.parse(text)) as JsonSchemaFormPayload;
  }
  const schema = isRecord(request.source) ? request.source.schema : undefined;
  // The plan is a pure function of the schema as sent: read again, not persisted twice.
  const plan = schema === undefined ? null : toJsonSchemaFormPlan(schema, () => {});
  if (!plan) return formContent(request, answers);
  const content = formContent({ ...request, source: { requestedSchema: plan.form } }, answers);
  const fixed = new Map(plan.fixed);
  const entries: [string, JsonSchemaFormValue][] = [];
  for (const key of plan.order) {
    if (fixed.has(key)) entries.push([key, fixed.get(key)!]);
    else if (Object.hasOwn(content, key)) entries.push([key, content[key]!]);
    else if (plan.nullWhenSkipped.includes(key)) entries.push([key, null]);
  }
  // A value schema's payload is its one field's value itself (a skipped nullable one, null).
  if (plan.single !== undefined)
    return (entries.find(([key]) => key === plan.single)?.[1] ??
      null) as unknown as JsonSchemaFormPayload;
  // fromEntries defines members: a field named `__proto__` stays a field.
  return Object.fromEntries(entries);
}

/**
 * The result of a JSON-Schema form: `{ status: 'resolved', payload }` when submitted;
 * `{ status: 'cancelled' }` otherwise (declined, closed, stopped, expired, answered in the chat:
 * AG-UI's one other status, which carries no payload).
 *
 * @example
 * toJsonSchemaFormResult(request, answers, 'submitted')
 * // { status: 'resolved', payload: { env: 'prod', replicas: 3 } }
 * // AG-UI: agent.runAgent({ resume: [{ interruptId: interrupt.id, ...result }] })
 */
export function toJsonSchemaFormResult(
  request: AskRequest,
  answers: readonly AskAnswer[],
  reason: AskReason,
): JsonSchemaFormResult {
  if (reason !== 'submitted') return { status: 'cancelled' };
  return { status: 'resolved', payload: payloadOf(request, answers) };
}

/** The result as JSON text (`AskResolution.content`). */
export function formatJsonSchemaFormContent(
  request: AskRequest,
  answers: readonly AskAnswer[],
  reason: AskReason,
): string {
  return JSON.stringify(toJsonSchemaFormResult(request, answers, reason));
}
