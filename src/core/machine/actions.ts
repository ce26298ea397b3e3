import type { AskPolicies } from '../registry/registry';
import type { AskState } from '../types';
import { canDecline } from './machine';
import { isRequired, selectionHasAnswer, type AskAdvanceBlocker } from './rules';
import { canAdvance, canSubmitAll, getAdvanceBlocker, isFinalStep } from './selectors';

/**
 * One action of a prompt. `offered`: the assembled card shows its button. `enabled`: its event
 * changes the state now (the machine refuses it otherwise).
 */
export interface AskActionState {
  offered: boolean;
  enabled: boolean;
}

/**
 * What the user can do with a prompt now, one entry per action and its event: `next` (Next /
 * Submit / Accept, the event `next`), `submitAll`, `back` (`goTo` the question before), `skip`,
 * `declineAll`, `dismiss`, `followUp`. The card maps it to buttons; a custom view may too.
 */
export interface AskAvailableActions {
  next: AskActionState & {
    /** What the primary button reads: Accept (a confirmation), Submit (it resolves), or Next. */
    label: 'accept' | 'submit' | 'next';
    /** Why it cannot act now, or null. */
    blocker: AskAdvanceBlocker | null;
  };
  /** Submit every question at once; no assembled card shows it on its own. */
  submitAll: AskActionState;
  /** The question before; no assembled card shows it (the indicators revisit). */
  back: AskActionState;
  /** `cancels`: where the dialect's Skip cancels the whole prompt (it reads "Skip all"). */
  skip: AskActionState & { cancels: boolean };
  /** `label`: a confirmation (no questions) reads Decline, a form Decline all. */
  declineAll: AskActionState & { label: 'decline' | 'declineAll' };
  dismiss: AskActionState;
  followUp: AskActionState;
}

/**
 * The actions of a prompt in its state, under its dialect's policy (from `registry`, as every
 * selector reads it): which the card offers and which the machine takes now. Pure; `enabled` is
 * exactly "the event changes the state" (a property test holds it to `askTransition`). The public
 * form, bound to the default registry, is in `dialects/machine.ts`.
 */
export function getAvailableActions(state: AskState, registry: AskPolicies): AskAvailableActions {
  const policy = registry.policy(state.request.dialect);
  const pending = state.status === 'pending';
  const bare = state.request.questions.length === 0;
  const stacked = state.layout === 'stacked';
  const declinable = canDecline(state);
  const final = isFinalStep(state);
  const advance = canAdvance(state, registry);
  const question = state.request.questions[state.cursor];
  const entry = state.entries[state.cursor];
  // Next would only record a skip, exactly what Skip does (not where Skip cancels the prompt):
  // Skip alone stands until there is an answer to go on with.
  const nextSkips =
    !bare &&
    !stacked &&
    pending &&
    !policy.skipCancels &&
    advance &&
    !(entry && selectionHasAnswer(entry));
  const skipEnabled =
    pending &&
    !bare &&
    (policy.skipCancels ? declinable : question !== undefined && !isRequired(question, policy));
  return {
    next: {
      offered: !nextSkips && !state.request.unanswerable,
      enabled: advance,
      label: bare ? 'accept' : final ? 'submit' : 'next',
      blocker: getAdvanceBlocker(state, undefined, registry),
    },
    submitAll: { offered: false, enabled: canSubmitAll(state, registry) },
    back: { offered: false, enabled: pending && state.cursor > 0 },
    skip: {
      // Skip that ends the prompt is a refusal: not offered where the request allows none.
      offered: !bare && (policy.skipCancels ? declinable : !stacked),
      enabled: skipEnabled,
      cancels: policy.skipCancels,
    },
    declineAll: {
      offered: !policy.skipCancels && declinable,
      enabled: pending && declinable,
      label: bare ? 'decline' : 'declineAll',
    },
    dismiss: { offered: policy.dismissible && declinable, enabled: pending && declinable },
    followUp: {
      offered: state.request.followUp === true && pending && (stacked || final),
      // It submits like `next`, so only where `next` would resolve the prompt.
      enabled: state.request.followUp === true && advance && final,
    },
  };
}
