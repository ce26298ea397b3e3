/**
 * The URL mode of an elicitation (MCP's and ACP's `mode: "url"`): a message, an opaque id and a
 * link the user may open, read once for every protocol that has it.
 */
import type { AskInputError } from '../errors';
import { isRecord, readPlainData } from '../guards';
import { ELICIT_ID_MAX_CHARS, ELICIT_MESSAGE_MAX_CHARS, ELICIT_URL_MAX_CHARS } from '../limits';
import { inputTooLarge } from '../size';
import { isBlank, quote } from '../text';
import { collector, kindOf, withinLength } from './common';

/** A URL-mode elicitation, read: what the card shows and whether its link may be opened. */
export interface ElicitUrlRequest {
  mode: 'url';
  message: string;
  /** Opaque: passed back to the host as is. */
  elicitationId: string;
  /**
   * The URL as the URL parser reads it, which is what a browser would open: non-ASCII and
   * control characters percent-encoded, IDN hosts as `xn--`, so its text hides nothing.
   */
  url: string;
  /** The host name (IDNs in their `xn--` form, so look-alikes show). Empty when none. */
  host: string;
  /** Only `https:` links are offered for opening; anything else is shown and refused. */
  openable: boolean;
  /**
   * Who asks, in the host's words: the MCP server's or the ACP agent's name, from the parse
   * options' `source`.
   */
  requester?: string;
}

/** The result of `safeParseElicitUrlRequest`. */
export type ElicitUrlSafeParseResult =
  { success: true; data: ElicitUrlRequest } | { success: false; error: AskInputError };

const URL_TEXT_LIMITS = {
  message: ELICIT_MESSAGE_MAX_CHARS,
  elicitationId: ELICIT_ID_MAX_CHARS,
  url: ELICIT_URL_MAX_CHARS,
} as const;
const URL_TEXT_FIXES = {
  message: 'shorten it',
  elicitationId: 'use a shorter id',
  url: 'send a shorter link (keep state on the server, not in the query)',
} as const;

/**
 * Read URL-mode params: `refuse` says why they are not a URL request of this protocol (its mode
 * check). A URL that parses but is not `https:` is read, with `openable: false`: the card shows
 * it and refuses to open it.
 *
 * @example
 * safeReadUrl(params, (p) => (p.mode === 'url' ? null : ['mode', 'must be "url"']), { source })
 */
export function safeReadUrl(
  params: unknown,
  refuse: (params: Record<string, unknown>) => [string, string] | null,
  options: { source?: string } = {},
): ElicitUrlSafeParseResult {
  const { fail, error } = collector();
  const read = readPlainData(params);
  if (!read.ok) {
    fail(read.path, read.problem);
    return { success: false, error: error()! };
  }
  params = read.value;
  if (!isRecord(params))
    fail([], `must be the elicitation/create params object, not ${kindOf(params)}`);
  else {
    const refused = refuse(params);
    if (refused) fail([refused[0]], refused[1]);
    for (const key of ['message', 'elicitationId', 'url'] as const)
      if (typeof params[key] !== 'string')
        fail([key], `must be a string, not ${kindOf(params[key])}`);
      else if (!withinLength(params[key], URL_TEXT_LIMITS[key], [key], fail, URL_TEXT_FIXES[key]))
        delete params[key];
    const tooLarge = error() ? null : inputTooLarge(params, 'send the link with a short message');
    if (tooLarge) fail([], tooLarge);
  }
  let parsed: URL | null = null;
  if (isRecord(params) && typeof params.url === 'string') {
    parsed = URL.canParse(params.url) ? new URL(params.url) : null;
    if (!parsed) fail(['url'], `${quote(params.url)} is not a URL: send an absolute https:// link`);
  }
  const failed = error();
  if (failed || !parsed || !isRecord(params)) return { success: false, error: failed! };
  const data: ElicitUrlRequest = {
    mode: 'url',
    message: params.message as string,
    elicitationId: params.elicitationId as string,
    url: parsed.href,
    host: parsed.hostname,
    openable: parsed.protocol === 'https:' && parsed.hostname !== '',
  };
  if (options.source !== undefined && !isBlank(options.source))
    data.requester = options.source.trim();
  return { success: true, data };
}
