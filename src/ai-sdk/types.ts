/**
 * The AI SDK shapes the binding reads, as structural types: `ai@6` / `@ai-sdk/react@3` and
 * `ai@7` / `@ai-sdk/react@4` parts and `addToolOutput` functions both fit them, and no type that
 * only one major has is imported.
 */

/** A `tool-<name>` or `dynamic-tool` UI part of a `useChat` message (`ToolUIPart`). */
export interface AskToolUIPart {
  /** `tool-<name>`, or `dynamic-tool` with `toolName`. */
  type: string;
  toolName?: string;
  toolCallId: string;
  /** `input-streaming`, `input-available`, `output-available`, `output-error`, or approval. */
  state: string;
  input?: unknown;
  output?: unknown;
  errorText?: string;
}

/** What the binding hands `addToolOutput`: the result, or an error the model can act on. */
export type AskToolOutput =
  | { state?: 'output-available'; tool: string; toolCallId: string; output: unknown }
  | { state: 'output-error'; tool: string; toolCallId: string; errorText: string };

/**
 * `useChat().addToolOutput` (or the deprecated `addToolResult`). A method type, so that a chat
 * whose tools type their outputs is accepted too.
 */
export type AskAddToolOutput = {
  addToolOutput(options: AskToolOutput): unknown;
}['addToolOutput'];

/** A `useChat` message, as far as the binding reads it. */
export interface AskChatMessage {
  role: string;
  parts: readonly unknown[];
}
