import { answersById, inOptionOrder } from '../../serialize/answers';
import type { AskAnswer, AskQuestion, AskReason, AskRequest } from '../../types';
import type {
  AskUserQuestionAnnotation,
  AskUserQuestionInput,
  AskUserQuestionUnanswered,
} from './sdk';
import { isRecord } from '../../schema/guards';

/** The separator of a multi-select answer, as the CLI joins an array answer. */
export const ASK_USER_QUESTION_LABEL_SEPARATOR = ', ';

/** `annotations[q]` as a host sends it: `AskUserQuestionAnnotation` plus `unanswered`. */
export interface AskUserQuestionResultAnnotation extends AskUserQuestionAnnotation {
  unanswered?: AskUserQuestionUnanswered;
}

/**
 * `updatedInput`: the input as received plus the answers and their annotations. A mapped type,
 * not an interface, so it is also the `Record<string, unknown>` the SDK declares.
 */
export type AskUserQuestionUpdatedInput = Omit<AskUserQuestionInput, 'annotations'> & {
  annotations?: { [questionText: string]: AskUserQuestionResultAnnotation };
};

/** What `canUseTool` resolves with for `AskUserQuestion` (a `PermissionResult`). */
export interface AskUserQuestionResult {
  behavior: 'allow';
  updatedInput: AskUserQuestionUpdatedInput;
}

export interface AskUserQuestionResultOptions {
  /**
   * The session advertises `ask_user_question_unanswered_v1`: each unanswered question gets
   * `annotations[q].unanswered` (`skipped`, `dismissed`, `replied_in_chat`). Leave it off for an
   * older CLI, which refuses the whole answer on an unknown field.
   * @default false
   */
  unanswered?: boolean;
}

/** The source question of `q` (same index), when the request kept a well-formed source. */
function sourceQuestions(request: AskRequest): Record<string, unknown>[] | null {
  const source = request.source;
  if (!isRecord(source) || !Array.isArray(source.questions)) return null;
  const questions = source.questions as unknown[];
  return questions.length === request.questions.length && questions.every(isRecord)
    ? questions
    : null;
}

/** The input to echo: the source without what the host must not send back stale. */
function echoedInput(request: AskRequest): AskUserQuestionInput {
  const source = request.source;
  if (isRecord(source) && sourceQuestions(request)) {
    const {
      answers: _answers,
      annotations: _annotations,
      afkTimeoutMs: _afk,
      ...input
    } = source as Record<string, unknown>;
    return input as unknown as AskUserQuestionInput;
  }
  // A request built by hand: the questions as the card showed them.
  return {
    questions: request.questions.map((q) => ({
      question: q.question,
      header: q.header ?? '',
      options: q.options.map((o) => ({
        label: o.label,
        description: o.description ?? '',
        ...(o.preview ? { preview: o.preview.content } : {}),
      })),
      multiSelect: q.multiSelect,
    })) as AskUserQuestionInput['questions'],
  };
}

/** The exact question text the input gave (untrimmed): the answer key. */
function keyOf(request: AskRequest, index: number): string {
  const text = sourceQuestions(request)?.[index]?.question;
  return typeof text === 'string' ? text : request.questions[index]!.question;
}

/** The raw preview of the chosen option of a single-select question, as the input gave it. */
function chosenPreview(
  request: AskRequest,
  index: number,
  q: AskQuestion,
  labels: readonly string[],
): string | undefined {
  if (q.multiSelect || labels.length !== 1) return undefined;
  const o = q.options.findIndex((option) => option.label === labels[0]);
  if (o < 0 || !q.options[o]!.preview) return undefined;
  const options = sourceQuestions(request)?.[index]?.options;
  const raw = Array.isArray(options) && isRecord(options[o]) ? options[o].preview : undefined;
  return typeof raw === 'string' ? raw : q.options[o]!.preview!.content;
}

const UNANSWERED: Partial<Record<AskReason, AskUserQuestionUnanswered>> = {
  declined: 'dismissed',
  dismissed: 'dismissed',
  repliedInChat: 'replied_in_chat',
};

