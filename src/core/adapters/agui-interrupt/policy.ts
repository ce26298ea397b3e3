import type { AskDialectPolicy } from '../../registry/policy';

/** The dialect name. */
export const AGUI_INTERRUPT_DIALECT = 'agui-interrupt';

/**
 * An AG-UI interrupt as its form behaves (the JSON-Schema form's policy): each field says whether
 * it is required, and every outcome but a submit answers `cancelled`, AG-UI's one other status.
 * No timeout of its own: the interrupt's `expiresAt` is the request's absolute deadline.
 */
export const agUiInterruptPolicy: Readonly<AskDialectPolicy> = Object.freeze({
  skipCancels: false,
  nextNeedsAnswer: false,
  autoAdvance: false,
  allOrNothing: true,
  timeout: null,
  dismissible: true,
  summary: 'list',
  header: true,
});
