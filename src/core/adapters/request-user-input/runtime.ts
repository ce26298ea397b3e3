/** What a running `request_user_input` card needs: its policy and its results (no parser). */
import type { AskDialectRuntime } from '../types';
import type { ToolRequestUserInputResponse } from './protocol';
import { REQUEST_USER_INPUT_DIALECT, requestUserInputPolicy } from './policy';
import { formatRequestUserInputContent, toRequestUserInputResponse } from './result';

export const requestUserInputRuntime: AskDialectRuntime<ToolRequestUserInputResponse | null> = {
  dialect: REQUEST_USER_INPUT_DIALECT,
  policy: requestUserInputPolicy,
  toResult: toRequestUserInputResponse,
  formatContent: formatRequestUserInputContent,
};

export { REQUEST_USER_INPUT_DIALECT };
