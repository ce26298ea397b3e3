/** The results of `acp-elicitation` (no parser). */
import type { AskDialectRuntime } from '../types';
import { ACP_ELICITATION_DIALECT } from './policy';
import { formatAcpElicitContent, toAcpElicitResult, type AcpElicitResult } from './result';

export const acpElicitationRuntime: AskDialectRuntime<AcpElicitResult> = {
  dialect: ACP_ELICITATION_DIALECT,
  toResult: toAcpElicitResult,
  formatContent: formatAcpElicitContent,
};
