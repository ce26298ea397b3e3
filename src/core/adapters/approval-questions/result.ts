import { answersById, inOptionOrder } from '../../serialize/answers';
import type { AskAnswer, AskQuestion, AskReason, AskRequest } from '../../types';
import type { ApprovalQuestionAnswer, ApprovalQuestionsResponse } from './protocol';

/** One question's answer: option ids in declared order, then the typed text where accepted. */
function toAnswer(question: AskQuestion, answer: AskAnswer | undefined): ApprovalQuestionAnswer {
  if (answer?.status !== 'answered') return {};
  const chosen = new Set(inOptionOrder(question, answer.labels));
  const optionIds = question.options
    .filter((option) => chosen.has(option.label))
    .map((option) => option.value ?? option.label);
  const text = answer.customText?.trim();
  // Free text only where the question takes it (`allowFreeform`, or no options at all).
  const typed = text && question.allowOther !== false ? text : undefined;
  return {
    ...(optionIds.length > 0 ? { optionIds } : {}),
    ...(typed === undefined ? {} : { text: typed }),
  };
}

/**
 * What `respondToApproval` takes for the questionnaire: submitted → `{ answers }` keyed by
 * question id, each `{ optionIds?, text? }` (option **ids** in declared order; `text` only where
 * free text was given and the question takes it); declined or dismissed → `{ approved: false }`.
 * Stopped, expired and replied in chat → `null`: send nothing. The host records those itself as
 * the approval's `resolution` (`"cancelled"`, `"expired"`), and assistant-ui refuses a response
 * once one is recorded (assistant-ui's `LocalRuntime` records it once a later turn follows).
 *
 * @example
 * const response = toApprovalQuestionsResponse(request, resolution.answers, resolution.reason);
 * if (response) await respondToApproval(response);
 */
export function toApprovalQuestionsResponse(
  request: AskRequest,
  answers: readonly AskAnswer[],
  reason: AskReason,
): ApprovalQuestionsResponse | null {
  if (reason === 'declined' || reason === 'dismissed') return { approved: false };
  if (reason !== 'submitted') return null;
  const byId = answersById(answers);
  const entries = request.questions.map((q) => [q.id, toAnswer(q, byId.get(q.id))] as const);
  return { answers: Object.fromEntries(entries) };
}

/**
 * The response as text, for the transcript and the channels: one `Header: a, b` line per
 * question (labels, then the typed text; the header, else the id, names it), or the outcome in
 * words when nothing was answered.
 */
export function formatApprovalQuestionsContent(
  request: AskRequest,
  answers: readonly AskAnswer[],
  reason: AskReason,
): string {
  const response = toApprovalQuestionsResponse(request, answers, reason);
  if (response === null) return 'The questions were not answered.';
  if (!('answers' in response)) return 'The questions were dismissed.';
  return request.questions
    .map((q) => {
      const answer = response.answers[q.id];
      const chosen = new Set(answer?.optionIds ?? []);
      const labels = q.options.filter((o) => chosen.has(o.value ?? o.label)).map((o) => o.label);
      const values = answer?.text === undefined ? labels : [...labels, answer.text];
      return `${q.header ?? q.id}: ${values.join(', ')}`.trimEnd();
    })
    .join('\n');
}
