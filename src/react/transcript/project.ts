import { findAskAdapter } from '../../core/adapters';
import { askToolDetailsSchema, type AskToolDetails } from '../../core/serialize';
import type { AskDialect, AskReason } from '../../core/types';

/** One question of a transcript as the view shows it. Plain data drawn from validated details. */
export interface AskTranscriptItem {
  id: string;
  /** The chip text (`ask_user`); absent in `asktool`. */
  header?: string;
  /** Markdown source of the question. */
  question: string;
  /**
   * `answered` when the user gave at least one value; otherwise `skipped` (a recorded skip, or an
   * answer with nothing in it, which the model read exactly like a skip).
   */
  status: 'answered' | 'skipped';
  /** Chosen labels (Markdown source) in the options' declared order, each shown on its own. */
  labels: string[];
  /** The user's own words, trimmed; absent when there are none. */
  customText?: string;
}

/** A validated transcript: what `AskTranscript` renders when the details are usable. */
export interface AskTranscriptModel {
  dialect: AskDialect;
  reason: AskReason;
  items: AskTranscriptItem[];
}

/** Project validated details into the view model. Reads only; never mutates `details`. */
export function toTranscriptModel({ dialect, reason, questions, answers }: AskToolDetails): AskTranscriptModel {
  const items = questions.map(({ id, header, question, options }, i): AskTranscriptItem => {
    const answer = answers[i]!;
    const answered = answer.status === 'answered';
    // Labels in option order (never click order), each once.
    const labels = answered ? [...new Set(options.map((o) => o.label))].filter((label) => answer.labels.includes(label)) : [];
    const customText = answered && answer.customText?.trim();
    const item: AskTranscriptItem = { id, question, status: labels.length > 0 || customText ? 'answered' : 'skipped', labels };
    if (header?.trim()) item.header = header;
    if (customText) item.customText = customText;
    return item;
  });
  return { dialect, reason, items };
}

/**
 * Validate persisted details (unknown input, straight from storage) and project them; null when
 * they are missing, malformed or only half valid. Never throws.
 */
export function parseTranscript(details: unknown): AskTranscriptModel | null {
  try {
    const result = askToolDetailsSchema.safeParse(details);
    return result.success && findAskAdapter(result.data.dialect) ? toTranscriptModel(result.data) : null;
  } catch {
    // A hostile value (a throwing getter, a revoked Proxy) is malformed history, not a crash.
    return null;
  }
}

/** Text of any `content` value a host hands over: strings as they are, nothing for null, else String(). */
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
