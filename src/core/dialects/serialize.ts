/**
 * The serializers' public forms, bound to the default registry, and the public `AskResolution`
 * (the engine's, plus the one field typed by a dialect's own result).
 */
import type { AskUserResult } from '../adapters/ask-user/result';
import type { AskRegistry } from '../registry/registry';
import type { AskToolDetails } from '../serialize/details';
import * as resolution from '../serialize/resolution';
import * as summary from '../serialize/summary';
import type { AskAnswer, AskEvent, AskReason, AskRequest, AskState } from '../types';
import { lookupsOf, readersOf, runtimesOf } from './default';

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
  /**
   * OpenClaw's result, on `ask_user` resolutions only (the same object as `result`).
   * @deprecated Read `result`: it is the dialect's own result for every dialect.
   */
  askUserResult?: AskUserResult;
  /** Submitted with the follow-up action ("Ask me more"): the user wants more questions. */
  followUp?: boolean;
}

/** Where {@link resolveAsk} ended: the state, and its resolution once it is resolved. */
export interface AskRun<Result = unknown> {
  state: AskState;
  /** Null while the prompt is still pending. */
  resolution: AskResolution<Result> | null;
}

/**
 * The resolution of a resolved state; null while it is pending. Only the state's own dialect
 * computes its result. `registry`: where the dialect is read (default: the built-ins and what
 * `registerAskAdapter` added).
 *
 * @example
 * const resolution = toAskResolution(state);
 * resolution?.content // what the model reads
 */
export function toAskResolution<Result = unknown>(
  state: AskState,
  registry?: AskRegistry,
): AskResolution<Result> | null;
// Also without one: `xs.map(toAskResolution)` type-checks (an index means the default).
export function toAskResolution<Result = unknown>(state: AskState): AskResolution<Result> | null;
export function toAskResolution<Result = unknown>(
  state: AskState,
  registry?: AskRegistry,
): AskResolution<Result> | null {
  // The engine's `askUserResult` is the dialect's result under its alias: OpenClaw's on ask_user.
  return resolution.toAskResolution<Result>(state, runtimesOf(registry)) as AskResolution<Result>;
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
  registry?: AskRegistry,
): AskRun<Result> {
  return resolution.resolveAsk<Result>(from, events, runtimesOf(registry)) as AskRun<Result>;
}

/**
 * The summary of a resolution, or of the details persisted from one. `registry`: where the
 * dialect's policy is read (default: the built-ins and what `registerAskAdapter` added).
 *
 * @example summarizeAsk(resolution).items.map((i) => i.status) // ['answered', 'skipped']
 */
export function summarizeAsk(
  source: AskResolution | AskToolDetails,
  registry?: AskRegistry,
): summary.AskSummary;
// Also without one: `xs.map(summarizeAsk)` type-checks (an index means the default).
export function summarizeAsk(source: AskResolution | AskToolDetails): summary.AskSummary;
export function summarizeAsk(
  source: AskResolution | AskToolDetails,
  registry?: AskRegistry,
): summary.AskSummary {
  return summary.summarizeAsk(source, lookupsOf(registry));
}

/**
 * Validate persisted details (unknown input, straight from storage) and summarize them; null when
 * they are missing, malformed, only half valid, or of a dialect not registered here (in
 * `registry`, default the built-ins and what `registerAskAdapter` added). Never throws.
 *
 * @example parseAskSummary(JSON.parse(row.details))?.items[0]?.status // 'answered'
 */
export function parseAskSummary(
  details: unknown,
  registry?: AskRegistry,
): summary.AskSummary | null;
// Also without one: `xs.map(parseAskSummary)` type-checks (an index means the default).
export function parseAskSummary(details: unknown): summary.AskSummary | null;
export function parseAskSummary(
  details: unknown,
  registry?: AskRegistry,
): summary.AskSummary | null {
  return summary.parseAskSummary(details, readersOf(registry));
}
