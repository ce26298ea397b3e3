import { askMessages, en, type AskLocale, type AskMessages } from '../core/messages';

/**
 * The strings a channel function uses: a full catalog, or the locale of a built-in one.
 * @default 'en'
 */
export type ChannelMessages = AskMessages | AskLocale;

/**
 * The catalog for a {@link ChannelMessages} option. Unknown locales fall back to English.
 *
 * @example
 * resolveChannelMessages('zh-CN').channelOtherButton // "其他…"
 * resolveChannelMessages({ ...en, channelOtherButton: 'Something else…' })
 */
export function resolveChannelMessages(messages: ChannelMessages | undefined): AskMessages {
  if (messages === undefined) return en;
  if (typeof messages === 'string')
    return Object.hasOwn(askMessages, messages) ? askMessages[messages] : en;
  return messages;
}
