/**
 * The `gemini-ask-user` dialect: Gemini CLI's `ask_user` tool, answered through its
 * confirmation's `onConfirm(outcome, payload)`.
 */
import { defineAskAdapter } from '../types';
import { geminiAskUserToolDefinition } from './definition';
import * as limits from './limits';
import { readGeminiAskUserPersisted } from './persisted';
import { geminiAskUserPolicy } from './policy';
import type { GeminiAskUserResult } from './protocol';
import { geminiAskUserRuntime } from './runtime';
import { GeminiAskUserInput, safeParseGeminiAskUserInput } from './schema';

/**
 * `result` is what the host hands `onConfirm` (`{ outcome: 'proceed_once', payload: { answers } }`
 * or `{ outcome: 'cancel' }`); `content` is what the model then reads, the tool's `llmContent`.
 */
export const geminiAskUserAdapter = defineAskAdapter<GeminiAskUserResult>({
  ...geminiAskUserRuntime,
  policy: geminiAskUserPolicy,
  limits: {
    minQuestions: limits.GEMINI_MIN_QUESTIONS,
    maxQuestions: limits.GEMINI_MAX_QUESTIONS,
    minOptions: limits.GEMINI_MIN_OPTIONS,
    maxOptions: limits.GEMINI_MAX_OPTIONS,
    headerMaxChars: limits.GEMINI_HEADER_MAX_CHARS,
    questionMaxChars: limits.GEMINI_QUESTION_MAX_CHARS,
    labelMaxChars: limits.GEMINI_LABEL_MAX_CHARS,
    descriptionMaxChars: limits.GEMINI_DESCRIPTION_MAX_CHARS,
    placeholderMaxChars: limits.GEMINI_PLACEHOLDER_MAX_CHARS,
  },
  inputSchema: GeminiAskUserInput,
  safeParse: safeParseGeminiAskUserInput,
  definition: geminiAskUserToolDefinition,
  fromPersisted: readGeminiAskUserPersisted,
});

export {
  GEMINI_ASK_USER_DIALECT,
  GeminiAskUserInput,
  parseGeminiAskUserInput,
  safeParseGeminiAskUserInput,
  unescapeGeminiText,
} from './schema';
export {
  formatGeminiAskUserContent,
  toGeminiAskUserResult,
  GEMINI_ASK_USER_DISMISSED,
  GEMINI_ASK_USER_SEPARATOR,
} from './result';
export { geminiAskUserToolDefinition } from './definition';
export { readGeminiAskUserPersisted } from './persisted';
export type * from './protocol';
