export {
  CHANNEL_LIMITS,
  BUTTON_DATA_PREFIX,
  isButtonPrompt,
  encodeButtonData,
  type ButtonChoice,
  type ButtonOptions,
  type ChannelPlatform,
} from './core';
export {
  decodeButtonCallback,
  isOtherButtonCallback,
  resolveButtonCallback,
  type ButtonCallbackOptions,
  type ButtonCallbackResult,
} from './callback';
export {
  toTelegramKeyboard,
  toTelegramForceReply,
  type TelegramButtonOptions,
  type TelegramInlineButton,
  type TelegramButtonsMessage,
  type TelegramForceReplyMessage,
  type TelegramResolvedMessage,
  type TelegramCallbackAnswer,
} from './telegram';
export {
  toDiscordComponents,
  type DiscordButton,
  type DiscordActionRow,
  type DiscordButtonsMessage,
  type DiscordResolvedMessage,
  type DiscordInteractionReply,
} from './discord';
export {
  toSlackBlocks,
  type SlackPlainText,
  type SlackButton,
  type SlackBlock,
  type SlackButtonsMessage,
  type SlackResolvedMessage,
  type SlackEphemeralReply,
} from './slack';
export type { AskOutcome, ResolvedMessageOptions } from './outcome';
export {
  toChannelPayload,
  toResolvedMessage,
  toStaleTapReply,
  type ChannelPayload,
  type ResolvedMessages,
  type StaleTapReplies,
} from './payload';
