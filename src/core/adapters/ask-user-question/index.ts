/**
 * The `AskUserQuestion` dialect: the Claude Agent SDK's ask tool, answered through `canUseTool`.
 */
import { fields } from './fields';
import { askUserQuestionRuntime } from './runtime';
import { askUserQuestionPolicy } from './policy';
import { defineAskAdapter } from '../types';
import { readAskUserQuestionPersisted } from './persisted';
import * as limits from './limits';
import type { AskUserQuestionResult } from './result';
import { AskUserQuestionInputSchema, safeParseAskUserQuestionInput } from './schema';

/**
 * `result` is what `canUseTool` resolves with (`{ behavior: 'allow', updatedInput }`, or null
 * when stopped), without `unanswered` annotations: call `toAskUserQuestionResult` with
 * `{ unanswered: true }` where the CLI advertises them. No `definition`: the SDK defines the tool.
 */
export const askUserQuestionAdapter = defineAskAdapter<AskUserQuestionResult | null>({
  ...askUserQuestionRuntime,
  policy: askUserQuestionPolicy,
  fields,
  limits: {
    minQuestions: limits.AUQ_MIN_QUESTIONS,
    maxQuestions: limits.AUQ_MAX_QUESTIONS,
    minOptions: limits.AUQ_MIN_OPTIONS,
    maxOptions: limits.AUQ_MAX_OPTIONS,
    headerMaxChars: limits.AUQ_HEADER_MAX_CHARS,
    questionMaxChars: limits.AUQ_QUESTION_MAX_CHARS,
    labelMaxChars: limits.AUQ_LABEL_MAX_CHARS,
    previewMaxChars: limits.AUQ_PREVIEW_MAX_CHARS,
    notesMaxChars: limits.AUQ_NOTES_MAX_CHARS,
  },
  inputSchema: AskUserQuestionInputSchema,
  safeParse: (input) => safeParseAskUserQuestionInput(input),
  fromPersisted: readAskUserQuestionPersisted,
});

export {
  parseAskUserQuestionInput,
  safeParseAskUserQuestionInput,
  AskUserQuestionInputSchema,
  AskUserQuestionExtendedInputSchema,
  ASK_USER_QUESTION_DIALECT,
  type AskUserQuestionParseOptions,
} from './schema';
export {
  toAskUserQuestionResult,
  formatAskUserQuestionContent,
  ASK_USER_QUESTION_LABEL_SEPARATOR,
  ASK_USER_QUESTION_NO_ANSWER,
  ASK_USER_QUESTION_NO_PREFERENCE,
  joinAskUserQuestionLabels,
  type AskUserQuestionResult,
  type AskUserQuestionResultOptions,
  type AskUserQuestionResultAnnotation,
  type AskUserQuestionUpdatedInput,
} from './result';
export type * from './sdk';
export { readAskUserQuestionPersisted } from './persisted';
export { isExtendedAskUserQuestionInput } from './extended';
