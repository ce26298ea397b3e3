import { forwardRef, useMemo, type HTMLAttributes, type MouseEvent } from 'react';
import { summarizeAsk } from '../../core/serialize/summary';
import type { AskEntryStatus } from '../../core/types';
import { AskMarkdown } from '../markdown/AskMarkdown';
import { AskSummaryView } from '../summary';
import { useAskCardContext, type AskHeadingLevel } from './context';
import { visuallyHidden } from '../dom';
import { ids, isEchoPress, SCOPE } from './dom';
import { questionIds, splitQuestion } from './question-text';
import { useAskCountdown } from './use-ask-countdown';
import { describeBlockers } from './blocker-text';

type DivProps = HTMLAttributes<HTMLDivElement>;

/** Marks that tell the states apart without colour. */
const INDICATOR_MARK: Record<AskEntryStatus, string> = {
  unanswered: '',
  answered: '✓',
  skipped: '–',
};

/**
 * One button per question, showing unanswered / answered / skipped (`data-state`, a mark and the
 * accessible name from `messages.indicatorLabel`). The current one has `aria-current="step"`;
 * activating one revisits that question.
 */
export const AskCardIndicators = forwardRef<HTMLDivElement, DivProps>(
  function AskCardIndicators(props, ref) {
    const { api } = useAskCardContext('AskCard.Indicators');
    const { messages, state, cursor, isResolved } = api;
    const count = state.entries.length;
    return (
      <div
        role="group"
        aria-label={messages.indicatorsLabel}
        {...props}
        ref={ref}
        data-scope={SCOPE}
        data-part="indicators"
      >
        {state.entries.map((entry, index) => {
          const current = index === cursor && api.layout === 'stepper';
          return (
            <button
              key={index}
              type="button"
              data-scope={SCOPE}
              data-part="indicator"
              data-state={entry.status}
              data-current={current ? '' : undefined}
              aria-current={current ? 'step' : undefined}
              aria-label={messages.indicatorLabel({
                index: index + 1,
                count,
                status: entry.status,
              })}
              disabled={isResolved}
              onClick={() => api.goTo(index)}
            >
              <span data-scope={SCOPE} data-part="indicator-index" aria-hidden="true">
                {index + 1}
              </span>
              {INDICATOR_MARK[entry.status] && (
                <span data-scope={SCOPE} data-part="indicator-mark" aria-hidden="true">
                  {INDICATOR_MARK[entry.status]}
                </span>
              )}
            </button>
          );
        })}
      </div>
    );
  },
);

export interface AskCardQuestionProps extends DivProps {
  /** Which question, 0-based. @default the question on screen */
  index?: number;
  /** `aria-level` of this heading. @default the Root's `headingLevel` */
  level?: AskHeadingLevel;
}

/**
 * The question heading: the `header` chip (ask_user) and the question's first Markdown paragraph.
 * The rest of a longer question (lists, tables, quotes) follows it as `data-part="question-body"`
 * and describes the heading (`aria-describedby`), so the heading's name stays short. Focusable by
 * script (`tabIndex={-1}`) so focus can land on it at each step.
 */
export const AskCardQuestion = forwardRef<HTMLDivElement, AskCardQuestionProps>(
  function AskCardQuestion({ index, level, ...props }, ref) {
    const { api, headingLevel } = useAskCardContext('AskCard.Question');
    const at = index ?? api.cursor;
    const question = api.request.questions[at];
    if (!question) return null;
    const { lead, rest } = splitQuestion(question.question);
    const q = questionIds(api.id, at);
    return (
      <>
        <div
          role="heading"
          aria-level={level ?? headingLevel}
          aria-describedby={rest ? q.rest : undefined}
          tabIndex={-1}
          id={q.heading}
          {...props}
          ref={ref}
          data-scope={SCOPE}
          data-part="question"
          data-question-index={at}
        >
          {question.header && (
            <span dir="auto" data-scope={SCOPE} data-part="chip">
              {question.header}
            </span>
          )}
          <AskMarkdown>{lead}</AskMarkdown>
        </div>
        {rest && (
          <div id={q.rest} data-scope={SCOPE} data-part="question-body" data-question-index={at}>
            <AskMarkdown>{rest}</AskMarkdown>
          </div>
        )}
      </>
    );
  },
);

/**
 * What leads the prompt, when the request has it: its `title` and `message` (MCP's message, the
 * server asking), as plain text. Renders nothing otherwise.
 */
export const AskCardIntro = forwardRef<HTMLDivElement, DivProps>(function AskCardIntro(props, ref) {
  const { api } = useAskCardContext('AskCard.Intro');
  const { title, message, requester } = api.request;
  if (!title && !message && !requester) return null;
  return (
    <div {...props} ref={ref} data-scope={SCOPE} data-part="intro">
      {requester && (
        <p dir="auto" data-scope={SCOPE} data-part="requester">
          {api.messages.requestedBy(requester)}
        </p>
      )}
      {title && (
        <p dir="auto" data-scope={SCOPE} data-part="title">
          {title}
        </p>
      )}
      {message && (
        <p dir="auto" data-scope={SCOPE} data-part="message">
          {message}
        </p>
      )}
    </div>
  );
});

/**
 * The bar above the question: progress `i/n` in the stepper, plus whatever it wraps (the
 * countdown in the assembled card).
 */
