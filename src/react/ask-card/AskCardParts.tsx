import { forwardRef, useMemo, type HTMLAttributes } from 'react';
import { summarizeAsk } from '../../core/serialize/summary';
import type { AskEntryStatus } from '../../core/types';
import { AskMarkdown } from '../markdown/AskMarkdown';
import { AskSummaryView } from '../summary';
import { useAskCardContext, type AskHeadingLevel } from './context';
import { isolateQuote, visuallyHidden } from '../dom';
import { cardAnatomy, SCOPE } from './anatomy';
import { cardPolicies } from './dialects';
import { splitQuestion } from './question-text';
import { useAskCountdown } from './use-ask-countdown';

type DivProps = HTMLAttributes<HTMLDivElement>;

const part = cardAnatomy.part;

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
    const { role, 'aria-label': label, ...group } = api.getIndicatorGroupProps();
    return (
      <div role={role} aria-label={label} {...props} ref={ref} {...group}>
        {api.state.entries.map((entry, index) => (
          <button key={index} {...api.getIndicatorProps(index)}>
            <span {...part('indicator-index')} aria-hidden="true">
              {index + 1}
            </span>
            {INDICATOR_MARK[entry.status] && (
              <span {...part('indicator-mark')} aria-hidden="true">
                {INDICATOR_MARK[entry.status]}
              </span>
            )}
          </button>
        ))}
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
    const {
      role,
      'aria-level': ariaLevel,
      ...heading
    } = api.getQuestionProps(at, {
      level: level ?? questionLevel(api.request.title, headingLevel),
    });
    return (
      <>
        <div
          role={role}
          aria-level={ariaLevel}
          {...heading}
          {...props}
          ref={ref}
          {...part('question')}
        >
          {question.header && (
            <span
              dir="auto"
              // A chip that only cuts the heading's own text short (a long MCP title) would be
              // read before that text in full: screen readers skip it.
              aria-hidden={isCutOf(question.header, lead) || undefined}
              {...part('chip')}
            >
              {question.header}
            </span>
          )}
          <AskMarkdown>{lead}</AskMarkdown>
        </div>
        {rest && (
          <div {...api.getQuestionBodyProps(at)}>
            <AskMarkdown>{rest}</AskMarkdown>
          </div>
        )}
        {question.description && (
          <p {...api.getQuestionDescriptionProps(at)}>{question.description}</p>
        )}
      </>
    );
  },
);

/** Whether `chip` is `lead` cut short with an ellipsis. */
function isCutOf(chip: string, lead: string): boolean {
  return chip.length > 1 && chip.endsWith('…') && lead.startsWith(chip.slice(0, -1));
}

/** Under a `title` heading the questions sit a level deeper (at most 6). */
function questionLevel(title: string | undefined, level: AskHeadingLevel): AskHeadingLevel {
  return title ? (Math.min(level + 1, 6) as AskHeadingLevel) : level;
}

/**
 * What leads the prompt, when the request has it: its `title` (the card's heading, at the Root's
 * `headingLevel`, the questions a level below) and `message` (MCP's message, the server asking),
 * as plain text. Renders nothing otherwise.
 */
export const AskCardIntro = forwardRef<HTMLDivElement, DivProps>(function AskCardIntro(props, ref) {
  const { api, headingLevel } = useAskCardContext('AskCard.Intro');
  const { title, message, requester } = api.request;
  if (!title && !message && !requester) return null;
  return (
    <div {...props} ref={ref} {...part('intro')}>
      {requester && (
        <p dir="auto" {...part('requester')}>
          {api.messages.requestedBy(isolateQuote(requester))}
        </p>
      )}
      {title && <p {...api.getTitleProps({ level: headingLevel })}>{title}</p>}
      {message && (
        <p dir="auto" {...part('message')}>
          {message}
        </p>
      )}
    </div>
  );
});

