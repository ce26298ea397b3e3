/** The `elicitation` dialect: MCP's `elicitation/create` (form mode; URL mode beside it). */
import { fields } from './fields';
import { ELICIT_ADAPTER_LIMITS } from '../../schema/form/read';
import { elicitationRuntime } from './runtime';
import { elicitationPolicy } from './policy';
import { defineAskAdapter } from '../types';
import { ElicitRequestParams, safeParseElicitRequest } from './schema';
import type { ElicitResult } from './result';

/** `result` is MCP's `ElicitResult`; `content` is its JSON. */
export const elicitationAdapter = defineAskAdapter<ElicitResult>({
  ...elicitationRuntime,
  policy: elicitationPolicy,
  fields,
  limits: ELICIT_ADAPTER_LIMITS,
  inputSchema: ElicitRequestParams,
  safeParse: (input) => safeParseElicitRequest(input),
});

export { elicitationPolicy } from './policy';
export * from './schema';
export { ElicitCreateRequest } from './request-schema';
export { ELICIT_FORM_MODES } from './modes';
export * from './url-required';
export { formatElicitContent, toElicitResult, type ElicitResult, type ElicitValue } from './result';
export { createElicitationCompletions, type ElicitationCompletions } from './completions';
