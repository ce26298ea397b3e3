import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import { askRequestKey } from '../../core/machine/identity';
import { restoreAskState } from '../../core/machine/snapshot';
import type { AskInputError } from '../../core/schema/errors';
import { checkAskRequest } from '../../core/schema/request';
import type { AskResolution } from '../../core/serialize';
import type { AskRequest } from '../../core/types';
import type { UseAskCardOptions } from '../ask-card/use-ask-card';
import { AskBoundary } from '../boundary/AskBoundary';
import { AskRequestText, requestWords } from '../boundary/request-text';
import { focusIsWithinOrLost, visuallyHidden } from '../dom';
import { useAskMessages } from '../i18n';
import { useIsomorphicLayoutEffect } from '../use-isomorphic-layout-effect';
import { AskDockSummary } from './AskDockSummary';
import { dockAnatomy as anatomy } from './anatomy';
import {
  createDockState,
  dockTransition,
  getLoneId,
  getPendingIds,
  getSummary,
  type DockEvent,
  type DockState,
} from './dock-machine';
import { DockPrompt } from './DockPrompt';
import { dockPromptIds, useDockFocus } from './use-dock-focus';

/** What each prompt hands its card: `useAskCard`'s own options, documented there. */
type AskDockPromptOptions = Pick<
  UseAskCardOptions,
  'onResolve' | 'signal' | 'snapshot' | 'onSnapshotChange' | 'onEvent' | 'startedAt'
>;

/** One pending prompt of a dock that holds several. */
export interface AskDockPrompt extends AskDockPromptOptions {
  /** Stable and unique among the dock's prompts (a tool call id). A new id is a new prompt. */
  id: string;
  request: AskRequest;
}

export interface AskDockProps
  extends AskDockPromptOptions, Pick<UseAskCardOptions, 'layout' | 'messages' | 'clock'> {
  /**
   * The one pending prompt, or null/undefined when there is none. Render the dock all the time
   * (not only while a prompt is pending) so the composer keeps its place, and its draft, as
   * prompts come and go. A request with different content is a new prompt. The prompt options
   * (`onResolve`, `signal`, `snapshot`, …) are this request's.
   */
  request?: AskRequest | null;
  /**
   * Several pending prompts, each with its own options; a switcher reads "Prompt 1 of 2". Takes
   * the place of `request` and its options when given.
   * @example
   * prompts={pending.map((p) => ({ id: p.id, request: p.request, onResolve: (r) => reply(p, r) }))}
   */
  prompts?: readonly AskDockPrompt[];
  /**
   * The host's composer. It stays mounted at one place in the tree for the dock's whole life and
   * is only hidden (the `hidden` attribute) while the stepper is expanded, so its draft, caret
   * and undo history survive.
   */
  composer: ReactNode;
  /** Controlled collapsed state. Collapsing never skips nor resolves anything. */
  collapsed?: boolean;
  /**
   * Uncontrolled initial collapsed state, applied again whenever a prompt arrives at an idle dock.
   * @default false
   */
  defaultCollapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  /**
   * Show the compact answer summary once a prompt resolves (until the next prompt arrives).
   * @default true
   */
  summary?: boolean;
  /**
   * Called once per prompt whose request is not a well-formed AskRequest. Such a prompt is never
   * shown (no half-valid card), and the others carry on.
   */
  onError?: (error: AskInputError, promptId: string) => void;
  className?: string;
}

/**
 * OpenClaw's docked stepper. Docked above the host's composer: while expanded the ask card takes
 * the composer's place; collapsed, a slim bar (header, question count, a chevron) sits above the
 * composer, which keeps its draft because it is never remounted. The dock owns each prompt's
 * state (`useAskCard`), so collapsing keeps every answer. Once a prompt resolves the dock closes
 * and leaves a compact answer summary, and the composer comes back.
 *
 * @example
 * <AskDock request={pending?.request} onResolve={send} composer={<Composer />} />
 * @example
 * <AskDock
 *   prompts={[{ id: call.id, request, onResolve }]}
 *   layout={isPhone ? 'stacked' : 'stepper'}
 *   composer={<Composer />}
 * />
 */
export const AskDock = forwardRef<HTMLDivElement, AskDockProps>(function AskDock(props, ref) {
  // Should the dock fail to render, its prompts' words show as text and the composer stays.
  const words = (props.prompts ?? [{ request: props.request }]).map((prompt) =>
    requestWords(prompt?.request),
  );
  const fallback = () => (
    <div ref={ref} className={props.className} {...anatomy.part('dock')} data-state="fallback">
      <div {...anatomy.part('fallback')}>
        {words.map((w, i) => (
          <AskRequestText key={i} words={w} />
        ))}
      </div>
      <div {...anatomy.part('dock-composer')}>{props.composer}</div>
    </div>
  );
  return (
    <AskBoundary resetKeys={[JSON.stringify(words)]} fallback={fallback}>
      <AskDockView {...props} ref={ref} />
    </AskBoundary>
  );
});

/** A prompt as first seen: malformed (reported, never shown), already resolved, or pending. */
type Inspection = { error: AskInputError } | 'resolved' | 'pending';

function inspectPrompt(request: unknown, snapshot: unknown): Inspection {
  const error = checkAskRequest(request);
  if (error) return { error };
  // A restored snapshot that had resolved: its resolution was delivered when it happened.
  const restored = snapshot == null ? null : restoreAskState(request as AskRequest, snapshot);
  return restored?.status === 'resolved' ? 'resolved' : 'pending';
}

