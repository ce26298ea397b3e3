import { lastAssistantMessageIsCompleteWithToolCalls, type UIMessage } from 'ai';
import { askAdapterOf, askToolNameOf, type AskYieldReason } from '../tool-calls/call';
import { defaultAskToolStore, warnIfSplit } from '../tool-calls/default';
import { yieldPendingCalls } from '../tool-calls/pending';
import type { AskCallScope, AskPendingCall, AskToolStore } from '../tool-calls/store';
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
  /**
   * The chat's tool-call store, as given to its `AskToolPart`s (or their provider): **the same
   * one**, or the resolve and the cards answer the same call twice (development warns).
   * @default the page-wide store of bindings given none
   */
  store?: AskToolStore;
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
  {
    messages,
    addToolOutput,
    dialect,
    scope = addToolOutput,
    store: given,
  }: ResolvePendingAsksOptions,
  reason: AskYieldReason = 'repliedInChat',
): Promise<number> {
  const store = given ?? defaultAskToolStore();
  const calls: AskPendingCall[] = [];
  for (const message of messages) {
    if (message.role !== 'assistant') continue;
    for (const part of message.parts) {
      const tool = askToolNameOf(part);
      const { toolCallId, input, state } = part as AskToolUIPart;
      if (tool === null || state !== 'input-available') continue;
      calls.push({ scope, tool, dialect, toolCallId, input, write: addToolOutput });
    }
  }
  if (!given && calls.length > 0)
    warnIfSplit('resolvePendingAsks', (handed) =>
      calls.some((call) => handed.phase(handed.key(call)) !== undefined),
    );
  return yieldPendingCalls(store, calls, reason);
}

/**
 * `sendAutomaticallyWhen` for `useChat`: `lastAssistantMessageIsCompleteWithToolCalls`, except
 * when an ask of the last step was resolved only to make way for the user's message (or stopped):
 * the user's message makes the next call then, and a stop stops.
 *
 * @example
 * useChat({ transport, sendAutomaticallyWhen: askSendAutomaticallyWhen });
 * // With the chat's own store:
 * useChat({
 *   sendAutomaticallyWhen: ({ messages }) => askSendAutomaticallyWhen({ messages, store }),
 * });
 */
export function askSendAutomaticallyWhen({
  messages,
  store: given,
}: {
  messages: readonly AskChatMessage[];
  /**
   * The chat's tool-call store: **the same one** its cards and `resolvePendingAsks` use.
   * @default the page-wide store of bindings given none
   */
  store?: AskToolStore;
}): boolean {
  const store = given ?? defaultAskToolStore();
  if (!lastAssistantMessageIsCompleteWithToolCalls({ messages: messages as UIMessage[] }))
    return false;
  const last = messages[messages.length - 1]!;
  const start = last.parts.reduce<number>(
    (found, part, index) => ((part as { type?: unknown }).type === 'step-start' ? index : found),
    -1,
  );
  const asks = last.parts
    .slice(start + 1)
    .filter((part) => askToolNameOf(part) !== null) as AskToolUIPart[];
  const yieldedIn = (held: AskToolStore) =>
    asks.some(({ toolCallId, input }) => held.isYielded(toolCallId, input));
  if (yieldedIn(store)) return false;
  if (!given && asks.length > 0) warnIfSplit('askSendAutomaticallyWhen', yieldedIn);
  return true;
}
