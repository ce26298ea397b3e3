import {
  forwardRef,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ForwardedRef,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { askRequestKey } from '../../core/machine/identity';
import type { AskCardMessages } from '../../core/messages/types';
import type { AskRuntimes } from '../../core/registry';
import { checkAskRequest } from '../../core/schema/request';
import type { AskInputError } from '../../core/schema/errors';
import type { AskRequest } from '../../core/types';
import { useAskCardMessages } from '../i18n/context';
import { useAskRegistry } from '../registry';
import { AskCardContext, type AskCardContextValue } from './context';
import { composeRefs } from '../dom';
import { cardAnatomy } from './anatomy';
import { noAskRegistryError } from './dialects';
import { mergeProps } from './merge-props';
import type { AskCardApi, AskHeadingLevel, UseAskCardOptions } from './types';
import { getAskStepClock, splitAskCardProps, useAskCardWith } from './use-ask-card';

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
 * `fallback`: the dialects read when neither `registry` nor a provider gives any (`ask-cards`
 * passes the default registry, `ask-cards/card` none).
 *
 * @example
 * const AskCardRoot = askCardRootWith(undefined);
 * <AskCardRoot request={request} registry={registry}>…</AskCardRoot>
 */
export function askCardRootWith(fallback: AskRuntimes | undefined) {
  return forwardRef<HTMLDivElement, AskCardRootProps>(function AskCardRoot(props, ref) {
    const identity = useAskRequestIdentity(props, fallback);
    // The ref is only handed on to the root element, never read.
    // eslint-disable-next-line react-hooks/refs
    return renderAskCardRoot(props, ref, identity);
  });
}

/** A request's one key and its check (`AskCard` and `AskCard.Root` both read it here). */
export interface AskRequestIdentity {
  /** `askRequestKey(request)`: a request with other content is another prompt. */
  key: string;
  /**
   * Why the request is not a well-formed AskRequest (or the card has no dialects to read); null
   * when it is, or the state is owned.
   */
  error: AskInputError | null;
  /** The dialects the owned card reads: its `registry`, the provider's, else the fallback. */
  dialects: AskRuntimes | undefined;
}

/**
 * The request keyed once by content, and checked once. Hosts rebuild equal requests on every
 * render: those keep the card; a request with other content is a fresh card (the key resets it),
 * also for hosts that render `<AskCard request={call.request} />` without a `key`.
 */
export function useAskRequestIdentity(
  props: AskCardRootProps,
  fallback: AskRuntimes | undefined,
): AskRequestIdentity {
  const owned = !props.card;
  const request = props.card ? props.card.request : props.request;
  const key = useMemo(() => askRequestKey(request), [request]);
  // Checked under the dialects the card will read: its `registry` option, else the provider's.
  // Like the machine, a live card keeps the dialects it was first checked under for as long as
  // its request stays the same: a registry dropped or swapped while it waits (a provider
  // remounting) neither swaps the card, and the answers in it, for the notice nor checks it under
  // a policy it does not run. A card that had none yet takes the first it is given.
  const provided = useAskRegistry();
  const given = props.card ? undefined : (props.registry ?? provided ?? fallback);
  // React's pattern for what a component remembers from an earlier render: state set while
  // rendering, only when the request (its key) changed.
  const [kept, keep] = useState<{ key: string; dialects: AskRuntimes } | null>(null);
  if (given && kept?.key !== key) keep({ key, dialects: given });
  const dialects = kept?.key === key ? kept.dialects : given;
  const error = useMemo(() => {
    if (!owned) return null;
    return dialects ? checkAskRequest(request, dialects) : noAskRegistryError();
  }, [owned, request, dialects]);
  const onError = props.card ? undefined : props.onError;
  // Once per error, by what it says about which request: a host's inline `onError`, request or
  // registry is a new object on every render (each re-check a new error object), and must not
  // hear the same error again (a host that stores the error would re-render forever).
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!error || !onError) return;
    const said = `${key}\0${error.message}`;
    if (reported.current === said) return;
    reported.current = said;
    onError(error);
  });
  return { key, error, dialects };
}

/** The Root's element for its props: the view of a given `card`, the notice, or an owned card. */
export function renderAskCardRoot(
  props: AskCardRootProps,
  ref: ForwardedRef<HTMLDivElement>,
  { key, error, dialects }: AskRequestIdentity,
): ReactNode {
  if (props.card) {
    const { card, request: _request, ...rest } = props;
    return <AskCardRootView {...rest} api={card} ref={ref} />;
  }
  if (error) return <AskCardInvalid messages={props.messages} ref={ref} />;
  return <AskCardOwnedRoot key={key} {...props} dialects={dialects} ref={ref} />;
}

/** The card owning its state: the hook on the (checked) request, then the view. */
const AskCardOwnedRoot = forwardRef<
  HTMLDivElement,
  AskCardOwnedProps & { dialects: AskRuntimes | undefined }
>(function AskCardOwnedRoot({ request, card: _card, onError: _onError, dialects, ...props }, ref) {
  const [options, rest] = splitAskCardProps(props);
  // `request` passed the check under `dialects`: the hook's `createAskState` finds it checked.
  const api = useAskCardWith(request, options, dialects);
  return <AskCardRootView {...rest} api={api} ref={ref} />;
});

/** What a malformed request shows: a notice, never a half-valid card. */
const AskCardInvalid = forwardRef<HTMLDivElement, { messages?: Partial<AskCardMessages> }>(
  function AskCardInvalid({ messages }, ref) {
    const text = useAskCardMessages(messages).invalidRequest;
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
  { api, autoFocus = true, headingLevel = 2, dir, children, ...rest },
  forwardedRef,
) {
  const {
    ref: attach,
    role,
    'aria-label': label,
    dir: direction,
    onKeyDown,
    ...owned
  } = api.getRootProps({ autoFocus });
  // Both refs are only handed on to the element (`attach` is the root ref, stable per card).
  // eslint-disable-next-line react-hooks/refs, react-hooks/preserve-manual-memoization
  const ref = useMemo(() => composeRefs(forwardedRef, attach), [forwardedRef, attach]);
  const step = getAskStepClock(api);
  const context = useMemo<AskCardContextValue>(
    () => ({ api, headingLevel, step }),
    [api, headingLevel, step],
  );
  const { children: announcement, ...liveRegion } = api.getLiveRegionProps();

  return (
    <AskCardContext.Provider value={context}>
      <div
        {...mergeProps(
          // The host may rename the group and set its direction; the card's keys run after the
          // host's `onKeyDown`, unless it prevented the default.
          { role, 'aria-label': label, dir: dir ?? direction, onKeyDown },
          rest,
          { ...owned, ref },
        )}
      >
        {children}
        <div {...liveRegion}>{announcement}</div>
      </div>
    </AskCardContext.Provider>
  );
});
