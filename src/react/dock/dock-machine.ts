/**
 * The dock's machine: which pending prompt is on screen, which resolved ones leave a summary,
 * and the uncontrolled collapsed state. Pure and React-free, like the core's `askTransition`:
 * an event that changes nothing returns the very same state object.
 *
 * Invariant (property-tested): `active` is one of the pending prompts, and null only when none
 * is pending; a resolved prompt is never pending again; every summary id is a resolved one.
 */

export interface DockState<Resolution = unknown> {
  /** The well-formed, unresolved-at-arrival prompt ids the host passes, in its order. */
  readonly ids: readonly string[];
  /** Prompts that resolved here, by id: never shown again even if the host keeps passing them. */
  readonly resolved: ReadonlyMap<string, Resolution>;
  /** Resolved since the last new prompt arrived, oldest first: their summary shows. */
  readonly summary: readonly string[];
  /** Every id ever passed: a prompt is new only once. */
  readonly seen: ReadonlySet<string>;
  /** The prompt on screen, or null when none is pending. */
  readonly active: string | null;
  /** Where `active` sits among the pending prompts; the next one takes this place. */
  readonly activeIndex: number;
  /** The uncontrolled collapsed state (a controlled dock reads its prop instead). */
  readonly collapsed: boolean;
  /**
   * A lone `request`'s content key and generation: the same content is one prompt however often
   * the host rebuilds the object, and a new prompt when it comes back after the dock had none.
   */
  readonly lone: { readonly key: string | null; readonly n: number };
}

export type DockEvent<Resolution = unknown> =
  /** The host's prompts changed. A new one ends the summary; an idle dock resets `collapsed`. */
  | { type: 'promptsChanged'; ids: readonly string[]; defaultCollapsed: boolean }
  /** The lone `request` form: its content key (null for none), and whether it can show. */
  | { type: 'requestChanged'; key: string | null; shown: boolean; defaultCollapsed: boolean }
  | { type: 'resolved'; id: string; resolution: Resolution }
  /** Previous (-1) or next (1) pending prompt, wrapping around. */
  | { type: 'switch'; step: -1 | 1 }
  | { type: 'toggle' };

export function createDockState<Resolution = unknown>(
  defaultCollapsed = false,
): DockState<Resolution> {
  return {
    ids: [],
    resolved: new Map(),
    summary: [],
    seen: new Set(),
    active: null,
    activeIndex: 0,
    collapsed: defaultCollapsed,
    lone: { key: null, n: 0 },
  };
}

/** The prompt id of the lone `request` form's current generation. */
export const getLoneId = (state: DockState<unknown>) => `request#${state.lone.n}`;

/** The prompts still waiting for an answer, in the host's order. */
export function getPendingIds(state: DockState<unknown>): string[] {
  return state.ids.filter((id) => !state.resolved.has(id));
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** Keeps `active` on a pending prompt: the same one if it still waits, else the one in its place */
function settle<R>(next: DockState<R>): DockState<R> {
  const pending = getPendingIds(next);
  let index = next.active === null ? -1 : pending.indexOf(next.active);
  if (index === -1 && pending.length > 0) index = Math.min(next.activeIndex, pending.length - 1);
  const active = index === -1 ? null : pending[index]!;
  const activeIndex = index === -1 ? next.activeIndex : index;
  return active === next.active && activeIndex === next.activeIndex
    ? next
    : { ...next, active, activeIndex };
}

export function dockTransition<R>(state: DockState<R>, event: DockEvent<R>): DockState<R> {
  switch (event.type) {
    case 'promptsChanged': {
      if (sameIds(state.ids, event.ids)) return state;
      const fresh = event.ids.filter((id) => !state.seen.has(id));
      let next: DockState<R> = { ...state, ids: [...event.ids] };
      if (fresh.length > 0) {
        const idle = getPendingIds(state).length === 0;
        next = {
          ...next,
          seen: new Set([...state.seen, ...fresh]),
          summary: state.summary.length > 0 ? [] : state.summary,
          collapsed: idle ? event.defaultCollapsed : state.collapsed,
        };
      }
      return settle(next);
    }
    case 'requestChanged': {
      const { key } = event;
      const n = key === state.lone.key || key === null ? state.lone.n : state.lone.n + 1;
      const next =
        key === state.lone.key && n === state.lone.n ? state : { ...state, lone: { key, n } };
      const ids = key !== null && event.shown ? [getLoneId(next)] : [];
      return dockTransition(next, { ...event, type: 'promptsChanged', ids });
    }
    case 'resolved': {
      if (state.resolved.has(event.id) || !state.ids.includes(event.id)) return state;
      return settle({
        ...state,
        resolved: new Map(state.resolved).set(event.id, event.resolution),
        summary: [...state.summary, event.id],
      });
    }
    case 'switch': {
      const pending = getPendingIds(state);
      if (pending.length < 2 || state.active === null) return state;
      const index = (state.activeIndex + event.step + pending.length) % pending.length;
      return { ...state, active: pending[index]!, activeIndex: index };
    }
    case 'toggle':
      return state.active === null ? state : { ...state, collapsed: !state.collapsed };
  }
}

/** The resolutions whose summary shows, oldest first. */
export function getSummary<R>(state: Pick<DockState<R>, 'resolved' | 'summary'>): R[] {
  return state.summary.flatMap((id) => (state.resolved.has(id) ? [state.resolved.get(id)!] : []));
}
