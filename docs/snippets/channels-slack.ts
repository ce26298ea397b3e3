/** docs/channels.md, Slack. Compiled by `npm run typecheck`; the region is the doc's block. */
// #region readme
import {
  resolveButtonCallback,
  toChannelPayload,
  toResolvedMessage,
  toStaleTapReply,
} from '../../src/channels';
import type { AskRequest, AskState } from '../../src/core';

declare const request: AskRequest; // your parsed tool input
declare const channel: string; // your channel id
declare function sendToolResult(content: string): Promise<void>; // your answer to the tool call
/** Your @slack/web-api `WebClient`: the calls this example makes. */
declare const client: {
  chat: {
    postMessage(message: object): Promise<{ ts?: string }>;
    update(message: object): Promise<unknown>;
  };
};

const states = new Map<string, AskState>(); // your store: the machine's state per prompt
const promptId = crypto.randomUUID();
const payload = toChannelPayload(request, 'slack', { promptId });
const posted = await client.chat.postMessage({
  channel,
  ...(payload.kind === 'buttons' ? payload.message : { text: payload.text }),
});

/** A `block_actions` payload from the prompt's buttons. */
export async function onBlockActions(body: { actions: [{ value: string }]; response_url: string }) {
  const out = resolveButtonCallback(request, promptId, body.actions[0].value, {
    state: states.get(promptId),
  });
  if (!out.ok) {
    if (out.error.code !== 'already_resolved') throw out.error;
    // A late or repeated tap: a reply only the person who tapped sees.
    const headers = { 'content-type': 'application/json' };
    const reply = JSON.stringify(toStaleTapReply('slack'));
    return fetch(body.response_url, { method: 'POST', headers, body: reply });
  }
  states.set(promptId, out.state); // resolved: a later tap is `already_resolved`
  await sendToolResult(out.resolution.content); // what the agent reads, as from the card
  const edit = toResolvedMessage('slack', request, out.resolution); // no actions block
  return client.chat.update({ channel, ts: posted.ts, ...edit });
}
// #endregion
