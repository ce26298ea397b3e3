import {
  forwardRef,
  useMemo,
  type CSSProperties,
  type ForwardedRef,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import type { AskMessages } from '../../core/messages';
import { AskBoundary } from '../boundary/AskBoundary';
import { useAskMessages } from '../i18n';
import { useAskRegistry } from '../registry';
import { AskSummaryView } from '../summary';
import { parseAskSummary } from '../../core/dialects';
import { transcriptAnatomy as anatomy } from './anatomy';
import { contentText } from './project';

/**
 * The transcript's own props; the rest (`className`, `data-*`, `aria-*`, handlers) go to the
 * row's element, whichever it is (the summary, or the content as text).
 */
export interface AskTranscriptProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'content'
> {
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

/** The props the transcript does not consume: they go to the row's element. */
function rowProps({
  details: _details,
  content: _content,
  fallback: _fallback,
  messages: _messages,
  onRenderError: _onRenderError,
  ...rest
}: AskTranscriptProps) {
  return rest;
}

/**
 * The row for details that cannot be shown: a `<pre>` of the content, or the host's `fallback`
 * inside a plain element of ours, so the ref and the host's props still have their element.
 */
function genericRow(props: AskTranscriptProps, ref: ForwardedRef<HTMLElement>): ReactNode {
  const text = contentText(props.content);
  if (props.fallback) {
    return (
      <div
        {...rowProps(props)}
        ref={ref as Ref<HTMLDivElement>}
        {...anatomy.part('transcript-custom')}
      >
        {props.fallback(text)}
      </div>
    );
  }
  return (
    <pre
      dir="auto"
      {...rowProps(props)}
      ref={ref as Ref<HTMLPreElement>}
      {...anatomy.part('transcript-fallback')}
      // Wrapped without any stylesheet too: one long line of JSON must not widen the page.
      style={{ ...FALLBACK_WRAP, ...props.style }}
    >
      {text}
    </pre>
  );
}

const AskTranscriptView = forwardRef<HTMLElement, AskTranscriptProps>(
  function AskTranscriptView(props, ref) {
    const { details, messages: overrides } = props;
    const messages = useAskMessages(overrides);
    const registry = useAskRegistry();
    const summary = useMemo(() => parseAskSummary(details, registry), [details, registry]);
    if (!summary) return genericRow(props, ref);
    return (
      <div
        {...rowProps(props)}
        ref={ref as Ref<HTMLDivElement>}
        {...anatomy.part('transcript')}
        data-reason={summary.reason}
      >
        <AskSummaryView
          summary={summary}
          messages={messages}
          scope={anatomy.scope}
          outcome="end"
          listLabel={messages.transcriptLabel}
        />
      </div>
    );
  },
);
