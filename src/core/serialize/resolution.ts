import { askTransition } from '../machine/machine';
import { getAnswers } from '../machine/selectors';
import { createAskState } from '../machine/snapshot';
import type { AskAnswer, AskEvent, AskReason, AskRequest, AskState } from '../types';
import type { AskRuntimes } from '../registry/registry';
import { toAskToolDetails, type AskToolDetails } from './details';

/**
 * A resolution as the engine builds it: `AskResolution` (the public type, in `dialects/`) without
 * the one field a dialect's own type names (`askUserResult`), so the engine names no dialect.
 */
export interface AskEngineResolution<Result = unknown> {
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
  /** The dialect's result again, under the name its runtime's `resultAlias` asks for. */
  askUserResult?: unknown;
  /** Submitted with the follow-up action ("Ask me more"): the user wants more questions. */
  followUp?: boolean;
}

/**
 * The resolution of a resolved state; null while it is pending. Only the state's own dialect
 * computes its result, read from `registry` (the public form binds the default one).
 */
export function toAskResolution<Result = unknown>(
  state: AskState,
  registry: AskRuntimes,
): AskEngineResolution<Result> | null {
  if (state.status !== 'resolved' || !state.reason) return null;
  const { request, reason } = state;
  const adapter = registry.runtime(request.dialect);
  const answers = getAnswers(state, registry);
  const outcome = state.followUp === true ? { followUp: true } : undefined;
  const result = adapter.toResult(request, answers, reason, outcome) as Result;
  const resolution: AskEngineResolution<Result> = {
    reason,
    answers,
    content: adapter.formatContent(request, answers, reason),
    result,
    details: toAskToolDetails(request, answers, reason),
    ...(outcome ?? {}),
  };
  if (adapter.resultAlias === 'askUserResult') resolution.askUserResult = result;
  return resolution;
}

/**
 * Runs events through the machine from a request (a fresh state) or a state, and resolves it,
 * reading dialects from `registry` (the public `resolveAsk` binds the default one).
 *
 * @throws AskInputError when `from` is a request that is not a well-formed AskRequest.
 */
export function resolveAsk<Result = unknown>(
  from: AskRequest | AskState,
  events: Iterable<AskEvent>,
  registry: AskRuntimes,
): { state: AskState; resolution: AskEngineResolution<Result> | null } {
  let state = isAskState(from) ? from : createAskState(from, undefined, {}, registry);
  for (const event of events) state = askTransition(state, event, registry);
  return { state, resolution: toAskResolution<Result>(state, registry) };
}

function isAskState(value: AskRequest | AskState): value is AskState {
  return 'entries' in value && 'request' in value;
}
