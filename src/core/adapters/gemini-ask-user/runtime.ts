/** The results of Gemini CLI's `ask_user` (no parser). */
import type { AskDialectRuntime } from '../types';
import { GEMINI_ASK_USER_DIALECT } from './policy';
import type { GeminiAskUserResult } from './protocol';
import { formatGeminiAskUserContent, toGeminiAskUserResult } from './result';

export const geminiAskUserRuntime: AskDialectRuntime<GeminiAskUserResult> = {
  dialect: GEMINI_ASK_USER_DIALECT,
  toResult: toGeminiAskUserResult,
  formatContent: formatGeminiAskUserContent,
  // The tool's result is the text: a host outside the CLI hands the model `content`.
  modelOutput: 'content',
};
