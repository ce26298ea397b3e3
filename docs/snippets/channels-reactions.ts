/**
 * docs/channels.md, Reactions where there are no buttons. Compiled by `npm run typecheck`; the
 * region is the doc's block.
 */
// #region readme
import { parseReaction, toReactionPrompt } from '../../src/channels';
import type { AskRequest, AskState } from '../../src/core';

declare const request: AskRequest; // your parsed tool input
declare let state: AskState | undefined; // your store: the machine's state for this prompt
declare function sendToChat(text: string): Promise<void>; // your message to the person
declare function sendToolResult(content: string): Promise<void>; // your answer to the tool call

await sendToChat(toReactionPrompt(request).text); // "… React with 1️⃣–4️⃣ or reply with …"

export async function onReaction(emoji: string) {
  const out = parseReaction(request, emoji, { state });
  if (out.ok) {
    state = out.state;
    await sendToolResult(out.resolution.content);
  } // else: 👍 and the like are `malformed`; ignore them. A typed reply goes to parseReply.
}
// #endregion
