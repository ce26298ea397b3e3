import { forwardRef, type HTMLAttributes } from 'react';
import type { AskCardMessages } from '../../core/messages';
import type { AskSummary, AskSummaryItem, AskSummaryStatus } from '../../core/serialize/summary';
import type { AskReason } from '../../core/types';
import { createAnatomy, type Anatomy } from '../anatomy';
import { isolateQuote } from '../dom';
import { AskMarkdown } from '../markdown';

/**
 * The summary's parts. The summary is part of the view that shows it: its `data-scope` is that
 * view's (`ask-card`, `ask-dock`, `ask-transcript`), one anatomy per scope.
 */
const SUMMARY_PARTS = [
  'summary',
  'summary-answer',
  'summary-custom',
  'summary-custom-label',
  'summary-custom-text',
  'summary-empty',
  'summary-header',
  'summary-item',
  'summary-key',
  'summary-list',
  'summary-mark',
  'summary-message',
  'summary-outcome',
  'summary-question',
  'summary-separator',
  'summary-value',
  'summary-values',
] as const;
type SummaryPart = (typeof SUMMARY_PARTS)[number];
const anatomies = new Map<string, Anatomy<SummaryPart>>();

/**
 * The summary's anatomy in `scope`: its parts' attributes and selectors. Its stylesheet keys are
 * the same in every view (`data-ask-summary__…`): summary.css styles it once.
 */
export function summaryParts(scope: string): Anatomy<SummaryPart> {
  let anatomy = anatomies.get(scope);
  if (!anatomy) {
    anatomy = createAnatomy(scope, SUMMARY_PARTS, 'ask-summary');
    anatomies.set(scope, anatomy);
  }
  return anatomy;
}

/**
 * Marks that tell outcomes apart without colour: drawn paths on a 16-unit grid, never font glyphs
 * (a missing glyph is an empty box on a stock Linux machine, a colour emoji elsewhere).
 */
const OUTCOME_PATH: Record<AskReason, string> = {
  submitted: 'M3.5 8.5l3 3 6-7',
  declined: 'M4.5 4.5l7 7M11.5 4.5l-7 7',
  dismissed: 'M4.5 4.5l7 7M11.5 4.5l-7 7',
  stopped: 'M5 5h6v6H5z',
  expired: 'M8 2.5a5.5 5.5 0 1 0 0 11a5.5 5.5 0 1 0 0-11M8 5v3.25l2.25 1.5',
  repliedInChat: 'M6.5 4L3 7.5 6.5 11M3 7.5h6.5a3.5 3.5 0 0 1 3.5 3.5v1',
};

/** An outcome's mark: an SVG in the text colour, sized by the font, hidden from the a11y tree. */
function OutcomeMark({ reason }: { reason: AskReason }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill={reason === 'stopped' ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
    >
      <path d={OUTCOME_PATH[reason]} />
    </svg>
  );
}

/**
 * The words for a question without a value: one catalog entry per status, the same in every view.
 */
export function summaryStatusText(
  status: Exclude<AskSummaryStatus, 'answered'>,
  messages: AskCardMessages,
): string {
  switch (status) {
    case 'skipped':
      return messages.skipped;
    case 'noAnswer':
      return messages.noAnswer;
    case 'expired':
      return messages.outcome.expired;
    case 'repliedInChat':
      return messages.outcome.repliedInChat;
  }
}

export interface AskSummaryViewProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  summary: AskSummary;
  messages: AskCardMessages;
  /**
   * The view it belongs to, as `data-scope` on every part (`ask-card`, `ask-dock`,
   * `ask-transcript`).
   */
  scope: string;
  /**
   * Where the outcome line goes: `start` (the card's resolved state leads with it), `end` (the
   * transcript and dock, after the answers, and only when the prompt was not simply submitted).
   */
  outcome: 'start' | 'end';
  /** The accessible name of the question list (the transcript's `transcriptLabel`). */
  listLabel?: string;
}

