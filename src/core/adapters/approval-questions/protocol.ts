/**
 * Structural types of assistant-ui's questionnaire approval, declared from
 * `@assistant-ui/core@0.3.35: dist/types/message.d.ts` (`ToolCallMessagePart.approval` with
 * `display: "questions"`), so `ask-cards/core` imports no framework. `protocol.test-d.ts` checks
 * them against the published types.
 */

/** `ToolApprovalQuestionOption`: a choice, unique by `id` within its question. */
export type ApprovalQuestionOption = {
  readonly id: string;
  readonly label: string;
  readonly description?: string;
};

/** `ToolApprovalQuestion`: a choice, several with `multiple`, or typed text without options. */
export type ApprovalQuestion = {
  readonly id: string;
  readonly prompt: string;
  readonly header?: string;
  readonly options?: readonly ApprovalQuestionOption[];
  readonly multiple?: boolean;
  readonly allowFreeform?: boolean;
};

/** `ToolApprovalAnswer`: the chosen option ids, a typed answer, or both. */
export type ApprovalQuestionAnswer = {
  readonly optionIds?: readonly string[];
  readonly text?: string;
};

/** The members of `ToolCallMessagePart.approval` a questionnaire reads and records. */
export type ApprovalQuestionsRequest = {
  readonly id: string;
  readonly prompt?: string;
  readonly display?: 'decision' | 'select' | 'text' | 'questions';
  readonly dismissible?: boolean;
  readonly approved?: boolean;
  readonly reason?: string;
  readonly questions?: readonly ApprovalQuestion[];
  readonly answers?: Readonly<Record<string, ApprovalQuestionAnswer>>;
  readonly resolution?: 'cancelled' | 'expired';
};

/**
 * What `respondToApproval` takes for a questionnaire (two members of `ToolApprovalResponse`):
 * every question's answer keyed by question id, or the dismissal.
 */
export type ApprovalQuestionsResponse =
  | { readonly answers: Readonly<Record<string, ApprovalQuestionAnswer>> }
  | { readonly approved: false };
