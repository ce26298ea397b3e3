import type { AskAnswer, AskQuestion, AskRequest } from '../core/types';
import { ChannelButtonError, type ChannelLimit } from './errors';
import { oneLine, plainLabel } from './markdown';
import { measure, truncate } from './limits';
import { resolveChannelMessages, type ChannelMessages } from './messages';
import { questionLead, renderPromptText } from './text';

/**
 * Every limit the payload builders respect. Character limits are checked in UTF-16 code units,
 * which is never less than the code point count, so they hold however a platform counts.
 * Telegram documents no limit on button text; 64 keeps a button to about one line.
 *
 * @example
 * CHANNEL_LIMITS.telegram.callbackDataBytes // 64
 */
export const CHANNEL_LIMITS = {
  telegram: {
    callbackDataBytes: 64,
    buttonText: 64,
    text: 4096,
    buttons: 100,
    inputFieldPlaceholder: 64,
  },
  discord: { customId: 100, buttonLabel: 80, buttonsPerRow: 5, rows: 5, content: 2000 },
  slack: {
    actionId: 255,
    value: 2000,
    blockId: 255,
    buttonText: 75,
    actionsElements: 25,
    sectionText: 3000,
  },
} as const;

/** The chat platforms with native button payloads. */
export type ChannelPlatform = 'telegram' | 'discord' | 'slack';

/** The first field of every button's data, so a host can route ask-cards callbacks. */
export const BUTTON_DATA_PREFIX = 'ask';
const OTHER = 'o';

export interface ButtonOptions {
  /**
   * The host's id for this prompt (a message id, a UUID…), carried by every button so a click
   * on a stale or forwarded message is recognised. It must be short enough for the platform's
   * data limit: `ask:<promptId>:<index>` within 64 UTF-8 bytes on Telegram, 100 characters on
   * Discord, 255 on Slack. A UUID fits everywhere. Longer ids throw `data_too_long`.
   */
  promptId: string;
  /** A catalog, or the locale of a built-in one. @default 'en' */
  messages?: ChannelMessages;
}

/**
 * Whether a prompt gets native buttons: one question, single-select. Multi-select and
 * several-question prompts use the text fallback.
 *
 * @example
 * isButtonPrompt(request) ? toTelegramKeyboard(request, { promptId }) : renderPromptText(request)
 */
export function isButtonPrompt(request: AskRequest): boolean {
  return (
    request.questions.length === 1 &&
    !request.questions[0]!.multiSelect &&
    request.questions[0]!.options.length > 0
  );
}

/**
 * A button's data: `ask:<promptId>:<index>` with the option's 0-based index, or
 * `ask:<promptId>:o` for the "Other…" button. The label never travels: it may be long, and the
 * index is what {@link decodeButtonCallback} checks against the request.
 *
 * @example
 * encodeButtonData('m-42', 0)       // "ask:m-42:0"
 * encodeButtonData('m-42', 'other') // "ask:m-42:o"
 */
export function encodeButtonData(promptId: string, choice: number | 'other'): string {
  checkPromptId(promptId);
  return `${BUTTON_DATA_PREFIX}:${promptId}:${choice === 'other' ? OTHER : choice}`;
}

function checkPromptId(promptId: string): void {
  // eslint-disable-next-line no-control-regex
  if (typeof promptId !== 'string' || promptId === '' || /[\u0000-\u001f\u007f]/.test(promptId)) {
    throw new ChannelButtonError(
      'invalid_prompt_id',
      'promptId must be a non-empty string without control characters; ' +
        `got ${JSON.stringify(promptId)}`,
    );
  }
}

