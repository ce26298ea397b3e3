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

/** Labels in option order (never click order), each once. */
function labelsInOptionOrder(options: readonly { label: string }[], chosen: readonly string[]): string[] {
  const wanted = new Set(chosen);
  const out: string[] = [];
  for (const { label } of options) {
    if (wanted.has(label)) {
      out.push(label);
      wanted.delete(label);
    }
  }
  return out;
}

/** Project validated details into the view model. Reads only; never mutates `details`. */
export function toTranscriptModel(details: AskToolDetails): AskTranscriptModel {
  const items = details.questions.map((question, i): AskTranscriptItem => {
    const answer = details.answers[i]!;
    const labels = answer.status === 'answered' ? labelsInOptionOrder(question.options, answer.labels) : [];
    const customText = answer.status === 'answered' ? answer.customText?.trim() || undefined : undefined;
    const item: AskTranscriptItem = {
      id: question.id,
      question: question.question,
      status: labels.length > 0 || customText ? 'answered' : 'skipped',
      labels,
    };
    if (question.header !== undefined && question.header.trim() !== '') item.header = question.header;
    if (customText) item.customText = customText;
    return item;
  });
  return { dialect: details.dialect, reason: details.reason, items };
}

/**
 * Validate persisted details (unknown input, straight from storage) and project them; null when
 * they are missing, malformed or only half valid. Never throws.
 */
export function parseTranscript(details: unknown): AskTranscriptModel | null {
  let result: ReturnType<typeof askToolDetailsSchema.safeParse>;
  try {
    result = askToolDetailsSchema.safeParse(details);
  } catch {
    // A hostile value (a throwing getter, a revoked Proxy) is malformed history, not a crash.
    return null;
  }
  return result.success ? toTranscriptModel(result.data) : null;
}

/** Text of any `content` value a host hands over: strings as they are, nothing for null, else String(). */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (content === null || content === undefined) return '';
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
