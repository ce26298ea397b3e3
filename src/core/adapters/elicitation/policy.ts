import type { AskDialectPolicy } from '../../registry/policy';

/** The dialect name. */
export const ELICITATION_DIALECT = 'elicitation';

/**
 * MCP elicitation: a form. Each field says whether it is required; an optional one may be
 * skipped (it is left out of the content). Closing is `cancel`, distinct from Decline all. The
 * server owns the timeout (the card sees its cancellation as a stop). Any outcome but Submit
 * sends no content, so no answer survives it.
 */
export const elicitationPolicy: Readonly<AskDialectPolicy> = Object.freeze({
  skipCancels: false,
  nextNeedsAnswer: false,
  autoAdvance: false,
  allOrNothing: true,
  timeout: null,
  dismissible: true,
  summary: 'list',
  header: true,
});
