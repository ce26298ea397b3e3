import type { AskPolicies } from '../registry/registry';
import type { AskAnswer, AskState } from '../types';
import { canRecord, findNextUnanswered } from './machine';
import { fieldRulesOf } from './field-rules';
import { chosenText, selectionBlocker, selectionHasAnswer, type AskAdvanceBlocker } from './rules';

export { canDecline } from './machine';

/**
 * The recorded answers, one per question in question order. A question without a recorded
 * answer (unanswered or skipped) reads as skipped. Where the policy is all-or-nothing, any
 * outcome but `submitted` discards answers: the model gets `no_answer`.
 */
export function getAnswers(state: AskState, registry: AskPolicies): AskAnswer[] {
  const discard =
    state.status === 'resolved' &&
    state.reason !== 'submitted' &&
    registry.policy(state.request.dialect).allOrNothing;
  return state.request.questions.map(({ id, options }, i): AskAnswer => {
    const { status, recorded } = state.entries[i]!;
    if (discard || status !== 'answered' || !recorded) return { id, status: 'skipped', labels: [] };
    const chosen = [...recorded.selected].sort((a, b) => a - b).map((o) => options[o]!);
    const answer: AskAnswer = { id, status: 'answered', labels: chosen.map((o) => o.label) };
    if (options.some((o) => o.value !== undefined))
      answer.values = chosen.map((o) => o.value ?? o.label);
    const customText = chosenText(recorded);
    if (customText) answer.customText = customText;
    return answer;
  });
}

/** Whether the question on screen has an answer selected right now. */
export function currentHasAnswer(state: AskState): boolean {
  const entry = state.entries[state.cursor];
  return entry ? selectionHasAnswer(entry) : false;
}

/** Whether pressing the primary button now resolves the prompt (it then reads Submit). */
export function isFinalStep(state: AskState): boolean {
  return state.layout === 'stacked' || findNextUnanswered(state.entries, state.cursor) === -1;
}

/** Whether the primary action (`next`: Next / Submit, or the stacked Submit) can act now. */
export function canAdvance(state: AskState, registry: AskPolicies): boolean {
  if (state.status !== 'pending') return false;
  return state.layout === 'stacked' || state.entries.length === 0
    ? canSubmitAll(state, registry)
    : canRecord(state, [state.cursor], registry);
}

/** Whether `submitAll` can act now: every question's answer (or skip) meets its rules. */
export function canSubmitAll(state: AskState, registry: AskPolicies): boolean {
  return (
    state.status === 'pending' &&
    !state.request.unanswerable &&
    canRecord(
      state,
      state.entries.map((_, i) => i),
      registry,
    )
  );
}

/**
 * Whether Enter may advance now. Stricter than the button: Enter acts only on a real answer
 * (every question's, stacked), so a stray Enter never records a skip.
 */
export function canAdvanceByKey(state: AskState, registry: AskPolicies): boolean {
  if (!canAdvance(state, registry)) return false;
  return state.layout === 'stacked'
    ? state.entries.every(selectionHasAnswer)
    : currentHasAnswer(state);
}

/**
 * Why the primary action cannot record the question now (`question`: default the one on screen;
 * stacked, the first question that blocks Submit), or null when it can. Views show it beside the
 * disabled action.
 */
export function getAdvanceBlocker(
  state: AskState,
  question: number | undefined,
  registry: AskPolicies,
): AskAdvanceBlocker | null {
  if (state.status !== 'pending') return null;
  const policy = registry.policy(state.request.dialect);
  const indexes = question === undefined ? questionsOfPrimaryAction(state) : [question];
  for (const i of indexes) {
    const q = state.request.questions[i];
    const entry = state.entries[i];
    const blocker =
      q && entry
        ? selectionBlocker(q, entry, policy, fieldRulesOf(registry, state.request.dialect))
        : null;
    if (blocker) return blocker;
  }
  return null;
}

/** The questions the primary action records: every one when stacked, else the one on screen. */
function questionsOfPrimaryAction(state: AskState): number[] {
  if (state.layout === 'stacked') return state.entries.map((_, i) => i);
  return [state.cursor];
}

/**
 * When the prompt expires, in epoch ms: `startedAt` plus its timeout, or the request's absolute
 * `expiresAt`, the earlier when both exist; null when it has neither (the view then runs no
 * timer). `expiresAt` counts whatever the dialect's timeout: the sender set it.
 *
 * @example
 * getDeadline(state, startedAt, registry) // 1767225600000 (request.expiresAt), or null
 */
export function getDeadline(
  state: AskState,
  startedAt: number,
  registry: AskPolicies,
): number | null {
  const { timeoutSeconds: seconds, expiresAt } = state.request;
  const timed =
    registry.policy(state.request.dialect).timeout && seconds !== undefined
      ? startedAt + seconds * 1000
      : null;
  if (expiresAt === undefined) return timed;
  return timed === null ? expiresAt : Math.min(timed, expiresAt);
}

/** Counts for progress displays. */
export function getProgress(state: AskState): {
  index: number;
  count: number;
  answered: number;
  skipped: number;
} {
  const count = (status: string) => state.entries.filter((entry) => entry.status === status).length;
  return {
    index: state.cursor,
    count: state.entries.length,
    answered: count('answered'),
    skipped: count('skipped'),
  };
}