const AskDockView = forwardRef<HTMLDivElement, AskDockProps>(
  function AskDockView(props, forwardedRef) {
    const {
      request,
      prompts,
      composer,
      collapsed: collapsedProp,
      defaultCollapsed = false,
      onCollapsedChange,
      layout = 'stepper',
      summary = true,
      clock,
      onError,
    } = props;
    const messages = useAskMessages(props.messages);
    const baseId = useId();
    const rootRef = useRef<HTMLDivElement>(null);
    const summaryRef = useRef<HTMLDivElement>(null);
    useImperativeHandle(forwardedRef, () => rootRef.current!, []);

    // Each prompt is validated once, when first seen: by id, a lone request by its content.
    const inspections = useRef(new Map<string, Inspection>());
    const inspect = (key: string, request: unknown, snapshot: unknown) => {
      let found = inspections.current.get(key);
      if (!found) inspections.current.set(key, (found = inspectPrompt(request, snapshot)));
      return found;
    };
    const loneKey = prompts || !request ? null : askRequestKey(request);
    const lone = loneKey === null ? null : inspect(`request:${loneKey}`, request, props.snapshot);
    const event: DockEvent<AskResolution> = prompts
      ? {
          type: 'promptsChanged',
          ids: prompts.flatMap((p) =>
            inspect(p.id, p.request, p.snapshot) === 'pending' ? [p.id] : [],
          ),
          defaultCollapsed,
        }
      : { type: 'requestChanged', key: loneKey, shown: lone === 'pending', defaultCollapsed };

    // The machine's state as of this render's props: the stored state plus this event, which
    // the layout effect stores (a no-op, the same object, when the props brought nothing new).
    const [stored, dispatch] = useReducer(
      dockTransition<AskResolution>,
      defaultCollapsed,
      createDockState<AskResolution>,
    );
    const state: DockState<AskResolution> = dockTransition(stored, event);
    useIsomorphicLayoutEffect(() => {
      if (state !== stored) dispatch(event);
    });

    const errors: [string, AskInputError][] = prompts
      ? prompts.flatMap((p) => {
          const found = inspect(p.id, p.request, p.snapshot);
          return typeof found === 'object' ? [[p.id, found.error] as [string, AskInputError]] : [];
        })
      : typeof lone === 'object' && lone
        ? [[getLoneId(state), lone.error]]
        : [];
    const reported = useRef(new Set<string>());
    useEffect(() => {
      for (const [id, error] of errors) {
        if (reported.current.has(id)) continue;
        reported.current.add(id);
        onError?.(error, id);
      }
    });

    const byId = new Map<string, AskDockPrompt>(prompts?.map((p) => [p.id, p]));
    const { onResolve, signal, snapshot, onSnapshotChange, onEvent, startedAt } = props;
    const pending = getPendingIds(state).map(
      (id) =>
        byId.get(id) ?? {
          id,
          request: request!,
          onResolve,
          signal,
          snapshot,
          onSnapshotChange,
          onEvent,
          startedAt,
        },
    );

    const collapsed = collapsedProp ?? state.collapsed;
    const expanded = state.active !== null && !collapsed;
    const promptIds = (index: number) => dockPromptIds(`${baseId}-${index}`);
    const requestFocus = useDockFocus(
      rootRef,
      summaryRef,
      state.active === null ? null : promptIds(state.activeIndex),
      expanded,
    );

    const toggle = () => {
      if (collapsed) requestFocus('question');
      if (collapsedProp === undefined) dispatch({ type: 'toggle' });
      onCollapsedChange?.(!collapsed);
    };
    const switchTo = (step: -1 | 1) => {
      requestFocus(step < 0 ? 'previous' : 'next');
      dispatch({ type: 'switch', step });
    };
    const onResolved = (id: string, resolution: AskResolution) => {
      // Focus was on the card that went away: it lands where suits once the dock re-renders.
      if (rootRef.current && focusIsWithinOrLost(rootRef.current)) requestFocus('after-close');
      dispatch({ type: 'resolved', id, resolution });
    };

    const { resolved, summary: summaryIds } = state;
    const summaries = useMemo(
      () => (summary ? getSummary({ resolved, summary: summaryIds }) : []),
      [summary, resolved, summaryIds],
    );
    const position =
      pending.length > 1 ? { index: state.activeIndex + 1, count: pending.length } : null;
    const dataState = collapsed ? 'collapsed' : 'expanded';

    return (
      <div
        ref={rootRef}
        className={props.className}
        {...anatomy.part('dock')}
        data-state={state.active ? dataState : 'idle'}
        data-layout={layout}
      >
        {summaries.length > 0 ? (
          <AskDockSummary ref={summaryRef} resolutions={summaries} messages={props.messages} />
        ) : null}
        {state.active ? (
          <section
            {...anatomy.part('dock-panel')}
            aria-label={messages.dockLabel}
            data-state={dataState}
          >
            {pending.map((prompt, index) => (
              <DockPrompt
                key={prompt.id}
                prompt={prompt}
                ids={promptIds(index)}
                active={index === state.activeIndex}
                collapsed={collapsed}
                layout={layout}
                messages={messages}
                overrides={props.messages}
                clock={clock}
                position={position}
                onToggle={toggle}
                onSwitch={switchTo}
                onResolved={onResolved}
              />
            ))}
            {/* Announces the switch between prompts to whoever stays on the switcher button. */}
            <div
              {...anatomy.part('dock-live-region')}
              aria-live="polite"
              aria-atomic="true"
              style={visuallyHidden}
            >
              {position ? messages.dockPromptPosition(position) : ''}
            </div>
          </section>
        ) : null}
        <div {...anatomy.part('dock-composer')} hidden={expanded || undefined}>
          {composer}
        </div>
      </div>
    );
  },
);
