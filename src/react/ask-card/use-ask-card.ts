import { fieldRulesOf } from '../../core/machine/field-rules';
import { useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { defaultRuntimes } from '../../core/dialects/default';
import type { AskResolution } from '../../core/dialects/serialize';
import { getAvailableActions } from '../../core/machine/actions';
import { askTransition } from '../../core/machine/machine';
import { getDeadline, getProgress, isFinalStep } from '../../core/machine/selectors';
import { createAskState, toAskSnapshot } from '../../core/machine/snapshot';
import type { AskRuntimes } from '../../core/registry';
import { resolveAsk } from '../../core/serialize/resolution';
import type { AskEvent, AskRequest, AskState } from '../../core/types';
import { useAskCardMessages } from '../i18n/context';
import { useAskRegistry } from '../registry';
import { connectAskCard, createAskCardInternals } from './connect';
import { noAskRegistryError } from './dialects';
import { followFocus } from './focus';
import { openOnRefusal, useRefusals } from './refusals';
import type {
  AskCardApi,
  AskCardInternals,
  AskCardModel,
  AskStepClock,
  UseAskCardOptions,
} from './types';
import { useIsomorphicLayoutEffect } from '../use-isomorphic-layout-effect';

export type {
  AskCardApi,
  AskCardBehaviorOptions,
  AskCardLayout,
  AskCardModel,
  AskCardViewOptions,
  UseAskCardOptions,
} from './types';

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
  'registry',
  'fieldErrors',
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
>;

/** The event senders: each sends one machine event, so a card session is its event log. Stable. */
function createSenders(dispatch: (event: AskEvent) => void): Senders {
  const send =
    (type: 'next' | 'skip' | 'submitAll' | 'followUp' | 'declineAll' | 'dismiss' | 'replyInChat') =>
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
  return useAskCardWith(request, options, defaultRuntimes);
}

/**
 * The card's one implementation: `useAskCard` of `ask-cards` passes the default registry as
 * `fallback`, that of `ask-cards/card` passes none.
 *
 * @throws AskInputError when neither the `registry` option, a provider nor `fallback` gives the
 *   card its dialects.
 */
export function useAskCardWith(
  request: AskRequest,
  options: UseAskCardOptions,
  fallback: AskRuntimes | undefined,
): AskCardApi {
  const { signal, layout = 'stepper', clock = defaultClock } = options;
  const messages = useAskCardMessages(options.messages);
  const provided = useAskRegistry();

  // Read at mount: the registry, the snapshot restored, an already-aborted turn resolved before
  // the first paint. The registry stays the mount's: the state was made under its dialect.
  const [init] = useState(() => {
    const registry = options.registry ?? provided;
    const dialects = registry ?? fallback;
    if (!dialects) throw noAskRegistryError();
    const base = createAskState(request, options.snapshot, { layout }, dialects);
    // The reducer: `askTransition` itself, under the card's dialects.
    const reduce = (state: AskState, event: AskEvent): AskState =>
      askTransition(state, event, dialects);
    const opened = openOnRefusal(base, options.fieldErrors, messages, reduce);
    return {
      registry,
      dialects,
      reduce,
      state: signal?.aborted ? askTransition(opened, { type: 'stop' }, dialects) : opened,
      startedAt: options.startedAt ?? clock(),
      resolved: base.status === 'resolved',
    };
  });
  const { registry, dialects } = init;
  const [state, apply] = useReducer(init.reduce, init.state);
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
  const { refusals, hushed } = useRefusals(options.fieldErrors, state, messages, dispatch);

  // The layout prop is the view's; the machine follows it (its rules depend on it).
  const machineLayout = state.layout ?? 'stepper';
  useIsomorphicLayoutEffect(() => {
    if (machineLayout !== layout) dispatch({ type: 'setLayout', layout });
  }, [layout, machineLayout, dispatch]);
  const deadline = getDeadline(state, init.startedAt, dialects);

  const [internals] = useState(() => createAskCardInternals());
  const api = useMemo<AskCardApi>(() => {
    // The engine's resolution is the public one: `askUserResult` is set for its dialect only.
    const resolution = resolveAsk(state, [], dialects).resolution as AskResolution | null;
    const model: AskCardModel = {
      request: state.request,
      state,
      policy: dialects.policy(state.request.dialect),
      fields: fieldRulesOf(dialects, state.request.dialect),
      messages,
      layout: state.layout ?? 'stepper',
      id,
      isResolved: state.status === 'resolved',
      resolution,
      cursor: state.cursor,
      question: state.request.questions[state.cursor]!,
      entry: state.entries[state.cursor]!,
      progress: getProgress(state),
      isFinalStep: isFinalStep(state),
      actions: getAvailableActions(state, dialects),
      deadline,
      clock,
      registry,
      refusals,
      ...senders,
    };
    return { ...model, ...connectAskCard(model, internals, { hushed }) };
  }, [
    state,
    messages,
    id,
    deadline,
    clock,
    registry,
    dialects,
    refusals,
    hushed,
    senders,
    internals,
  ]);
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
    followFocus(internals, api);
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
