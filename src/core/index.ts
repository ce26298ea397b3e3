/**
 * ask-cards/core: validation, the state machine and the serializers, with no React and no DOM.
 * Safe to import from an agent server.
 */
export type * from './types';
export * from './schema';
export * from './machine';
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
export * from './adapters/approval-questions';
export * from './serialize';
// The message catalogs ship with the views (`ask-cards`) and `ask-cards/channels`; a server that
// only validates and serializes does not pay for them. Their types are free.
export type { AskMessages, AskCount, AskLocale } from './messages';
