import type { AskMessages } from '../../messages/types';
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

/** The sentences `formatAskUserContent` puts first after no answer: any catalog fits. */
export type AskUserContentMessages = Pick<AskMessages, 'askUserCancelled' | 'askUserExpired'>;

// OpenClaw's own words (`noAnswerResult` in its ask_user tool); the `en` catalog repeats them so
// `ask-cards/core` does not load a catalog.
const OPENCLAW_NO_ANSWER: AskUserContentMessages = {
  askUserCancelled: 'The question was cancelled; proceed with best judgment.',
  askUserExpired: 'No answer arrived; proceed with best judgment.',
};

/**
 * OpenClaw's text content. Answered: one `Header: a, b` line per question (the header, or the id
 * when a request has none), a blank line, then the JSON result. No answer: the sentence telling
 * the model to go on, a blank line, then `{ "status": "no_answer" }`, as OpenClaw writes it.
 *
 * The sentence follows OpenClaw's Gateway status: `expired` is OpenClaw's `expired` ("No answer
 * arrived; …"); `declined` (Skip: OpenClaw cancels the question), `dismissed`, `stopped` (an
 * aborted run cancels it) and `repliedInChat` (the user's next message cancels it) are its
 * `cancelled` ("The question was cancelled; …").
 *
 * @param messages The sentences in another language (`zhCN`, or your own); English by default.
 * @example
 * formatAskUserContent(request, answers, 'expired')
 * // 'No answer arrived; proceed with best judgment.\n\n{\n  "status": "no_answer"\n}'
 * formatAskUserContent(request, answers, 'declined', zhCN)
 * // '问题已取消；请按你的最佳判断继续。\n\n{…}'
 */
export function formatAskUserContent(
  request: AskRequest,
  answers: readonly AskAnswer[],
  reason: AskReason,
  messages: Partial<AskUserContentMessages> = {},
): string {
  const result = toAskUserResult(request, answers, reason);
  const json = JSON.stringify(result, null, 2);
  if (result.status === 'no_answer') {
    const key = reason === 'expired' ? 'askUserExpired' : 'askUserCancelled';
    return `${messages[key] ?? OPENCLAW_NO_ANSWER[key]}\n\n${json}`;
  }
  const values = result.answers.answers;
  const lines = request.questions.map((q) =>
    `${q.header ?? q.id}: ${(values[q.id]?.answers ?? []).join(', ')}`.trimEnd(),
  );
  return `${lines.join('\n')}\n\n${json}`;
}
