/**
 * docs/codex.md, "A client, wired in". `@openai/codex` ships no TypeScript: the messages are typed
 * with ask-cards' structural copy of the app-server protocol. Compiled by `npm run typecheck`; the
 * region is the doc's block (test/node/readme-snippets.test.ts).
 */
// #region readme
import {
  AskCard,
  safeParseRequestUserInputParams,
  toRequestUserInputResponse,
  type CodexRequestId,
  type ToolRequestUserInputServerRequest,
} from '../../src';
import type { ReactNode } from 'react';

declare function show(card: ReactNode): void; // your way of putting a card on screen
declare function send(message: object): void; // your line to `codex app-server`'s stdin

const pending = new Map<CodexRequestId, AbortController>();

// A server request `item/tool/requestUserInput`: answer it with its own JSON-RPC id.
export function onRequestUserInput({ id, params }: ToolRequestUserInputServerRequest) {
  const parsed = safeParseRequestUserInputParams(params);
  if (!parsed.success) return send({ id, error: { code: -32602, message: parsed.error.message } });
  const settled = new AbortController();
  pending.set(id, settled);
  show(
    <AskCard
      request={parsed.data}
      signal={settled.signal}
      onResolve={(r) => {
        pending.delete(id);
        const result = toRequestUserInputResponse(parsed.data, r.answers, r.reason);
        if (result) send({ id, result }); // null: stopped, Codex settled it
      }}
    />,
  );
}

// `serverRequest/resolved`: settled elsewhere (answered, interrupted); the card closes.
export const onResolved = ({ requestId }: { requestId: CodexRequestId }) =>
  pending.get(requestId)?.abort();
// #endregion
