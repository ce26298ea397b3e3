import { getAdvanceBlocker } from '../../core/machine/selectors';
import { isolateQuote } from '../dom';
import type { AskCardApi } from './use-ask-card';

/** A question short enough to name its field in a list (an MCP field's title, say). */
const isShort = (text: string) => text.length <= 40 && !/[\n*_`[\]]/.test(text);

/**
 * Why the primary action cannot act, in words: the one blocker of the question on screen, or,
 * where several questions show at once (stacked), every question that blocks Submit, each named
 * by its header (else its question when short and plain, else its position), so a form says what
 * to fix field by field.
 */
export function describeBlockers(
  api: Pick<AskCardApi, 'state' | 'layout' | 'messages' | 'blocker'>,
): string | null {
  const { state, messages } = api;
  if (!api.blocker) return null;
  const questions = state.request.questions;
  if (api.layout !== 'stacked' || questions.length < 2) return messages.blocker(api.blocker);
  const lines = questions.flatMap((question, i) => {
    const blocker = getAdvanceBlocker(state, i);
    if (!blocker) return [];
    const field =
      question.header ??
      (isShort(question.question)
        ? question.question
        : messages.questionPosition({ index: i + 1, count: questions.length }));
    return [
      messages.fieldBlocker({ field: isolateQuote(field), reason: messages.blocker(blocker) }),
    ];
  });
  return lines.join(' ');
}