/**
 * The one rendering of a finished prompt's summary (`summarizeAsk`): the outcome and, per
 * question, its header or question and the answer: the chosen labels (Markdown), the user's own
 * words, or one status word. The card's outcome, the dock's summary and `AskTranscript` all
 * render this, so one resolution reads the same everywhere. `data-layout` is the dialect's
 * `policy.summary`: `list` (a value per pill) or `inline` (`Header: a, b`). Every piece of model
 * or user text is a bidi isolate in the markup (`dir="auto"`, or the Markdown wrapper's), so none
 * can reorder the labels around it.
 */
export const AskSummaryView = forwardRef<HTMLDivElement, AskSummaryViewProps>(
  function AskSummaryView({ summary, messages, scope, outcome, listLabel, ...rest }, ref) {
    const { reason, layout } = summary;
    const line = (
      <p {...summaryParts(scope).part('summary-outcome')} data-reason={reason}>
        <span {...summaryParts(scope).part('summary-mark')} aria-hidden="true">
          <OutcomeMark reason={reason} />
        </span>
        {messages.outcome[reason]}
      </p>
    );
    return (
      <div
        {...rest}
        ref={ref}
        {...summaryParts(scope).part('summary')}
        data-layout={layout}
        data-reason={reason}
      >
        {outcome === 'start' && line}
        {summary.message && (
          <p dir="auto" {...summaryParts(scope).part('summary-message')}>
            {summary.message}
          </p>
        )}
        <ol {...summaryParts(scope).part('summary-list')} aria-label={listLabel}>
          {summary.items.map((item, index) => (
            <SummaryItem
              key={index}
              item={item}
              inline={layout === 'inline'}
              messages={messages}
              scope={scope}
            />
          ))}
        </ol>
        {outcome === 'end' && reason !== 'submitted' && line}
      </div>
    );
  },
);

function SummaryItem({
  item,
  inline,
  messages,
  scope,
}: {
  item: AskSummaryItem;
  inline: boolean;
  messages: AskCardMessages;
  scope: string;
}) {
  const { header, labels, customText, status } = item;
  const values = customText === undefined ? labels.length : labels.length + 1;
  return (
    <li {...summaryParts(scope).part('summary-item')} data-state={status}>
      <div {...summaryParts(scope).part('summary-question')}>
        {/* Inline, the header leads the answer (`Header: a`): a chip as well would say it
            twice. */}
        {header !== undefined && !inline && (
          <span dir="auto" {...summaryParts(scope).part('summary-header')}>
            {header}
          </span>
        )}
        <AskMarkdown>{item.question}</AskMarkdown>
      </div>
      <div {...summaryParts(scope).part('summary-answer')}>
        {/* Inline answers read `Header: a, b`, like OpenClaw's own text result; a question
            without a header falls back to its id. */}
        {inline && (
          <span dir="auto" {...summaryParts(scope).part('summary-key')}>
            {isolateQuote(header ?? item.id)}:{' '}
          </span>
        )}
        {status === 'answered' ? (
          <ul {...summaryParts(scope).part('summary-values')}>
            {labels.map((label, i) => (
              <li key={i} {...summaryParts(scope).part('summary-value')}>
                <AskMarkdown inline>{label}</AskMarkdown>
                {/* Real separator text, so reading and copying give `a, b`. */}
                {inline && i < values - 1 ? (
                  <span {...summaryParts(scope).part('summary-separator')}>, </span>
                ) : null}
              </li>
            ))}
            {customText !== undefined && (
              <li
                {...summaryParts(scope).part('summary-custom')}
                data-secret={item.secret ? '' : undefined}
              >
                <span {...summaryParts(scope).part('summary-custom-label')}>
                  {messages.customAnswer}
                </span>{' '}
                <span dir="auto" {...summaryParts(scope).part('summary-custom-text')}>
                  {customText}
                </span>
              </li>
            )}
          </ul>
        ) : (
          <span {...summaryParts(scope).part('summary-empty')}>
            {summaryStatusText(status, messages)}
          </span>
        )}
      </div>
    </li>
  );
}
