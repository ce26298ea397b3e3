import { answersById, inOptionOrder } from '../../serialize/answers';
import type { AskAnswer, AskQuestion, AskReason, AskRequest } from '../../types';
import type {
  AskUserQuestionAnnotation,
  AskUserQuestionInput,
  AskUserQuestionUnanswered,
} from './sdk';
import { isRecord } from '../../schema/guards';
import { isExtendedAskUserQuestionInput } from './extended';
import { AUQ_ANSWER_MAX_CHARS, AUQ_NOTES_MAX_CHARS } from './limits';

/** The separator of a multi-select answer, as the CLI joins an array answer. */
export const ASK_USER_QUESTION_LABEL_SEPARATOR = ', ';

/**
 * The answer text of a skipped question: the CLI (2.1.333) reads it as "The user skipped question
 * N; a skip is not a yes." and refuses it as a model's option label.
 */
export const ASK_USER_QUESTION_NO_PREFERENCE = '[No preference]';

/**
 * A multi-select answer as the CLI joins a `string[]` answer: a label holding `", "` or `"`
 * quoted (`JSON.stringify`), so the string has one reading. Plain labels are joined as they are.
 */
export function joinAskUserQuestionLabels(labels: readonly string[]): string {
  return labels
    .map((label) =>
      label.includes(ASK_USER_QUESTION_LABEL_SEPARATOR) || label.includes('"')
        ? JSON.stringify(label)
        : label,
    )
    .join(ASK_USER_QUESTION_LABEL_SEPARATOR);
}

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
  /** A reply to the whole card (`AskUserQuestionOutput.response`): "The user responded: …". */
  response?: string;
  /** Extended questions only: the user asked for another round of questions. */
  followUp?: boolean;
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
  /**
   * What the user wrote in the chat instead of answering the card (`reason: 'repliedInChat'`),
   * as the host received it: sent as `response`, and the model reads "The user responded: …".
   * Ignored for every other reason, and when blank. Never stored by the machine or the details.
   */
  response?: string;
  /**
   * Submitted with the follow-up action ("Ask me more", `AskResolution.followUp`): sent as
   * `followUp: true` for extended input only; the CLI refuses it on any other.
   * @default false
   */
  followUp?: boolean;
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
      // The user's fields: one the model wrote is never sent back as theirs.
      response: _response,
      followUp: _followUp,
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

/**
 * `text` within the CLI's cap (UTF-16 units, as JavaScript counts): past it, cut at a character
 * boundary and marked, so the model knows it did not get it all (the CLI refuses the whole
 * answer otherwise). The card never gets here in practice: it refuses text past its own cap.
 */
function fitCap(text: string, max: number): string {
  if (text.length <= max) return text;
  const mark = (rest: number) =>
    `… [cut: ${rest.toLocaleString('en-US')} more characters did not fit]`;
  let end = max - mark(text.length).length;
  const last = text.charCodeAt(end - 1);
  // Never split a surrogate pair.
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end) + mark(text.length - end);
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
 * - Skipped (submitted without an answer): `"[No preference]"`, which the CLI reads as a skip.
 * - Decline all / dismissed: `allow` with no `answers` (every question `'dismissed'`).
 * - Replied in chat: recorded answers stay; the rest have no key (`'replied_in_chat'`);
 *   `options.response`, the user's chat text, is sent as `response`.
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
      const value = q.multiSelect ? joinAskUserQuestionLabels(labels) : labels.join(', ');
      values.set(key, fitCap(value, AUQ_ANSWER_MAX_CHARS));
      if (text) annotate(key, { notes: fitCap(text, AUQ_NOTES_MAX_CHARS) });
      const preview = chosenPreview(request, i, q, labels);
      if (preview !== undefined) annotate(key, { preview });
    } else if (text) {
      // A number question's answer is the number's own text, as the CLI's slider sends it.
      const value = q.input?.kind === 'number' ? String(Number(text)) : text;
      values.set(key, fitCap(value, AUQ_ANSWER_MAX_CHARS));
    } else {
      // A skip must reach the model; an outcome that is no skip stays silent.
      if (reason === 'submitted') values.set(key, ASK_USER_QUESTION_NO_PREFERENCE);
      if (options.unanswered) annotate(key, { unanswered: UNANSWERED[reason] ?? 'skipped' });
    }
  });

  const updatedInput: AskUserQuestionUpdatedInput = { ...echoedInput(request) };
  if (values.size > 0) updatedInput.answers = Object.fromEntries(values);
  if (annotations.size > 0) updatedInput.annotations = Object.fromEntries(annotations);
  if (reason === 'repliedInChat' && options.response?.trim())
    updatedInput.response = options.response;
  if (options.followUp && reason === 'submitted' && isExtendedAskUserQuestionInput(request.source))
    updatedInput.followUp = true;
  return { behavior: 'allow', updatedInput };
}

/** What the model reads when nothing was answered (the CLI's own words). */
export const ASK_USER_QUESTION_NO_ANSWER = 'The user did not answer the questions.';

/**
 * A readable text of the result, in the CLI's words: `"Question"="Answer"` per answered question
 * (`notes: …` after it when annotated), joined with `, `; "The user skipped question N; a skip is
 * not a yes." per skipped one; "The user responded: …" for a reply in chat passed as
 * `options.response`; or "The user did not answer the questions." The CLI writes what the model
 * reads from `updatedInput`: this is for the transcript and the channels.
 */
export function formatAskUserQuestionContent(
  request: AskRequest,
  answers: readonly AskAnswer[],
  reason: AskReason,
  options: Pick<AskUserQuestionResultOptions, 'response'> = {},
): string {
  const input = toAskUserQuestionResult(request, answers, reason, options)?.updatedInput;
  if (input?.response !== undefined) return `The user responded: ${input.response}`;
  const annotations = input?.annotations ?? {};
  const skips: string[] = [];
  const items: string[] = [];
  request.questions.forEach((_, i) => {
    const question = keyOf(request, i);
    const given = input?.answers ?? {};
    const answer = Object.hasOwn(given, question) ? given[question] : undefined;
    if (answer === undefined) return;
    if (answer === ASK_USER_QUESTION_NO_PREFERENCE)
      return void skips.push(`The user skipped question ${i + 1}; a skip is not a yes.`);
    const notes = Object.hasOwn(annotations, question) ? annotations[question]!.notes : undefined;
    items.push(`"${question}"="${answer}"${notes ? ` notes: ${notes}` : ''}`);
  });
  const answered = items.length > 0 ? `The user answered: ${items.join(', ')}` : '';
  if (skips.length === 0) return answered || ASK_USER_QUESTION_NO_ANSWER;
  return [answered && `${answered}.`, ...skips].filter(Boolean).join(' ');
}
