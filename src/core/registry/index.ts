/**
 * The bottom of core: what a dialect is to the machine, the checks and the serializers, and the
 * registry type they take it from. Imports nothing from machine/, schema/, serialize/ or
 * adapters/.
 */
export type { AskDialectPolicy, AskTimeoutPolicy } from './policy';
export type {
  AskDialectEntry,
  AskDialectLike,
  AskDialectRuntime,
  AskPersistedReader,
  AskResultOutcome,
} from './types';
export {
  createAskRegistry,
  isAskRegistry,
  NO_FIELD_RULES,
  unknownDialect,
  withoutResults,
  type AskPolicies,
  type AskReaders,
  type AskRegistry,
  type AskRuntimes,
} from './registry';
