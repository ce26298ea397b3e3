/**
 * Structural types of Codex app-server's `item/tool/requestUserInput`, declared from what
 * `codex app-server generate-ts` of codex-cli 0.171.0 emits (`v2/ToolRequestUserInput*.ts`,
 * marked EXPERIMENTAL upstream). `@openai/codex` ships no TypeScript to import.
 */

/** `ToolRequestUserInputOption`: a single selectable option. */
export type ToolRequestUserInputOption = { label: string; description: string };

/** `ToolRequestUserInputQuestion`: one question and its options (`null`: free text only). */
export type ToolRequestUserInputQuestion = {
  id: string;
  header: string;
  question: string;
  isOther: boolean;
  isSecret: boolean;
  options: Array<ToolRequestUserInputOption> | null;
};

/** `ToolRequestUserInputParams`: the params of the server request. */
export type ToolRequestUserInputParams = {
  threadId: string;
  turnId: string;
  itemId: string;
  questions: Array<ToolRequestUserInputQuestion>;
  isBlocking: boolean;
  /** @deprecated Use `isBlocking` to decide whether the request should block. */
  autoResolutionMs: number | null;
};

/** `ToolRequestUserInputAnswer`: one question's answers. */
export type ToolRequestUserInputAnswer = { answers: Array<string> };

/** `ToolRequestUserInputResponse`: question ids to answers, the JSON-RPC result. */
export type ToolRequestUserInputResponse = {
  answers: { [key in string]?: ToolRequestUserInputAnswer };
};

/** JSON-RPC request ids are numbers or strings (`RequestId`). */
export type CodexRequestId = string | number;

/** The `ServerRequest` member the client answers. */
export type ToolRequestUserInputServerRequest = {
  method: 'item/tool/requestUserInput';
  id: CodexRequestId;
  params: ToolRequestUserInputParams;
};
