/** The results of `asktool` (no parser; its policy is in `../policies.ts`). */
import { toAskToolDetails, type AskToolDetails } from '../../serialize/details';
import type { AskDialectRuntime } from '../types';
import { ASKTOOL_DIALECT } from './policy';
import { formatAskToolContent } from './result';

export const askToolRuntime: AskDialectRuntime<AskToolDetails> = {
  dialect: ASKTOOL_DIALECT,
  toResult: toAskToolDetails,
  formatContent: (request, answers) => formatAskToolContent(request, answers),
  // The seed makes the text the tool result.
  modelOutput: 'content',
};
