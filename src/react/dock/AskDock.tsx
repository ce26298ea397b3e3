import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { AskMessages } from '../../core/messages';
import { useIsomorphicLayoutEffect } from '../use-isomorphic-layout-effect';
import type { AskResolution } from '../../core/serialize';
import type { AskRequest, AskSnapshot } from '../../core/types';
import { AskCard, useAskCard, type AskCardLayout } from '../ask-card';
import { focusIsWithinOrLost, visuallyHidden } from '../ask-card/dom';
import { askRequestKey } from '../../core/machine/identity';
import { checkAskRequest } from '../../core/schema/request';
import type { AskInputError } from '../../core/schema/errors';
import { AskBoundary } from '../boundary/AskBoundary';
import { AskRequestText, requestWords } from '../boundary/request-text';
import { useAskMessages } from '../i18n';
import { AskMarkdown } from '../markdown';
import { AskDockSummary } from './AskDockSummary';

/** One pending prompt of a dock that holds several. */
export interface AskDockPrompt {
  /** Stable and unique among the dock's prompts (the tool call id, say). A new id is a new prompt. */
  id: string;
  request: AskRequest;
  /** Called once when this prompt resolves. */
  onResolve?: (resolution: AskResolution) => void;
  /** The agent turn of this prompt; aborting it stops the prompt (recorded answers stay). */
  signal?: AbortSignal;
  /** A state saved from `onSnapshotChange`, restored at mount when it fits `request`. */
  snapshot?: AskSnapshot | unknown;
  onSnapshotChange?: (snapshot: AskSnapshot) => void;
  /** When the gateway asked (epoch ms), so a restored `ask_user` prompt keeps its real deadline. */
  startedAt?: number;
}

export interface AskDockProps {
  /**
   * The one pending prompt, or null/undefined when there is none. Render the dock all the time
   * (not only while a prompt is pending) so the composer keeps its place, and its draft, as
   * prompts come and go. A request with different content is a new prompt.
   */
  request?: AskRequest | null;
  /** Called once when `request` resolves. */
  onResolve?: (resolution: AskResolution) => void;
  /** The agent turn of `request`. */
  signal?: AbortSignal;
  /** A saved state of `request` to restore at mount. */
  snapshot?: AskSnapshot | unknown;
  onSnapshotChange?: (snapshot: AskSnapshot) => void;
  /** When `request` was asked (epoch ms). */
  startedAt?: number;
  /**
   * Several pending prompts, each with its own callbacks; a previous/next switcher shows
   * `current/total`. Takes the place of `request` and its callbacks when given.
   * @example prompts={pending.map((p) => ({ id: p.callId, request: p.request, onResolve: (r) => reply(p.callId, r) }))}
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
  /** `stacked` on phones: every question at once. @default 'stepper' */
  layout?: AskCardLayout;
  /**
   * Show the compact answer summary once a prompt resolves (until the next prompt arrives).
   * @default true
   */
  summary?: boolean;
  messages?: Partial<AskMessages>;
  /**
   * Called once per prompt whose request is not a well-formed AskRequest. Such a prompt is never
   * shown (no half-valid card), and the others carry on.
   */
  onError?: (error: AskInputError, promptId: string) => void;
  /** The countdown's time source (epoch ms); inject one in tests and stories. */
  clock?: () => number;
  className?: string;
}

/**
 * Where focus goes on the next layout: into the question (an expand), onto a switcher button
 * (its `data-part`), or wherever suits once the card on screen closed.
 */
type FocusIntent = 'question' | 'dock-previous' | 'dock-next' | 'after-close' | null;

/**
 * OpenClaw's docked stepper. Docked above the host's composer: while expanded the ask card takes
 * the composer's place; collapsed, a slim bar (header, progress `i/n`, a chevron) sits above the
 * composer, which keeps its draft because it is never remounted. The dock owns each prompt's
 * state (`useAskCard`), so collapsing keeps every answer. Once a prompt resolves the dock closes
 * and leaves a compact answer summary, and the composer comes back.
 *
 * @example
 * <AskDock request={pending?.request} onResolve={send} composer={<Composer />} />
 * @example
 * <AskDock prompts={[{ id: call.id, request, onResolve }]} layout={isPhone ? 'stacked' : 'stepper'} composer={<Composer />} />
 */
