/**
 * The tool calls of a chat, for every chat-framework binding (AI SDK, assistant-ui, CopilotKit)
 * and for a host's own: no framework and no React imported.
 */
export {
  createAskToolStore,
  type AskAnswerOptions,
  type AskCall,
  type AskCallPhase,
  type AskCallScope,
  type AskMountedCall,
  type AskPendingCall,
  type AskToolStore,
  type AskToolStoreDebug,
  type AskToolStoreOptions,
} from './store';
export type { AskAnswered, AskCallOutput, AskYieldReason } from './call';
