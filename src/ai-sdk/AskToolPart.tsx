import { forwardRef, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { AskAdapter } from '../core/adapters/types';
import type { AskMessages } from '../core/messages/types';
import type { AskResolution } from '../core/serialize/resolution';
import type { AskRequest, AskState } from '../core/types';
import { AskCard, type AskCardProps } from '../react/ask-card/AskCard';
import type { AskCardOwnedProps } from '../react/ask-card/AskCardRoot';
import { splitAskCardProps, useAskCard } from '../react/ask-card/use-ask-card';
import { useAskMessages } from '../react/i18n';
import { AskTranscript } from '../react/transcript/AskTranscript';
import { useIsomorphicLayoutEffect } from '../react/use-isomorphic-layout-effect';
import {
  answeredCall,
  answeredRecord,
  answerOnce,
  askAdapterOf,
  askToolNameOf,
  markAnswered,
  registerLiveAsk,
  toModelOutput,
} from './ask-tool';
import type { AskAddToolOutput, AskToolUIPart } from './types';

type CardProps = Omit<AskCardOwnedProps, 'request' | 'card' | 'children' | 'part'> &
  Pick<AskCardProps, 'onRenderError' | 'returnFocusTo'>;

export interface AskToolPartProps extends CardProps {
  /** The tool's UI part from `useChat().messages[i].parts` (`tool-<name>` or `dynamic-tool`). */
  part: AskToolUIPart;
  /** `useChat().addToolOutput`: called once per tool call, with the dialect's result. */
  addToolOutput: AskAddToolOutput;
  /**
   * The dialect, when the tool's name is not one (`tool-clarify` carrying `ask_user` input, say).
   * @default the tool's name
   */
  dialect?: string;
  /**
   * The `details` the host persisted with the answer (`AskResolution.details`, from `onResolve`),
   * for the receipt after a reload. In the session that answered, the binding keeps them itself.
   */
  details?: unknown;
}

/**
 * An ask tool's part of a `useChat` message: a busy placeholder while the input streams, the
 * live card once it is complete, the question-and-answer receipt once answered, a readable error
 * for a failed call. The card's answer goes to `addToolOutput` once per `toolCallId` (re-renders,
 * StrictMode and remounts included), as the dialect's model-facing result; an input that breaks
 * the dialect's rules answers the tool with `output-error` and the message the model can fix its
 * call by.
 *
 * @example
 * {message.parts.map((part) =>
 *   isAskToolPart(part) ? (
 *     <AskToolPart key={part.toolCallId} part={part} addToolOutput={addToolOutput} />
 *   ) : null,
 * )}
 */
export const AskToolPart = forwardRef<HTMLDivElement, AskToolPartProps>(
  function AskToolPart(props, ref) {
    const { part, dialect, messages: overrides } = props;
    const tool = askToolNameOf(part) ?? '';
    const adapter = askAdapterOf(tool, dialect);
    const messages = useAskMessages(overrides);
    if (!adapter) return <AskToolNotice ref={ref} text={messages.invalidRequest} />;
    switch (part.state) {
      case 'input-streaming':
        return <AskToolSkeleton ref={ref} messages={messages} className={props.className} />;
      case 'input-available':
        return <AskToolLive {...props} adapter={adapter} tool={tool} ref={ref} />;
      case 'output-available':
        return <AskToolReceipt {...props} adapter={adapter} messages={messages} ref={ref} />;
      case 'output-error':
        return <AskToolNotice ref={ref} text={messages.invalidRequest} detail={part.errorText} />;
      default:
        // Approval states belong to `needsApproval` tools, not to questions.
        return null;
    }
  },
);

/** The card's place while the model writes the input: busy, and nothing to answer yet. */
const AskToolSkeleton = forwardRef<
  HTMLDivElement,
  { messages: AskMessages; className?: string | undefined }
>(function AskToolSkeleton({ messages, className }, ref) {
  return (
    <div
      ref={ref}
      role="group"
      aria-label={messages.cardLabel}
      aria-busy="true"
      data-scope="ask-card"
      data-part="root"
      data-state="loading"
      className={className}
    >
      <p role="status" data-scope="ask-card" data-part="message">
        {messages.preparingRequest}
      </p>
    </div>
  );
});

/** A call no card can show: the localized notice, and the error text as plain text. */
export const AskToolNotice = forwardRef<
  HTMLDivElement,
  { text: string; detail?: string | undefined; className?: string | undefined }
>(function AskToolNotice({ text, detail, className }, ref) {
  return (
    <div
      ref={ref}
      role="alert"
      data-scope="ask-card"
      data-part="root"
      data-state="invalid"
      className={className}
    >
      <p data-scope="ask-card" data-part="message">
        {text}
      </p>
      {detail ? (
        <pre dir="auto" data-scope="ask-card" data-part="error">
          {String(detail)}
        </pre>
      ) : null}
    </div>
  );
});

interface BoundProps extends AskToolPartProps {
  adapter: AskAdapter;
  tool: string;
}

/** `input-available`: validate with the dialect's adapter, then the card, or the error answer. */
const AskToolLive = forwardRef<HTMLDivElement, BoundProps>(function AskToolLive(props, ref) {
  const { adapter, part, tool, addToolOutput } = props;
  const parsed = useMemo(() => adapter.safeParse(part.input), [adapter, part.input]);
  const { toolCallId } = part;
  const error = parsed.success ? null : parsed.error;
  const { onError } = props;
  const messages = useAskMessages(props.messages);
  useEffect(() => {
    if (!error) return;
    // The model gets the adapter's message: which field is wrong and how to fix the call.
    const errorText = error.message;
    // Once per tool call, as the output: `onError` too, however often the host re-renders.
    answerOnce(addToolOutput, toolCallId, () => {
      onError?.(error);
      return addToolOutput({ state: 'output-error', tool, toolCallId, errorText });
    });
  }, [error, addToolOutput, toolCallId, tool, onError]);
  if (!parsed.success) return <AskToolNotice ref={ref} text={messages.invalidRequest} />;
  return <AskToolCard {...props} request={parsed.data} ref={ref} />;
});

/** The live card; its resolution becomes the tool output, once. */
const AskToolCard = forwardRef<HTMLDivElement, BoundProps & { request: AskRequest }>(
  function AskToolCard(props, ref) {
    const {
      adapter,
      part,
      tool,
      addToolOutput,
      request,
      dialect: _dialect,
      details: _details,
      onError: _onError,
      ...rest
    } = props;
    const { toolCallId } = part;
    const [options, view] = splitAskCardProps(rest);
    // A remounted card (the list re-keyed, a tab switched) shows the answer it already gave.
    const earlier = answeredCall(addToolOutput, toolCallId);
    const onResolveProp = useRef(options.onResolve);
    const cardState = useRef<AskState | null>(null);
    const card = useAskCard(request, {
      ...options,
      snapshot: earlier?.snapshot ?? options.snapshot,
      onResolve(resolution: AskResolution) {
        const stateNow = cardState.current;
        answerOnce(
          addToolOutput,
          toolCallId,
          () => {
            markAnswered(toolCallId);
            return addToolOutput({ tool, toolCallId, output: toModelOutput(adapter, resolution) });
          },
          answeredRecord(stateNow, resolution),
        );
        onResolveProp.current?.(resolution);
      },
    });
    useIsomorphicLayoutEffect(() => {
      onResolveProp.current = options.onResolve;
      cardState.current = card.state;
    });
    useIsomorphicLayoutEffect(
      () => registerLiveAsk(addToolOutput, toolCallId, () => cardState.current ?? card.state),
      [addToolOutput, toolCallId],
    );
    return <AskCard {...view} card={card} ref={ref} />;
  },
);

/** `output-available`: the read-only question-and-answer summary. */
const AskToolReceipt = forwardRef<
  HTMLElement,
  AskToolPartProps & { adapter: AskAdapter; messages: AskMessages }
>(function AskToolReceipt(props, ref): ReactNode {
  const { part, addToolOutput, adapter, className, messages } = props;
  const earlier = answeredCall(addToolOutput, part.toolCallId);
  // After a reload: what the dialect reads back from the output alone (Claude's updatedInput),
  // else from the call's input and output together (ask_user's result).
  const details =
    props.details ??
    earlier?.details ??
    adapter.fromPersisted?.(part.output) ??
    adapter.fromPersisted?.({ input: part.input, result: part.output }) ??
    null;
  const content =
    typeof part.output === 'string' ? part.output : (earlier?.content ?? safeJson(part.output));
  return (
    <AskTranscript
      ref={ref}
      details={details}
      content={content}
      messages={messages}
      className={className}
      onRenderError={props.onRenderError}
    />
  );
});

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}
