/** The `request_user_input` dialect: Codex app-server's `item/tool/requestUserInput`. */
import { requestUserInputRuntime } from './runtime';
import { requestUserInputPolicy } from './policy';
import { defineAskAdapter } from '../types';
import { readRequestUserInputPersisted } from './persisted';
import type { ToolRequestUserInputResponse } from './protocol';
import {
  RequestUserInputParamsSchema,
  RUI_HEADER_MAX_CHARS,
  RUI_ID_MAX_CHARS,
  RUI_LABEL_MAX_CHARS,
  RUI_QUESTION_MAX_CHARS,
  safeParseRequestUserInputParams,
} from './schema';

/**
 * `result` is the JSON-RPC result (`ToolRequestUserInputResponse`, or null when stopped);
 * `content` its JSON with secrets masked. No `definition`: Codex defines the tool.
 */
export const requestUserInputAdapter = defineAskAdapter<ToolRequestUserInputResponse | null>({
  ...requestUserInputRuntime,
  policy: requestUserInputPolicy,
  limits: {
    minQuestions: 1,
    minOptions: 0,
    headerMaxChars: RUI_HEADER_MAX_CHARS,
    idMaxChars: RUI_ID_MAX_CHARS,
    questionMaxChars: RUI_QUESTION_MAX_CHARS,
    labelMaxChars: RUI_LABEL_MAX_CHARS,
  },
  inputSchema: RequestUserInputParamsSchema,
  safeParse: safeParseRequestUserInputParams,
  fromPersisted: readRequestUserInputPersisted,
});

export {
  parseRequestUserInputParams,
  safeParseRequestUserInputParams,
  RequestUserInputParamsSchema,
  REQUEST_USER_INPUT_DIALECT,
} from './schema';
export {
  toRequestUserInputResponse,
  formatRequestUserInputContent,
  REQUEST_USER_INPUT_CANCELLED,
} from './result';
export type * from './protocol';
export { readRequestUserInputPersisted } from './persisted';
