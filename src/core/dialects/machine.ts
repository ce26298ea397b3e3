/**
 * The machine's public forms: the engine functions of `machine/` with the registry last and
 * optional, bound to the default one (the built-ins and what `registerAskAdapter` added).
 */
import * as engine from '../machine';
import type { AskAvailableActions } from '../machine/actions';
import type { AskPick, AskPicksOutcome } from '../machine/drive';
import type { AskReopenOptions } from '../machine/reopen';
import type { AskAdvanceBlocker } from '../machine/rules';
import type { AskStateOptions } from '../machine/snapshot';
import type { AskRegistry } from '../registry/registry';
import type { AskAnswer, AskEvent, AskRequest, AskState } from '../types';
import { policiesOf } from './default';

/**
 * The pure transition function. Returns a new state, or the very same object when the event does
 * not apply (a resolved prompt, an index out of range, Next without a valid answer where one is
 * needed, anything that is not an event). `registry`: where the dialect's policy is read
 * (default: the built-ins and what `registerAskAdapter` added).
 *
 * @example
 * const next = askTransition(state, { type: 'toggle', option: 1 });
 */
export function askTransition(state: AskState, event: AskEvent, registry?: AskRegistry): AskState;
export function askTransition(state: AskState, event: AskEvent): AskState;
// Two signatures, so `events.reduce(askTransition, state)` still type-checks (and its index is
// not taken for a registry: anything but a registry means the default).
export function askTransition(state: AskState, event: AskEvent, registry?: AskRegistry): AskState {
  return engine.askTransition(state, event, policiesOf(registry));
}

/**
 * A new state for a request, or the restored `snapshot` when it is a valid state of the same
 * request (a draft kept across conversation switches). An unusable snapshot is ignored.
 *
 * @throws AskInputError when `request` is not a well-formed AskRequest (see `checkAskRequest`).
 * @example
 * const state = createAskState(request, savedDraft, { layout: 'stacked' });
 */
export function createAskState(
  request: AskRequest,
  snapshot?: unknown,
  options: AskStateOptions = {},
): AskState {
  return engine.createAskState(request, snapshot, options, policiesOf(options.registry));
}

/**
 * The recorded answers, one per question in question order. A question without a recorded
 * answer (unanswered or skipped) reads as skipped. Where the policy is all-or-nothing, any
 * outcome but `submitted` discards answers: the model gets `no_answer`.
 *
 * @example getAnswers(state)[0]?.labels // ['Staging']
 */
export function getAnswers(state: AskState, registry?: AskRegistry): AskAnswer[];
// Also without one: `xs.map(getAnswers)` type-checks (an index means the default).
export function getAnswers(state: AskState): AskAnswer[];
export function getAnswers(state: AskState, registry?: AskRegistry): AskAnswer[] {
  return engine.getAnswers(state, policiesOf(registry));
}

/**
 * Whether the primary action (`next`: Next / Submit, or the stacked Submit) can act now.
 *
 * @example canAdvance(state) // false: a required question has no answer yet
 */
export function canAdvance(state: AskState, registry?: AskRegistry): boolean;
// Also without one: `xs.map(canAdvance)` type-checks (an index means the default).
export function canAdvance(state: AskState): boolean;
export function canAdvance(state: AskState, registry?: AskRegistry): boolean {
  return engine.canAdvance(state, policiesOf(registry));
}

/**
 * Whether `submitAll` can act now: every question's answer (or skip) meets its rules.
 *
 * @example canSubmitAll(state) // true once every required question has an answer
 */
export function canSubmitAll(state: AskState, registry?: AskRegistry): boolean;
// Also without one: `xs.map(canSubmitAll)` type-checks (an index means the default).
export function canSubmitAll(state: AskState): boolean;
export function canSubmitAll(state: AskState, registry?: AskRegistry): boolean {
  return engine.canSubmitAll(state, policiesOf(registry));
}

/**
 * Whether Enter may advance now. Stricter than the button: Enter acts only on a real answer
 * (every question's, stacked), so a stray Enter never records a skip.
 *
 * @example if (event.key === 'Enter' && canAdvanceByKey(state)) send({ type: 'next' });
 */
export function canAdvanceByKey(state: AskState, registry?: AskRegistry): boolean;
// Also without one: `xs.map(canAdvanceByKey)` type-checks (an index means the default).
export function canAdvanceByKey(state: AskState): boolean;
export function canAdvanceByKey(state: AskState, registry?: AskRegistry): boolean {
  return engine.canAdvanceByKey(state, policiesOf(registry));
}

/**
 * Why the primary action cannot record the question now (`question`: default the one on screen;
 * stacked, the first question that blocks Submit), or null when it can. Views show it beside the
 * disabled action.
 *
 * @example getAdvanceBlocker(state)?.code // 'required'
 */
