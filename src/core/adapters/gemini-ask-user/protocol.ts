/**
 * Gemini CLI's `ask_user` as `@google/gemini-cli-core` 0.61.0 publishes it
 * (`confirmation-bus/types.d.ts`, `tools/ask-user.d.ts`, `tools/tools.d.ts`), restated so hosts
 * need not install the CLI's core for its types: `test/node/gemini-types.test-d.ts` proves both
 * ways that these are the published shapes. The input, `GeminiAskUserInput`, is the schema's
 * type (schema.ts).
 */

/** A question's kind; the published enum `QuestionType` has these values. */
export type GeminiQuestionType = 'choice' | 'text' | 'yesno';

/** `QuestionOption`: both fields required. */
export interface GeminiQuestionOption {
  label: string;
  description: string;
}

/** `Question`. */
export interface GeminiQuestion {
  question: string;
  header: string;
  /** Required: the schema's `default: 'choice'` is never applied. */
  type: GeminiQuestionType;
  /** Required for `choice` (2-4); ignored for `text` and `yesno`. */
  options?: GeminiQuestionOption[];
  /** Only for `choice`. */
  multiSelect?: boolean;
  /** `text`: the field's placeholder; `choice` and `yesno`: the "Other" field's. */
  placeholder?: string;
  /** Not offered to the model; ask-cards accepts and ignores it. */
  unconstrainedHeight?: boolean;
}

/** `ToolAskUserConfirmationPayload`: answers keyed by the question's index as a string. */
export interface GeminiAskUserConfirmationPayload {
  answers: { [questionIndex: string]: string };
}

/**
 * What the host hands the tool's `onConfirm(outcome, payload)`: `proceed_once` with the answers
 * (`ToolConfirmationOutcome.ProceedOnce`), or `cancel` (`ToolConfirmationOutcome.Cancel`).
 */
export type GeminiAskUserResult =
  { outcome: 'proceed_once'; payload: GeminiAskUserConfirmationPayload } | { outcome: 'cancel' };
