/**
 * The content a submitted form answers with, each field's value typed as its schema says: shared
 * by every protocol whose result is `{ action: 'accept', content }` (MCP's and ACP's elicitation).
 */
import { isRecord } from '../guards';
import { answersById } from '../../serialize/answers';
import type { AskAnswer, AskQuestion, AskRequest } from '../../types';

/**
 * A value of the accepted content: the types MCP's `ElicitResultSchema` and ACP's
 * `ElicitationContentValue` allow. Defined once, here; public as `ElicitValue` (MCP's adapter
 * re-exports it) and `AcpElicitValue` (its alias).
 */
export type ElicitValue = string | number | boolean | string[];

/** The properties of the form the request was read from (`request.source`), if any. */
function sourceProperties(request: AskRequest): unknown {
  const source = request.source;
  return isRecord(source) && isRecord(source.requestedSchema)
    ? source.requestedSchema.properties
    : undefined;
}

/**
 * The field's JSON type as the sender sent it (`request.source`), else read from the question:
 * a hand-built request still gets typed values.
 */
function fieldType(properties: unknown, key: string, question: AskQuestion): unknown {
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
 * The content of a submitted form: each answered question's value under its field's key, typed
 * as the field (numbers, integers, booleans, arrays of `const`s, strings); unanswered fields are
 * left out. `otherKeys` maps a choice question to the field that takes its typed "Other" text
 * (Claude's `question_<n>` / `question_<n>_custom` over ACP): the chosen consts go to the
 * question's own field, the text to that one, each only when there is one.
 *
 * @example
 * formContent(request, answers) // { replicas: 3, notify: true }
 */
export function formContent(
  request: AskRequest,
  answers: readonly AskAnswer[],
  otherKeys: ReadonlyMap<string, string> = new Map(),
): Record<string, ElicitValue> {
  const byId = answersById(answers);
  const properties = sourceProperties(request);
  const entries: [string, ElicitValue][] = [];
  for (const question of request.questions) {
    const answer = byId.get(question.id);
    if (answer?.status !== 'answered') continue;
    const key = fieldKey(properties, question);
    const type = fieldType(properties, key, question);
    const otherKey = otherKeys.get(question.id);
    if (otherKey !== undefined) {
      const values = answer.values ?? answer.labels;
      if (type === 'array' ? values.length > 0 : values[0] !== undefined)
        entries.push([key, type === 'array' ? values : values[0]!]);
      if (answer.customText !== undefined) entries.push([otherKey, answer.customText]);
      continue;
    }
    const value = typedValue(type, answer);
    if (value !== undefined) entries.push([key, value]);
  }
  // fromEntries defines members: a field named `__proto__` stays a field.
  return Object.fromEntries(entries);
}
