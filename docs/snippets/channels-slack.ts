/** docs/channels.md, Slack. Compiled by `npm run typecheck`; the region is the doc's block. */
import type { AskRequest } from '../../src/core';

declare const request: AskRequest;
declare const promptId: string;
declare const channel: string;
/** The slice of @slack/web-api and a block_actions payload this example uses. */
declare const client: { chat: { postMessage(message: object): Promise<unknown> } };
declare const body: { actions: [{ value: string }] };

// #region readme
import { decodeButtonCallback, toChannelPayload } from '../../src/channels';

const payload = toChannelPayload(request, 'slack', { promptId });
await client.chat.postMessage({
  channel,
  ...(payload.kind === 'buttons' ? payload.message : { text: payload.text }),
});

// On block_actions:
export const answers = decodeButtonCallback(request, promptId, body.actions[0].value);
// #endregion
