/**
 * The loop with the real CopilotKit 1.74 runtime, offline: `CopilotKitProvider` from
 * `@copilotkit/react-core/v2` runs a local AG-UI agent (an `AbstractAgent` of `@ag-ui/client`
 * 0.0.59, the version CopilotKit 1.74 pins, installed as `ag-ui-client-copilotkit` beside the
 * 1.0 that `ask-cards/ag-ui` is proven against) whose `run` emits the events a model's tool call streams as), `useHumanInTheLoop` renders the
 * card, the user answers through roles and names, `respond` goes back, and the agent's
 * follow-up run reads the tool message CopilotKit wrote. Once in CopilotKit's own `CopilotChat`,
 * once in a headless chat on its hooks (`useAgent`, `useRenderToolCall`).
 */
import {
  AbstractAgent,
  EventType,
  type BaseEvent,
  type Message,
  type RunAgentInput,
} from 'ag-ui-client-copilotkit';
import {
  CopilotChat,
  CopilotKitProvider,
  useAgent,
  useCopilotKit,
  useHumanInTheLoop,
  useRenderToolCall,
  type ReactHumanInTheLoop,
} from '@copilotkit/react-core/v2';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAskAdapter } from '../core/adapters';
import { askHumanInTheLoop, resolvePendingHumanInTheLoop } from './index';
import { ENV_INPUT } from '../../test/fixtures/tool-inputs';

// CopilotKit's threads drawer is a Lit web component; Lit's development build (the one Vite
// resolves in tests) announces itself once per page unless its own warning registry already
// holds the code. Set before any import runs.
vi.hoisted(() => {
  (globalThis as { litIssuedWarnings?: Set<string> }).litIssuedWarnings = new Set(['dev-mode']);
});

// jsdom has no ResizeObserver, which CopilotChat's scroll view (use-stick-to-bottom) creates on
// mount; with no layout in jsdom there is nothing to observe.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// CopilotChat's message view warns in development when its scroll container has no height,
// which no element has in jsdom (no layout); no prop turns it off. Only this warning is let by.
const NO_LAYOUT_WARNING = '[CopilotKit] Chat scroll container has clientHeight=0';

/** A deferred the test resolves: the agent waits on it mid-stream. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * An AG-UI agent that plays a model offline: its first run streams one tool call, its input in
 * two deltas with a pause between them (`streamed`/`resume`), then any `more` calls of the same
 * tool in the same assistant message, and ends the run as a model that waits for tool results;
 * every later run answers in text. Each run's input is kept as given.
 */
class ScriptedAgent extends AbstractAgent {
  readonly runs: RunAgentInput[] = [];
  readonly streamed = deferred();
  private readonly gate = deferred();

  constructor(
    private readonly toolName: string,
    private readonly toolCallId: string,
    private readonly input: unknown,
    private readonly reply: string,
    private readonly more: readonly { toolCallId: string; input: unknown }[] = [],
  ) {
    super();
  }

  /** Lets the first run finish its tool call. */
  resume(): void {
    this.gate.resolve();
  }

  run(input: RunAgentInput): Observable<BaseEvent> {
    this.runs.push(structuredClone(input));
    const first = this.runs.length === 1;
    return new Observable<BaseEvent>((subscriber) => {
      const emit = (event: { type: EventType } & Record<string, unknown>) =>
        subscriber.next(event as BaseEvent);
      const { threadId, runId } = input;
      void (async () => {
        emit({ type: EventType.RUN_STARTED, threadId, runId });
        if (first) {
          const { toolCallId, toolName: toolCallName } = this;
          const parentMessageId = `message-${toolCallId}`;
          const json = JSON.stringify(this.input);
          const cut = Math.floor(json.length / 2);
          emit({ type: EventType.TOOL_CALL_START, toolCallId, toolCallName, parentMessageId });
          emit({ type: EventType.TOOL_CALL_ARGS, toolCallId, delta: json.slice(0, cut) });
          this.streamed.resolve();
          await this.gate.promise;
          emit({ type: EventType.TOOL_CALL_ARGS, toolCallId, delta: json.slice(cut) });
          emit({ type: EventType.TOOL_CALL_END, toolCallId });
          for (const call of this.more) {
            const { toolCallId } = call;
            emit({ type: EventType.TOOL_CALL_START, toolCallId, toolCallName, parentMessageId });
            emit({ type: EventType.TOOL_CALL_ARGS, toolCallId, delta: JSON.stringify(call.input) });
            emit({ type: EventType.TOOL_CALL_END, toolCallId });
          }
        } else {
          const messageId = `reply-${this.runs.length}`;
          emit({ type: EventType.TEXT_MESSAGE_START, messageId, role: 'assistant' });
          emit({ type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta: this.reply });
          emit({ type: EventType.TEXT_MESSAGE_END, messageId });
        }
        emit({ type: EventType.RUN_FINISHED, threadId, runId });
        subscriber.complete();
      })();
    });
  }
}

