/** The `asktool` dialect: a desktop chat app's ask tool (seed 000). */
import { AskToolInput, safeParseAskToolInput } from './schema';
import { askToolDefinition } from '../../schema/definitions';
import { QUESTION_MAX_CHARS } from '../../schema/limits';
import { formatAskToolContent } from './content';
import { toAskToolDetails, type AskToolDetails } from '../../serialize/details';
import { defineAskAdapter } from '../types';
import { askToolPolicy } from './policy';

/** `result` is the details persisted with the tool row; the model reads `content`. */
export const askToolAdapter = defineAskAdapter<AskToolDetails>({
  dialect: 'asktool',
  policy: askToolPolicy,
  limits: { questionMaxChars: QUESTION_MAX_CHARS, minQuestions: 1, minOptions: 1 },
  inputSchema: AskToolInput,
  safeParse: safeParseAskToolInput,
  definition: askToolDefinition,
  toResult: toAskToolDetails,
  formatContent: (request, answers) => formatAskToolContent(request, answers),
  // The seed makes the text the tool result.
  modelOutput: 'content',
});
