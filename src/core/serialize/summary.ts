/**
 * One read-only summary of a finished prompt, for every view that shows one: the card's outcome,
 * the dock's compact summary and the transcript. Pure: the same resolution reads the same words
 * everywhere.
 */
import type { AskDialectPolicy } from '../registry/policy';
import type { AskPolicies, AskReaders } from '../registry/registry';
import type { AskReason } from '../types';
import { askToolDetailsSchema, type AskToolDetails } from './details';
import type { AskEngineResolution } from './resolution';

/**
 * How one question ended. `noAnswer`: the dialect discards answers on this outcome (`ask_user`
 * declined or stopped); `expired`: the same, by timeout; `repliedInChat`: left for the chat reply.
 */
export type AskSummaryStatus = (typeof ASK_SUMMARY_STATUSES)[number];

/** Every `AskSummaryStatus`: the one list its type and its views are drawn from. */
export const ASK_SUMMARY_STATUSES = [
  'answered',
  'skipped',
  'noAnswer',
  'expired',
  'repliedInChat',
] as const;

export interface AskSummaryItem {
  id: string;
  /** The chip text, when the question has one. */
  header?: string;
  /** Markdown source. */
  question: string;
  status: AskSummaryStatus;
  /** Chosen labels (Markdown source) in option order, each once. */
  labels: string[];
  /** The user's own words, trimmed; masked (`ASK_SECRET_MASK`) for a secret question. */
  customText?: string;
  /** The free text was secret: it is shown masked. */
  secret: boolean;
}

export interface AskSummary {
  dialect: string;
  reason: AskReason;
  /** The dialect's `policy.summary`: each value on its own line, or `Header: a, b` inline. */
  layout: AskDialectPolicy['summary'];
  title?: string;
  message?: string;
  items: AskSummaryItem[];
}

/** What a question without a value reads as, by the policy and the outcome. */
function emptyStatus(reason: AskReason, allOrNothing: boolean): AskSummaryStatus {
  if (reason === 'expired') return 'expired';
  if (allOrNothing && reason !== 'submitted') return 'noAnswer';
  return reason === 'repliedInChat' ? 'repliedInChat' : 'skipped';
}

const isResolution = (
  source: AskEngineResolution | AskToolDetails,
): source is AskEngineResolution => 'details' in source;

/**
 * The summary of a resolution, or of the details persisted from one. `registry`: where the
 * dialect's policy is read (the public form, in `dialects/serialize.ts`, defaults it).
 */
export function summarizeAsk(
  source: AskEngineResolution | AskToolDetails,
  registry: AskPolicies,
): AskSummary {
  const details = isResolution(source) ? source.details : source;
  const { dialect, reason, questions, answers } = details;
  // A dialect no longer registered reads as a plain list of what was kept.
  const policy = registry.findPolicy(dialect);
  const items = questions.map(({ id, header, question, options, input }, i): AskSummaryItem => {
    const answer = answers[i]!;
    const answered = answer.status === 'answered';
    const chosen = new Set(answer.labels);
    const labels = answered
      ? [...new Set(options.map((o) => o.label))].filter((label) => chosen.has(label))
      : [];
    const customText = answered ? answer.customText?.trim() : undefined;
    const secret = input?.secret === true;
    const hasValue = labels.length > 0 || Boolean(customText);
    const item: AskSummaryItem = {
      id,
      question,
      status: hasValue ? 'answered' : emptyStatus(reason, policy?.allOrNothing ?? false),
      labels,
      secret,
    };
    if (header?.trim()) item.header = header;
    if (customText) item.customText = customText;
    return item;
  });
  const summary: AskSummary = { dialect, reason, layout: policy?.summary ?? 'list', items };
  if (details.title) summary.title = details.title;
  if (details.message) summary.message = details.message;
  return summary;
}

/**
 * Validate persisted details (unknown input, straight from storage) and summarize them; null when
 * they are missing, malformed, only half valid, or of a dialect not registered here. Never throws.
 */
export function parseAskSummary(details: unknown, registry: AskReaders): AskSummary | null {
  try {
    const result = askToolDetailsSchema.safeParse(details);
    if (result.success)
      return registry.findPolicy(result.data.dialect) ? summarizeAsk(result.data, registry) : null;
    // A dialect's own persisted result (an `updatedInput`, a response), read by its adapter.
    // Readers are adapters' `fromPersisted`, typed to return details.
    const read = registry.readPersisted(details) as AskToolDetails | null;
    return read ? summarizeAsk(read, registry) : null;
  } catch {
    // A hostile value (a throwing getter, a revoked Proxy) is malformed history, not a crash.
    return null;
  }
}
