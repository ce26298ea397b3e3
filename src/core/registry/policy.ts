/**
 * A dialect's timeout: the default and the range a requested timeout is clamped into, in seconds.
 */
export interface AskTimeoutPolicy {
  default: number;
  min: number;
  max: number;
}

/**
 * Where dialects differ in behaviour, as data with independent fields. The machine, the
 * serializers and the views read this; none of them branches on a dialect name.
 */
export interface AskDialectPolicy {
  /** Skip cancels the whole prompt (`declined`) instead of skipping one question. */
  skipCancels: boolean;
  /** Questions need an answer to be recorded: the default of `AskQuestion.required`. */
  nextNeedsAnswer: boolean;
  /**
   * A pointer choice on a single-select question advances by itself (stepper, not the final step).
   */
  autoAdvance: boolean;
  /** Any outcome but `submitted` discards recorded answers (the model gets `no_answer`). */
  allOrNothing: boolean;
  /** The prompt's timeout, or null for a dialect without one (`expire` then does nothing). */
  timeout: Readonly<AskTimeoutPolicy> | null;
  /** The card offers a close button that sends `dismiss` (distinct from an explicit decline). */
  dismissible: boolean;
  /**
   * How read-only summaries lay out an answer: `list` puts each value on its own line under the
   * question (`asktool`); `inline` reads `Header: a, b` like OpenClaw's text result (`ask_user`).
   */
  summary: 'list' | 'inline';
  /** The card has a header bar (progress, chips, countdown) above the question. */
  header: boolean;
}
