import { forwardRef, useMemo, type ReactNode, type Ref } from 'react';
import type { AskMessages } from '../../core/messages';
import { useAskMessages } from '../i18n';
import { AskMarkdown } from '../markdown';
import { contentText, parseTranscript, type AskTranscriptItem, type AskTranscriptModel } from './project';

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

/** `ask_user` reads like OpenClaw's text result: `Header: a, b`. */
const ASK_USER_SEPARATOR = ', ';

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
  return <TranscriptView ref={ref as Ref<HTMLDivElement>} model={model} messages={messages} className={className} />;
});

interface TranscriptViewProps {
  model: AskTranscriptModel;
  messages: AskMessages;
  className?: string | undefined;
}

const TranscriptView = forwardRef<HTMLDivElement, TranscriptViewProps>(function TranscriptView({ model, messages, className }, ref) {
  const keyed = model.dialect === 'ask_user';
  return (
    <div ref={ref} data-part="transcript" data-dialect={model.dialect} data-reason={model.reason} className={className}>
      <ol data-part="transcript-list" aria-label={messages.transcriptLabel}>
        {model.items.map((item, index) => (
          <TranscriptItem key={index} item={item} keyed={keyed} messages={messages} />
        ))}
      </ol>
      {model.reason !== 'submitted' && (
        <p data-part="transcript-outcome" data-reason={model.reason}>
          {messages.outcome[model.reason]}
        </p>
      )}
    </div>
  );
});

function TranscriptItem({ item, keyed, messages }: { item: AskTranscriptItem; keyed: boolean; messages: AskMessages }) {
  // `ask_user` answers read `Header: a, b`; a question without a header falls back to its id,
  // as OpenClaw's own text result does.
  const key = keyed ? (item.header ?? item.id) : undefined;
  const count = item.labels.length + (item.customText ? 1 : 0);
  // Real separator text inside each value but the last, so reading and copying give `a, b`.
  const separator = (i: number) =>
    keyed && i < count - 1 ? <span data-part="transcript-separator">{ASK_USER_SEPARATOR}</span> : null;

  return (
    <li data-part="transcript-item" data-state={item.status}>
      <div data-part="transcript-question">
        {item.header !== undefined && <span data-part="transcript-header">{item.header}</span>}
        <AskMarkdown>{item.question}</AskMarkdown>
      </div>
      <div data-part="transcript-reply">
        {key !== undefined && <span data-part="transcript-key">{key}: </span>}
        {item.status === 'skipped' ? (
          <span data-part="transcript-skipped">{messages.skipped}</span>
        ) : (
          <ul data-part="transcript-answers">
            {item.labels.map((label, i) => (
              <li key={i} data-part="transcript-answer">
                <AskMarkdown inline>{label}</AskMarkdown>
                {separator(i)}
              </li>
            ))}
            {item.customText && (
              <li data-part="transcript-custom">
                <span data-part="transcript-custom-label">{messages.customAnswer}</span>{' '}
                <span data-part="transcript-custom-text">{item.customText}</span>
              </li>
            )}
          </ul>
        )}
      </div>
    </li>
  );
}
