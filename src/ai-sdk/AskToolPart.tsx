import { forwardRef, useEffect, useMemo, useRef, type HTMLAttributes, type ReactNode } from 'react';
import type { AskAdapter } from '../core/adapters/types';
import type { AskMessages } from '../core/messages/types';
import type { AskResolution } from '../core/dialects';
import type { AskRequest, AskState } from '../core/types';
import { AskCard, type AskCardProps } from '../react/ask-card/AskCard';
import type { AskCardOwnedProps } from '../react/ask-card/AskCardRoot';
import { splitAskCardProps, useAskCard } from '../react/ask-card/use-ask-card';
import { useAskMessages } from '../react/i18n';
import { AskTranscript } from '../react/transcript/AskTranscript';
import { useIsomorphicLayoutEffect } from '../react/use-isomorphic-layout-effect';
import { askRequestKey } from '../core/machine/identity';
import {
  answeredRecord,
  askAdapterOf,
  askToolNameOf,
  persistedDetails,
  receiptContent,
  toModelOutput,
} from '../tool-calls/call';
import type { AskCallScope, AskToolStore } from '../tool-calls/store';
import { toolPartAnatomy } from './anatomy';
import { useAskToolStore } from '../react/tool-store';
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
  /**
   * The chat the call belongs to (`useChat().id`, a thread id): with the call's id and its
   * question, what the call is answered once under. Give it when `addToolOutput` is not the
   * chat's own function (an inline `(o) => addToolOutput(o)` is a new function every render).
   * @default the `addToolOutput` function, which is one per chat
   */
  scope?: AskCallScope;
  /**
   * The chat's tool-call store (`createAskToolStore()`), as given to `resolvePendingAsks`.
   * @default the nearest `AskToolStoreProvider`'s, else the page-wide one
   */
  store?: AskToolStore;
}

/**
 * An ask tool's part of a `useChat` message: a busy placeholder while the input streams, the
 * live card once it is complete, the question-and-answer receipt once answered, a readable error
 * for a failed call. The card's answer goes to `addToolOutput` once per call (re-renders,
 * StrictMode and remounts included), as the dialect's model-facing result: a call is its chat
 * (`scope`), its `toolCallId` and its question, so a question that changes under the same id, or
 * an id a later turn reuses, is a new card with its own answer; an input that breaks
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
    const store = useAskToolStore(props.store);
    if (!adapter)
      return <AskToolNotice {...elementProps(props)} ref={ref} text={messages.invalidRequest} />;
    switch (part.state) {
      case 'input-streaming':
        return <AskToolSkeleton {...elementProps(props)} ref={ref} messages={messages} />;
      case 'input-available':
        return <AskToolLive {...props} store={store} adapter={adapter} tool={tool} ref={ref} />;
      case 'output-available':
        return (
          <AskToolReceipt
            {...props}
            store={store}
            adapter={adapter}
            messages={messages}
            ref={ref}
          />
        );
      case 'output-error':
        return (
          <AskToolNotice
            {...elementProps(props)}
            ref={ref}
            text={messages.invalidRequest}
            detail={part.errorText}
          />
        );
      default:
        // Approval states belong to `needsApproval` tools, not to questions.
        return null;
    }
  },
);

/**
 * The host's props for the element a state renders (`className`, `data-*`, `aria-*`, handlers):
 * what is neither the binding's nor the card's own.
 */
function elementProps(
  props: AskToolPartProps & { adapter?: AskAdapter; tool?: string },
): HTMLAttributes<HTMLDivElement> {
  const {
    adapter: _adapter,
    tool: _tool,
    part: _part,
    addToolOutput: _addToolOutput,
    dialect: _dialect,
    details: _details,
    scope: _scope,
    store: _store,
    onError: _onError,
    onRenderError: _onRenderError,
    returnFocusTo: _returnFocusTo,
    autoFocus: _autoFocus,
    headingLevel: _headingLevel,
    ...rest
  } = props;
  return splitAskCardProps(rest)[1];
}

type DivProps = HTMLAttributes<HTMLDivElement>;

/**
 * The card's place while the model writes the input: busy, and nothing to answer yet. It keeps
 * nothing in the store: a call's key hashes its whole input, which changes with every chunk, and
 * nothing reads a streaming phase (the store's phases start at the live card).
 */
const AskToolSkeleton = forwardRef<HTMLDivElement, DivProps & { messages: AskMessages }>(
  function AskToolSkeleton({ messages, ...rest }, ref) {
    return (
      <div
        {...rest}
        ref={ref}
        role="group"
        aria-label={messages.cardLabel}
        aria-busy="true"
        {...toolPartAnatomy.part('root')}
        data-state="loading"
      >
        <p role="status" {...toolPartAnatomy.part('message')}>
          {messages.preparingRequest}
        </p>
      </div>
    );
  },
);

/** A call no card can show: the localized notice, and the error text as plain text. */
export const AskToolNotice = forwardRef<
  HTMLDivElement,
  Omit<DivProps, 'children'> & { text: string; detail?: string | undefined }
