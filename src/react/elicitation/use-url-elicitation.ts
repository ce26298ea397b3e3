import { useCallback, useEffect, useRef, useState } from 'react';
import { useIsomorphicLayoutEffect } from '../use-isomorphic-layout-effect';
import type { ElicitResult } from '../../core/adapters/elicitation/result';

/** Where the card is: waiting for a choice, handed to the browser, or declined / cancelled. */
export type AskUrlCardState = 'pending' | 'opened' | 'declined' | 'cancelled';

type Outcome = Exclude<AskUrlCardState, 'pending'>;

/** The MCP answer each outcome sends. */
const ACTION = { opened: 'accept', declined: 'decline', cancelled: 'cancel' } as const;

/**
 * The URL card's one piece of state and its answer-once rule: the first outcome (a press, or the
 * request's signal aborting) is shown and sent; every later one changes nothing.
 *
 * @example
 * const { state, resolve } = useUrlElicitation(onResolve, signal);
 * <button onClick={() => resolve('declined')}>Decline</button>
 */
export function useUrlElicitation(
  onResolve: (result: ElicitResult) => void,
  signal: AbortSignal | undefined,
) {
  const [state, setState] = useState<AskUrlCardState>('pending');
  // A ref as well as the state: two presses in one frame must not both answer.
  const resolved = useRef(false);
  const latest = useRef(onResolve);
  useIsomorphicLayoutEffect(() => {
    latest.current = onResolve;
  });

  /** Ends the card with `outcome`; `first` runs only when this is the first outcome. */
  const resolve = useCallback((outcome: Outcome, first?: () => void) => {
    if (resolved.current) return;
    // The host's work first (`onOpenUrl`): if it throws, the card stays open to retry or cancel.
    first?.();
    resolved.current = true;
    setState(outcome);
    latest.current({ action: ACTION[outcome] });
  }, []);

  useEffect(() => {
    if (!signal) return;
    const cancel = () => resolve('cancelled');
    if (signal.aborted) cancel();
    else signal.addEventListener('abort', cancel, { once: true });
    return () => signal.removeEventListener('abort', cancel);
  }, [signal, resolve]);

  return { state, resolve };
}
