/**
 * The registry of whole adapters (parsers, tool definitions, results). Adding a built-in dialect
 * is one folder here, one line below, one in `./policies.ts` (its behaviour) and one in
 * `./registry.ts` (its running half); a host adds its own with `registerAskAdapter`.
 */
import type { AskDialect } from '../types';
import { askUserAdapter } from './ask-user';
import { askToolAdapter } from './asktool';
import { requestUserInputAdapter } from './request-user-input';
import { askUserQuestionAdapter } from './ask-user-question';
import { elicitationAdapter } from './elicitation';
import { approvalQuestionsAdapter } from './approval-questions';
import { addPersistedReader } from './persisted';
import { addAskPolicy, findAskPolicy, unknownDialectError } from './policies';
import { addAskRuntime } from './registry';
import type { AskAdapter } from './types';

const adapters = new Map<string, AskAdapter>(
  [
    askToolAdapter,
    askUserAdapter,
    elicitationAdapter,
    askUserQuestionAdapter,
    requestUserInputAdapter,
    approvalQuestionsAdapter,
  ].map((adapter) => [adapter.dialect, adapter]),
);

/** The adapter of `dialect`, or undefined when none is registered. Never throws. */
export function findAskAdapter(dialect: unknown): AskAdapter | undefined {
  return typeof dialect === 'string' ? adapters.get(dialect) : undefined;
}

/**
 * The adapter of `dialect`.
 *
 * @throws Error naming the registered dialects when `dialect` is not one of them.
 */
export function getAskAdapter(dialect: AskDialect): AskAdapter {
  const adapter = findAskAdapter(dialect);
  if (!adapter) throw unknownDialectError(dialect);
  return adapter;
}

/**
 * Add a dialect. Its requests then work everywhere a built-in one does: the machine, the
 * serializers, every view.
 *
 * @throws Error when the name is taken (a built-in dialect cannot be replaced).
 */
export function registerAskAdapter(adapter: AskAdapter): void {
  if (findAskPolicy(adapter.dialect))
    throw new Error(
      `The ask-cards dialect ${JSON.stringify(adapter.dialect)} is already registered`,
    );
  adapters.set(adapter.dialect, adapter);
  addAskPolicy(adapter.dialect, adapter.policy);
  addAskRuntime(adapter);
  if (adapter.fromPersisted) addPersistedReader(adapter.fromPersisted);
}

export { askDialectPolicies, getAskPolicy, listAskDialects } from './policies';
export { askToolAdapter, askUserAdapter };
export { requestUserInputAdapter };
export { askUserQuestionAdapter };
export { elicitationAdapter };
export { approvalQuestionsAdapter };
export { defineAskAdapter, type AskAdapter } from './types';
