import type { AskMessages } from '../../core/messages';
import { resolveAskMessages } from '../../core/messages';

/**
 * The URL card's words under their first names.
 * @deprecated The words are keys of `AskMessages` now (`urlCardLabel`, `urlOpen`, …, with
 * `requestedBy`, `decline` and `outcome.declined`); override them like any other message.
 */
export interface AskUrlCardMessages {
  cardLabel: string;
  requestedBy: (name: string) => string;
  linkLabel: string;
  open: (host: string) => string;
  decline: string;
  cancel: string;
  refused: (protocol: string) => string;
  opened: (host: string) => string;
  declined: string;
  cancelled: string;
}

/**
 * The URL card's words for a BCP 47 locale, read from the message catalog.
 * @deprecated Read `resolveAskMessages(locale)` (or `useAskMessages()`) instead.
 * @example urlCardMessages('zh-CN').open('example.com') // '打开 example.com'
 */
export function urlCardMessages(locale: string): AskUrlCardMessages {
  const m: AskMessages = resolveAskMessages(/^zh\b/i.test(locale) ? 'zh-CN' : 'en');
  return {
    cardLabel: m.urlCardLabel,
    requestedBy: m.requestedBy,
    linkLabel: m.urlLinkLabel,
    open: m.urlOpen,
    decline: m.decline,
    cancel: m.urlCancel,
    refused: m.urlRefused,
    opened: m.urlOpened,
    declined: m.outcome.declined,
    cancelled: m.urlCancelled,
  };
}
