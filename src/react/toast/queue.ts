/**
 * The toast queue: a framework-free external store (no React import), read by
 * `AskToastProvider` through `useSyncExternalStore`.
 *
 * It owns what is shown and for how long: one toast per id (a session's ask toast has the id
 * `ask:<sessionId>`, so a repeat replaces it in place), newest first, at most `max` visible with
 * the rest kept until space frees up, and the auto-dismiss timers. A timer runs only while its
 * toast is visible, not busy (a navigation is pending) and the queue is not paused (hover or
 * focus on the viewport, reported by Radix). Replacing a toast restarts its timer.
 */
import type { AskRequest } from '../../core/types';

/** What a toast is: a session's question, a plain notice, or a navigation error. */
export type AskToastContent =
  | {
      kind: 'ask';
      /** The originating session: activating the toast opens it. */
      sessionId: string;
      /** The pending prompt; the toast shows its first question. */
      request: AskRequest;
    }
  | {
      /** Non-interactive: title and description as plain text. */
      kind: 'plain';
      title: string;
      description?: string;
    }
  | {
      /** "Couldn't open the conversation": text comes from the message catalog. */
      kind: 'error';
      sessionId?: string;
    };

export type AskToastKind = AskToastContent['kind'];

/** One toast as the queue holds it. Immutable: every change makes a new object. */
export type AskToastItem = AskToastContent & {
  /** Stable key: `ask:<sessionId>`, `error:<sessionId>` or `toast:<n>`. */
  id: string;
  /** Milliseconds before auto-dismiss; `Infinity` (or ≤ 0) keeps it until closed. */
  duration: number;
  /** Bumped on every replace in place; 0 for a new toast. */
  revision: number;
  /** False while the toast plays its exit (it no longer counts towards `max`). */
  open: boolean;
  /** True while activating it is in progress (its timer is held). */
  busy: boolean;
};

/** The timer functions the queue uses; injectable for tests and non-browser hosts. */
export interface AskToastClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface AskToastQueueOptions {
  /**
   * At most this many toasts are visible; newer ones push older ones into the waiting list.
   * @default 3
   */
  max?: number;
  /**
   * Milliseconds a dismissed toast stays in the snapshot (with `open: false`) so its exit
   * animation can play; 0 removes it at once.
   * @default 300
   */
  exitDuration?: number;
  /** Timer functions. @default the global `setTimeout` / `clearTimeout` / `Date.now` */
  clock?: AskToastClock;
}

export interface AskToastUpsertOptions {
  /** @default Infinity */
  duration?: number;
  /**
   * The id of a toast this one belongs with (a navigation error beside its reminder): it is placed
   * just before that toast, shown only while that toast is, and takes no place of its own among
   * `max`, so it never pushes that toast out of view.
   */
  companionOf?: string;
}

/** An auto-dismiss timer: the time left, and while it runs, since when and its handle. */
interface Timer {
  left: number;
  since?: number;
  handle?: unknown;
}

