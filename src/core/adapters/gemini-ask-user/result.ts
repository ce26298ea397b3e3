import { answersById } from '../../serialize/answers';
import type { AskAnswer, AskQuestion, AskReason, AskRequest } from '../../types';
import type { GeminiAskUserResult } from './protocol';

/** How the CLI joins a multi-select answer: the chosen labels, then the typed text. */
export const GEMINI_ASK_USER_SEPARATOR = ', ';

/** What the model reads after `cancel`: the CLI's own line. */
export const GEMINI_ASK_USER_DISMISSED = 'User dismissed ask_user dialog without answering.';

/** One question's answer as the CLI's dialog sends it; '' when there is none. */
function answerText(question: AskQuestion, answer: AskAnswer | undefined): string {
  if (answer?.status !== 'answered') return '';
  // One part per chosen option, from the answer itself: its `value` (the label as the model
  // wrote it, where the card shows it trimmed). Never every option with the chosen label, which
  // a host's own request may give two options. Labels the question does not offer are dropped.
  const offered = question.options.map((o) => o.label);
  const parts = answer.labels
    .map((label, i) => {
      const at = offered.indexOf(label);
      return { at, text: answer.values?.[i] ?? question.options[at]?.value ?? label };
    })
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ text }) => text);
  const typed = answer.customText?.trim();
  if (typed) parts.push(typed);
  return parts.join(GEMINI_ASK_USER_SEPARATOR);
}

/**
 * What the host hands the tool's `onConfirm(outcome, payload)`. Submitted: `proceed_once` with
 * `{ answers }` keyed by the question's index (`"0"`, `"1"`, …); a multi-select answer is the
 * chosen labels in option order, then the typed text, joined with `", "`; a question without an
 * answer is left out, so an empty submit is `{ answers: {} }`. Every other outcome (declined,
 * dismissed, stopped, expired, replied in chat) is `cancel`.
 *
 * @example
 * const result = toGeminiAskUserResult(request, answers, 'submitted');
 * const details = await invocation.shouldConfirmExecute(signal);
 * if (details && details.type === 'ask_user')
 *   await details.onConfirm(result.outcome, 'payload' in result ? result.payload : undefined);
 */
export function toGeminiAskUserResult(
  request: AskRequest,
  answers: readonly AskAnswer[],
  reason: AskReason,
): GeminiAskUserResult {
  if (reason !== 'submitted') return { outcome: 'cancel' };
  const byId = answersById(answers);
  const given: Record<string, string> = {};
  request.questions.forEach((q, i) => {
    const text = answerText(q, byId.get(q.id));
    if (text.trim() !== '') given[String(i)] = text;
  });
  return { outcome: 'proceed_once', payload: { answers: given } };
}

/**
 * What the model reads, byte for byte the tool's `llmContent`: `{"answers":{…}}` after a submit,
 * or "User dismissed ask_user dialog without answering." after any other outcome.
 *
 * @example
 * formatGeminiAskUserContent(request, answers, 'submitted') // '{"answers":{"0":"OAuth 2.0"}}'
 */
export function formatGeminiAskUserContent(
  request: AskRequest,
  answers: readonly AskAnswer[],
  reason: AskReason,
): string {
  const result = toGeminiAskUserResult(request, answers, reason);
  return result.outcome === 'cancel'
    ? GEMINI_ASK_USER_DISMISSED
    : JSON.stringify({ answers: result.payload.answers });
}
