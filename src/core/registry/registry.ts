import type { AskFieldRules } from './fields';
import type { AskDialect } from '../types';
import type { AskDialectPolicy } from './policy';
import type {
  AskDialectEntry,
  AskDialectLike,
  AskDialectRuntime,
  AskPersistedReader,
} from './types';

/**
 * The dialects a machine, a check or a resolution reads, passed in as input (the functions take
 * it as their last argument; without one they use the default registry of the built-ins and of
 * what `registerAskAdapter` added). A host or a test makes its own with `createAskRegistry`, so
 * nothing it adds is seen by anyone else.
 *
 * @example
 * const registry = createAskRegistry([myAdapter]);
 * const state = createAskState(request, undefined, { registry });
 * toAskResolution(askTransition(state, { type: 'next' }, registry), registry);
 */
export interface AskRegistry {
  /**
   * Add a dialect (an entry or a whole adapter), in place.
   *
   * @throws Error when the name is taken: a dialect is never replaced.
   */
  add(dialect: AskDialectEntry | AskDialectLike): this;
  /** A new registry with this one's dialects and `dialects`; this one is unchanged. */
  with(...dialects: Array<AskDialectEntry | AskDialectLike>): AskRegistry;
  /** Whether `dialect` is registered. Never throws. */
  has(dialect: unknown): boolean;
  /** Every registered dialect name, in the order added. */
  list(): AskDialect[];
  /** The dialect's policy, or undefined. Never throws. */
  findPolicy(dialect: unknown): Readonly<AskDialectPolicy> | undefined;
  /**
   * The dialect's policy.
   *
   * @throws Error naming the registered dialects when `dialect` is not one of them.
   */
  policy(dialect: AskDialect): Readonly<AskDialectPolicy>;
  /** The dialect's running half, loaded on first use; undefined when it has none. */
  findRuntime(dialect: unknown): AskDialectRuntime | undefined;
  /**
   * The dialect's running half, loaded on first use.
   *
   * @throws Error when `dialect` is not registered, or was registered without results.
   */
  runtime(dialect: AskDialect): AskDialectRuntime;
  /** A value persisted in some registered dialect's own shape, read; null when none reads it. */
  readPersisted(value: unknown): unknown;
  /**
   * The field checks `dialect` brings (its entry's `fields`): numbers, text formats, the JSON
   * text field; none for a dialect that brings none or is not registered. A registry without
   * this method checks no field: the request check refuses questions that ask one.
   */
  fieldRules?(dialect: unknown): AskFieldRules;
}

/**
 * What checking a request, running the machine and summarizing read of a registry: each
 * dialect's policy. The engine (machine/, schema/, serialize/) takes this, or one of the two
 * below, as input; a whole `AskRegistry` is all three.
 */
export type AskPolicies = Pick<
  AskRegistry,
  'has' | 'list' | 'findPolicy' | 'policy' | 'fieldRules'
>;
/** What a resolution reads: the policies and each dialect's results. */
export type AskRuntimes = AskPolicies & Pick<AskRegistry, 'findRuntime' | 'runtime'>;
/** What reading a persisted summary reads: the policies and the persisted readers. */
export type AskReaders = AskPolicies & Pick<AskRegistry, 'readPersisted'>;

/** The field rules of a dialect that brings none: it checks no number, format or JSON. */
export const NO_FIELD_RULES: AskFieldRules = Object.freeze({});

const isEntry = (d: AskDialectEntry | AskDialectLike): d is AskDialectEntry => !('toResult' in d);

/** An adapter as an entry: its halves are already loaded, so the thunks return them. */
function toEntry(dialect: AskDialectEntry | AskDialectLike): AskDialectEntry {
  if (isEntry(dialect)) return dialect;
  const read = dialect.fromPersisted;
  return {
    dialect: dialect.dialect,
    policy: dialect.policy,
    runtime: () => dialect,
    ...(read ? { persisted: () => read } : {}),
    ...(dialect.fields ? { fields: dialect.fields } : {}),
  };
}

/** The error for a dialect no registry entry has: names the registered ones and the fix. */
export function unknownDialect(dialect: unknown, registered: readonly string[]): Error {
  return new Error(
    `No ask-cards adapter for dialect ${JSON.stringify(dialect)}; ` +
      `registered: ${registered.join(', ')}. Add it with registerAskAdapter, or to the registry ` +
      `you pass in (createAskRegistry([adapter]) or registry.add(adapter)).`,
  );
}

