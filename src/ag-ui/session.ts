/**
 * The interrupts of one AG-UI agent, with no framework imported: which are pending, which are
 * settled (each answer kept in the tool-call store), and the one `resume[]` sent once all are.
 * AG-UI refuses a partial resume and a `resolved` answer past `expiresAt`; this is where both
 * rules are kept, so the client's own refusals are never reached.
 */
import { isAgUiApprovalInterrupt, safeParseAgUiInterrupt } from '../core/adapters/agui-interrupt';
import type { AgUiInterruptParseOptions } from '../core/adapters/agui-interrupt';
import type { AskAnswer, AskRequest } from '../core/types';
import { refusalFieldErrors, refusalIssues } from '../tool-calls/refusals';
import { yieldCall, type AskAnswered } from '../tool-calls/call';
import type { AskToolStore } from '../tool-calls/store';
import type { AskAgUiAgent, AskAgUiInterrupt, AskAgUiResponse, AskAgUiResumeEntry } from './types';

/**
 * Where the agent's interrupts are: none pending, waiting for answers, the resume being sent
 * (the next run), its send failed (`retry()` sends it again), or the agent refused it with a
 * `RUN_ERROR` (the question cards are open again with the answers sent and the agent's reasons;
 * `retry()` sends the answers as they stand).
 */
export type AskAgUiInterruptsPhase = 'idle' | 'waiting' | 'sending' | 'failed' | 'refused';

/** What a question card shows after the agent refused the resume (`session.reopenOf`). */
export interface AskAgUiReopen {
  /** Changes at each refusal and each `retry()`: part of the card's React key. */
  generation: number;
  /** The answers sent, to reopen the card with (absent once answered again). */
  answers?: readonly AskAnswer[];
  /**
   * The agent's reasons (`AskCard`'s `fieldErrors`): zod-style issues in the `RUN_ERROR`'s
   * message under the field they name, any other message card-level.
   */
  fieldErrors?: Readonly<Record<string, string>>;
}

/** One refused resume of a list, shared by every session of the store. */
interface Refusal {
  /** The send the agent refused. */
  sent: AskAnswered;
  generation: number;
  /** Each reopened card's answer as sent, by store key. */
  saved: Map<string, AskAnswered>;
  fieldErrors: Map<string, Readonly<Record<string, string>>>;
}

/** By store, then by list: two sessions of one agent and store see the same refusal. */
const refusalsByStore = new WeakMap<AskToolStore, WeakMap<object, Refusal>>();

/** What a render reads: replaced whenever anything in it changes. */
export interface AskAgUiInterruptsSnapshot {
  /** `agent.pendingInterrupts`, as the agent holds it. */
  interrupts: readonly AskAgUiInterrupt[];
  phase: AskAgUiInterruptsPhase;
  /** The failure of the last send (the run rejected), while `phase` is `failed`. */
  error: unknown;
}

export interface AskAgUiSessionOptions {
  /**
   * Send the resume yourself (with your tools, context or `forwardedProps`), instead of
   * `agent.runAgent({ resume })`. Return the run's promise: a rejection shows as `failed`.
   */
  onResume?: ((resume: AskAgUiResumeEntry[]) => unknown) | undefined;
  /** The send failed (the run rejected, or `onResume` threw); the list shows Retry. */
  onResumeError?: ((error: unknown) => void) | undefined;
  /** How cards are read from interrupts (`safeParseAgUiInterrupt`'s options). */
  parseOptions?: AgUiInterruptParseOptions | undefined;
}

/** Whether the client refuses a `resolved` answer now: `isInterruptExpired`'s rule, exactly. */
export function isAgUiInterruptExpired(interrupt: AskAgUiInterrupt, now = new Date()): boolean {
  return interrupt.expiresAt !== undefined && new Date(interrupt.expiresAt) <= now;
}

const cancelledEntry = (interruptId: string): AskAgUiResumeEntry => ({
  interruptId,
  status: 'cancelled',
});

/** An answer as sent: `resolved` past the deadline becomes `cancelled`, the only status left. */
function sendable(interrupt: AskAgUiInterrupt, entry: AskAgUiResumeEntry): AskAgUiResumeEntry {
  if (entry.status !== 'resolved' || !isAgUiInterruptExpired(interrupt)) return entry;
  return entry.metadata === undefined
    ? cancelledEntry(interrupt.id)
    : { ...cancelledEntry(interrupt.id), metadata: entry.metadata };
}

