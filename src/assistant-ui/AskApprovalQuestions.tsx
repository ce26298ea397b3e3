import { forwardRef, useEffect, useMemo, useRef, useState } from 'react';
import { readApprovalQuestionsOutcome } from '../core/adapters/approval-questions/persisted';
import { safeParseApprovalQuestions } from '../core/adapters/approval-questions/schema';
import type {
  ApprovalQuestionsRequest,
  ApprovalQuestionsResponse,
} from '../core/adapters/approval-questions/protocol';
import type { AskInputError } from '../core/schema/errors';
import type { AskResolution } from '../core/dialects';
import type { AskRequest, AskSnapshot, AskState } from '../core/types';
import { answeredRecord } from '../tool-calls/call';
import type { AskCallScope, AskToolStore } from '../tool-calls/store';
import { useAskToolStore } from '../react/tool-store';
import { askRequestKey } from '../core/machine/identity';
import { toAskSnapshot } from '../core/machine/snapshot';
import { AskToolNotice, type AskToolPartProps } from '../ai-sdk/AskToolPart';
import { AskCard } from '../react/ask-card/AskCard';
import { splitAskCardProps, useAskCard } from '../react/ask-card/use-ask-card';
import { useAskMessages } from '../react/i18n';
import { AskTranscript } from '../react/transcript/AskTranscript';
import { useIsomorphicLayoutEffect } from '../react/use-isomorphic-layout-effect';

/** `ToolCallMessagePartProps['respondToApproval']`, as far as a questionnaire calls it. */
export type AskRespondToApproval = (response: ApprovalQuestionsResponse) => Promise<void> | void;

export interface AskApprovalQuestionsProps extends Omit<
  AskToolPartProps,
  'part' | 'addToolOutput' | 'dialect' | 'details'
> {
  /**
   * The tool-call part's `approval` with `display: "questions"`: open, answered (`approved`,
   * `answers`) or settled by the host (`resolution`).
   */
  approval: ApprovalQuestionsRequest;
  /**
   * The part's tool call id: with it, an approval is answered once per call and approval id, so
   * a host that reuses approval ids across threads never sees another thread's answer.
   */
  toolCallId?: string;
  /** The part's `respondToApproval`: called once per approval, with ids, never labels. */
  respondToApproval: AskRespondToApproval;
  /**
   * The thread the approval belongs to: with the tool call id, the approval id and its
   * questions, what it is answered once under.
   * @default the `respondToApproval` function, which is one per part
   */
  scope?: AskCallScope;
  /**
   * Called when `respondToApproval` rejects (the runtime could not record the response). The
   * card comes back pending with what the user chose, so they can send it again.
   */
  onRespondError?: (error: unknown) => void;
}

/**
 * The key an approval is answered once under: its part (`scope`), tool call, id and questions.
 * assistant-ui resolves an approval once, so a re-render, StrictMode's double effects or a
 * remount find the first answer (and its card); another approval never does.
 */
const answerKey = (
  store: AskToolStore,
  { scope, respondToApproval, toolCallId, approval }: AskApprovalQuestionsProps,
) =>
  store.key({
    scope: scope ?? respondToApproval,
    toolCallId: `${toolCallId ?? ''}\u0000${approval.id}`,
    input: approval,
  });

/**
 * assistant-ui's questionnaire (`part.approval` with `display: "questions"`) as an ask card:
 * every question must be answered, Skip all dismisses (`{ approved: false }`), and the answer
 * goes back once with `respondToApproval({ answers })`, keyed by question id with option ids.
 * An answered approval shows its receipt; `resolution: "cancelled"` or `"expired"` the stopped
 * or expired outcome. A questionnaire that breaks the rules is a readable error, never a card.
 *
 * @example
 * const ToolFallback = (props: ToolCallMessagePartProps) =>
 *   props.approval?.display === 'questions' ? (
 *     <AskApprovalQuestions
 *       approval={props.approval}
 *       respondToApproval={props.respondToApproval}
 *     />
 *   ) : (
 *     <MyToolRow {...props} />
 *   );
 */
