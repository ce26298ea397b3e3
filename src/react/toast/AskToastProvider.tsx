import * as Toast from '@radix-ui/react-toast';
import {
  createContext,
  memo,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import type { AskMessages } from '../../core/messages';
import { AskBoundary } from '../boundary/AskBoundary';
import { visuallyHidden } from '../dom';
import { useAskMessages } from '../i18n';
import { useAskRegistry } from '../registry';
import { AskMarkdown } from '../markdown';
import { useIsomorphicLayoutEffect } from '../use-isomorphic-layout-effect';
import { toastAnatomy as anatomy } from './anatomy';
import {
  ASK_TOAST_DURATION,
  AskToastController,
  firstQuestion,
  OPEN_SESSION_TIMEOUT,
  type AskToastAskEvent,
  type AskToastsApi,
  type AskToastSettings,
} from './controller';
import { markdownToSpokenText } from './plain-text';
import { AskToastQueue, type AskToastItem } from './queue';

export {
  ASK_TOAST_DURATION,
  ERROR_TOAST_DURATION,
  OPEN_SESSION_TIMEOUT,
  PLAIN_TOAST_DURATION,
  type AskToastAskEvent,
  type AskToastsApi,
} from './controller';

/**
 * Where the toasts stack: an edge (`top`, `bottom`) and a side (`start`, `end` follow the text
 * direction) or the middle.
 */
export type AskToastPlacement =
  'top-start' | 'top-center' | 'top-end' | 'bottom-start' | 'bottom-center' | 'bottom-end';

export interface AskToastProviderProps {
  /**
   * Opens the conversation through the host's normal session selection. The toast is dismissed
   * once it returns (a promise: once it resolves); when it throws, rejects or takes longer than
   * `openTimeout`, an error toast appears beside it and the toast stays for a retry.
   */
  openSession: (sessionId: string) => void | Promise<unknown>;
  /**
   * Milliseconds `openSession` may take before the toast stops waiting and shows the error
   * (the reminder stays). `Infinity` waits for good.
   * @default 15_000
   */
  openTimeout?: number;
  /**
   * One soft chime per ask event: `true` plays the built-in synthesized tone, `false` mutes,
   * a function plays the host's own sound.
   * @default true
   */
  chime?: boolean | (() => void);
  /**
   * Called once per ask event (after the toast is shown), so the host can apply its native
   * notification policy to background sessions.
   */
  onAsk?: (event: AskToastAskEvent) => void;
  /**
   * Milliseconds before an ask toast auto-dismisses; `Infinity` keeps it until closed.
   * @default 60_000
   */
  duration?: number;
  /**
   * At most this many toasts are visible; the rest wait and show as space frees up. Sets the
   * `queue`'s limit when given.
   * @default 3
   */
  max?: number;
  /**
   * The toast queue, when the host wants to own it (read it, add to it outside React, keep it
   * across remounts). One is created when absent. Read at mount, like `useState`'s initial value.
   */
  queue?: AskToastQueue;
  /**
   * Where the toasts stack. When absent, the bottom end on wide screens and the top centre on
   * narrow ones (below 40rem, where the bottom is the composer's).
   * @default bottom-end, top-center under 40rem
   */
  placement?: AskToastPlacement;
  /**
   * Keys that move focus to the toast region (Radix's format, `KeyboardEvent.code` or modifier
   * names).
   * @default ['F8']
   */
  hotkey?: string[];
  /** Overrides for the message catalog of `AskI18nProvider`. */
  messages?: Partial<AskMessages>;
  children?: ReactNode;
}

const AskToastsContext = createContext<AskToastsApi | null>(null);

/**
 * The toasts API of the nearest `AskToastProvider`.
 *
 * @example
 * const { notifyAsk } = useAskToasts();
 * useEffect(() => onAgentAsk((sessionId, request) => notifyAsk({ sessionId, request })), []);
 */
export function useAskToasts(): AskToastsApi {
  const api = useContext(AskToastsContext);
  if (!api) throw new Error('`useAskToasts` must be used within `AskToastProvider`');
  return api;
}

/** Swipe away towards the nearest edge. */
const SWIPE = { start: 'left', center: 'right', end: 'right' } as const;

/**
 * Session-targeted toasts on Radix Toast. Put it once near the root, inside `AskI18nProvider`.
 *
 * @example
 * <AskToastProvider openSession={(id) => router.selectSession(id)} onAsk={notifyIfBackground}>
 *   <App />
 * </AskToastProvider>
 */
export function AskToastProvider({
  openSession,
  openTimeout = OPEN_SESSION_TIMEOUT,
  chime = true,
  onAsk,
  duration = ASK_TOAST_DURATION,
  max,
  queue: hostQueue,
  placement,
  hotkey,
  messages: overrides,
  children,
}: AskToastProviderProps) {
  const messages = useAskMessages(overrides);
  const [queue] = useState(() => hostQueue ?? new AskToastQueue({ max }));
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const [announcement, setAnnouncement] = useState<{ question: string } | null>(null);
  const viewportRef = useRef<HTMLOListElement>(null);

  // One controller, so the API stays the same object; it reads the latest props at each call.
  const registry = useAskRegistry();
  const settings: AskToastSettings = {
    openSession,
    openTimeout,
    chime,
    onAsk,
    duration,
    messages,
    registry,
  };
  const [controller] = useState(
    () =>
      new AskToastController({
        queue,
        settings,
        toPlainText: markdownToSpokenText,
        // Radix announces a toast once, when its element mounts; a visible toast replaced in
        // place keeps its element, so its new question is announced by our own live region.
        onReplace: (question) => setAnnouncement({ question }),
      }),
  );

  useIsomorphicLayoutEffect(() => controller.setSettings(settings));
  useEffect(() => {
    if (max !== undefined) queue.setMax(max);
  }, [queue, max]);
  // Timers run only while mounted (StrictMode's remount resumes them).
  useEffect(() => {
    queue.resume('unmounted');
    return () => queue.pause('unmounted');
  }, [queue]);
  useEffect(() => {
    if (!announcement) return;
    const timer = setTimeout(() => setAnnouncement(null), 1_500);
    return () => clearTimeout(timer);
  }, [announcement]);

  const side = placement?.split('-')[1] as keyof typeof SWIPE | undefined;
  return (
    <AskToastsContext.Provider value={controller}>
      {children}
      <Toast.Provider
        label={messages.toastLabel}
        duration={Infinity}
        swipeDirection={SWIPE[side ?? 'end']}
      >
        {items.map((item, index) => (
          // A toast that fails to render is left out rather than taking the host's app (our
          // children) down with it; the question itself waits in its conversation.
          <AskBoundary key={item.id} resetKeys={[item]} fallback={() => null}>
            <AskToastView
              item={item}
              order={index}
              messages={messages}
              queue={queue}
              viewport={viewportRef}
              onActivate={controller.activate}
            />
          </AskBoundary>
        ))}
        <Toast.Viewport
          ref={viewportRef}
          {...anatomy.part('toast-viewport')}
          data-placement={placement ?? 'auto'}
          label={messages.toastViewportLabel}
          hotkey={hotkey}
        />
      </Toast.Provider>
      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        {...anatomy.part('toast-announcer')}
        style={visuallyHidden}
      >
        {announcement && (
          <>
            {messages.toastAskTitle}:{' '}
            <ToastQuestion question={announcement.question} messages={messages} />
          </>
        )}
      </div>
    </AskToastsContext.Provider>
  );
}

/**
 * The toast's question: its Markdown, or, for one that renders to nothing (only raw HTML), the
 * invitation to open the conversation. `onAsk`'s body is the same text (`markdownToSpokenText`).
 */
function ToastQuestion({ question, messages }: { question: string; messages: AskMessages }) {
  const visible = useMemo(() => markdownToSpokenText(question) !== '', [question]);
  return visible ? <AskMarkdown inline>{question}</AskMarkdown> : messages.toastOpenConversation;
}

interface AskToastViewProps {
  item: AskToastItem;
  order: number;
  messages: AskMessages;
  queue: AskToastQueue;
  viewport: RefObject<HTMLOListElement | null>;
  onActivate: (id: string) => void;
}

/** Whether the user has a text selection touching `node` (a mouse drag over the toast). */
function hasSelectionIn(node: Node): boolean {
  const selection = getSelection();
  if (!selection?.toString().trim()) return false;
  for (let i = 0; i < selection.rangeCount; i++) {
    if (selection.getRangeAt(i).intersectsNode(node)) return true;
  }
  return false;
}

/**
 * One toast on Radix's `Toast.Root`, with the three Radix behaviours it works around:
 * - Radix's own timers: the queue owns them (a replace restarts them, a busy toast holds them),
 *   so the provider gives Radix no duration and Radix only reports hover and focus.
 * - Radix's mouse swipe: a mouse drag on the message must select its text, so those moves skip
 *   Radix's handler (touch swipes still work).
 * - Radix's focus rescue, which runs only for closes Radix makes itself: a toast closed by the
 *   queue (a host dismiss, a session opened) with focus inside hands focus to the viewport too.
 * Memoized: a replace in place re-renders that toast only, not its neighbours.
 */
const AskToastView = memo(function AskToastView({
  item,
  order,
  messages,
  queue,
  viewport,
  onActivate,
}: AskToastViewProps) {
  const { id, open, kind } = item;
  const hintId = `${useId()}-hint`;
  const rootRef = useRef<HTMLLIElement>(null);
  const mouseDrag = useRef(false);

  useLayoutEffect(() => {
    if (!open && rootRef.current?.contains(document.activeElement)) viewport.current?.focus();
  }, [open, viewport]);

  const error = kind === 'error';
  const description = error
    ? messages.toastOpenErrorDescription
    : kind === 'plain' && item.description;
  return (
    <Toast.Root
      ref={rootRef}
      open={open}
      onOpenChange={(open) => open || queue.dismiss(id)}
      onPause={() => queue.pause('viewport')}
      onResume={() => queue.resume('viewport')}
      type={error ? 'foreground' : 'background'}
      {...anatomy.part('toast')}
      data-kind={kind}
      data-busy={item.busy ? '' : undefined}
      style={{ order }}
      // The flag lasts until the next press: a drag of selected text ends in pointercancel, which
      // Radix does not handle, and its stale start point would make the next mouse move a swipe.
      onPointerDown={(event) => {
        mouseDrag.current =
          event.pointerType === 'mouse' &&
          !!(event.target as Element).closest?.(anatomy.selector('toast-message'));
      }}
      onPointerMove={(event) => {
        if (mouseDrag.current && event.pointerType === 'mouse') event.preventDefault();
      }}
    >
      {item.kind === 'ask' ? (
        <>
          <button
            type="button"
            {...anatomy.part('toast-message')}
            aria-describedby={hintId}
            aria-busy={item.busy || undefined}
            onClick={(event) => {
              // A mouse click that ends a text selection is a selection, not an activation.
              // Keyboard activation (detail 0) always opens.
              if (event.detail === 0 || !hasSelectionIn(rootRef.current!)) onActivate(id);
            }}
          >
            <Toast.Title asChild>
              <span {...anatomy.part('toast-title')}>{messages.toastAskTitle}</span>
            </Toast.Title>
            {/* Name from content (title, then question): the space keeps the words apart. */}{' '}
            <Toast.Description asChild>
              <span dir="auto" {...anatomy.part('toast-body')}>
                <ToastQuestion question={firstQuestion(item.request)} messages={messages} />
              </span>
            </Toast.Description>
            {item.busy ? (
              // Seen here; heard through the description below, which says the same.
              <span {...anatomy.part('toast-status')} aria-hidden="true">
                <span {...anatomy.part('toast-spinner')} />
                {messages.toastOpening}
              </span>
            ) : null}
          </button>
          <span id={hintId} hidden>
            {item.busy ? messages.toastOpening : messages.toastOpenConversation}
          </span>
        </>
      ) : (
        <div {...anatomy.part('toast-content')}>
          <Toast.Title dir="auto" {...anatomy.part('toast-title')}>
            {error ? messages.toastOpenError : item.title}
          </Toast.Title>
          {description ? (
            <Toast.Description dir="auto" {...anatomy.part('toast-body')}>
              {description}
            </Toast.Description>
          ) : null}
        </div>
      )}
      <Toast.Close {...anatomy.part('toast-close')} aria-label={messages.toastClose}>
        <span aria-hidden="true">×</span>
      </Toast.Close>
    </Toast.Root>
  );
});
