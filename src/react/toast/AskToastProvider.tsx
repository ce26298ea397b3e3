import * as Toast from '@radix-ui/react-toast';
import {
  createContext,
  memo,
  useCallback,
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
import { AskInputError } from '../../core/schema/errors';
import { checkAskRequest } from '../../core/schema/request';
import type { AskRequest } from '../../core/types';
import { AskBoundary } from '../boundary/AskBoundary';
import { visuallyHidden } from '../dom';
import { useAskMessages } from '../i18n';
import { AskMarkdown } from '../markdown';
import { playSoftChime } from './chime';
import { markdownToSpokenText } from './plain-text';
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
  /**
   * Shows (or replaces in place) the session's ask toast; chimes once; calls `onAsk`. Never
   * navigates. @throws AskInputError, before anything shows, for a malformed request or an empty
   * `sessionId`.
   */
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
    (globalThis.reportError ?? console.error)(error);
  }
}

/** What the API reads when it is called, not when it is made. */
type LatestProps = Pick<AskToastProviderProps, 'openSession' | 'chime' | 'onAsk'> & {
  duration: number;
  messages: AskMessages;
};

/** The first question of an ask toast's request. */
const firstQuestion = (request: AskRequest) => request.questions[0]?.question ?? '';

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

  // The API is stable for the provider's life; it reads the latest props through this ref.
  const latest = useRef<LatestProps>(null!);
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

  const api = useMemo<AskToastsApi>(
    () => ({
      notifyAsk({ sessionId, request }) {
        // Checked before anything shows or chimes: a typed error at the call, never a broken toast.
        const error = checkAskRequest(request);
        if (error) throw error;
        if (typeof sessionId !== 'string' || sessionId === '') {
          throw new AskInputError([
            {
              path: ['sessionId'],
              message:
                'sessionId must be a non-empty string: pass the id of the conversation that asked',
            },
          ]);
        }
        const { chime, onAsk, duration, messages } = latest.current;
        const id = askToastId(sessionId);
        const replacing = queue.get(id)?.open === true && queue.isVisible(id);
        queue.upsertSession(sessionId, request, { duration });
        const question = firstQuestion(request);
        // Radix announces a toast once, when its element mounts; a visible toast replaced in
        // place keeps its element, so its new question is announced here.
        if (replacing) setAnnouncement({ question });
        if (chime === true) playSoftChime();
        else if (chime) callSafely(chime);
        if (onAsk)
          callSafely(() =>
            onAsk({
              sessionId,
              title: messages.toastAskTitle,
              body: markdownToSpokenText(question),
            }),
          );
      },
      notify({ title, description, duration = PLAIN_TOAST_DURATION }) {
        queue.add({ kind: 'plain', title, description }, { duration });
      },
      dismissSession: (sessionId) => queue.dismissSession(sessionId),
    }),
    [queue],
  );

  const activate = useCallback(
    (id: string) => {
      const item = queue.get(id);
      // A second activation while the first is pending does nothing.
      if (item?.kind !== 'ask' || item.busy || !item.open) return;
      const { sessionId } = item;
      queue.setBusy(id, true);
      new Promise((resolve) => resolve(latest.current.openSession(sessionId))).then(
        () => {
          queue.setBusy(id, false);
          queue.dismissSession(sessionId);
        },
        () => {
          // The reminder stays for a retry; the pending question is untouched.
          queue.setBusy(id, false);
          queue.upsert(
            askErrorToastId(sessionId),
            { kind: 'error', sessionId },
            { duration: ERROR_TOAST_DURATION },
          );
        },
      );
    },
    [queue],
  );

  return (
    <AskToastsContext.Provider value={api}>
      {children}
      <Toast.Provider label={messages.toastLabel} duration={Infinity}>
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
              onActivate={activate}
            />
          </AskBoundary>
        ))}
        <Toast.Viewport
          ref={viewportRef}
          data-part="toast-viewport"
          label={messages.toastViewportLabel}
          hotkey={hotkey}
        />
      </Toast.Provider>
      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-part="toast-announcer"
        style={visuallyHidden}
      >
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

/** Memoized: a replace in place re-renders that toast only, not its neighbours. */
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

  // Radix's rule, for closes it does not make itself (a dismiss from the host or after opening
  // the session): a toast closing with focus inside hands focus to the viewport, not to body.
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
      // The queue owns the timers (a replace restarts them; the provider sets no duration);
      // Radix reports hover and focus.
      onPause={() => queue.pause('viewport')}
      onResume={() => queue.resume('viewport')}
      type={error ? 'foreground' : 'background'}
      data-part="toast"
      data-kind={kind}
      data-busy={item.busy ? '' : undefined}
      style={{ order }}
      // Radix turns a mouse drag on a toast into a swipe; pressed on the message it must select
      // text, so the moves skip Radix's handler (touch swipes still work). The flag lasts until
      // the next press: a drag of selected text ends in pointercancel, which Radix does not
      // handle, and its stale start point would turn the next plain mouse move into a swipe.
      onPointerDown={(event) => {
        mouseDrag.current =
          event.pointerType === 'mouse' &&
          !!(event.target as Element).closest?.('[data-part="toast-message"]');
      }}
      onPointerMove={(event) => {
        if (mouseDrag.current && event.pointerType === 'mouse') event.preventDefault();
      }}
    >
      {item.kind === 'ask' ? (
        <>
          <button
            type="button"
            data-part="toast-message"
            aria-describedby={hintId}
            aria-busy={item.busy || undefined}
            onClick={(event) => {
              // A mouse click that ends a text selection is a selection, not an activation.
              // Keyboard activation (detail 0) always opens.
              if (event.detail === 0 || !hasSelectionIn(rootRef.current!)) onActivate(id);
            }}
          >
            <Toast.Title asChild>
              <span data-part="toast-title">{messages.toastAskTitle}</span>
            </Toast.Title>
            {/* Name from content (title, then question): the space keeps the words apart in it. */}{' '}
            <Toast.Description asChild>
              <span dir="auto" data-part="toast-body">
                <AskMarkdown inline>{firstQuestion(item.request)}</AskMarkdown>
              </span>
            </Toast.Description>
          </button>
          <span id={hintId} hidden>
            {messages.toastOpenConversation}
          </span>
        </>
      ) : (
        <div data-part="toast-content">
          <Toast.Title dir="auto" data-part="toast-title">
            {error ? messages.toastOpenError : item.title}
          </Toast.Title>
          {description ? (
            <Toast.Description dir="auto" data-part="toast-body">
              {description}
            </Toast.Description>
          ) : null}
        </div>
      )}
      <Toast.Close data-part="toast-close" aria-label={messages.toastClose}>
        <span aria-hidden="true">×</span>
      </Toast.Close>
    </Toast.Root>
  );
});
