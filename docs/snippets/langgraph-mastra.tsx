/**
 * docs/langgraph.md, "Mastra": a suspended Mastra tool call (`tool-call-suspended`) answered with
 * the same JSON-Schema form. `@mastra/core` needs Node 22, so the client is typed structurally
 * here (`@mastra/client-js`'s agent resource). Compiled by `npm run typecheck`.
 */
// #region readme
import type { ReactNode } from 'react';
import { AskCard, safeParseJsonSchemaForm, type JsonSchemaFormResult } from '../../src';

declare function show(card: ReactNode): () => void; // your mount: returns unmount
declare function report(error: Error): void; // tell the user and the agent's author

/** What this example calls on a Mastra agent (`@mastra/client-js`'s `client.getAgent(id)`). */
interface MastraAgent {
  resumeStream(resumeData: unknown, options: { runId: string; toolCallId?: string }): unknown;
  approveToolCall(options: { runId: string; toolCallId?: string }): unknown;
  declineToolCall(options: { runId: string; toolCallId?: string; reason?: string }): unknown;
}

/** A `tool-call-suspended` chunk's payload (AI SDK: the `data-tool-call-suspended` part's data). */
interface MastraSuspended {
  runId: string;
  toolCallId: string;
  suspendPayload: unknown;
  resumeSchema: string; // JSON text; empty when the tool declared none
}

/** `suspendPayload` has no standard text field: a string, or its `message` / `question`. */
function messageOf(payload: unknown): string | undefined {
  if (typeof payload === 'string') return payload;
  const { message, question } = (payload ?? {}) as { message?: unknown; question?: unknown };
  return [message, question].find((text) => typeof text === 'string') as string | undefined;
}

export function askSuspended(agent: MastraAgent, { runId, toolCallId, ...chunk }: MastraSuspended) {
  let schema: unknown = { type: 'object', properties: {} }; // no schema: a confirmation
  try {
    if (chunk.resumeSchema) schema = JSON.parse(chunk.resumeSchema);
  } catch (error) {
    return report(error as Error); // the run stays suspended
  }
  const parsed = safeParseJsonSchemaForm(schema, { message: messageOf(chunk.suspendPayload) });
  if (!parsed.success) return report(parsed.error); // refused by keyword: the user was not asked
  const close = show(
    <AskCard
      request={parsed.data}
      layout="stacked"
      onResolve={(r) => {
        close();
        const result = r.result as JsonSchemaFormResult;
        // Mastra has no decline for a suspension: a cancelled card sends nothing, and the run
        // stays suspended (`listSuspendedRuns` finds it again).
        if (result.status === 'resolved')
          void agent.resumeStream(result.payload, { runId, toolCallId });
      }}
    />,
  );
}

// `tool-call-approval` (`requireApproval`) is an approval, not a question: your approval view.
export const approve = (agent: MastraAgent, runId: string, toolCallId: string) =>
  agent.approveToolCall({ runId, toolCallId });
export const decline = (agent: MastraAgent, runId: string, toolCallId: string, reason?: string) =>
  agent.declineToolCall({ runId, toolCallId, reason }); // the reason is what the model reads
// #endregion
