import {
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
} from 'react';
import type { ElicitResult } from '../../core/adapters/elicitation/result';
import type { ElicitUrlRequest } from '../../core/adapters/elicitation/schema';
import { createAnatomy } from '../anatomy';
import { isolateQuote, visuallyHidden } from '../dom';
import { useAskMessages } from '../i18n';
import { urlCardMessages, type AskUrlCardMessages } from './messages';

/** The URL card's parts, in the card's scope so the card's stylesheet and tokens apply. */
const anatomy = createAnatomy('ask-card', [
  'root',
  'requester',
  'message',
  'url',
  'url-host',
  'url-text',
  'url-refused',
  'actions',
  'open',
  'decline-all',
  'dismiss',
  'outcome',
]);

/** Where the card is: waiting for a choice, handed to the browser, or declined / cancelled. */
export type AskUrlCardState = 'pending' | 'opened' | 'declined' | 'cancelled';

export interface AskUrlCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** A URL-mode request, from `parseElicitUrlRequest(params, { source })`. */
  request: ElicitUrlRequest;
  /**
   * Open the link: the host decides how (a new browser tab, the system browser). The card never
   * navigates by itself, and calls this only for `https:` links, only on the user's press.
   */
  onOpenUrl: (url: string) => void;
  /**
   * The answer to send back: `accept` on Open (the user agreed to go; the server says when it is
   * done with `notifications/elicitation/complete`, and the host then closes the card), `decline`,
   * or `cancel` (Cancel, or the `signal` aborting). Called once.
   */
  onResolve: (result: ElicitResult) => void;
  /** The request's signal (`extra.signal`): when it aborts, the card resolves as `cancel`. */
  signal?: AbortSignal;
  /** Words to override, for any locale. */
  messages?: Partial<AskUrlCardMessages>;
}

/**
 * An MCP URL-mode elicitation: the server's message, the link as inert text with its host name
 * first and prominent, and Open / Decline / Cancel. Only `https:` links get an Open button;
 * others are shown, with a notice saying why they cannot be opened.
 *
 * @example
 * <AskUrlCard request={parseElicitUrlRequest(params, { source: serverName })}
 *   onOpenUrl={(url) => window.open(url, '_blank', 'noopener,noreferrer')}
 *   onResolve={respond} signal={extra.signal} />
 */
export const AskUrlCard = forwardRef<HTMLDivElement, AskUrlCardProps>(function AskUrlCard(
  { request, onOpenUrl, onResolve, signal, messages: overrides, ...props },
  ref,
) {
  const { locale, dir } = useAskMessages();
  const m = useMemo(() => ({ ...urlCardMessages(locale), ...overrides }), [locale, overrides]);
  const [state, setState] = useState<AskUrlCardState>('pending');
  const id = useId();
  const resolved = useRef(false);
  const latest = useRef(onResolve);
  latest.current = onResolve;

  const finish = (next: AskUrlCardState, result: ElicitResult) => {
    if (resolved.current) return;
    resolved.current = true;
    setState(next);
    latest.current(result);
  };

  useEffect(() => {
    if (!signal) return;
    const abort = () => {
      if (resolved.current) return;
      resolved.current = true;
      setState('cancelled');
      latest.current({ action: 'cancel' });
    };
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
    return () => signal.removeEventListener('abort', abort);
  }, [signal]);

  const { message, url, host, openable, requester } = request;
  const protocol = URL.canParse(url) ? new URL(url).protocol.replace(/:$/, '') : url;
  // A link without a host (`javascript:`, `data:`) shows its scheme where the host would be.
  const shownHost = host || `${protocol}:`;
  const status =
    state === 'opened'
      ? m.opened(shownHost)
      : state === 'declined'
        ? m.declined
        : state === 'cancelled'
          ? m.cancelled
          : '';
  return (
    <div
      role="group"
      aria-label={m.cardLabel}
      dir={dir === 'rtl' ? 'rtl' : undefined}
      {...props}
      ref={ref}
      {...anatomy.part('root')}
      data-variant="url"
      data-state={state === 'pending' ? 'pending' : 'resolved'}
      data-outcome={state}
    >
      {requester && (
        <p dir="auto" {...anatomy.part('requester')}>
          {m.requestedBy(isolateQuote(requester))}
        </p>
      )}
      <p dir="auto" {...anatomy.part('message')}>
        {message}
      </p>
      <div {...anatomy.part('url')}>
        <span dir="ltr" {...anatomy.part('url-host')}>
          {shownHost}
        </span>
        <span style={visuallyHidden}>{m.linkLabel}: </span>
        <span dir="ltr" {...anatomy.part('url-text')}>
          {url}
        </span>
      </div>
      {!openable && (
        <p id={`${id}-refused`} {...anatomy.part('url-refused')}>
          {m.refused(protocol)}
        </p>
      )}
      {state === 'pending' ? (
        <div {...anatomy.part('actions')}>
          <button
            type="button"
            {...anatomy.part('decline-all')}
            onClick={() => finish('declined', { action: 'decline' })}
          >
            {m.decline}
          </button>
          <button
            type="button"
            {...anatomy.part('dismiss')}
            onClick={() => finish('cancelled', { action: 'cancel' })}
          >
            {m.cancel}
          </button>
          {openable && (
            <button
              type="button"
              {...anatomy.part('open')}
              onClick={() => {
                if (resolved.current) return;
                onOpenUrl(url);
                finish('opened', { action: 'accept' });
              }}
            >
              {m.open(shownHost)}
            </button>
          )}
        </div>
      ) : (
        <p {...anatomy.part('outcome')} data-state={state}>
          {status}
        </p>
      )}
      <div aria-live="polite" aria-atomic="true" style={visuallyHidden}>
        {status}
      </div>
    </div>
  );
});
