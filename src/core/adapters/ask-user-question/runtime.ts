/** What a running `AskUserQuestion` card needs: its policy and its results (no parser). */
import type { AskDialectRuntime } from '../types';
import { ASK_USER_QUESTION_DIALECT, askUserQuestionPolicy } from './policy';
import {
  formatAskUserQuestionContent,
  toAskUserQuestionResult,
  type AskUserQuestionResult,
} from './result';

export const askUserQuestionRuntime: AskDialectRuntime<AskUserQuestionResult | null> = {
  dialect: ASK_USER_QUESTION_DIALECT,
  policy: askUserQuestionPolicy,
  toResult: (request, answers, reason) => toAskUserQuestionResult(request, answers, reason),
  formatContent: formatAskUserQuestionContent,
};

export { ASK_USER_QUESTION_DIALECT };
