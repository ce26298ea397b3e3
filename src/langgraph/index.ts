/**
 * ask-cards/langgraph: LangGraph interrupts (`interrupt()`, `useStream` from
 * `@langchain/langgraph-sdk/react` 2.x) answered by ask cards, resumed with
 * `submit(null, { command: { resume } })`. Structural types: no LangGraph code is imported.
 */
export {
  AskLangGraphInterruptCard,
  AskLangGraphInterrupts,
  useAskLangGraphInterrupts,
  type AskLangGraphEntry,
  type AskLangGraphInterruptCardProps,
  type AskLangGraphInterruptsApi,
  type AskLangGraphInterruptsOptions,
  type AskLangGraphInterruptsProps,
} from './AskLangGraphInterrupts';
export {
  LANGGRAPH_DEFAULT_DIALECTS,
  LANGGRAPH_TEXT_FIELD,
  isLangGraphApproval,
  langGraphFieldErrors,
  langGraphIssues,
  langGraphResume,
  readLangGraphInterrupts,
  routeLangGraphInterrupt,
  type AskLangGraphInterrupt,
  type AskLangGraphIssue,
  type AskLangGraphRoute,
  type AskLangGraphRouteOptions,
  type AskLangGraphStream,
} from './interrupts';
export { langGraphAnatomy } from './anatomy';
export {
  createAskToolStore,
  type AskCallScope,
  type AskToolStore,
  type AskToolStoreOptions,
} from '../tool-calls/store';
export { AskToolStoreProvider, type AskToolStoreProviderProps } from '../react/tool-store';
