/** The results of `elicitation` (no parser; its policy is in `../policies.ts`). */
import type { AskDialectRuntime } from '../types';
import { ELICITATION_DIALECT } from './policy';
import { formatElicitContent, toElicitResult, type ElicitResult } from './result';

export const elicitationRuntime: AskDialectRuntime<ElicitResult> = {
  dialect: ELICITATION_DIALECT,
  toResult: toElicitResult,
  formatContent: formatElicitContent,
};
