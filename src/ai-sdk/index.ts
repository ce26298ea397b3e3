/**
 * ask-cards/ai-sdk: ask cards as the UI of client-side tools in a Vercel AI SDK `useChat` app
 * (`ai@6` / `@ai-sdk/react@3`, and the next majors through structural types).
 */
export { AskToolPart, type AskToolPartProps } from './AskToolPart';
export { askToolNameOf, type AskYieldReason } from '../tool-calls/call';
export {
  createAskToolStore,
  type AskCallScope,
  type AskToolStore,
  type AskToolStoreOptions,
} from '../tool-calls/store';
export { AskToolStoreProvider, type AskToolStoreProviderProps } from '../react/tool-store';
export {
  askSendAutomaticallyWhen,
  isAskToolPart,
  resolvePendingAsks,
  type ResolvePendingAsksOptions,
} from './pending';
export type { AskAddToolOutput, AskChatMessage, AskToolOutput, AskToolUIPart } from './types';
