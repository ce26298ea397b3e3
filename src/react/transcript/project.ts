import {
  parseAskSummary,
  type AskSummary,
  type AskSummaryItem,
} from '../../core/serialize/summary';

/** @deprecated The transcript renders `AskSummary` (`parseAskSummary`); this is its old name. */
export type AskTranscriptModel = AskSummary;
/** @deprecated See `AskSummaryItem`. */
export type AskTranscriptItem = AskSummaryItem;
/** @deprecated Use `parseAskSummary` from `ask-cards/core`: the same summary every view shows. */
export const parseTranscript = parseAskSummary;

/**
 * Text of any `content` value a host hands over: strings as they are, nothing for null, else
 * String().
 */
export function contentText(content: unknown): string {
  if (content == null) return '';
  try {
    return String(content);
  } catch {
    // String() throws for objects without a usable toString (Object.create(null)).
    try {
      return JSON.stringify(content) ?? '';
    } catch {
      return Object.prototype.toString.call(content);
    }
  }
}
