import type { AskDialectPolicy } from '../../registry/policy';
import { elicitationPolicy } from '../elicitation/policy';

/** The dialect name. */
export const ACP_ELICITATION_DIALECT = 'acp-elicitation';

/**
 * ACP elicitation: a form, as MCP's. Each field says whether it is required; an optional one may
 * be skipped (left out of the content). Closing is `cancel`, distinct from Decline all. ACP has
 * no timeout: an agent's own arrives as `$/cancel_request`, which the card sees as a stop.
 *
 * MCP's frozen policy itself, not a copy: ACP's `elicitation/create` is MCP's form with the same
 * outcomes (accept, decline, cancel) and no timer of the card's, so a change to how a form behaves
 * must reach both protocols at once.
 */
export const acpElicitationPolicy: Readonly<AskDialectPolicy> = elicitationPolicy;
