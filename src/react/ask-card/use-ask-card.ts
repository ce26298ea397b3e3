import { useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { getAskPolicy } from '../../core/adapters/policies';
import { askTransition } from '../../core/machine/machine';
import type { AskDialectPolicy } from '../../core/machine/policy';
import type { AskAdvanceBlocker } from '../../core/machine/rules';
import {
  canAdvance,
  canAdvanceByKey,
  canSubmitAll,
  canDecline,
  currentHasAnswer,
  getAdvanceBlocker,
  getAnswers,
  getDeadline,
  getProgress,
  isFinalStep,
} from '../../core/machine/selectors';
import { createAskState, toAskSnapshot } from '../../core/machine/snapshot';
import type { AskMessages } from '../../core/messages/types';
import { resolveAsk, type AskResolution } from '../../core/serialize/resolution';
import type {
  AskAnswer,
  AskEntry,
  AskEvent,
  AskLayout,
  AskQuestion,
  AskReason,
  AskRequest,
  AskSnapshot,
  AskState,
} from '../../core/types';
import { useAskMessages } from '../i18n/context';
import {
  connectAskCard,
  createAskCardInternals,
  syncAskCardFocus,
  type AskCardInternals,
  type AskCardPropGetters,
} from './connect';
import { useIsomorphicLayoutEffect } from '../use-isomorphic-layout-effect';
import type { AskStepClock } from './dom';

/**
 * `stepper`: one question at a time (desktop). `stacked`: every question at once with a single
 * Submit (phones; the `ask_user` touch idiom).
 */
export type AskCardLayout = AskLayout;

/**
 * What ties one prompt to its turn, its store and its host: per prompt, so a view of many prompts
 * (the dock) takes these for each one (`Pick<AskCardBehaviorOptions, …>`).
 */
export interface AskCardBehaviorOptions {
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
  /**
   * Called with every event the card sends the machine, in order, before it applies. The log
   * replays through `askTransition` from the mount state to the very same state: keep it to
   * audit a session, mirror it on another device, or reproduce a bug.
   */
  onEvent?: (event: AskEvent) => void;
  /**
   * When the prompt was asked (epoch ms, as `clock` reads it). The `ask_user` deadline is
   * `startedAt + timeoutSeconds`; pass the time the gateway asked so a restored card keeps the
   * real deadline. Read at mount only.
   * @default clock() at mount
   */
  startedAt?: number;
}

/** How the card shows and reads its time: the same for every prompt of one view. */
export interface AskCardViewOptions {
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
}

/** The options of `useAskCard`: its behaviour options and its view options. */
export interface UseAskCardOptions extends AskCardBehaviorOptions, AskCardViewOptions {}

/**
 * Every `useAskCard` option, once: what `splitAskCardProps` takes out of a component's props. The
 * `satisfies` and the check below keep it equal to `UseAskCardOptions`.
 */
export const USE_ASK_CARD_OPTION_KEYS = [
  'onResolve',
  'signal',
  'snapshot',
  'onSnapshotChange',
  'onEvent',
  'startedAt',
  'layout',
  'messages',
  'clock',
] as const satisfies readonly (keyof UseAskCardOptions)[];

type MissingOptionKey = Exclude<keyof UseAskCardOptions, (typeof USE_ASK_CARD_OPTION_KEYS)[number]>;
const everyOptionListed: [MissingOptionKey] extends [never] ? true : MissingOptionKey = true;
void everyOptionListed;

/**
 * A component's props split in two: the `useAskCard` options, and the rest (for the element).
 *
 * @example
 * const [options, rest] = splitAskCardProps(props);
 * const card = useAskCard(request, options);
 * return <div {...rest} />;
 */
export function splitAskCardProps<P extends UseAskCardOptions>(
  props: P,
): [UseAskCardOptions, Omit<P, keyof UseAskCardOptions>] {
  const options: Record<string, unknown> = {};
  const rest: Record<string, unknown> = { ...(props as Record<string, unknown>) };
  for (const key of USE_ASK_CARD_OPTION_KEYS) {
    if (key in rest) options[key] = rest[key];
    delete rest[key];
  }
  return [options as UseAskCardOptions, rest as Omit<P, keyof UseAskCardOptions>];
}

/** The machine state, derived flags and stable event senders of one card. */
export interface AskCardModel {
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
  /** Enter may advance now: like `canAdvance`, and only on a real answer (never a silent skip). */
  canAdvanceByKey: boolean;
  /** Why the primary action cannot act now (show it beside the action), or null. */
  blocker: AskAdvanceBlocker | null;
  /** The question on screen has an answer selected. */
  hasAnswer: boolean;
  /** The user may end the prompt unanswered (`AskRequest.declinable`): decline, skip, dismiss. */
  canDecline: boolean;
  /** When the prompt expires (epoch ms by `clock`); null when the dialect has no timeout. */
  deadline: number | null;
  clock: () => number;

  /** Send any machine event. */
  send: (event: AskEvent) => void;
  /**
   * Toggle an option (single-select: choose it). `question` targets another question than the
   * cursor (stacked layout). `pointer: true` sends `choose`, a pointer pick, which advances by
   * itself where the policy says so (`autoAdvance`, single-select, not the final step, stepper).
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
  /**
   * Submit and ask for another round of questions, where the request offers it
   * (`AskRequest.followUp`) and the primary action would resolve the prompt.
   */
  followUp: () => void;
  declineAll: () => void;
  /** Close without choosing (offered where `policy.dismissible`). */
  dismiss: () => void;
  /** The user answered in the chat instead: recorded answers stay. */
  replyInChat: () => void;
  stop: () => void;
  expire: () => void;
  /** The primary action: `next`, which submits every question at once when stacked. */
  advance: () => void;
}

/**
 * Everything a view needs: the machine state, derived flags, stable event senders, and the prop
 * getters that carry the card's roles, names, ids, keyboard and focus behaviour
 * (`getRootProps()`, `getOptionProps(q, o)`, … see `AskCardPropGetters`). Returned by
 * `useAskCard`, and accepted by `<AskCard card={api}>` / `<AskCard.Root card={api}>` so a parent
 * can own the state (keep it while the card is hidden, read progress from it).
 */
export interface AskCardApi extends AskCardModel, AskCardPropGetters {}

type Senders = Pick<
  AskCardModel,
  | 'send'
  | 'toggle'
  | 'toggleOther'
  | 'selectOther'
  | 'setOtherText'
  | 'next'
  | 'skip'
  | 'goTo'
  | 'submitAll'
  | 'followUp'
  | 'declineAll'
  | 'dismiss'
  | 'replyInChat'
  | 'stop'
  | 'expire'
  | 'advance'
>;

/** The event senders: each sends one machine event, so a card session is its event log. Stable. */
function createSenders(dispatch: (event: AskEvent) => void): Senders {
  const send =
    (
      type:
        | 'next'
        | 'skip'
        | 'submitAll'
        | 'followUp'
        | 'declineAll'
        | 'dismiss'
        | 'replyInChat'
        | 'stop'
        | 'expire',
    ) =>
    () =>
      dispatch({ type });
  return {
    send: dispatch,
    toggle: (option, { question, pointer } = {}) =>
      dispatch({ type: pointer ? 'choose' : 'toggle', option, question }),
    toggleOther: ({ question } = {}) => dispatch({ type: 'toggleOther', question }),
    selectOther: ({ question } = {}) => dispatch({ type: 'selectOther', question }),
    setOtherText: (text, { question } = {}) => dispatch({ type: 'setOtherText', text, question }),
    next: send('next'),
    skip: send('skip'),
    goTo: (index) => dispatch({ type: 'goTo', index }),
    submitAll: send('submitAll'),
    followUp: send('followUp'),
    declineAll: send('declineAll'),
    dismiss: send('dismiss'),
    replyInChat: send('replyInChat'),
    stop: send('stop'),
    expire: send('expire'),
    // The machine knows the layout: stacked, `next` submits every question at once.
    advance: send('next'),
  };
}

const defaultClock = () => Date.now();

const internalsOf = new WeakMap<AskCardApi, AskCardInternals>();

/** When the step on screen last changed, for the parts' double-press guard (`isEchoPress`). */
export function getAskStepClock(api: AskCardApi): AskStepClock {
  return internalsOf.get(api)?.step ?? { changedAt: -Infinity };
}

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
    const base = createAskState(request, options.snapshot, { layout });
    return {
      state: signal?.aborted ? askTransition(base, { type: 'stop' }) : base,
      startedAt: options.startedAt ?? clock(),
      resolved: base.status === 'resolved',
    };
  });
  const [state, apply] = useReducer(askTransition, init.state);
  const id = useId();
  const onEvent = useRef(options.onEvent);
  useIsomorphicLayoutEffect(() => {
    onEvent.current = options.onEvent;
  });
  // The senders read the latest `onEvent` when an event is sent, never during render.
  // eslint-disable-next-line react-hooks/refs
  const [senders] = useState(() =>
    createSenders((event) => {
      onEvent.current?.(event);
      apply(event);
    }),
  );
  const dispatch = senders.send;

  // The layout prop is the view's; the machine follows it (its rules depend on it).
  const machineLayout = state.layout ?? 'stepper';
  useIsomorphicLayoutEffect(() => {
    if (machineLayout !== layout) dispatch({ type: 'setLayout', layout });
  }, [layout, machineLayout, dispatch]);
  const deadline = getDeadline(state, init.startedAt);

  const [internals] = useState(() => createAskCardInternals());
  const api = useMemo<AskCardApi>(() => {
    const { resolution } = resolveAsk(state);
    const model: AskCardModel = {
      request: state.request,
      state,
      policy: getAskPolicy(state.request.dialect),
      messages,
      layout: state.layout ?? 'stepper',
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
      canAdvanceByKey: canAdvanceByKey(state),
      blocker: getAdvanceBlocker(state),
      hasAnswer: currentHasAnswer(state),
      canDecline: canDecline(state),
      deadline,
      clock,
      ...senders,
    };
    return { ...model, ...connectAskCard(model, internals) };
  }, [state, messages, id, deadline, clock, senders, internals]);
  internalsOf.set(api, internals);

  // After each commit: the step clock (when the step on screen changed, for the double-press
  // guard) and focus following the question.
  // `internals` is the hook's instance record (zag keeps the same in its machine context): the
  // getters read it at event time, never to render.
  const lastCursor = useRef(state.cursor);
  // eslint-disable-next-line react-hooks/immutability
  useIsomorphicLayoutEffect(() => {
    if (lastCursor.current !== api.cursor && api.layout === 'stepper')
      // eslint-disable-next-line react-hooks/immutability
      internals.step.changedAt = performance.now();
    lastCursor.current = api.cursor;
    syncAskCardFocus(internals, api);
  }, [api, internals]);

  // What was reported, in a ref that survives StrictMode's simulated remount: each change is
  // reported once, and a snapshot that was already resolved is not reported again.
  const reported = useRef({ state, resolved: init.resolved });
  useEffect(() => {
    const last = reported.current;
    if (last.state !== state) {
      last.state = state;
      // A secret's free text stays in memory: the snapshot leaves it out.
      options.onSnapshotChange?.(toAskSnapshot(state));
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
  }, [signal, dispatch]);

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
  }, [deadline, pending, clock, dispatch]);

  return api;
}
