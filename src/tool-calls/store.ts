/**
 * The tool calls of one chat (or one page), with no framework imported: each call's phase, its
 * answer (written once), the cards on screen a yield reads, and the calls resolved only to make
 * way for the user. A binding keeps nothing of its own; it maps its framework's props onto this.
 */
import { askRequestKey } from '../core/dialects';
import type { AskState } from '../core/types';
import { safeJson, type AskAnswered, type AskCallOutput } from './call';

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

/**
 * Where a call is: its input still streaming, a card waiting for the user, answered by its card,
 * resolved from outside it (`yielded`: the user wrote in the chat, or a stop), or answered with
 * the error its invalid input earned.
 */
export type AskCallPhase = 'streaming' | 'live' | 'answered' | 'yielded' | 'error';

/** A call a binding has on screen. */
export interface AskMountedCall {
  phase: 'streaming' | 'live';
  /** A live card's state now: the answers a yield keeps. */
  state?: () => AskState;
  /**
   * For a binding whose resolve-pending path has no messages to read (CopilotKit): the call as
   * last rendered, and the writer of its answer. Read only by `store.waiting()`.
   */
  pending?: () => AskPendingCall | null;
}

/** A waiting call, answerable from outside its card. */
export interface AskPendingCall extends AskCall {
  tool: string;
  /** The dialect, when the tool's name is not one. */
  dialect?: string | undefined;
  /** What a host filters by (CopilotKit's `agentId`). */
  group?: string | undefined;
  write(output: AskCallOutput): unknown;
}

export interface AskAnswerOptions {
  /**
   * `false` keeps the call answered once written, for the store's life (an approval, which its
   * runtime resolves once); it never counts toward `maxSettled`.
   * @default true
   */
  closeWhenWritten?: boolean;
  /** @default 'answered' */
  phase?: 'answered' | 'yielded' | 'error';
}

export interface AskToolStoreOptions {
  /**
   * How many closed calls (written; the host holds the output) keep their record; older ones are
   * dropped, oldest first, and their receipts read the persisted output, as after a reload. Also
   * bounds the calls remembered as yielded. Answers still open (a failed write waiting for its
   * retry, an approval kept answered) are never dropped by it. A whole number ≥ 1: a chat rarely
   * shows more asks than this at once, and a record is about a kilobyte (details, content, two
   * fingerprints).
   * @default 200
   */
  maxSettled?: number;
}

/** What a store holds, by kind: what a test or a devtool reads. */
export interface AskToolStoreDebug {
  /** Answers whose write has not finished. */
  writing: number;
  /** Answers finished but kept open: failed writes until forgotten, approvals for good. */
  open: number;
  /** Answers written and closed, at most `maxSettled`. */
  settled: number;
  /** Cards and placeholders on screen. */
  mounted: number;
  /** Calls resolved from outside their card, at most `maxSettled`. */
  yielded: number;
  maxSettled: number;
}

/** The tool calls of one chat: create one per chat (or pass one to every binding of it). */
export interface AskToolStore {
  /** The key a call's records are kept under: its scope, its id and its input's content. */
  key(call: AskCall): string;
  /** Where the call under `key` is; `undefined` when the store holds nothing of it. */
  phase(key: string): AskCallPhase | undefined;
  /**
   * Answer a call once: the first call runs `write`, later ones get its record back until the
   * write has finished (re-renders, StrictMode, remounts while the host applies the output);
   * then the call is closed, and the same key is a later call. `write`'s failure is kept in the
   * record's promise (never thrown twice, never unhandled) and the call stays answered until
   * `forgetAnswer` (a retry).
   */
  answerOnce(
    key: string,
    write: () => unknown,
    record?: Omit<AskAnswered, 'written'>,
    options?: AskAnswerOptions,
  ): AskAnswered;
  /** The answer of the call under `key` still open (being written, or kept), if any. */
  openAnswer(key: string): AskAnswered | undefined;
  /** Forget a call's open answer (its write failed): the next `answerOnce` writes again. */
  forgetAnswer(key: string): void;
  /** The answer that wrote `output` (a part's) to the call under `key`, newest first. */
  answerThatWrote(key: string, output: unknown): AskAnswered | undefined;
  /** A call on screen: a placeholder or a live card. Returns the function that unmounts it. */
  mount(key: string, call: AskMountedCall): () => void;
  /** The state of the live card on screen for a call, if one is. */
  liveState(key: string): AskState | undefined;
  /** The live calls on screen that a binding can answer from outside (`AskMountedCall.pending`). */
  waiting(): AskPendingCall[];
  /** An ask resolved from outside its card: the agent waits for the user's message. */
  markYielded(toolCallId: string, input: unknown): void;
  /** A card's own answer: the agent may continue after it. */
  markAnswered(toolCallId: string, input: unknown): void;
  /** Whether the ask was resolved from outside its card. */
  isYielded(toolCallId: string, input: unknown): boolean;
  /** How many records the store holds (answers, calls on screen, yields). */
  readonly size: number;
  debug(): AskToolStoreDebug;
  /** Drop every record; writes in flight finish without being recorded. */
  dispose(): void;
}

