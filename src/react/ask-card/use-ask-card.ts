import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { askTransition } from '../../core/machine/machine';
import { getAskPolicy, type AskDialectPolicy } from '../../core/machine/policy';
import { canAdvance, canSubmitAll, currentHasAnswer, getAnswers, getProgress, isFinalStep } from '../../core/machine/selectors';
import { createAskState } from '../../core/machine/snapshot';
import type { AskMessages } from '../../core/messages/types';
import { toAskResolution, type AskResolution } from '../../core/serialize/resolution';
import type { AskAnswer, AskEntry, AskEvent, AskQuestion, AskReason, AskRequest, AskSnapshot, AskState } from '../../core/types';
import { useAskMessages } from '../i18n/context';

/**
 * `stepper`: one question at a time (desktop). `stacked`: every question at once with a single
 * Submit (phones; the `ask_user` touch idiom).
 */
export type AskCardLayout = 'stepper' | 'stacked';

export interface UseAskCardOptions {
  /**
   * Called exactly once, when the prompt resolves (submitted, declined, stopped or expired),
   * including under `<StrictMode>`. Not called for a `snapshot` that was already resolved: that
   * resolution was delivered when it happened.
   */
  onResolve?: (resolution: AskResolution) => void;
  /**
   * The agent turn. When it aborts the turn has stopped: the card sends `stop` (recorded answers
   * stay, the rest are skipped). A signal already aborted at mount resolves at once as stopped.
   */
  signal?: AbortSignal;
  /**
   * A state saved from `onSnapshotChange`, to restore a draft after switching conversations. It is
   * validated against `request`; a stale or malformed snapshot is ignored. Read at mount only.
   */
  snapshot?: AskSnapshot | unknown;
  /** Called with the new state after every change (not at mount). Store it to restore later. */
  onSnapshotChange?: (snapshot: AskSnapshot) => void;
  /** @default 'stepper' */
  layout?: AskCardLayout;
  /** Message overrides on top of the nearest `AskI18nProvider` (or English). */
  messages?: Partial<AskMessages>;
  /**
   * The time source of the countdown, in epoch milliseconds. Inject one in tests and stories;
   * keep it a stable function (a new one each render restarts the timers).
   * @default () => Date.now()
   */
  clock?: () => number;
  /**
   * When the prompt was asked (epoch ms, as `clock` reads it). The `ask_user` deadline is
   * `startedAt + timeoutSeconds`; pass the time the gateway asked so a restored card keeps the
   * real deadline. Read at mount only.
   * @default clock() at mount
   */
  startedAt?: number;
}

/**
 * Everything a view needs: the machine state, derived flags and stable event senders. Returned by
 * `useAskCard`, and accepted by `<AskCard card={api}>` / `<AskCard.Root card={api}>` so a parent
 * can own the state (keep it while the card is hidden, read progress from it).
 */
export interface AskCardApi {
  request: AskRequest;
  /** The machine state: the only copy of the answers. Also the snapshot to persist. */
  state: AskState;
  /** The dialect's differences, as data. */
  policy: Readonly<AskDialectPolicy>;
  messages: AskMessages;
  layout: AskCardLayout;
  /** A unique prefix for element ids. */
  id: string;

  status: AskState['status'];
  reason: AskReason | undefined;
  isResolved: boolean;
  /** The result for the model and the host, once resolved; null while pending. */
  resolution: AskResolution | null;
  /** Index of the question on screen. */
  cursor: number;
  /** The question on screen and its entry. */
  question: AskQuestion;
  entry: AskEntry;
  /** The recorded answers, in question order. */
  answers: AskAnswer[];
  /** `index` is 0-based. */
  progress: { index: number; count: number; answered: number; skipped: number };
  /** The primary button resolves the prompt now (it reads Submit). */
  isFinalStep: boolean;
  /** The primary button (Next / Submit) can act now. */
  canAdvance: boolean;
  /** The stacked layout's Submit can act now. */
  canSubmitAll: boolean;
  /** The question on screen has an answer selected. */
  hasAnswer: boolean;
  /** When the prompt expires (epoch ms by `clock`); null when the dialect has no timeout. */
  deadline: number | null;
  clock: () => number;

