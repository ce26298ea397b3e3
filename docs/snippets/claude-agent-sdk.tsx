/**
 * docs/claude-agent-sdk.md, "A host, wired in". The SDK is not a dependency: `canUseTool` is typed
 * with ask-cards' structural copy of its `PermissionResult`. Compiled by `npm run typecheck`; the
 * region is the doc's block (test/node/readme-snippets.test.ts).
 */
// #region readme
import {
  AskCard,
  safeParseAskUserQuestionInput,
  toAskUserQuestionResult,
  type AskPermissionResult,
} from '../../src';
import type { ReactNode } from 'react';

declare function show(card: ReactNode): void; // your way of putting a card on screen
// your import { query } from '@anthropic-ai/claude-agent-sdk', shaped as this example uses it:
declare function query(args: { prompt: string; options: { canUseTool: unknown } }): unknown;

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
