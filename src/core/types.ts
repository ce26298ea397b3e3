/**
 * The one model every dialect normalizes into. Plain data: JSON in, JSON out.
 */

/** The two tool dialects ask-cards speaks. */
export type AskDialect = 'asktool' | 'ask_user';

export interface AskOption {
  /** Markdown source, trimmed. This exact string is the answer value the model gets back. */
  label: string;
  /** Plain text shown under the label; never parsed as Markdown. */
  description?: string;
}

export interface AskQuestion {
  /** Answer key: `q1`, `q2`, … in `asktool`; the model's snake_case id in `ask_user`. */
  id: string;
  /** Short chip text (`ask_user` only), at most 12 characters. */
  header?: string;
  /** The prompt, Markdown source. */
  question: string;
  options: AskOption[];
  /** When true, more than one option may be chosen. @default false */
  multiSelect: boolean;
}

export interface AskRequest {
  dialect: AskDialect;
  questions: AskQuestion[];
  /** `ask_user` only: seconds before the prompt expires, already clamped to 30-3600. */
  timeoutSeconds?: number;
}

/** How a prompt ended. */
export type AskReason = 'submitted' | 'declined' | 'stopped' | 'expired';

export type AskEntryStatus = 'unanswered' | 'answered' | 'skipped';

/** A selection on one question: chosen option indexes (in option order) and the free-text choice. */
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
}

/** The snapshot a host persists is the state itself. */
export type AskSnapshot = AskState;

export type AskEvent =
  /**
   * Single-select: choose exclusively. Multi-select: toggle. `question` edits another question
   * than the one on screen without moving there (the stacked layout shows them all).
   */
  | { type: 'toggle'; option: number; question?: number }
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
  | { type: 'declineAll' }
  /** The turn stopped: keep recorded answers, skip the rest. */
  | { type: 'stop' }
  /** The `ask_user` timeout elapsed. No effect in `asktool`. */
  | { type: 'expire' };

export interface AskAnswer {
  id: string;
  status: 'answered' | 'skipped';
  /** Chosen option labels (Markdown source) in option order. */
  labels: string[];
  /** The trimmed free text, when the user wrote one. */
  customText?: string;
}
