/**
 * docs/channels.md, After the prompt ends: a timeout closes the delivered message. Compiled by
 * `npm run typecheck`; the region is the doc's block.
 */
// #region readme
import { toResolvedMessage } from '../../src/channels';
import { resolveAsk, type AskRequest, type AskState } from '../../src/core';

declare const request: AskRequest; // your parsed tool input
declare const chatId: number; // your chat, and the prompt's message in it
declare const messageId: number;
declare const states: Map<string, AskState>; // your store: the machine's state per prompt
declare function sendToolResult(content: string): Promise<void>; // your answer to the tool call
/** Your bot (node-telegram-bot-api, grammY, …): the call this example makes. */
declare const bot: { editMessageText(text: string, options: object): Promise<unknown> };

// The prompt's time is up: end it through the machine, then close the message.
export async function onTimeout(promptId: string) {
  const stored = states.get(promptId);
  if (stored?.status === 'resolved') return; // answered in time
  const ended = resolveAsk(stored ?? request, [{ type: 'expire' }]);
  if (!ended.resolution) return; // a dialect without a timer (asktool): the prompt stays open
  states.set(promptId, ended.state); // a later tap or reply is `already_resolved`
  await sendToolResult(ended.resolution.content); // ask_user: "No answer arrived; …" + the JSON
  const edit = toResolvedMessage('telegram', request, ended.state); // "…\n\nExpired"
  await bot.editMessageText(edit.text, {
    chat_id: chatId,
    message_id: messageId,
    reply_markup: edit.reply_markup,
  });
}
// #endregion
