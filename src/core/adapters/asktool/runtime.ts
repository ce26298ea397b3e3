/** What a running `asktool` card needs: its policy and its results (no parser). */
import { toAskToolDetails, type AskToolDetails } from '../../serialize/details';
import type { AskDialectRuntime } from '../types';
import { formatAskToolContent } from './content';
import { askToolPolicy } from './policy';

export const askToolRuntime: AskDialectRuntime<AskToolDetails> = {
  dialect: 'asktool',
  policy: askToolPolicy,
  toResult: toAskToolDetails,
  formatContent: (request, answers) => formatAskToolContent(request, answers),
  // The seed makes the text the tool result.
  modelOutput: 'content',
};