const globalClock: AskToastClock = {
  now: () => Date.now(),
  // Looked up at call time so fake timers installed after construction still apply.
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** `max` as a count of at least 1; 3 when absent or NaN. */
const toMax = (max: number | undefined) => Math.max(1, Math.floor(max ?? 3)) || 3;

/** The id of a session's ask toast. */
export const askToastId = (sessionId: string) => `ask:${sessionId}`;
/** The id of a session's navigation-error toast. */
export const askErrorToastId = (sessionId: string) => `error:${sessionId}`;

/**
 * @example
 * const queue = new AskToastQueue({ max: 3 });
 * const stop = queue.subscribe(() => render(queue.getSnapshot()));
 * queue.upsertSession('s1', request, { duration: 60_000 });
 */
export class AskToastQueue {
  /** Newest first. Never changed in place: every change makes a new array. */
  #items: AskToastItem[] = [];
  #snapshot: readonly AskToastItem[] = [];
  #visible = new Set<string>();
  /** One per toast held. */
  #timers = new Map<string, Timer>();
  /** Exit timers of toasts playing their exit. */
  #exits = new Map<string, unknown>();
  #pausedBy = new Set<string>();
  /** Companion id → the id of the toast it belongs with. */
  #companions = new Map<string, string>();
  #listeners = new Set<() => void>();
  #seq = 0;
  #max: number;
  readonly #exitDuration: number;
  readonly #clock: AskToastClock;

  constructor(options: AskToastQueueOptions = {}) {
    this.#max = toMax(options.max);
    this.#exitDuration = Math.max(0, options.exitDuration ?? 300);
    this.#clock = options.clock ?? globalClock;
  }

  /**
   * Calls `listener` after every change to the snapshot (not for changes to toasts waiting for
   * space, which are not in it). Returns the unsubscribe function.
   */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  /**
   * The toasts to render, newest first: the visible ones plus any still playing their exit.
   * The same array until the next change.
   */
  getSnapshot = (): readonly AskToastItem[] => this.#snapshot;

  /** Every toast held, newest first, including those waiting for space. */
  getAll(): readonly AskToastItem[] {
    return this.#items;
  }

  get(id: string): AskToastItem | undefined {
    return this.#items.find((item) => item.id === id);
  }

  /** Whether `id` is among the visible toasts now. */
  isVisible(id: string): boolean {
    return this.#visible.has(id);
  }

  get max(): number {
    return this.#max;
  }

  setMax(max: number | undefined): void {
    const next = toMax(max);
    if (next === this.#max) return;
    this.#max = next;
    this.#commit();
  }

  /** Adds a new toast in front and returns its id. */
  add(content: AskToastContent, options?: AskToastUpsertOptions): string {
    return this.upsert(`toast:${++this.#seq}`, content, options);
  }

  /**
   * Adds the toast `id`, or replaces it in place: same position and id, new content, revision
   * bumped, timer restarted, reopened if it was closing. Its busy state is kept.
   */
  upsert(id: string, content: AskToastContent, options: AskToastUpsertOptions = {}): string {
    const duration = options.duration ?? Infinity;
    const previous = this.get(id);
    const item: AskToastItem = {
      ...content,
      id,
      duration,
      revision: previous ? previous.revision + 1 : 0,
      open: true,
      busy: previous?.busy ?? false,
    };
    this.#cancelExit(id);
    this.#reset(id, duration);
    if (options.companionOf === undefined) this.#companions.delete(id);
    else this.#companions.set(id, options.companionOf);
    const host = options.companionOf === undefined ? -1 : this.#indexOf(options.companionOf);
    if (previous) this.#items = this.#items.map((x) => (x === previous ? item : x));
    else if (host === -1) this.#items = [item, ...this.#items];
    else this.#items = [...this.#items.slice(0, host), item, ...this.#items.slice(host)];
    this.#commit();
    return id;
  }

  /** One toast per session: adds the session's ask toast or replaces it in place. */
  upsertSession(sessionId: string, request: AskRequest, options?: AskToastUpsertOptions): string {
    return this.upsert(askToastId(sessionId), { kind: 'ask', sessionId, request }, options);
  }

  /**
   * Closes a toast. A visible one stays in the snapshot with `open: false` for `exitDuration`;
   * one still waiting for space is dropped at once.
   */
  dismiss(id: string): void {
    const item = this.get(id);
    if (!item?.open) return;
    if (!this.#visible.has(id) || this.#exitDuration === 0) return this.remove(id);
    this.#exits.set(
      id,
      this.#clock.setTimeout(() => this.remove(id), this.#exitDuration),
    );
    this.#change(item, { open: false });
  }

  /** Closes a session's ask toast and its error toast, if any. */
  dismissSession(sessionId: string): void {
    this.dismiss(askToastId(sessionId));
    this.dismiss(askErrorToastId(sessionId));
  }

  /** Drops a toast now, with no exit. */
  remove(id: string): void {
    if (!this.get(id)) return;
    this.#cancelExit(id);
    this.#stop(id);
    this.#timers.delete(id);
    this.#companions.delete(id);
    this.#items = this.#items.filter((item) => item.id !== id);
    this.#commit();
  }

  /** Drops every toast and timer. */
  clear(): void {
    for (const { id } of this.#items) {
      this.#cancelExit(id);
      this.#stop(id);
    }
    this.#timers.clear();
    this.#companions.clear();
    this.#items = [];
    this.#commit();
  }

  /**
   * Marks a toast busy (an activation is pending: its timer is held) or idle again (its timer
   * restarts from the full duration, so the user has time to retry).
   */
  setBusy(id: string, busy: boolean): void {
    const item = this.get(id);
    if (!item || item.busy === busy) return;
    if (!busy) this.#reset(id, item.duration);
    this.#change(item, { busy });
  }

  /**
   * Holds every timer (the remaining time is kept) until each `reason` that paused is resumed.
   * Repeated calls with one reason count once.
   */
  pause(reason = 'user'): void {
    this.#pausedBy.add(reason);
    this.#syncTimers();
  }

  resume(reason = 'user'): void {
    this.#pausedBy.delete(reason);
    this.#syncTimers();
  }

  get paused(): boolean {
    return this.#pausedBy.size > 0;
  }

  #change(item: AskToastItem, patch: Partial<Pick<AskToastItem, 'open' | 'busy'>>): void {
    const next = { ...item, ...patch };
    this.#items = this.#items.map((x) => (x === item ? next : x));
    this.#commit();
  }

  #indexOf(id: string): number {
    return this.#items.findIndex((item) => item.id === id);
  }

  /** The open toast `id` rides with, if any: it then takes no place of its own. */
  #hostOf(id: string): string | undefined {
    const host = this.#companions.get(id);
    return host !== undefined && this.get(host)?.open ? host : undefined;
  }

  #commit(): void {
    const visible = new Set<string>();
    for (const item of this.#items) {
      if (item.open && visible.size < this.#max && !this.#hostOf(item.id)) visible.add(item.id);
    }
    for (const item of this.#items) {
      const host = this.#hostOf(item.id);
      if (item.open && host && visible.has(host)) visible.add(item.id);
    }
    const rendered = this.#items.filter((item) => {
      if (!item.open) return true;
      if (!visible.has(item.id)) return false;
      // A toast that comes (back) into view gets its full time: the user has not read it yet.
      if (!this.#visible.has(item.id)) this.#reset(item.id, item.duration);
      return true;
    });
    this.#visible = visible;
    this.#syncTimers();
    // A change out of sight (a toast waiting for space replaced) leaves the snapshot as it was.
    const previous = this.#snapshot;
    if (rendered.length === previous.length && rendered.every((item, i) => item === previous[i]))
      return;
    this.#snapshot = rendered;
    for (const listener of [...this.#listeners]) listener();
  }

  /** Runs the timer of each visible, open, idle toast with a finite duration while not paused. */
  #syncTimers(): void {
    for (const { id, open, busy, duration } of this.#items) {
      const timer = this.#timers.get(id)!;
      const run =
        open &&
        !busy &&
        this.#visible.has(id) &&
        this.#pausedBy.size === 0 &&
        duration > 0 &&
        duration < Infinity;
      if (!run) this.#stop(id);
      else if (timer.since === undefined) {
        timer.since = this.#clock.now();
        timer.handle = this.#clock.setTimeout(
          () => {
            timer.since = undefined;
            this.dismiss(id);
          },
          Math.max(0, timer.left),
        );
      }
    }
  }

  #stop(id: string): void {
    const timer = this.#timers.get(id);
    if (timer?.since === undefined) return;
    this.#clock.clearTimeout(timer.handle);
    timer.left -= this.#clock.now() - timer.since;
    timer.since = undefined;
  }

  #reset(id: string, duration: number): void {
    this.#stop(id);
    this.#timers.set(id, { left: duration });
  }

  #cancelExit(id: string): void {
    if (!this.#exits.has(id)) return;
    this.#clock.clearTimeout(this.#exits.get(id));
    this.#exits.delete(id);
  }
}
