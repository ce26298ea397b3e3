import * as Toast from '@radix-ui/react-toast';
import {
  createContext,
  memo,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import type { AskMessages } from '../../core/messages';
import type { AskRequest } from '../../core/types';
import { useAskMessages } from '../i18n';
import { AskMarkdown } from '../markdown';
import { playSoftChime } from './chime';
import { markdownToPlainText } from './plain-text';
import { askErrorToastId, askToastId, AskToastQueue, type AskToastItem } from './queue';

/** Default lifetime of an ask toast: long, a question waits for its user. */
export const ASK_TOAST_DURATION = 60_000;
/** Default lifetime of a plain `notify` toast. */
export const PLAIN_TOAST_DURATION = 5_000;
/** Lifetime of the "couldn't open the conversation" toast. */
export const ERROR_TOAST_DURATION = 8_000;

/** What `onAsk` receives: the strings the toast shows, as plain text. */
export interface AskToastAskEvent {
  sessionId: string;
  /** The stable localized title (`messages.toastAskTitle`); never the session title. */
  title: string;
  /** The first question, its Markdown rendered to plain text. */
  body: string;
}

export interface AskToastProviderProps {
  /**
   * Opens the conversation through the host's normal session selection. The toast is dismissed
   * only after the promise resolves; on rejection an error toast appears and the toast stays.
   */
  openSession: (sessionId: string) => Promise<unknown>;
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
   * At most this many toasts are visible; the rest wait and show as space frees up.
   * @default 3
   */
  max?: number;
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

export interface AskToastsApi {
  /** Shows (or replaces in place) the session's ask toast; chimes once; calls `onAsk`. Never navigates. */
  notifyAsk(input: { sessionId: string; request: AskRequest }): void;
  /**
   * A plain, non-interactive toast. `duration` in milliseconds.
   * @default duration 5_000
   */
  notify(input: { title: string; description?: string; duration?: number }): void;
  /** Closes the session's ask toast (and its error toast), e.g. once it was answered elsewhere. */
  dismissSession(sessionId: string): void;
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

/** Host callbacks must not break the toast flow; their errors are reported, not thrown. */
function callSafely(fn: () => void): void {
  try {
    fn();
  } catch (error) {
    if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
    else console.error(error);
  }
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

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
  chime = true,
  onAsk,
  duration = ASK_TOAST_DURATION,
  max = 3,
  hotkey,
  messages: overrides,
  children,
}: AskToastProviderProps) {
  const messages = useAskMessages(overrides);
  const [queue] = useState(() => new AskToastQueue({ max }));
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const [announcement, setAnnouncement] = useState<{ question: string } | null>(null);
  const viewportRef = useRef<HTMLOListElement>(null);
  const nodes = useRef(new Map<string, HTMLElement>());

  // The API is stable for the provider's life; it reads the latest props through this ref.
  const latest = useRef({ openSession, chime, onAsk, duration, messages });
  latest.current = { openSession, chime, onAsk, duration, messages };

  useEffect(() => queue.setMax(max), [queue, max]);
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

  /** Radix's rule: a toast closing with focus inside hands focus to the viewport, not to body. */
  const releaseFocus = useCallback((id: string) => {
    const node = nodes.current.get(id);
    if (node?.contains(document.activeElement)) viewportRef.current?.focus();
  }, []);

  const api = useMemo<AskToastsApi>(
    () => ({
      notifyAsk({ sessionId, request }) {
        const { chime, onAsk, duration, messages } = latest.current;
        const id = askToastId(sessionId);
        const replacing = queue.get(id)?.open === true && queue.isVisible(id);
        queue.upsertSession(sessionId, request, { duration });
        const question = request.questions[0]?.question ?? '';
        // Radix announces a toast once, when its element mounts; a visible toast replaced in
        // place keeps its element, so its new question is announced here.
        if (replacing) setAnnouncement({ question });
        if (chime === true) playSoftChime();
        else if (typeof chime === 'function') callSafely(chime);
        if (onAsk) callSafely(() => onAsk({ sessionId, title: messages.toastAskTitle, body: markdownToPlainText(question) }));
      },
      notify({ title, description, duration = PLAIN_TOAST_DURATION }) {
        queue.add({ kind: 'plain', title, ...(description === undefined ? {} : { description }) }, { duration });
      },
      dismissSession(sessionId) {
        releaseFocus(askToastId(sessionId));
        releaseFocus(askErrorToastId(sessionId));
        queue.dismissSession(sessionId);
      },
    }),
    [queue, releaseFocus],
  );

  const activate = useCallback(
    (id: string) => {
      const item = queue.get(id);
      // A second activation while the first is pending does nothing.
      if (!item || item.kind !== 'ask' || item.busy || !item.open) return;
      const { sessionId } = item;
      queue.setBusy(id, true);
      let pending: Promise<unknown>;
      try {
        pending = Promise.resolve(latest.current.openSession(sessionId));
      } catch (error) {
        pending = Promise.reject(error);
      }
      pending.then(
        () => {
          queue.setBusy(id, false);
          releaseFocus(id);
          releaseFocus(askErrorToastId(sessionId));
          queue.dismissSession(sessionId);
        },
        () => {
          // The reminder stays for a retry; the pending question is untouched.
          queue.setBusy(id, false);
          queue.upsert(askErrorToastId(sessionId), { kind: 'error', sessionId }, { duration: ERROR_TOAST_DURATION });
        },
      );
    },
    [queue, releaseFocus],
  );

  const setNode = useCallback((id: string, node: HTMLElement | null) => {
    if (node) nodes.current.set(id, node);
    else nodes.current.delete(id);
  }, []);

  return (
    <AskToastsContext.Provider value={api}>
      {children}
      <Toast.Provider label={messages.toastLabel} duration={Infinity}>
        {items.map((item, index) => (
          <AskToastView
            key={item.id}
            item={item}
            order={index}
            messages={messages}
            queue={queue}
            onActivate={activate}
            setNode={setNode}
          />
        ))}
        <Toast.Viewport ref={viewportRef} data-part="toast-viewport" label={messages.toastViewportLabel} {...(hotkey ? { hotkey } : {})} />
      </Toast.Provider>
      <div role="status" aria-live="polite" aria-atomic="true" data-part="toast-announcer" style={visuallyHidden}>
        {announcement && (
          <>
            {messages.toastAskTitle}: <AskMarkdown inline>{announcement.question}</AskMarkdown>
          </>
        )}
      </div>
    </AskToastsContext.Provider>
  );
}

interface AskToastViewProps {
  item: AskToastItem;
  order: number;
  messages: AskMessages;
  queue: AskToastQueue;
  onActivate: (id: string) => void;
  setNode: (id: string, node: HTMLElement | null) => void;
}

/** Whether the user has a text selection touching `node` (a mouse drag over the toast). */
function hasSelectionIn(node: Node | null): boolean {
  const selection = typeof window === 'undefined' ? null : window.getSelection();
  if (!node || !selection || selection.isCollapsed || selection.toString().trim() === '') return false;
  for (let i = 0; i < selection.rangeCount; i++) {
    if (selection.getRangeAt(i).intersectsNode(node)) return true;
  }
  return false;
}

/** Memoized: a replace in place re-renders that toast only, not its neighbours. */
const AskToastView = memo(function AskToastView({ item, order, messages, queue, onActivate, setNode }: AskToastViewProps) {
  const { id } = item;
  const baseId = useId();
  const rootRef = useRef<HTMLLIElement | null>(null);
  const mouseDrag = useRef(false);

  const ref = useCallback(
    (node: HTMLLIElement | null) => {
      rootRef.current = node;
      setNode(id, node);
    },
    [id, setNode],
  );

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A mouse click that ends a text selection is a selection, not an activation. Keyboard
    // activation (detail 0) always opens.
    if (event.detail !== 0 && hasSelectionIn(rootRef.current)) return;
    onActivate(id);
  };

  // Radix turns a mouse drag on a toast into a swipe; pressed on the message it must select
  // text, so the moves skip Radix's handler (touch swipes still work). The flag lasts until the
  // next press: a drag of selected text ends in pointercancel, which Radix does not handle, and
  // its stale start point would turn the next plain mouse move into a swipe.
  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    const target = event.target as Element;
    mouseDrag.current = event.pointerType === 'mouse' && !!target.closest?.('[data-part="toast-message"]');
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (mouseDrag.current && event.pointerType === 'mouse') event.preventDefault();
  };

  const common = {
    ref,
    open: item.open,
    onOpenChange: (open: boolean) => {
      if (!open) queue.dismiss(id);
    },
    // The queue owns the timers (a replace restarts them); Radix reports hover and focus.
    duration: Infinity,
    onPause: () => queue.pause('viewport'),
    onResume: () => queue.resume('viewport'),
    'data-part': 'toast',
    'data-kind': item.kind,
    style: { order },
  };
  const close = (
    <Toast.Close data-part="toast-close" aria-label={messages.toastClose}>
      <span aria-hidden="true">×</span>
    </Toast.Close>
  );

  if (item.kind === 'ask') {
    const question = item.request.questions[0]?.question ?? '';
    return (
      <Toast.Root
        {...common}
        type="background"
        data-busy={item.busy ? '' : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
      >
        <button
          type="button"
          data-part="toast-message"
          aria-describedby={`${baseId}-hint`}
          aria-busy={item.busy || undefined}
          onClick={onClick}
        >
          <Toast.Title asChild>
            <span data-part="toast-title">
              {messages.toastAskTitle}
            </span>
          </Toast.Title>
          {/* Name from content (title, then question): the space keeps the words apart in it. */}{' '}
          <Toast.Description asChild>
            <span data-part="toast-body">
              <AskMarkdown inline>{question}</AskMarkdown>
            </span>
          </Toast.Description>
        </button>
        <span id={`${baseId}-hint`} hidden>
          {messages.toastOpenConversation}
        </span>
        {close}
      </Toast.Root>
    );
  }

  const title = item.kind === 'error' ? messages.toastOpenError : item.title;
  const description = item.kind === 'error' ? messages.toastOpenErrorDescription : item.description;
  return (
    <Toast.Root {...common} type={item.kind === 'error' ? 'foreground' : 'background'}>
      <div data-part="toast-content">
        <Toast.Title data-part="toast-title">{title}</Toast.Title>
        {description ? <Toast.Description data-part="toast-body">{description}</Toast.Description> : null}
      </div>
      {close}
    </Toast.Root>
  );
});