/**
 * A headless chat on CopilotKit's own hooks: the agent's messages, each tool call rendered by
 * `useRenderToolCall` (which picks the `useHumanInTheLoop` render and its status), and a
 * composer that sends as `CopilotChat` does (`agent.addMessage`, then `copilotkit.runAgent`).
 */
function HeadlessChat({ resolvePending = false }: { resolvePending?: boolean }) {
  const { agent } = useAgent();
  const { copilotkit } = useCopilotKit();
  const renderToolCall = useRenderToolCall();
  const [draft, setDraft] = useState('');
  const toolMessage = (id: string) =>
    agent.messages.find(
      (m): m is Extract<Message, { role: 'tool' }> => m.role === 'tool' && m.toolCallId === id,
    );
  return (
    <>
      <ol aria-label="Messages">
        {agent.messages.map((m) =>
          m.role === 'user' || m.role === 'assistant' ? (
            <li key={m.id}>
              {typeof m.content === 'string' && m.content ? <p>{m.content}</p> : null}
              {m.role === 'assistant'
                ? m.toolCalls?.map((call) =>
                    renderToolCall({ toolCall: call, toolMessage: toolMessage(call.id) }),
                  )
                : null}
            </li>
          ) : null,
        )}
      </ol>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setDraft('');
          void (async () => {
            agent.addMessage({ id: crypto.randomUUID(), role: 'user', content: draft });
            // A waiting card resolves, and CopilotKit's follow-up run carries the message.
            if (resolvePending && (await resolvePendingHumanInTheLoop()) > 0) return;
            await copilotkit.runAgent({ agent });
          })();
        }}
      >
        <input aria-label="Message" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <button type="submit">Send</button>
      </form>
      <HostStop />
    </>
  );
}

/**
 * The host's own stop control: CopilotChat offers its stop only while the agent runs, and a run
 * has ended when a card waits.
 */
function HostStop() {
  const { agent } = useAgent();
  const { copilotkit } = useCopilotKit();
  return (
    <button type="button" onClick={() => copilotkit.stopAgent({ agent })}>
      Stop the agent
    </button>
  );
}

/** CopilotKit's own chat. */
function FullChat() {
  return (
    <>
      <CopilotChat />
      <HostStop />
    </>
  );
}

const VIEWS = [
  {
    view: 'CopilotChat',
    id: 'chat',
    Chat: FullChat,
    // Its composer is a textarea named only by its placeholder; Enter sends.
    say: (user: UserEvent, text: string) =>
      user.type(screen.getByPlaceholderText('Type a message...'), `${text}{Enter}`),
  },
  {
    view: 'a headless chat',
    id: 'headless',
    Chat: HeadlessChat,
    say: async (user: UserEvent, text: string) => {
      await user.type(screen.getByRole('textbox', { name: 'Message' }), text);
      await user.click(screen.getByRole('button', { name: 'Send' }));
    },
  },
];

/** The tool registered as most apps do, with the hook. */
function HumanInTheLoop({ tool }: { tool: ReactHumanInTheLoop }) {
  useHumanInTheLoop(tool);
  return null;
}

/** The tool messages a run was given. */
function toolMessages(run: RunAgentInput) {
  return run.messages.filter((m) => m.role === 'tool');
}

let logged: unknown[][];
/** What CopilotKit reports to the provider's `onError`. */
let reported: { error: Error; code: string }[];
beforeEach(() => {
  logged = [];
  reported = [];
  for (const level of ['error', 'warn'] as const)
    vi.spyOn(console, level).mockImplementation((...args) => {
      if (level === 'warn' && String(args[0]).startsWith(NO_LAYOUT_WARNING)) return;
      logged.push([level, ...args]);
    });
});
afterEach(() => {
  vi.restoreAllMocks();
  expect(logged).toEqual([]);
  expect(reported).toEqual([]);
});

