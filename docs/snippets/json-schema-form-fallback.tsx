/**
 * docs/json-schema-form.md, "The JSON text field (opt-in)": a schema beyond the flat form asked
 * as one JSON text, checked against the schema as the user types; in the parser, the AG-UI
 * binding and the LangGraph binding. Compiled by `npm run typecheck`.
 */
// #region readme
import { jsonTextFallback, safeParseJsonSchemaForm } from '../../src';
import type { AbstractAgent } from '@ag-ui/client';
import { AskAgUiInterrupts } from '../../src/ag-ui';
import { AskLangGraphInterrupts, type AskLangGraphStream } from '../../src/langgraph';

declare const agent: AbstractAgent;
declare const stream: AskLangGraphStream; // your useStream(…)

// A nested object: refused without the opt-in, one JSON text field with it.
const schema = {
  type: 'object',
  properties: { owner: { type: 'object', properties: { name: { type: 'string' } } } },
  required: ['owner'],
};
export const parsed = safeParseJsonSchemaForm(schema, {
  message: 'Who owns the service?',
  fallback: jsonTextFallback, // bundles the validator; without it, no validator is shipped
});
// parsed.data.questions[0].input → { kind: 'json', schema }; the payload is the parsed JSON.

export const AgUi = () => (
  <AskAgUiInterrupts agent={agent} parseOptions={{ fallback: jsonTextFallback }} />
);
export const LangGraph = () => (
  <AskLangGraphInterrupts stream={stream} form={{ fallback: jsonTextFallback }} />
);
// #endregion
