import type { AskDialectPolicy } from '../../registry/policy';

/** The dialect name of assistant-ui's `approval.display === "questions"` questionnaire. */
export const ASSISTANT_UI_QUESTIONS_DIALECT = 'assistant-ui-questions';

/**
 * assistant-ui's questionnaire is all or nothing: the runtime takes every question answered or
 * none (`{ approved: false }`), so Next needs an answer and the one Skip ends the whole prompt
 * (no per-question skip, and no second button that also dismisses). No timer: the host records
 * `resolution: "expired"` or `"cancelled"` itself.
 */
export const approvalQuestionsPolicy: Readonly<AskDialectPolicy> = Object.freeze({
  skipCancels: true,
  nextNeedsAnswer: true,
  autoAdvance: true,
  allOrNothing: true,
  timeout: null,
  dismissible: false,
  summary: 'inline',
  header: true,
});
