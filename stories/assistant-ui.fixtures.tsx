import type { ApprovalQuestionsRequest } from '../src/core/adapters/approval-questions';
import { deployQuestionnaire } from '../src/core/adapters/approval-questions/fixtures';

/**
 * assistant-ui `approval`s with `display: "questions"`, as a tool-call part carries them. Each
 * story has its own approval id: an approval is answered once per page, and a played story must
 * not answer a pristine one.
 */
export const approvalOf = (
  id: string,
  over: Partial<ApprovalQuestionsRequest> = {},
): ApprovalQuestionsRequest => ({ ...deployQuestionnaire, id, ...over });

const [env, checks, note] = deployQuestionnaire.questions;

/** One single choice. */
export const singleApproval = approvalOf('approval-single', {
  prompt: undefined,
  questions: [env],
});

/** Several choices, and typed text alongside them (`allowFreeform`). */
export const multipleApproval = approvalOf('approval-multiple', {
  prompt: undefined,
  questions: [checks],
});

/** A question without options: typed text is the answer. */
export const freeTextApproval = approvalOf('approval-free-text', {
  prompt: undefined,
  questions: [note],
});

/** The answers assistant-ui records on the part once the runtime accepted them. */
export const recordedAnswers = {
  env: { optionIds: ['prod'] },
  checks: { optionIds: ['unit', 'lint'], text: 'smoke test' },
  note: { text: 'Ship it' },
};
