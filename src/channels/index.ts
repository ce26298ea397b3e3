/**
 * ask-cards/channels: prompts on chat platforms, with no React and no DOM. A prompt renders as
 * readable text (`renderPromptText`) or native buttons (`toChannelPayload`); a typed reply reads
 * back with `parseReply`, a button click with `resolveButtonCallback`. Both answer through the
 * machine the card runs, and give its `resolution`: the exact result the agent reads.
 */
export { renderPromptText, replyHintText, type RenderPromptTextOptions } from './text';
export {
  parseReply,
  MAX_REPLY_CHARS,
  type ParseReplyOptions,
  type ParseReplyResult,
} from './reply';
export type { ChannelAnswered } from './answer';
export {
  toChannelPayload,
  toTelegramKeyboard,
  toTelegramForceReply,
  toDiscordComponents,
  toSlackBlocks,
  decodeButtonCallback,
  resolveButtonCallback,
  isOtherButtonCallback,
  isButtonPrompt,
  encodeButtonData,
  toResolvedMessage,
  toStaleTapReply,
  BUTTON_DATA_PREFIX,
  CHANNEL_LIMITS,
  type ChannelPlatform,
  type ChannelPayload,
  type ButtonOptions,
  type ButtonChoice,
  type ButtonCallbackOptions,
  type ButtonCallbackResult,
  type AskOutcome,
  type ResolvedMessageOptions,
  type ResolvedMessages,
  type StaleTapReplies,
  type TelegramButtonOptions,
  type TelegramInlineButton,
  type TelegramButtonsMessage,
  type TelegramForceReplyMessage,
  type TelegramResolvedMessage,
  type TelegramCallbackAnswer,
  type DiscordButton,
  type DiscordActionRow,
  type DiscordButtonsMessage,
  type DiscordResolvedMessage,
  type DiscordInteractionReply,
  type SlackPlainText,
  type SlackButton,
  type SlackBlock,
  type SlackButtonsMessage,
  type SlackResolvedMessage,
  type SlackEphemeralReply,
} from './buttons';
export {
  toReactionPrompt,
  parseReaction,
  REACTION_KEYCAPS,
  type ReactionPrompt,
  type ReactionPromptOptions,
} from './reactions';
export {
  ChannelReplyError,
  ChannelButtonError,
  type ChannelReplyErrorCode,
  type ChannelButtonErrorCode,
  type ChannelLimit,
} from './errors';
export { markdownToChatText } from './markdown';
export type { ChannelMessages } from './messages';
