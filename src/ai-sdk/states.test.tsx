/** AskToolPart state by state, on parts as `useChat` hands them over. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createAskToolStore } from '../tool-calls';
import { AskToolPart, type AskToolUIPart } from './index';
import { secretTokenParams } from '../core/adapters/request-user-input/fixtures';
import { envInput } from '../tool-calls/store.test-fixtures';

const input = envInput();

const part = (over: Partial<AskToolUIPart>): AskToolUIPart => ({
  type: 'tool-ask_user',
  toolCallId: 'c1',
  state: 'input-available',
  input,
  ...over,
});

/** A write the host has not finished: the chat does not hold the output yet. */
function pending() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('AskToolPart states', () => {
  it('input-streaming: a busy placeholder, nothing to answer, no output', () => {
    const addToolOutput = vi.fn();
    render(
      <AskToolPart
        part={part({ state: 'input-streaming', input: { questions: [{ question: 'Whi' }] } })}
        addToolOutput={addToolOutput}
      />,
    );
    const group = screen.getByRole('group', { name: 'Question from the assistant' });
    expect(group).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('The assistant is writing a question…');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByText('Whi')).not.toBeInTheDocument();
    expect(addToolOutput).not.toHaveBeenCalled();
  });

  it('answers once per toolCallId across StrictMode, re-renders and a remount', async () => {
    // useChat's addToolOutput resolves once the chat holds the output; until then the part is
    // still input-available.
    const applied = pending();
    const addToolOutput = vi.fn(() => applied.promise);
    const user = userEvent.setup();
    const view = render(
      <StrictMode>
        <AskToolPart part={part({})} addToolOutput={addToolOutput} />
      </StrictMode>,
    );
    await user.click(screen.getByRole('radio', { name: 'Staging' }));
    const submit = screen.queryByRole('button', { name: 'Submit' });
    if (submit) await user.click(submit);
    view.rerender(
      <StrictMode>
        <AskToolPart part={part({})} addToolOutput={addToolOutput} />
      </StrictMode>,
    );
    view.unmount();
    // The chat has not applied the output yet: the part is still input-available.
    render(<AskToolPart part={part({})} addToolOutput={addToolOutput} />);
    expect(screen.queryByRole('radio', { name: 'Staging' })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(addToolOutput).toHaveBeenCalled());
    expect(addToolOutput).toHaveBeenCalledTimes(1);
    expect(addToolOutput).toHaveBeenCalledWith({
      tool: 'ask_user',
      toolCallId: 'c1',
      output: { status: 'answered', answers: { answers: { env: { answers: ['Staging'] } } } },
    });
    applied.resolve();
  });

  it('reads a dynamic-tool part by its toolName, or any tool by the dialect prop', () => {
    const addToolOutput = vi.fn();
    render(
      <>
        <AskToolPart
          part={part({ type: 'dynamic-tool', toolName: 'ask_user', toolCallId: 'd1' })}
          addToolOutput={addToolOutput}
        />
        <AskToolPart
          part={part({ type: 'tool-clarify', toolCallId: 'd2' })}
          dialect="ask_user"
          addToolOutput={addToolOutput}
        />
      </>,
    );
    expect(screen.getAllByRole('radio', { name: 'Staging' })).toHaveLength(2);
  });

  it('an invalid input: one output-error with the adapter message, one onError', async () => {
    const addToolOutput = vi.fn();
    const onError = vi.fn();
    const bad = part({ toolCallId: 'bad', input: { questions: [{ id: 'x' }] } });
    const view = render(<AskToolPart part={bad} addToolOutput={addToolOutput} onError={onError} />);
    view.rerender(<AskToolPart part={bad} addToolOutput={addToolOutput} onError={() => {}} />);
    await vi.waitFor(() => expect(addToolOutput).toHaveBeenCalled());
    expect(addToolOutput).toHaveBeenCalledTimes(1);
    const [{ state, errorText }] = addToolOutput.mock.calls[0]!;
    expect(state).toBe('output-error');
    expect(errorText).toMatch(/questions\[0\]/);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent(/can’t be shown/);
  });

  it('output-error: a readable notice with the error as plain text', () => {
    render(
      <AskToolPart
        part={part({ state: 'output-error', errorText: '<img src=x onerror=alert(1)> bad input' })}
        addToolOutput={vi.fn()}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('<img src=x onerror=alert(1)> bad input');
    expect(alert.querySelector('img')).toBeNull();
  });

  it('output-available after a reload: the receipt from the persisted details', () => {
    render(
      <AskToolPart
        part={part({
          state: 'output-available',
          toolCallId: 'old',
          output: { status: 'answered' },
        })}
        addToolOutput={vi.fn()}
        details={undefined}
      />,
    );
    // No details kept: the generic row shows the output, never a live card.
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText('{"status":"answered"}')).toBeInTheDocument();
  });

  it('issue 24 #2: an inline addToolOutput and a remount answer once, under the chat id', async () => {
    const applied = pending();
    const write = vi.fn((_output: unknown) => applied.promise);
    const user = userEvent.setup();
    const card = () => (
      <AskToolPart
        part={part({ toolCallId: 'inline' })}
        addToolOutput={(o) => write(o)}
        scope="chat-a"
      />
    );
    const view = render(card());
    view.rerender(card());
    await user.click(screen.getByRole('radio', { name: 'Staging' }));
    const submit = screen.queryByRole('button', { name: 'Submit' });
    if (submit) await user.click(submit);
    view.unmount();
    render(card());
    expect(screen.queryByRole('radio', { name: 'Staging' })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(write).toHaveBeenCalled());
    expect(write).toHaveBeenCalledTimes(1);
    applied.resolve();
  });

  it('two chats whose calls share an id and a question answer each its own', async () => {
    const [a, b] = [vi.fn(), vi.fn()];
    const user = userEvent.setup();
    render(
      <>
        <AskToolPart part={part({ toolCallId: 'call_0' })} addToolOutput={a} />
        <AskToolPart part={part({ toolCallId: 'call_0' })} addToolOutput={b} />
      </>,
    );
    const [first, second] = screen.getAllByRole('radio', { name: 'Staging' });
    await user.click(first!);
    await user.click(second!);
    for (const submit of screen.queryAllByRole('button', { name: 'Submit' }))
      await user.click(submit);
    await vi.waitFor(() => expect(b).toHaveBeenCalled());
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('issue 24 #5: a Codex secret answer is masked in the receipt after a reload', () => {
    const params = secretTokenParams;
    const output = { answers: { token: { answers: ['hunter2-secret'] } } };
    const receipt = (extra: Partial<AskToolUIPart>) =>
      render(
        <AskToolPart
          part={part({
            type: 'tool-request_user_input',
            state: 'output-available',
            toolCallId: 'sec',
            input: params,
            output,
            ...extra,
          })}
          addToolOutput={vi.fn()}
        />,
      );
    const view = receipt({});
    expect(screen.getByText('Paste the token.')).toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('hunter2');
    view.unmount();
    // An output no dialect reads: the raw-JSON fallback, masked too.
    receipt({ toolCallId: 'sec2', output: ['hunter2-secret'] });
    expect(screen.getByText('••••••')).toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('hunter2');
  });

  it('issue 24 #5 (review): once written, the record of a Codex answer holds no secret, and its receipt is still found', async () => {
    const params = secretTokenParams;
    const user = userEvent.setup();
    const writes: unknown[] = [];
    const store = createAskToolStore();
    const codex = (extra: Partial<AskToolUIPart>) => (
      <AskToolPart
        part={part({
          type: 'tool-request_user_input',
          toolCallId: 'sec-kept',
          input: params,
          ...extra,
        })}
        addToolOutput={async (o) => void writes.push('output' in o ? o.output : o)}
        scope="chat-secret"
        store={store}
      />
    );
    const view = render(codex({}));
    await user.type(document.querySelector('input[type="password"]')!, 'hunter2-secret');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    const [output] = writes;
    const key = store.key({ scope: 'chat-secret', toolCallId: 'sec-kept', input: params });
    // The chat holds the output now: what the page keeps of the answer has no secret left.
    await vi.waitFor(() =>
      expect(JSON.stringify(store.answerThatWrote(key, output))).not.toContain('hunter2'),
    );
    // The receipt still finds the answer's record, by the output or by its JSON text.
    expect(store.answerThatWrote(key, output)?.details).toBeDefined();
    expect(store.answerThatWrote(key, JSON.stringify(output))).toBe(
      store.answerThatWrote(key, output),
    );
    expect(
      store.answerThatWrote(key, { answers: { token: { answers: ['other'] } } }),
    ).toBeUndefined();
    view.rerender(codex({ state: 'output-available', output }));
    expect(screen.getByText('Paste the token.')).toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('hunter2');
  });

  it('a record written by answerOnce keeps its output until the write settles', async () => {
    let finish!: () => void;
    const store = createAskToolStore();
    const key = store.key({ scope: 'chat-pending', toolCallId: 'p', input });
    const output = { status: 'answered' };
    const entry = store.answerOnce(key, () => new Promise<void>((done) => (finish = done)), {
      output,
    });
    expect(store.answerThatWrote(key, output)).toBe(entry);
    await vi.waitFor(() => expect(finish).toBeDefined());
    finish();
    await entry.written;
    expect(store.answerThatWrote(key, output)).toBe(entry);
  });
});
