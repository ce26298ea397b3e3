import { isRequired, type AskAdvanceBlocker } from '../../core/machine/rules';
import { getAdvanceBlocker } from '../../core/machine/selectors';
import type { AskAvailableActions } from '../../core/machine/actions';
import { cardPolicies } from './dialects';
import type { AskCardModel } from './types';

// `policy`: the card's dialect's, for the blockers it decides.
type BlockerCard = Pick<
  AskCardModel,
  'state' | 'request' | 'policy' | 'fields' | 'layout' | 'messages'
>;

/**
 * Whether each question of a stacked form says what blocks it beside its own field: where
 * several questions show at once, the footer only counts them.
 */
export function blockersBesideFields(card: Pick<AskCardModel, 'state' | 'layout'>): boolean {
  return card.layout === 'stacked' && card.state.request.questions.length > 1;
}

/**
 * What blocks question `q` that its field shows (`getFieldErrorProps`): a rule its answer breaks.
 * A required question left empty shows nothing beside it: its mark and the footer's count say
 * it. Null where the footer names the blocker itself (the stepper, a single question).
 */
export function fieldBlocker(card: BlockerCard, q: number): AskAdvanceBlocker | null {
  if (!blockersBesideFields(card)) return null;
  const blocker = getAdvanceBlocker(card.state, q, cardPolicies(card));
  return blocker && blocker.code !== 'required' ? blocker : null;
}

/** What the agent said of question `q`'s answer (`fieldErrors`), until the user changes it. */
export function agentError(
  card: Pick<AskCardModel, 'state' | 'refusals'>,
  q: number,
): string | null {
  const id = card.state.request.questions[q]?.id;
  return (id !== undefined && card.refusals?.fields[id]) || null;
}

/** Whether question `q` shows an error beside its field: the agent's, or a rule it breaks. */
export function errorBesideField(card: BlockerCard & Pick<AskCardModel, 'refusals'>, q: number) {
  return agentError(card, q) !== null || fieldBlocker(card, q) !== null;
}

/**
 * Why the primary action cannot act, in words: the one blocker of the question on screen (the
 * card's `actions.next.blocker`), or, where several questions show at once (stacked), one
 * sentence that counts the required questions still empty and the answers to fix, each of which
 * says why beside its field.
 *
 * @example describeBlockers(card) // "Answer this question to continue."
 */
export function describeBlockers(
  card: BlockerCard & { actions: { next: Pick<AskAvailableActions['next'], 'blocker'> } },
): string | null {
  const { state, messages } = card;
  const { blocker } = card.actions.next;
  if (!blocker) return null;
  if (!blockersBesideFields(card)) return messages.blocker(blocker);
  let required = 0;
  let invalid = 0;
  const policies = cardPolicies(card);
  for (let i = 0; i < state.request.questions.length; i++) {
    const blocker = getAdvanceBlocker(state, i, policies);
    if (blocker?.code === 'required') required++;
    else if (blocker) invalid++;
  }
  return messages.formBlockers({ required, invalid });
}

/**
 * Which questions show a required mark: those that need an answer, where another question of the
 * request does not. Where every question is required, a mark on each tells nothing.
 *
 * @example const marked = requiredMarks(card); marked(0) // true: question 1 must be answered
 */
export function requiredMarks(
  card: Pick<AskCardModel, 'request' | 'policy'>,
): (q: number) => boolean {
  const { questions } = card.request;
  const required = questions.map((question) => isRequired(question, card.policy));
  const mixed = required.includes(false);
  return (q) => mixed && required[q] === true;
}
