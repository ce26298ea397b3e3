import type { AskAnswer, AskQuestion, AskRequest } from '../types';

/** U+FF1A FULLWIDTH COLON, between a question and its answers. */
export const ASKTOOL_ANSWER_SEPARATOR = '\uFF1A';
/** U+3001 IDEOGRAPHIC COMMA, between the labels of one answer. */
export const ASKTOOL_LABEL_SEPARATOR = '\u3001';
/** Between questions. */
export const ASKTOOL_QUESTION_SEPARATOR = '\n---\n';

/** `labels` in the options' declared order (never click order), keeping only labels the question offers. */
export function inOptionOrder(question: AskQuestion, labels: readonly string[]): string[] {
  return question.options.map((o) => o.label).filter((label) => labels.includes(label));
}

/**
 * The values of one answer as the model reads them: chosen labels in the options' declared order
 * (never click order), then the free text. Empty for a skipped or missing answer.
 */
export function answerValues(question: AskQuestion, answer: AskAnswer | undefined): string[] {
  if (answer?.status !== 'answered') return [];
  const labels = inOptionOrder(question, answer.labels);
  const custom = answer.customText?.trim();
  return custom ? [...labels, custom] : labels;
}

/** Answers keyed by question id, tolerant of any order the caller passes them in. */
export function answersById(answers: readonly AskAnswer[]): Map<string, AskAnswer> {
  return new Map(answers.map((a) => [a.id, a]));
}

/**
 * The `asktool` result text: `question text：label 1、label 2` per question, joined by `\n---\n`;
 * a skipped or unanswered question reads `question text：`. Markdown source is kept verbatim.
 *
 * @example formatAskToolContent(request, answers) // "Which env?：**Staging**\n---\nNotify?："
 */
export function formatAskToolContent(request: AskRequest, answers: readonly AskAnswer[]): string {
  const byId = answersById(answers);
  return request.questions
    .map((q) => q.question + ASKTOOL_ANSWER_SEPARATOR + answerValues(q, byId.get(q.id)).join(ASKTOOL_LABEL_SEPARATOR))
    .join(ASKTOOL_QUESTION_SEPARATOR);
}
