/**
 * README, "Quick start: Claude Agent SDK". The SDK is not a dependency: `canUseTool` is typed
 * with ask-cards' structural copy of its `PermissionResult`. Compiled by `npm run typecheck`;
 * the region is the README's block (test/node/readme-snippets.test.ts).
 */
import type { ReactNode } from 'react';

/** The host's way of putting a card on screen (a portal, a chat row, a dialog). */
declare function show(card: ReactNode): void;
declare function query(args: { prompt: string; options: { canUseTool: unknown } }): unknown;

// #region readme
import {
  AskCard,
  safeParseAskUserQuestionInput,
  toAskUserQuestionResult,
  type AskPermissionResult,
} from '../../src';

async function canUseTool(
  toolName: string,
  input: Record<string, unknown>,
  { signal }: { signal: AbortSignal }, // aborts with the query
): Promise<AskPermissionResult | null> {
  if (toolName !== 'AskUserQuestion') return { behavior: 'allow', updatedInput: input };
  const parsed = safeParseAskUserQuestionInput(input);
  if (!parsed.success) return { behavior: 'deny', message: parsed.error.message };
  const request = parsed.data;
  return new Promise((resolve) =>
    show(
      <AskCard
        request={request}
        signal={signal}
        // Stopped resolves null: the query's own abort has ended the wait. followUp: the user
        // pressed "Ask me more" on an extended ask (CLAUDE_CODE_QUESTION_EXTENDED).
        onResolve={(r) =>
          resolve(toAskUserQuestionResult(request, r.answers, r.reason, { followUp: r.followUp }))
        }
      />,
    ),
  );
}
query({ prompt: 'Plan the settings page', options: { canUseTool } });
// #endregion
