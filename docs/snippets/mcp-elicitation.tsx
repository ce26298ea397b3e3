/**
 * docs/mcp.md, "Quick start", against the real MCP SDK's types. Compiled by `npm run typecheck`;
 * the region is the doc's block (test/node/readme-snippets.test.ts).
 */
// #region readme
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { ReactNode } from 'react';
import { AskCard, ElicitCreateRequest, safeParseElicitRequest, type ElicitResult } from '../../src';

declare const client: Client; // your MCP client, connected to the server
declare function show(card: ReactNode): void; // your way of putting a card on screen

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
