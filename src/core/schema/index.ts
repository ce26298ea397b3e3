export { AskInputError, type AskInputIssue, type AskInputPath } from './errors';
export { AskToolInput, askToolInputSchema, parseAskToolInput, safeParseAskToolInput } from './asktool';
export { AskUserInput, askUserInputSchema, parseAskUserInput, safeParseAskUserInput } from './ask-user';
export { askToolDefinition, askUserToolDefinition, type AskModelToolDefinition } from './definitions';
export type { AskSafeParseResult } from './issues';
export { checkAskRequest, assertAskRequest } from './request';
