/**
 * What every chat-framework binding shares, with no framework imported: the dialect of a tool,
 * the model-facing form of a resolution, each tool call answered once, and what a card showed.
 * The AI SDK, assistant-ui and CopilotKit bindings build on it.
 */
import { findAskAdapter } from '../core/adapters';
import type { AskAdapter } from '../core/adapters/types';
import { askRequestKey } from '../core/machine/identity';
import { askTransition } from '../core/machine/machine';
import { toAskSnapshot } from '../core/machine/snapshot';
import {
  ASK_SECRET_MASK,
  askToolDetailsSchema,
  type AskToolDetails,
} from '../core/serialize/details';
import { resolveAsk, type AskResolution } from '../core/serialize/resolution';
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

/**
 * What a call belongs to: the chat, thread or agent id the host names, else an object only that
 * chat holds (its `addToolOutput`, an assistant-ui part's `addResult`).
 */
export type AskCallScope = string | object;

/** What identifies one tool call: where it was made, its id, and what it asks. */
export interface AskCall {
  scope: AskCallScope;
  toolCallId: string;
  /** The call's input as sent, compared by content: another question is another call. */
  input: unknown;
}

const objectScopes = new WeakMap<object, number>();
let scopeCount = 0;

function scopeKey(scope: AskCallScope): string {
  if (typeof scope === 'string') return `s${JSON.stringify(scope)}`;
  let id = objectScopes.get(scope);
  if (id === undefined) objectScopes.set(scope, (id = ++scopeCount));
  return `o${id}`;
}

/** The key a call's records are kept under: its scope, its id and its input's content. */
export function askCallKey({ scope, toolCallId, input }: AskCall): string {
  return `${scopeKey(scope)}\u0000${JSON.stringify(toolCallId)}\u0000${askRequestKey(input)}`;
}

/** Tool calls resolved only to make way for the user's message or the host's stop. */
const yielded = new Set<string>();

// `sendAutomaticallyWhen` reads messages alone: no scope, so the id and the question.
const yieldKey = (toolCallId: string, input: unknown) =>
  `${JSON.stringify(toolCallId)}\u0000${askRequestKey(input)}`;

/** An ask resolved from outside the card: the agent waits for the user's message. */
export function markYielded(toolCallId: string, input: unknown): void {
  yielded.add(yieldKey(toolCallId, input));
}

/** A card's own answer: the agent may continue after it. */
export function markAnswered(toolCallId: string, input: unknown): void {
  yielded.delete(yieldKey(toolCallId, input));
}

/** Whether the ask was resolved from outside the card. */
export function isYielded(toolCallId: string, input: unknown): boolean {
  return yielded.has(yieldKey(toolCallId, input));
}

/** A pending ask resolved from outside: its recorded answers stay, the rest are skipped. */
export function yieldAsk(state: AskState, reason: AskYieldReason): AskState {
  return askTransition(state, { type: YIELD_EVENTS[reason] });
}

/** The resolution of an ask no card holds (never mounted, or unmounted), ended by `reason`. */
export function yieldRequest(request: AskRequest, reason: AskYieldReason): AskResolution {
  return resolveAsk(request, [{ type: YIELD_EVENTS[reason] }]).resolution!;
}

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

interface AnswerEntry {
  answered: AskAnswered;
  /** Written: the host holds the output, so a call under this key now is a later one. */
  closed: boolean;
  /** Once closed, what is kept of the output instead (it may hold a secret): its fingerprints. */
  fingerprints?: readonly string[];
}

/**
 * Tool calls answered in this page, newest last, by `askCallKey`. Module-level so that
 * re-renders, StrictMode's double effects and remounts all find the first answer; a call stays
 * open (remounts find it answered) until its output is written, then the same key is a new call.
 */
const answers = new Map<string, AnswerEntry[]>();

function openEntry(key: string): AnswerEntry | undefined {
  const last = answers.get(key)?.at(-1);
  return last && !last.closed ? last : undefined;
}

/** Forget a call's answer (its write failed): the next `answerOnce` writes again. */
export function forgetAnswer(key: string): void {
  const list = answers.get(key);
  const open = openEntry(key);
  if (list && open) list.splice(list.indexOf(open), 1);
}

/** The answer of the call under `key` still being written, if any. */
export function openAnswer(key: string): AskAnswered | undefined {
  return openEntry(key)?.answered;
}

// Salted per page: a fingerprint kept in memory matches nothing computed outside it.
const SALT = [0, 1].map(() => Math.floor(Math.random() * 2 ** 32));

