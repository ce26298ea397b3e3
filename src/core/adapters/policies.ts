/**
 * Each dialect's behaviour by name: all that checking a request, running the machine or reading a
 * summary needs. Nothing here produces a result, so a view that never answers (a toast, the
 * transcript) bundles no dialect's result code; `./registry.ts` holds the running halves.
 */
import type { AskDialectPolicy } from '../machine/policy';
import type { AskDialect } from '../types';
import {
  ASSISTANT_UI_QUESTIONS_DIALECT,
  approvalQuestionsPolicy,
} from './approval-questions/policy';
import { ASK_USER_QUESTION_DIALECT, askUserQuestionPolicy } from './ask-user-question/policy';
import { ASK_USER_DIALECT, askUserPolicy } from './ask-user/policy';
import { ASKTOOL_DIALECT, askToolPolicy } from './asktool/policy';
import { ELICITATION_DIALECT, elicitationPolicy } from './elicitation/policy';
import { REQUEST_USER_INPUT_DIALECT, requestUserInputPolicy } from './request-user-input/policy';

const BUILT_IN: ReadonlyArray<readonly [AskDialect, Readonly<AskDialectPolicy>]> = [
  [ASKTOOL_DIALECT, askToolPolicy],
  [ASK_USER_DIALECT, askUserPolicy],
  [ELICITATION_DIALECT, elicitationPolicy],
  [ASK_USER_QUESTION_DIALECT, askUserQuestionPolicy],
  [REQUEST_USER_INPUT_DIALECT, requestUserInputPolicy],
  [ASSISTANT_UI_QUESTIONS_DIALECT, approvalQuestionsPolicy],
];

const policies = new Map<string, Readonly<AskDialectPolicy>>(BUILT_IN);

/** `dialect`'s policy, or undefined when no adapter of that name is registered. */
export function findAskPolicy(dialect: unknown): Readonly<AskDialectPolicy> | undefined {
  return typeof dialect === 'string' ? policies.get(dialect) : undefined;
}

/** Every registered dialect name, built-in ones first. */
export function listAskDialects(): AskDialect[] {
  return [...policies.keys()];
}

/** The error for a dialect no adapter is registered under. */
export function unknownDialectError(dialect: unknown): Error {
  return new Error(
    `No ask-cards adapter for dialect ${JSON.stringify(dialect)}; ` +
      `registered: ${listAskDialects().join(', ')}`,
  );
}

/**
 * The dialect's behaviour: `getAskAdapter(dialect).policy`.
 *
 * @throws Error naming the registered dialects when `dialect` is not one of them.
 */
export function getAskPolicy(dialect: AskDialect): Readonly<AskDialectPolicy> {
  const policy = findAskPolicy(dialect);
  if (!policy) throw unknownDialectError(dialect);
  return policy;
}

/** Record a registered adapter's policy (`registerAskAdapter` checks the name first). */
export function addAskPolicy(dialect: AskDialect, policy: Readonly<AskDialectPolicy>): void {
  policies.set(dialect, policy);
}

/**
 * The built-in policies by dialect, kept for code written against the first release. Prefer
 * `getAskPolicy(dialect)`, which also knows registered dialects.
 */
export const askDialectPolicies: Readonly<Record<string, Readonly<AskDialectPolicy>>> =
  Object.freeze(Object.fromEntries(BUILT_IN));
