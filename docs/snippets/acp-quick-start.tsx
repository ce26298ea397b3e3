/**
 * README.md and docs/acp.md, the ACP quick start: an editor answering `elicitation/create` with
 * the card, against the real `@agentclientprotocol/sdk` 2.4.0 types. Compiled by
 * `npm run typecheck`.
 */
// #region readme
import { client } from '@agentclientprotocol/sdk';
import { AskCard, safeParseAcpElicitRequest, type AcpElicitResult } from '../../src';
import type { ReactNode } from 'react';

declare function show(card: ReactNode): void; // your way of putting a card on screen

// Send initialize's clientCapabilities: { elicitation: { form: {} } }. In ACP, {} means no mode.
export const editor = client({ name: 'my-editor' }).onRequest(
  'elicitation/create',
  ({ params, signal, requestId }) => {
    // The JSON-RPC id joins the card's key: a re-ask of the same form is a new card.
    const parsed = safeParseAcpElicitRequest(params, { jsonRpcId: requestId });
    if (!parsed.success) return { action: 'cancel' }; // unknown type or mode: refused, by name
    return new Promise<AcpElicitResult>((resolve) =>
      show(
        <AskCard
          request={parsed.data}
          layout="stacked"
          signal={signal}
          onResolve={(r) => resolve(r.result as AcpElicitResult)}
        />,
      ),
    );
  },
);
// #endregion
