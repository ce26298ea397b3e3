/**
 * The card's parts, hooks and types that `ask-cards` and `ask-cards/card` export alike: everything
 * but `AskCard`, `AskCardRoot` and `useAskCard`, whose dialects differ between the two entries.
 */
export {
  type AskCardRootProps,
  type AskCardOwnedProps,
  type AskCardControlledProps,
} from './AskCardRoot';
export {
  AskCardHeader,
  AskCardCountdown,
  AskCardIndicators,
  AskCardQuestion,
  AskCardActions,
  AskCardOutcome,
  AskCardIntro,
  AskCardUnanswerable,
  type AskCardQuestionProps,
  type AskCardHeaderProps,
} from './AskCardParts';
export { AskCardOptions, type AskCardOptionsProps } from './AskCardOptions';
export { AskCardPreview, type AskCardPreviewProps } from './AskCardPreview';
export { splitAskCardProps, USE_ASK_CARD_OPTION_KEYS } from './use-ask-card';
export type {
  AskCardApi,
  AskCardModel,
  AskCardRefusals,
  UseAskCardOptions,
  AskCardBehaviorOptions,
  AskCardViewOptions,
  AskCardLayout,
  AskCardPropGetters,
  AskCardAction,
  AskCardRootPropsOptions,
  AskOptionValue,
  AskElementProps,
  AskRootProps,
  AskButtonProps,
  AskOtherInputProps,
  AskHeadingLevel,
} from './types';
export { useAskCountdown } from './use-ask-countdown';
