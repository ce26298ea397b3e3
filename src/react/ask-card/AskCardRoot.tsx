import {
  forwardRef,
  useEffect,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { askRequestKey } from '../../core/machine/identity';
import type { AskMessages } from '../../core/messages/types';
import { checkAskRequest } from '../../core/schema/request';
import type { AskInputError } from '../../core/schema/errors';
import type { AskRequest } from '../../core/types';
import { useAskMessages } from '../i18n';
import { AskCardContext, type AskCardContextValue, type AskHeadingLevel } from './context';
import {
  composeRefs,
  focusIsWithinOrLost,
  hasCommandModifier,
  isComposing,
  isTextField,
  rootDir,
  visuallyHidden,
} from '../dom';
import { SCOPE, type AskStepClock } from './dom';
import { useIsomorphicLayoutEffect } from '../use-isomorphic-layout-effect';
import {
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
      <div role="alert" ref={ref} data-scope={SCOPE} data-part="root" data-state="invalid">
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
  const rootRef = useRef<HTMLDivElement | null>(null);
  const ref = useMemo(() => composeRefs(forwardedRef, rootRef), [forwardedRef]);
  useCardFocus(rootRef, api, autoFocus);
  const step = useStepClock(api);
  const context = useMemo<AskCardContextValue>(
    () => ({ api, headingLevel, step }),
    [api, headingLevel, step],
  );
  const { messages } = api;

  const announcement = liveAnnouncement(api);

  return (
    <AskCardContext.Provider value={context}>
      <div
        role="group"
        aria-label={messages.cardLabel}
        dir={rootDir(dir, messages)}
        {...rest}
        ref={ref}
        data-scope={SCOPE}
        data-part="root"
        data-state={api.status}
        data-layout={api.layout}
        data-dialect={api.request.dialect}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (!event.defaultPrevented) handleCardKeyDown(event, api);
        }}
      >
        {children}
        <div
          data-scope={SCOPE}
          data-part="live-region"
          aria-live="polite"
          aria-atomic="true"
          style={visuallyHidden}
        >
          {announcement}
        </div>
      </div>
    </AskCardContext.Provider>
  );
});

/** What the live region says: polite, changed only on a step change or the outcome. */
function liveAnnouncement({ isResolved, reason, layout, cursor, progress, messages }: AskCardApi) {
  if (isResolved) return messages.outcome[reason!];
  if (layout !== 'stepper') return '';
  return messages.questionPosition({ index: cursor + 1, count: progress.count });
}

/**
 * Focus follows the question: on mount (when `autoFocus`), and on each step change while focus
 * is in the card, it moves to the question heading (WAI-ARIA APG: managing focus in composites,
 * and the step change is announced by the heading and the live region). When the prompt resolves
 * and its controls disappear, focus moves to the outcome instead of falling to `body`.
 */
function useCardFocus(
  rootRef: RefObject<HTMLDivElement | null>,
  api: AskCardApi,
  autoFocus: boolean,
) {
  const last = useRef<{ cursor: number; resolved: boolean } | null>(null);
  const { cursor, isResolved, layout } = api;
  useIsomorphicLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const previous = last.current;
    last.current = { cursor, resolved: isResolved };
    if (!previous) {
      // Mounting never scrolls the host page: placing a new card in view is the chat's job.
      if (autoFocus && !isResolved)
        root.querySelector<HTMLElement>('[data-part="question"]')?.focus({ preventScroll: true });
      return;
    }
    if (isResolved && !previous.resolved) {
      if (focusIsWithinOrLost(root))
        root.querySelector<HTMLElement>('[data-part="outcome"]')?.focus();
      return;
    }
    // In the stacked layout the cursor follows the user's own clicks: focus stays where they are.
    if (
      !isResolved &&
      layout === 'stepper' &&
      cursor !== previous.cursor &&
      focusIsWithinOrLost(root)
    ) {
      root.querySelector<HTMLElement>('[data-part="question"]')?.focus();
    }
  }, [rootRef, cursor, isResolved, layout, autoFocus]);
}

/** The time of the last step change in the stepper, at commit: right after the press that caused it. */
function useStepClock({ cursor, layout }: AskCardApi): AskStepClock {
  const [step] = useState<AskStepClock>(() => ({ changedAt: -Infinity }));
  const last = useRef(cursor);
  useIsomorphicLayoutEffect(() => {
    if (last.current !== cursor && layout === 'stepper') step.changedAt = performance.now();
    last.current = cursor;
  }, [cursor, layout, step]);
  return step;
}

/** The question a key event is about: the one around the focused element, else the cursor. */
function questionAt(target: HTMLElement, api: AskCardApi): number {
  const holder = target.closest<HTMLElement>('[data-question-index]');
  // Stacked, the cursor is only where the user last clicked: a digit typed outside every
  // question (on Submit, say) has no question to act on.
  if (!holder) return api.layout === 'stacked' ? -1 : api.cursor;
  const index = Number(holder.dataset.questionIndex);
  return Number.isInteger(index) && index >= 0 && index < api.request.questions.length
    ? index
    : api.cursor;
}

/**
 * The card's shortcuts. Digits 1-9 choose options, the digit after the last option picks the free
 * text and focuses its field; Enter advances once the question has an answer; Ctrl/⌘+Enter
 * advances from the text field. Nothing runs during IME composition, and other Ctrl/Alt/Meta
 * chords are left to the browser.
 */
function handleCardKeyDown(event: KeyboardEvent<HTMLDivElement>, api: AskCardApi) {
  if (api.isResolved || isComposing(event)) return;
  const target = event.target as HTMLElement;
  const root = event.currentTarget;

  if (isTextField(target)) {
    const submitChord =
      event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
    if (submitChord && api.canAdvanceByKey) {
      event.preventDefault();
      api.advance();
    }
    return;
  }
  if (hasCommandModifier(event)) return;

  if (event.key === 'Enter') {
    // Buttons, links and the host's own controls keep their native Enter.
    if (target.closest('button, a[href], [role="button"], [role="link"], select, summary')) return;
    if (api.canAdvanceByKey) {
      event.preventDefault();
      api.advance();
    }
    return;
  }

  if (event.key.length === 1 && event.key >= '1' && event.key <= '9') {
    const question = questionAt(target, api);
    if (question === -1) return;
    const count = api.request.questions[question]!.options.length;
    const digit = Number(event.key);
    const options = root.querySelector(`[data-part="options"][data-question-index="${question}"]`);
    if (digit <= count) {
      event.preventDefault();
      api.toggle(digit - 1, { question });
      options
        ?.querySelector<HTMLElement>(`[data-part="option"][data-index="${digit - 1}"]`)
        ?.focus();
    } else if (digit === count + 1) {
      // preventDefault keeps the digit out of the field that receives focus.
      event.preventDefault();
      api.selectOther({ question });
      options?.querySelector<HTMLElement>('[data-part="other-input"]')?.focus();
    }
  }
}
