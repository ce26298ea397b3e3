/** AskToolPart state by state, on parts as `useChat` hands them over. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AskToolPart, type AskToolUIPart } from './index';

const input = {
  questions: [
    {
      id: 'env',
      header: 'Env',
      question: 'Which environment?',
      options: [{ label: 'Staging' }, { label: 'Production' }],
    },
  ],
};

const part = (over: Partial<AskToolUIPart>): AskToolUIPart => ({
  type: 'tool-ask_user',
  toolCallId: 'c1',
  state: 'input-available',
  input,
  ...over,
});

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
    const addToolOutput = vi.fn();
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
});
