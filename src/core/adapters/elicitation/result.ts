import { isRecord } from '../../schema/guards';
import type { AskAnswer, AskQuestion, AskReason, AskRequest } from '../../types';
import { answersById } from '../../serialize/answers';

/** A value of the accepted content: the types `ElicitResultSchema` allows. */
export type ElicitValue = string | number | boolean | string[];

/** MCP's `ElicitResult` (form and URL mode). `content` only with `accept`. */
export type ElicitResult =
  | { action: 'accept'; content?: Record<string, ElicitValue> }
  | { action: 'decline' }
  | { action: 'cancel' };

/**
 * The field's JSON type as the server sent it (`request.source`), else read from the question:
 * a hand-built request still gets typed values.
 */
function fieldType(request: AskRequest, question: AskQuestion): unknown {
  const properties = sourceProperties(request);
  const key = fieldKey(properties, question);
  const schema =
    isRecord(properties) && Object.hasOwn(properties, key) ? properties[key] : undefined;
  if (isRecord(schema) && typeof schema.type === 'string') return schema.type;
  if (question.multiSelect) return 'array';
  if (question.options.length === 0) return question.input?.kind ?? 'string';
  const values = question.options.map((o) => o.value);
  return values.length === 2 && values[0] === 'true' && values[1] === 'false'
    ? 'boolean'
    : 'string';
}

function sourceProperties(request: AskRequest): unknown {
  const source = request.source;
  return isRecord(source) && isRecord(source.requestedSchema)
    ? source.requestedSchema.properties
    : undefined;
}

/** The content key of a question: its id, or `""` for the id `emptyKeyId` gave that property. */
function fieldKey(properties: unknown, question: AskQuestion): string {
  return isRecord(properties) &&
    !Object.hasOwn(properties, question.id) &&
    Object.hasOwn(properties, '')
    ? ''
    : question.id;
}

/** One answer typed as its field: undefined when there is nothing valid to send. */
function typedValue(type: unknown, answer: AskAnswer): ElicitValue | undefined {
  const values = answer.values ?? answer.labels;
  switch (type) {
    case 'array':
      return values;
    case 'boolean':
      return values[0] === undefined ? undefined : values[0] === 'true';
    case 'number':
    case 'integer': {
      // A number `enum` is answered by a choice, whose value is the number's text.
      const text = values[0] ?? answer.customText;
      const value = Number(text);
      if (text === undefined || !Number.isFinite(value)) return undefined;
      return type === 'integer' && !Number.isInteger(value) ? undefined : value;
    }
    default:
      return values[0] ?? answer.customText;
  }
}

/**
 * The MCP result of a form: `{ action: 'accept', content }` when submitted, each field's value
 * typed as its schema says (numbers, integers, booleans, arrays of `const`s, strings), fields
 * left unanswered omitted; `{ action: 'decline' }` after Decline all; `{ action: 'cancel' }`
 * when closed, stopped (the request's signal aborted), expired or answered in the chat.
 *
 * @example
 * toElicitResult(request, answers, 'submitted')
 * // { action: 'accept', content: { replicas: 3, notify: true } }
 */
export function toElicitResult(
  request: AskRequest,
  answers: readonly AskAnswer[],
  reason: AskReason,
): ElicitResult {
  if (reason === 'declined') return { action: 'decline' };
  if (reason !== 'submitted') return { action: 'cancel' };
  const byId = answersById(answers);
  const properties = sourceProperties(request);
  const entries: [string, ElicitValue][] = [];
  for (const question of request.questions) {
    const answer = byId.get(question.id);
    if (answer?.status !== 'answered') continue;
    const value = typedValue(fieldType(request, question), answer);
    if (value !== undefined) entries.push([fieldKey(properties, question), value]);
  }
  // fromEntries defines members: a field named `__proto__` stays a field.
  return { action: 'accept', content: Object.fromEntries(entries) };
}

/** The result as JSON text (`AskResolution.content`). */
export function formatElicitContent(
  request: AskRequest,
  answers: readonly AskAnswer[],
  reason: AskReason,
): string {
  return JSON.stringify(toElicitResult(request, answers, reason));
}
