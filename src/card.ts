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
export * from './react/ask-card/parts';
// The card's strings: its own English is built in; another language is a catalog you import.
export { AskMessagesProvider, type AskMessagesProviderProps } from './react/i18n/context';
export { enCard } from './core/messages/en-card';
export { zhCNCard } from './core/messages/zh-CN-card';
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
// The field checks a host's own dialect brings (its entry's `fields`); the built-in entries
// bring their own.
export type {
  AskFieldRules,
  AskJsonBlocker,
  AskJsonProblem,
  AskNumberBlocker,
  AskTextFormat,
} from './core/registry/fields';
export { askNumberRules } from './core/machine/number-check';
export { askFormatRules } from './core/machine/formats';
export { askJsonRules } from './core/machine/json-check';
export { askFieldRules } from './core/machine/all-field-rules';
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
export type { AskCardMessages, AskCount, AskMessages } from './core/messages/types';
export type { AskToolDetails } from './core/serialize/details';
export type { AskUserResult } from './core/adapters/ask-user/result';
