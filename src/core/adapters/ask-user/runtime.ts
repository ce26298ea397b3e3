/** What a running `ask_user` card needs: its policy and its results (no parser). */
import type { AskDialectRuntime } from '../types';
import { askUserPolicy } from './policy';
import { formatAskUserContent, toAskUserResult, type AskUserResult } from './result';

export const askUserRuntime: AskDialectRuntime<AskUserResult> = {
  dialect: 'ask_user',
  policy: askUserPolicy,
  toResult: toAskUserResult,
  formatContent: formatAskUserContent,
};
