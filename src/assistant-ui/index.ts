/**
 * ask-cards/assistant-ui: ask cards as assistant-ui tool UIs (`@assistant-ui/react` 0.15): a
 * `human` toolkit entry, the render for a tool defined elsewhere, and the questionnaire of a
 * `display: "questions"` approval.
 */
export {
  askHumanTool,
  AskToolUI,
  type AskHumanToolOptions,
  type AskToolCallProps,
  type AskToolUIProps,
} from './AskToolUI';
export {
  AskApprovalQuestions,
  type AskApprovalQuestionsProps,
  type AskRespondToApproval,
} from './AskApprovalQuestions';
export {
  createAskToolStore,
  type AskCallScope,
  type AskToolStore,
  type AskToolStoreOptions,
} from '../tool-calls/store';
export { AskToolStoreProvider, type AskToolStoreProviderProps } from '../react/tool-store';