export const AskDock = forwardRef<HTMLDivElement, AskDockProps>(function AskDock(props, ref) {
  // Should the dock fail to render, its prompts' words show as text and the composer stays.
  const words = (props.prompts ?? [{ request: props.request }]).map((prompt) =>
    requestWords(prompt?.request),
  );
  const fallback = () => (
    <div ref={ref} className={props.className} data-part="dock" data-state="fallback">
      <div data-part="fallback">
        {words.map((w, i) => (
          <AskRequestText key={i} words={w} />
        ))}
      </div>
      <div data-part="dock-composer">{props.composer}</div>
    </div>
  );
  return (
    <AskBoundary resetKeys={[JSON.stringify(words)]} fallback={fallback}>
      <AskDockView {...props} ref={ref} />
    </AskBoundary>
  );
});

const AskDockView = forwardRef<HTMLDivElement, AskDockProps>(
  function AskDockView(props, forwardedRef) {
    const {
      request,
      composer,
      collapsed: collapsedProp,
      defaultCollapsed = false,
      onCollapsedChange,
      layout = 'stepper',
      summary = true,
      clock,
    } = props;
    const messages = useAskMessages(props.messages);
    const baseId = useId();
    const rootRef = useRef<HTMLDivElement>(null);
    useImperativeHandle(forwardedRef, () => rootRef.current!, []);

    // ── prompts ────────────────────────────────────────────────────────────────────────────────
    // A lone request is one prompt for as long as its content stays (hosts often rebuild an equal
    // object on every render); it becomes a new prompt when it changes, or comes back after the
    // dock was given none (the same question asked again).
    const contentKey = request ? askRequestKey(request) : null;
    const [generation, setGeneration] = useState({ key: contentKey, n: 0 });
    const n =
      generation.key === contentKey || contentKey === null ? generation.n : generation.n + 1;
    if (generation.key !== contentKey) setGeneration({ key: contentKey, n });
    const { onResolve, signal, snapshot, onSnapshotChange, startedAt } = props;
    const prompts =
      props.prompts ??
      (request
        ? [
            {
              id: `request#${n}`,
              request,
              onResolve,
              signal,
              snapshot,
              onSnapshotChange,
              startedAt,
            },
          ]
        : []);

    // Resolved prompts, by id: never shown again even if the host keeps passing them.
    const [closed, setClosed] = useState<ReadonlyMap<string, AskResolution>>(() => new Map());
    // Ids whose summary shows: resolved since the last new prompt arrived.
    const [summaryIds, setSummaryIds] = useState<readonly string[]>([]);
    const pending = prompts.filter((p) => !closed.has(p.id) && !checkAskRequest(p.request));
    const reported = useRef(new Set<string>());
    const { onError } = props;
    useEffect(() => {
      for (const p of prompts) {
        if (reported.current.has(p.id)) continue;
        const error = checkAskRequest(p.request);
        if (error) {
          reported.current.add(p.id);
          onError?.(error, p.id);
        }
      }
    });

    // ── collapsed (controlled or not) ────────────────────────────────────────────────────────
    const [collapsedState, setCollapsedState] = useState(defaultCollapsed);
    const controlled = collapsedProp !== undefined;
    const collapsed = controlled ? collapsedProp : collapsedState;

    // ── the prompt on screen ─────────────────────────────────────────────────────────────────
    const [activeId, setActiveId] = useState<string | null>(null);
    const lastIndex = useRef(0);
    let activeIndex = pending.findIndex((p) => p.id === activeId);
    // The active prompt resolved or went away: take the one now at its place.
    if (activeIndex === -1 && pending.length > 0)
      activeIndex = Math.min(lastIndex.current, pending.length - 1);
    const active = pending[activeIndex];

    const focusIntent = useRef<FocusIntent>(null);
    const seen = useRef(new Set<string>());
    const wasIdle = useRef(true);

    // Remember where the prompt on screen sits. A prompt never seen before: the previous summary
    // gives way, and an idle dock opens as set.
    useIsomorphicLayoutEffect(() => {
      if (activeIndex >= 0) lastIndex.current = activeIndex;
      const fresh = pending.filter((p) => !seen.current.has(p.id));
      for (const p of fresh) seen.current.add(p.id);
      if (fresh.length) {
        setSummaryIds((ids) => (ids.length ? [] : ids));
        if (wasIdle.current && !controlled) setCollapsedState(defaultCollapsed);
      }
      wasIdle.current = pending.length === 0;
    });

    const onClosed = useCallback((id: string, resolution: AskResolution) => {
      // Focus was on the card that is going away: decide where it lands once the dock re-renders.
      if (focusIsWithinOrLost(rootRef.current!)) focusIntent.current = 'after-close';
      setClosed((map) => (map.has(id) ? map : new Map(map).set(id, resolution)));
      setSummaryIds((ids) => (ids.includes(id) ? ids : [...ids, id]));
    }, []);

    const expanded = active !== undefined && !collapsed;
    const wasExpanded = useRef(expanded);
    const summaryRef = useRef<HTMLDivElement>(null);

    useIsomorphicLayoutEffect(() => {
      const root = rootRef.current!;
      const intent = focusIntent.current;
      focusIntent.current = null;
      const becameExpanded = expanded && !wasExpanded.current;
      const becameCollapsed = !expanded && wasExpanded.current && active;
      wasExpanded.current = expanded;
      const find = (selector: string) =>
        root.querySelector<HTMLElement>(`[data-part="dock-prompt"]:not([hidden]) ${selector}`);
      const question = () => find('[data-part="dock-card"]:not([hidden]) [data-part="question"]');
      const toggle = find('[data-part="dock-toggle"]');
      let target: HTMLElement | null | undefined;
      if (intent === 'dock-previous' || intent === 'dock-next')
        target = find(`[data-part="${intent}"]`);
      else if (intent === 'after-close')
        target = active ? (expanded ? question() : toggle) : summaryRef.current;
      // Expanding moves focus into the question; collapsing from inside the card keeps it on the bar.
      else if (becameExpanded && (intent === 'question' || focusIsWithinOrLost(root)))
        target = question();
      else if (
        becameCollapsed &&
        focusIsWithinOrLost(root) &&
        !toggle?.contains(root.ownerDocument.activeElement)
      )
        target = toggle;
      target?.focus();
    });

    const toggle = () => {
      if (collapsed) focusIntent.current = 'question';
      if (!controlled) setCollapsedState(!collapsed);
      onCollapsedChange?.(!collapsed);
    };

    const switchTo = (step: -1 | 1) => {
      focusIntent.current = step < 0 ? 'dock-previous' : 'dock-next';
      setActiveId(pending[(activeIndex + step + pending.length) % pending.length]!.id);
    };

    const summaries = summary ? summaryIds.flatMap((id) => closed.get(id) ?? []) : [];
    const position = pending.length > 1 ? { index: activeIndex + 1, count: pending.length } : null;
    const state = collapsed ? 'collapsed' : 'expanded';

    return (
      <div
        ref={rootRef}
        className={props.className}
        data-part="dock"
        data-state={active ? state : 'idle'}
        data-layout={layout}
      >
        {summaries.length > 0 ? (
          <AskDockSummary ref={summaryRef} resolutions={summaries} messages={props.messages} />
        ) : null}
        {active ? (
          <section data-part="dock-panel" aria-label={messages.dockLabel} data-state={state}>
            {pending.map((prompt, index) => (
              <DockPrompt
                key={prompt.id}
                prompt={prompt}
                cardId={`${baseId}-card-${index}`}
                active={index === activeIndex}
                collapsed={collapsed}
                layout={layout}
                messages={messages}
                overrides={props.messages}
                clock={clock}
                position={position}
                onToggle={toggle}
                onSwitch={switchTo}
                onClosed={onClosed}
              />
            ))}
            {/* Announces the switch between prompts (the visible `1/2` is terse). */}
            <div
              data-part="dock-live-region"
              aria-live="polite"
              aria-atomic="true"
              style={visuallyHidden}
            >
              {position ? messages.dockPromptPosition(position) : ''}
            </div>
          </section>
        ) : null}
        <div data-part="dock-composer" hidden={expanded || undefined}>
          {composer}
        </div>
      </div>
    );
  },
);

