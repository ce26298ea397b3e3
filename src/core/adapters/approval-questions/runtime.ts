/** What a running assistant-ui questionnaire card needs: its policy and its results. */
import type { AskDialectRuntime } from '../types';
import { ASSISTANT_UI_QUESTIONS_DIALECT, approvalQuestionsPolicy } from './policy';
import type { ApprovalQuestionsResponse } from './protocol';
import { formatApprovalQuestionsContent, toApprovalQuestionsResponse } from './result';

export const approvalQuestionsRuntime: AskDialectRuntime<ApprovalQuestionsResponse | null> = {
  dialect: ASSISTANT_UI_QUESTIONS_DIALECT,
  policy: approvalQuestionsPolicy,
  toResult: toApprovalQuestionsResponse,
  formatContent: formatApprovalQuestionsContent,
  modelOutput: 'result',
};

export { ASSISTANT_UI_QUESTIONS_DIALECT };
