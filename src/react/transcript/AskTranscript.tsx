import {
  forwardRef,
  useMemo,
  type CSSProperties,
  type ForwardedRef,
  type ReactNode,
  type Ref,
} from 'react';
import type { AskMessages } from '../../core/messages';
import { AskBoundary } from '../boundary/AskBoundary';
import { useAskMessages } from '../i18n';
import { AskSummaryView } from '../summary';
import { parseAskSummary } from '../../core/serialize/summary';
import { contentText } from './project';

export interface AskTranscriptProps {
  /**
   * The `details` persisted with the tool row (`AskResolution.details`). Untrusted: it is
   * validated with `askToolDetailsSchema`, and anything missing, malformed or only half valid
   * shows the generic rendering of `content` instead.
   */
  details: unknown;
  /**
   * The tool row's text result (`AskResolution.content`), shown as-is when `details` is unusable.
   */
  content: string;
  /**
   * The host's own generic row for unusable details. It receives `content` as text.
   * @default a selectable `<pre>` of the content
   * @example fallback={(text) => <GenericToolRow text={text} />}
   */
  fallback?: (content: string) => ReactNode;
  /** Overrides for any message keys (`transcriptLabel`, `skipped`, `customAnswer`, `outcome`). */
  messages?: Partial<AskMessages>;
  /**
   * Called when details that passed validation still failed to render. The row then shows the
   * generic rendering of `content`, as for unusable details, and the host's page stays up.
   */
  onRenderError?: (error: unknown) => void;
  className?: string;
}

/**
 * The read-only question-and-answer summary of a finished ask, for the chat history. A pure
 * projection of the stored `details`: it never changes them nor the model-facing `content`.
 *
 * @example <AskTranscript details={row.details} content={row.content} />
 */
export const AskTranscript = forwardRef<HTMLElement, AskTranscriptProps>(
  function AskTranscript(props, ref) {
    return (
      <AskBoundary
        onError={props.onRenderError}
        resetKeys={[props.details, props.content]}
        fallback={() => genericRow(props, ref)}
      >
        <AskTranscriptView {...props} ref={ref} />
      </AskBoundary>
    );
  },
);

const FALLBACK_WRAP: CSSProperties = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' };

/** The row for details that cannot be shown: the host's `fallback`, or a `<pre>` of the content. */
function genericRow(
  { content, fallback, className }: AskTranscriptProps,
  ref: ForwardedRef<HTMLElement>,
): ReactNode {
  const text = contentText(content);
  if (fallback) return fallback(text);
  return (
    <pre
      ref={ref as Ref<HTMLPreElement>}
      dir="auto"
      data-part="transcript-fallback"
      className={className}
      // Wrapped without any stylesheet too: one long line of JSON must not widen the page.
      style={FALLBACK_WRAP}
    >
      {text}
    </pre>
  );
}

const AskTranscriptView = forwardRef<HTMLElement, AskTranscriptProps>(
  function AskTranscriptView(props, ref) {
    const { details, messages: overrides, className } = props;
    const messages = useAskMessages(overrides);
    const summary = useMemo(() => parseAskSummary(details), [details]);
    if (!summary) return genericRow(props, ref);
    return (
      <div
        ref={ref as Ref<HTMLDivElement>}
        data-part="transcript"
        data-reason={summary.reason}
        className={className}
      >
        <AskSummaryView
          summary={summary}
          messages={messages}
          scope="ask-transcript"
          outcome="end"
          listLabel={messages.transcriptLabel}
        />
      </div>
    );
  },
);
