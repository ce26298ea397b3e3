import { lastAssistantMessageIsCompleteWithToolCalls, type UIMessage } from 'ai';
import {
  answerOnce,
  askAdapterOf,
  askCallKey,
  askToolNameOf,
  isYielded,
  markYielded,
  toModelOutput,
  yieldCall,
  type AskCallScope,
  type AskYieldReason,
} from './ask-tool';
import type { AskAddToolOutput, AskChatMessage, AskToolUIPart } from './types';

/**
 * Whether a message part is an ask tool's: its tool name (or the `dialect` given) names a
 * registered dialect.
 *
 * @example message.parts.filter((p) => isAskToolPart(p)).map((p) => <AskToolPart part={p} … />)
 */
export function isAskToolPart(part: unknown, dialect?: string): part is AskToolUIPart {
  const name = askToolNameOf(part);
  return name !== null && askAdapterOf(name, dialect) !== undefined;
}

export interface ResolvePendingAsksOptions {
  /** The chat's messages (`useChat().messages`). */
  messages: readonly AskChatMessage[];
  /** The chat's `addToolOutput`. */
  addToolOutput: AskAddToolOutput;
  /** Read every ask tool as this dialect instead of by its tool name. */
  dialect?: string;
  /**
   * The chat, as given to its `AskToolPart`s' `scope`.
   * @default the `addToolOutput` function
   */
  scope?: AskCallScope;
}

/**
 * Resolve every ask still waiting for the user (`input-available`), so the next model call has a
 * result for each tool call: call it before sending the user's chat message (reason
 * `repliedInChat`, the default), or from the host's stop control (`stopped`: `stop()` alone does
 * nothing while the chat waits for the user). A card on screen keeps the answers it has; the rest
 * are skipped. An input no card could show gets `output-error`. Tool calls already answered are
 * left alone. Resolves once every output is written, with how many asks this call resolved.
 *
 * @example
 * await resolvePendingAsks({ messages, addToolOutput });
 * await sendMessage({ text });
 */
export async function resolvePendingAsks(
  { messages, addToolOutput, dialect, scope = addToolOutput }: ResolvePendingAsksOptions,
  reason: AskYieldReason = 'repliedInChat',
): Promise<number> {
  const writes: Promise<void>[] = [];
  let resolved = 0;
  for (const message of messages) {
    if (message.role !== 'assistant') continue;
    for (const part of message.parts) {
      const tool = askToolNameOf(part);
      const adapter = tool === null ? undefined : askAdapterOf(tool, dialect);
      const call = part as AskToolUIPart;
      if (!adapter || tool === null) continue;
      const { toolCallId, input } = call;
      if (call.state !== 'input-available') continue;
      const key = askCallKey({ scope, toolCallId, input });
      const entry = answerOnce(key, () => {
        resolved += 1;
        const parsed = adapter.safeParse(call.input);
        if (!parsed.success)
          return addToolOutput({
            state: 'output-error',
            tool,
            toolCallId,
            errorText: parsed.error.message,
          });
        const { resolution, record } = yieldCall(key, parsed.data, reason);
        const output = toModelOutput(adapter, resolution);
        Object.assign(entry, record, { output });
        markYielded(toolCallId, input);
        return addToolOutput({ tool, toolCallId, output });
      });
      writes.push(entry.written);
    }
  }
  await Promise.all(writes);
  return resolved;
}

/**
 * `sendAutomaticallyWhen` for `useChat`: `lastAssistantMessageIsCompleteWithToolCalls`, except
 * when an ask of the last step was resolved only to make way for the user's message (or stopped):
 * the user's message makes the next call then, and a stop stops.
 *
 * @example useChat({ transport, sendAutomaticallyWhen: askSendAutomaticallyWhen })
 */
export function askSendAutomaticallyWhen({
  messages,
}: {
  messages: readonly AskChatMessage[];
}): boolean {
  if (!lastAssistantMessageIsCompleteWithToolCalls({ messages: messages as UIMessage[] }))
    return false;
  const last = messages[messages.length - 1]!;
  const start = last.parts.reduce<number>(
    (found, part, index) => ((part as { type?: unknown }).type === 'step-start' ? index : found),
    -1,
  );
  return !last.parts.slice(start + 1).some((part) => {
    const { toolCallId, input } = part as AskToolUIPart;
    return askToolNameOf(part) !== null && isYielded(toolCallId, input);
  });
}
