/**
 * The public core above the dialects: every name of `schema/`, `machine/` and `serialize/`, with
 * the functions that read a dialect bound to the default registry (their registry argument last
 * and optional), and the seed dialects' names those folders exported before the seeds moved into
 * `adapters/`. Nothing below this folder imports it.
 */
export * from '../schema';
export * from '../machine';
export * from '../serialize';
// Explicit re-exports win over the stars above: the bound forms replace the engine's.
export { checkAskRequest, assertAskRequest, toToolDefinition } from './schema';
export {
  askTransition,
  createAskState,
  getAnswers,
  canAdvance,
  canAdvanceByKey,
  canSubmitAll,
  getAdvanceBlocker,
  getDeadline,
  getAvailableActions,
  askPickEvents,
  recordPicks,
  reopenAsk,
} from './machine';
export {
  toAskResolution,
  resolveAsk,
  summarizeAsk,
  parseAskSummary,
  type AskResolution,
  type AskRun,
} from './serialize';
export { askToolDefinition } from '../adapters/asktool/definition';
export { askUserToolDefinition } from '../adapters/ask-user/definition';
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
  formatAskToolContent,
  ASKTOOL_ANSWER_SEPARATOR,
  ASKTOOL_LABEL_SEPARATOR,
  ASKTOOL_QUESTION_SEPARATOR,
} from '../adapters/asktool/result';
export {
  toAskUserResult,
  formatAskUserContent,
  type AskUserResult,
} from '../adapters/ask-user/result';
