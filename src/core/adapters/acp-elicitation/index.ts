/**
 * The `acp-elicitation` dialect: the Agent Client Protocol's `elicitation/create` (form mode; URL
 * mode beside it), read by the same form reader as MCP's with ACP's differences.
 */
import { fields } from './fields';
import { ELICIT_ADAPTER_LIMITS } from '../../schema/form/read';
import { defineAskAdapter } from '../types';
import { acpElicitationPolicy } from './policy';
import type { AcpElicitResult } from './result';
import { acpElicitationRuntime } from './runtime';
import { AcpElicitRequestParams, safeParseAcpElicitRequest } from './schema';

/**
 * `result` is ACP's `CreateElicitationResponse`; `content` is its JSON. ACP sets no limits of its
 * own: ask-cards bounds a form as it bounds MCP's (fields, choices, text lengths).
 */
export const acpElicitationAdapter = defineAskAdapter<AcpElicitResult>({
  ...acpElicitationRuntime,
  policy: acpElicitationPolicy,
  fields,
  limits: ELICIT_ADAPTER_LIMITS,
  inputSchema: AcpElicitRequestParams,
  safeParse: (input) => safeParseAcpElicitRequest(input),
});

export { ACP_ELICITATION_DIALECT, acpElicitationPolicy } from './policy';
export * from './schema';
export * from './capabilities';
export { CLAUDE_OPTION_META, ACP_PREVIEW_MAX_CHARS } from './claude';
export {
  formatAcpElicitContent,
  toAcpElicitResult,
  type AcpElicitResult,
  type AcpElicitValue,
} from './result';
