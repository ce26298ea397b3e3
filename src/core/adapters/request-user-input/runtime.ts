/** The results of `request_user_input` (no parser; its policy is in `../policies.ts`). */
import type { AskDialectRuntime } from '../types';
import type { ToolRequestUserInputResponse } from './protocol';
import { REQUEST_USER_INPUT_DIALECT } from './policy';
import { formatRequestUserInputContent, toRequestUserInputResponse } from './result';

export const requestUserInputRuntime: AskDialectRuntime<ToolRequestUserInputResponse | null> = {
  dialect: REQUEST_USER_INPUT_DIALECT,
  toResult: toRequestUserInputResponse,
  formatContent: formatRequestUserInputContent,
};
