/**
 * docs/ag-ui.md, "A thread, wired in": the hook shared by the cards and the composer, an
 * approval view for `tool_call`, and the resume sent with a typed message. Compiled by
 * `npm run typecheck` against the real `@ag-ui/client` 1.0 types.
 */
// #region readme
import type { AbstractAgent } from '@ag-ui/client';
import type { ReactNode } from 'react';
import {
  AskAgUiInterrupts,
  createAskToolStore,
  useAskAgUiInterrupts,
  type AskAgUiRenderApproval,
} from '../../src/ag-ui';

declare const agent: AbstractAgent; // your HttpAgent (or any AbstractAgent)
declare function Composer(props: { disabled: boolean; onSend(text: string): void }): ReactNode;

const store = createAskToolStore(); // one per chat: where each answer waits for the resume

// `reason: "tool_call"` is an approval, not a question: AG-UI's payload is `{ approved, editedArgs? }`.
const renderApproval: AskAgUiRenderApproval = (interrupt, respond, { settled }) =>
  settled ? (
    <p>{settled.status === 'resolved' ? 'Answered' : 'Cancelled'}</p>
  ) : (
    <div role="group" aria-label={interrupt.message ?? 'Approve the tool call'}>
      <p>{interrupt.message}</p>
      <button onClick={() => respond({ status: 'resolved', payload: { approved: true } })}>
        Approve
      </button>
      <button onClick={() => respond({ status: 'resolved', payload: { approved: false } })}>
        Deny
      </button>
    </div>
  );

export function Thread() {
  const interrupts = useAskAgUiInterrupts(agent, { store });
  async function send(text: string) {
    agent.addMessage({ id: crypto.randomUUID(), role: 'user', content: text });
    // A run on a thread with pending interrupts must answer them all: the open cards end as
    // "replied in the chat" and go as `cancelled`; answers already given go as given.
    const resume = interrupts.cancelPending();
    await agent.runAgent(resume.length > 0 ? { resume } : {});
  }
  return (
    <>
      <AskAgUiInterrupts session={interrupts.session} renderApproval={renderApproval} />
      {/* While the answers are on their way the agent is running: send after it. */}
      <Composer disabled={interrupts.phase === 'sending'} onSend={(text) => void send(text)} />
    </>
  );
}
// #endregion
