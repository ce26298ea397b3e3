import { isRecord } from '../../schema/guards';
import { toAskToolDetails, type AskToolDetails } from '../../serialize/details';
import type { AskAnswer, AskQuestion } from '../../types';
import { safeParseAskUserInput } from './schema';

/** A JSON text's value, or the value itself; undefined for a text that is not JSON. */
function jsonOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** One question's values back as an answer: the option labels, then the rest as its free text. */
function answerOf(question: AskQuestion, values: unknown): AskAnswer {
  const none: AskAnswer = { id: question.id, status: 'skipped', labels: [] };
  if (!Array.isArray(values) || !values.every((v) => typeof v === 'string')) return none;
  const offered = new Set(question.options.map((o) => o.label));
  const labels = values.filter((v) => offered.has(v));
  const typed = values.filter((v) => !offered.has(v)).join(', ');
  if (labels.length === 0 && !typed) return none;
  return { id: question.id, status: 'answered', labels, ...(typed ? { customText: typed } : {}) };
}

/**
 * A finished `ask_user` call as a chat framework keeps it, `{ input, result }`: the tool input
 * and OpenClaw's `{ status, answers }` result (the object, or its JSON text, as CopilotKit hands
 * it back), read as details for the receipt. `no_answer` does not say why the prompt ended: it
 * reads as dismissed. Null when the value is not such a pair. Untrusted input: never throws.
 */
export function readAskUserPersisted(value: unknown): AskToolDetails | null {
  if (!isRecord(value) || !('input' in value) || !('result' in value)) return null;
  const parsed = safeParseAskUserInput(value.input);
  const result = jsonOf(value.result);
  if (!parsed.success || !isRecord(result)) return null;
  const request = parsed.data;
  if (result.status === 'no_answer')
    return toAskToolDetails(
      request,
      request.questions.map((q) => answerOf(q, undefined)),
      'dismissed',
    );
  const byId = isRecord(result.answers) ? result.answers.answers : undefined;
  if (result.status !== 'answered' || !isRecord(byId)) return null;
  const answers = request.questions.map((q) =>
    answerOf(q, isRecord(byId[q.id]) ? (byId[q.id] as { answers?: unknown }).answers : undefined),
  );
  return toAskToolDetails(request, answers, 'submitted');
}
