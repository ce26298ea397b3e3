/** The assembled card, one implementation for both entries: `ask-cards` and `ask-cards/card`. */
import {
  forwardRef,
  Fragment,
  useMemo,
  useRef,
  type ForwardRefExoticComponent,
  type RefAttributes,
} from 'react';
import { AskBoundary } from '../boundary/AskBoundary';
import { AskRequestText, requestWords } from '../boundary/request-text';
import { useAskCardContext } from './context';
import { AskCardOptions } from './AskCardOptions';
import { AskCardPreview } from './AskCardPreview';
import {
  AskCardActions,
  AskCardCountdown,
  AskCardHeader,
  AskCardIndicators,
  AskCardIntro,
  AskCardOutcome,
  AskCardQuestion,
  AskCardUnanswerable,
} from './AskCardParts';
import type { AskRuntimes } from '../../core/registry';
import {
  renderAskCardRoot,
  useAskRequestIdentity,
  type AskCardControlledProps,
  type AskCardOwnedProps,
  type AskCardRootProps,
} from './AskCardRoot';
import { composeRefs } from '../dom';
import { cardAnatomy } from './anatomy';
import { useReturnFocus, type AskReturnFocusTarget } from './focus';

/**
 * Props of the assembled card: those of `AskCard.Root` without children. Give either a `request`
 * (the card owns its state) or a `card` from `useAskCard` (a parent owns it).
 */
export type AskCardProps = (
  Omit<AskCardOwnedProps, 'children'> | Omit<AskCardControlledProps, 'children'>
) & {
  /**
   * Called when the card failed to render. It then shows the request's words as plain text
   * (`data-part="fallback"`) and the failure stays inside the card: the host's page stays up.
   * Tell the agent the prompt could not be shown, say.
   */
  onRenderError?: (error: unknown) => void;
  /**
   * Where focus goes when the card unmounts while it holds focus (the host removes a resolved
   * card, say): an element, a ref or a function returning one; `false` leaves focus alone.
   * Without it the card hands focus to the composer the host marked with `data-ask-composer`,
   * else to the next focusable element after the card, never to `body`.
   */
  returnFocusTo?: AskReturnFocusTarget;
};

/** The assembled card's inside: the stepper or the stacked questions, then the outcome. */
function AskCardContent() {
  const { api } = useAskCardContext('AskCard');
  if (api.isResolved) return <AskCardOutcome />;
  // The dialect says whether the card has a header bar (progress, chips, countdown).
  const header = api.policy.header;
  // A confirmation, or a form no answer can satisfy: the words, then the actions.
  if (api.request.questions.length === 0)
    return (
      <>
        <AskCardIntro />
        <AskCardUnanswerable />
        <AskCardActions />
      </>
    );
  if (api.layout === 'stacked') {
    return (
      <>
        <AskCardIntro />
        {api.deadline !== null && (
          <AskCardHeader>
            <AskCardCountdown />
          </AskCardHeader>
        )}
        {api.request.questions.map((question, index) => (
          <Fragment key={question.id}>
            <AskCardQuestion index={index} />
            <AskCardOptions index={index} />
            <AskCardPreview index={index} />
          </Fragment>
        ))}
        <AskCardActions />
      </>
    );
  }
  // The indicators show where there is more than one question: in the header bar (ask_user),
  // which then needs no `i/n` beside them, else on their own row. A lone question has no
  // position to show; its header bar stands only for a countdown.
  const several = api.progress.count > 1;
  return (
    <>
      <AskCardIntro />
      {header && (several || api.deadline !== null) ? (
        <AskCardHeader progress={false}>
          {several && <AskCardIndicators />}
          <AskCardCountdown />
        </AskCardHeader>
      ) : (
        several && <AskCardIndicators />
      )}
      <AskCardQuestion />
      <AskCardOptions />
      <AskCardPreview />
      <AskCardActions />
    </>
  );
}

/**
 * The assembled card and its compound parts, reading `fallback` where neither the `registry`
 * prop nor a provider gives dialects: `ask-cards` passes the default registry, `ask-cards/card`
 * none. `Root` is the matching `askCardRootWith(fallback)`.
 *
 * @example
 * const AskCard = assembleAskCard(undefined, askCardRootWith(undefined));
 */
export function assembleAskCard(
  fallback: AskRuntimes | undefined,
  Root: ForwardRefExoticComponent<AskCardRootProps & RefAttributes<HTMLDivElement>>,
) {
  const AskCardAssembled = forwardRef<HTMLDivElement, AskCardProps>(function AskCard(
    { onRenderError, returnFocusTo, ...props },
    forwardedRef,
  ) {
    const rootRef = useRef<HTMLDivElement | null>(null);
    const ref = useMemo(() => composeRefs(forwardedRef, rootRef), [forwardedRef]);
    useReturnFocus(rootRef, returnFocusTo);
    // One key for the request: it resets the boundary and the card alike (the boundary, keyed,
    // remounts with a new prompt and retries; an equal request rebuilt by the host does not).
    const identity = useAskRequestIdentity(props, fallback);
    return (
      <AskBoundary
        key={identity.key}
        onError={onRenderError}
        fallback={() => (
          <div ref={ref} {...cardAnatomy.part('fallback')} className={props.className}>
            <AskRequestText words={requestWords(props.card ? props.card.request : props.request)} />
          </div>
        )}
      >
        {renderAskCardRoot({ ...props, children: <AskCardContent /> }, ref, identity)}
      </AskBoundary>
    );
  });
  return Object.assign(AskCardAssembled, {
    Root,
    Intro: AskCardIntro,
    Header: AskCardHeader,
    Countdown: AskCardCountdown,
    Indicators: AskCardIndicators,
    Question: AskCardQuestion,
    Options: AskCardOptions,
    Preview: AskCardPreview,
    Actions: AskCardActions,
    Outcome: AskCardOutcome,
    Unanswerable: AskCardUnanswerable,
  });
}
