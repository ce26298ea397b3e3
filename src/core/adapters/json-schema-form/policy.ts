import type { AskDialectPolicy } from '../../registry/policy';

/** The dialect name. */
export const JSON_SCHEMA_FORM_DIALECT = 'json-schema-form';

/**
 * An open JSON Schema's form (AG-UI, LangGraph, Mastra): each field says whether it is required;
 * an optional one may be skipped. Closing, declining and stopping all answer `cancelled` (AG-UI
 * has no decline for `input_required`). No timeout of its own: AG-UI's `expiresAt` is the
 * binding's.
 */
export const jsonSchemaFormPolicy: Readonly<AskDialectPolicy> = Object.freeze({
  skipCancels: false,
  nextNeedsAnswer: false,
  autoAdvance: false,
  allOrNothing: true,
  timeout: null,
  dismissible: true,
  summary: 'list',
  header: true,
});
