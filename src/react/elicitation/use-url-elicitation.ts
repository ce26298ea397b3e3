import { useCallback, useEffect, useRef, useState } from 'react';
import { useIsomorphicLayoutEffect } from '../use-isomorphic-layout-effect';
import type { ElicitResult } from '../../core/adapters/elicitation/result';

/**
 * Where the card is: waiting for a choice, handed to the browser, declined / cancelled, or
 * completed (the agent or server reported the interaction done, and the card closed itself).
 */
export type AskUrlCardState = 'pending' | 'opened' | 'declined' | 'cancelled' | 'completed';

type Outcome = Exclude<AskUrlCardState, 'pending' | 'completed'>;

/** The answer each outcome sends. */
const ACTION = { opened: 'accept', declined: 'decline', cancelled: 'cancel' } as const;

/** What `useUrlElicitation` reads: the request's identity, its answer channel and signal. */
export interface UrlElicitationOptions {
  /**
   * Who the request is (its id, url and message together): when it changes, the card is another
   * card and starts over as `pending`, as `AskCard` does for a request with other content.
   */
  identity: string;
  onResolve: (result: ElicitResult) => void;
  signal: AbortSignal | undefined;
  onComplete?: () => void;
  /** Runs just before a pending card ends, while its buttons are still in the document. */
  onLeavePending?: () => void;
}

/**
 * The URL card's one piece of state and its answer-once rule: the first outcome (a press, or the
 * request's signal aborting) is shown and sent; every later one changes nothing. `complete`
 * moves a pending or opened card to `completed` once; a pending one then answers `cancel`.
 *
 * @example
 * const { state, resolve, complete } = useUrlElicitation({ identity, onResolve, signal });
 * <button onClick={() => resolve('declined')}>Decline</button>
 */
export function useUrlElicitation({
  identity,
  onResolve,
  signal,
  onComplete,
  onLeavePending,
}: UrlElicitationOptions) {
  const [stored, setStored] = useState({ identity, state: 'pending' as AskUrlCardState });
  // The state belongs to the request it was reached for: another request reads as pending.
  const state = stored.identity === identity ? stored.state : 'pending';
  // A ref as well as the state: two presses in one frame must not both answer.
  const current = useRef(stored);
  const latest = useRef({ identity, onResolve, onComplete, onLeavePending });
  useIsomorphicLayoutEffect(() => {
    latest.current = { identity, onResolve, onComplete, onLeavePending };
  });

  /** This request's state now, or undefined when the card has moved on to another request. */
  const now = useCallback((): AskUrlCardState | undefined => {
    if (latest.current.identity !== identity) return undefined;
    return current.current.identity === identity ? current.current.state : 'pending';
  }, [identity]);

  const end = useCallback(
    (next: AskUrlCardState) => {
      current.current = { identity, state: next };
      setStored(current.current);
    },
    [identity],
  );

  /** Ends the card with `outcome`; `first` runs only when this is the first outcome. */
  const resolve = useCallback(
    (outcome: Outcome, first?: () => void) => {
      if (now() !== 'pending') return;
      // The host's work first (`onOpenUrl`): if it throws, the card stays open to retry or cancel.
      first?.();
      latest.current.onLeavePending?.();
      end(outcome);
      latest.current.onResolve({ action: ACTION[outcome] });
    },
    [now, end],
  );

  const complete = useCallback(() => {
    const was = now();
    // A declined or cancelled card has already ended the exchange: nothing to close.
    if (was !== 'pending' && was !== 'opened') return;
    if (was === 'pending') latest.current.onLeavePending?.();
    end('completed');
    if (was === 'pending') latest.current.onResolve({ action: 'cancel' });
    latest.current.onComplete?.();
  }, [now, end]);

  useEffect(() => {
    if (!signal) return;
    const cancel = () => resolve('cancelled');
    if (signal.aborted) cancel();
    else signal.addEventListener('abort', cancel, { once: true });
    return () => signal.removeEventListener('abort', cancel);
  }, [signal, resolve]);

  return { state, resolve, complete };
}
