/** The `ask_user` dialect: OpenClaw's ask tool (seed 003). */
import { askUserRuntime } from './runtime';
import { askUserPolicy } from './policy';
import { AskUserInput, safeParseAskUserInput } from './schema';
import { askUserToolDefinition } from './definition';
import { ASK_USER_QUESTION_MAX_CHARS } from '../../schema/limits';
import * as limits from './limits';
import type { AskUserResult } from './result';
import { defineAskAdapter } from '../types';
import { readAskUserPersisted } from './persisted';

/**
 * `result` is OpenClaw's `{ status, answers }`; `content` its `Header: a, b` lines and the JSON,
 * or after no answer its sentence telling the model to go on and the JSON.
 */
export const askUserAdapter = defineAskAdapter<AskUserResult>({
  ...askUserRuntime,
  policy: askUserPolicy,
  limits: {
    questionMaxChars: ASK_USER_QUESTION_MAX_CHARS,
    minQuestions: limits.MIN_QUESTIONS,
    maxQuestions: limits.MAX_QUESTIONS,
    minOptions: limits.MIN_OPTIONS,
    maxOptions: limits.MAX_OPTIONS,
    headerMaxChars: limits.HEADER_MAX_CHARS,
    labelMaxChars: limits.LABEL_MAX_CHARS,
  },
  inputSchema: AskUserInput,
  safeParse: safeParseAskUserInput,
  definition: askUserToolDefinition,
  fromPersisted: readAskUserPersisted,
});

export { readAskUserPersisted } from './persisted';
export {
  toOpenClawGatewayAnswers,
  type OpenClawGatewayAnswers,
  type OpenClawQuestionResolveParams,
} from './gateway';
export type { AskUserContentMessages } from './result';
