import { forwardRef, useMemo, type ReactNode, type Ref } from 'react';
import type { AskMessages } from '../../core/messages';
import { useAskMessages } from '../i18n';
import { AskMarkdown } from '../markdown';
import { contentText, parseTranscript, type AskTranscriptItem } from './project';

export interface AskTranscriptProps {
  /**
   * The `details` persisted with the tool row (`AskResolution.details`). Untrusted: it is
   * validated with `askToolDetailsSchema`, and anything missing, malformed or only half valid
   * shows the generic rendering of `content` instead.
   */
  details: unknown;
  /** The tool row's text result (`AskResolution.content`), shown as-is when `details` is unusable. */
  content: string;
  /**
   * The host's own generic row for unusable details. It receives `content` as text.
   * @default a selectable `<pre>` of the content
   * @example fallback={(text) => <GenericToolRow text={text} />}
   */
  fallback?: (content: string) => ReactNode;
  /** Overrides for any message keys (`transcriptLabel`, `skipped`, `customAnswer`, `outcome`). */
  messages?: Partial<AskMessages>;
  className?: string;
}

/**
 * The read-only question-and-answer summary of a finished ask, for the chat history. A pure
 * projection of the stored `details`: it never changes them nor the model-facing `content`.
 *
 * @example <AskTranscript details={row.details} content={row.content} />
 */
export const AskTranscript = forwardRef<HTMLElement, AskTranscriptProps>(function AskTranscript(
  { details, content, fallback, messages: overrides, className },
  ref,
) {
  const messages = useAskMessages(overrides);
  const model = useMemo(() => parseTranscript(details), [details]);

  if (!model) {
    const text = contentText(content);
    if (fallback) return <>{fallback(text)}</>;
    return (
      <pre ref={ref as Ref<HTMLPreElement>} data-part="transcript-fallback" className={className}>
        {text}
      </pre>
    );
  }
  const { dialect, reason } = model;
  return (
    <div ref={ref as Ref<HTMLDivElement>} data-part="transcript" data-dialect={dialect} data-reason={reason} className={className}>
      <ol data-part="transcript-list" aria-label={messages.transcriptLabel}>
        {model.items.map((item, index) => (
          <TranscriptItem key={index} item={item} keyed={dialect === 'ask_user'} messages={messages} />
        ))}
      </ol>
      {reason !== 'submitted' && (
        <p data-part="transcript-outcome" data-reason={reason}>
          {messages.outcome[reason]}
        </p>
      )}
    </div>
  );
});

function TranscriptItem({ item, keyed, messages }: { item: AskTranscriptItem; keyed: boolean; messages: AskMessages }) {
  const { header, labels, customText } = item;
  return (
    <li data-part="transcript-item" data-state={item.status}>
      <div data-part="transcript-question">
        {header !== undefined && <span data-part="transcript-header">{header}</span>}
        <AskMarkdown>{item.question}</AskMarkdown>
      </div>
      <div data-part="transcript-reply">
        {/* `ask_user` answers read `Header: a, b`, like OpenClaw's own text result; a question
            without a header falls back to its id. */}
        {keyed && <span data-part="transcript-key">{header ?? item.id}: </span>}
        {item.status === 'skipped' ? (
          <span data-part="transcript-skipped">{messages.skipped}</span>
        ) : (
          <ul data-part="transcript-answers">
            {labels.map((label, i) => (
              <li key={i} data-part="transcript-answer">
                <AskMarkdown inline>{label}</AskMarkdown>
                {/* Real separator text inside each value but the last, so reading and copying give `a, b`. */}
                {keyed && (i < labels.length - 1 || customText) ? <span data-part="transcript-separator">, </span> : null}
              </li>
            ))}
            {customText && (
              <li data-part="transcript-custom">
                <span data-part="transcript-custom-label">{messages.customAnswer}</span>{' '}
                <span data-part="transcript-custom-text">{customText}</span>
              </li>
            )}
          </ul>
        )}
      </div>
    </li>
  );
}
