/**
 * The words of the URL-mode card, by the locale of the active ask-cards catalog. Override any of
 * them with the card's `messages` prop.
 */
export interface AskUrlCardMessages {
  /** The card's accessible name. */
  cardLabel: string;
  /** Who asks, from the host (the MCP server's name). */
  requestedBy: (name: string) => string;
  /** Names the link text, spoken before it. */
  linkLabel: string;
  /** The button that hands the link to the host. */
  open: (host: string) => string;
  decline: string;
  cancel: string;
  /** Shown instead of Open for a link that is not `https:`. */
  refused: (protocol: string) => string;
  /** After Open, until the host closes the card. */
  opened: (host: string) => string;
  declined: string;
  cancelled: string;
}

const en: AskUrlCardMessages = {
  cardLabel: 'Request to open a link',
  requestedBy: (name) => `Requested by ${name}`,
  linkLabel: 'Link',
  open: (host) => `Open ${host}`,
  decline: 'Decline',
  cancel: 'Cancel',
  refused: (protocol) =>
    "This link can't be opened from here: only secure https links are allowed, " +
    `and this one is ${protocol}`,
  opened: (host) => `Opened ${host} in your browser. Finish there; this closes when it's done.`,
  declined: 'Declined',
  cancelled: 'Cancelled',
};

const zhCN: AskUrlCardMessages = {
  cardLabel: '打开链接的请求',
  requestedBy: (name) => `请求方：${name}`,
  linkLabel: '链接',
  open: (host) => `打开 ${host}`,
  decline: '拒绝',
  cancel: '取消',
  refused: (protocol) => `无法从这里打开此链接：只允许安全的 https 链接，而此链接是 ${protocol}`,
  opened: (host) => `已在浏览器中打开 ${host}。请在那里完成；完成后此处会自动关闭。`,
  declined: '已拒绝',
  cancelled: '已取消',
};

/** The catalog for a BCP 47 locale: Chinese for `zh…`, else English. */
export function urlCardMessages(locale: string): AskUrlCardMessages {
  return /^zh\b/i.test(locale) ? zhCN : en;
}
