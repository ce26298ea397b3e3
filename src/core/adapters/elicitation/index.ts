/** The `elicitation` dialect: MCP's `elicitation/create` (form mode; URL mode beside it). */
import { elicitationRuntime } from './runtime';
import { elicitationPolicy } from './policy';
import { defineAskAdapter } from '../types';
import { ELICIT_HEADER_MAX_CHARS, ElicitRequestParams, safeParseElicitRequest } from './schema';
import type { ElicitResult } from './result';

/** `result` is MCP's `ElicitResult`; `content` is its JSON. */
export const elicitationAdapter = defineAskAdapter<ElicitResult>({
  ...elicitationRuntime,
  policy: elicitationPolicy,
  limits: { headerMaxChars: ELICIT_HEADER_MAX_CHARS, minQuestions: 1 },
  inputSchema: ElicitRequestParams,
  safeParse: (input) => safeParseElicitRequest(input),
});

export { elicitationPolicy } from './policy';
export * from './schema';
export { formatElicitContent, toElicitResult, type ElicitResult, type ElicitValue } from './result';
