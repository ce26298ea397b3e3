import { answersById, answerValues } from '../../serialize/answers';
import type { AskAnswer, AskRequest } from '../../types';

/** U+FF1A FULLWIDTH COLON, between a question and its answers. */
export const ASKTOOL_ANSWER_SEPARATOR = '\uFF1A';
/** U+3001 IDEOGRAPHIC COMMA, between the labels of one answer. */
export const ASKTOOL_LABEL_SEPARATOR = '\u3001';
/** Between questions. */
export const ASKTOOL_QUESTION_SEPARATOR = '\n---\n';

/**
 * The `asktool` result text: `question text：label 1、label 2` per question, joined by `\n---\n`;
 * a skipped or unanswered question reads `question text：`. Markdown source is kept verbatim.
 *
 * @example formatAskToolContent(request, answers) // "Which env?：**Staging**\n---\nNotify?："
 */
export function formatAskToolContent(request: AskRequest, answers: readonly AskAnswer[]): string {
  const byId = answersById(answers);
  return request.questions
    .map(
      (q) =>
        q.question +
        ASKTOOL_ANSWER_SEPARATOR +
        answerValues(q, byId.get(q.id)).join(ASKTOOL_LABEL_SEPARATOR),
    )
    .join(ASKTOOL_QUESTION_SEPARATOR);
}
