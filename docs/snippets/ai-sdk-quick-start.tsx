/**
 * docs/ai-sdk.md, "Quick start": a card from a seeded message, no backend. Compiled by
 * `npm run typecheck` and rendered by test/node/readme-snippets.test.ts.
 */
// #region readme
import { useChat } from '@ai-sdk/react';
import type { UIMessage } from 'ai';
import { AskToolPart, isAskToolPart } from '../../src/ai-sdk';
import '../../src/react/styles.css';

// An assistant message as a model streams it: an ask_user call, waiting for the user.
const seeded: UIMessage[] = [
  {
    id: 'm1',
    role: 'assistant',
    parts: [
      {
        type: 'tool-ask_user',
        toolCallId: 'call-1',
        state: 'input-available',
        input: {
          questions: [
            {
              id: 'target',
              header: 'Target',
              question: 'Where should I deploy?',
              options: [{ label: 'Staging' }, { label: 'Production' }],
            },
          ],
        },
      },
    ],
  },
];

export function SeededChat() {
  const { messages, addToolOutput } = useChat({ messages: seeded });
  const asks = messages.flatMap((m) => m.parts.filter((part) => isAskToolPart(part)));
  return (
    <>
      {asks.map((part) => (
        <AskToolPart key={part.toolCallId} part={part} addToolOutput={addToolOutput} />
      ))}
    </>
  );
}
// #endregion
