/**
 * README, "Quick start: MCP elicitation", against the real MCP SDK's types. Compiled by
 * `npm run typecheck`; the region is the README's block (test/node/readme-snippets.test.ts).
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { ReactNode } from 'react';

declare const client: Client;
/** The host's way of putting a card on screen (a portal, a chat row, a dialog). */
declare function show(card: ReactNode): void;

// #region readme
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { AskCard, ElicitCreateRequest, safeParseElicitRequest, type ElicitResult } from '../../src';

// ElicitCreateRequest, not the SDK's ElicitRequestSchema, which strips `pattern` from the fields.
client.setRequestHandler(ElicitCreateRequest, ({ params }, { signal }) => {
  const parsed = safeParseElicitRequest(params, { source: client.getServerVersion()?.name });
  if (!parsed.success) throw new McpError(ErrorCode.InvalidParams, parsed.error.message);
  return new Promise<ElicitResult>((resolve) =>
    show(
      <AskCard
        request={parsed.data}
        layout="stacked"
        signal={signal}
        onResolve={(r) => resolve(r.result as ElicitResult)}
      />,
    ),
  );
});
// #endregion
