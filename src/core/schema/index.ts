export { AskInputError, type AskInputIssue, type AskInputPath } from './errors';
export {
  AskToolInput,
  askToolInputSchema,
  parseAskToolInput,
  safeParseAskToolInput,
} from '../adapters/asktool/schema';
export {
  AskUserInput,
  askUserInputSchema,
  parseAskUserInput,
  safeParseAskUserInput,
} from '../adapters/ask-user/schema';
export {
  askToolDefinition,
  askUserToolDefinition,
  type AskModelToolDefinition,
} from './definitions';
export type { AskSafeParseResult } from './issues';
export { checkAskRequest, assertAskRequest } from './request';
export { toToolDefinition, type AskToolProvider, type AskToolDefinitionOptions } from './providers';