export const AskApprovalQuestions = forwardRef<HTMLDivElement, AskApprovalQuestionsProps>(
  function AskApprovalQuestions(props, ref) {
    const { approval, className } = props;
    const messages = useAskMessages(props.messages);
    // A settled approval is read once (its reader parses it); only an open one is parsed here.
    const read = useMemo(() => {
      const outcome = readApprovalQuestionsOutcome(approval);
      return outcome ? { outcome } : { parsed: safeParseApprovalQuestions(approval) };
    }, [approval]);
    if (read.outcome)
      return (
        <AskTranscript
          ref={ref}
          details={read.outcome.details}
          content={read.outcome.content}
          messages={messages}
          className={className}
          onRenderError={props.onRenderError}
        />
      );
    const { parsed } = read;
    if (!parsed.success)
      return (
        <AskApprovalError
          {...props}
          error={parsed.error}
          text={messages.invalidRequest}
          ref={ref}
        />
      );
    // Other questions under the same ids are another card: no choice or retry carries over.
    return (
      <AskApprovalCard
        {...props}
        key={askRequestKey(parsed.data)}
        request={parsed.data}
        ref={ref}
      />
    );
  },
);

/** A questionnaire no card can show: the localized notice, and what is wrong as plain text. */
const AskApprovalError = forwardRef<
  HTMLDivElement,
  AskApprovalQuestionsProps & { error: AskInputError; text: string }
>(function AskApprovalError({ error, text, onError, className }, ref) {
  useEffect(() => onError?.(error), [error, onError]);
  return <AskToolNotice ref={ref} text={text} detail={error.message} className={className} />;
});

type AskApprovalCardProps = AskApprovalQuestionsProps & { request: AskRequest };

/**
 * The live card. A response the runtime refused (`respondToApproval` rejected) is forgotten, and
 * the card mounts again, pending, with the user's choices: assistant-ui keeps the approval open
 * so its controls stay retryable.
 */
const AskApprovalCard = forwardRef<HTMLDivElement, AskApprovalCardProps>(
  function AskApprovalCard(props, ref) {
    const [retry, setRetry] = useState({ attempt: 0, snapshot: null as AskSnapshot | null });
    const store = useAskToolStore(props.store);
    const onRefused = (state: AskState | null) => {
      store.forgetAnswer(answerKey(store, props));
      // The choices come back; the prompt is open again.
      const snapshot = state && toAskSnapshot({ ...state, status: 'pending', reason: undefined });
      setRetry((last) => ({ attempt: last.attempt + 1, snapshot: snapshot ?? last.snapshot }));
    };
    return (
      <AskApprovalAttempt
        {...props}
        store={store}
        key={retry.attempt}
        ref={ref}
        retrySnapshot={retry.snapshot}
        onRefused={onRefused}
      />
    );
  },
);

/** One attempt of the card; its answer or dismissal goes to `respondToApproval`, once. */
const AskApprovalAttempt = forwardRef<
  HTMLDivElement,
  AskApprovalCardProps & {
    retrySnapshot: AskSnapshot | null;
    onRefused: (state: AskState | null) => void;
    store: AskToolStore;
  }
>(function AskApprovalAttempt(props, ref) {
  const {
    approval: _approval,
    toolCallId: _toolCallId,
    scope: _scope,
    respondToApproval,
    onRespondError,
    request,
    onError: _onError,
    retrySnapshot,
    onRefused,
    store,
    ...rest
  } = props;
  const [options, view] = splitAskCardProps(rest);
  const key = answerKey(store, props);
  // A remounted card (the thread re-rendered, a tab switched) shows the answer it already gave.
  const earlier = store.openAnswer(key);
  const latest = useRef({
    onResolve: options.onResolve,
    respondToApproval,
    onRespondError,
    onRefused,
    key,
  });
  const cardState = useRef<AskState | null>(null);
  const card = useAskCard(request, {
    ...options,
    snapshot: retrySnapshot ?? earlier?.snapshot ?? options.snapshot,
    onResolve(resolution: AskResolution) {
      const response = resolution.result as ApprovalQuestionsResponse | null;
      // Stopped or answered in the chat: the host records the approval's resolution itself.
      if (response) {
        const state = cardState.current;
        const entry = store.answerOnce(
          latest.current.key,
          () => latest.current.respondToApproval(response),
          answeredRecord(state, resolution),
          // assistant-ui resolves an approval once: it stays answered, however it re-renders.
          { closeWhenWritten: false },
        );
        entry.written.catch((failure: unknown) => {
          latest.current.onRefused(state);
          latest.current.onRespondError?.(failure);
        });
      }
      latest.current.onResolve?.(resolution);
    },
  });
  useIsomorphicLayoutEffect(() => {
    latest.current = {
      onResolve: options.onResolve,
      respondToApproval,
      onRespondError,
      onRefused,
      key,
    };
    cardState.current = card.state;
  });
  return <AskCard {...view} card={card} ref={ref} />;
});