  /** Send any machine event. */
  send: (event: AskEvent) => void;
  /**
   * Toggle an option (single-select: choose it). `question` targets another question than the
   * cursor (stacked layout). `pointer: true` marks a pointer click, which advances by itself where
   * the dialect policy says so (`autoAdvance`, single-select, not the final step, stepper layout).
   */
  toggle: (option: number, opts?: { question?: number; pointer?: boolean }) => void;
  /** Toggle the free-text choice ("Enter another answer"). */
  toggleOther: (opts?: { question?: number }) => void;
  /** Select the free-text choice if it is not selected (never deselects). */
  selectOther: (opts?: { question?: number }) => void;
  setOtherText: (text: string, opts?: { question?: number }) => void;
  next: () => void;
  skip: () => void;
  goTo: (index: number) => void;
  submitAll: () => void;
  declineAll: () => void;
  stop: () => void;
  expire: () => void;
  /** The primary action of the layout: `next` in the stepper, `submitAll` when stacked. */
  advance: () => void;
}

type Action = AskEvent | ((state: AskState) => AskState);

function reducer(state: AskState, action: Action): AskState {
  return typeof action === 'function' ? action(state) : askTransition(state, action);
}

/** Apply an editing event to question `question` (default: the one on screen) without moving there. */
function at(state: AskState, question: number | undefined, event: AskEvent & { type: 'toggle' | 'toggleOther' | 'setOtherText' }): AskState {
  return askTransition(state, question === undefined ? event : { ...event, question });
}

const defaultClock = () => Date.now();

/**
 * The headless ask card: the machine in a `useReducer`, the `signal`, snapshot, resolution and
 * timeout plumbing, and stable senders. Build a fully custom card with it, or hand the result to
 * `<AskCard card={api}>` to keep the state in a parent.
 *
 * The request is read at mount, like `useState`'s initial value: give the owner a `key` per
 * prompt.
 *
 * @example
 * const card = useAskCard(request, { onResolve, signal });
 * return collapsed ? <Bar progress={card.progress} /> : <AskCard card={card} />;
 */