/** The card request of an interrupt, or null for an approval or one no card can show. */
export function agUiRequestOf(
  interrupt: AskAgUiInterrupt,
  options?: AgUiInterruptParseOptions,
): AskRequest | null {
  if (isAgUiApprovalInterrupt(interrupt)) return null;
  const parsed = safeParseAgUiInterrupt(interrupt, options);
  return parsed.success ? parsed.data : null;
}

/** The agent's interrupts bound to a store: what the hook and every card of it share. */
export interface AskAgUiSession {
  subscribe(listener: () => void): () => void;
  getSnapshot(): AskAgUiInterruptsSnapshot;
  /** The key of an interrupt's answer: its thread, its run's list, its id and its content. */
  keyOf(interrupt: AskAgUiInterrupt): string;
  /** The answer recorded for an interrupt of the current list, if it is settled. */
  answerOf(interrupt: AskAgUiInterrupt): AskAnswered | undefined;
  /** After a refused resume: the card's generation, the answers it reopens with, the reasons. */
  reopenOf(interrupt: AskAgUiInterrupt): AskAgUiReopen;
  /** Whether an interrupt was settled from outside its card (`cancelPending`). */
  isYielded(interrupt: AskAgUiInterrupt): boolean;
  /** Record an interrupt's answer (once); sends the resume when it was the last one open. */
  settle(
    interrupt: AskAgUiInterrupt,
    entry: AskAgUiResumeEntry,
    record?: Omit<AskAnswered, 'written' | 'output'>,
  ): void;
  /** An approval view's answer, or the fallback's Cancel. */
  respond(interrupt: AskAgUiInterrupt, response: AskAgUiResponse): void;
  cancelPending(): AskAgUiResumeEntry[];
  retry(): void;
  /** The options as last rendered (the hook's). */
  readonly options: AskAgUiSessionOptions;
  configure(options: AskAgUiSessionOptions): void;
  readonly store: AskToolStore;
}

/**
 * Bind an agent's interrupts to a store. Every answer is kept in the store under a key of the
 * list `pendingInterrupts` held when it was shown (a new list per finished run), so a later run's
 * interrupts never read an earlier answer, even under the same id. The resume is kept there too,
 * once per list: two sessions of one agent and store (a hook remounted, the composer's hook) send
 * it once.
 */
