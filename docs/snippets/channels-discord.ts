/** docs/channels.md, Discord. Compiled by `npm run typecheck`; the region is the doc's block. */
// #region readme
import {
  resolveButtonCallback,
  toChannelPayload,
  toResolvedMessage,
  toStaleTapReply,
} from '../../src/channels';
import type { AskRequest, AskState } from '../../src/core';

declare const request: AskRequest; // your parsed tool input
declare const channelId: string; // your channel
declare function sendToolResult(content: string): Promise<void>; // your answer to the tool call
/** Your discord.js REST client and its `Routes`: the calls this example makes. */
declare const rest: { post(route: string, options: { body: unknown }): Promise<unknown> };
declare const Routes: { channelMessages(channelId: string): string };

const states = new Map<string, AskState>(); // your store: the machine's state per prompt
const promptId = crypto.randomUUID();
const payload = toChannelPayload(request, 'discord', { promptId });
await rest.post(Routes.channelMessages(channelId), {
  body:
    payload.kind === 'buttons'
      ? payload.message
      : { content: payload.text, allowed_mentions: { parse: [] } },
});

/** A component interaction on the prompt's buttons; returns the interaction's response. */
export function onButton(interaction: { data: { custom_id: string } }) {
  const out = resolveButtonCallback(request, promptId, interaction.data.custom_id, {
    state: states.get(promptId),
  });
  if (!out.ok) {
    if (out.error.code === 'already_resolved') return toStaleTapReply('discord'); // ephemeral
    throw out.error;
  }
  states.set(promptId, out.state); // resolved: a later tap is `already_resolved`
  void sendToolResult(out.resolution.content); // what the agent reads, as from the card
  // Type 7 edits the message the button is on: the question kept, the buttons gone.
  return { type: 7, data: toResolvedMessage('discord', request, out.resolution) };
}
// #endregion