>(function AskToolNotice({ text, detail, ...rest }, ref) {
  return (
    <div {...rest} ref={ref} role="alert" {...toolPartAnatomy.part('root')} data-state="invalid">
      <p {...toolPartAnatomy.part('message')}>{text}</p>
      {detail ? (
        <pre dir="auto" {...toolPartAnatomy.part('error')}>
          {String(detail)}
        </pre>
      ) : null}
    </div>
  );
});

interface BoundProps extends AskToolPartProps {
  adapter: AskAdapter;
  tool: string;
  store: AskToolStore;
}

/** `input-available`: validate with the dialect's adapter, then the card, or the error answer. */
const AskToolLive = forwardRef<HTMLDivElement, BoundProps>(function AskToolLive(props, ref) {
  const { adapter, part, tool } = props;
  const parsed = useMemo(() => adapter.safeParse(part.input), [adapter, part.input]);
  const { toolCallId } = part;
  const error = parsed.success ? null : parsed.error;
  const messages = useAskMessages(props.messages);
  const prompt = useMemo(() => askRequestKey(part.input), [part.input]);
  const latest = useRef(props);
  useIsomorphicLayoutEffect(() => {
    latest.current = props;
  });
  useEffect(() => {
    if (!error) return;
    // The model gets the adapter's message: which field is wrong and how to fix the call.
    const errorText = error.message;
    const { addToolOutput, onError, store } = latest.current;
    // Once per call, as the output: `onError` too, however often the host re-renders.
    store.answerOnce(
      store.key(callOf(latest.current)),
      () => {
        onError?.(error);
        return addToolOutput({ state: 'output-error', tool, toolCallId, errorText });
      },
      {},
      { phase: 'error' },
    );
  }, [error, toolCallId, tool, prompt]);
  if (!parsed.success)
    return <AskToolNotice {...elementProps(props)} ref={ref} text={messages.invalidRequest} />;
  // Another question under the same call id is another card: no choice carries over.
  return <AskToolCard {...props} key={prompt} request={parsed.data} ref={ref} />;
});

/** What identifies the call of a part: its chat, its id and its input. */
function callOf({ scope, addToolOutput, part }: AskToolPartProps) {
  return { scope: scope ?? addToolOutput, toolCallId: part.toolCallId, input: part.input };
}

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
      scope: _scope,
      store,
      ...rest
    } = props;
    const { toolCallId } = part;
    const [options, view] = splitAskCardProps(rest);
    const key = useMemo(
      () => store.key(callOf({ part, addToolOutput, scope: props.scope })),
      [store, part, addToolOutput, props.scope],
    );
    // A remounted card (the list re-keyed, a tab switched) shows the answer it already gave.
    const earlier = store.openAnswer(key);
    // The answer goes through the `addToolOutput` this card was last rendered with.
    const latest = useRef({ onResolve: options.onResolve, addToolOutput, key });
    const cardState = useRef<AskState | null>(null);
    const card = useAskCard(request, {
      ...options,
      snapshot: earlier?.snapshot ?? options.snapshot,
      onResolve(resolution: AskResolution) {
        const stateNow = cardState.current;
        const output = toModelOutput(adapter, resolution);
        const { input } = part;
        store.answerOnce(
          latest.current.key,
          () => {
            store.markAnswered(toolCallId, input);
            return latest.current.addToolOutput({ tool, toolCallId, output });
          },
          { ...answeredRecord(stateNow, resolution), output },
        );
        latest.current.onResolve?.(resolution);
      },
    });
    useIsomorphicLayoutEffect(() => {
      latest.current = { onResolve: options.onResolve, addToolOutput, key };
      cardState.current = card.state;
    });
    useIsomorphicLayoutEffect(
      () => store.mount(key, { phase: 'live', state: () => cardState.current ?? card.state }),
      [store, key],
    );
    return <AskCard {...view} card={card} ref={ref} />;
  },
);

/** `output-available`: the read-only question-and-answer summary. */
const AskToolReceipt = forwardRef<
  HTMLElement,
  AskToolPartProps & { adapter: AskAdapter; messages: AskMessages; store: AskToolStore }
>(function AskToolReceipt(props, ref): ReactNode {
  const { part, adapter, messages, store } = props;
  // The answer that wrote this output, in this store: its details and content are the receipt's.
  const earlier = store.answerThatWrote(store.key(callOf(props)), part.output);
  // After a reload: what the dialect reads back from the output (and the call's input).
  const { input, output } = part;
  const details = useMemo(
    () => props.details ?? earlier?.details ?? persistedDetails(adapter, input, output),
    [props.details, earlier, adapter, input, output],
  );
  const content = useMemo(
    () => receiptContent(adapter, input, output, details, earlier?.content),
    [adapter, input, output, details, earlier],
  );
  return (
    <AskTranscript
      {...elementProps(props)}
      ref={ref}
      details={details}
      content={content}
      messages={messages}
      onRenderError={props.onRenderError}
    />
  );
});
