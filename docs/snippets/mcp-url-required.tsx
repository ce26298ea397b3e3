/**
 * docs/mcp.md, URL elicitation by error (-32042): a tool call that needs the user to open links
 * first shows one AskUrlCard each, then lets the host retry. Compiled by `npm run typecheck`; the
 * region is the doc's block (test/node/readme-snippets.test.ts).
 */
// #region readme
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolRequest } from '@modelcontextprotocol/sdk/types.js';
import { useState, type ReactNode } from 'react';
import { AskUrlCard, readUrlElicitationRequired, type ElicitUrlRequest } from '../../src';

declare const client: Client; // your MCP client, connected to the server
declare function show(card: ReactNode): () => void; // your mount: returns its unmount

/** Calls a tool; a -32042 shows its links, and the call is made again once each is settled. */
export async function callTool(params: CallToolRequest['params']): Promise<unknown> {
  try {
    return await client.callTool(params);
  } catch (error) {
    const required = readUrlElicitationRequired(error, {
      source: client.getServerVersion()?.name,
    });
    if (!required) throw error; // not -32042
    if (!required.success) throw required.error; // an AskInputError naming the bad link
    const retry = () => {
      close();
      void callTool(params); // the server has what it needed; the call goes through
    };
    const close = show(<UrlElicitations requests={required.data} onDone={retry} />);
  }
}

/** One AskUrlCard per link; Retry once every card is settled (opened, declined, cancelled). */
function UrlElicitations(props: { requests: ElicitUrlRequest[]; onDone: () => void }) {
  const [settled, setSettled] = useState<string[]>([]);
  const open = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');
  return (
    <>
      {props.requests.map((request) => (
        <AskUrlCard
          key={request.elicitationId}
          request={request}
          onOpenUrl={open}
          onResolve={() => setSettled((ids) => [...ids, request.elicitationId])}
        />
      ))}
      <button disabled={settled.length < props.requests.length} onClick={props.onDone}>
        Retry
      </button>
    </>
  );
}
// #endregion