/** Throws `data_too_long` when the longest data string of a prompt is over a limit. */
function checkDataLength(
  promptId: string,
  choices: (number | 'other')[],
  limit: ChannelLimit & { unit: 'bytes' | 'chars' },
): void {
  const longest = Math.max(
    ...choices.map((c) => measure(encodeButtonData(promptId, c), limit.unit)),
  );
  if (longest <= limit.max) return;
  const room = limit.max - (longest - measure(promptId, limit.unit));
  throw new ChannelButtonError(
    'data_too_long',
    `${limit.platform} ${limit.field} is limited to ${limit.max} ${limit.unit}; ` +
      `with this promptId it would be ${longest}. ` +
      `Use a promptId of at most ${room} ${limit.unit}.`,
    limit,
  );
}

function buttonQuestion(request: AskRequest): AskQuestion {
  if (!isButtonPrompt(request)) {
    throw new ChannelButtonError(
      'not_button_prompt',
      'Native buttons are for a prompt of one single-select question; ' +
        'use toChannelPayload or renderPromptText for this one.',
    );
  }
  return request.questions[0]!;
}

function checkButtonCount(count: number, limit: ChannelLimit): void {
  if (count > limit.max) {
    throw new ChannelButtonError(
      'too_many_options',
      `${limit.platform} shows at most ${limit.max} ${limit.field}; this prompt needs ${count}.`,
      limit,
    );
  }
}

/**
 * The message text above the buttons: the lead line, then options with descriptions (buttons
 * cannot show them).
 */
function buttonMessageText(question: AskQuestion, extra: string[] = []): string {
  const described = question.options.filter(
    (o) => o.description !== undefined && oneLine(o.description) !== '',
  );
  const lines = described.map((o) => `- ${plainLabel(o.label)} - ${oneLine(o.description!)}`);
  return [questionLead(question), lines.join('\n'), ...extra]
    .filter((block) => block !== '')
    .join('\n\n');
}

// ---------------------------------------------------------------------------------------------
// Telegram

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

export interface TelegramButtonOptions extends ButtonOptions {
  /** Add the "Other…" button (its callback asks the host for a force-reply). @default true */
  other?: boolean;
}

/**
 * A Telegram message with one inline-keyboard button per option, one per row, plus an
 * "Other…" button. Each `callback_data` is `ask:<promptId>:<index>` (`o` for Other), within
 * 64 UTF-8 bytes; button texts are plain text, cut to 64 characters with `…`.
 *
 * On `callback_query`: if {@link isOtherButtonCallback}, send {@link toTelegramForceReply} and read
 * the reply with `parseReply`; otherwise {@link decodeButtonCallback} gives the answers.
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
  const question = buttonQuestion(request);
  const messages = resolveChannelMessages(options.messages);
  const limits = CHANNEL_LIMITS.telegram;
  const withOther = options.other ?? true;
  const choices: (number | 'other')[] = question.options.map((_, i) => i);
  if (withOther) choices.push('other');
  checkButtonCount(choices.length, {
    platform: 'telegram',
    field: 'buttons',
    max: limits.buttons,
    unit: 'buttons',
  });
  checkDataLength(options.promptId, choices, {
    platform: 'telegram',
    field: 'callback_data',
    max: limits.callbackDataBytes,
    unit: 'bytes',
  });
  const button = (choice: number | 'other'): TelegramInlineButton => ({
    text: truncate(
      choice === 'other'
        ? messages.channelOtherButton
        : plainLabel(question.options[choice]!.label),
      limits.buttonText,
    ),
    callback_data: encodeButtonData(options.promptId, choice),
  });
  return {
    text: truncate(buttonMessageText(question), limits.text),
    reply_markup: { inline_keyboard: choices.map((choice) => [button(choice)]) },
  };
}

/**
 * The message to send after the "Other…" button: the question again, a line asking for a
 * reply, and Telegram's `ForceReply` with the catalog's placeholder (cut to 64 characters).
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
  return {
    text: truncate(
      `${questionLead(question)}\n\n${messages.channelOtherPrompt}`,
      CHANNEL_LIMITS.telegram.text,
    ),
    reply_markup: {
      force_reply: true,
      input_field_placeholder: truncate(
        messages.otherPlaceholder,
        CHANNEL_LIMITS.telegram.inputFieldPlaceholder,
      ),
      selective: true,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Discord

/** A Discord button component (type 2, style 2: secondary). */
export interface DiscordButton {
  type: 2;
  style: 2;
  label: string;
  custom_id: string;
}

