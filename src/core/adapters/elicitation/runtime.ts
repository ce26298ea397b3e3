/** What a running `elicitation` card needs: its policy and its results (no parser). */
import type { AskDialectRuntime } from '../types';
import { elicitationPolicy } from './policy';
import { formatElicitContent, toElicitResult, type ElicitResult } from './result';

export const elicitationRuntime: AskDialectRuntime<ElicitResult> = {
  dialect: 'elicitation',
  policy: elicitationPolicy,
  toResult: toElicitResult,
  formatContent: formatElicitContent,
};