describe.each(VIEWS)('askHumanInTheLoop in $view, CopilotKit runtime, AG-UI agent', (views) => {
  // Tool call ids unique to the view: the binding keeps each call's answer by its id, for the
  // page's lifetime.
  const { Chat, say, id } = views;
  /** `registration`: `useHumanInTheLoop`, or the provider's `humanInTheLoop` prop. */
  function setup(agent: ScriptedAgent, tool: ReactHumanInTheLoop, registration = 'hook') {
    const viaProp = registration === 'prop';
    render(
      // StrictMode, as an app runs in development: effects twice, `respond` still once.
      // `agents__unsafe_dev_only`: a local agent and no runtime URL, so nothing is fetched
      // (`selfManagedAgents` does the same and warns that it wants an Enterprise licence key).
      <StrictMode>
        <CopilotKitProvider
          agents__unsafe_dev_only={{ default: agent }}
          onError={(event) => void reported.push(event)}
          {...(viaProp && { humanInTheLoop: [tool] })}
        >
          {viaProp ? null : <HumanInTheLoop tool={tool} />}
          <Chat />
        </CopilotKitProvider>
      </StrictMode>,
    );
  }

  /**
   * The user writes `text`; the agent calls `dialect` with `input` (and says `reply` after the
   * answer). Returns once the call's arguments are all in.
   */
  async function startAsk(
    dialect: string,
    callId: string,
    input: unknown,
    reply: string,
    { text = 'Deploy it', registration = 'hook' } = {},
  ) {
    const tool = askHumanInTheLoop({ name: dialect }) as unknown as ReactHumanInTheLoop;
    const agent = new ScriptedAgent(dialect, callId, input, reply);
    const user = userEvent.setup();
    setup(agent, tool, registration);
    await say(user, text);
    await agent.streamed.promise;
    agent.resume();
    return { agent, user };
  }

  it('ask_user: skeleton while streaming, the card, respond, the exact result, the receipt', async () => {
    const tool = askHumanInTheLoop({ name: 'ask_user' }) as unknown as ReactHumanInTheLoop;
    const agent = new ScriptedAgent('ask_user', `${id}-u1`, ENV_INPUT, 'Deploying to staging.');
    const user = userEvent.setup();
    setup(agent, tool);
    await say(user, 'Deploy it');

    // The tool is advertised to the agent with the dialect's JSON Schema.
    expect(agent.runs[0]!.tools).toMatchObject([
      {
        name: 'ask_user',
        description: getAskAdapter('ask_user').definition!.description,
        parameters: { type: 'object', required: ['questions'] },
      },
    ]);

    // Half the arguments are in: CopilotKit's `inProgress`, a busy placeholder, nothing to press.
    await agent.streamed.promise;
    const skeleton = await screen.findByRole('group', { name: /question from the assistant/i });
    await waitFor(() => expect(skeleton).toHaveAttribute('aria-busy', 'true'));
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    agent.resume();

    // The run ends: `executing`, the live card.
    await user.click(await screen.findByRole('radio', { name: 'Staging' }));
    const card = screen.getByRole('group', { name: /question from the assistant/i });
    expect(card).not.toHaveAttribute('aria-busy', 'true');
    const submit = within(card).queryByRole('button', { name: 'Submit' });
    if (submit) await user.click(submit);

    // CopilotKit writes `respond`'s value as the tool message and runs the agent again. A value
    // that is not a string goes through `JSON.stringify` (`executeToolHandler` in
    // @copilotkit/core; a string is kept as it is, null or undefined become "").
    await waitFor(() => expect(agent.runs).toHaveLength(2));
    expect(toolMessages(agent.runs[1]!)).toEqual([
      {
        id: expect.any(String),
        role: 'tool',
        toolCallId: `${id}-u1`,
        content: '{"status":"answered","answers":{"answers":{"env":{"answers":["Staging"]}}}}',
      },
    ]);
    expect(await screen.findByText('Deploying to staging.')).toBeInTheDocument();

    // `complete`: the receipt, read-only; `respond` went once, so there is no third run.
    const receipt = screen.getByRole('list', { name: 'Questions and answers' });
    expect(within(receipt).getByText('Which environment?')).toBeInTheDocument();
    expect(within(receipt).getByText('Staging')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(agent.runs).toHaveLength(2);
  });

  it("registered with the provider's humanInTheLoop prop: the same loop", async () => {
    const tool = askHumanInTheLoop({ name: 'ask_user' }) as unknown as ReactHumanInTheLoop;
    const agent = new ScriptedAgent('ask_user', `${id}-h1`, ENV_INPUT, 'Deploying to staging.');
    const user = userEvent.setup();
    setup(agent, tool, 'prop');
    await say(user, 'Deploy it');
    await agent.streamed.promise;
    const skeleton = await screen.findByRole('group', { name: /question from the assistant/i });
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    agent.resume();
    await user.click(await screen.findByRole('radio', { name: 'Staging' }));
    const submit = screen.queryByRole('button', { name: 'Submit' });
    if (submit) await user.click(submit);
    await waitFor(() => expect(agent.runs).toHaveLength(2));
    expect(toolMessages(agent.runs[1]!)).toMatchObject([
      {
        toolCallId: `${id}-h1`,
        content: '{"status":"answered","answers":{"answers":{"env":{"answers":["Staging"]}}}}',
      },
    ]);
    expect(await screen.findByText('Deploying to staging.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Questions and answers' })).toBeInTheDocument();
    expect(agent.runs).toHaveLength(2);
  });

  it('two asks in one turn: one card at a time, in order; both results in one follow-up', async () => {
    const tool = askHumanInTheLoop({ name: 'ask_user' }) as unknown as ReactHumanInTheLoop;
    const region = {
      questions: [
        {
          id: 'region',
          header: 'Region',
          question: 'Which region?',
          options: [{ label: 'EU' }, { label: 'US' }],
        },
      ],
    };
    const agent = new ScriptedAgent('ask_user', `${id}-m1`, ENV_INPUT, 'Deploying.', [
      { toolCallId: `${id}-m2`, input: region },
    ]);
    const user = userEvent.setup();
    setup(agent, tool);
    await say(user, 'Deploy it');
    await agent.streamed.promise;
    agent.resume();
    // CopilotKit runs a message's tool calls one after another: the second card waits, busy,
    // until the first is answered.
    await user.click(await screen.findByRole('radio', { name: 'Staging' }));
    const cards = screen.getAllByRole('group', { name: /question from the assistant/i });
    expect(cards.map((card) => card.getAttribute('aria-busy'))).toEqual([null, 'true']);
    expect(screen.queryByRole('radio', { name: 'EU' })).not.toBeInTheDocument();
    let submit = screen.queryByRole('button', { name: 'Submit' });
    if (submit) await user.click(submit);
    await user.click(await screen.findByRole('radio', { name: 'EU' }));
    submit = screen.queryByRole('button', { name: 'Submit' });
    if (submit) await user.click(submit);
    await waitFor(() => expect(agent.runs).toHaveLength(2));
    expect(toolMessages(agent.runs[1]!)).toMatchObject([
      {
        toolCallId: `${id}-m1`,
        content: '{"status":"answered","answers":{"answers":{"env":{"answers":["Staging"]}}}}',
      },
      {
        toolCallId: `${id}-m2`,
        content: '{"status":"answered","answers":{"answers":{"region":{"answers":["EU"]}}}}',
      },
    ]);
    expect(await screen.findByText('Deploying.')).toBeInTheDocument();
    expect(screen.getAllByRole('list', { name: 'Questions and answers' })).toHaveLength(2);
    expect(agent.runs).toHaveLength(2);
  });

  it('asktool: the agent reads the content text, kept as the string it is', async () => {
    const input = { questions: [{ question: 'Which color?', options: ['Red', 'Blue'] }] };
    const { agent, user } = await startAsk('asktool', `${id}-t1`, input, 'Blue it is.', {
      text: 'Paint it',
    });
    await user.click(await screen.findByRole('radio', { name: 'Blue' }));
    const submit = screen.queryByRole('button', { name: 'Submit' });
    if (submit) await user.click(submit);
    await waitFor(() => expect(agent.runs).toHaveLength(2));
    expect(toolMessages(agent.runs[1]!)).toMatchObject([
      { role: 'tool', toolCallId: `${id}-t1`, content: 'Which color?：Blue' },
    ]);
    expect(await screen.findByText('Blue it is.')).toBeInTheDocument();
    const receipt = screen.getByRole('list', { name: 'Questions and answers' });
    expect(within(receipt).getByText('Which color?')).toBeInTheDocument();
    expect(within(receipt).getByText('Blue')).toBeInTheDocument();
  });

  it('an invalid input: a notice for the user, the message naming the field for the agent', async () => {
    const input = { questions: [] };
    const { agent } = await startAsk('ask_user', `${id}-e1`, input, 'Let me fix that.', {
      text: 'Ask me',
    });
    await waitFor(() => expect(agent.runs).toHaveLength(2));
    const parsed = getAskAdapter('ask_user').safeParse(input);
    if (parsed.success) throw new Error('the input was meant to be invalid');
    const [message] = toolMessages(agent.runs[1]!);
    expect(message).toMatchObject({ toolCallId: `${id}-e1`, content: parsed.error.message });
    expect(String(message!.content)).toMatch(/questions/);
    expect(await screen.findByText('Let me fix that.')).toBeInTheDocument();
    // `complete` too: the notice and the message the agent read, never a receipt of it.
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent(/can’t be shown/);
    expect(notice).toHaveTextContent(parsed.error.message);
    expect(screen.queryByRole('list', { name: 'Questions and answers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('a chat message while the card waits: sent without a result; the answer comes after', async () => {
    const { agent, user } = await startAsk('ask_user', `${id}-p1`, ENV_INPUT, 'Understood.');
    await screen.findByRole('radio', { name: 'Staging' });
    await say(user, 'Just use production');
    await waitFor(() => expect(agent.runs).toHaveLength(2));
    // What CopilotKit 1.74 sends: the pending call with no tool result after it, then the
    // user's message. It neither resolves nor repairs a waiting human-in-the-loop call (a model
    // API such as OpenAI's rejects a tool call with no result); nothing in ask-cards does either.
    expect(agent.runs[1]!.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    // The card is still live; its answer goes in right after its call, and the agent runs again.
    await user.click(screen.getByRole('radio', { name: 'Staging' }));
    const submit = screen.queryByRole('button', { name: 'Submit' });
    if (submit) await user.click(submit);
    await waitFor(() => expect(agent.runs).toHaveLength(3));
    const third = agent.runs[2]!.messages;
    expect(third.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'user', 'assistant']);
    expect(third[2]).toMatchObject({
      toolCallId: `${id}-p1`,
      content: '{"status":"answered","answers":{"answers":{"env":{"answers":["Staging"]}}}}',
    });
    expect(await screen.findByRole('list', { name: 'Questions and answers' })).toBeInTheDocument();
  });

  it("the host's stop while the card waits: CopilotKit's abort result, a stopped receipt", async () => {
    const { agent, user } = await startAsk('ask_user', `${id}-s1`, ENV_INPUT, 'Understood.');
    await screen.findByRole('radio', { name: 'Staging' });
    await user.click(screen.getByRole('button', { name: 'Stop the agent' }));
    // CopilotKit aborts the waiting handler, reports it as a failed tool, and writes the abort
    // as the call's result, so the history stays whole; a stop runs no agent.
    await waitFor(() => expect(reported).toHaveLength(1));
    expect(reported[0]).toMatchObject({
      code: 'tool_handler_failed',
      error: { message: 'Human-in-the-loop interaction aborted' },
    });
    reported = [];
    expect(agent.messages.filter((m) => m.role === 'tool')).toMatchObject([
      { toolCallId: `${id}-s1`, content: 'Error: Human-in-the-loop interaction aborted' },
    ]);
    // The card ends as a stopped ask, not as a receipt of CopilotKit's error text.
    const receipt = await screen.findByRole('list', { name: 'Questions and answers' });
    expect(within(receipt).getByText('Which environment?')).toBeInTheDocument();
    expect(screen.getByText('Stopped')).toBeInTheDocument();
    expect(screen.queryByText(/interaction aborted/)).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(agent.runs).toHaveLength(1);
  });
});

describe('resolvePendingHumanInTheLoop before a chat message, CopilotKit runtime', () => {
  it('the waiting card resolves as replied in chat: the call has its result before the message', async () => {
    const tool = askHumanInTheLoop({ name: 'ask_user' }) as unknown as ReactHumanInTheLoop;
    const agent = new ScriptedAgent('ask_user', 'resolve-p1', ENV_INPUT, 'Understood.');
    const user = userEvent.setup();
    render(
      <StrictMode>
        <CopilotKitProvider
          agents__unsafe_dev_only={{ default: agent }}
          onError={(event) => void reported.push(event)}
        >
          <HumanInTheLoop tool={tool} />
          <HeadlessChat resolvePending />
        </CopilotKitProvider>
      </StrictMode>,
    );
    const send = async (text: string) => {
      await user.type(screen.getByRole('textbox', { name: 'Message' }), text);
      await user.click(screen.getByRole('button', { name: 'Send' }));
    };
    await send('Deploy it');
    await agent.streamed.promise;
    agent.resume();
    await screen.findByRole('radio', { name: 'Staging' });
    await send('Just use production');
    await waitFor(() => expect(agent.runs).toHaveLength(2));
    // One run for the message, with every call answered, its result right after it: ask_user's
    // "no answer", as OpenClaw reads a prompt the user answered in the chat instead.
    const second = agent.runs[1]!.messages;
    expect(second.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'user']);
    expect(second[2]).toMatchObject({
      toolCallId: 'resolve-p1',
      content: '{"status":"no_answer"}',
    });
    expect(await screen.findByText('Answered in the chat')).toBeInTheDocument();
    // One reply, and no further run.
    expect(await screen.findAllByText('Understood.')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(agent.runs).toHaveLength(2);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
