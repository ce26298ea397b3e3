/**
 * The whole loop offline with the real `ai@6` and `@ai-sdk/react@3`: a `MockLanguageModelV3`
 * calls an ask tool, `useChat` (over a `DirectChatTransport` running a `ToolLoopAgent`) renders
 * `AskToolPart`, a user answers through roles and names, and the model's next call carries the
 * exact tool result.
 */
import { Chat, useChat } from '@ai-sdk/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import {
  DirectChatTransport,
  jsonSchema,
  tool,
  ToolLoopAgent,
  type InferUITools,
  type JSONSchema7,
  type UIMessage,
  type UIMessageChunk,
} from 'ai';
import { convertArrayToReadableStream, MockLanguageModelV3 } from 'ai/test';
import { StrictMode, useCallback, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { askToolDefinition, askUserToolDefinition } from '../core/dialects';
import {
  askSendAutomaticallyWhen,
  AskToolPart,
  isAskToolPart,
  resolvePendingAsks,
  type AskToolOutput,
} from './index';
import { ENV_INPUT } from '../../test/fixtures/tool-inputs';

type Chunk = LanguageModelV3StreamPart;

const tools = {
  ask_user: tool({
    description: askUserToolDefinition.description,
    inputSchema: jsonSchema(askUserToolDefinition.inputSchema as JSONSchema7),
  }),
  asktool: tool({
    description: askToolDefinition.description,
    inputSchema: jsonSchema(askToolDefinition.inputSchema as JSONSchema7),
  }),
};
/** The app's messages, typed by its tools, as a typed app has them. */
type AppMessage = UIMessage<unknown, never, InferUITools<typeof tools>>;

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};

function toolCallTurn(toolName: string, toolCallId: string, input: unknown): Chunk[] {
  return [
    { type: 'stream-start', warnings: [] },
    { type: 'tool-call', toolCallId, toolName, input: JSON.stringify(input) },
    { type: 'finish', finishReason: { unified: 'tool-calls', raw: undefined }, usage },
  ] as Chunk[];
}

function textTurn(text: string): Chunk[] {
  return [
    { type: 'stream-start', warnings: [] },
    { type: 'text-start', id: 't' },
    { type: 'text-delta', id: 't', delta: text },
    { type: 'text-end', id: 't' },
    { type: 'finish', finishReason: { unified: 'stop', raw: undefined }, usage },
  ] as Chunk[];
}

/** A chat whose model answers `turns` in order, and the model, to read its prompts. */
function setupChat(turns: Chunk[][]) {
  let call = 0;
  const model = new MockLanguageModelV3({
    doStream: async () => ({
      stream: convertArrayToReadableStream<Chunk>(turns[call++] ?? textTurn('')),
    }),
  });
  const agent = new ToolLoopAgent({ model, tools });
  const errors: unknown[] = [];
  const chat = new Chat<AppMessage>({
    transport: new DirectChatTransport({ agent, onError: (e) => String(e) }),
    sendAutomaticallyWhen: askSendAutomaticallyWhen,
    onError: (error) => void errors.push(error),
  });
  return { chat, model, errors };
}

function ChatApp({
  chat,
  onOutput,
}: {
  chat: Chat<AppMessage>;
  /** Sees every output the binding writes. */
  onOutput?: (output: AskToolOutput) => void;
}) {
  const { messages, addToolOutput: chatOutput, sendMessage, status } = useChat({ chat });
  const addToolOutput = useCallback(
    (output: AskToolOutput) => {
      onOutput?.(output);
      return chatOutput(output as Parameters<typeof chatOutput>[0]);
    },
    [chatOutput, onOutput],
  );
  const [text, setText] = useState('');
  return (
    <main>
      {messages.map((message) =>
        message.parts.map((part, i) =>
          isAskToolPart(part) ? (
            <AskToolPart
              key={part.toolCallId}
              part={part}
              addToolOutput={addToolOutput}
              onRenderError={(e) => console.error('render error', e)}
            />
          ) : part.type === 'text' ? (
            <p key={`${message.id}-${i}`}>{part.text}</p>
          ) : null,
        ),
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void (async () => {
            await resolvePendingAsks({ messages, addToolOutput });
            await sendMessage({ text });
            setText('');
          })();
        }}
      >
        <label>
          Message
          <input value={text} onChange={(event) => setText(event.target.value)} />
        </label>
        <button type="submit">Send</button>
      </form>
      <button
        type="button"
        onClick={() => void resolvePendingAsks({ messages, addToolOutput }, 'stopped')}
      >
        Stop
      </button>
      <output aria-label="Chat status">{status}</output>
    </main>
  );
}

