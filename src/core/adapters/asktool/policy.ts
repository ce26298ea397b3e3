import type { AskDialectPolicy } from '../../registry/policy';

/** The dialect name. */
export const ASKTOOL_DIALECT = 'asktool';

/** asktool is lenient: per-question skips, no timer, answers kept on every outcome. */
export const askToolPolicy: Readonly<AskDialectPolicy> = Object.freeze({
  skipCancels: false,
  nextNeedsAnswer: false,
  autoAdvance: false,
  allOrNothing: false,
  timeout: null,
  dismissible: false,
  summary: 'list',
  header: false,
});
