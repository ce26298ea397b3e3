import { useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
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

type Senders = Pick<AskCardApi, 'send' | 'toggle' | 'toggleOther' | 'selectOther' | 'setOtherText' | 'next' | 'skip' | 'goTo' | 'submitAll' | 'declineAll' | 'stop' | 'expire' | 'advance'>;

/** The event senders, stable while the layout stays the same. */
function createSenders(dispatch: (action: Action) => void, layout: AskCardLayout): Senders {
  // An editing event for question `question` (default: the one on screen), without moving there.
  const edit = (question: number | undefined, event: AskEvent & { type: 'toggle' | 'toggleOther' | 'setOtherText' }) => (state: AskState) =>
    askTransition(state, question === undefined ? event : { ...event, question });
  const send = (type: 'next' | 'skip' | 'submitAll' | 'declineAll' | 'stop' | 'expire') => () => dispatch({ type });
  return {
    send: dispatch,
    toggle: (option, { question, pointer } = {}) =>
      dispatch((state) => {
        const toggled = edit(question, { type: 'toggle', option })(state);
        const multi = toggled.request.questions[question ?? toggled.cursor]!.multiSelect;
        if (!pointer || layout !== 'stepper' || multi || !getAskPolicy(state.request.dialect).autoAdvance) return toggled;
        // A pointer choice advances by itself, except on the final step: there the user presses Submit.
        return isFinalStep(toggled) ? toggled : askTransition(toggled, { type: 'next' });
      }),
    toggleOther: ({ question } = {}) => dispatch(edit(question, { type: 'toggleOther' })),
    selectOther: ({ question } = {}) =>
      dispatch((state) => (state.entries[question ?? state.cursor]?.otherSelected ? state : edit(question, { type: 'toggleOther' })(state))),
    setOtherText: (text, { question } = {}) => dispatch(edit(question, { type: 'setOtherText', text })),
    next: send('next'),
    skip: send('skip'),
    goTo: (index) => dispatch({ type: 'goTo', index }),
    submitAll: send('submitAll'),
    declineAll: send('declineAll'),
    stop: send('stop'),
    expire: send('expire'),
    advance: send(layout === 'stacked' ? 'submitAll' : 'next'),
  };
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

  // Read at mount: the snapshot restored, an already-aborted turn resolved before the first paint.
  const [init] = useState(() => {
    const base = createAskState(request, options.snapshot);
    return { state: signal?.aborted ? askTransition(base, { type: 'stop' }) : base, startedAt: options.startedAt ?? clock(), resolved: base.status === 'resolved' };
  });
  const [state, dispatch] = useReducer(reducer, init.state);
  const id = useId();
  const senders = useMemo(() => createSenders(dispatch, layout), [layout]);

  const timeout = state.request.timeoutSeconds;
  const deadline = getAskPolicy(state.request.dialect).expires && timeout !== undefined ? init.startedAt + timeout * 1000 : null;

  const api = useMemo<AskCardApi>(() => {
    const resolution = toAskResolution(state);
    return {
      request: state.request,
      state,
      policy: getAskPolicy(state.request.dialect),
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
      ...senders,
    };
  }, [state, messages, layout, id, deadline, clock, senders]);

  // What was reported, in a ref that survives StrictMode's simulated remount: each change is
  // reported once, and a snapshot that was already resolved is not reported again.
  const reported = useRef({ state, resolved: init.resolved });
  useEffect(() => {
    const last = reported.current;
    if (last.state !== state) {
      last.state = state;
      options.onSnapshotChange?.(state);
    }
    if (api.resolution && !last.resolved) {
      last.resolved = true;
      options.onResolve?.(api.resolution);
    }
  });

  useEffect(() => {
    if (!signal) return;
    const onAbort = () => dispatch({ type: 'stop' });
    if (signal.aborted) return onAbort();
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

  return api;
}