export function createAgUiSession(
  agent: AskAgUiAgent,
  store: AskToolStore,
  given: AskAgUiSessionOptions = {},
): AskAgUiSession {
  let options = given;
  const listeners = new Set<() => void>();
  let list = agent.pendingInterrupts;
  let snapshot: AskAgUiInterruptsSnapshot | null = null;
  /** Send records this session has followed (so a settled send re-renders each session). */
  const followed = new WeakSet<AskAnswered>();
  /** The RUN_ERROR of the run a send started, by send. */
  const runErrors = new WeakMap<AskAnswered, Error>();
  /** How each followed send ended, read synchronously by `getSnapshot`. */
  const ended = new WeakMap<AskAnswered, { ok: boolean; error?: unknown }>();
  const yielded = new Set<string>();
  let unsubscribe: (() => void) | null = null;
  let refusals = refusalsByStore.get(store);
  if (!refusals) refusalsByStore.set(store, (refusals = new WeakMap()));
  const refusalsOfStore = refusals;

  const keyIn = (of: readonly AskAgUiInterrupt[], interrupt: AskAgUiInterrupt) =>
    store.key({ scope: of, toolCallId: interrupt.id, input: [agent.threadId, interrupt] });
  const roundKey = (of: readonly AskAgUiInterrupt[]) =>
    store.key({ scope: of, toolCallId: '', input: ['resume', agent.threadId] });

  /**
   * Whether a list's resume was handed to the host (`cancelPending`): never sent from here. Kept
   * in the store, not in this session, so the other sessions of the agent (the list's, when the
   * composer's hook handed it over) never send one either.
   */
  const isHandedOver = (of: readonly AskAgUiInterrupt[]) => store.phase(roundKey(of)) === 'yielded';

  function notify(): void {
    snapshot = null;
    for (const listener of [...listeners]) listener();
  }

  /** A new list (a run finished): the last one's records go, it can no longer be answered. */
  function sync(): void {
    const now = agent.pendingInterrupts;
    if (now === list) return;
    for (const interrupt of list) store.forgetAnswer(keyIn(list, interrupt));
    store.forgetAnswer(roundKey(list));
    list = now;
    snapshot = null;
  }

  /** Re-render once a send (this session's or another's) has finished. */
  function follow(sent: AskAnswered, mine = false): void {
    if (followed.has(sent)) return;
    followed.add(sent);
    const of = list;
    sent.written.then(
      () => {
        // `runAgent` resolves after a RUN_ERROR too (the list stays): the resume was refused.
        const refused = runErrors.get(sent);
        if (refused && of === list) reopen(of, sent, refused);
        ended.set(sent, refused ? { ok: false, error: refused } : { ok: true });
        if (refused && mine) options.onResumeError?.(refused);
        notify();
      },
      (error: unknown) => {
        ended.set(sent, { ok: false, error });
        if (mine) options.onResumeError?.(error);
        notify();
      },
    );
  }

  /**
   * The agent refused `sent`: each question card's answer is kept aside and forgotten, so the
   * card reopens with it and its next answer writes again; approvals and notes keep theirs. An
   * interrupt past its deadline keeps its answer too (it could only expire again).
   */
  function reopen(of: readonly AskAgUiInterrupt[], sent: AskAnswered, error: Error): void {
    const before = refusalsOfStore.get(of);
    if (before?.sent === sent) return; // another session of the store reopened it already
    const issues = refusalIssues(error);
    const failure = issues ? {} : { failure: error.message };
    const saved = new Map<string, AskAnswered>();
    const fieldErrors = new Map<string, Readonly<Record<string, string>>>();
    for (const interrupt of of) {
      const key = keyIn(of, interrupt);
      const request = agUiRequestOf(interrupt, options.parseOptions);
      const answered = store.openAnswer(key);
      if (!request || !answered || isAgUiInterruptExpired(interrupt)) continue;
      saved.set(key, answered);
      store.forgetAnswer(key);
      fieldErrors.set(key, refusalFieldErrors(request, issues ?? [], failure));
    }
    refusalsOfStore.set(of, {
      sent,
      generation: (before?.generation ?? 0) + 1,
      saved,
      fieldErrors,
    });
  }

  function phaseOf(): Pick<AskAgUiInterruptsSnapshot, 'phase' | 'error'> {
    if (list.length === 0) return { phase: 'idle', error: undefined };
    const sent = store.openAnswer(roundKey(list));
    if (!sent || isHandedOver(list)) return { phase: 'waiting', error: undefined };
    follow(sent);
    const end = ended.get(sent);
    // Sent: still `sending` until the run's end replaces the list.
    if (!end || end.ok) return { phase: 'sending', error: undefined };
    const refused = refusalsOfStore.get(list)?.sent === sent;
    return { phase: refused ? 'refused' : 'failed', error: end.error };
  }

  function send(of: readonly AskAgUiInterrupt[], resume: AskAgUiResumeEntry[]): void {
    if (isHandedOver(of)) return;
    const record = store.answerOnce(
      roundKey(of),
      () => (options.onResume ? options.onResume(resume) : agent.runAgent({ resume })),
      { output: resume },
      // Kept until the list changes: one send per list, never a second one from a re-render.
      { closeWhenWritten: false },
    );
    follow(record, true);
  }

  /** Every interrupt of the list settled: the resume, in the list's order. */
  function maybeSend(): void {
    sync();
    const of = list;
    if (of.length === 0) return;
    // Answered again after a refusal: the refused send gives way to the new one.
    const prior = store.openAnswer(roundKey(of));
    if (prior && refusalsOfStore.get(of)?.sent === prior) store.forgetAnswer(roundKey(of));
    const entries: AskAgUiResumeEntry[] = [];
    for (const interrupt of of) {
      const entry = store.openAnswer(keyIn(of, interrupt))?.output as
        AskAgUiResumeEntry | undefined;
      if (!entry) return;
      entries.push(sendable(interrupt, entry));
    }
    send(of, entries);
  }

  const session: AskAgUiSession = {
    get options() {
      return options;
    },
    configure(next) {
      options = next;
    },
    store,
    subscribe(listener) {
      listeners.add(listener);
      unsubscribe ??= agent.subscribe({
        onRunInitialized: notify,
        onRunFinalized: notify,
        onRunFailed: notify,
        onRunErrorEvent({ event }) {
          const sent = store.openAnswer(roundKey(list));
          if (sent && !isHandedOver(list))
            runErrors.set(sent, new Error(event.message || 'RUN_ERROR'));
        },
      }).unsubscribe;
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        unsubscribe?.();
        unsubscribe = null;
      };
    },
    getSnapshot() {
      sync();
      if (snapshot) return snapshot;
      snapshot = { interrupts: list, ...phaseOf() };
      return snapshot;
    },
    keyOf: (interrupt) => (sync(), keyIn(list, interrupt)),
    answerOf: (interrupt) => store.openAnswer(session.keyOf(interrupt)),
    isYielded: (interrupt) => yielded.has(session.keyOf(interrupt)),
    reopenOf(interrupt) {
      const key = session.keyOf(interrupt);
      const refusal = refusalsOfStore.get(list);
      if (!refusal) return { generation: 0 };
      const saved = refusal.saved.get(key);
      const fieldErrors = refusal.fieldErrors.get(key);
      const answers = saved?.details?.answers;
      return {
        generation: refusal.generation,
        ...(answers && !store.openAnswer(key) ? { answers } : {}),
        ...(fieldErrors && Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}),
      };
    },
    settle(interrupt, entry, record = {}) {
      store.answerOnce(
        session.keyOf(interrupt),
        () => {},
        { ...record, output: entry },
        {
          closeWhenWritten: false,
        },
      );
      maybeSend();
      notify();
    },
    respond(interrupt, response) {
      session.settle(interrupt, { ...response, interruptId: interrupt.id });
    },
    cancelPending() {
      sync();
      const of = list;
      const { phase } = phaseOf();
      // The binding's own resume is on its way: a second run now would answer the list twice.
      if (phase === 'sending') return [];
      // A failed or refused send is not retried: the host's message carries the resume now.
      if (phase === 'failed' || phase === 'refused') store.forgetAnswer(roundKey(of));
      const resume = of.map((interrupt) => {
        const key = keyIn(of, interrupt);
        const earlier = store.openAnswer(key)?.output as AskAgUiResumeEntry | undefined;
        if (earlier) return sendable(interrupt, earlier);
        const request = agUiRequestOf(interrupt, options.parseOptions);
        // Through the machine: the card's answers so far, ended as replied in the chat.
        const { resolution, record } = request
          ? yieldCall(store.liveState(key), request, 'repliedInChat')
          : { resolution: null, record: {} };
        const entry =
          (resolution?.result as AskAgUiResumeEntry | undefined) ?? cancelledEntry(interrupt.id);
        store.answerOnce(
          key,
          () => {},
          { ...record, output: entry },
          {
            closeWhenWritten: false,
            phase: 'yielded',
          },
        );
        yielded.add(key);
        return sendable(interrupt, entry);
      });
      // The round is the host's now: a late click (here or in another session) sends nothing.
      if (of.length > 0)
        store.answerOnce(
          roundKey(of),
          () => {},
          { output: resume },
          {
            closeWhenWritten: false,
            phase: 'yielded',
          },
        );
      notify();
      return resume;
    },
    retry() {
      sync();
      const { phase } = phaseOf();
      if (phase !== 'failed' && phase !== 'refused') return;
      const refusal = refusalsOfStore.get(list);
      if (phase === 'refused' && refusal) {
        // The answers as they stand: a card answered again keeps its new answer, the others
        // their answer as sent (the cards remount from it, resolved).
        for (const [key, { written: _w, ...record }] of refusal.saved)
          if (!store.openAnswer(key))
            store.answerOnce(key, () => {}, record, { closeWhenWritten: false });
        refusal.generation += 1;
      }
      store.forgetAnswer(roundKey(list));
      maybeSend();
      notify();
    },
  };
  return session;
}
