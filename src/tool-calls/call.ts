/**
 * What every chat-framework binding reads of a tool call, with no framework imported: the dialect
 * of a tool, the model-facing form of a resolution, a call ended from outside its card, and what
 * a receipt shows once the output is the only record left.
 */
import { findAskAdapter, type AskAdapter } from '../core/adapters';
// The public forms, bound to the default dialect registry (not the barrel: it re-exports us).
import {
  ASK_SECRET_MASK,
  askToolDetailsSchema,
  askTransition,
  resolveAsk,
  toAskSnapshot,
  type AskResolution,
  type AskToolDetails,
} from '../core/dialects';
import type { AskRequest, AskSnapshot, AskState } from '../core/types';

/** How a pending ask ends from outside its card: the user wrote in the chat, or a stop. */
export type AskYieldReason = 'repliedInChat' | 'stopped';

const YIELD_EVENTS = { repliedInChat: 'replyInChat', stopped: 'stop' } as const;

/** What a binding writes for a call: the result, or an error the model can act on. */
export type AskCallOutput =
  | { state?: 'output-available'; tool: string; toolCallId: string; output: unknown }
  | { state: 'output-error'; tool: string; toolCallId: string; errorText: string };

/** What one answered tool call left behind, for the receipt and for a remounted card. */
export interface AskAnswered {
  /** The tool output written (its promise), once per tool call. */
  written: Promise<void>;
  /** What is being written, to match the part that carries it; dropped once written. */
  output?: unknown;
  /** The card's state, for a card remounted while the write runs; dropped once written. */
  snapshot?: AskSnapshot;
  details?: AskToolDetails;
  content?: string;
}

/** The adapter of a tool: the `dialect` given, else the tool's name as a dialect. */
export function askAdapterOf(toolName: string, dialect?: string): AskAdapter | undefined {
  return findAskAdapter(dialect ?? toolName);
}

/** What the model reads as the tool result: the text or the result object, as the dialect says. */
export function toModelOutput(adapter: AskAdapter, resolution: AskResolution): unknown {
  return adapter.modelOutput === 'content' ? resolution.content : resolution.result;
}

/**
 * The tool name of a UI part: `tool-<name>`'s name, a dynamic tool's `toolName`; else null.
 *
 * @example askToolNameOf({ type: 'tool-ask_user', toolCallId: 'c1' }) // 'ask_user'
 */
export function askToolNameOf(part: unknown): string | null {
  if (typeof part !== 'object' || part === null) return null;
  const { type, toolName } = part as { type?: unknown; toolName?: unknown };
  if (type === 'dynamic-tool') return typeof toolName === 'string' ? toolName : null;
  return typeof type === 'string' && type.startsWith('tool-') ? type.slice(5) : null;
}

/** A pending ask resolved from outside: its recorded answers stay, the rest are skipped. */
export function yieldAsk(state: AskState, reason: AskYieldReason): AskState {
  return askTransition(state, { type: YIELD_EVENTS[reason] });
}

/** The resolution of an ask no card holds (never mounted, or unmounted), ended by `reason`. */
export function yieldRequest(request: AskRequest, reason: AskYieldReason): AskResolution {
  return resolveAsk(request, [{ type: YIELD_EVENTS[reason] }]).resolution!;
}

/** The record kept of a resolution: the card's state to restore, and the receipt's details. */
export function answeredRecord(
  state: AskState | null | undefined,
  resolution: AskResolution,
): Omit<AskAnswered, 'written'> {
  if (!state) return { details: resolution.details };
  return {
    snapshot: toAskSnapshot(state),
    details: resolution.details,
    content: resolution.content,
  };
}

/**
 * A waiting call ended by `reason` (replied in chat, stopped), from the answers its card on
 * screen holds (`live`), or none: its resolution, and the record its receipt reads.
 */
export function yieldCall(
  live: AskState | undefined,
  request: AskRequest,
  reason: AskYieldReason,
): { resolution: AskResolution; record: Omit<AskAnswered, 'written'> } {
  const { state, resolution } = resolveAsk(live ?? request, [{ type: YIELD_EVENTS[reason] }]);
  return { resolution: resolution!, record: answeredRecord(state, resolution!) };
}

/** `JSON.stringify`, or '' for what it cannot hold. */
export function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The details a dialect reads back from a call's output alone (Claude's `updatedInput`), or with
 * its input (`ask_user`'s `{ input, result }`, Codex's `{ params, response }`); an output a
 * framework wrote as JSON text (CopilotKit) is read as its JSON. Null when none reads it.
 */
export function persistedDetails(
  adapter: AskAdapter,
  input: unknown,
  output: unknown,
): AskToolDetails | null {
  const read = adapter.fromPersisted;
  if (!read) return null;
  const result = typeof output === 'string' ? (parseJson(output) ?? output) : output;
  return (
    read(output) ??
    (result !== output ? read(result) : null) ??
    read({ input, result }) ??
    read({ params: input, response: result })
  );
}

/**
 * The text a receipt falls back on: the output as text, except for a call with a secret question,
 * whose answers it holds in clear: then the dialect's content from the (masked) details, or only
 * the mask when there are none.
 */
export function receiptContent(
  adapter: AskAdapter,
  input: unknown,
  output: unknown,
  details: unknown,
  content?: string,
): string {
  const raw = content ?? (typeof output === 'string' ? output : safeJson(output));
  const parsed = adapter.safeParse(input);
  if (!parsed.success) return raw;
  const request = parsed.data;
  const secret = new Set(request.questions.filter((q) => q.input?.secret).map((q) => q.id));
  if (secret.size === 0) return raw;
  const stored = askToolDetailsSchema.safeParse(details);
  if (!stored.success) return ASK_SECRET_MASK;
  const masked = stored.data.answers.map((a) =>
    a.customText && secret.has(a.id) ? { ...a, customText: ASK_SECRET_MASK } : a,
  );
  return adapter.formatContent(request, masked, stored.data.reason);
}
