import { answersById, answerValues } from '../../serialize/answers';
import { ASK_SECRET_MASK } from '../../serialize/details';
import type { AskAnswer, AskReason, AskRequest } from '../../types';
import type { ToolRequestUserInputResponse } from './protocol';

/**
 * The JSON-RPC result for `item/tool/requestUserInput`: `{ answers: { [id]: { answers } } }`
 * with, per question, the chosen label then the free text; `[]` for a skipped question.
 * Declined, dismissed or replied in chat: `{ answers: {} }` (what Codex itself substitutes).
 * Stopped: `null` — the turn was interrupted and Codex settles the request; send nothing.
 *
 * @example
 * const response = toRequestUserInputResponse(request, resolution.answers, resolution.reason);
 * if (response) send({ jsonrpc: '2.0', id: message.id, result: response });
 */
export function toRequestUserInputResponse(
  request: AskRequest,
  answers: readonly AskAnswer[],
  reason: AskReason,
): ToolRequestUserInputResponse | null {
  if (reason === 'stopped') return null;
  if (reason !== 'submitted' && reason !== 'expired') return { answers: {} };
  const byId = answersById(answers);
  const entries = request.questions.map(
    (q) => [q.id, { answers: answerValues(q, byId.get(q.id)) }] as const,
  );
  return { answers: Object.fromEntries(entries) };
}

/** What the model reads when the turn stopped (Codex's tool error). */
export const REQUEST_USER_INPUT_CANCELLED =
  'request_user_input was cancelled before receiving a response';

/**
 * The response as text, for the transcript and the channels: its JSON, with the free text of a
 * secret question as `ASK_SECRET_MASK`. It never carries a secret; the response does.
 */
export function formatRequestUserInputContent(
  request: AskRequest,
  answers: readonly AskAnswer[],
  reason: AskReason,
): string {
  const masked = answers.map((a) =>
    a.customText && request.questions.find((q) => q.id === a.id)?.input?.secret
      ? { ...a, customText: ASK_SECRET_MASK }
      : a,
  );
  const response = toRequestUserInputResponse(request, masked, reason);
  return response ? JSON.stringify(response) : REQUEST_USER_INPUT_CANCELLED;
}
