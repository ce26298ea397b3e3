/**
 * The dialects an answering card needs: each one's behaviour and results, without its parser.
 * The serializers look dialects up here, so a page that only renders cards bundles no input
 * schema; `./policies.ts` holds the behaviour alone (what a toast or the transcript reads), and
 * `./index.ts` the whole adapters (parsers, definitions).
 */
import type { AskDialect } from '../types';
import { approvalQuestionsRuntime } from './approval-questions/runtime';
import { askUserQuestionRuntime } from './ask-user-question/runtime';
import { askUserRuntime } from './ask-user/runtime';
import { askToolRuntime } from './asktool/runtime';
import { elicitationRuntime } from './elicitation/runtime';
import { requestUserInputRuntime } from './request-user-input/runtime';
import { unknownDialectError } from './policies';
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
  if (!runtime) throw unknownDialectError(dialect);
  return runtime;
}

/** Record a registered adapter's running half (`registerAskAdapter` checks the name first). */
export function addAskRuntime(runtime: AskDialectRuntime): void {
  runtimes.set(runtime.dialect, runtime);
}
