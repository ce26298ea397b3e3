/**
 * docs/gemini.md, a host embedding `@google/gemini-cli-core` (0.61.0) that answers `ask_user`
 * confirmations with the card. The core's message bus is declared structurally (string values of
 * its `MessageBusType` and `CoreToolCallStatus`), so `npm run typecheck` needs no CLI installed.
 */
// #region readme
import { AskCard, safeParseGeminiAskUserInput, type GeminiAskUserResult } from '../../src';
import type { ReactNode } from 'react';

declare function show(card: ReactNode): () => void; // your mount: returns unmount
// your config.getMessageBus() from @google/gemini-cli-core, as this example uses it:
declare const bus: {
  subscribe(type: 'tool-calls-update', listener: (message: { toolCalls: Call[] }) => void): void;
  publish(message: object): Promise<void>;
};
interface Call {
  status: string; // CoreToolCallStatus: 'awaiting_approval' while the tool waits for the user
  correlationId?: string;
  confirmationDetails?: { type: string; questions?: unknown };
}

const seen = new Set<string>(); // every update lists every call: show each confirmation once
bus.subscribe('tool-calls-update', ({ toolCalls }) => {
  for (const { status, correlationId: id, confirmationDetails: details } of toolCalls) {
    if (status !== 'awaiting_approval' || details?.type !== 'ask_user' || !id || seen.has(id))
      continue;
    seen.add(id);
    // The scheduler then calls the tool's onConfirm(outcome, payload); the model reads its text.
    const answer = (result: GeminiAskUserResult) => {
      const confirmed = result.outcome === 'proceed_once';
      void bus.publish({
        type: 'tool-confirmation-response',
        correlationId: id,
        confirmed,
        ...result,
      });
    };
    const parsed = safeParseGeminiAskUserInput({ questions: details.questions });
    if (!parsed.success) {
      answer({ outcome: 'cancel' }); // past ask-cards' bounds: the model reads the dismissal
      continue;
    }
    const close = show(
      <AskCard
        request={parsed.data}
        onResolve={(r) => {
          answer(r.result as GeminiAskUserResult);
          close();
        }}
      />,
    );
  }
});
// #endregion
