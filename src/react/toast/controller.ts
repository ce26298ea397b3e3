/**
 * What the toasts do, without React: validate and show an ask (chime, `onAsk`), open a session
 * when its toast is activated (busy while the host navigates, dismissed only after success, an
 * error beside the reminder on failure or timeout). `AskToastProvider` is a view over it.
 */
import type { AskMessages } from '../../core/messages/types';
import { AskInputError } from '../../core/schema/errors';
import { lookupsOf } from '../../core/dialects/default';
import { checkAskRequestShape } from '../../core/schema/request';
import type { AskRegistry } from '../../core/registry';
import type { AskRequest } from '../../core/types';
import { playSoftChime } from './chime';
import { askErrorToastId, askToastId, type AskToastClock, type AskToastQueue } from './queue';

/** Default lifetime of an ask toast: long, a question waits for its user. */
export const ASK_TOAST_DURATION = 60_000;
/** Default lifetime of a plain `notify` toast. */
export const PLAIN_TOAST_DURATION = 5_000;
/** Lifetime of the "couldn't open the conversation" toast. */
export const ERROR_TOAST_DURATION = 8_000;
/** How long `openSession` may take before the toast gives up on it and shows the error. */
export const OPEN_SESSION_TIMEOUT = 15_000;

/** What `onAsk` receives: the strings the toast shows, as plain text. */
export interface AskToastAskEvent {
  sessionId: string;
  /** The stable localized title (`messages.toastAskTitle`); never the session title. */
  title: string;
  /** The first question as the toast shows it, in plain text. */
  body: string;
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

/** The settings a controller reads at each call (the provider's latest props). */
export interface AskToastSettings {
  openSession: (sessionId: string) => void | Promise<unknown>;
  chime: boolean | (() => void);
  onAsk?: (event: AskToastAskEvent) => void;
  duration: number;
  openTimeout: number;
  messages: Pick<AskMessages, 'toastAskTitle' | 'toastOpenConversation'>;
  /** The dialects a request is checked under (`AskRegistryProvider`); undefined: the default. */
  registry?: AskRegistry;
}

export interface AskToastControllerOptions {
  queue: AskToastQueue;
  /** The settings until the next `setSettings`. */
  settings: AskToastSettings;
  /**
   * Markdown → the plain text the toast shows (`onAsk`'s body); `''` for a question that renders
   * to nothing, which the toast shows as `messages.toastOpenConversation`.
   */
  toPlainText: (markdown: string) => string;
  /** Called when a visible toast is replaced in place, with its new first question. */
  onReplace?: (question: string) => void;
  /** Timer functions for the `openSession` timeout. @default the global ones */
  clock?: Pick<AskToastClock, 'setTimeout' | 'clearTimeout'>;
}

/** Host callbacks must not break the toast flow; their errors are reported, not thrown. */
function callSafely(fn: () => void): void {
  try {
    fn();
  } catch (error) {
    (globalThis.reportError ?? console.error)(error);
  }
}

/** The first question of an ask toast's request. */
export const firstQuestion = (request: AskRequest) =>
  // A form with no questions (an MCP confirmation) asks in its message.
  request.questions[0]?.question ?? request.message ?? '';

const globalTimers = {
  setTimeout: (callback: () => void, ms: number) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle: unknown) =>
    globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class AskToastController implements AskToastsApi {
  readonly #options: AskToastControllerOptions;
  #settings: AskToastSettings;

  constructor(options: AskToastControllerOptions) {
    this.#options = options;
    this.#settings = options.settings;
  }

  /** The provider's latest props, read at each call (so the API object stays the same). */
  setSettings(settings: AskToastSettings): void {
    this.#settings = settings;
  }

  notifyAsk = ({ sessionId, request }: { sessionId: string; request: AskRequest }): void => {
    // Checked before anything shows or chimes: a typed error at the call, never a broken toast.
    // Its shape: a toast records no answer, so it bundles no field check (the card that answers
    // runs the whole check).
    const error = checkAskRequestShape(request, lookupsOf(this.#settings.registry));
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
    const { queue, toPlainText, onReplace } = this.#options;
    const { chime, onAsk, duration, messages } = this.#settings;
    const id = askToastId(sessionId);
    const replacing = queue.get(id)?.open === true && queue.isVisible(id);
    queue.upsertSession(sessionId, request, { duration });
    const question = firstQuestion(request);
    if (replacing) onReplace?.(question);
    if (chime === true) playSoftChime();
    else if (chime) callSafely(chime);
    if (onAsk) {
      const body = toPlainText(question) || messages.toastOpenConversation;
      callSafely(() => onAsk({ sessionId, title: messages.toastAskTitle, body }));
    }
  };

  notify = ({
    title,
    description,
    duration = PLAIN_TOAST_DURATION,
  }: Parameters<AskToastsApi['notify']>[0]): void => {
    this.#options.queue.add({ kind: 'plain', title, description }, { duration });
  };

  dismissSession = (sessionId: string): void => this.#options.queue.dismissSession(sessionId);

  /**
   * Opens the toast's session. A second activation while one is pending does nothing. The toast
   * is busy until `openSession` settles; success dismisses it; a rejection, a throw or no answer
   * within `openTimeout` shows the error beside the reminder, which stays for a retry. Should a
   * navigation that timed out still succeed, the reminder it was for goes away then.
   */
  activate = (id: string): void => {
    const { queue, clock = globalTimers } = this.#options;
    const item = queue.get(id);
    if (item?.kind !== 'ask' || item.busy || !item.open) return;
    const { sessionId } = item;
    const { openSession, openTimeout } = this.#settings;
    queue.setBusy(id, true);
    let settled = false;
    const fail = () => {
      if (settled) return;
      settled = true;
      clock.clearTimeout(timer);
      queue.setBusy(id, false);
      if (!queue.get(id)?.open) return;
      queue.upsert(
        askErrorToastId(sessionId),
        { kind: 'error', sessionId },
        { duration: ERROR_TOAST_DURATION, companionOf: id },
      );
    };
    const timer =
      openTimeout > 0 && openTimeout < Infinity ? clock.setTimeout(fail, openTimeout) : undefined;
    new Promise((resolve) => resolve(openSession(sessionId))).then(() => {
      const late = settled;
      settled = true;
      clock.clearTimeout(timer);
      if (!late) queue.setBusy(id, false);
      queue.dismissSession(sessionId);
    }, fail);
  };
}
