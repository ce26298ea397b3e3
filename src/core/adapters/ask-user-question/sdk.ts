/**
 * Structural types of the Claude Agent SDK's `AskUserQuestion` tool, declared from
 * `@anthropic-ai/claude-agent-sdk@0.3.332` (`sdk-tools.d.ts`, `sdk.d.ts`) exactly as published,
 * unchanged in 0.3.333 but for the doc comment of `unanswered` (PROTOCOLS-DRIFT §2.1),
 * tuple shapes included, so ask-cards has no dependency on the SDK (which pulls a native CLI).
 * `sdk.test-d.ts` proves that what `toAskUserQuestionResult` builds is assignable to them.
 */

/** One option of an `AskUserQuestion` question (`sdk-tools.d.ts`). */
export interface AskUserQuestionOption {
  /** The display text for this option that the user will see and select. */
  label: string;
  /** Explanation of what this option means or what will happen if chosen. */
  description: string;
  /** Optional preview content rendered when this option is focused. */
  preview?: string;
}

type Options2to4 =
  | [AskUserQuestionOption, AskUserQuestionOption]
  | [AskUserQuestionOption, AskUserQuestionOption, AskUserQuestionOption]
  | [AskUserQuestionOption, AskUserQuestionOption, AskUserQuestionOption, AskUserQuestionOption];

/** One question of an `AskUserQuestion` input (`sdk-tools.d.ts`). */
export interface AskUserQuestionQuestion {
  /** The complete question to ask the user. */
  question: string;
  /** Very short label displayed as a chip/tag (max 12 chars). */
  header: string;
  /** The available choices for this question. Must have 2-4 options. */
  options: Options2to4;
  /** Set to true to allow the user to select multiple options instead of just one. */
  multiSelect: boolean;
}

/** Per-question annotations, keyed by question text (`sdk-tools.d.ts`, input side). */
export interface AskUserQuestionAnnotation {
  /** The preview content of the selected option, if the question used previews. */
  preview?: string;
  /** Free-text notes the user added to their selection. */
  notes?: string;
}

/**
 * `AskUserQuestionInput` of `sdk-tools.d.ts`: what `canUseTool('AskUserQuestion', input)`
 * receives, and what the host returns as `updatedInput` with `answers` filled in.
 */
export interface AskUserQuestionInput {
  /** Questions to ask the user (1-4 questions). */
  questions:
    | [AskUserQuestionQuestion]
    | [AskUserQuestionQuestion, AskUserQuestionQuestion]
    | [AskUserQuestionQuestion, AskUserQuestionQuestion, AskUserQuestionQuestion]
    | [
        AskUserQuestionQuestion,
        AskUserQuestionQuestion,
        AskUserQuestionQuestion,
        AskUserQuestionQuestion,
      ];
  /** User answers collected by the permission component. */
  answers?: { [k: string]: string };
  /** Optional per-question annotations from the user. Keyed by question text. */
  annotations?: { [k: string]: AskUserQuestionAnnotation };
  /** Optional metadata for tracking and analytics purposes. Not displayed to user. */
  metadata?: { source?: string };
}

/**
 * How a question went unanswered (`AskUserQuestionOutput.annotations[q].unanswered` in
 * `sdk-tools.d.ts`). A host may send it in `updatedInput` only where the CLI advertises
 * `ask_user_question_unanswered_v1` (`sdk.d.ts`); `AskUserQuestionInput` does not declare it.
 * Since 0.3.333 the model reads `'skipped'`, or the answer text `"[No preference]"` (no
 * capability needed), as a skip; it does not see the other values.
 */
export type AskUserQuestionUnanswered = 'skipped' | 'replied_in_chat' | 'dismissed';

/** The `allow` member of `PermissionResult` (`sdk.d.ts`), the fields a host answer uses. */
export interface AskPermissionAllow<Input = Record<string, unknown>> {
  behavior: 'allow';
  updatedInput?: Input;
}

/** The `deny` member of `PermissionResult` (`sdk.d.ts`), the fields a host answer uses. */
export interface AskPermissionDeny {
  behavior: 'deny';
  message: string;
  interrupt?: boolean;
}

/** `PermissionResult` of `sdk.d.ts`, reduced to the fields a host answer uses. */
export type AskPermissionResult = AskPermissionAllow | AskPermissionDeny;

/** `toolConfig.askUserQuestion.previewFormat` of `sdk.d.ts`. @default 'markdown' */
export type AskUserQuestionPreviewFormat = 'markdown' | 'html';

/**
 * Extended questions: what a host receives when it sets `CLAUDE_CODE_QUESTION_EXTENDED` (CLI
 * 2.1.333, read in its embedded schema: PROTOCOLS-DRIFT §2.2). Not in the published
 * `sdk-tools.d.ts`. `kind` absent is `"choice"`; the CLI adds `kind: "choice"` to every question
 * it shows a host.
 */
export type AskUserQuestionKind = 'choice' | 'text' | 'number';

interface AskUserQuestionExtendedBase {
  /** The complete question to ask the user. */
  question: string;
  /** Very short label displayed as a chip/tag (max 12 chars). */
  header: string;
  /** Shown under the question. */
  description?: string;
  /** Shown in an empty text or number field. */
  placeholder?: string;
  multiSelect?: boolean;
}

/** A choice question: 2-4 options, as `AskUserQuestionQuestion`. */
export interface AskUserQuestionChoiceQuestion extends AskUserQuestionExtendedBase {
  kind?: 'choice';
  options: Options2to4;
}

/** "a free-text box, no options". */
export interface AskUserQuestionTextQuestion extends AskUserQuestionExtendedBase {
  kind: 'text';
  /** @default [] */
  options?: [];
}

/** "a slider/stepper between min and max". */
export interface AskUserQuestionNumberQuestion extends AskUserQuestionExtendedBase {
  kind: 'number';
  /** @default [] */
  options?: [];
  min: number;
  max: number;
  step?: number;
  defaultValue?: number;
  unit?: string;
}

export type AskUserQuestionExtendedQuestion =
  AskUserQuestionChoiceQuestion | AskUserQuestionTextQuestion | AskUserQuestionNumberQuestion;

type Q = AskUserQuestionExtendedQuestion;

/** The extended `AskUserQuestionInput`. */
export interface AskUserQuestionExtendedInput extends Omit<AskUserQuestionInput, 'questions'> {
  /** "Optional single-line heading shown above the questions". */
  title?: string;
  questions: [Q] | [Q, Q] | [Q, Q, Q] | [Q, Q, Q, Q];
}

/** The extended output adds `followUp` to what a host sends back in `updatedInput`. */
export interface AskUserQuestionExtendedOutput extends AskUserQuestionExtendedInput {
  /** "Set when the user asked for another round of questions". */
  followUp?: boolean;
}
