import type { AskDialectPolicy } from '../../registry/policy';
import { DEFAULT_TIMEOUT_SECONDS, MAX_TIMEOUT_SECONDS, MIN_TIMEOUT_SECONDS } from './limits';

/** The dialect name. */
export const ASK_USER_DIALECT = 'ask_user';

/** OpenClaw's ask_user is all-or-nothing: Skip cancels, Next needs an answer, a timeout. */
export const askUserPolicy: Readonly<AskDialectPolicy> = Object.freeze({
  skipCancels: true,
  nextNeedsAnswer: true,
  autoAdvance: true,
  allOrNothing: true,
  timeout: Object.freeze({
    default: DEFAULT_TIMEOUT_SECONDS,
    min: MIN_TIMEOUT_SECONDS,
    max: MAX_TIMEOUT_SECONDS,
  }),
  dismissible: false,
  summary: 'inline',
  header: true,
});