/** Wait, inside act, until the chat is idle after `calls` model calls. */
async function settle(chat: Chat<AppMessage>, model: MockLanguageModelV3, calls: number) {
  await waitFor(
    () => {
      expect(model.doStreamCalls).toHaveLength(calls);
      expect(['ready', 'error']).toContain(chat.status);
    },
    { timeout: 5000 },
  );
}

async function say(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(screen.getByRole('textbox', { name: 'Message' }), text);
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

/** The tool-result parts of a model call's prompt. */
function toolResults(model: MockLanguageModelV3, call: number) {
  return model.doStreamCalls[call]!.prompt.flatMap((message) =>
    message.role === 'tool' ? message.content : [],
  );
}

describe('AskToolPart with useChat', () => {
  it('answers an ask_user call; the next model call carries the exact result', async () => {
    const { chat, model, errors } = setupChat([
      toolCallTurn('ask_user', 'call-a1', ENV_INPUT),
      textTurn('Deploying to staging.'),
    ]);
    const user = userEvent.setup();
    render(
      <StrictMode>
        <ChatApp chat={chat} />
      </StrictMode>,
    );
    await say(user, 'Deploy it');
    await settle(chat, model, 1);
    const card = await screen.findByRole('group', { name: /question from the assistant/i });
    await user.click(within(card).getByRole('radio', { name: 'Staging' }));
    const submit = within(card).queryByRole('button', { name: 'Submit' });
    if (submit) await user.click(submit);
    await settle(chat, model, 2);
    expect(toolResults(model, 1)).toEqual([
      {
        type: 'tool-result',
        toolCallId: 'call-a1',
        toolName: 'ask_user',
        output: {
          type: 'json',
          value: { status: 'answered', answers: { answers: { env: { answers: ['Staging'] } } } },
        },
      },
    ]);
    expect(await screen.findByText('Deploying to staging.')).toBeInTheDocument();
    // The receipt: the question and the answer, read-only.
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText('Which environment?')).toBeInTheDocument();
    expect(errors).toEqual([]);
  });

  it('answers an asktool call with its content text', async () => {
    const { chat, model, errors } = setupChat([
      toolCallTurn('asktool', 'call-t1', {
        questions: [{ question: 'Which color?', options: ['Red', 'Blue'] }],
      }),
      textTurn('Blue it is.'),
    ]);
    const user = userEvent.setup();
    render(<ChatApp chat={chat} />);
    await say(user, 'Paint it');
    await settle(chat, model, 1);
    const card = await screen.findByRole('group', { name: /question from the assistant/i });
    await user.click(within(card).getByRole('radio', { name: 'Blue' }));
    const submit = within(card).queryByRole('button', { name: 'Submit' });
    if (submit) await user.click(submit);
    await settle(chat, model, 2);
    const [result] = toolResults(model, 1);
    expect(result).toMatchObject({
      type: 'tool-result',
      toolCallId: 'call-t1',
      toolName: 'asktool',
    });
    expect((result as { output: unknown }).output).toEqual({
      type: 'text',
      value: 'Which color?：Blue',
    });
    expect(errors).toEqual([]);
  });

  it('a chat message sent while an ask is pending does not fail the next call', async () => {
    const { chat, model, errors } = setupChat([
      toolCallTurn('ask_user', 'call-r1', ENV_INPUT),
      textTurn('Understood, production.'),
    ]);
    const user = userEvent.setup();
    render(<ChatApp chat={chat} />);
    await say(user, 'Deploy it');
    await settle(chat, model, 1);
    await screen.findByRole('radio', { name: 'Staging' });
    await say(user, 'Just use production');
    await settle(chat, model, 2);
    expect(chat.status).toBe('ready');
    expect(errors).toEqual([]);
    // One call for the user's message, none extra for the resolved ask.
    expect(model.doStreamCalls).toHaveLength(2);
    const [result] = toolResults(model, 1);
    expect(result).toMatchObject({
      toolCallId: 'call-r1',
      output: { type: 'json', value: { status: 'no_answer' } },
    });
    expect(await screen.findByText('Understood, production.')).toBeInTheDocument();
  });

  it('an invalid input reaches the model as an error naming the field to fix', async () => {
    const { chat, model, errors } = setupChat([
      toolCallTurn('ask_user', 'call-e1', { questions: [] }),
      textTurn('Let me fix that.'),
    ]);
    const user = userEvent.setup();
    render(<ChatApp chat={chat} />);
    await say(user, 'Ask me');
    await settle(chat, model, 2);
    const [result] = toolResults(model, 1);
    expect(result).toMatchObject({ toolCallId: 'call-e1', output: { type: 'error-text' } });
    const text = (result as { output: { value: string } }).output.value;
    expect(text).toMatch(/questions/);
    // The user sees a readable notice, never a half-valid card.
    expect(screen.getByRole('alert')).toHaveTextContent(/can’t be shown/);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(errors).toEqual([]);
  });

  it("the host's stop control resolves a pending card as stopped, and calls no model", async () => {
    const { chat, model, errors } = setupChat([toolCallTurn('ask_user', 'call-s1', ENV_INPUT)]);
    const user = userEvent.setup();
    render(<ChatApp chat={chat} />);
    await say(user, 'Deploy it');
    await settle(chat, model, 1);
    await screen.findByRole('radio', { name: 'Staging' });
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(screen.queryByRole('radio')).not.toBeInTheDocument());
    const part = chat.messages.at(-1)!.parts.find((p) => p.type === 'tool-ask_user');
    expect(part).toMatchObject({ state: 'output-available', output: { status: 'no_answer' } });
    expect(document.querySelector('[data-part="transcript"]')).toHaveAttribute(
      'data-reason',
      'stopped',
    );
    expect(model.doStreamCalls).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

const yesNo = (id: string, question: string) => ({
  questions: [{ id, header: 'Confirm', question, options: [{ label: 'Yes' }, { label: 'No' }] }],
});
const DEPLOY = yesNo('deploy', 'Deploy to staging?');
const DROP = yesNo('drop', 'Delete the production database?');

async function answer(user: ReturnType<typeof userEvent.setup>, option: string) {
  const card = screen.getByRole('group', { name: /question from the assistant/i });
  await user.click(within(card).getByRole('radio', { name: option }));
  const submit = within(card).queryByRole('button', { name: 'Submit' });
  if (submit) await user.click(submit);
}

describe('AskToolPart: a call is its chat, its id and its question (issue 24)', () => {
  it('issue 24 #1: a second tool-input-available for the same call starts a fresh card', async () => {
    let push!: (chunk: UIMessageChunk) => void;
    let close!: () => void;
    const chat = new Chat<AppMessage>({
      transport: {
        sendMessages: async () =>
          new ReadableStream<UIMessageChunk>({
            start(controller) {
              push = (chunk) => controller.enqueue(chunk);
              close = () => controller.close();
            },
          }),
        reconnectToStream: async () => null,
      },
    });
    const user = userEvent.setup();
    render(<ChatApp chat={chat} />);
    await say(user, 'Deploy it');
    await waitFor(() => expect(push).toBeDefined());
    // Each chunk updates the chat's state: sent inside act, as the stream delivers it.
    const send = (chunk: UIMessageChunk) => act(async () => push(chunk));
    const ask = (input: unknown) =>
      send({ type: 'tool-input-available', toolCallId: 'c1', toolName: 'ask_user', input });
    await send({ type: 'start' });
    await send({ type: 'start-step' });
    await ask(DEPLOY);
    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await ask(DROP);
    // The new question, nothing chosen: the Yes given to the first is not carried over.
    expect(await screen.findByText('Delete the production database?')).toBeInTheDocument();
    expect(screen.queryByText('Deploy to staging?')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    await send({ type: 'finish-step' });
    await send({ type: 'finish' });
    await act(async () => close());
    await answer(user, 'No');
    await waitFor(() =>
      expect(chat.messages.at(-1)!.parts.find((p) => p.type === 'tool-ask_user')).toMatchObject({
        state: 'output-available',
        output: { status: 'answered', answers: { answers: { drop: { answers: ['No'] } } } },
      }),
    );
  });

  it('issue 24 #2: a later turn that reuses call_0 with another question gets its own answer', async () => {
    const { chat, model, errors } = setupChat([
      toolCallTurn('ask_user', 'call_0', DEPLOY),
      textTurn('Deployed.'),
      toolCallTurn('ask_user', 'call_0', DROP),
      textTurn('Kept it.'),
    ]);
    const user = userEvent.setup();
    const outputs: unknown[] = [];
    render(<ChatApp chat={chat} onOutput={(o) => outputs.push(o)} />);
    await say(user, 'Deploy it');
    await settle(chat, model, 1);
    await screen.findByRole('radio', { name: 'Yes' });
    await answer(user, 'Yes');
    await settle(chat, model, 2);
    await say(user, 'Now clean up');
    await settle(chat, model, 3);
    await screen.findByText('Delete the production database?');
    // A live card for the new question, its own answer sent. (Where the chat stores it is
    // useChat's: its addToolOutput updates the first message holding the id.)
    await answer(user, 'No');
    await waitFor(() => expect(outputs).toHaveLength(2));
    expect(outputs[1]).toEqual({
      tool: 'ask_user',
      toolCallId: 'call_0',
      output: { status: 'answered', answers: { answers: { drop: { answers: ['No'] } } } },
    });
    expect(errors).toEqual([]);
  });

  it('issue 24 #2: the same question re-asked under the same id is asked afresh', async () => {
    // The model call after it fails in useChat itself (see the end): the AI SDK logs that.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { chat, model } = setupChat([
      toolCallTurn('ask_user', 'call_0', DEPLOY),
      textTurn('Deployed.'),
      toolCallTurn('ask_user', 'call_0', DEPLOY),
    ]);
    const user = userEvent.setup();
    const outputs: unknown[] = [];
    render(<ChatApp chat={chat} onOutput={(o) => outputs.push(o)} />);
    await say(user, 'Deploy it');
    await settle(chat, model, 1);
    await screen.findByRole('radio', { name: 'Yes' });
    await answer(user, 'Yes');
    await settle(chat, model, 2);
    await say(user, 'Again');
    await settle(chat, model, 3);
    // A live card again, nothing chosen; the chat message resolves it.
    expect(await screen.findByRole('radio', { name: 'Yes' })).not.toBeChecked();
    await say(user, 'Never mind');
    await waitFor(() => expect(outputs).toHaveLength(2));
    // resolvePendingAsks answered the new call. (useChat's addToolOutput then stores it on the
    // first message holding `call_0`: reusing ids across turns needs unique ids from the server.)
    expect(outputs[1]).toMatchObject({ toolCallId: 'call_0', output: { status: 'no_answer' } });
    await waitFor(() => expect(logged).toHaveBeenCalled());
    for (const [error] of logged.mock.calls)
      expect(String((error as Error)?.name)).toBe('AI_MissingToolResultsError');
    logged.mockRestore();
  });
});

/**
 * A host that shows only the asks still waiting (its own history view, or a virtualized list
 * with the answered rows out of view): no receipt ever renders, and it sends without
 * `resolvePendingAsks`.
 */
function WaitingOnlyApp({
  chat,
  onOutput,
}: {
  chat: Chat<AppMessage>;
  onOutput: (output: AskToolOutput) => void;
}) {
  const { messages, addToolOutput: chatOutput, sendMessage } = useChat({ chat });
  const addToolOutput = useCallback(
    (output: AskToolOutput) => {
      onOutput(output);
      return chatOutput(output as Parameters<typeof chatOutput>[0]);
    },
    [chatOutput, onOutput],
  );
  const [text, setText] = useState('');
  return (
    <main>
      {messages.map((message) =>
        message.parts.map((part, i) =>
          isAskToolPart(part) && part.state === 'input-available' ? (
            <AskToolPart key={`${message.id}-${i}`} part={part} addToolOutput={addToolOutput} />
          ) : null,
        ),
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void sendMessage({ text }).then(() => setText(''));
        }}
      >
        <label>
          Message
          <input value={text} onChange={(event) => setText(event.target.value)} />
        </label>
        <button type="submit">Send</button>
      </form>
    </main>
  );
}

describe('AskToolPart: a call closes once its answer is written (issue 24 review)', () => {
  it('issue 24 #2 (review 2): with no receipt ever rendered, the same question re-asked under call_0 is asked afresh and answered', async () => {
    const { chat, model } = setupChat([
      toolCallTurn('ask_user', 'call_0', DEPLOY),
      textTurn('Deployed.'),
      toolCallTurn('ask_user', 'call_0', DEPLOY),
    ]);
    const user = userEvent.setup();
    const outputs: AskToolOutput[] = [];
    render(<WaitingOnlyApp chat={chat} onOutput={(o) => outputs.push(o)} />);
    await say(user, 'Deploy it');
    await settle(chat, model, 1);
    await screen.findByRole('radio', { name: 'Yes' });
    await answer(user, 'Yes');
    await settle(chat, model, 2);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await say(user, 'Again');
    await settle(chat, model, 3);
    // A live card, nothing chosen, and its own answer written.
    expect(await screen.findByRole('radio', { name: 'Yes' })).not.toBeChecked();
    await answer(user, 'No');
    await waitFor(() => expect(outputs).toHaveLength(2));
    expect(outputs[1]).toEqual({
      tool: 'ask_user',
      toolCallId: 'call_0',
      output: { status: 'answered', answers: { answers: { deploy: { answers: ['No'] } } } },
    });
  });
});