/**
 * What the host's `canUseTool('AskUserQuestion', input)` resolves with:
 * `{ behavior: 'allow', updatedInput }`, where `updatedInput` is the input as received (its
 * `questions` untouched) plus `answers` keyed by the exact question text. An answer is one label;
 * several labels joined with `", "` in option order; or the free text when no option is chosen.
 * Free text beside chosen labels goes to `annotations[q].notes`; the chosen option's preview of a
 * single-select question to `annotations[q].preview`. A question without an answer has no
 * `answers` key (with `options.unanswered`, `annotations[q].unanswered` says why).
 *
 * - Decline all / dismissed: `allow` with no `answers` (every question `'dismissed'`).
 * - Replied in chat: recorded answers stay; the rest are `'replied_in_chat'`.
 * - Stopped: `null` — the query's own abort ends the wait; nothing is sent.
 *
 * @example
 * const result = toAskUserQuestionResult(request, resolution.answers, resolution.reason);
 * return result ?? { behavior: 'deny', message: 'The user stopped the turn.' };
 */
export function toAskUserQuestionResult(
  request: AskRequest,
  answers: readonly AskAnswer[],
  reason: AskReason,
  options: AskUserQuestionResultOptions = {},
): AskUserQuestionResult | null {
  if (reason === 'stopped') return null;
  const keepsAnswers = reason !== 'declined' && reason !== 'dismissed';
  const byId = answersById(answers);
  // Maps, made records by fromEntries: a question text such as `__proto__` stays a key.
  const values = new Map<string, string>();
  const annotations = new Map<string, AskUserQuestionResultAnnotation>();
  const annotate = (key: string, note: AskUserQuestionResultAnnotation) =>
    annotations.set(key, { ...annotations.get(key), ...note });

  request.questions.forEach((q, i) => {
    const key = keyOf(request, i);
    const answer = keepsAnswers ? byId.get(q.id) : undefined;
    const labels = answer?.status === 'answered' ? inOptionOrder(q, answer.labels) : [];
    const text = answer?.status === 'answered' ? (answer.customText?.trim() ?? '') : '';
    if (labels.length > 0) {
      values.set(key, labels.join(ASK_USER_QUESTION_LABEL_SEPARATOR));
      if (text) annotate(key, { notes: text });
      const preview = chosenPreview(request, i, q, labels);
      if (preview !== undefined) annotate(key, { preview });
    } else if (text) {
      values.set(key, text);
    } else if (options.unanswered) {
      annotate(key, { unanswered: UNANSWERED[reason] ?? 'skipped' });
    }
  });

  const updatedInput: AskUserQuestionUpdatedInput = { ...echoedInput(request) };
  if (values.size > 0) updatedInput.answers = Object.fromEntries(values);
  if (annotations.size > 0) updatedInput.annotations = Object.fromEntries(annotations);
  return { behavior: 'allow', updatedInput };
}

/** What the model reads when nothing was answered (the CLI's own words). */
export const ASK_USER_QUESTION_NO_ANSWER = 'The user did not answer the questions.';

/**
 * A readable text of the result, in the CLI's words: `"Question"="Answer"` per answered question
 * (`notes: …` after it when annotated), joined with `, `; or "The user did not answer the
 * questions." The CLI writes what the model reads from `updatedInput`: this is for the transcript
 * and the channels.
 */
export function formatAskUserQuestionContent(
  request: AskRequest,
  answers: readonly AskAnswer[],
  reason: AskReason,
): string {
  const input = toAskUserQuestionResult(request, answers, reason)?.updatedInput;
  const annotations = input?.annotations ?? {};
  const items = Object.entries(input?.answers ?? {}).map(([question, answer]) => {
    const notes = Object.hasOwn(annotations, question) ? annotations[question]!.notes : undefined;
    return `"${question}"="${answer}"${notes ? ` notes: ${notes}` : ''}`;
  });
  return items.length > 0 ? `The user answered: ${items.join(', ')}` : ASK_USER_QUESTION_NO_ANSWER;
}
