/**
 * The default registry: the built-ins (`./built-in.ts`) and what `registerAskAdapter` added. Every
 * public function called without a registry reads it. It is one registry in three views (policies,
 * runtimes, readers), so an import that only reads policies bundles no dialect's results.
 */
import type { AskAdapter } from '../adapters/types';
import { askFieldRules } from '../machine/all-field-rules';
import {
  NO_FIELD_RULES,
  isAskRegistry,
  unknownDialect,
  withoutResults,
  type AskDialectPolicy,
  type AskDialectRuntime,
  type AskPolicies,
  type AskReaders,
  type AskRegistry,
  type AskRuntimes,
} from '../registry';
import type { AskToolDetails } from '../serialize/details';
import type { AskDialect } from '../types';
import { builtInAdapters, builtInPolicies, builtInReaders, builtInRuntimes } from './built-in';

/**
 * The one deliberate global in core: the adapters `registerAskAdapter` added. A host that calls it
 * once at start-up reaches every view and binding without passing a registry down; anything
 * scoped (a test, a host with two sets of dialects) makes its own with `createAskRegistry`.
 */
const registered: AskAdapter[] = [];

const named = (dialect: unknown) => (adapter: { dialect: AskDialect }) =>
  adapter.dialect === dialect;

function findPolicy(dialect: unknown): Readonly<AskDialectPolicy> | undefined {
  if (typeof dialect !== 'string') return undefined;
  for (const [name, policy] of builtInPolicies) if (name === dialect) return policy;
  return registered.find(named(dialect))?.policy;
}

function list(): AskDialect[] {
  return [...builtInPolicies.map(([dialect]) => dialect), ...registered.map((a) => a.dialect)];
}

function has(dialect: unknown): boolean {
  return findPolicy(dialect) !== undefined;
}

function policy(dialect: AskDialect): Readonly<AskDialectPolicy> {
  const found = findPolicy(dialect);
  if (!found) throw unknownDialect(dialect, list());
  return found;
}

function findRuntime(dialect: unknown): AskDialectRuntime | undefined {
  if (typeof dialect !== 'string') return undefined;
  return builtInRuntimes.find(named(dialect)) ?? registered.find(named(dialect));
}

function runtime(dialect: AskDialect): AskDialectRuntime {
  const found = findRuntime(dialect);
  if (found) return found;
  throw has(dialect) ? withoutResults(dialect) : unknownDialect(dialect, list());
}

function readPersisted(value: unknown): AskToolDetails | null {
  for (const read of builtInReaders) {
    const details = read(value) as AskToolDetails | null;
    if (details) return details;
  }
  for (const { fromPersisted } of registered) {
    const details = fromPersisted?.(value);
    if (details) return details;
  }
  return null;
}

// The default registry checks every field of every dialect it holds (numbers, formats, JSON),
// those `registerAskAdapter` added too, as before field rules were the dialects' own.
const fieldRules = (dialect: unknown) => (has(dialect) ? askFieldRules : NO_FIELD_RULES);

/** The default registry's policies: what the machine, the checks and the summaries read. */
export const defaultPolicies: AskPolicies = { has, list, findPolicy, policy, fieldRules };
/** The default registry's policies and results: what a resolution reads. */
export const defaultRuntimes: AskRuntimes = {
  has,
  list,
  findPolicy,
  policy,
  fieldRules,
  findRuntime,
  runtime,
};
/**
 * The default registry's policies without its field checks: what a summary (a toast, the
 * transcript) and a toast's shape check read. Neither records an answer, so none is bundled.
 */
const defaultLookups: AskPolicies = { has, list, findPolicy, policy };
/** The default registry's policies and persisted readers: what `parseAskSummary` reads. */
export const defaultReaders: AskReaders = { has, list, findPolicy, policy, readPersisted };

// What a public function was given: a registry, or anything else (nothing, or the index
// `Array#reduce` passes a reducer), which means the default.
export const policiesOf = (registry: unknown): AskPolicies =>
  isAskRegistry(registry) ? registry : defaultPolicies;
export const runtimesOf = (registry: unknown): AskRuntimes =>
  isAskRegistry(registry) ? registry : defaultRuntimes;
export const readersOf = (registry: unknown): AskReaders =>
  isAskRegistry(registry) ? registry : defaultReaders;
/** `policiesOf` for what only reads policies (summaries): no field checks bundled. */
export const lookupsOf = (registry: unknown): AskPolicies =>
  isAskRegistry(registry) ? registry : defaultLookups;

/** The adapter of `dialect`, or undefined when none is registered. Never throws. */
export function findAskAdapter(dialect: unknown): AskAdapter | undefined {
  if (typeof dialect !== 'string') return undefined;
  return builtInAdapters.find(named(dialect)) ?? registered.find(named(dialect));
}

/**
 * The adapter of `dialect`.
 *
 * @throws Error naming the registered dialects when `dialect` is not one of them.
 * @example
 * const request = getAskAdapter('ask_user').parse(toolCall.input);
 */
export function getAskAdapter(dialect: AskDialect): AskAdapter {
  const adapter = findAskAdapter(dialect);
  if (!adapter) throw unknownDialect(dialect, list());
  return adapter;
}

/**
 * Add a dialect to the default registry (zod's `globalRegistry.add`). Its requests then work
 * everywhere a built-in one does: the machine, the serializers, every view. To keep a dialect to
 * yourself (a test, one part of an app), pass a registry of your own instead
 * (`createAskRegistry([adapter])`).
 *
 * @throws Error when the name is taken (a built-in dialect cannot be replaced).
 * @example
 * registerAskAdapter(defineAskAdapter({ dialect: 'my_ask', … }));
 */
export function registerAskAdapter(adapter: AskAdapter): void {
  if (has(adapter.dialect))
    throw new Error(
      `The ask-cards dialect ${JSON.stringify(adapter.dialect)} is already registered`,
    );
  registered.push(adapter);
}

/**
 * Every registered dialect name (in `registry` when one is given), built-in ones first.
 *
 * @example listAskDialects() // ['asktool', 'ask_user', …]
 */
export function listAskDialects(registry?: AskRegistry): AskDialect[] {
  return policiesOf(registry).list();
}

/**
 * The dialect's behaviour: `getAskAdapter(dialect).policy`, or `registry.policy(dialect)`.
 *
 * @throws Error naming the registered dialects when `dialect` is not one of them.
 * @example getAskPolicy('ask_user').allOrNothing // true
 */
export function getAskPolicy(
  dialect: AskDialect,
  registry?: AskRegistry,
): Readonly<AskDialectPolicy>;
// Also without one: `xs.map(getAskPolicy)` type-checks (an index means the default).
export function getAskPolicy(dialect: AskDialect): Readonly<AskDialectPolicy>;
export function getAskPolicy(
  dialect: AskDialect,
  registry?: AskRegistry,
): Readonly<AskDialectPolicy> {
  return policiesOf(registry).policy(dialect);
}
