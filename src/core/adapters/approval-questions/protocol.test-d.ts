/**
 * Compile-time proof, checked by `tsc --noEmit`: the structural types of `protocol.ts` are
 * assistant-ui's own (`@assistant-ui/core@0.3.35: dist/types/message.d.ts`), and what
 * `toApprovalQuestionsResponse` builds is a `ToolApprovalResponse` that `respondToApproval`
 * takes.
 */
import type {
  ToolApprovalAnswer,
  ToolApprovalQuestion,
  ToolApprovalQuestionOption,
  ToolApprovalResponse,
  ToolCallMessagePart,
} from '@assistant-ui/core';
import type {
  ApprovalQuestion,
  ApprovalQuestionAnswer,
  ApprovalQuestionOption,
  ApprovalQuestionsRequest,
} from './protocol';
import type { toApprovalQuestionsResponse } from './result';

type Response = NonNullable<ReturnType<typeof toApprovalQuestionsResponse>>;
type Approval = NonNullable<ToolCallMessagePart['approval']>;
type Assignable<A, B> = [A] extends [B] ? true : false;

export const proofs: [
  // The response, both members: what `respondToApproval` is declared to take.
  Assignable<Response, ToolApprovalResponse>,
  Assignable<Extract<Response, { answers: unknown }>, ToolApprovalResponse>,
  Assignable<{ readonly approved: false }, ToolApprovalResponse>,
  // The declared shapes read the published ones, both ways.
  Assignable<ToolApprovalQuestionOption, ApprovalQuestionOption>,
  Assignable<ApprovalQuestionOption, ToolApprovalQuestionOption>,
  Assignable<ToolApprovalQuestion, ApprovalQuestion>,
  Assignable<ApprovalQuestion, ToolApprovalQuestion>,
  Assignable<ToolApprovalAnswer, ApprovalQuestionAnswer>,
  Assignable<ApprovalQuestionAnswer, ToolApprovalAnswer>,
  // A part's approval is what the parser and the binding read.
  Assignable<Approval, ApprovalQuestionsRequest>,
] = [true, true, true, true, true, true, true, true, true, true];

export const refusals: [
  // Answers keyed by id carry ids, never a label object or a bare string.
  Assignable<{ answers: Record<string, string> }, ToolApprovalResponse>,
  Assignable<{ answers: Record<string, { optionIds: number[] }> }, ToolApprovalResponse>,
  Assignable<{ optionIds: string }, ApprovalQuestionAnswer>,
] = [false, false, false];
