/**
 * docs/acp.md, an editor wired in: form and URL cards, completion, both ways a wait ends, and
 * the capability, against the real `@agentclientprotocol/sdk` 2.4.0 types. The handler is the
 * one test/dom/acp-round-trip.test.tsx runs against the SDK on both ends. Compiled by
 * `npm run typecheck`.
 */
// #region readme
import {
  client,
  type ClientRequestContext,
  type CreateElicitationRequest,
  type CreateElicitationResponse,
  type InitializeRequest,
  type Stream,
} from '@agentclientprotocol/sdk';
import {
  ACP_ELICITATION_CAPABILITIES,
  AskCard,
  AskUrlCard,
  createElicitationCompletions,
  readAcpElicitationScope,
  safeParseAcpElicitRequest,
  safeParseAcpElicitUrlRequest,
  type AcpElicitResult,
} from '../../src';
import type { ReactNode } from 'react';

declare function show(card: ReactNode, key: string): () => void; // your mount: returns unmount
declare function turnSignal(sessionId: string): AbortSignal; // aborts when you send session/cancel
declare function report(error: Error): void; // tell the user and the agent's author

const completions = createElicitationCompletions(); // one per connection
let agentName: string | undefined; // initialize's agentInfo: the card's "Requested by"

function answer({
  params,
  signal,
  requestId,
}: ClientRequestContext<CreateElicitationRequest>): Promise<CreateElicitationResponse> {
  // The agent's $/cancel_request aborts `signal`; your session/cancel aborts the turn's.
  const ended =
    'sessionId' in params && typeof params.sessionId === 'string'
      ? AbortSignal.any([signal, turnSignal(params.sessionId)])
      : signal;
  const source = agentName;
  return new Promise((resolve) => {
    if (params.mode === 'url') {
      const parsed = safeParseAcpElicitUrlRequest(params, { source });
      if (!parsed.success) {
        report(parsed.error);
        return resolve({ action: 'cancel' }); // never shown: the user was not asked
      }
      const key = JSON.stringify([parsed.data.scope, requestId]);
      const close = show(
        <AskUrlCard
          request={parsed.data}
          signal={ended}
          completions={completions} // closes on elicitation/complete for its elicitationId
          onOpenUrl={(url) => window.open(url, '_blank', 'noopener,noreferrer')}
          onResolve={(result) => {
            resolve(result); // Open: accept (consent, not completion)
            if (result.action !== 'accept') close(); // declined or cancelled: nothing to wait for
          }}
          onComplete={() => close()}
        />,
        key,
      );
      return;
    }
    const parsed = safeParseAcpElicitRequest(params, { source, jsonRpcId: requestId });
    if (!parsed.success) {
      report(parsed.error); // e.g. an unknown property type, named by its key
      return resolve({ action: 'cancel' });
    }
    const key = JSON.stringify([readAcpElicitationScope(params), requestId]);
    const close = show(
      <AskCard
        request={parsed.data}
        layout="stacked"
        signal={ended}
        onResolve={(r) => {
          resolve(r.result as AcpElicitResult);
          close();
        }}
      />,
      key,
    );
  });
}

export const editor = client({ name: 'my-editor' })
  .onRequest('elicitation/create', answer)
  .onNotification('elicitation/complete', ({ params }) =>
    completions.complete(params.elicitationId),
  ); // an unknown id is ignored

const hello: InitializeRequest = {
  protocolVersion: 1,
  // { form: {}, url: {} }: in ACP an empty elicitation: {} advertises no mode at all
  clientCapabilities: { elicitation: ACP_ELICITATION_CAPABILITIES },
};

export function connect(stream: Stream) {
  return editor.connectWith(stream, async (agent) => {
    const init = await agent.request('initialize', hello);
    agentName = init.agentInfo?.title ?? init.agentInfo?.name;
    // … your sessions and prompts
  });
}
// #endregion
