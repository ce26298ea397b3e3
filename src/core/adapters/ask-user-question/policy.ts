import type { AskDialectPolicy } from '../../registry/policy';

/** The dialect name: the SDK's tool name. */
export const ASK_USER_QUESTION_DIALECT = 'AskUserQuestion';

/**
 * Claude's `AskUserQuestion` is lenient: a per-question Skip, free text always offered, no
 * timer (the CLI owns its idle timeout), answers kept where the user gave them.
 */
export const askUserQuestionPolicy: Readonly<AskDialectPolicy> = Object.freeze({
  skipCancels: false,
  nextNeedsAnswer: false,
  autoAdvance: false,
  allOrNothing: false,
  timeout: null,
  dismissible: false,
  summary: 'inline',
  header: true,
});
