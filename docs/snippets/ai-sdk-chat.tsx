/**
 * docs/ai-sdk.md, "The client": the whole chat against your route. Compiled by
 * `npm run typecheck`; the region is the doc's block (test/node/readme-snippets.test.ts).
 */
// #region readme
import { useChat } from '@ai-sdk/react';
import { useState } from 'react';
import {
  askSendAutomaticallyWhen,
  AskToolPart,
  isAskToolPart,
  resolvePendingAsks,
} from '../../src/ai-sdk';
import '../../src/react/styles.css';

export function Chat() {
  const { messages, sendMessage, addToolOutput } = useChat({
    // Continues after an answer; not when an ask was resolved to make way for the user.
    sendAutomaticallyWhen: askSendAutomaticallyWhen,
  });
  const [text, setText] = useState('');
  async function send() {
    await resolvePendingAsks({ messages, addToolOutput }); // a pending card never wedges the chat
    await sendMessage({ text });
  }
  return (
    <>
      {messages.flatMap((m) =>
        m.parts.map((part, i) =>
          isAskToolPart(part) ? (
            <AskToolPart key={part.toolCallId} part={part} addToolOutput={addToolOutput} />
          ) : part.type === 'text' ? (
            <p key={`${m.id}-${i}`}>{part.text}</p>
          ) : null,
        ),
      )}
      <textarea data-ask-composer value={text} onChange={(e) => setText(e.target.value)} />
      <button onClick={send}>Send</button>
      <button onClick={() => resolvePendingAsks({ messages, addToolOutput }, 'stopped')}>
        Stop
      </button>
    </>
  );
}
// #endregion
