/**
 * docs/mcp.md, a host wiring the form and URL cards, against the real MCP SDK's types. Compiled
 * by `npm run typecheck`; the region is the doc's block (test/node/readme-snippets.test.ts).
 */
// #region readme
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  ElicitationCompleteNotificationSchema,
  ErrorCode,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';
import {
  AskCard,
  AskUrlCard,
  ElicitCreateRequest,
  parseElicitUrlRequest,
  safeParseElicitRequest,
  type ElicitResult,
} from '../../src';
import type { ReactNode } from 'react';

declare function show(card: ReactNode, id?: string): () => void; // your mount: returns unmount
declare function closeCard(id: string): void; // your unmount of the card shown under `id`

const client = new Client(
  { name: 'my-host', version: '1.0.0' },
  { capabilities: { elicitation: { form: {}, url: {} } } }, // declare it, or the handler throws
);
// ElicitCreateRequest, not the SDK's ElicitRequestSchema, which strips `pattern` from the fields.
client.setRequestHandler(ElicitCreateRequest, ({ params }, { signal }) => {
  const source = client.getServerVersion()?.title ?? client.getServerVersion()?.name; // who asks
  return new Promise<ElicitResult>((resolve) => {
    if (params.mode === 'url') {
      const request = parseElicitUrlRequest(params, { source });
      const open = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');
      show(
        <AskUrlCard request={request} signal={signal} onResolve={resolve} onOpenUrl={open} />,
        request.elicitationId,
      );
      return;
    }
    const parsed = safeParseElicitRequest(params, { source }); // a refused schema: no card
    if (!parsed.success) throw new McpError(ErrorCode.InvalidParams, parsed.error.message);
    const close = show(
      <AskCard
        request={parsed.data}
        layout="stacked"
        signal={signal}
        onResolve={(r) => {
          resolve(r.result as ElicitResult);
          close();
        }}
      />,
    );
  });
});
client.setNotificationHandler(ElicitationCompleteNotificationSchema, ({ params }) =>
  closeCard(params.elicitationId),
); // the server is done with that link
// #endregion