export function getAdvanceBlocker(
  state: AskState,
  question?: number,
  registry?: AskRegistry,
): AskAdvanceBlocker | null;
// Also without one: `xs.map(getAdvanceBlocker)` type-checks (an index means the default).
export function getAdvanceBlocker(state: AskState, question?: number): AskAdvanceBlocker | null;
export function getAdvanceBlocker(
  state: AskState,
  question?: number,
  registry?: AskRegistry,
): AskAdvanceBlocker | null {
  return engine.getAdvanceBlocker(state, question, policiesOf(registry));
}

/**
 * When the prompt expires, in epoch ms: `startedAt` plus its timeout; null where the dialect has
 * no timeout (the view then runs no timer).
 *
 * @example getDeadline(state, Date.now()) // null for asktool, now + 900 s for ask_user
 */
export function getDeadline(
  state: AskState,
  startedAt: number,
  registry?: AskRegistry,
): number | null;
// Also without one: `xs.map(getDeadline)` type-checks (an index means the default).
export function getDeadline(state: AskState, startedAt: number): number | null;
export function getDeadline(
  state: AskState,
  startedAt: number,
  registry?: AskRegistry,
): number | null {
  return engine.getDeadline(state, startedAt, policiesOf(registry));
}

/**
 * The actions of a prompt in its state, under its dialect's policy (from `registry`, default the
 * built-in one, as every selector reads it): which the card offers and which the machine takes
 * now. Pure; `enabled` is exactly "the event changes the state" (a
 * property test holds it to `askTransition`).
 *
 * @example
 * const { next, skip } = getAvailableActions(state);
 * next.offered && next.enabled // the primary button is shown and acts
 */
export function getAvailableActions(state: AskState, registry?: AskRegistry): AskAvailableActions;
// Also without one: `xs.map(getAvailableActions)` type-checks (an index means the default).
export function getAvailableActions(state: AskState): AskAvailableActions;
export function getAvailableActions(state: AskState, registry?: AskRegistry): AskAvailableActions {
  return engine.getAvailableActions(state, policiesOf(registry));
}

/**
 * The events that make a question's selection exactly `pick`, from the selection it has in
 * `state` (a default or an earlier draft is unchosen first). An option or text the question does
 * not take is still sent: the machine ignores it, and {@link recordPicks} reports it.
 *
 * @example
 * askPickEvents(state, { question: 0, selected: [1] })
 * // [{ type: 'toggle', option: 1, question: 0 }]
 */
export function askPickEvents(state: AskState, pick: AskPick, registry?: AskRegistry): AskEvent[];
// Also without one: `xs.map(askPickEvents)` type-checks (an index means the default).
export function askPickEvents(state: AskState, pick: AskPick): AskEvent[];
export function askPickEvents(state: AskState, pick: AskPick, registry?: AskRegistry): AskEvent[] {
  return engine.askPickEvents(state, pick, policiesOf(registry));
}

/**
 * Records one answer per question through the machine, as a person stepping through a card would:
 * go to the question, set its selection, Next. Questions without a pick are recorded as they
 * stand (a default, or a skip where the question is optional), except those in `keepPending`,
 * which stay unanswered (a secret asked only in the app). All or nothing: when the machine refuses
 * a question, the state is returned unchanged with the first refusal.
 *
 * @example
 * const out = recordPicks(createAskState(request), [{ question: 0, selected: [1] }]);
 * if (out.ok) toAskResolution(out.state); // resolved: every question recorded
 */
export function recordPicks(
  start: AskState,
  picks: readonly AskPick[],
  keepPending: ReadonlySet<number> = new Set(),
  registry?: AskRegistry,
): AskPicksOutcome {
  return engine.recordPicks(start, picks, keepPending, policiesOf(registry));
}

/**
 * A pending state of `request` holding `answers` (from `getAnswers` of the state the agent
 * refused: a LangGraph `ZodError`, an AG-UI `RunError`), each recorded through the machine's
 * events as a person would: the question to open on (`options.focus`, a question id) keeps its
 * answer as a draft on screen, the others are recorded, so fixing it and pressing Submit sends
 * everything again. An answer that no longer fits its question (an option gone, a rule it now
 * breaks) is dropped and the question starts fresh. A secret's text comes back too: the state is
 * in memory (`toAskSnapshot` still leaves it out). Mount a new card (a new `key`) with it as the
 * `snapshot`, and the agent's words as `fieldErrors`.
 *
 * @throws AskInputError when `request` is not a well-formed AskRequest (see `checkAskRequest`).
 * @example
 * const state = reopenAsk(request, getAnswers(refused), { focus: 'replicas' });
 * const errors = { replicas: 'Too many' }; // held in state: a new object is a new refusal
 * <AskCard key={attempt} request={request} snapshot={state} fieldErrors={errors} />
 */
export function reopenAsk(
  request: AskRequest,
  answers: readonly AskAnswer[],
  options: AskReopenOptions = {},
): AskState {
  const { registry, ...rest } = options;
  return engine.reopenAsk(request, answers, rest, policiesOf(registry));
}
