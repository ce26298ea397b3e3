export { AskInputError, type AskInputIssue, type AskInputPath } from './errors';
export type { AskModelToolDefinition } from './definitions';
export type { AskSafeParseResult } from './issues';
export { checkAskRequest, assertAskRequest } from './request';
export { toToolDefinition, type AskToolProvider, type AskToolDefinitionOptions } from './providers';
