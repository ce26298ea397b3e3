import { getAskRuntime } from '../adapters/registry';
import { getAnswers } from '../machine/selectors';
import type { AskAnswer, AskReason, AskState } from '../types';
import { toAskUserResult, type AskUserResult } from '../adapters/ask-user/result';
import { toAskToolDetails, type AskToolDetails } from './details';

/**
 * Everything a host needs once a prompt ends: the model's result in each form, and the details to
 * persist.
 */
export interface AskResolution<Result = unknown> {
  reason: AskReason;
  answers: AskAnswer[];
  /**
   * The dialect's own text result: `question：a、b` for `asktool`, `Header: a, b` + JSON for
   * `ask_user`.
   */
  content: string;
  /**
   * The dialect's own result object (`getAskAdapter(dialect).toResult`): the details for
   * `asktool`, OpenClaw's `{ status, answers }` for `ask_user`.
   */
  result: Result;
  details: AskToolDetails;
  askUserResult: AskUserResult;
  /** Submitted with the follow-up action ("Ask me more"): the user wants more questions. */
  followUp?: boolean;
}

/** The resolution of a resolved state; null while it is pending. */
export function toAskResolution<Result = unknown>(state: AskState): AskResolution<Result> | null {
  if (state.status !== 'resolved' || !state.reason) return null;
  const { request, reason } = state;
  const adapter = getAskRuntime(request.dialect);
  const answers = getAnswers(state);
  const outcome = state.followUp === true ? { followUp: true } : undefined;
  return {
    reason,
    answers,
    content: adapter.formatContent(request, answers, reason),
    result: adapter.toResult(request, answers, reason, outcome) as Result,
    details: toAskToolDetails(request, answers, reason),
    askUserResult: toAskUserResult(request, answers, reason),
    ...(outcome ?? {}),
  };
}
