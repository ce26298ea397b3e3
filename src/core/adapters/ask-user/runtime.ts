/** The results of `ask_user` (no parser; its policy is in `../policies.ts`). */
import type { AskDialectRuntime } from '../types';
import { ASK_USER_DIALECT } from './policy';
import { formatAskUserContent, toAskUserResult, type AskUserResult } from './result';

export const askUserRuntime: AskDialectRuntime<AskUserResult> = {
  dialect: ASK_USER_DIALECT,
  toResult: toAskUserResult,
  formatContent: formatAskUserContent,
  // Kept for hosts written before `result`: an ask_user resolution repeats it as askUserResult.
  resultAlias: 'askUserResult',
};
