/** docs/channels.md, Telegram. Compiled by `npm run typecheck`; the region is the doc's block. */
import type { AskAnswer, AskRequest } from '../../src/core';

declare const request: AskRequest;
declare const chatId: number;
declare function resolve(answers: AskAnswer[]): void;
/** The slice of a Telegram bot library (node-telegram-bot-api, grammY) this example uses. */
declare const bot: {
  sendMessage(chatId: number, text: string, options?: object): Promise<unknown>;
  answerCallbackQuery(id: string): Promise<unknown>;
  on(
    event: 'callback_query',
    listener: (query: { id: string; data: string; message: { message_id: number } }) => unknown,
  ): void;
};

// #region readme
import {
  decodeButtonCallback,
  isOtherButtonCallback,
  toChannelPayload,
  toTelegramForceReply,
} from '../../src/channels';

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
    // "Other…": ask for a free-text reply; the reply goes through parseReply below.
    const { text, reply_markup } = toTelegramForceReply(request);
    const reply_to_message_id = query.message.message_id;
    await bot.sendMessage(chatId, text, { reply_markup, reply_to_message_id });
    return bot.answerCallbackQuery(query.id);
  }
  const answers = decodeButtonCallback(request, promptId, query.data);
  resolve(answers);
  await bot.answerCallbackQuery(query.id);
});
// #endregion
