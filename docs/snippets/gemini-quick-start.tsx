/**
 * README.md and docs/gemini.md, the Gemini CLI quick start: a tool's `ask_user` confirmation
 * answered with the card. The confirmation (`ToolAskUserConfirmationDetails` of
 * `@google/gemini-cli-core` 0.61.0) is declared structurally, so `npm run typecheck` needs no
 * CLI installed. Compiled by `npm run typecheck`.
 */
// #region readme
import { AskCard, safeParseGeminiAskUserInput, type GeminiAskUserResult } from '../../src';
import type { ReactNode } from 'react';

declare function show(card: ReactNode): void; // your way of putting a card on screen
// await invocation.shouldConfirmExecute(signal) of the ask_user tool, as this example uses it:
declare const details: {
  questions: unknown;
  onConfirm(outcome: 'proceed_once' | 'cancel', payload?: object): Promise<void>;
};

const parsed = safeParseGeminiAskUserInput({ questions: details.questions });
if (parsed.success)
  show(
    <AskCard
      request={parsed.data}
      onResolve={(r) => {
        const result = r.result as GeminiAskUserResult; // then execute(): the model reads r.content
        void details.onConfirm(result.outcome, 'payload' in result ? result.payload : undefined);
      }}
    />,
  );
// #endregion
