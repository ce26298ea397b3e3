export { AskCard, type AskCardProps } from './AskCard';
export {
  AskCardRoot,
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
export {
  useAskCard,
  splitAskCardProps,
  USE_ASK_CARD_OPTION_KEYS,
  type AskCardApi,
  type AskCardModel,
  type UseAskCardOptions,
  type AskCardBehaviorOptions,
  type AskCardViewOptions,
  type AskCardLayout,
} from './use-ask-card';
export type {
  AskCardPropGetters,
  AskCardAction,
  AskCardRootPropsOptions,
  AskOptionValue,
  AskElementProps,
  AskRootProps,
  AskButtonProps,
  AskOtherInputProps,
} from './connect';
export { useAskCountdown } from './use-ask-countdown';
export type { AskHeadingLevel } from './context';
