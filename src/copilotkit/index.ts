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
export type { AskCallScope } from '../ai-sdk/ask-tool';
