/**
 * README.md and docs/langgraph.md, the LangGraph quick start: the interrupts of a real
 * `useStream` (`@langchain/langgraph-sdk/react` 2.x) as ask cards. Compiled by
 * `npm run typecheck`.
 */
// #region readme
import { useStream } from '@langchain/langgraph-sdk/react';
import { useState } from 'react';
import { AskLangGraphInterrupts } from '../../src/langgraph';
import '../../src/react/styles.css';

export function Interrupts() {
  const [threadId, setThreadId] = useState<string | null>(null);
  const stream = useStream({
    apiUrl: 'http://localhost:2024',
    assistantId: 'agent',
    threadId,
    onThreadId: setThreadId,
  });
  // One card per interrupt; once all are settled: submit(null, { command: { resume } }).
  return <AskLangGraphInterrupts stream={stream} threadId={threadId} />;
}
// #endregion
