/** What a running assistant-ui questionnaire card needs: its policy and its results. */
import type { AskDialectRuntime } from '../types';
import { approvalQuestionsPolicy } from './policy';
import type { ApprovalQuestionsResponse } from './protocol';
import { formatApprovalQuestionsContent, toApprovalQuestionsResponse } from './result';

/** The dialect name of assistant-ui's `approval.display === "questions"` questionnaire. */
export const ASSISTANT_UI_QUESTIONS_DIALECT = 'assistant-ui-questions';

export const approvalQuestionsRuntime: AskDialectRuntime<ApprovalQuestionsResponse | null> = {
  dialect: ASSISTANT_UI_QUESTIONS_DIALECT,
  policy: approvalQuestionsPolicy,
  toResult: toApprovalQuestionsResponse,
  formatContent: formatApprovalQuestionsContent,
  modelOutput: 'result',
};
