/**
 * ask-cards/channels: prompts on chat platforms, with no React and no DOM. A prompt renders as
 * readable text (`renderPromptText`) or native buttons (`toChannelPayload`); a typed reply reads
 * back with `parseReply`, a button click with `decodeButtonCallback`. Both give the core's
 * `AskAnswer[]`, ready for `formatAskToolContent` or `toAskUserResult`.
 */
export { renderPromptText, replyHintText, type RenderPromptTextOptions } from './text';
export {
  parseReply,
  parseOptionNumber,
  MAX_REPLY_CHARS,
  type ParseReplyOptions,
  type ParseReplyResult,
} from './reply';
export {
  toChannelPayload,
  toTelegramKeyboard,
  toTelegramForceReply,
  toDiscordComponents,
  toSlackBlocks,
  decodeButtonCallback,
  isOtherButtonCallback,
  isButtonPrompt,
  encodeButtonData,
  BUTTON_DATA_PREFIX,
  CHANNEL_LIMITS,
  type ChannelPlatform,
  type ChannelPayload,
  type ChannelPayloadOptions,
  type ButtonOptions,
  type TelegramButtonOptions,
  type TelegramInlineButton,
  type TelegramButtonsMessage,
  type TelegramForceReplyMessage,
  type DiscordButton,
  type DiscordActionRow,
  type DiscordButtonsMessage,
  type SlackPlainText,
  type SlackButton,
  type SlackBlock,
  type SlackButtonsMessage,
} from './buttons';
export {
  ChannelReplyError,
  ChannelButtonError,
  type ChannelReplyErrorCode,
  type ChannelButtonErrorCode,
  type ChannelLimit,
} from './errors';
export { markdownToChatText, markdownToPlainText, plainLabel } from './markdown';
export { truncate, utf8Length, type LengthUnit } from './limits';
export { resolveChannelMessages, type ChannelMessages } from './messages';
