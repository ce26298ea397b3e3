import type { AskFieldRules } from './fields';
import type { AskAnswer, AskDialect, AskReason, AskRequest } from '../types';
import type { AskDialectPolicy } from './policy';

/** How a prompt ended beyond its reason: what a dialect's result may carry. */
export interface AskResultOutcome {
  /** The user submitted with the follow-up action ("Ask me more"). */
  followUp?: boolean;
}

/**
 * The half of a dialect an answering card needs: its results, with no parser and no tool
 * definition. A page that renders cards never loads a dialect's input schema for it.
 */
export interface AskDialectRuntime<Result = unknown> {
  readonly dialect: AskDialect;
  /**
   * The dialect's own result object (`AskResolution.result`). `outcome.followUp`: submitted with
   * the follow-up action, where the request offers it.
   */
  toResult(
    request: AskRequest,
    answers: readonly AskAnswer[],
    reason: AskReason,
    outcome?: AskResultOutcome,
  ): Result;
  /** The dialect's text result (`AskResolution.content`). */
  formatContent(request: AskRequest, answers: readonly AskAnswer[], reason: AskReason): string;
  /**
   * Which form the model reads as the tool result where a chat framework carries it (AI SDK
   * `addToolOutput`, assistant-ui `addResult`, CopilotKit `respond`): the text (`'content'`)
   * or the result object (`'result'`, the default).
   */
  readonly modelOutput?: 'content' | 'result';
  /**
   * A deprecated field of `AskResolution` that repeats `result` for this dialect's requests
   * (`ask_user`'s `askUserResult`); no other dialect gets it.
   */
  readonly resultAlias?: 'askUserResult';
}

/**
 * What a host persisted in a dialect's own shape, read back as the transcript's details; null
 * when the value is not one. Untrusted input: never throws.
 */
export type AskPersistedReader<Details = unknown> = (value: unknown) => Details | null;

/**
 * One dialect as a registry holds it: its policy at once, its running half and its persisted
 * reader behind thunks, called on first use, so a split bundle can load them when needed.
 *
 * @example
 * const entry: AskDialectEntry = {
 *   dialect: 'my_dialect',
 *   policy: myPolicy,
 *   runtime: () => myRuntime,
 * };
 */
export interface AskDialectEntry<Result = unknown> {
  readonly dialect: AskDialect;
  readonly policy: Readonly<AskDialectPolicy>;
  /** The results. A dialect without one can be checked and run, not resolved. */
  readonly runtime?: () => AskDialectRuntime<Result>;
  /** The reader of the dialect's own persisted shape, where it has one. */
  readonly persisted?: () => AskPersistedReader;
  /**
   * The field checks the dialect's questions need beyond plain text (`askNumberRules`,
   * `askFormatRules`, `askJsonRules`, or all of them: `askFieldRules`). They check this dialect's
   * questions only: a request asking a field its dialect does not check is refused, naming the
   * rule.
   */
  readonly fields?: AskFieldRules;
}

/**
 * An adapter's shape as far as a registry reads it: the policy and the running half in one
 * object, with its persisted reader (`AskAdapter` is one).
 */
export interface AskDialectLike<Result = unknown> extends AskDialectRuntime<Result> {
  readonly policy: Readonly<AskDialectPolicy>;
  readonly fromPersisted?: AskPersistedReader;
  /** The field checks its questions need (see `AskDialectEntry.fields`). */
  readonly fields?: AskFieldRules;
}
