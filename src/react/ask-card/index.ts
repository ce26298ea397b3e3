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
  type AskCardQuestionProps,
} from './AskCardParts';
export { AskCardOptions, type AskCardOptionsProps } from './AskCardOptions';
export { AskCardPreview, type AskCardPreviewProps } from './AskCardPreview';
export {
  useAskCard,
  type AskCardApi,
  type UseAskCardOptions,
  type AskCardLayout,
} from './use-ask-card';
export { useAskCountdown } from './use-ask-countdown';
export type { AskHeadingLevel } from './context';