export function useAskCard(request: AskRequest, options: UseAskCardOptions = {}): AskCardApi {
  const { signal, layout = 'stepper', clock = defaultClock } = options;
  const messages = useAskMessages(options.messages);

  // Lazy init: restore the snapshot; an already-aborted turn resolves before the first paint.
  const [init] = useState(() => {
    const base = createAskState(request, options.snapshot);
    const state = signal?.aborted ? askTransition(base, { type: 'stop' }) : base;
    return { state, alreadyResolved: base.status === 'resolved' };
  });
  const [state, dispatch] = useReducer(reducer, init.state);
  const [startedAt] = useState(() => options.startedAt ?? clock());
  const id = useId();

  const policy = getAskPolicy(state.request.dialect);
  const timeout = state.request.timeoutSeconds;
  const deadline = policy.expires && timeout !== undefined ? startedAt + timeout * 1000 : null;

  // Latest callbacks without re-subscribing; written after commit, read in effects and handlers.
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });

  // Refs survive StrictMode's simulated unmount/remount, so these fire once per change.
  const reported = useRef<AskState>(state);
  const resolvedReported = useRef(init.alreadyResolved);
  const resolution = useMemo(() => toAskResolution(state), [state]);

  useEffect(() => {
    if (reported.current === state) return;
    reported.current = state;
    callbacks.current.onSnapshotChange?.(state);
  }, [state]);

  useEffect(() => {
    if (!resolution || resolvedReported.current) return;
    resolvedReported.current = true;
    callbacks.current.onResolve?.(resolution);
  }, [resolution]);

  useEffect(() => {
    if (!signal) return;
    const onAbort = () => dispatch({ type: 'stop' });
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    return () => signal.removeEventListener('abort', onAbort);
  }, [signal]);

  // The core is timer-free: the view sends `expire` when the deadline passes.
  const pending = state.status === 'pending';
  useEffect(() => {
    if (deadline === null || !pending) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const left = deadline - clock();
      if (left <= 0) dispatch({ type: 'expire' });
      // Re-check rather than trust one long timeout: timers can fire early or late after sleep.
      else timer = setTimeout(check, Math.min(left, 2 ** 31 - 1));
    };
    check();
    return () => clearTimeout(timer);
  }, [deadline, pending, clock]);

  const send = useCallback((event: AskEvent) => dispatch(event), []);
  const toggle = useCallback<AskCardApi['toggle']>(
    (option, opts = {}) =>
      dispatch((s) => {
        const toggled = at(s, opts.question, { type: 'toggle', option });
        const multi = toggled.request.questions[opts.question ?? toggled.cursor]!.multiSelect;
        if (!opts.pointer || layout !== 'stepper' || multi || !getAskPolicy(s.request.dialect).autoAdvance) return toggled;
        // A pointer choice advances by itself, except on the final step: there the user presses Submit.
        return isFinalStep(toggled) ? toggled : askTransition(toggled, { type: 'next' });
      }),
    [layout],
  );
  const toggleOther = useCallback<AskCardApi['toggleOther']>((opts = {}) => dispatch((s) => at(s, opts.question, { type: 'toggleOther' })), []);
  const selectOther = useCallback<AskCardApi['selectOther']>(
    (opts = {}) =>
      dispatch((s) => {
        const index = opts.question ?? s.cursor;
        return s.entries[index]?.otherSelected ? s : at(s, opts.question, { type: 'toggleOther' });
      }),
    [],
  );
  const setOtherText = useCallback<AskCardApi['setOtherText']>((text, opts = {}) => dispatch((s) => at(s, opts.question, { type: 'setOtherText', text })), []);
  const next = useCallback(() => dispatch({ type: 'next' }), []);
  const skip = useCallback(() => dispatch({ type: 'skip' }), []);
  const goTo = useCallback((index: number) => dispatch({ type: 'goTo', index }), []);
  const submitAll = useCallback(() => dispatch({ type: 'submitAll' }), []);
  const declineAll = useCallback(() => dispatch({ type: 'declineAll' }), []);
  const stop = useCallback(() => dispatch({ type: 'stop' }), []);
  const expire = useCallback(() => dispatch({ type: 'expire' }), []);
  const advance = useCallback(() => dispatch({ type: layout === 'stacked' ? 'submitAll' : 'next' }), [layout]);

  return useMemo<AskCardApi>(
    () => ({
      request: state.request,
      state,
      policy,
      messages,
      layout,
      id,
      status: state.status,
      reason: state.reason,
      isResolved: state.status === 'resolved',
      resolution,
      cursor: state.cursor,
      question: state.request.questions[state.cursor]!,
      entry: state.entries[state.cursor]!,
      answers: resolution ? resolution.answers : getAnswers(state),
      progress: getProgress(state),
      isFinalStep: isFinalStep(state),
      canAdvance: canAdvance(state),
      canSubmitAll: canSubmitAll(state),
      hasAnswer: currentHasAnswer(state),
      deadline,
      clock,
      send,
      toggle,
      toggleOther,
      selectOther,
      setOtherText,
      next,
      skip,
      goTo,
      submitAll,
      declineAll,
      stop,
      expire,
      advance,
    }),
    [state, policy, messages, layout, id, resolution, deadline, clock, send, toggle, toggleOther, selectOther, setOtherText, next, skip, goTo, submitAll, declineAll, stop, expire, advance],
  );
}
