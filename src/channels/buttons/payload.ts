/**
 * One entry per step of a prompt's life on a platform: what to send, what to edit it to when it
 * ends, and what to answer a tap that comes after.
 */
import type { AskQuestion, AskRequest } from '../../core/types';
import { renderPromptText } from '../text';
import {
  CHANNEL_LIMITS,
  checkPromptId,
  isButtonPrompt,
  type ButtonOptions,
  type ChannelPlatform,
} from './core';
import {
  discordResolvedMessage,
  discordStaleTapReply,
  toDiscordComponents,
  type DiscordButtonsMessage,
  type DiscordInteractionReply,
  type DiscordResolvedMessage,
} from './discord';
import type { AskOutcome, ResolvedMessageOptions } from './outcome';
import {
  slackResolvedMessage,
  slackStaleTapReply,
  toSlackBlocks,
  type SlackButtonsMessage,
  type SlackEphemeralReply,
  type SlackResolvedMessage,
} from './slack';
import {
  telegramResolvedMessage,
  telegramStaleTapReply,
  toTelegramKeyboard,
  type TelegramButtonsMessage,
  type TelegramCallbackAnswer,
  type TelegramResolvedMessage,
} from './telegram';

/** What to send for a prompt on a platform. */
export type ChannelPayload =
  | { kind: 'buttons'; platform: 'telegram'; message: TelegramButtonsMessage }
  | { kind: 'buttons'; platform: 'discord'; message: DiscordButtonsMessage }
  | { kind: 'buttons'; platform: 'slack'; message: SlackButtonsMessage }
  | { kind: 'text'; text: string };

function fitsPlatform(question: AskQuestion, platform: ChannelPlatform): boolean {
  const n = question.options.length;
  if (platform === 'telegram') return n + 1 <= CHANNEL_LIMITS.telegram.buttons;
  if (platform === 'discord')
    return n <= CHANNEL_LIMITS.discord.buttonsPerRow * CHANNEL_LIMITS.discord.rows;
  return n <= CHANNEL_LIMITS.slack.actionsElements;
}

/**
 * What to send for a prompt: native buttons for one single-select question with options (when
 * they fit the platform's button count), the text fallback ({@link renderPromptText}) for
 * everything else: multi-select, several questions, free text, a secret. Either way a typed reply
 * is read with `parseReply`; a button click with {@link resolveButtonCallback}.
 *
 * Throws {@link ChannelButtonError} `data_too_long` when the promptId is too long for the
 * platform's button data (see {@link ButtonOptions.promptId}), and `invalid_prompt_id`.
 *
 * @example
 * const payload = toChannelPayload(request, 'telegram', { promptId: 'p1', messages: 'zh-CN' });
 * if (payload.kind === 'buttons') {
 *   const { text, reply_markup } = payload.message;
 *   await bot.sendMessage(chatId, text, { reply_markup });
 * } else await bot.sendMessage(chatId, payload.text);
 */
export function toChannelPayload(
  request: AskRequest,
  platform: ChannelPlatform,
  options: ButtonOptions,
): ChannelPayload {
  checkPromptId(options.promptId);
  if (!isButtonPrompt(request) || !fitsPlatform(request.questions[0]!, platform)) {
    return { kind: 'text', text: renderPromptText(request, { messages: options.messages }) };
  }
  switch (platform) {
    case 'telegram':
      return { kind: 'buttons', platform, message: toTelegramKeyboard(request, options) };
    case 'discord':
      return { kind: 'buttons', platform, message: toDiscordComponents(request, options) };
    case 'slack':
      return { kind: 'buttons', platform, message: toSlackBlocks(request, options) };
  }
}

/** The edit of a delivered prompt once it ends, by platform. */
export interface ResolvedMessages {
  telegram: TelegramResolvedMessage;
  discord: DiscordResolvedMessage;
  slack: SlackResolvedMessage;
}

/** The reply to a tap after the prompt ended, by platform. */
export interface StaleTapReplies {
  telegram: TelegramCallbackAnswer;
  discord: DiscordInteractionReply;
  slack: SlackEphemeralReply;
}

const RESOLVED: {
  [P in ChannelPlatform]: (
    request: AskRequest,
    outcome: AskOutcome,
    options?: ResolvedMessageOptions,
  ) => ResolvedMessages[P];
} = {
  telegram: telegramResolvedMessage,
  discord: discordResolvedMessage,
  slack: slackResolvedMessage,
};

const STALE: { [P in ChannelPlatform]: (options?: ResolvedMessageOptions) => StaleTapReplies[P] } =
  {
    telegram: telegramStaleTapReply,
    discord: discordStaleTapReply,
    slack: slackStaleTapReply,
  };

function checkPlatform(platform: string): void {
  if (!Object.hasOwn(RESOLVED, platform))
    throw new TypeError(
      `Unknown platform ${JSON.stringify(platform)}: use 'telegram', 'discord' or 'slack'.`,
    );
}

/**
 * The edit that closes a delivered prompt once it ends (buttons or text prompt alike): the
 * prompt's question kept, its buttons removed, and a last line saying how it ended:
 * `Answered: <answers>` (plain text; a secret answer is left out), `Expired`, or `Cancelled`
 * (declined, dismissed or stopped), in the catalog's language. Within the platform's text limit:
 * the question is cut before the line.
 *
 * - Telegram: `editMessageText` fields `{ text, reply_markup: { inline_keyboard: [] } }`;
 * - Discord: an edit-message body `{ content, components: [], allowed_mentions }`;
 * - Slack: a `chat.update` body `{ text, blocks }` (a section and a context line, no actions).
 *
 * `outcome` is the resolution (`resolveButtonCallback(…).resolution`, `resolveAsk`) or the
 * resolved state. Throws {@link ChannelButtonError} `not_resolved` for a pending state.
 *
 * @example
 * const edit = toResolvedMessage('telegram', request, out.resolution, { messages: 'zh-CN' });
 * await bot.editMessageText(edit.text, { chat_id, message_id, reply_markup: edit.reply_markup });
 * // edit.text: "Deploy target — Where should I deploy?\n\nAnswered: Production"
 *
 * await client.chat.update({ channel, ts, ...toResolvedMessage('slack', request, state) });
 */
export function toResolvedMessage<P extends ChannelPlatform>(
  platform: P,
  request: AskRequest,
  outcome: AskOutcome,
  options: ResolvedMessageOptions = {},
): ResolvedMessages[P] {
  checkPlatform(platform);
  return RESOLVED[platform](request, outcome, options);
}

/**
 * The reply to a tap on a prompt that already ended (a stale or repeated tap:
 * `resolveButtonCallback` gave `already_resolved`): "This question was already answered.", in
 * the catalog's language, seen only by the person who tapped.
 *
 * - Telegram: `answerCallbackQuery` fields `{ text, show_alert: false }` (add `callback_query_id`);
 * - Discord: an interaction response `{ type: 4, data: { content, flags: 64 } }` (ephemeral);
 * - Slack: a `response_url` body `{ response_type: 'ephemeral', text, replace_original: false }`.
 *
 * @example
 * if (!out.ok && out.error.code === 'already_resolved')
 *   await bot.answerCallbackQuery(query.id, toStaleTapReply('telegram'));
 *
 * await respond(interaction, toStaleTapReply('discord', { messages: 'zh-CN' }));
 */
export function toStaleTapReply<P extends ChannelPlatform>(
  platform: P,
  options: ResolvedMessageOptions = {},
): StaleTapReplies[P] {
  checkPlatform(platform);
  return STALE[platform](options);
}
