/** The `asktool` dialect: a desktop chat app's ask tool (seed 000). */
import { askToolRuntime } from './runtime';
import { askToolPolicy } from './policy';
import { AskToolInput, safeParseAskToolInput } from './schema';
import { askToolDefinition } from './definition';
import { QUESTION_MAX_CHARS } from '../../schema/limits';
import type { AskToolDetails } from '../../serialize/details';
import { defineAskAdapter } from '../types';

/** `result` is the details persisted with the tool row; the model reads `content`. */
export const askToolAdapter = defineAskAdapter<AskToolDetails>({
  ...askToolRuntime,
  policy: askToolPolicy,
  limits: { questionMaxChars: QUESTION_MAX_CHARS, minQuestions: 1, minOptions: 1 },
  inputSchema: AskToolInput,
  safeParse: safeParseAskToolInput,
  definition: askToolDefinition,
});
