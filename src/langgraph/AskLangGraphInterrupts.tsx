import {
  forwardRef,
  useEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import type { AskResolution } from '../core/dialects/serialize';
import type { AskMessages } from '../core/messages/types';
import type { AskInputError } from '../core/schema/errors';
import { reopenAsk } from '../core/dialects';
import type { AskAnswer, AskRequest } from '../core/types';
import { AskCard, type AskCardProps } from '../react/ask-card/AskCard';
import type { AskCardOwnedProps } from '../react/ask-card/AskCardRoot';
import {
  USE_ASK_CARD_OPTION_KEYS,
  splitAskCardProps,
  useAskCard,
} from '../react/ask-card/use-ask-card';
import { useAskMessages } from '../react/i18n';
import { useAskToolStore } from '../react/tool-store';
import { useIsomorphicLayoutEffect } from '../react/use-isomorphic-layout-effect';
import type { AskToolStore } from '../tool-calls/store';
import { langGraphAnatomy } from './anatomy';
import {
  LANGGRAPH_TEXT_FIELD,
  langGraphErrorText,
  langGraphFieldErrors,
  langGraphIssues,
  langGraphResume,
  readLangGraphInterrupts,
  routeLangGraphInterrupt,
  type AskLangGraphInterrupt,
  type AskLangGraphIssue,
  type AskLangGraphRoute,
  type AskLangGraphRouteOptions,
  type AskLangGraphStream,
} from './interrupts';

export interface AskLangGraphInterruptsOptions extends AskLangGraphRouteOptions {
  /**
   * The thread (the id `useStream`'s `onThreadId` reports; its result has none): with each
   * interrupt's id and what it asks, what its answer is kept under, so two threads never share
   * one.
   * @default one scope for every thread of the store
   */
  threadId?: string | null | undefined;
  /**
   * The chat's tool-call store (`createAskToolStore()`).
   * @default the nearest `AskToolStoreProvider`'s, else the page-wide one
   */
  store?: AskToolStore;
  /**
   * What a cancelled card (declined, dismissed, expired) resumes its interrupt with. LangGraph has
   * no cancel, so by default **nothing is sent**: the card says it was left unanswered, the
   * thread keeps the interrupt, and a reload shows it again. Give a value the graph reads as a
   * refusal (`() => null`, `() => ({ cancelled: true })`) to resume with it instead.
   * @default none: nothing is sent
   */
  cancelValue?: (interrupt: AskLangGraphInterrupt) => unknown;
  /**
   * The host's view of an approval (LangChain HITL `{ actionRequests, reviewConfigs }`, Agent
   * Inbox `HumanInterrupt`): not a question, so never a card.
   * @default a short "not a question" note
   */
  renderApproval?: (interrupt: AskLangGraphInterrupt) => ReactNode;
  /** An interrupt whose `response_schema` no form can show: the error names the keyword. */
  onInvalidInterrupt?: (interrupt: AskLangGraphInterrupt, error: AskInputError) => void;
  /** Message overrides on top of the nearest `AskI18nProvider` (or English). */
  messages?: Partial<AskMessages>;
}

/** One interrupt on screen, as `useAskLangGraphInterrupts` reads it. */
export interface AskLangGraphEntry {
  /** A React key: the interrupt, and how often its answer was refused. */
  key: string;
  interrupt: AskLangGraphInterrupt;
  route: AskLangGraphRoute;
  /** Where the card's answer is kept in the store. */
  callKey: string;
  /** The answers to show again after the graph refused them (the card reopens with them). */
  reopen?: readonly AskAnswer[];
  /** The graph's issues with the last answer (a `ZodError`'s), one per field it names. */
  issues?: readonly AskLangGraphIssue[];
  /** The graph refused the last answer with an error that names no field: its text. */
  failure?: string;
  /**
   * What the card shows of the refusal (`AskCard`'s `fieldErrors`): each issue under its field,
   * the rest (and `failure`) card-level. One object per refusal: a new one is a new refusal.
   */
  fieldErrors?: Readonly<Record<string, string>>;
  /** A cancelled card resumes with the host's `cancelValue` (else nothing is sent). */
  sendsOnCancel: boolean;
  /** The card resolved: its answer joins the resume (sent once every card has settled). */
  settle(resolution: AskResolution): void;
}

export interface AskLangGraphInterruptsApi {
  /** One per actionable interrupt (breakpoints are left out), in the stream's order. */
  entries: AskLangGraphEntry[];
  /**
   * `idle`: nothing to answer. `answering`: cards wait for the user. `sending`: the resume is on
   * its way (the cards stay, resolved, until the run goes on). `refused`: the graph refused it;
   * the cards are open again with the user's answers.
   */
  status: 'idle' | 'answering' | 'sending' | 'refused';
}

interface Batch {
  /** The store keys of the interrupts answered together, in order. */
  keys: string[];
  interrupts: AskLangGraphInterrupt[];
  /** `sending`: the resume is on its way; `running`: the run after it has started. */
  phase: 'answering' | 'sending' | 'running';
  /** Sent at least once: its cards stay while the stream shows no interrupt. */
  sent: boolean;
  /** How often the graph refused the resume: part of each card's React key. */
  attempt: number;
  /** Each card's answers as sent: what it reopens with. */
  before: Map<string, AskAnswer[]>;
  /** The writes waiting for the one resume. */
  waiters: { resolve: () => void; reject: (error: unknown) => void }[];
  issues?: AskLangGraphIssue[];
  failure?: string;
  /** Each card's `fieldErrors` for this refusal, by store key: made once, kept in state. */
  fieldErrors?: Map<string, Readonly<Record<string, string>>>;
  /** The stream's error when the resume was sent: only a later one refuses it. */
  errorBefore?: unknown;
}

const scopeOf = (threadId: string | null | undefined) => `langgraph:${threadId ?? ''}`;
const inputOf = ({ value, response_schema }: AskLangGraphInterrupt) => ({ value, response_schema });
const isQuestion = (route: AskLangGraphRoute | undefined) =>
  route?.kind === 'dialect' || route?.kind === 'form' || route?.kind === 'text';

/** What a submitted card resumes with: the dialect's result, the form's payload, the text. */
function resumeOf(route: AskLangGraphRoute, resolution: AskResolution): unknown {
  if (route.kind === 'dialect') return resolution.result;
  const result = resolution.result as { payload?: Record<string, unknown> };
  if (route.kind === 'text') return result.payload?.[LANGGRAPH_TEXT_FIELD] ?? '';
  return result.payload;
}

/**
 * The interrupts of a LangGraph `useStream` result as ask cards: one entry per actionable
 * interrupt, routed by what it asks (see `routeLangGraphInterrupt`), each answered through its
 * card and kept in the tool-call store. Once every card has settled the graph is resumed once:
 * `submit(null, { command: { resume } })` with the one value, or a map by interrupt id while
 * several are pending. When the graph refuses the resume (`submit` rejects, or `stream.error`
 * becomes an error after it), the cards reopen with the user's answers and the issues a
 * `ZodError` names. A cancelled card sends nothing unless `cancelValue` is given.
 *
 * @example
 * const [threadId, setThreadId] = useState<string | null>(null);
 * const stream = useStream({ assistantId: 'agent', apiUrl, threadId, onThreadId: setThreadId });
 * const { entries } = useAskLangGraphInterrupts(stream, { threadId });
 * return entries.map((entry) => <AskLangGraphInterruptCard key={entry.key} entry={entry} />);
 */
export function useAskLangGraphInterrupts(
  stream: AskLangGraphStream,
  options: AskLangGraphInterruptsOptions = {},
): AskLangGraphInterruptsApi {
  const store = useAskToolStore(options.store);
  const messages = useAskMessages(options.messages);
  const scope = scopeOf(options.threadId);
  const keyOf = (interrupt: AskLangGraphInterrupt, index: number) =>
    store.key({ scope, toolCallId: interrupt.id ?? `#${index}`, input: inputOf(interrupt) });
  const live = readLangGraphInterrupts(stream);
  const liveKeys = live.map(keyOf);

  const [, rerender] = useState(0);
  // The hook's instance record, as `useAskCard`'s `internals` (zag keeps the same in its machine
  // context): the batch of interrupts answered together, and each interrupt's route, read once.
  // Written by the stream's events and the cards' answers, which then rerender.
  const [memory] = useState(() => ({
    batch: null as Batch | null,
    routes: new Map<string, AskLangGraphRoute>(),
  }));
  const latest = useRef({ stream, options });
  useIsomorphicLayoutEffect(() => {
    latest.current = { stream, options };
  });

  // New interrupts (not the ones the last resume was for, shown again): a new batch.
  const same = (batch: Batch) =>
    batch.keys.length === liveKeys.length && batch.keys.every((key, i) => key === liveKeys[i]);
  if (live.length > 0 && !(memory.batch && same(memory.batch))) {
    // eslint-disable-next-line react-hooks/immutability
    memory.batch = {
      keys: liveKeys,
      interrupts: live,
      phase: 'answering',
      sent: false,
      attempt: 0,
      before: new Map(),
      waiters: [],
    };
    for (const key of memory.routes.keys()) if (!liveKeys.includes(key)) memory.routes.delete(key);
  }
  // Interrupts gone without a resume from us (a new input, another thread): nothing to show.
  // eslint-disable-next-line react-hooks/immutability
  if (live.length === 0 && memory.batch && !memory.batch.sent) memory.batch = null;
  const batch = memory.batch;

  const finish = (done: Batch) => {
    if (memory.batch !== done) return;
    for (const key of done.keys) store.forgetAnswer(key);
    // eslint-disable-next-line react-hooks/immutability
    memory.batch = null;
    rerender((n) => n + 1);
  };

  const refuse = (refused: Batch, error: unknown) => {
    if (memory.batch !== refused || refused.phase === 'answering') return;
    const issues = langGraphIssues(error);
    // Forgotten, so each card's next answer writes again; the cards reopen with `before`.
    for (const key of refused.keys) store.forgetAnswer(key);
    const { issues: _i, failure: _f, fieldErrors: _e, ...rest } = refused;
    const failure = issues ? undefined : langGraphErrorText(error);
    // Each question card's errors, read once against its request: the same object every render.
    const fieldErrors = new Map<string, Readonly<Record<string, string>>>();
    for (const key of refused.keys) {
      const route = memory.routes.get(key);
      if (route?.kind === 'dialect' || route?.kind === 'form' || route?.kind === 'text')
        fieldErrors.set(
          key,
          langGraphFieldErrors(route.request, issues ?? [], {
            single: route.kind === 'text',
            ...(failure === undefined ? {} : { failure }),
          }),
        );
    }
    // eslint-disable-next-line react-hooks/immutability
    memory.batch = {
      ...rest,
      phase: 'answering',
      attempt: refused.attempt + 1,
      waiters: [],
      fieldErrors,
      ...(issues ? { issues } : { failure: failure! }),
    };
    rerender((n) => n + 1);
  };

  /** Every card of the batch has settled: send the one resume. */
  const send = (current: Batch) => {
    const answers = current.interrupts.flatMap((interrupt, i) => {
      const output = store.openAnswer(current.keys[i]!)?.output as { resume: unknown } | undefined;
      return output ? [{ id: interrupt.id, value: output.resume }] : [];
    });
    const command = langGraphResume(answers, current.interrupts.length);
    const waiters = current.waiters.splice(0);
    if (!command) return waiters.forEach((w) => w.resolve());
    const { stream: now } = latest.current;
    const sending: Batch = { ...current, phase: 'sending', sent: true, errorBefore: now.error };
    // eslint-disable-next-line react-hooks/immutability
    memory.batch = sending;
    rerender((n) => n + 1);
    Promise.resolve()
      .then(() => now.submit(null, { command }))
      .then(
        () => {
          waiters.forEach((w) => w.resolve());
          // No `isLoading` to follow: the settled `submit` is the run's end.
          if (latest.current.stream.isLoading === undefined) finish(sending);
        },
        (error: unknown) => {
          waiters.forEach((w) => w.reject(error));
          refuse(memory.batch?.keys === sending.keys ? memory.batch : sending, error);
        },
      );
  };

  const settle = (current: Batch, index: number, resolution: AskResolution) => {
    const callKey = current.keys[index]!;
    const interrupt = current.interrupts[index]!;
    const route = memory.routes.get(callKey)!;
    const { cancelValue } = latest.current.options;
    const submitted = resolution.reason === 'submitted';
    const output = submitted
      ? { resume: resumeOf(route, resolution) }
      : cancelValue
        ? { resume: cancelValue(interrupt) }
        : undefined;
    current.before.set(callKey, resolution.answers);
    store.answerOnce(
      callKey,
      () =>
        new Promise<void>((resolve, reject) => {
          current.waiters.push({ resolve, reject });
          // `answerOnce` records an answer before it writes: the last to settle finds them all.
          const asked = current.keys.filter((key) => isQuestion(memory.routes.get(key)));
          if (memory.batch === current && asked.every((key) => store.openAnswer(key)))
            send(current);
        }),
      {
        details: resolution.details,
        content: resolution.content,
        ...(output ? { output } : {}),
      },
      // Kept open until the run after the resume ends: a refused resume is answered again.
      { closeWhenWritten: false, phase: submitted ? 'answered' : 'yielded' },
    );
  };

  // The run after the resume: a new error refuses it; its end without one closes the batch.
  const { error, isLoading } = stream;
  useEffect(() => {
    const current = memory.batch;
    if (!current || current.phase === 'answering') return;
    if (error !== undefined && error !== null && error !== current.errorBefore)
      // The stream is an outside store: its new error refuses the resume, which rerenders.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      return refuse(current, error);
    // eslint-disable-next-line react-hooks/immutability
    if (isLoading === true && current.phase === 'sending') current.phase = 'running';
    else if (isLoading === false && current.phase === 'running') finish(current);
  });

  // The cards stay while their resume is on its way: the stream drops its interrupts meanwhile.
  const shown = live.length > 0 ? live : (batch?.interrupts ?? []);
  const shownKeys = live.length > 0 ? liveKeys : (batch?.keys ?? []);
  const entries = shown.map((interrupt, index): AskLangGraphEntry => {
    const callKey = shownKeys[index]!;
    let route = memory.routes.get(callKey);
    if (!route) {
      const { form } = options;
      route = routeLangGraphInterrupt(interrupt, {
        ...options,
        // Yes / No and the JSON field's label from the catalog, unless the host's options say.
        form: (of) => ({
          booleanLabels: { true: messages.yes, false: messages.no },
          jsonLabel: messages.jsonField.label,
          ...(typeof form === 'function' ? form(of) : form),
        }),
        answerLabel: messages.langGraphAnswerLabel,
      });
      memory.routes.set(callKey, route);
    }
    const attempt = batch?.attempt ?? 0;
    const reopen = attempt > 0 ? batch?.before.get(callKey) : undefined;
    const issues = attempt > 0 ? batch?.issues : undefined;
    const failure = attempt > 0 ? batch?.failure : undefined;
    const fieldErrors = attempt > 0 ? batch?.fieldErrors?.get(callKey) : undefined;
    return {
      key: `${callKey}\u0002${attempt}`,
      interrupt,
      route,
      callKey,
      sendsOnCancel: options.cancelValue !== undefined,
      ...(reopen ? { reopen } : {}),
      ...(issues && isQuestion(route) ? { issues } : {}),
      ...(failure !== undefined && isQuestion(route) ? { failure } : {}),
      ...(fieldErrors ? { fieldErrors } : {}),
      settle: (resolution) => {
        if (batch) settle(batch, index, resolution);
      },
    };
  });
  const status: AskLangGraphInterruptsApi['status'] =
    entries.length === 0
      ? 'idle'
      : batch && batch.phase !== 'answering'
        ? 'sending'
        : (batch?.attempt ?? 0) > 0
          ? 'refused'
          : 'answering';
  return { entries, status };
}

type CardProps = Omit<AskCardOwnedProps, 'request' | 'card' | 'children' | 'snapshot'> &
  Pick<AskCardProps, 'onRenderError' | 'returnFocusTo'>;

export interface AskLangGraphInterruptCardProps extends CardProps {
  /** An entry of `useAskLangGraphInterrupts`. */
  entry: AskLangGraphEntry;
  /** The host's view of an approval. @default a short "not a question" note */
  renderApproval?: (interrupt: AskLangGraphInterrupt) => ReactNode;
  /** An interrupt whose `response_schema` no form can show: the error names the keyword. */
  onInvalidInterrupt?: (interrupt: AskLangGraphInterrupt, error: AskInputError) => void;
}

/** A note in the card's place: plain text, never Markdown. */
const Note = forwardRef<
  HTMLDivElement,
  HTMLAttributes<HTMLDivElement> & { state: string; text: string; detail?: string | undefined }
>(function Note({ state, text, detail, ...rest }, ref) {
  return (
    <div {...rest} ref={ref} role="note" {...langGraphAnatomy.part('root')} data-state={state}>
      <p {...langGraphAnatomy.part('message')}>{text}</p>
      {detail ? (
        <pre dir="auto" {...langGraphAnatomy.part('error')}>
          {detail}
        </pre>
      ) : null}
    </div>
  );
});

/**
 * One interrupt of `useAskLangGraphInterrupts`: its card (answered through the machine, the answer
 * joining the resume), the host's approval view or a "not a question" note, or the notice of a
 * schema no form can show. After a refused resume the card reopens with the user's answers and
 * shows the graph's issues.
 *
 * @example
 * entries.map((entry) => <AskLangGraphInterruptCard key={entry.key} entry={entry} />)
 */
export const AskLangGraphInterruptCard = forwardRef<HTMLDivElement, AskLangGraphInterruptCardProps>(
  function AskLangGraphInterruptCard(props, ref) {
    const { entry, renderApproval, onInvalidInterrupt, onRenderError, returnFocusTo, ...rest } =
      props;
    const messages = useAskMessages(props.messages);
    const { route, interrupt } = entry;
    const invalid = route.kind === 'invalid' ? route.error : null;
    const reported = useRef<AskInputError | null>(null);
    useEffect(() => {
      if (!invalid || reported.current === invalid) return;
      reported.current = invalid;
      onInvalidInterrupt?.(interrupt, invalid);
    }, [invalid, interrupt, onInvalidInterrupt]);
    const [options, view] = splitAskCardProps(rest);
    if (route.kind === 'approval')
      return renderApproval ? (
        <>{renderApproval(interrupt)}</>
      ) : (
        <Note {...view} ref={ref} state="approval" text={messages.langGraphNotAQuestion} />
      );
    if (route.kind === 'invalid')
      return (
        <Note
          {...view}
          ref={ref}
          role="alert"
          state="invalid"
          text={messages.invalidRequest}
          detail={route.error.message}
        />
      );
    return (
      <LangGraphCard
        {...view}
        options={options}
        entry={entry}
        request={route.request}
        messages={messages}
        onRenderError={onRenderError}
        returnFocusTo={returnFocusTo}
        ref={ref}
      />
    );
  },
);

type LiveProps = Omit<AskCardProps, 'card' | 'request' | 'messages'> & {
  options: ReturnType<typeof splitAskCardProps>[0];
  entry: AskLangGraphEntry;
  request: AskRequest;
  messages: AskMessages;
};

const LangGraphCard = forwardRef<HTMLDivElement, LiveProps>(function LangGraphCard(props, ref) {
  const { options, entry, request, messages, ...view } = props;
  const latest = useRef(entry);
  // A refused answer comes back through the machine, opened on the first field the graph named.
  const [reopened] = useState(() => {
    if (!entry.reopen) return undefined;
    const named = entry.fieldErrors ?? {};
    const focus = request.questions.find((q) => Object.hasOwn(named, q.id))?.id;
    return reopenAsk(request, [...entry.reopen], {
      ...(focus ? { focus } : {}),
      ...(options.layout ? { layout: options.layout } : {}),
    });
  });
  const card = useAskCard(request, {
    ...options,
    ...(reopened ? { snapshot: reopened } : {}),
    ...(entry.fieldErrors ? { fieldErrors: entry.fieldErrors } : {}),
    onResolve(resolution) {
      latest.current.settle(resolution);
      options.onResolve?.(resolution);
    },
  });
  useIsomorphicLayoutEffect(() => {
    latest.current = entry;
  });
  const unanswered =
    card.resolution && card.resolution.reason !== 'submitted' && !entry.sendsOnCancel;
  return (
    <div {...langGraphAnatomy.part('interrupt')}>
      <AskCard {...view} card={card} ref={ref} />
      {unanswered ? (
        <p role="status" {...langGraphAnatomy.part('unanswered')}>
          {messages.langGraphLeftUnanswered}
        </p>
      ) : null}
    </div>
  );
});

export interface AskLangGraphInterruptsProps
  extends AskLangGraphInterruptsOptions, Omit<AskLangGraphInterruptCardProps, 'entry'> {
  /** The `useStream` result (`@langchain/langgraph-sdk/react`). */
  stream: AskLangGraphStream;
}

/**
 * The props every card of the list shares: the card's own (`useAskCard`'s options, focus, heading
 * level, errors); the rest (`className`, `dir`, `aria-*`…) go to the list element.
 */
const CARD_KEYS = new Set([
  ...USE_ASK_CARD_OPTION_KEYS,
  'autoFocus',
  'headingLevel',
  'onError',
  'onRenderError',
  'returnFocusTo',
  'renderApproval',
  'onInvalidInterrupt',
]);

/**
 * Every actionable interrupt of a LangGraph `useStream` result as an ask card, resumed together
 * (see `useAskLangGraphInterrupts`), in one list element (`data-part="list"`, `data-state` the
 * hook's `status`); approvals get `renderApproval`, never a card.
 *
 * @example
 * const stream = useStream({ assistantId: 'agent', apiUrl, threadId, onThreadId: setThreadId });
 * <AskLangGraphInterrupts stream={stream} threadId={threadId} />
 */
export const AskLangGraphInterrupts = forwardRef<HTMLDivElement, AskLangGraphInterruptsProps>(
  function AskLangGraphInterrupts(props, ref) {
    const { stream, threadId, store, cancelValue, dialects, form, ...rest } = props;
    const { entries, status } = useAskLangGraphInterrupts(stream, {
      threadId,
      ...(store ? { store } : {}),
      ...(cancelValue ? { cancelValue } : {}),
      ...(dialects ? { dialects } : {}),
      ...(form ? { form } : {}),
      ...(props.messages ? { messages: props.messages } : {}),
    });
    const card: Record<string, unknown> = {};
    const element: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(rest))
      (CARD_KEYS.has(key) ? card : element)[key] = value;
    return (
      <div
        {...(element as HTMLAttributes<HTMLDivElement>)}
        ref={ref}
        {...langGraphAnatomy.part('list')}
        data-state={status}
      >
        {entries.map((entry) => (
          <AskLangGraphInterruptCard
            {...(card as Omit<AskLangGraphInterruptCardProps, 'entry'>)}
            key={entry.key}
            entry={entry}
          />
        ))}
      </div>
    );
  },
);
