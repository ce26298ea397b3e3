import {
  forwardRef,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { isAgUiApprovalInterrupt, safeParseAgUiInterrupt } from '../core/adapters/agui-interrupt';
import type { AgUiInterruptParseOptions } from '../core/adapters/agui-interrupt';
import { reopenAsk, type AskResolution } from '../core/dialects';
import type { AskMessages } from '../core/messages/types';
import type { AskRequest, AskState } from '../core/types';
import { AskCard } from '../react/ask-card/AskCard';
import type { AskCardOwnedProps } from '../react/ask-card/AskCardRoot';
import { splitAskCardProps, useAskCard } from '../react/ask-card/use-ask-card';
import { useAskMessages } from '../react/i18n';
import { useAskToolStore } from '../react/tool-store';
import { useIsomorphicLayoutEffect } from '../react/use-isomorphic-layout-effect';
import { answeredRecord } from '../tool-calls/call';
import type { AskToolStore } from '../tool-calls/store';
import { agUiAnatomy } from './anatomy';
import {
  createAgUiSession,
  type AskAgUiInterruptsPhase,
  type AskAgUiSession,
  type AskAgUiSessionOptions,
} from './session';
import type { AskAgUiAgent, AskAgUiInterrupt, AskAgUiResponse, AskAgUiResumeEntry } from './types';

export interface UseAskAgUiInterruptsOptions extends AskAgUiSessionOptions {
  /**
   * The chat's tool-call store (`createAskToolStore()`): where each answer is kept until the
   * resume is sent. Give the composer's hook the same one.
   * @default the nearest `AskToolStoreProvider`'s, else the page-wide one
   */
  store?: AskToolStore | undefined;
}

/** What `useAskAgUiInterrupts` returns: the agent's interrupts, and what ends them. */
export interface AskAgUiInterruptsApi {
  /** `agent.pendingInterrupts`: one card each, in this order. */
  interrupts: readonly AskAgUiInterrupt[];
  /**
   * `waiting` for answers, `sending` the resume (the next run is under way), `failed` (the run
   * rejected: `retry()`), `idle` (nothing pending).
   */
  phase: AskAgUiInterruptsPhase;
  /** Why the last send failed, while `phase` is `failed`. */
  error: unknown;
  /**
   * The user wrote in the composer instead: every card still open ends as replied in the chat
   * (through its machine), and the resume comes back, one entry per pending interrupt in order
   * (`cancelled` for those; an answer already given stays). Send it with the message, since a
   * run on a thread with pending interrupts must carry them all; it is not sent from here.
   *
   * @example
   * agent.addMessage({ id, role: 'user', content: text });
   * await agent.runAgent({ resume: interrupts.cancelPending() });
   */
  cancelPending(): AskAgUiResumeEntry[];
  /** Send the same answers again after a failed send. */
  retry(): void;
  /** What the cards read: pass it to `<AskAgUiInterrupts session>` or `AskAgUiInterruptCard`. */
  session: AskAgUiSession;
}

/**
 * The interrupts an AG-UI 1.0 agent is paused on (`agent.pendingInterrupts`), bound to ask cards:
 * each card's answer is kept in the tool-call store, and once every interrupt is settled the one
 * `resume[]` goes out, in the interrupts' order, with `agent.runAgent({ resume })` (or your
 * `onResume`). Nothing goes before all are settled (AG-UI has no partial resume), and an answer
 * past its `expiresAt` goes as `cancelled`, the only status the client then accepts.
 *
 * @example
 * const interrupts = useAskAgUiInterrupts(agent);
 * <AskAgUiInterrupts session={interrupts.session} />
 * // the composer:
 * agent.addMessage(message);
 * await agent.runAgent({ resume: interrupts.cancelPending() });
 */
export function useAskAgUiInterrupts(
  agent: AskAgUiAgent,
  given: UseAskAgUiInterruptsOptions = {},
): AskAgUiInterruptsApi {
  const store = useAskToolStore(given.store);
  // Yes / No, the JSON field's label and the prompt of a silent interrupt from the catalog,
  // unless the host's parse options say.
  const options = { ...given, parseOptions: withCatalog(given.parseOptions, useAskMessages()) };
  // The store's records seen through this agent: a new session per agent or store.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the options follow in the effect below
  const session = useMemo(() => createAgUiSession(agent, store, options), [agent, store]);
  // The options as last rendered, read when a send happens.
  useIsomorphicLayoutEffect(() => {
    session.configure(options);
  });
  const snapshot = useSyncExternalStore(
    session.subscribe,
    session.getSnapshot,
    session.getSnapshot,
  );
  return useMemo(
    () => ({
      ...snapshot,
      cancelPending: session.cancelPending,
      retry: session.retry,
      session,
    }),
    [snapshot, session],
  );
}

/** The parse options with the catalog's labels where the host set none. */
function withCatalog(
  given: AgUiInterruptParseOptions | undefined,
  messages: AskMessages,
): AgUiInterruptParseOptions {
  return {
    booleanLabels: { true: messages.yes, false: messages.no },
    jsonLabel: messages.jsonField.label,
    defaultPrompt: {
      answer: messages.agUiDefaultPrompt,
      confirmation: messages.agUiDefaultConfirm,
    },
    ...given,
  };
}

/** What a host's approval view gets besides the interrupt. */
export interface AskAgUiApprovalContext {
  /** The answer given, once settled. */
  settled: AskAgUiResumeEntry | undefined;
}

/**
 * Render a tool approval (`reason: "tool_call"`): build `{ approved, editedArgs? }` and call
 * `respond({ status: 'resolved', payload })` (or `{ status: 'cancelled' }`).
 */
export type AskAgUiRenderApproval = (
  interrupt: AskAgUiInterrupt,
  respond: (response: AskAgUiResponse) => void,
  context: AskAgUiApprovalContext,
) => ReactNode;

type CardProps = Omit<
  AskCardOwnedProps,
  'request' | 'card' | 'children' | 'part' | 'snapshot' | 'onResolve'
>;

export interface AskAgUiInterruptCardProps extends CardProps {
  session: AskAgUiSession;
  interrupt: AskAgUiInterrupt;
  /** Your approval view for `tool_call` interrupts. @default a note with Cancel */
  renderApproval?: AskAgUiRenderApproval | undefined;
  /** Called with each card's entry as it settles. */
  onSettle?: ((entry: AskAgUiResumeEntry) => void) | undefined;
}

/**
 * One interrupt: its ask card (a form, a yes/no, a text answer, by `reason`), your approval view
 * for a `tool_call`, or a short note with Cancel for an approval you render no view for (or an
 * interrupt no card can read), so the thread never waits on something nobody can answer.
 *
 * @example
 * {api.interrupts.map((interrupt) => (
 *   <AskAgUiInterruptCard key={interrupt.id} session={api.session} interrupt={interrupt} />
 * ))}
 */
export const AskAgUiInterruptCard = forwardRef<HTMLDivElement, AskAgUiInterruptCardProps>(
  function AskAgUiInterruptCard(props, ref) {
    const { session, interrupt, renderApproval, onSettle, ...card } = props;
    const messages = useAskMessages(card.messages);
    const parsed = useMemo(
      () =>
        isAgUiApprovalInterrupt(interrupt)
          ? null
          : safeParseAgUiInterrupt(interrupt, session.options.parseOptions),
      [interrupt, session],
    );
    const settled = session.answerOf(interrupt)?.output as AskAgUiResumeEntry | undefined;
    const respond = (response: AskAgUiResponse) => {
      session.respond(interrupt, response);
      onSettle?.({ ...response, interruptId: interrupt.id });
    };
    if (parsed === null && renderApproval)
      return <>{renderApproval(interrupt, respond, { settled })}</>;
    if (parsed === null || !parsed.success) {
      const [, rest] = splitAskCardProps(card);
      return (
        <AgUiNote
          {...noteProps(rest)}
          ref={ref}
          messages={messages}
          approval={parsed === null}
          detail={parsed?.success === false ? parsed.error.message : undefined}
          settled={settled}
          onCancel={() => respond({ status: 'cancelled' })}
        />
      );
    }
    // Settled from outside (the composer): mounted again, from the answer's state. After a
    // refused resume (and after Try again) a new generation: the card mounts anew.
    const outside = session.isYielded(interrupt);
    const { generation } = session.reopenOf(interrupt);
    return (
      <AgUiCard
        {...card}
        key={`${outside ? 'yielded' : 'live'}:${generation}`}
        ref={ref}
        session={session}
        interrupt={interrupt}
        request={parsed.data}
        onSettle={onSettle}
      />
    );
  },
);

/** The note's element props: what is neither the card's nor the binding's. */
function noteProps(rest: Record<string, unknown>): HTMLAttributes<HTMLDivElement> {
  const {
    messages: _m,
    onError: _e,
    autoFocus: _a,
    headingLevel: _h,
    returnFocusTo: _r,
    onRenderError: _o,
    ...element
  } = rest;
  return element as HTMLAttributes<HTMLDivElement>;
}

const AgUiCard = forwardRef<
  HTMLDivElement,
  CardProps & {
    session: AskAgUiSession;
    interrupt: AskAgUiInterrupt;
    request: AskRequest;
    onSettle?: ((entry: AskAgUiResumeEntry) => void) | undefined;
  }
>(function AgUiCard({ session, interrupt, request, onSettle, ...rest }, ref) {
  const [options, view] = splitAskCardProps(rest);
  const key = session.keyOf(interrupt);
  // A remounted card (a tab switched, the list re-keyed) shows the answer it already gave.
  const earlier = session.answerOf(interrupt);
  // Refused by the agent: open again, through the machine, with the answers sent, on the first
  // field the agent named.
  const { answers, fieldErrors } = session.reopenOf(interrupt);
  const [reopened] = useState(() => {
    if (earlier || !answers) return undefined;
    const focus = request.questions.find((q) => fieldErrors && Object.hasOwn(fieldErrors, q.id));
    return reopenAsk(request, [...answers], {
      ...(focus ? { focus: focus.id } : {}),
      ...(options.layout ? { layout: options.layout } : {}),
    });
  });
  const cardState = useRef<AskState | null>(null);
  const latest = useRef({ onSettle, interrupt });
  const card = useAskCard(request, {
    ...options,
    snapshot: reopened ?? earlier?.snapshot,
    ...(reopened && fieldErrors ? { fieldErrors } : {}),
    onResolve(resolution: AskResolution) {
      const entry = resolution.result as AskAgUiResumeEntry;
      const record = answeredRecord(cardState.current, resolution);
      session.settle(latest.current.interrupt, entry, record);
      latest.current.onSettle?.(entry);
    },
  });
  useIsomorphicLayoutEffect(() => {
    latest.current = { onSettle, interrupt };
    cardState.current = card.state;
  });
  const store = session.store;
  useIsomorphicLayoutEffect(
    () => store.mount(key, { phase: 'live', state: () => cardState.current ?? card.state }),
    [store, key],
  );
  return <AskCard {...view} card={card} ref={ref} />;
});

const AgUiNote = forwardRef<
  HTMLDivElement,
  HTMLAttributes<HTMLDivElement> & {
    messages: AskMessages;
    approval: boolean;
    detail: string | undefined;
    settled: AskAgUiResumeEntry | undefined;
    onCancel: () => void;
  }
>(function AgUiNote({ messages, approval, detail, settled, onCancel, ...rest }, ref) {
  return (
    <div
      {...rest}
      ref={ref}
      role="group"
      aria-label={messages.cardLabel}
      {...agUiAnatomy.part('root')}
      data-state={settled ? 'cancelled' : approval ? 'approval' : 'invalid'}
    >
      <p {...agUiAnatomy.part('message')}>
        {approval ? messages.agUiApprovalNote : messages.invalidRequest}
      </p>
      {detail ? (
        <pre dir="auto" {...agUiAnatomy.part('error')}>
          {detail}
        </pre>
      ) : null}
      {settled ? (
        <p role="status" {...agUiAnatomy.part('outcome')}>
          {messages.agUiCancelled}
        </p>
      ) : (
        <button type="button" onClick={onCancel} {...agUiAnatomy.part('cancel')}>
          {messages.agUiCancel}
        </button>
      )}
    </div>
  );
});

type ListProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> &
  Omit<CardProps, keyof HTMLAttributes<HTMLDivElement>> & {
    renderApproval?: AskAgUiRenderApproval | undefined;
    onSettle?: ((entry: AskAgUiResumeEntry) => void) | undefined;
  };

export type AskAgUiInterruptsProps = ListProps &
  (
    | ({ agent: AskAgUiAgent; session?: never } & UseAskAgUiInterruptsOptions)
    | { session: AskAgUiSession; agent?: never }
  );

/**
 * A card per interrupt the agent is paused on, answered together: the resume goes out once every
 * one is settled. Give it the `agent` (it calls `useAskAgUiInterrupts` itself), or the `session`
 * of a hook you call too (the composer's `cancelPending`).
 *
 * @example
 * <AskAgUiInterrupts agent={agent} renderApproval={(interrupt, respond) => (
 *   <button onClick={() => respond({ status: 'resolved', payload: { approved: true } })}>
 *     Approve
 *   </button>
 * )} />
 */
export const AskAgUiInterrupts = forwardRef<HTMLDivElement, AskAgUiInterruptsProps>(
  function AskAgUiInterrupts(props, ref) {
    if (props.session) return <AgUiList {...props} session={props.session} ref={ref} />;
    return <AgUiAgentList {...props} agent={props.agent} ref={ref} />;
  },
);

const AgUiAgentList = forwardRef<
  HTMLDivElement,
  ListProps & UseAskAgUiInterruptsOptions & { agent: AskAgUiAgent }
>(function AgUiAgentList({ agent, store, onResume, onResumeError, parseOptions, ...rest }, ref) {
  const hook = { store, onResume, onResumeError, parseOptions };
  const { session } = useAskAgUiInterrupts(agent, hook);
  return <AgUiList {...rest} session={session} ref={ref} />;
});

const AgUiList = forwardRef<HTMLDivElement, ListProps & { session: AskAgUiSession }>(
  function AgUiList({ session, renderApproval, onSettle, ...rest }, ref) {
    const snapshot = useSyncExternalStore(
      session.subscribe,
      session.getSnapshot,
      session.getSnapshot,
    );
    const [cardOptions, element] = splitCardOptions(rest);
    const messages = useAskMessages(cardOptions.messages);
    const { interrupts, phase } = snapshot;
    return (
      <div {...element} ref={ref} {...agUiAnatomy.part('list')} data-state={phase}>
        {interrupts.map((interrupt) => (
          <AskAgUiInterruptCard
            {...cardOptions}
            key={session.keyOf(interrupt)}
            session={session}
            interrupt={interrupt}
            renderApproval={renderApproval}
            onSettle={onSettle}
          />
        ))}
        {phase === 'failed' || phase === 'refused' ? (
          <div role="alert" {...agUiAnatomy.part('failure')} data-state={phase}>
            <p {...agUiAnatomy.part('message')}>
              {phase === 'refused' ? messages.agUiResumeRefused : messages.agUiResumeFailed}
            </p>
            <button type="button" onClick={session.retry} {...agUiAnatomy.part('retry')}>
              {messages.agUiRetry}
            </button>
          </div>
        ) : null}
      </div>
    );
  },
);

/** The card options every card of the list shares, apart from the list's own element props. */
const CARD_KEYS = [
  'messages',
  'onError',
  'autoFocus',
  'headingLevel',
  'returnFocusTo',
  'onRenderError',
  'layout',
  'clock',
  'registry',
  'signal',
  'startedAt',
  'onEvent',
  'onSnapshotChange',
] as const;

function splitCardOptions(
  props: Record<string, unknown>,
): [CardProps, HTMLAttributes<HTMLDivElement>] {
  const card: Record<string, unknown> = {};
  const element: Record<string, unknown> = { ...props };
  for (const key of CARD_KEYS)
    if (key in element) {
      card[key] = element[key];
      delete element[key];
    }
  return [card as CardProps, element as HTMLAttributes<HTMLDivElement>];
}
