/**
 * A settled JSON-Schema form as a host keeps it (`{ schema, result }`), read back as details for
 * the transcript: a LangGraph interrupt or a Mastra step answered through a form, after a reload.
 */
import { isRecord } from '../../schema/guards';
import { toAskToolDetails, type AskToolDetails } from '../../serialize/details';
import type { AskAnswer, AskQuestion, AskRequest } from '../../types';
import type { JsonTextFallback } from './fallback';
import { toJsonSchemaFormPlan } from '../../schema/form/json-schema';
import { readJsonSchemaForm, type JsonSchemaFormParseOptions } from './read';

/**
 * The JSON text field for reading back only: nothing is typed any more, so no validator is
 * registered (and none is bundled); the schema was checked when it was asked.
 */
export const readBackField: JsonTextFallback = {
  register: () => {},
  inspect: () => ({ problem: null, patternsLeft: false }),
};

/**
 * A result as kept: the object, or its JSON text (`AskResolution.content`). Shared with the
 * AG-UI read-back, whose resume entry is kept the same way.
 */
export function keptRecordOf(raw: unknown): Record<string, unknown> | null {
  if (typeof raw === 'string') {
    try {
      return keptRecordOf(JSON.parse(raw));
    } catch {
      return null;
    }
  }
  return isRecord(raw) ? raw : null;
}

/** One payload value as the texts a choice or a field holds; null when it has none. */
function textsOf(raw: unknown): string[] | null {
  const list = Array.isArray(raw) ? raw : [raw];
  const texts: string[] = [];
  for (const item of list) {
    if (typeof item === 'string') texts.push(item);
    else if (typeof item === 'number' || typeof item === 'boolean') texts.push(String(item));
    else return null;
  }
  return texts.length > 0 ? texts : null;
}

/**
 * The answer a field sent as `raw`: its choices by value, else its typed text. Labels only:
 * `toAskToolDetails` derives the choices' values from them.
 */
export function fieldAnswer(question: AskQuestion, raw: unknown): AskAnswer {
  const skipped: AskAnswer = { id: question.id, status: 'skipped', labels: [] };
  const texts = textsOf(raw);
  if (!texts) return skipped;
  const chosen = question.options.filter((o) => texts.includes(o.value ?? o.label));
  if (chosen.length > 0)
    return { id: question.id, status: 'answered', labels: chosen.map((o) => o.label) };
  const text = texts.join(', ').trim();
  if (question.allowOther === false || text === '') return skipped;
  return { id: question.id, status: 'answered', labels: [], customText: text };
}

/**
 * The labels the live card was read with (`safeParseJsonSchemaForm`'s options of the same names):
 * a request is read once, in the host's language, so its read-back needs them again.
 */
export type JsonSchemaFormReadBackOptions = Pick<
  JsonSchemaFormParseOptions,
  'booleanLabels' | 'jsonLabel'
>;

/**
 * The answers a submitted payload holds for a request read from a JSON Schema: the JSON text
 * field's answer is the whole payload as JSON; a form's, each field's member.
 */
export function formPayloadAnswers(request: AskRequest, payload: unknown): AskAnswer[] {
  const { questions } = request;
  if (questions.length === 1 && questions[0]!.input?.kind === 'json')
    return [
      payload === undefined
        ? fieldAnswer(questions[0]!, undefined)
        : {
            id: questions[0]!.id,
            status: 'answered',
            labels: [],
            customText: JSON.stringify(payload),
          },
    ];
  // A value schema's payload is its one field's value (the plan is a pure function of it).
  const schema = isRecord(request.source) ? request.source.schema : undefined;
  if (questions.length === 1 && toJsonSchemaFormPlan(schema, () => {})?.single !== undefined)
    return [fieldAnswer(questions[0]!, payload)];
  return questions.map((q) =>
    fieldAnswer(q, isRecord(payload) && Object.hasOwn(payload, q.id) ? payload[q.id] : undefined),
  );
}

/**
 * A settled JSON-Schema form as a host keeps it, `{ schema, result }` (plus the `message` it was
 * asked with, when there was one): the schema as sent and the result the agent resumed with (the
 * object, or its JSON text). Read back as details for the receipt: `resolved` as the answers its
 * payload holds, `cancelled` as dismissed; a JSON text field's answer reads as its JSON. Null for
 * anything else. Untrusted input: never throws.
 *
 * @example
 * readJsonSchemaFormPersisted({
 *   schema: interrupt.value.response_schema,
 *   result: { status: 'resolved', payload: { env: 'prod' } },
 * });
 * // { questions: [{ id: 'env', … }], answers: [{ id: 'env', status: 'answered', … }], … }
 */
export function readJsonSchemaFormPersisted(
  value: unknown,
  options: JsonSchemaFormReadBackOptions = {},
): AskToolDetails | null {
  try {
    if (!isRecord(value) || !('schema' in value) || !('result' in value)) return null;
    const result = keptRecordOf(value.result);
    if (!result || (result.status !== 'resolved' && result.status !== 'cancelled')) return null;
    const message = typeof value.message === 'string' ? value.message : undefined;
    // Read without the pattern engine: nothing is typed any more.
    const parsed = readJsonSchemaForm(value.schema, {
      booleanLabels: options.booleanLabels,
      jsonLabel: options.jsonLabel,
      message,
      fallback: readBackField,
    });
    if (!parsed.success) return null;
    const request = parsed.data;
    const { questions } = request;
    if (result.status === 'cancelled')
      return toAskToolDetails(
        request,
        questions.map((q) => fieldAnswer(q, undefined)),
        'dismissed',
      );
    if (!('payload' in result)) return null;
    return toAskToolDetails(request, formPayloadAnswers(request, result.payload), 'submitted');
  } catch {
    return null;
  }
}