export const AskCardHeader = forwardRef<HTMLDivElement, DivProps>(function AskCardHeader(
  { children, ...props },
  ref,
) {
  const { api } = useAskCardContext('AskCard.Header');
  const { messages, progress } = api;
  const position = { index: progress.index + 1, count: progress.count };
  return (
    <div {...props} ref={ref} data-scope={SCOPE} data-part="header">
      {api.layout === 'stepper' && (
        <span data-scope={SCOPE} data-part="progress">
          <span aria-hidden="true">{messages.progress(position)}</span>
          <span style={visuallyHidden}>{messages.questionPosition(position)}</span>
        </span>
      )}
      {children}
    </div>
  );
});

/**
 * The visible time left of an expiring prompt (`ask_user`), quiet for screen readers: a `timer`
 * (not live) named by `messages.timeRemainingLabel`. Renders nothing without a deadline.
 */
export const AskCardCountdown = forwardRef<HTMLDivElement, DivProps>(
  function AskCardCountdown(props, ref) {
    const { api } = useAskCardContext('AskCard.Countdown');
    const seconds = useAskCountdown(api);
    if (seconds === null || api.isResolved) return null;
    const total = api.request.timeoutSeconds ?? 0;
    const low = seconds <= Math.min(60, total / 5);
    return (
      <div
        role="timer"
        aria-live="off"
        aria-label={api.messages.timeRemainingLabel(seconds)}
        {...props}
        ref={ref}
        data-scope={SCOPE}
        data-part="countdown"
        data-state={low ? 'low' : 'running'}
      >
        {api.messages.timeRemaining(seconds)}
      </div>
    );
  },
);

/**
 * The buttons. Stepper: Decline all (when Skip does not already cancel), Skip (one question, or
 * "Skip all" where the dialect's Skip cancels the prompt), and Next, which reads Submit on the
 * final step. Stacked: one Submit for every question.
 *
 * No two buttons do the same thing: where Next / Submit would only record a skip (nothing
 * chosen, the question may be skipped), Skip alone stands, a secondary button, until there is an
 * answer to go on with.
 */
export const AskCardActions = forwardRef<HTMLDivElement, DivProps>(
  function AskCardActions(props, ref) {
    const { api, step } = useAskCardContext('AskCard.Actions');
    const { messages, policy, isResolved } = api;
    // Next becomes Submit, and Skip stays Skip, under a pointer that pressed twice: only the first press counts.
    const once = (action: () => void) => (event: MouseEvent) => {
      if (!isEchoPress(step, event)) action();
    };
    const stacked = api.layout === 'stacked';
    const final = api.isFinalStep;
    // Next would record a skip, exactly what Skip does (not where Skip cancels the prompt).
    const nextSkips =
      !stacked && !isResolved && !policy.skipCancels && api.canAdvance && !api.hasAnswer;
    const showSkip = policy.skipCancels || !stacked;
    // Why the primary action is unavailable, beside it and as its description (not while resolved).
    const hint = !isResolved && !api.canAdvance ? describeBlockers(api) : null;
    const hintId = ids.actionHint(api.id);
    return (
      <div {...props} ref={ref} data-scope={SCOPE} data-part="actions">
        {policy.dismissible && (
          <button
            type="button"
            data-scope={SCOPE}
            data-part="dismiss"
            disabled={isResolved}
            onClick={api.dismiss}
          >
            {messages.dismiss}
          </button>
        )}
        {!policy.skipCancels && (
          <button
            type="button"
            data-scope={SCOPE}
            data-part="decline-all"
            disabled={isResolved}
            onClick={api.declineAll}
          >
            {messages.declineAll}
          </button>
        )}
        {showSkip && (
          <button
            type="button"
            data-scope={SCOPE}
            data-part="skip"
            disabled={isResolved}
            onClick={once(api.skip)}
          >
            {policy.skipCancels ? messages.skipPrompt : messages.skip}
          </button>
        )}
        <span
          id={hintId}
          data-scope={SCOPE}
          data-part="action-hint"
          aria-live="polite"
          hidden={hint === null}
        >
          {hint}
        </span>
        {/* aria-disabled, not disabled: the button stays in the tab order, so a screen-reader user
          reaches it and hears why it cannot act (its description). The machine refuses the event anyway. */}
        {!nextSkips && (
          <button
            type="button"
            data-scope={SCOPE}
            data-part={final ? 'submit' : 'next'}
            disabled={isResolved}
            aria-disabled={!isResolved && !api.canAdvance ? true : undefined}
            aria-describedby={hint === null ? undefined : hintId}
            onClick={once(api.advance)}
          >
            {final ? messages.submit : messages.next}
          </button>
        )}
      </div>
    );
  },
);

/**
 * After resolution: the outcome (answered / declined / stopped / expired …) and a compact summary
 * of the answers, the same words the dock and the transcript show (`summarizeAsk`). Renders
 * nothing while the prompt is pending.
 */
export const AskCardOutcome = forwardRef<HTMLDivElement, DivProps>(
  function AskCardOutcome(props, ref) {
    const { api } = useAskCardContext('AskCard.Outcome');
    const { resolution, messages } = api;
    const summary = useMemo(() => resolution && summarizeAsk(resolution), [resolution]);
    if (!resolution || !summary) return null;
    return (
      <div
        tabIndex={-1}
        {...props}
        ref={ref}
        data-scope={SCOPE}
        data-part="outcome"
        data-state={resolution.reason}
      >
        <AskSummaryView summary={summary} messages={messages} scope={SCOPE} outcome="start" />
      </div>
    );
  },
);