/**
 * Why no answer can be sent (`AskRequest.unanswerable`), in the server's terms, as plain text.
 * Renders nothing on an answerable card.
 */
export const AskCardUnanswerable = forwardRef<HTMLDivElement, DivProps>(
  function AskCardUnanswerable(props, ref) {
    const { api } = useAskCardContext('AskCard.Unanswerable');
    const reasons = api.request.unanswerable;
    if (!reasons?.length || api.isResolved) return null;
    return (
      <div {...props} ref={ref} {...part('unanswerable')}>
        <p>{api.messages.unanswerable}</p>
        <ul>
          {reasons.map((reason, i) => (
            <li key={i} dir="auto">
              {reason}
            </li>
          ))}
        </ul>
      </div>
    );
  },
);

export interface AskCardHeaderProps extends DivProps {
  /**
   * Show the stepper's progress `i/n` (with "Question i of n" for screen readers) when there is
   * more than one question. Turn it off where the indicators beside it say the same, as the
   * assembled card does.
   * @default true
   */
  progress?: boolean;
}

/**
 * The bar above the question: progress `i/n` in a stepper of several questions, plus whatever it
 * wraps (the indicators and the countdown in the assembled card).
 *
 * @example <AskCard.Header progress={false}><AskCard.Indicators /></AskCard.Header>
 */
export const AskCardHeader = forwardRef<HTMLDivElement, AskCardHeaderProps>(function AskCardHeader(
  { children, progress: showProgress = true, ...props },
  ref,
) {
  const { api } = useAskCardContext('AskCard.Header');
  const { messages, progress } = api;
  const position = { index: progress.index + 1, count: progress.count };
  return (
    <div {...props} ref={ref} {...part('header')}>
      {showProgress && api.layout === 'stepper' && progress.count > 1 && (
        <span {...part('progress')}>
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
        {...part('countdown')}
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
 * Which buttons show is the machine's call (`getAvailableActions`): this part only maps each
 * offered action to its button and words. No two buttons do the same thing: where Next / Submit
 * would only record a skip, Skip alone stands until there is an answer to go on with.
 */
export const AskCardActions = forwardRef<HTMLDivElement, DivProps>(
  function AskCardActions(props, ref) {
    const { api } = useAskCardContext('AskCard.Actions');
    const { messages, actions } = api;
    const formError = api.getFormErrorProps();
    // The getters hold the double-press guard, the aria-disabled primary action and the hint.
    return (
      <div {...props} ref={ref} {...part('actions')}>
        {/* What the agent said of the answers as a whole, on its own row above the buttons. */}
        {formError && <p {...formError} />}
        {actions.dismiss.offered && (
          <button {...api.getActionProps('dismiss')}>{messages.dismiss}</button>
        )}
        {actions.declineAll.offered && (
          <button {...api.getActionProps('decline')}>{messages[actions.declineAll.label]}</button>
        )}
        {actions.skip.offered && (
          <button {...api.getActionProps('skip')}>
            {actions.skip.cancels ? messages.skipPrompt : messages.skip}
          </button>
        )}
        <span {...api.getActionHintProps()} />
        {actions.followUp.offered && (
          <button {...api.getActionProps('followUp')}>{messages.followUp}</button>
        )}
        {actions.next.offered && (
          <button {...api.getActionProps('next')}>{messages[actions.next.label]}</button>
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
    const { resolution, messages, request, policy, fields } = api;
    const summary = useMemo(
      () => resolution && summarizeAsk(resolution, cardPolicies({ request, policy, fields })),
      [resolution, request, policy, fields],
    );
    if (!resolution || !summary) return null;
    const { tabIndex, ...outcome } = api.getOutcomeProps();
    return (
      <div tabIndex={tabIndex} {...props} ref={ref} {...outcome}>
        <AskSummaryView summary={summary} messages={messages} scope={SCOPE} outcome="start" />
      </div>
    );
  },
);