/** A Discord action row (type 1) of at most five buttons. */
export interface DiscordActionRow {
  type: 1;
  components: DiscordButton[];
}

/** A Discord create-message body: content, components, and no pings from the question text. */
export interface DiscordButtonsMessage {
  content: string;
  components: DiscordActionRow[];
  allowed_mentions: { parse: [] };
}

/** Backslash the characters Discord reads as Markdown, so plain text stays plain. */
function escapeDiscord(text: string): string {
  // Line-start `#`, `>` and `-#` would turn a line into a heading, quote or subtext;
  // `- item` lists stay.
  return text.replace(/[\\*_~`|[\]]/g, '\\$&').replace(/^(#|>|-#)/gm, '\\$1');
}

/**
 * A Discord message with one button per option, five to an action row, at most five rows.
 * Each `custom_id` is `ask:<promptId>:<index>` (within 100 characters); labels are plain text,
 * cut to 80 characters with `…`. Discord has no force-reply, so the content ends with the
 * free-text hint: read a typed answer with `parseReply`. `allowed_mentions` is empty, so an
 * `@everyone` in a model's question pings nobody.
 *
 * @example
 * const body = toDiscordComponents(request, { promptId: interactionId });
 * await rest.post(Routes.channelMessages(channelId), { body });
 * // On an interaction: decodeButtonCallback(request, promptId, interaction.data.custom_id)
 */
export function toDiscordComponents(
  request: AskRequest,
  options: ButtonOptions,
): DiscordButtonsMessage {
  const question = buttonQuestion(request);
  const messages = resolveChannelMessages(options.messages);
  const limits = CHANNEL_LIMITS.discord;
  const choices = question.options.map((_, i) => i);
  checkButtonCount(choices.length, {
    platform: 'discord',
    field: 'buttons',
    max: limits.buttonsPerRow * limits.rows,
    unit: 'buttons',
  });
  checkDataLength(options.promptId, choices, {
    platform: 'discord',
    field: 'custom_id',
    max: limits.customId,
    unit: 'chars',
  });
  const rows: DiscordActionRow[] = [];
  for (let start = 0; start < choices.length; start += limits.buttonsPerRow) {
    const components = choices
      .slice(start, start + limits.buttonsPerRow)
      .map((i): DiscordButton => ({
        type: 2,
        style: 2,
        label: truncate(plainLabel(question.options[i]!.label), limits.buttonLabel),
        custom_id: encodeButtonData(options.promptId, i),
      }));
    rows.push({ type: 1, components });
  }
  return {
    content: truncate(
      escapeDiscord(buttonMessageText(question, [messages.channelOtherHint])),
      limits.content,
    ),
    components: rows,
    allowed_mentions: { parse: [] },
  };
}

// ---------------------------------------------------------------------------------------------
// Slack

export interface SlackPlainText {
  type: 'plain_text';
  text: string;
  emoji?: boolean;
}

/** A Block Kit button element. */
export interface SlackButton {
  type: 'button';
  text: SlackPlainText;
  action_id: string;
  value: string;
}

export type SlackBlock =
  | { type: 'section'; text: SlackPlainText }
  | { type: 'actions'; block_id: string; elements: SlackButton[] }
  | { type: 'context'; elements: SlackPlainText[] };

/** A `chat.postMessage` body: Block Kit blocks and the notification `text`. */
export interface SlackButtonsMessage {
  /** Fallback for notifications and clients without blocks (`&`, `<`, `>` escaped). */
  text: string;
  blocks: SlackBlock[];
}

function escapeSlack(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A Slack Block Kit message: a section with the question, an actions block with one button per
 * option (`action_id` and `value` both `ask:<promptId>:<index>`, the block id `ask:<promptId>`),
 * and a context line with the free-text hint: read a typed answer with `parseReply`. Button
 * texts are plain text, cut to 75 characters with `…`; at most 25 buttons.
 *
 * @example
 * const message = toSlackBlocks(request, { promptId: 'p1' });
 * await client.chat.postMessage({ channel, ...message });
 * // On block_actions: decodeButtonCallback(request, promptId, payload.actions[0].value)
 */
export function toSlackBlocks(request: AskRequest, options: ButtonOptions): SlackButtonsMessage {
  const question = buttonQuestion(request);
  const messages = resolveChannelMessages(options.messages);
  const limits = CHANNEL_LIMITS.slack;
  const choices = question.options.map((_, i) => i);
  checkButtonCount(choices.length, {
    platform: 'slack',
    field: 'buttons',
    max: limits.actionsElements,
    unit: 'buttons',
  });
  checkDataLength(options.promptId, choices, {
    platform: 'slack',
    field: 'action_id',
    max: limits.actionId,
    unit: 'chars',
  });
  // `ask:<promptId>` is shorter than every action_id, and Slack allows both 255 characters.
  const blockId = `${BUTTON_DATA_PREFIX}:${options.promptId}`;
  const text = buttonMessageText(question);
  return {
    text: truncate(escapeSlack(text), limits.sectionText),
    blocks: [
      {
        type: 'section',
        text: { type: 'plain_text', text: truncate(text, limits.sectionText), emoji: true },
      },
      {
        type: 'actions',
        block_id: blockId,
        elements: choices.map((i): SlackButton => {
          const data = encodeButtonData(options.promptId, i);
          return {
            type: 'button',
            text: {
              type: 'plain_text',
              text: truncate(plainLabel(question.options[i]!.label), limits.buttonText),
              emoji: true,
            },
            action_id: data,
            value: data,
          };
        }),
      },
      {
        type: 'context',
        elements: [{ type: 'plain_text', text: messages.channelOtherHint, emoji: true }],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Callbacks

type DecodedData = { promptId: string; choice: string };

/**
 * `value` as an error message quotes it: JSON of at most 80 characters, so 1 MB of callback data
 * makes a short message.
 */
const shown = (value: unknown): string => {
  if (typeof value === 'string') return JSON.stringify(truncate(value, 80));
  if (typeof value === 'bigint') return `${value}n`;
  // Never JSON or String() of anything else: a host's object may throw from either.
  return value === null || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : `(${typeof value})`;
};

function splitData(data: string): DecodedData | null {
  if (typeof data !== 'string' || !data.startsWith(`${BUTTON_DATA_PREFIX}:`)) return null;
  const last = data.lastIndexOf(':');
  if (last <= BUTTON_DATA_PREFIX.length) return null;
  return {
    promptId: data.slice(BUTTON_DATA_PREFIX.length + 1, last),
    choice: data.slice(last + 1),
  };
}

/**
 * Whether callback data is this prompt's "Other…" button. When it is, ask for a free-text reply
 * ({@link toTelegramForceReply}) instead of decoding.
 *
 * @example
 * isOtherButtonCallback('p1', 'ask:p1:o') // true
 */
export function isOtherButtonCallback(promptId: string, data: string): boolean {
  const split = splitData(data);
  return split !== null && split.promptId === promptId && split.choice === OTHER;
}

/**
 * The answers a button click gives: the chosen option of the prompt's one question, as
 * `AskAnswer[]` for `formatAskToolContent` / `toAskUserResult`. Works for Telegram
 * `callback_data`, Discord `custom_id` and Slack `value` / `action_id` alike.
 *
 * Throws {@link ChannelButtonError}: `malformed` (not `ask:<promptId>:<index>`),
 * `foreign_prompt` (another prompt's button: a stale or forwarded message), `out_of_range`
 * (no such option), `other_button` (the "Other…" button carries no answer), or
 * `not_button_prompt` (the request is not a one-question single-select prompt).
 *
 * @example
 * decodeButtonCallback(request, 'p1', 'ask:p1:1')
 * // [{ id: 'deploy_target', status: 'answered', labels: ['Production'] }]
 */
export function decodeButtonCallback(
  request: AskRequest,
  promptId: string,
  data: string,
): AskAnswer[] {
  try {
    return decodeChoice(request, promptId, data);
  } catch (error) {
    if (error instanceof ChannelButtonError) throw error;
    // A request from the host's store that cannot be read (a getter that throws, a revoked
    // Proxy, a missing field): no prompt to decode against.
    throw new ChannelButtonError(
      'not_button_prompt',
      'The request could not be read: pass the AskRequest the buttons were sent for, ' +
        'as plain data.',
    );
  }
}

function decodeChoice(request: AskRequest, promptId: string, data: string): AskAnswer[] {
  const question = buttonQuestion(request);
  const split = splitData(data);
  if (!split)
    throw new ChannelButtonError(
      'malformed',
      `Not ask-cards button data: ${shown(data)}; expected "ask:<promptId>:<index>".`,
    );
  const { choice } = split;
  if (choice !== OTHER && !/^(?:0|[1-9]\d{0,8})$/.test(choice)) {
    throw new ChannelButtonError(
      'malformed',
      `Bad option index in button data ${shown(data)}; expected a whole number.`,
    );
  }
  if (split.promptId !== promptId) {
    throw new ChannelButtonError(
      'foreign_prompt',
      `Button data ${shown(data)} belongs to prompt ${shown(split.promptId)}, ` +
        `not ${shown(promptId)}.`,
    );
  }
  if (choice === OTHER) {
    throw new ChannelButtonError(
      'other_button',
      'This is the "Other…" button: ask for a free-text reply (toTelegramForceReply) ' +
        'and read it with parseReply.',
    );
  }
  const index = Number(choice);
  if (index >= question.options.length) {
    throw new ChannelButtonError(
      'out_of_range',
      `Option ${index} does not exist; ` +
        `the question has ${question.options.length} options (0-${question.options.length - 1}).`,
    );
  }
  const { label } = question.options[index]!;
  if (typeof question.id !== 'string' || typeof label !== 'string')
    throw new TypeError('not an AskRequest');
  return [{ id: question.id, status: 'answered', labels: [label] }];
}

// ---------------------------------------------------------------------------------------------
// One entry

/** What to send for a prompt on a platform. */
export type ChannelPayload =
  | { kind: 'buttons'; platform: 'telegram'; message: TelegramButtonsMessage }
  | { kind: 'buttons'; platform: 'discord'; message: DiscordButtonsMessage }
  | { kind: 'buttons'; platform: 'slack'; message: SlackButtonsMessage }
  | { kind: 'text'; text: string };

export type ChannelPayloadOptions = ButtonOptions;

function fitsPlatform(question: AskQuestion, platform: ChannelPlatform): boolean {
  const n = question.options.length;
  if (platform === 'telegram') return n + 1 <= CHANNEL_LIMITS.telegram.buttons;
  if (platform === 'discord')
    return n <= CHANNEL_LIMITS.discord.buttonsPerRow * CHANNEL_LIMITS.discord.rows;
  return n <= CHANNEL_LIMITS.slack.actionsElements;
}

/**
 * What to send for a prompt: native buttons for one single-select question (when the options fit
 * the platform's button count), the text fallback ({@link renderPromptText}) for everything
 * else: multi-select, several questions. Either way a typed reply is read with `parseReply`; a
 * button click with {@link decodeButtonCallback}.
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
  options: ChannelPayloadOptions,
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
