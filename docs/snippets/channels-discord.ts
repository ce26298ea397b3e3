/** docs/channels.md, Discord. Compiled by `npm run typecheck`; the region is the doc's block. */
import type { AskRequest } from '../../src/core';

declare const request: AskRequest;
declare const channelId: string;
/** The slice of discord.js's REST client and an interaction this example uses. */
declare const rest: { post(route: string, options: { body: unknown }): Promise<unknown> };
declare const Routes: { channelMessages(channelId: string): string };
declare const interaction: { id: string; data: { custom_id: string } };

// #region readme
import { decodeButtonCallback, toChannelPayload } from '../../src/channels';

const promptId = interaction.id;
const payload = toChannelPayload(request, 'discord', { promptId });
await rest.post(Routes.channelMessages(channelId), {
  body:
    payload.kind === 'buttons'
      ? payload.message
      : { content: payload.text, allowed_mentions: { parse: [] } },
});

// On a component interaction:
export const answers = decodeButtonCallback(request, promptId, interaction.data.custom_id);
// #endregion
