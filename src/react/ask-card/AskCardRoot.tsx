import { forwardRef, useEffect, useMemo, type HTMLAttributes, type ReactNode } from 'react';
import { askRequestKey } from '../../core/machine/identity';
import type { AskMessages } from '../../core/messages/types';
import { checkAskRequest } from '../../core/schema/request';
import type { AskInputError } from '../../core/schema/errors';
import type { AskRequest } from '../../core/types';
import { useAskMessages } from '../i18n';
import { AskCardContext, type AskCardContextValue, type AskHeadingLevel } from './context';
import { composeRefs } from '../dom';
import { cardAnatomy } from './dom';
import {
  getAskStepClock,
  splitAskCardProps,
  useAskCard,
  type AskCardApi,
  type UseAskCardOptions,
} from './use-ask-card';

interface AskCardRootOwnProps extends Omit<HTMLAttributes<HTMLDivElement>, 'dir' | 'autoFocus'> {
  children?: ReactNode;
  /**
   * Move focus to the question heading when the card mounts. Step changes always move focus to
   * the new question while focus is in the card.
   * @default true
   */
  autoFocus?: boolean;
  /**
   * `aria-level` of the question headings; match it to the host page's outline. The default
   * sits under a chat page's one `h1` (its title): a deeper default skips a level, which axe's
   * `heading-order` rule reports on the host's page.
   * @default 2
   */
  headingLevel?: AskHeadingLevel;
  /**
   * Text direction. By default the card inherits the host's, unless the message catalog is
   * right-to-left (`messages.dir === 'rtl'`).
   */
  dir?: 'ltr' | 'rtl';
}

/** The card creates and owns its state from `request` and the `useAskCard` options. */
export type AskCardOwnedProps = AskCardRootOwnProps &
  UseAskCardOptions & {
    request: AskRequest;
    card?: undefined;
    /**
     * Called when `request` is not a well-formed AskRequest. The card then shows a short
     * localized notice (`role="alert"`, `data-state="invalid"`) instead of a half-valid card, and
     * does not throw: one bad prompt never takes the chat down.
     */
    onError?: (error: AskInputError) => void;
  };

/**
 * The card renders a state owned elsewhere: `card` is a `useAskCard` result held by a parent
 * (which passed `request`, `onResolve`, `signal`… to the hook).
 */
export type AskCardControlledProps = AskCardRootOwnProps & {
  card: AskCardApi;
  request?: undefined;
};

export type AskCardRootProps = AskCardOwnedProps | AskCardControlledProps;

/**
 * The card element, its context and its keyboard model. Either give it a `request` (the card owns
 * its state) or a `card` from `useAskCard` (a parent owns it, e.g. to keep it while the card is
 * hidden). Switching between the two remounts the card.
 *
 * @example
 * <AskCard.Root request={request} onResolve={send}>
 *   <AskCard.Question /><AskCard.Options /><AskCard.Actions />
 * </AskCard.Root>
 * @example
 * const card = useAskCard(request, { onResolve });
 * <AskCard.Root card={card}>…</AskCard.Root>
 */
export const AskCardRoot = forwardRef<HTMLDivElement, AskCardRootProps>(
  function AskCardRoot(props, ref) {
    if (props.card) {
      const { card, request: _request, ...rest } = props;
      return <AskCardRootView {...rest} api={card} ref={ref} />;
    }
    return <AskCardOwnedRoot {...props} ref={ref} />;
  },
);

const AskCardOwnedRoot = forwardRef<HTMLDivElement, AskCardOwnedProps>(
  function AskCardOwnedRoot(props, ref) {
    const error = useMemo(() => checkAskRequest(props.request), [props.request]);
    const { onError } = props;
    useEffect(() => {
      if (error) onError?.(error);
    }, [error, onError]);
    // A request with other content is another prompt, never the old one's state: hosts that render
    // `<AskCard request={call.request} />` without a `key` get a fresh card for the next call.
    const prompt = useMemo(() => askRequestKey(props.request), [props.request]);
    return error ? (
      <AskCardInvalid messages={props.messages} ref={ref} />
    ) : (
      <AskCardValidRoot key={prompt} {...props} ref={ref} />
    );
  },
);

const AskCardValidRoot = forwardRef<HTMLDivElement, AskCardOwnedProps>(function AskCardValidRoot(
  { request, card: _card, onError: _onError, ...props },
  ref,
) {
  const [options, rest] = splitAskCardProps(props);
  // `request` passed the check above: the hook's `createAskState` finds it checked already.
  const api = useAskCard(request, options);
  return <AskCardRootView {...rest} api={api} ref={ref} />;
});

/** What a malformed request shows: a notice, never a half-valid card. */
const AskCardInvalid = forwardRef<HTMLDivElement, { messages?: Partial<AskMessages> }>(
  function AskCardInvalid({ messages }, ref) {
    const text = useAskMessages(messages).invalidRequest;
    return (
      <div role="alert" ref={ref} {...cardAnatomy.part('root')} data-state="invalid">
        {text}
      </div>
    );
  },
);

interface AskCardRootViewProps extends AskCardRootOwnProps {
  api: AskCardApi;
}

const AskCardRootView = forwardRef<HTMLDivElement, AskCardRootViewProps>(function AskCardRootView(
  { api, autoFocus = true, headingLevel = 2, dir, children, onKeyDown, ...rest },
  forwardedRef,
) {
  const { ref: rootRef, onKeyDown: handleKeyDown, ...root } = api.getRootProps({ autoFocus });
  const ref = useMemo(() => composeRefs(forwardedRef, rootRef), [forwardedRef, rootRef]);
  const step = getAskStepClock(api);
  const context = useMemo<AskCardContextValue>(
    () => ({ api, headingLevel, step }),
    [api, headingLevel, step],
  );
  const { children: announcement, ...liveRegion } = api.getLiveRegionProps();

  return (
    <AskCardContext.Provider value={context}>
      <div
        role={root.role}
        aria-label={root['aria-label']}
        dir={dir ?? root.dir}
        {...rest}
        ref={ref}
        {...cardAnatomy.part('root')}
        data-state={root['data-state']}
        data-layout={root['data-layout']}
        data-dialect={root['data-dialect']}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (!event.defaultPrevented) handleKeyDown?.(event);
        }}
      >
        {children}
        <div {...liveRegion}>{announcement}</div>
      </div>
    </AskCardContext.Provider>
  );
});
