/**
 * Where a host reports that a URL-mode elicitation is finished, and where the URL card that shows
 * it listens. One per connection: an `elicitationId` is unique only within one agent or server,
 * so two connections must not share one. The host calls `complete(id)` from that connection's
 * `elicitation/complete` (ACP) or `notifications/elicitation/complete` (MCP) handler, and every
 * `AskUrlCard` given it closes itself when its own `elicitationId` completes.
 */
export interface ElicitationCompletions {
  /**
   * The agent or server is done with `elicitationId`: its listeners run once and are dropped. The
   * id is also remembered among the last 64 completed, so a card that subscribes just after (the
   * notification raced its mount) still hears it; older ids are forgotten, so an agent sending any
   * number of unknown ids cannot grow it.
   */
  complete(elicitationId: string): void;
  /**
   * Run `listener` once when `elicitationId` completes, or at once if it is among the recently
   * completed. Returns the unsubscribe, safe to call more than once and after the completion.
   */
  subscribe(elicitationId: string, listener: () => void): () => void;
}

/** How many recently completed ids `createElicitationCompletions()` remembers for late cards. */
const REMEMBERED_COMPLETIONS = 64;

/**
 * A framework-free `ElicitationCompletions`: listeners keyed by the opaque `elicitationId`, kept
 * only while someone listens, plus the last 64 completed ids. Create one per connection: ids of
 * different agents or servers may collide.
 *
 * @example
 * // One per connection, next to the client that receives its notifications.
 * const completions = createElicitationCompletions();
 * client.onNotification('elicitation/complete', ({ params }) =>
 *   completions.complete(params.elicitationId),
 * );
 * <AskUrlCard request={request} completions={completions} onResolve={respond} onOpenUrl={open} />
 */
export function createElicitationCompletions(): ElicitationCompletions {
  const listeners = new Map<string, Set<() => void>>();
  // Insertion-ordered: the first entry is the oldest, dropped when the set is full.
  const recent = new Set<string>();
  return {
    complete(elicitationId) {
      recent.delete(elicitationId);
      recent.add(elicitationId);
      if (recent.size > REMEMBERED_COMPLETIONS) recent.delete(recent.values().next().value!);
      const waiting = listeners.get(elicitationId);
      if (!waiting) return;
      listeners.delete(elicitationId);
      // Every card hears it even if one listener throws; the first error is reported after.
      let failure: { error: unknown } | undefined;
      for (const listener of waiting)
        try {
          listener();
        } catch (error) {
          failure ??= { error };
        }
      if (failure) throw failure.error;
    },
    subscribe(elicitationId, listener) {
      if (recent.has(elicitationId)) {
        listener();
        return () => {};
      }
      // A fresh function per subscription: one listener given twice is two subscriptions.
      const once = () => listener();
      let waiting = listeners.get(elicitationId);
      if (!waiting) listeners.set(elicitationId, (waiting = new Set()));
      waiting.add(once);
      return () => {
        const current = listeners.get(elicitationId);
        if (!current?.delete(once)) return;
        if (current.size === 0) listeners.delete(elicitationId);
      };
    },
  };
}
