/** The `assistant-ui-questions` dialect: assistant-ui's `display: "questions"` approval. */
import { defineAskAdapter } from '../types';
import { readApprovalQuestionsPersisted } from './persisted';
import type { ApprovalQuestionsResponse } from './protocol';
import { approvalQuestionsRuntime } from './runtime';
import { approvalQuestionsPolicy } from './policy';
import {
  ApprovalQuestionsSchema,
  AUQ_HEADER_MAX_CHARS,
  AUQ_ID_MAX_CHARS,
  AUQ_LABEL_MAX_CHARS,
  AUQ_MESSAGE_MAX_CHARS,
  AUQ_PROMPT_MAX_CHARS,
  safeParseApprovalQuestions,
} from './schema';

/**
 * `result` is what `respondToApproval` takes (`{ answers }` or `{ approved: false }`; null when
 * nothing is to be sent); `content` a readable text. No `definition`: the host defines the
 * questionnaire, not a model.
 */
export const approvalQuestionsAdapter = defineAskAdapter<ApprovalQuestionsResponse | null>({
  ...approvalQuestionsRuntime,
  policy: approvalQuestionsPolicy,
  limits: {
    minQuestions: 1,
    minOptions: 0,
    headerMaxChars: AUQ_HEADER_MAX_CHARS,
    idMaxChars: AUQ_ID_MAX_CHARS,
    questionMaxChars: AUQ_PROMPT_MAX_CHARS,
    labelMaxChars: AUQ_LABEL_MAX_CHARS,
    messageMaxChars: AUQ_MESSAGE_MAX_CHARS,
  },
  inputSchema: ApprovalQuestionsSchema,
  safeParse: safeParseApprovalQuestions,
  fromPersisted: readApprovalQuestionsPersisted,
});

export {
  ApprovalQuestionsSchema,
  ASSISTANT_UI_QUESTIONS_DIALECT,
  parseApprovalQuestions,
  safeParseApprovalQuestions,
} from './schema';
export { approvalQuestionsPolicy } from './policy';
export { formatApprovalQuestionsContent, toApprovalQuestionsResponse } from './result';
export type * from './protocol';
export {
  readApprovalQuestionsOutcome,
  readApprovalQuestionsPersisted,
  type ApprovalQuestionsOutcome,
} from './persisted';
