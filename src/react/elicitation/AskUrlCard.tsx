import { forwardRef, useEffect, useId, useRef, type HTMLAttributes } from 'react';
import type { ElicitationCompletions } from '../../core/adapters/elicitation/completions';
import type { ElicitResult } from '../../core/adapters/elicitation/result';
import type { ElicitUrlRequest } from '../../core/adapters/elicitation/schema';
import type { AskMessages } from '../../core/messages';
import { isolateQuote, rootDir, visuallyHidden } from '../dom';
import { useAskMessages } from '../i18n';
import { useIsomorphicLayoutEffect } from '../use-isomorphic-layout-effect';
import { urlCardAnatomy as anatomy } from './anatomy';
import { useUrlElicitation, type AskUrlCardState } from './use-url-elicitation';

export type { AskUrlCardState } from './use-url-elicitation';

export interface AskUrlCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** A URL-mode request, from `parseElicitUrlRequest(params, { source })` (MCP or ACP). */
  request: ElicitUrlRequest;
  /**
   * Open the link: the host decides how (a new browser tab, the system browser). The card never
   * navigates by itself, and calls this only for `https:` links, only on the user's press.
   */
  onOpenUrl: (url: string) => void;
  /**
   * The answer to send back: `accept` on Open (consent to go, not that the interaction finished:
   * the agent or server says that later with `elicitation/complete`), `decline`, or `cancel`
   * (Cancel, the `signal` aborting, or a completion arriving before the user chose: the agent no
   * longer waits). Called once.
   */
  onResolve: (result: ElicitResult) => void;
  /** The request's signal (`extra.signal`): when it aborts, the card resolves as `cancel`. */
  signal?: AbortSignal;
  /**
   * Where the host reports finished elicitations (`createElicitationCompletions()`, one per
   * connection): the card listens for its own `request.elicitationId` only and, when it
   * completes, shows that it is done, announces it and calls `onComplete`. Ids of other cards and
   * unknown ids change nothing.
   */
  completions?: ElicitationCompletions;
  /**
   * The same as a completion from `completions`, for a host that tracks completion itself: when
   * it turns `true` (or is `true` on mount), the card completes. It belongs to the request it
   * turned `true` with: a `true` kept when `request` changes does not complete the new request;
   * set it to `false` for that request, then `true` when it is done (or give each request its own
   * card with a `key`).
   * @default false
   */
  completed?: boolean;
  /**
   * Called once when the card completes (after Open, or while still pending, in which case
   * `onResolve` has just answered `cancel`): a host that unmounts finished cards does it here.
   * Not called when the user declined or cancelled first.
   */
  onComplete?: () => void;
  /**
   * Overrides for any message keys: the card reads `urlCardLabel`, `urlLinkLabel`, `urlOpen`,
   * `urlCancel`, `urlRefused`, `urlOpened`, `urlCancelled`, `urlCompleted`, `requestedBy`,
   * `decline` and `outcome.declined`.
   */
  messages?: Partial<AskMessages>;
}

/** What the outcome line and the live region say in each state. */
const STATUS: Record<AskUrlCardState, (m: AskMessages, host: string) => string> = {
  pending: () => '',
  opened: (m, host) => m.urlOpened(host),
  declined: (m) => m.outcome.declined,
  cancelled: (m) => m.urlCancelled,
  completed: (m, host) => m.urlCompleted(host),
};

/**
 * A URL-mode elicitation (MCP or ACP): the message, the link as inert text with its host name
 * first and prominent, and Open / Decline / Cancel. Only `https:` links get an Open button;
 * others are shown, with a notice saying why they cannot be opened. Given `completions`, it
 * closes itself when the agent or server reports its `elicitationId` complete.
 *
 * @example
 * <AskUrlCard request={parseElicitUrlRequest(params, { source: serverName })}
 *   onOpenUrl={(url) => window.open(url, '_blank', 'noopener,noreferrer')}
 *   onResolve={respond} signal={extra.signal}
 *   completions={completions} onComplete={() => unmount(request.elicitationId)} />
 */
export const AskUrlCard = forwardRef<HTMLDivElement, AskUrlCardProps>(function AskUrlCard(
  {
    request,
    onOpenUrl,
    onResolve,
    signal,
    completions,
    completed = false,
    onComplete,
    messages: overrides,
    ...props
  },
  ref,
) {
  const m = useAskMessages(overrides);
  const { elicitationId, message, url, host, openable, requester } = request;
  const actions = useRef<HTMLDivElement>(null);
  const outcome = useRef<HTMLParagraphElement>(null);
  // Set when the buttons go away while one of them has focus, so focus does not fall to <body>.
  const refocus = useRef(false);
  const { state, resolve, complete } = useUrlElicitation({
    identity: JSON.stringify([elicitationId, url, message]),
    onResolve,
    signal,
    onComplete,
    onLeavePending: () => {
      refocus.current = !!actions.current?.contains(document.activeElement);
    },
  });
  const id = useId();
  // Before paint: a completion that came first closes the card without showing live buttons.
  useIsomorphicLayoutEffect(
    () => completions?.subscribe(elicitationId, complete),
    [completions, elicitationId, complete],
  );
  // `completed` speaks for the request it turned true with: a flag the host has not reset yet
  // when the next request arrives must not close that one. Only a change to `true` completes.
  const completedBefore = useRef(false);
  useEffect(() => {
    const turnedTrue = completed && !completedBefore.current;
    completedBefore.current = completed;
    if (turnedTrue) complete();
  }, [completed, complete]);

  useIsomorphicLayoutEffect(() => {
    if (state === 'pending' || !refocus.current) return;
    refocus.current = false;
    outcome.current?.focus();
  }, [state]);

  const protocol = URL.canParse(url) ? new URL(url).protocol.replace(/:$/, '') : url;
  // A link without a host (`javascript:`, `data:`) shows its scheme where the host would be.
  const shownHost = host || `${protocol}:`;
  const status = STATUS[state](m, shownHost);
  return (
    <div
      role="group"
      aria-label={m.urlCardLabel}
      dir={rootDir(undefined, m)}
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
        <span style={visuallyHidden}>{m.urlLinkLabel}: </span>
        <span dir="ltr" {...anatomy.part('url-text')}>
          {url}
        </span>
      </div>
      {!openable && (
        <p id={`${id}-refused`} {...anatomy.part('url-refused')}>
          {m.urlRefused(protocol)}
        </p>
      )}
      {state === 'pending' ? (
        <div ref={actions} {...anatomy.part('actions')}>
          <button
            type="button"
            {...anatomy.part('decline-all')}
            onClick={() => resolve('declined')}
          >
            {m.decline}
          </button>
          <button type="button" {...anatomy.part('dismiss')} onClick={() => resolve('cancelled')}>
            {m.urlCancel}
          </button>
          {openable && (
            <button
              type="button"
              {...anatomy.part('open')}
              onClick={() => resolve('opened', () => onOpenUrl(url))}
            >
              {m.urlOpen(shownHost)}
            </button>
          )}
        </div>
      ) : (
        <p ref={outcome} tabIndex={-1} {...anatomy.part('outcome')} data-state={state}>
          {status}
        </p>
      )}
      <div
        {...anatomy.part('live-region')}
        aria-live="polite"
        aria-atomic="true"
        style={visuallyHidden}
      >
        {status}
      </div>
    </div>
  );
});
