import type { AskAnswer, AskReason, AskRequest } from '../../types';
import { answersById, answerValues } from '../../serialize/answers';

/** OpenClaw's ask_user tool result. */
export type AskUserResult =
  | { status: 'answered'; answers: { answers: Record<string, { answers: string[] }> } }
  | { status: 'no_answer' };

/**
 * OpenClaw's `{ status, answers }` result. Only a submitted prompt is `answered`; a skip, a
 * timeout or an abort is `{ status: "no_answer" }`. Every question's values are an array:
 * selected labels in option order, then the free text.
 */
export function toAskUserResult(
  request: AskRequest,
  answers: readonly AskAnswer[],
  reason: AskReason,
): AskUserResult {
  if (reason !== 'submitted') return { status: 'no_answer' };
  const byId = answersById(answers);
  const entries = request.questions.map(
    (q) => [q.id, { answers: answerValues(q, byId.get(q.id)) }] as const,
  );
  return { status: 'answered', answers: { answers: Object.fromEntries(entries) } };
}

/**
 * OpenClaw's text content: one `Header: a, b` line per question (the header, or the id when a
 * request has none), a blank line, then the JSON result. With `no_answer` the lines are empty
 * after the colon, like a skipped `asktool` question.
 */
export function formatAskUserContent(
  request: AskRequest,
  answers: readonly AskAnswer[],
  reason: AskReason,
): string {
  const result = toAskUserResult(request, answers, reason);
  const values = result.status === 'answered' ? result.answers.answers : {};
  const lines = request.questions.map((q) =>
    `${q.header ?? q.id}: ${(values[q.id]?.answers ?? []).join(', ')}`.trimEnd(),
  );
  return `${lines.join('\n')}\n\n${JSON.stringify(result, null, 2)}`;
}
