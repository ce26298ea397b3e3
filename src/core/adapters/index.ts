/**
 * The registry of dialects. Adding a built-in dialect is one folder here and one line below;
 * a host adds its own with `registerAskAdapter`.
 */
import type { AskDialectPolicy } from '../machine/policy';
import type { AskDialect } from '../types';
import { askUserAdapter } from './ask-user';
import { askToolAdapter } from './asktool';
import { requestUserInputAdapter } from './request-user-input';
import { askUserQuestionAdapter } from './ask-user-question';
import { elicitationAdapter } from './elicitation';
import type { AskAdapter } from './types';

const BUILT_IN: readonly AskAdapter[] = [
  askToolAdapter,
  askUserAdapter,
  elicitationAdapter,
  askUserQuestionAdapter,
  requestUserInputAdapter,
];

const adapters = new Map<string, AskAdapter>(BUILT_IN.map((adapter) => [adapter.dialect, adapter]));

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
  if (!adapter)
    throw new Error(
      `No ask-cards adapter for dialect ${JSON.stringify(dialect)}; ` +
        `registered: ${listAskDialects().join(', ')}`,
    );
  return adapter;
}

/** The dialect's behaviour: `getAskAdapter(dialect).policy`. */
export function getAskPolicy(dialect: AskDialect): Readonly<AskDialectPolicy> {
  return getAskAdapter(dialect).policy;
}

/** Every registered dialect name, built-in ones first. */
export function listAskDialects(): AskDialect[] {
  return [...adapters.keys()];
}

/**
 * Add a dialect. Its requests then work everywhere a built-in one does: the machine, the
 * serializers, every view.
 *
 * @throws Error when the name is taken (a built-in dialect cannot be replaced).
 */
export function registerAskAdapter(adapter: AskAdapter): void {
  if (adapters.has(adapter.dialect))
    throw new Error(
      `The ask-cards dialect ${JSON.stringify(adapter.dialect)} is already registered`,
    );
  adapters.set(adapter.dialect, adapter);
}

/**
 * The built-in policies by dialect, kept for code written against the first release. Prefer
 * `getAskPolicy(dialect)`, which also knows registered dialects.
 */
export const askDialectPolicies: Readonly<Record<string, Readonly<AskDialectPolicy>>> =
  Object.freeze(Object.fromEntries(BUILT_IN.map((adapter) => [adapter.dialect, adapter.policy])));

export { askToolAdapter, askUserAdapter };
export { requestUserInputAdapter };
export { askUserQuestionAdapter };
export { elicitationAdapter };
export { defineAskAdapter, type AskAdapter } from './types';
