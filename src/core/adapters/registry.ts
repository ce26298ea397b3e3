/**
 * The dialects a running card needs: each one's behaviour and results, without its parser. The
 * machine, the serializers and the views look dialects up here, so a page that only renders
 * cards bundles no input schema; `./index.ts` holds the whole adapters (parsers, definitions).
 */
import type { AskDialectPolicy } from '../machine/policy';
import type { AskDialect } from '../types';
import { approvalQuestionsRuntime } from './approval-questions/runtime';
import { askUserQuestionRuntime } from './ask-user-question/runtime';
import { askUserRuntime } from './ask-user/runtime';
import { askToolRuntime } from './asktool/runtime';
import { elicitationRuntime } from './elicitation/runtime';
import { requestUserInputRuntime } from './request-user-input/runtime';
import type { AskDialectRuntime } from './types';

const BUILT_IN: readonly AskDialectRuntime[] = [
  askToolRuntime,
  askUserRuntime,
  elicitationRuntime,
  askUserQuestionRuntime,
  requestUserInputRuntime,
  approvalQuestionsRuntime,
];

const runtimes = new Map<string, AskDialectRuntime>(BUILT_IN.map((r) => [r.dialect, r]));

/** The running half of `dialect`'s adapter, or undefined when none is registered. */
export function findAskRuntime(dialect: unknown): AskDialectRuntime | undefined {
  return typeof dialect === 'string' ? runtimes.get(dialect) : undefined;
}

/**
 * The running half of `dialect`'s adapter.
 *
 * @throws Error naming the registered dialects when `dialect` is not one of them.
 */
export function getAskRuntime(dialect: AskDialect): AskDialectRuntime {
  const runtime = findAskRuntime(dialect);
  if (!runtime)
    throw new Error(
      `No ask-cards adapter for dialect ${JSON.stringify(dialect)}; ` +
        `registered: ${listAskDialects().join(', ')}`,
    );
  return runtime;
}

/** The dialect's behaviour: `getAskAdapter(dialect).policy`. */
export function getAskPolicy(dialect: AskDialect): Readonly<AskDialectPolicy> {
  return getAskRuntime(dialect).policy;
}

/** Every registered dialect name, built-in ones first. */
export function listAskDialects(): AskDialect[] {
  return [...runtimes.keys()];
}

/** Record a registered adapter's running half (`registerAskAdapter` checks the name first). */
export function addAskRuntime(runtime: AskDialectRuntime): void {
  runtimes.set(runtime.dialect, runtime);
}

/**
 * The built-in policies by dialect, kept for code written against the first release. Prefer
 * `getAskPolicy(dialect)`, which also knows registered dialects.
 */
export const askDialectPolicies: Readonly<Record<string, Readonly<AskDialectPolicy>>> =
  Object.freeze(Object.fromEntries(BUILT_IN.map((runtime) => [runtime.dialect, runtime.policy])));
