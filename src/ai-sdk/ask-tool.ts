/**
 * What every chat-framework binding shares, with no framework imported: the dialect of a tool,
 * the model-facing form of a resolution, each tool call answered once, and what a card showed.
 * The AI SDK, assistant-ui and CopilotKit bindings build on it.
 */
import { findAskAdapter } from '../core/adapters';
import type { AskAdapter } from '../core/adapters/types';
import { askTransition } from '../core/machine/machine';
import { createAskState, toAskSnapshot } from '../core/machine/snapshot';
import type { AskToolDetails } from '../core/serialize/details';
import { toAskResolution, type AskResolution } from '../core/serialize/resolution';
import type { AskRequest, AskSnapshot, AskState } from '../core/types';

/** How a pending ask ends from outside its card: the user wrote in the chat, or a stop. */
export type AskYieldReason = 'repliedInChat' | 'stopped';

const YIELD_EVENTS = { repliedInChat: 'replyInChat', stopped: 'stop' } as const;

/** The adapter of a tool: the `dialect` given, else the tool's name as a dialect. */
export function askAdapterOf(toolName: string, dialect?: string): AskAdapter | undefined {
  return findAskAdapter(dialect ?? toolName);
}

/** What the model reads as the tool result: the text or the result object, as the dialect says. */
export function toModelOutput(adapter: AskAdapter, resolution: AskResolution): unknown {
  return adapter.modelOutput === 'content' ? resolution.content : resolution.result;
}

/** The tool name of a UI part: `tool-<name>`'s name, a dynamic tool's `toolName`; else null. */
export function askToolNameOf(part: unknown): string | null {
  if (typeof part !== 'object' || part === null) return null;
  const { type, toolName } = part as { type?: unknown; toolName?: unknown };
  if (type === 'dynamic-tool') return typeof toolName === 'string' ? toolName : null;
  return typeof type === 'string' && type.startsWith('tool-') ? type.slice(5) : null;
}

/** Tool calls resolved only to make way for the user's message or the host's stop. */
const yielded = new Set<string>();

/** An ask resolved from outside the card: the agent waits for the user's message. */
export function markYielded(toolCallId: string): void {
  yielded.add(toolCallId);
}

/** A card's own answer: the agent may continue after it. */
export function markAnswered(toolCallId: string): void {
  yielded.delete(toolCallId);
}

/** Whether the ask was resolved from outside the card. */
export function isYielded(toolCallId: string): boolean {
  return yielded.has(toolCallId);
}

/** A pending ask resolved from outside: its recorded answers stay, the rest are skipped. */
export function yieldAsk(state: AskState, reason: AskYieldReason): AskState {
  return askTransition(state, { type: YIELD_EVENTS[reason] });
}

/** The resolution of an ask no card holds (never mounted, or unmounted), ended by `reason`. */
export function yieldRequest(request: AskRequest, reason: AskYieldReason): AskResolution {
  return toAskResolution(yieldAsk(createAskState(request), reason))!;
}

/** What one answered tool call left behind, for the receipt and for a remounted card. */
export interface AskAnswered {
  /** The tool output written (its promise), once per tool call. */
  written: Promise<void>;
  snapshot?: AskSnapshot;
  details?: AskToolDetails;
  content?: string;
}

/**
 * Tool calls answered, per answering function (a chat's `addToolOutput`, an assistant-ui part's
 * `addResult`): two chats that both name their call `call-1` never share an entry. Module-level
 * so that re-renders, StrictMode's double effects and remounts all find the first answer.
 */
const answered = new WeakMap<object, Map<string, AskAnswered>>();

function callsOf(owner: object): Map<string, AskAnswered> {
  let calls = answered.get(owner);
  if (!calls) answered.set(owner, (calls = new Map()));
  return calls;
}

/** Forget a call's answer (its write failed): the next `answerOnce` writes again. */
export function forgetAnswer(owner: object, toolCallId: string): void {
  answered.get(owner)?.delete(toolCallId);
}

/** The record of a tool call answered through `owner`, if any. */
export function answeredCall(owner: object, toolCallId: string): AskAnswered | undefined {
  return answered.get(owner)?.get(toolCallId);
}

/**
 * Answer a tool call once: the first call runs `write`, later ones get its record back.
 * `write`'s failure is kept in the record's promise (never thrown twice, never unhandled).
 */
export function answerOnce(
  owner: object,
  toolCallId: string,
  write: () => unknown,
  record: Omit<AskAnswered, 'written'> = {},
): AskAnswered {
  const calls = callsOf(owner);
  const existing = calls.get(toolCallId);
  if (existing) return existing;
  const entry: AskAnswered = { ...record, written: Promise.resolve() };
  calls.set(toolCallId, entry);
  entry.written = Promise.resolve()
    .then(write)
    .then(() => undefined);
  // The caller may not await it; the rejection stays readable through `written`.
  entry.written.catch(() => {});
  return entry;
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

/** Cards on screen, per answering function: what `resolvePendingAsks` reads their answers from. */
const live = new WeakMap<object, Map<string, () => AskState>>();

/** Register a mounted card's state; returns the unregister function. */
export function registerLiveAsk(owner: object, toolCallId: string, read: () => AskState) {
  let cards = live.get(owner);
  if (!cards) live.set(owner, (cards = new Map()));
  cards.set(toolCallId, read);
  return () => {
    if (cards.get(toolCallId) === read) cards.delete(toolCallId);
  };
}

/** The state of the card on screen for a tool call, if one is. */
export function liveAskState(owner: object, toolCallId: string): AskState | undefined {
  return live.get(owner)?.get(toolCallId)?.();
}

/**
 * A waiting call ended by `reason` (replied in chat, stopped), from the answers its card on
 * screen holds, or none: its resolution, and the record its receipt reads.
 */
export function yieldCall(
  owner: object,
  toolCallId: string,
  request: AskRequest,
  reason: AskYieldReason,
): { resolution: AskResolution; record: Omit<AskAnswered, 'written'> } {
  const state = yieldAsk(liveAskState(owner, toolCallId) ?? createAskState(request), reason);
  const resolution = toAskResolution(state)!;
  return { resolution, record: answeredRecord(state, resolution) };
}
