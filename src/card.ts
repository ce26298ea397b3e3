'use client';
/**
 * ask-cards/card: `AskCard` with only the dialects you give it. The same card, parts and hook as
 * `ask-cards`, reading its dialects from its `registry` option or the nearest
 * `AskRegistryProvider`, never from the default registry: a host that renders one dialect
 * bundles that dialect alone.
 *
 * @example
 * import { AskCard, AskRegistryProvider, askToolEntry, createAskRegistry } from 'ask-cards/card';
 * const registry = createAskRegistry([askToolEntry]); // once, at module scope
 * <AskRegistryProvider registry={registry}>
 *   <AskCard request={request} onResolve={send} />
 * </AskRegistryProvider>
 */
export { AskCard, AskCardRoot, useAskCard } from './react/ask-card/lean';
export type { AskCardProps } from './react/ask-card/assembled';
export type {
  AskCardRootProps,
  AskCardOwnedProps,
  AskCardControlledProps,
} from './react/ask-card/AskCardRoot';
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
} from './react/ask-card/AskCardParts';
export { AskCardOptions, type AskCardOptionsProps } from './react/ask-card/AskCardOptions';
export { AskCardPreview, type AskCardPreviewProps } from './react/ask-card/AskCardPreview';
export { splitAskCardProps, USE_ASK_CARD_OPTION_KEYS } from './react/ask-card/use-ask-card';
export { useAskCountdown } from './react/ask-card/use-ask-countdown';
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
} from './react/ask-card/types';
export {
  AskRegistryProvider,
  useAskRegistry,
  type AskRegistryProviderProps,
} from './react/registry';
export {
  createAskRegistry,
  type AskRegistry,
  type AskDialectEntry,
  type AskDialectLike,
} from './core/registry';
export type { AskResolution } from './core/dialects/serialize';
// Each built-in dialect as a card needs it (policy and results, no parser): the lightest thing to
// register. The adapters (`ask-cards/core/<dialect>`) work too, with their parsers.
export * from './core/dialects/entries';
// The types the card's props and model name, so a host of this entry alone can spell them.
export { AskInputError } from './core/schema/errors';
export type {
  AskAnswer,
  AskBuiltInDialect,
  AskDialect,
  AskEntry,
  AskEntryStatus,
  AskEvent,
  AskLayout,
  AskOption,
  AskQuestion,
  AskQuestionDefault,
  AskReason,
  AskRequest,
  AskSelection,
  AskSnapshot,
  AskState,
  AskTextInput,
} from './core/types';
export type { AskActionState, AskAvailableActions } from './core/machine/actions';
export type { AskAdvanceBlocker } from './core/machine/rules';
export type { AskInputIssue } from './core/schema/errors';
export type { AskDialectPolicy, AskTimeoutPolicy } from './core/registry/policy';
export type {
  AskDialectRuntime,
  AskPersistedReader,
  AskResultOutcome,
} from './core/registry/types';
export type { AskCount, AskMessages } from './core/messages/types';
export type { AskToolDetails } from './core/serialize/details';
export type { AskUserResult } from './core/adapters/ask-user/result';