interface DockPromptProps {
  prompt: AskDockPrompt;
  cardId: string;
  active: boolean;
  collapsed: boolean;
  layout: AskCardLayout;
  messages: AskMessages;
  overrides: Partial<AskMessages> | undefined;
  clock: (() => number) | undefined;
  /** Among several pending prompts; null when this is the only one. */
  position: { index: number; count: number } | null;
  onToggle: () => void;
  onSwitch: (step: -1 | 1) => void;
  onClosed: (id: string, resolution: AskResolution) => void;
}

/**
 * One pending prompt: it owns the card state, so it stays mounted while another prompt is on
 * screen or the dock is collapsed (a hidden prompt keeps its answers and its countdown).
 */
function DockPrompt({
  prompt,
  cardId,
  active,
  collapsed,
  layout,
  messages,
  overrides,
  clock,
  position,
  onToggle,
  onSwitch,
  onClosed,
}: DockPromptProps) {
  const { id, request, ...options } = prompt;
  const card = useAskCard(request, { ...options, layout, messages: overrides, clock });
  // Mount-time only: a prompt that shows up expanded on screen takes focus, like a lone card.
  const [autoFocus] = useState(() => active && !collapsed);

  const { resolution, question, progress } = card;
  useEffect(() => {
    if (resolution) onClosed(id, resolution);
  }, [resolution, onClosed, id]);
  // Resolved: the dock closes it on the next render (and shows the summary instead).
  if (resolution) return null;

  const step = { index: progress.index + 1, count: progress.count };
  const state = collapsed ? 'collapsed' : 'expanded';
  return (
    <div data-part="dock-prompt" data-state={state} hidden={!active || undefined}>
      <div data-part="dock-bar">
        {position && (
          <div role="group" aria-label={messages.dockSwitcherLabel} data-part="dock-switcher">
            <button
              type="button"
              data-part="dock-previous"
              aria-label={messages.dockPrevious}
              onClick={() => onSwitch(-1)}
            >
              <Chevron direction="previous" />
            </button>
            <span data-part="dock-switcher-position">
              <span aria-hidden="true">{messages.dockSwitcher(position)}</span>
              <span style={visuallyHidden}>{messages.dockPromptPosition(position)}</span>
            </span>
            <button
              type="button"
              data-part="dock-next"
              aria-label={messages.dockNext}
              onClick={() => onSwitch(1)}
            >
              <Chevron direction="next" />
            </button>
          </div>
        )}
        {/* A pointer convenience: the title toggles too; the chevron is the accessible control. */}
        {/* Expanded, the card below shows the question; collapsed, the bar stands in for it. */}
        <div data-part="dock-title" onClick={onToggle}>
          {collapsed ? (
            <>
              {question.header ? (
                <span dir="auto" data-part="dock-header">
                  {question.header}
                </span>
              ) : null}
              <span data-part="dock-question">
                <AskMarkdown inline>{question.question}</AskMarkdown>
              </span>
            </>
          ) : (
            <span data-part="dock-heading">{messages.dockLabel}</span>
          )}
        </div>
        {collapsed ? (
          <span data-part="dock-progress">
            <span aria-hidden="true">{messages.progress(step)}</span>
            <span style={visuallyHidden}>{messages.questionPosition(step)}</span>
          </span>
        ) : null}
        <button
          type="button"
          data-part="dock-toggle"
          data-state={state}
          aria-expanded={!collapsed}
          aria-controls={cardId}
          aria-label={collapsed ? messages.dockExpand : messages.dockCollapse}
          onClick={onToggle}
        >
          <Chevron direction={collapsed ? 'up' : 'down'} />
        </button>
      </div>
      <div id={cardId} data-part="dock-card" hidden={collapsed || undefined}>
        <AskCard card={card} autoFocus={autoFocus} />
      </div>
    </div>
  );
}

/** A downward chevron; dock.css turns it to `direction`. */
function Chevron({ direction }: { direction: 'up' | 'down' | 'previous' | 'next' }) {
  return (
    <svg
      data-part="dock-chevron"
      data-direction={direction}
      aria-hidden="true"
      viewBox="0 0 16 16"
      width="16"
      height="16"
    >
      <path
        d="M4 6l4 4 4-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
