/** The results of assistant-ui questionnaire (no parser; its policy is in `../policies.ts`). */
import type { AskDialectRuntime } from '../types';
import { ASSISTANT_UI_QUESTIONS_DIALECT } from './policy';
import type { ApprovalQuestionsResponse } from './protocol';
import { formatApprovalQuestionsContent, toApprovalQuestionsResponse } from './result';

export const approvalQuestionsRuntime: AskDialectRuntime<ApprovalQuestionsResponse | null> = {
  dialect: ASSISTANT_UI_QUESTIONS_DIALECT,
  toResult: toApprovalQuestionsResponse,
  formatContent: formatApprovalQuestionsContent,
  modelOutput: 'result',
};
