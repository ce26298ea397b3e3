/**
 * docs/ai-sdk.md, "One store per chat": the chat's tool calls in a store of its own. Compiled by
 * `npm run typecheck`; the region is the doc's block (test/node/readme-snippets.test.ts).
 */
// #region readme
import { useChat } from '@ai-sdk/react';
import { useEffect, useState } from 'react';
import {
  askSendAutomaticallyWhen,
  AskToolPart,
  AskToolStoreProvider,
  createAskToolStore,
  isAskToolPart,
  resolvePendingAsks,
} from '../../src/ai-sdk';

export function ChatPane({ chatId }: { chatId: string }) {
  // Render it as <ChatPane key={chatId} …/>: one store per chat, dropped when the chat closes.
  const [store] = useState(createAskToolStore);
  useEffect(() => () => store.dispose(), [store]);
  const { messages, addToolOutput } = useChat({
    id: chatId,
    sendAutomaticallyWhen: ({ messages }) => askSendAutomaticallyWhen({ messages, store }),
  });
  return (
    <AskToolStoreProvider store={store}>
      {messages.flatMap((m) =>
        m.parts
          .filter((part) => isAskToolPart(part))
          .map((part) => (
            <AskToolPart key={part.toolCallId} part={part} addToolOutput={addToolOutput} />
          )),
      )}
      <button onClick={() => resolvePendingAsks({ messages, addToolOutput, store }, 'stopped')}>
        Stop
      </button>
    </AskToolStoreProvider>
  );
}
// #endregion
