/**
 * The one model every dialect normalizes into. Plain data: JSON in, JSON out.
 */

/** The dialects built into ask-cards. */
export type AskBuiltInDialect = 'asktool' | 'ask_user';

/**
 * A dialect name: a built-in one, or any registered with `registerAskAdapter`. Each names one
 * `AskAdapter` (`getAskAdapter(dialect)`), which owns everything that differs between dialects.
 */
export type AskDialect = AskBuiltInDialect | (string & {});

export interface AskOption {
  /** Markdown source, trimmed. The answer value the model gets back, unless `value` is set. */
  label: string;
  /** Plain text shown under the label; never parsed as Markdown. */
  description?: string;
  /**
   * What the result carries for this option when it is not the label (MCP's `const`, an option
   * id). Answers keep both: `labels` for people, `values` for the protocol.
   * @default the label
   */
  value?: string;
  /**
   * Shown for the focused or selected option of a single-select question (Claude's `preview`),
   * always as text: Markdown through the safe renderer; `html` is shown as its source, never HTML.
   */
  preview?: AskOptionPreview;
}

/** An option's preview: its source text and how to read it. */
export interface AskOptionPreview {
  format: 'markdown' | 'html';
  content: string;
}

/**
 * Constraints on the free text of a question: what kind of value it holds and its limits. The
 * machine refuses to record free text that breaks them (`getAdvanceBlocker` says why).
 */
export interface AskTextInput {
  /**
   * `number` accepts any finite decimal, `integer` a whole number, `json` a JSON text that
   * satisfies `schema` (the answer is the parsed value). @default 'text'
   */
  kind?: (typeof ASK_INPUT_KINDS)[number];
  /**
   * `json` only: the JSON Schema the parsed text must satisfy, checked by the validator the host
   * registered (`jsonTextFallback`); without one the agent checks it and the card says so.
   */
  schema?: Record<string, unknown> | boolean;
  /** Bounds of a number, inclusive. */
  min?: number;
  max?: number;
  /** Bounds of a text's length in code points, inclusive. */
  minLength?: number;
  maxLength?: number;
  /** A text's format (MCP's string formats). */
  format?: (typeof ASK_TEXT_FORMATS)[number];
  /**
   * A pattern the text must contain a match of (JSON Schema `pattern`: ECMA-262, unanchored),
   * checked by a linear-time matcher where it can run the pattern.
   */
  pattern?: string;
  /**
   * False when the matcher cannot run `pattern` (lookaround, backreferences…): the card says the
   * server checks the format, and lets any text through. @default true
   */
  patternChecked?: boolean;
  /** Masked while typed and in every summary (Codex `isSecret`). @default false */
  secret?: boolean;
  /** Shown in the empty field. @default the catalog's `otherPlaceholder` */
  placeholder?: string;
  /**
   * A number's step: the field is then a `spinbutton` whose Up and Down arrow keys change the
   * number by it, within `min` and `max`. Typed numbers off the step are still accepted.
   */
  step?: number;
  /** A number's unit ("minutes"), shown beside the field and read with it; never in the answer. */
  unit?: string;
}

/**
 * What a question starts with: preselected options (indexes, in option order) and prefilled text.
 */
export interface AskQuestionDefault {
  options?: number[];
  text?: string;
}

export interface AskQuestion {
  /** Answer key: `q1`, `q2`, … in `asktool`; the model's snake_case id in `ask_user`. */
  id: string;
  /** Short chip text (`ask_user` only), at most 12 characters. */
  header?: string;
  /** The prompt, Markdown source. */
  question: string;
  /** Plain text under the question (Claude's extended `description`). */
  description?: string;
  /**
   * The choices. Empty for a question answered by free text only (Codex `options: null`, MCP text
   * fields).
   */
  options: AskOption[];
  /** When true, more than one option may be chosen. @default false */
  multiSelect: boolean;
  /** The free-text choice ("Enter another answer") is offered. @default true */
  allowOther?: boolean;
  /**
   * The question cannot be recorded without an answer (no skip, no empty Next).
   * @default the dialect policy's `nextNeedsAnswer`
   */
  required?: boolean;
  /** Fewest and most choices an answer may hold, the free text counting as one. */
  minSelections?: number;
  maxSelections?: number;
  /** Constraints on the free text. @default any text */
  input?: AskTextInput;
  /** Preselected options and prefilled text. @default nothing chosen */
  default?: AskQuestionDefault;
}

export interface AskRequest {
  dialect: AskDialect;
  /** A heading over the whole prompt (Claude's extended `title`). */
  title?: string;
  /** Plain text leading the prompt, before the questions (MCP's `message`). */
  message?: string;
  /** Who asks, in the host's words (the MCP server's name): shown above the message. */
  requester?: string;
  /**
   * Whether the user may end the prompt without answering (Decline all, Skip all, Dismiss).
   * False where the host records no refusal (an assistant-ui questionnaire without `dismissible`):
   * those actions are not offered, and their events change nothing. @default true
   */
  declinable?: boolean;
  /**
   * The card offers a follow-up action ("Ask me more") beside Submit: it submits and asks for
   * another round of questions (Claude's extended `followUp`). @default false
   */
  followUp?: boolean;
  /**
   * Why no answer can be sent (an MCP form no content satisfies, in the server's terms): the card
   * shows these and offers Decline / Cancel only, and the machine never submits. Hosts report
   * them to the server's author.
   */
  unanswerable?: string[];
  /** Empty only for a confirmation (an MCP form with no fields) or an unanswerable request. */
  questions: AskQuestion[];
  /** Seconds before the prompt expires, already clamped into the dialect's `policy.timeout`. */
  timeoutSeconds?: number;
  /**
   * When the prompt expires, in epoch milliseconds: an absolute deadline the sender set (AG-UI's
   * `Interrupt.expiresAt`), whatever the dialect's timeout. Part of the request, so a card
   * restored after a reload keeps it, and one restored past it resolves `expired` at once. Beside
   * `timeoutSeconds`, the earlier of the two wins.
   */
  expiresAt?: number;
  /**
   * The input exactly as the dialect received it, where its result echoes it (Claude's
   * `updatedInput`). Plain JSON; never shown.
   */
  source?: unknown;
}

