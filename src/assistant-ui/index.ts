/**
 * ask-cards/assistant-ui: ask cards as assistant-ui tool UIs (`@assistant-ui/react` 0.15): a
 * `human` toolkit entry, and the render for a tool defined elsewhere.
 */
export {
  askHumanTool,
  AskToolUI,
  type AskHumanToolOptions,
  type AskToolCallProps,
  type AskToolUIProps,
} from './AskToolUI';
