/**
 * The string formats of MCP elicitation, checked as the MCP SDK's server checks them: Ajv with
 * ajv-formats in its default "full" mode (RFC 3339 dates and date-times, RFC 3986 URIs, the
 * email pattern), so a value the card lets through is one the server accepts. The patterns are
 * ajv-formats' own (MIT, https://github.com/ajv-validator/ajv-formats, src/formats.ts); a
 * date-time here also needs its seconds and time zone, as there.
 */

import type { AskFieldRules, AskTextFormat } from '../registry/fields';

const EMAIL = new RegExp(
  "^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a" +
    '-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$',
  'i',
);

const URI = new RegExp(
  "^(?:[a-z][a-z0-9+\\-.]*:)(?:\\/?\\/(?:(?:[a-z0-9\\-._~!$&'()*+,;=:]|%[0-9a" +
    '-f]{2})*@)?(?:\\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}' +
    '|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[' +
    '0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-' +
    'f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,' +
    '4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0' +
    '-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\\d|[01]?\\d\\d?)\\.){3}(?:2' +
    '5[0-5]|2[0-4]\\d|[01]?\\d\\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?' +
    '::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a' +
    "-f]+\\.[a-z0-9\\-._~!$&'()*+,;=:]+)\\]|(?:(?:25[0-5]|2[0-4]\\d|[01]?\\d\\d?)" +
    "\\.){3}(?:25[0-5]|2[0-4]\\d|[01]?\\d\\d?)|(?:[a-z0-9\\-._~!$&'()*+,;=]|%[0-" +
    "9a-f]{2})*)(?::\\d*)?(?:\\/(?:[a-z0-9\\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)" +
    "*|\\/(?:(?:[a-z0-9\\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\\/(?:[a-z0-9\\-._" +
    "~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\\-._~!$&'()*+,;=:@]|%[0-9" +
    "a-f]{2})+(?:\\/(?:[a-z0-9\\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\\?(?:[" +
    "a-z0-9\\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\\-._~!$&'()*" +
    '+,;=:@/?]|%[0-9a-f]{2})*)?$',
  'i',
);

const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)$/i;
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** RFC 3339 `full-date`: `2026-02-28`, a real day of a real month. */
export function isDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [+match[1]!, +match[2]!, +match[3]!];
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]!)
  );
}

/** RFC 3339 `full-time` with its zone: `09:30:00Z`, `09:30:00.5+05:30` (no leap second). */
function isTime(text: string): boolean {
  const match = TIME.exec(text);
  if (!match) return false;
  const [hour, minute, second] = [+match[1]!, +match[2]!, +match[3]!];
  const zoneHour = +(match[6] ?? 0);
  const zoneMinute = +(match[7] ?? 0);
  return hour <= 23 && minute <= 59 && second < 60 && zoneHour <= 23 && zoneMinute <= 59;
}

/** RFC 3339 `date-time`: `2026-12-01T09:30:00Z` (a space or `t` may stand for the `T`). */
export function isDateTime(text: string): boolean {
  const parts = text.split(/t|\s/i);
  return parts.length === 2 && isDate(parts[0]!) && isTime(parts[1]!);
}

/** An absolute RFC 3986 URI: `https://example.com/a`, `mailto:ada@example.com`. */
export function isUri(text: string): boolean {
  return /\/|:/.test(text) && URI.test(text);
}

/** An email address as ajv-formats reads one: `ada@example.com`. */
export function isEmail(text: string): boolean {
  return EMAIL.test(text);
}

// As strict as the server's validation (ajv-formats), so what the card lets through is accepted.
const FORMATS: Record<AskTextFormat, (text: string) => boolean> = {
  email: isEmail,
  uri: isUri,
  date: isDate,
  'date-time': isDateTime,
};

/**
 * The text formats' check (`input.format`: email, URI, date, date-time), for a dialect whose
 * fields name a format (its entry's `fields`).
 */
export const askFormatRules: AskFieldRules = { format: (text, format) => FORMATS[format](text) };
