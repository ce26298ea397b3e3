/** The results of `AskUserQuestion` (no parser; its policy is in `../policies.ts`). */
import type { AskDialectRuntime } from '../types';
import { ASK_USER_QUESTION_DIALECT } from './policy';
import {
  formatAskUserQuestionContent,
  toAskUserQuestionResult,
  type AskUserQuestionResult,
} from './result';

export const askUserQuestionRuntime: AskDialectRuntime<AskUserQuestionResult | null> = {
  dialect: ASK_USER_QUESTION_DIALECT,
  toResult: (request, answers, reason, outcome) =>
    toAskUserQuestionResult(request, answers, reason, { followUp: outcome?.followUp }),
  formatContent: formatAskUserQuestionContent,
};
