/**
 * ask-cards/core: validation, the state machine and the serializers, with no React and no DOM.
 * Safe to import from an agent server.
 */
export type * from './types';
// schema/, machine/ and serialize/ with the functions that read a dialect bound to the default
// registry (the engine folders take a registry as input and import no dialect).
export * from './dialects';
export * from './adapters';
export * from './adapters/request-user-input';
export {
  toOpenClawGatewayAnswers,
  type OpenClawGatewayAnswers,
  type OpenClawQuestionResolveParams,
  type AskUserContentMessages,
} from './adapters/ask-user';
export * from './adapters/ask-user-question';
export * from './adapters/elicitation';
export * from './adapters/acp-elicitation';
export * from './adapters/approval-questions';
export * from './adapters/gemini-ask-user';
export * from './adapters/json-schema-form';
export * from './adapters/agui-interrupt';
// The tool calls of a chat, for the chat-framework bindings and a host's own (no framework).
export * from '../tool-calls';
// The message catalogs ship with the views (`ask-cards`) and `ask-cards/channels`; a server that
// only validates and serializes does not pay for them. Their types are free.
export type { AskCardMessages, AskMessages, AskCount, AskLocale } from './messages';
// The field checks a dialect brings beyond plain text (its entry's `fields`): a registry checks
// what its dialects name, so a card of choices alone bundles none of them.
export type {
  AskFieldRules,
  AskJsonBlocker,
  AskJsonProblem,
  AskNumberBlocker,
  AskTextFormat,
} from './registry/fields';
export { askNumberRules } from './machine/number-check';
export { askFormatRules } from './machine/formats';
export { askJsonRules } from './machine/json-check';
export { askFieldRules } from './machine/all-field-rules';
