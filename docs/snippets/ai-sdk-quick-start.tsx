/**
 * README, "Quick start: Vercel AI SDK" (the short client; docs/ai-sdk.md has the whole chat).
 * Compiled by `npm run typecheck`; the region is the README's block
 * (test/node/readme-snippets.test.ts).
 */

// #region readme
import { useChat } from '@ai-sdk/react';
import { askSendAutomaticallyWhen, AskToolPart, isAskToolPart } from '../../src/ai-sdk';
import { resolvePendingAsks } from '../../src/ai-sdk';

export function Chat({ draft }: { draft: string }) {
  const { messages, sendMessage, addToolOutput } = useChat({
    sendAutomaticallyWhen: askSendAutomaticallyWhen, // the agent goes on after an answer
  });
  async function send() {
    await resolvePendingAsks({ messages, addToolOutput }); // a pending card never wedges the chat
    await sendMessage({ text: draft });
  }
  const asks = messages.flatMap((m) => m.parts.filter((part) => isAskToolPart(part)));
  return (
    <>
      {asks.map((part) => (
        <AskToolPart key={part.toolCallId} part={part} addToolOutput={addToolOutput} />
      ))}
      <button onClick={send}>Send</button>
    </>
  );
}
// #endregion
