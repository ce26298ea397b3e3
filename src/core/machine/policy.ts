import type { AskDialect } from '../types';

/**
 * Where the two dialects differ, as data. The machine and the views read this instead of
 * branching on the dialect name.
 */
export interface AskDialectPolicy {
  /** Skip cancels the whole prompt instead of skipping one question. */
  skipCancels: boolean;
  /** Next is unavailable until the question has an answer (no implicit skip). */
  nextNeedsAnswer: boolean;
  /** A pointer choice on a single-select question advances by itself. */
  autoAdvance: boolean;
  /** The prompt has a timeout; `expire` resolves it. */
  expires: boolean;
  /** Any outcome but `submitted` discards recorded answers (the model gets `no_answer`). */
  allOrNothing: boolean;
}

/** asktool is lenient in every respect, ask_user strict in every one. */
const policy = (strict: boolean): AskDialectPolicy => ({
  skipCancels: strict,
  nextNeedsAnswer: strict,
  autoAdvance: strict,
  expires: strict,
  allOrNothing: strict,
});

export const askDialectPolicies: Readonly<Record<AskDialect, Readonly<AskDialectPolicy>>> = {
  asktool: policy(false),
  ask_user: policy(true),
};

export function getAskPolicy(dialect: AskDialect): Readonly<AskDialectPolicy> {
  return askDialectPolicies[dialect];
}
