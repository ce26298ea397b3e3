import { getAnswers } from '../machine/selectors';
import type { AskAnswer, AskReason, AskState } from '../types';
import { toAskUserResult, formatAskUserContent, type AskUserResult } from './ask-user';
import { formatAskToolContent } from './asktool';
import { toAskToolDetails, type AskToolDetails } from './details';

/** Everything a host needs once a prompt ends: the model's result in each form, and the details to persist. */
export interface AskResolution {
  reason: AskReason;
  answers: AskAnswer[];
  /** The dialect's own text result: `question：a、b` for `asktool`, `Header: a, b` + JSON for `ask_user`. */
  content: string;
  details: AskToolDetails;
  askUserResult: AskUserResult;
}

/** The resolution of a resolved state; null while it is pending. */
export function toAskResolution(state: AskState): AskResolution | null {
  if (state.status !== 'resolved' || !state.reason) return null;
  const { request, reason } = state;
  const answers = getAnswers(state);
  const content = request.dialect === 'asktool' ? formatAskToolContent(request, answers) : formatAskUserContent(request, answers, reason);
  return {
    reason,
    answers,
    content,
    details: toAskToolDetails(request, answers, reason),
    askUserResult: toAskUserResult(request, answers, reason),
  };
}