interface AnswerEntry {
  key: string;
  /** When it was answered, against the mounts: the later of the two is where the call is. */
  at: number;
  answered: AskAnswered;
  phase: 'answered' | 'yielded' | 'error';
  /** The write finished (or failed): no longer counted as writing. */
  done: boolean;
  /** Written: the host holds the output, so a call under this key now is a later one. */
  closed: boolean;
  /** Once closed, what is kept of the output instead (it may hold a secret): its fingerprints. */
  fingerprints?: readonly string[];
}

/** A 64-bit fingerprint of `text` (two salted 32-bit lanes), to match it without keeping it. */
function fingerprint(salt: readonly [number, number], text: string): string {
  let a = 0x9e3779b9 ^ salt[0];
  let b = 0x85ebca6b ^ salt[1];
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

/** The forms of a part's output to look for: its content, or the JSON text it is. */
function partForms(output: unknown): string[] {
  return [`k${askRequestKey(output)}`, ...(typeof output === 'string' ? [`j${output}`] : [])];
}

// sendAutomaticallyWhen reads messages alone: a yield is kept by the call's id and question.
const yieldKey = (toolCallId: string, input: unknown) =>
  `${JSON.stringify(toolCallId)}\u0000${askRequestKey(input)}`;

/**
 * A store of tool calls. Give each chat its own (`AskToolStoreProvider`, or the `store` prop of
 * every binding); a binding given none shares one page-wide store.
 *
 * @example
 * const store = createAskToolStore();
 * <AskToolPart part={part} addToolOutput={addToolOutput} store={store} />
 * await resolvePendingAsks({ messages, addToolOutput, store });
 * store.dispose(); // the chat is closed
 */
export function createAskToolStore({ maxSettled = 200 }: AskToolStoreOptions = {}): AskToolStore {
  // Zero would forget a yield as it is made, and the agent would carry on without the user.
  if (!Number.isInteger(maxSettled) || maxSettled < 1)
    throw new RangeError(
      `createAskToolStore: maxSettled must be a whole number ≥ 1 (how many closed calls to ` +
        `remember), got ${String(maxSettled)}; omit it for the default of 200.`,
    );
  // Per store, so a fingerprint kept in memory matches nothing computed outside it.
  const salt = [0, 1].map(() => Math.floor(Math.random() * 2 ** 32)) as [number, number];
  const objectScopes = new WeakMap<object, number>();
  let scopeCount = 0;
  /** Answers by key, newest last (an id a later turn reuses is another call under the key). */
  const answers = new Map<string, AnswerEntry[]>();
  /** Answers written and closed, oldest first: the ones dropped past `maxSettled`. */
  const settled = new Set<AnswerEntry>();
  const mounted = new Map<string, { call: AskMountedCall; at: number }[]>();
  let clock = 0;
  const yielded = new Set<string>();

  function scopeKey(scope: AskCallScope): string {
    if (typeof scope === 'string') return `s${JSON.stringify(scope)}`;
    let id = objectScopes.get(scope);
    if (id === undefined) objectScopes.set(scope, (id = ++scopeCount));
    return `o${id}`;
  }

  function openEntry(key: string): AnswerEntry | undefined {
    const last = answers.get(key)?.at(-1);
    return last && !last.closed ? last : undefined;
  }

  function remove(entry: AnswerEntry): void {
    settled.delete(entry);
    const list = answers.get(entry.key);
    if (!list) return;
    const at = list.indexOf(entry);
    if (at >= 0) list.splice(at, 1);
    if (list.length === 0) answers.delete(entry.key);
  }

  function held(entry: AnswerEntry): boolean {
    return answers.get(entry.key)?.includes(entry) ?? false;
  }

  /** The write finished: a closed answer joins the bounded history, an open one stays as is. */
  function settle(entry: AnswerEntry): void {
    entry.done = true;
    // Disposed, or forgotten, while the write ran: nothing to keep.
    if (!held(entry) || !entry.closed) return;
    settled.add(entry);
    for (const oldest of settled) {
      if (settled.size <= maxSettled) break;
      remove(oldest);
    }
  }

  /** The output is written: the call is closed, and only fingerprints of its output are kept. */
  function close(entry: AnswerEntry): void {
    entry.closed = true;
    const { answered } = entry;
    if (answered.output !== undefined)
      entry.fingerprints = outputForms(answered.output).map((form) => fingerprint(salt, form));
    // The receipt reads the details and the content; the output and the card's state go.
    delete answered.output;
    delete answered.snapshot;
  }

  function wrote(entry: AnswerEntry, output: unknown): boolean {
    const forms = partForms(output);
    const mine = entry.fingerprints;
    if (mine) return forms.some((form) => mine.includes(fingerprint(salt, form)));
    const { output: written } = entry.answered;
    return written !== undefined && forms.some((form) => outputForms(written).includes(form));
  }

  function remember(set: Set<string>, key: string): void {
    set.delete(key);
    set.add(key);
    for (const oldest of set) {
      if (set.size <= maxSettled) break;
      set.delete(oldest);
    }
  }

  const store: AskToolStore = {
    key({ scope, toolCallId, input }) {
      return `${scopeKey(scope)}\u0000${JSON.stringify(toolCallId)}\u0000${askRequestKey(input)}`;
    },
    phase(key) {
      const last = answers.get(key)?.at(-1);
      const shown = mounted.get(key) ?? [];
      const latest = shown.at(-1);
      // A card mounted after the last answer closed is a later call under the key.
      if (latest && !(last && (!last.closed || last.at > latest.at)))
        return shown.some(({ call }) => call.phase === 'live') ? 'live' : 'streaming';
      return last?.phase;
    },
    answerOnce(key, write, record = {}, { closeWhenWritten = true, phase = 'answered' } = {}) {
      const open = openEntry(key);
      if (open) return open.answered;
      const answered: AskAnswered = { ...record, written: Promise.resolve() };
      const entry: AnswerEntry = {
        key,
        at: ++clock,
        answered,
        phase,
        done: false,
        closed: false,
      };
      let list = answers.get(key);
      if (!list) answers.set(key, (list = []));
      list.push(entry);
      const written = Promise.resolve()
        .then(write)
        .then(
          () => {
            if (closeWhenWritten) close(entry);
            settle(entry);
          },
          (failure: unknown) => {
            settle(entry);
            throw failure;
          },
        );
      answered.written = written;
      // The caller may not await it; the rejection stays readable through `written`.
      written.catch(() => {});
      return answered;
    },
    openAnswer: (key) => openEntry(key)?.answered,
    forgetAnswer(key) {
      const open = openEntry(key);
      if (open) remove(open);
    },
    answerThatWrote(key, output) {
      if (output === undefined) return undefined;
      const list = answers.get(key) ?? [];
      for (let i = list.length - 1; i >= 0; i--)
        if (wrote(list[i]!, output)) return list[i]!.answered;
      return undefined;
    },
    mount(key, call) {
      let list = mounted.get(key);
      if (!list) mounted.set(key, (list = []));
      const shown = { call, at: ++clock };
      list.push(shown);
      return () => {
        const now = mounted.get(key);
        const at = now?.indexOf(shown) ?? -1;
        if (at < 0) return;
        now!.splice(at, 1);
        if (now!.length === 0) mounted.delete(key);
      };
    },
    liveState(key) {
      const list = mounted.get(key) ?? [];
      for (let i = list.length - 1; i >= 0; i--) {
        const read = list[i]!.call.state;
        if (read) return read();
      }
      return undefined;
    },
    waiting() {
      const calls: AskPendingCall[] = [];
      for (const list of mounted.values())
        for (const { call } of list) {
          const pending = call.phase === 'live' ? call.pending?.() : null;
          if (pending) calls.push(pending);
        }
      return calls;
    },
    markYielded: (toolCallId, input) => remember(yielded, yieldKey(toolCallId, input)),
    markAnswered: (toolCallId, input) => void yielded.delete(yieldKey(toolCallId, input)),
    isYielded: (toolCallId, input) => yielded.has(yieldKey(toolCallId, input)),
    get size() {
      const { writing, open, settled: done, mounted: shown, yielded: waited } = store.debug();
      return writing + open + done + shown + waited;
    },
    debug() {
      let writing = 0;
      let open = 0;
      for (const list of answers.values())
        for (const entry of list) {
          if (!entry.done) writing++;
          else if (!entry.closed) open++;
        }
      let shown = 0;
      for (const list of mounted.values()) shown += list.length;
      return {
        writing,
        open,
        settled: settled.size,
        mounted: shown,
        yielded: yielded.size,
        maxSettled,
      };
    },
    dispose() {
      answers.clear();
      settled.clear();
      mounted.clear();
      yielded.clear();
    },
  };
  return store;
}
