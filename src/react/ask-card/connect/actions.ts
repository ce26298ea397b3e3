/** The buttons and the hint beside the primary one. */
import { selectionHasAnswer } from '../../../core/machine/rules';
import { describeBlockers } from '../blocker-text';
import { ids } from '../dom';
import type {
  AskButtonProps,
  AskCardAction,
  AskCardModel,
  AskCardPropGetters,
  AskElementProps,
} from '../types';
import { part, type Connection } from './shared';

/** Why the primary action cannot act now, or null (never while resolved). */
function actionHintText(card: AskCardModel): string | null {
  if (card.isResolved || card.actions.next.enabled) return null;
  return describeBlockers(card);
}

/** No question has an answer chosen or typed. */
const nothingAnswered = (card: AskCardModel) => !card.state.entries.some(selectionHasAnswer);

export function connectActions(
  connection: Connection,
): Pick<AskCardPropGetters, 'getActionProps' | 'getActionHintProps'> {
  const { card, base, disabled, once, described } = connection;
  const { actions: available } = card;
  // Read by every button and the hint: worked out once per state, when first asked.
  let hint: string | null | undefined;
  const hintText = () => (hint === undefined ? (hint = actionHintText(card)) : hint);
  const hintId = () => (hintText() === null ? undefined : ids.actionHint(base));
  // The agent's words about the answers as a whole (`getFormErrorProps`) are about submitting
  // them: the primary action carries them while they show.
  const formErrorId = card.refusals?.form.length ? ids.formError(base) : undefined;
  // aria-disabled, not disabled: the button stays in the tab order, so a screen-reader user
  // reaches it and hears why it cannot act. The machine refuses the event anyway.
  const ariaDisabled = (enabled: boolean) => (!disabled && !enabled ? true : undefined);
  /** A button that cannot act now: aria-disabled, described by the hint while it shows. */
  const unless = (enabled: boolean) => ({
    disabled,
    'aria-disabled': ariaDisabled(enabled),
    'aria-describedby': enabled ? undefined : hintId(),
  });

  const actions: Record<AskCardAction, () => AskButtonProps> = {
    followUp: () => ({
      ...part('follow-up'),
      ...unless(available.followUp.enabled),
      onClick: once(card.followUp),
    }),
    next: () => ({
      ...part(card.isFinalStep ? 'submit' : 'next'),
      ...unless(available.next.enabled),
      'aria-describedby': described(!available.next.enabled && hintId(), formErrorId),
      // Stacked, with nothing answered, Submit would only send skips: not the primary look
      // (the stepper shows Skip alone then).
      'data-empty': card.layout === 'stacked' && nothingAnswered(card) ? '' : undefined,
      onClick: once(card.next),
    }),
    submit: () => ({
      ...part('submit'),
      disabled,
      'aria-disabled': ariaDisabled(available.submitAll.enabled),
      'aria-describedby': formErrorId,
      onClick: once(card.submitAll),
    }),
    // No assembled card shows Back (the indicators revisit): a custom card's stays as it was.
    back: () => ({
      ...part('back'),
      disabled: disabled || !available.back.enabled,
      onClick: once(() => card.goTo(card.cursor - 1)),
    }),
    skip: () => ({ ...part('skip'), ...unless(available.skip.enabled), onClick: once(card.skip) }),
    decline: () => ({
      ...part('decline-all'),
      disabled,
      'aria-disabled': ariaDisabled(available.declineAll.enabled),
      onClick: card.declineAll,
    }),
    dismiss: () => ({
      ...part('dismiss'),
      disabled,
      'aria-disabled': ariaDisabled(available.dismiss.enabled),
      onClick: card.dismiss,
    }),
  };

  return {
    getActionProps: (action) => ({ type: 'button', ...actions[action]() }),
    getActionHintProps: (): AskElementProps => {
      const hint = hintText();
      return {
        id: ids.actionHint(base),
        ...part('action-hint'),
        'aria-live': 'polite',
        hidden: hint === null,
        children: hint,
      };
    },
  };
}
