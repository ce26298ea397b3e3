/** docs/channels.md, a typed reply. Compiled by `npm run typecheck`; the region is the doc's. */
// #region readme
import { parseReply } from '../../src/channels';
import type { AskRequest, AskState } from '../../src/core';

declare const request: AskRequest; // your parsed tool input: the prompt you sent
declare let state: AskState | undefined; // your store: the last reply's state for this prompt
declare function sendToolResult(content: string): Promise<void>; // your answer to the tool call
declare function sendToChat(text: string): Promise<void>; // your message to the person

export async function onReply(text: string) {
  const read = parseReply(request, text, { messages: 'en', state });
  state = read.state; // keep it: answers so far, and whether the prompt ended
  // Answered: what the model reads. Refused: a localized message saying what to change.
  if (read.ok) await sendToolResult(read.resolution.content);
  else await sendToChat(read.error.message); // the person replies again
}
// #endregion
