/** Telegram Bot API payloads: the inline keyboard, the force-reply, and the edits after. */
import type { AskRequest } from '../../core/types';
import { truncate } from '../limits';
import { oneLine, plainLabel } from '../markdown';
import { resolveChannelMessages, type ChannelMessages } from '../messages';
import { questionLead } from '../text';
import {
  buttonMessageText,
  CHANNEL_LIMITS,
  checkButtonPrompt,
  encodeButtonData,
  type ButtonChoice,
  type ButtonOptions,
} from './core';
import {
  resolvedMessageText,
  staleTapText,
  type AskOutcome,
  type ResolvedMessageOptions,
} from './outcome';

const LIMITS = CHANNEL_LIMITS.telegram;

/** A Telegram inline keyboard button (Bot API `InlineKeyboardButton`, the callback kind). */
export interface TelegramInlineButton {
  text: string;
  callback_data: string;
}

/** Fields for Bot API `sendMessage`: plain text (no `parse_mode`) and an inline keyboard. */
export interface TelegramButtonsMessage {
  text: string;
  reply_markup: { inline_keyboard: TelegramInlineButton[][] };
}

/** Fields for Bot API `sendMessage` that ask for a free-text reply (`ForceReply`). */
export interface TelegramForceReplyMessage {
  text: string;
  reply_markup: { force_reply: true; input_field_placeholder: string; selective: true };
}

/** Fields for Bot API `editMessageText` once the prompt ends: plain text, the keyboard gone. */
export interface TelegramResolvedMessage {
  text: string;
  reply_markup: { inline_keyboard: [] };
}

/** Fields for Bot API `answerCallbackQuery` (add `callback_query_id`): a brief toast. */
export interface TelegramCallbackAnswer {
  text: string;
  show_alert: false;
}

export interface TelegramButtonOptions extends ButtonOptions {
  /**
   * Add the "Other…" button (its callback asks the host for a force-reply). Never on a question
   * that takes no free text (`allowOther: false`: MCP enums and booleans). @default true
   */
  other?: boolean;
}

/**
 * A Telegram message with one inline-keyboard button per option, one per row, plus an
 * "Other…" button where the question takes free text. Each `callback_data` is
 * `ask:<promptId>:<index>` (`o` for Other), within 64 UTF-8 bytes; button texts are plain text,
 * cut to 64 characters with `…`.
 *
 * On `callback_query`: if {@link isOtherButtonCallback}, send {@link toTelegramForceReply} and read
 * the reply with `parseReply`; otherwise {@link resolveButtonCallback} gives the resolution.
 *
 * @example
 * const message = toTelegramKeyboard(request, { promptId: 'p1' });
 * await bot.sendMessage(chatId, message.text, { reply_markup: message.reply_markup });
 * // message.reply_markup.inline_keyboard:
 * // [[{ text: 'Staging (Recommended)', callback_data: 'ask:p1:0' }],
 * //  [{ text: 'Production', callback_data: 'ask:p1:1' }],
 * //  [{ text: 'Other…', callback_data: 'ask:p1:o' }]]
 */
export function toTelegramKeyboard(
  request: AskRequest,
  options: TelegramButtonOptions,
): TelegramButtonsMessage {
  const { question, messages, choices } = checkButtonPrompt(
    request,
    options,
    {
      platform: 'telegram',
      buttons: LIMITS.buttons,
      data: { field: 'callback_data', max: LIMITS.callbackDataBytes, unit: 'bytes' },
    },
    options.other ?? true,
  );
  const button = (choice: ButtonChoice): TelegramInlineButton => ({
    text: truncate(
      choice === 'other'
        ? messages.channelOtherButton
        : plainLabel(question.options[choice]!.label),
      LIMITS.buttonText,
    ),
    callback_data: encodeButtonData(options.promptId, choice),
  });
  return {
    text: truncate(buttonMessageText(request), LIMITS.text),
    reply_markup: { inline_keyboard: choices.map((choice) => [button(choice)]) },
  };
}

/**
 * The message to send after the "Other…" button: the question again, a line asking for a
 * reply, and Telegram's `ForceReply` with the placeholder the card's own-answer field shows (the
 * question's `input.placeholder`, else the catalog's), on one line, cut to 64 characters.
 * `selective` makes it target only the user mentioned or replied to in a group.
 *
 * @example
 * if (isOtherButtonCallback(promptId, query.data)) {
 *   const { text, reply_markup } = toTelegramForceReply(request);
 *   await bot.sendMessage(chatId, text, {
 *     reply_markup,
 *     reply_to_message_id: query.message.message_id,
 *   });
 * }
 */
export function toTelegramForceReply(
  request: AskRequest,
  options: { messages?: ChannelMessages } = {},
): TelegramForceReplyMessage {
  const messages = resolveChannelMessages(options.messages);
  const question = request.questions[0]!;
  const placeholder = oneLine(question.input?.placeholder ?? '') || messages.otherPlaceholder;
  return {
    text: truncate(`${questionLead(question)}\n\n${messages.channelOtherPrompt}`, LIMITS.text),
    reply_markup: {
      force_reply: true,
      input_field_placeholder: truncate(placeholder, LIMITS.inputFieldPlaceholder),
      selective: true,
    },
  };
}

/** The `editMessageText` fields of a prompt that ended; see `toResolvedMessage`. */
export function telegramResolvedMessage(
  request: AskRequest,
  outcome: AskOutcome,
  options: ResolvedMessageOptions = {},
): TelegramResolvedMessage {
  return {
    text: resolvedMessageText(request, outcome, options, LIMITS.text),
    reply_markup: { inline_keyboard: [] },
  };
}

/** The `answerCallbackQuery` fields for a stale tap; see `toStaleTapReply`. */
export function telegramStaleTapReply(
  options: ResolvedMessageOptions = {},
): TelegramCallbackAnswer {
  return {
    text: staleTapText(options, LIMITS.callbackAnswerText),
    show_alert: false,
  };
}
