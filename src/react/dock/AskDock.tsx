import { forwardRef, useEffect, useId, useMemo, useReducer, useRef } from 'react';
import { askRequestKey } from '../../core/machine/identity';
import { restoreAskState } from '../../core/machine/snapshot';
import type { AskInputError } from '../../core/schema/errors';
import { checkAskRequest } from '../../core/dialects';
import type { AskResolution } from '../../core/dialects';
import type { AskRegistry } from '../../core/registry';
import type { AskRequest } from '../../core/types';
import { AskBoundary } from '../boundary/AskBoundary';
import { AskRequestText, requestWords } from '../boundary/request-text';
import { focusIsWithinOrLost, useComposedRefs, visuallyHidden } from '../dom';
import { useAskMessages } from '../i18n';
import { useAskRegistry } from '../registry';
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
import type { AskDockPrompt, AskDockProps } from './types';
import { dockPromptIds, useDockFocus } from './use-dock-focus';

export type { AskDockPrompt, AskDockProps } from './types';

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
    <div {...rootProps(props)} ref={ref} {...anatomy.part('dock')} data-state="fallback">
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

/** The props the dock does not consume: they go to its root element. */
function rootProps({
  request: _request,
  prompts: _prompts,
  composer: _composer,
  collapsed: _collapsed,
  defaultCollapsed: _defaultCollapsed,
  onCollapsedChange: _onCollapsedChange,
  summary: _summary,
  onError: _onError,
  layout: _layout,
  messages: _messages,
  clock: _clock,
  onResolve: _onResolve,
  signal: _signal,
  snapshot: _snapshot,
  onSnapshotChange: _onSnapshotChange,
  onEvent: _onEvent,
  startedAt: _startedAt,
  ...rest
}: AskDockProps) {
  return rest;
}

/** A prompt as first seen: malformed (reported, never shown), already resolved, or pending. */
type Inspection = { error: AskInputError } | 'resolved' | 'pending';

function inspectPrompt(
  request: unknown,
  snapshot: unknown,
  registry: AskRegistry | undefined,
): Inspection {
  const error = checkAskRequest(request, registry);
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
    // The prompts' cards read it themselves; the dock checks each prompt under it.
    const registry = useAskRegistry();
    const baseId = useId();
    const rootRef = useRef<HTMLDivElement>(null);
    const summaryRef = useRef<HTMLDivElement>(null);
    const ref = useComposedRefs(rootRef, forwardedRef);

    // Each prompt is validated once, when first seen: by id, a lone request by its content.
    const inspections = useRef(new Map<string, Inspection>());
    const inspect = (key: string, request: unknown, snapshot: unknown) => {
      let found = inspections.current.get(key);
      if (!found)
        inspections.current.set(key, (found = inspectPrompt(request, snapshot, registry)));
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
        {...rootProps(props)}
        ref={ref}
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
