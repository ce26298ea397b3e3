/**
 * ask-cards/copilotkit: ask cards as CopilotKit human-in-the-loop tools
 * (`@copilotkit/react-core` 1.74, `useHumanInTheLoop` from `@copilotkit/react-core/v2`).
 */
export {
  askHumanInTheLoop,
  AskHumanInTheLoopCard,
  resolvePendingHumanInTheLoop,
  type AskHumanInTheLoopCardProps,
  type AskHumanInTheLoopOptions,
  type AskHumanInTheLoopRenderProps,
  type AskHumanInTheLoopTool,
  type ResolvePendingHumanInTheLoopOptions,
} from './AskHumanInTheLoop';
export {
  createAskToolStore,
  type AskCallScope,
  type AskToolStore,
  type AskToolStoreOptions,
} from '../tool-calls/store';
export { AskToolStoreProvider, type AskToolStoreProviderProps } from '../react/tool-store';
