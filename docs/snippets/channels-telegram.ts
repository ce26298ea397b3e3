/** docs/channels.md, Telegram. Compiled by `npm run typecheck`; the region is the doc's block. */
// #region readme
import {
  isOtherButtonCallback,
  resolveButtonCallback,
  toChannelPayload,
  toResolvedMessage,
  toStaleTapReply,
  toTelegramForceReply,
} from '../../src/channels';
import type { AskRequest, AskState } from '../../src/core';

declare const request: AskRequest; // your parsed tool input
declare const chatId: number; // your chat
declare function sendToolResult(content: string): Promise<void>; // your answer to the tool call
/** Your bot (node-telegram-bot-api, grammY, …): the calls this example makes. */
declare const bot: {
  sendMessage(chatId: number, text: string, options?: object): Promise<unknown>;
  editMessageText(text: string, options: object): Promise<unknown>;
  answerCallbackQuery(id: string, options?: object): Promise<unknown>;
  on(
    event: 'callback_query',
    listener: (query: { id: string; data: string; message: { message_id: number } }) => unknown,
  ): void;
};

const states = new Map<string, AskState>(); // your store: the machine's state per prompt
const promptId = crypto.randomUUID();
const payload = toChannelPayload(request, 'telegram', { promptId });
if (payload.kind === 'buttons' && payload.platform === 'telegram') {
  const { text, reply_markup } = payload.message; // plain text: send without parse_mode
  await bot.sendMessage(chatId, text, { reply_markup });
} else if (payload.kind === 'text') {
  await bot.sendMessage(chatId, payload.text);
}

bot.on('callback_query', async (query) => {
  if (isOtherButtonCallback(promptId, query.data)) {
    // "Other…": ask for a free-text reply; the reply goes through parseReply.
    const { text, reply_markup } = toTelegramForceReply(request);
    const reply_to_message_id = query.message.message_id;
    await bot.sendMessage(chatId, text, { reply_markup, reply_to_message_id });
    return bot.answerCallbackQuery(query.id);
  }
  const out = resolveButtonCallback(request, promptId, query.data, {
    state: states.get(promptId),
  });
  if (!out.ok) {
    // A late or repeated tap: a toast for the person who tapped; nothing is recorded.
    if (out.error.code === 'already_resolved')
      return bot.answerCallbackQuery(query.id, toStaleTapReply('telegram'));
    throw out.error;
  }
  states.set(promptId, out.state); // resolved: a later tap is `already_resolved`
  await sendToolResult(out.resolution.content); // what the agent reads, as from the card
  const edit = toResolvedMessage('telegram', request, out.resolution); // "…\n\nAnswered: …"
  await bot.editMessageText(edit.text, {
    chat_id: chatId,
    message_id: query.message.message_id,
    reply_markup: edit.reply_markup, // no buttons
  });
  return bot.answerCallbackQuery(query.id);
});
// #endregion
