/**
 * The built-in dialects' adapters, one folder each (listed once, in `../dialects/built-in.ts`),
 * and the default registry's lookups: `getAskAdapter`, `registerAskAdapter`, … A host adds a
 * dialect with `registerAskAdapter`, or keeps it to itself in `createAskRegistry([adapter])`.
 */
export { askUserAdapter } from './ask-user';
export { askToolAdapter } from './asktool';
export { requestUserInputAdapter } from './request-user-input';
export { askUserQuestionAdapter } from './ask-user-question';
export { elicitationAdapter } from './elicitation';
export { approvalQuestionsAdapter } from './approval-questions';
export {
  findAskAdapter,
  getAskAdapter,
  getAskPolicy,
  listAskDialects,
  registerAskAdapter,
} from '../dialects/default';
export {
  defineAskAdapter,
  type AskAdapter,
  type AskDialectRuntime,
  type AskResultOutcome,
} from './types';
export {
  createAskRegistry,
  type AskRegistry,
  type AskDialectEntry,
  type AskDialectLike,
  type AskPersistedReader,
} from '../registry';
