import { getAskRuntime } from '../adapters/registry';
import { askTransition } from '../machine/machine';
import { getAnswers } from '../machine/selectors';
import { createAskState } from '../machine/snapshot';
import type { AskAnswer, AskEvent, AskReason, AskRequest, AskState } from '../types';
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

/** Where {@link resolveAsk} ended: the state, and its resolution once it is resolved. */
export interface AskRun<Result = unknown> {
  state: AskState;
  /** Null while the prompt is still pending. */
  resolution: AskResolution<Result> | null;
}

/**
 * Runs events through the machine from a request (a fresh state) or a state, and resolves it: the
 * one path from what a person did to what the agent reads. The card, the channels and the
 * bindings all end here, so a reply, a button and a click that say the same give the same
 * `result`, `content` and `details`.
 *
 * @throws AskInputError when `from` is a request that is not a well-formed AskRequest.
 * @example
 * const { resolution } = resolveAsk(request, [{ type: 'toggle', option: 1 }, { type: 'next' }]);
 * resolution?.content // what the model reads
 */
export function resolveAsk<Result = unknown>(
  from: AskRequest | AskState,
  events: Iterable<AskEvent> = [],
): AskRun<Result> {
  let state = isAskState(from) ? from : createAskState(from);
  for (const event of events) state = askTransition(state, event);
  return { state, resolution: toAskResolution<Result>(state) };
}

function isAskState(value: AskRequest | AskState): value is AskState {
  return 'entries' in value && 'request' in value;
}
