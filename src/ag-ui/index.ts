/**
 * ask-cards/ag-ui: the interrupts an AG-UI 1.0 agent pauses on (`@ag-ui/client` 1.0,
 * `agent.pendingInterrupts`), answered by ask cards and resumed together with one `resume[]`.
 */
export {
  AskAgUiInterruptCard,
  AskAgUiInterrupts,
  useAskAgUiInterrupts,
  type AskAgUiApprovalContext,
  type AskAgUiInterruptCardProps,
  type AskAgUiInterruptsApi,
  type AskAgUiInterruptsProps,
  type AskAgUiRenderApproval,
  type UseAskAgUiInterruptsOptions,
} from './AskAgUiInterrupts';
export {
  isAgUiInterruptExpired,
  type AskAgUiInterruptsPhase,
  type AskAgUiInterruptsSnapshot,
  type AskAgUiReopen,
  type AskAgUiSession,
  type AskAgUiSessionOptions,
} from './session';
export type {
  AskAgUiAgent,
  AskAgUiAgentSubscriber,
  AskAgUiInterrupt,
  AskAgUiResponse,
  AskAgUiResumeEntry,
} from './types';
export { agUiAnatomy } from './anatomy';
export {
  createAskToolStore,
  type AskToolStore,
  type AskToolStoreOptions,
} from '../tool-calls/store';
export { AskToolStoreProvider, type AskToolStoreProviderProps } from '../react/tool-store';
