import { forwardRef, useId, type HTMLAttributes } from 'react';
import type { ElicitResult } from '../../core/adapters/elicitation/result';
import type { ElicitUrlRequest } from '../../core/adapters/elicitation/schema';
import type { AskMessages } from '../../core/messages';
import { isolateQuote, rootDir, visuallyHidden } from '../dom';
import { useAskMessages } from '../i18n';
import { urlCardAnatomy as anatomy } from './anatomy';
import { useUrlElicitation } from './use-url-elicitation';

export type { AskUrlCardState } from './use-url-elicitation';

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
  /**
   * Overrides for any message keys: the card reads `urlCardLabel`, `urlLinkLabel`, `urlOpen`,
   * `urlCancel`, `urlRefused`, `urlOpened`, `urlCancelled`, `requestedBy`, `decline` and
   * `outcome.declined`.
   */
  messages?: Partial<AskMessages>;
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
  const m = useAskMessages(overrides);
  const { state, resolve } = useUrlElicitation(onResolve, signal);
  const id = useId();

  const { message, url, host, openable, requester } = request;
  const protocol = URL.canParse(url) ? new URL(url).protocol.replace(/:$/, '') : url;
  // A link without a host (`javascript:`, `data:`) shows its scheme where the host would be.
  const shownHost = host || `${protocol}:`;
  const status =
    state === 'opened'
      ? m.urlOpened(shownHost)
      : state === 'declined'
        ? m.outcome.declined
        : state === 'cancelled'
          ? m.urlCancelled
          : '';
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
        <div {...anatomy.part('actions')}>
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
        <p {...anatomy.part('outcome')} data-state={state}>
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
