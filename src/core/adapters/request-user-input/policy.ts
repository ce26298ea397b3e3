import type { AskDialectPolicy } from '../../registry/policy';

/** The dialect name: Codex's tool name. */
export const REQUEST_USER_INPUT_DIALECT = 'request_user_input';

/**
 * Codex's `request_user_input` is lenient with strict ids: a per-question Skip (its answers are
 * `[]`), free text always (Codex forces `isOther`), no timer (Codex owns `isBlocking` and its
 * auto-resolution).
 */
export const requestUserInputPolicy: Readonly<AskDialectPolicy> = Object.freeze({
  skipCancels: false,
  nextNeedsAnswer: false,
  autoAdvance: false,
  allOrNothing: false,
  timeout: null,
  dismissible: false,
  summary: 'inline',
  header: true,
});
