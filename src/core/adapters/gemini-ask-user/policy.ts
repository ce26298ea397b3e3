import type { AskDialectPolicy } from '../../registry/policy';

/** The dialect name (the tool is `ask_user` in Gemini CLI; OpenClaw's `ask_user` came first). */
export const GEMINI_ASK_USER_DIALECT = 'gemini-ask-user';

/**
 * Gemini CLI's `ask_user` as its dialog behaves: nothing is required (a skipped question's key is
 * left out, an empty submit is `{"answers":{}}`), no timer (the CLI has none), and Escape closes
 * the dialog as `cancel`, so the card offers a close button. Any outcome but a submit reaches the
 * model as the one dismissal line, which is all-or-nothing. A pointer pick does not advance:
 * ask-cards' stepper shows Next as for Claude's tool, the closest dialog of its kind.
 */
export const geminiAskUserPolicy: Readonly<AskDialectPolicy> = Object.freeze({
  skipCancels: false,
  nextNeedsAnswer: false,
  autoAdvance: false,
  allOrNothing: true,
  timeout: null,
  dismissible: true,
  summary: 'inline',
  header: true,
});