/** The error for a dialect registered without its running half. */
export function withoutResults(dialect: unknown): Error {
  return new Error(
    `The ask-cards dialect ${JSON.stringify(dialect)} was registered without results: ` +
      'give its entry a `runtime` (toResult, formatContent) to resolve its prompts.',
  );
}

class Registry implements AskRegistry {
  readonly #entries = new Map<string, AskDialectEntry>();
  // Loaded halves, so a thunk runs once per registry.
  readonly #runtimes = new Map<string, AskDialectRuntime>();
  readonly #readers = new Map<string, AskPersistedReader>();

  add(dialect: AskDialectEntry | AskDialectLike): this {
    const entry = toEntry(dialect);
    if (this.#entries.has(entry.dialect))
      throw new Error(
        `The ask-cards dialect ${JSON.stringify(entry.dialect)} is already registered; ` +
          'pick another name (a dialect is never replaced).',
      );
    this.#entries.set(entry.dialect, entry);
    return this;
  }

  fieldRules(dialect: unknown): AskFieldRules {
    return (typeof dialect === 'string' && this.#entries.get(dialect)?.fields) || NO_FIELD_RULES;
  }

  with(...dialects: Array<AskDialectEntry | AskDialectLike>): AskRegistry {
    const next = new Registry();
    for (const entry of this.#entries.values()) next.add(entry);
    for (const dialect of dialects) next.add(dialect);
    return next;
  }

  has(dialect: unknown): boolean {
    return typeof dialect === 'string' && this.#entries.has(dialect);
  }

  list(): AskDialect[] {
    return [...this.#entries.keys()];
  }

  findPolicy(dialect: unknown): Readonly<AskDialectPolicy> | undefined {
    return typeof dialect === 'string' ? this.#entries.get(dialect)?.policy : undefined;
  }

  policy(dialect: AskDialect): Readonly<AskDialectPolicy> {
    const policy = this.findPolicy(dialect);
    if (!policy) throw unknownDialect(dialect, this.list());
    return policy;
  }

  findRuntime(dialect: unknown): AskDialectRuntime | undefined {
    if (typeof dialect !== 'string') return undefined;
    const loaded = this.#runtimes.get(dialect);
    if (loaded) return loaded;
    const runtime = this.#entries.get(dialect)?.runtime?.();
    if (runtime) this.#runtimes.set(dialect, runtime);
    return runtime;
  }

  runtime(dialect: AskDialect): AskDialectRuntime {
    const runtime = this.findRuntime(dialect);
    if (runtime) return runtime;
    if (!this.has(dialect)) throw unknownDialect(dialect, this.list());
    throw withoutResults(dialect);
  }

  readPersisted(value: unknown): unknown {
    for (const [dialect, entry] of this.#entries) {
      if (!entry.persisted) continue;
      let read = this.#readers.get(dialect);
      if (!read) this.#readers.set(dialect, (read = entry.persisted()));
      const details = read(value);
      if (details) return details;
    }
    return null;
  }
}

/**
 * A registry of dialects: empty, or with `dialects` (entries or whole adapters) in order. Like
 * zod's `z.registry()`: a host's or a test's own, seen only where it is passed.
 *
 * @throws Error when two of `dialects` share a name.
 * @example
 * const registry = createAskRegistry([askToolAdapter, myAdapter]);
 * registry.policy('my_dialect').skipCancels;
 */
export function createAskRegistry(
  dialects: Iterable<AskDialectEntry | AskDialectLike> = [],
): AskRegistry {
  const registry = new Registry();
  for (const dialect of dialects) registry.add(dialect);
  return registry;
}

const REGISTRY_METHODS = ['has', 'list', 'findPolicy', 'policy', 'findRuntime', 'runtime'] as const;

/**
 * Whether `value` is a registry (not, say, the index `Array#reduce` passes a reducer): anything
 * with a registry's lookups, so a host's own implementation, a test double or a registry made by
 * a second copy of the package is used, never silently replaced by the default.
 */
export function isAskRegistry(value: unknown): value is AskRegistry {
  if (value instanceof Registry) return true;
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return REGISTRY_METHODS.every((name) => typeof candidate[name] === 'function');
}
