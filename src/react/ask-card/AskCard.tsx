import { forwardRef, Fragment } from 'react';
import { useAskCardContext } from './context';
import { AskCardOptions } from './AskCardOptions';
import {
  AskCardActions,
  AskCardCountdown,
  AskCardHeader,
  AskCardIndicators,
  AskCardOutcome,
  AskCardQuestion,
} from './AskCardParts';
import { AskCardRoot, type AskCardControlledProps, type AskCardOwnedProps } from './AskCardRoot';

/**
 * Props of the assembled card: those of `AskCard.Root` without children. Give either a `request`
 * (the card owns its state) or a `card` from `useAskCard` (a parent owns it).
 */
export type AskCardProps = Omit<AskCardOwnedProps, 'children'> | Omit<AskCardControlledProps, 'children'>;

/** The assembled card's inside: the stepper or the stacked questions, then the outcome. */
function AskCardContent() {
  const { api } = useAskCardContext('AskCard');
  if (api.isResolved) return <AskCardOutcome />;
  // A header bar only where there is something to put in it: header chips' progress or a timer.
  const header = api.deadline !== null || api.request.questions.some((q) => q.header);
  if (api.layout === 'stacked') {
    return (
      <>
        {api.deadline !== null && (
          <AskCardHeader>
            <AskCardCountdown />
          </AskCardHeader>
        )}
        {api.request.questions.map((question, index) => (
          <Fragment key={question.id}>
            <AskCardQuestion index={index} />
            <AskCardOptions index={index} />
          </Fragment>
        ))}
        <AskCardActions />
      </>
    );
  }
  // With a header bar (ask_user), the indicators sit in it beside the progress, and only when
  // there is more than one question; otherwise they get their own row, one per question.
  return (
    <>
      {header ? (
        <AskCardHeader>
          {api.progress.count > 1 && <AskCardIndicators />}
          <AskCardCountdown />
        </AskCardHeader>
      ) : (
        <AskCardIndicators />
      )}
      <AskCardQuestion />
      <AskCardOptions />
      <AskCardActions />
    </>
  );
}

const AskCardAssembled = forwardRef<HTMLDivElement, AskCardProps>(function AskCard(props, ref) {
  return (
    <AskCardRoot {...props} ref={ref}>
      <AskCardContent />
    </AskCardRoot>
  );
});

/**
 * An ask card: the agent's questions, one at a time (or stacked), with Next / Submit, Skip,
 * Decline all and a free-text answer; read-only with the outcome once resolved.
 *
 * Compose your own from the parts (`AskCard.Root`, `.Header`, `.Countdown`, `.Indicators`,
 * `.Question`, `.Options`, `.Actions`, `.Outcome`), or build any markup on `useAskCard`.
 *
 * @example
 * <AskCard request={request} onResolve={(r) => sendToolResult(r.content)} signal={turn.signal} />
 * @example
 * // A parent owns the state, e.g. to keep it while the card is collapsed:
 * const card = useAskCard(request, { onResolve });
 * return collapsed ? <span>{card.progress.answered}/{card.progress.count}</span> : <AskCard card={card} />;
 */
export const AskCard = Object.assign(AskCardAssembled, {
  Root: AskCardRoot,
  Header: AskCardHeader,
  Countdown: AskCardCountdown,
  Indicators: AskCardIndicators,
  Question: AskCardQuestion,
  Options: AskCardOptions,
  Actions: AskCardActions,
  Outcome: AskCardOutcome,
});