/** A 64-bit fingerprint of `text` (two salted 32-bit lanes), to match it without keeping it. */
function fingerprint(text: string): string {
  let a = 0x9e3779b9 ^ SALT[0]!;
  let b = 0x85ebca6b ^ SALT[1]!;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  a = Math.imul(a ^ (a >>> 15), 0x2c1b3c6d) ^ Math.imul(b ^ (b >>> 13), 0x297a2d39);
  b = Math.imul(b ^ (b >>> 16), 0x85ebca6b) ^ Math.imul(a ^ (a >>> 13), 0xc2b2ae35);
  return `${(a >>> 0).toString(36)}.${(b >>> 0).toString(36)}`;
}

/** The forms a part may carry a written output in: its content, or (not a string) its JSON. */
function outputForms(written: unknown): string[] {
  const forms = [`k${askRequestKey(written)}`];
  if (typeof written !== 'string') forms.push(`j${safeJson(written)}`);
  return forms;
}

/** Whether `output` (a part's) is what an entry wrote: the same content, or its JSON text. */
function wrote(entry: AnswerEntry, output: unknown): boolean {
  const mine = entry.fingerprints;
  const forms = [
    `k${askRequestKey(output)}`,
    ...(typeof output === 'string' ? [`j${output}`] : []),
  ];
  if (mine) return forms.some((form) => mine.includes(fingerprint(form)));
  const { output: written } = entry.answered;
  return written !== undefined && forms.some((form) => outputForms(written).includes(form));
}

/** The output is written: the call is closed, and only fingerprints of its output are kept. */
function close(entry: AnswerEntry): void {
  entry.closed = true;
  const { answered } = entry;
  if (answered.output !== undefined)
    entry.fingerprints = outputForms(answered.output).map(fingerprint);
  // The receipt reads the details and the content; the output and the card's state are not kept.
  delete answered.output;
  delete answered.snapshot;
}

/**
 * The answer that wrote `output` (a part's, once the call has its result) to the call under
 * `key`, newest first, for the receipt.
 */
export function answerThatWrote(key: string, output: unknown): AskAnswered | undefined {
  if (output === undefined) return undefined;
  const list = answers.get(key) ?? [];
  for (let i = list.length - 1; i >= 0; i--) if (wrote(list[i]!, output)) return list[i]!.answered;
  return undefined;
}

/**
 * Answer a tool call once: the first call runs `write`, later ones get its record back until
 * the write has finished (re-renders, StrictMode, remounts while the host applies the output);
 * then the call is closed, and the same key is a later call. `closeWhenWritten: false` keeps it
 * answered for the page's life (an approval, which its runtime resolves once). `write`'s failure
 * is kept in the record's promise (never thrown twice, never unhandled) and the call stays open.
 */
export function answerOnce(
  key: string,
  write: () => unknown,
  record: Omit<AskAnswered, 'written'> = {},
  { closeWhenWritten = true }: { closeWhenWritten?: boolean } = {},
): AskAnswered {
  const open = openEntry(key);
  if (open) return open.answered;
  const entry: AnswerEntry = { answered: { ...record, written: Promise.resolve() }, closed: false };
  let list = answers.get(key);
  if (!list) answers.set(key, (list = []));
  list.push(entry);
  const written = Promise.resolve()
    .then(write)
    .then(() => {
      if (closeWhenWritten) close(entry);
    });
  entry.answered.written = written;
  // The caller may not await it; the rejection stays readable through `written`.
  written.catch(() => {});
  return entry.answered;
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

/** Cards on screen, by `askCallKey`: what `resolvePendingAsks` reads their answers from. */
const live = new Map<string, () => AskState>();

/** Register a mounted card's state; returns the unregister function. */
export function registerLiveAsk(key: string, read: () => AskState) {
  live.set(key, read);
  return () => {
    if (live.get(key) === read) live.delete(key);
  };
}

/** The state of the card on screen for a call, if one is. */
export function liveAskState(key: string): AskState | undefined {
  return live.get(key)?.();
}

/**
 * A waiting call ended by `reason` (replied in chat, stopped), from the answers its card on
 * screen holds, or none: its resolution, and the record its receipt reads.
 */
export function yieldCall(
  key: string,
  request: AskRequest,
  reason: AskYieldReason,
): { resolution: AskResolution; record: Omit<AskAnswered, 'written'> } {
  const { state, resolution } = resolveAsk(liveAskState(key) ?? request, [
    { type: YIELD_EVENTS[reason] },
  ]);
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