// The literal lists below are the one source of their types and of every validator that checks
// them (the request and snapshot checks, the details schema): add a member here, once.

/** Every `AskReason`, in a stable order. */
export const ASK_REASONS = [
  'submitted',
  'declined',
  'dismissed',
  'stopped',
  'expired',
  'repliedInChat',
] as const;

/**
 * How a prompt ended. `dismissed`: closed without choosing (MCP `cancel`, Claude `dismissed`).
 * `repliedInChat`: the user wrote in the chat instead; recorded answers stay, the rest are
 * unanswered.
 */
export type AskReason = (typeof ASK_REASONS)[number];

export const ASK_LAYOUTS = ['stepper', 'stacked'] as const;

/** `stepper`: one question at a time. `stacked`: every question at once, one Submit. */
export type AskLayout = (typeof ASK_LAYOUTS)[number];

export const ASK_ENTRY_STATUSES = ['unanswered', 'answered', 'skipped'] as const;

export type AskEntryStatus = (typeof ASK_ENTRY_STATUSES)[number];

/** How a recorded answer ended: an `AskEntryStatus` past `unanswered`. */
export const ASK_ANSWER_STATUSES = ['answered', 'skipped'] as const;

export const ASK_INPUT_KINDS = ['text', 'number', 'integer', 'json'] as const;

export const ASK_TEXT_FORMATS = ['email', 'uri', 'date', 'date-time'] as const;

/**
 * A selection on one question: chosen option indexes (in option order) and the free-text choice.
 */
export interface AskSelection {
  selected: number[];
  otherSelected: boolean;
  otherText: string;
}

/**
 * One question's state. `selected` / `otherSelected` / `otherText` are what the user sees now;
 * `recorded` is the answer last committed with Next (null until then, and for a skip).
 */
export interface AskEntry extends AskSelection {
  status: AskEntryStatus;
  recorded: AskSelection | null;
}

/**
 * The whole state of one prompt. Plain JSON: it doubles as the snapshot a host stores and hands
 * back to `createAskState` (or `<AskCard snapshot>`) to restore a draft.
 */
export interface AskState {
  request: AskRequest;
  status: 'pending' | 'resolved';
  reason?: AskReason;
  /** Index of the question on screen. */
  cursor: number;
  entries: AskEntry[];
  /**
   * How the questions are shown: the machine's rules depend on it (see `AskLayout`).
   * @default 'stepper'
   */
  layout?: AskLayout;
  /** Submitted with the follow-up action: the user asked for another round of questions. */
  followUp?: boolean;
}

/** The snapshot a host persists is the state itself. */
export type AskSnapshot = AskState;

export type AskEvent =
  /**
   * Single-select: choose exclusively. Multi-select: toggle. `question` edits another question
   * than the one on screen without moving there (the stacked layout shows them all).
   */
  | { type: 'toggle'; option: number; question?: number }
  /**
   * A pointer pick: `toggle`, then advance where the policy's `autoAdvance` says so (single-select,
   * stepper layout, not the final step).
   */
  | { type: 'choose'; option: number; question?: number }
  /**
   * Choose the free-text choice without ever unchoosing it (a digit shortcut, arrowing onto it).
   */
  | { type: 'selectOther'; question?: number }
  /** The free-text choice, same rules as `toggle`. */
  | { type: 'toggleOther'; question?: number }
  /** Edit the free text; non-blank text also chooses the free-text choice. */
  | { type: 'setOtherText'; text: string; question?: number }
  /** Record the current question (answer, or skip where the dialect allows) and advance. */
  | { type: 'next' }
  /** `asktool`: record a skip and advance. `ask_user`: cancel the whole prompt. */
  | { type: 'skip' }
  /** Revisit a question. */
  | { type: 'goTo'; index: number }
  /** Record every question at once (the stacked layout's single submit). */
  | { type: 'submitAll' }
  /**
   * The primary action where it resolves the prompt (the final step, or stacked), asking for
   * another round of questions: `AskState.followUp`. Only where the request offers it
   * (`AskRequest.followUp`); elsewhere, and before the final step, it changes nothing.
   */
  | { type: 'followUp' }
  | { type: 'declineAll' }
  /** The turn stopped: keep recorded answers, skip the rest. */
  | { type: 'stop' }
  /** The timeout elapsed. No effect where the policy has no timeout (`asktool`). */
  | { type: 'expire' }
  /** Closed without choosing: every question skipped. */
  | { type: 'dismiss' }
  /** The user answered in the chat instead: recorded answers stay, the rest are skipped. */
  | { type: 'replyInChat' }
  /** The layout changed (a phone rotated): the machine's layout rules follow. */
  | { type: 'setLayout'; layout: AskLayout };

export interface AskAnswer {
  id: string;
  status: (typeof ASK_ANSWER_STATUSES)[number];
  /** Chosen option labels (Markdown source) in option order. */
  labels: string[];
  /** The chosen options' `value`s, in the same order; present only when an option has one. */
  values?: string[];
  /** The trimmed free text, when the user wrote one. */
  customText?: string;
}
