/**
 * The loop with the real `@assistant-ui/react` 0.15 local runtime, offline: a mock
 * `ChatModelAdapter` calls `ask_user`, the `human` toolkit entry renders the card, the user
 * answers through roles and names, and the adapter's next run reads the exact result.
 */
import {
  AuiConfig,
  defineToolkit,
  MessagePrimitive,
  Tools,
  type ChatModelRunOptions,
  type ToolCallMessagePartProps,
} from '@assistant-ui/react';
import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { askHumanTool, AskToolUI, type AskToolCallProps } from './index';
import { scriptedLocalThread } from '../../test/assistant-ui-thread';
import { ENV_INPUT } from '../../test/fixtures/tool-inputs';

const toolkit = defineToolkit({ ask_user: askHumanTool({ dialect: 'ask_user' }) });
const config = AuiConfig({ tools: Tools({ toolkit }) });

function setup(input: unknown) {
  return scriptedLocalThread({
    toolCall: {
      toolCallId: `call-${Math.random().toString(36).slice(2)}`,
      toolName: 'ask_user',
      args: input,
    },
    reply: 'Deploying to staging.',
    humanToolNames: ['ask_user'],
    config,
  });
}

/** The tool-call parts of the assistant message a run continues (the local runtime resumes it). */
function toolCalls(run: ChatModelRunOptions) {
  return run.unstable_getMessage().content.filter((p) => p.type === 'tool-call');
}

describe('askHumanTool with the assistant-ui local runtime', () => {
  it('renders the card and returns the exact ask_user result with addResult', async () => {
    const { runs, App } = setup(ENV_INPUT);
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const card = await screen.findByRole('group', { name: /question from the assistant/i });
    await user.click(within(card).getByRole('radio', { name: 'Staging' }));
    const submit = within(card).queryByRole('button', { name: 'Submit' });
    if (submit) await user.click(submit);
    await waitFor(() => expect(runs).toHaveLength(2));
    expect(toolCalls(runs[1]!)).toMatchObject([
      {
        toolName: 'ask_user',
        result: { status: 'answered', answers: { answers: { env: { answers: ['Staging'] } } } },
      },
    ]);
    expect(await screen.findByText('Deploying to staging.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('an invalid input goes back as an error result naming the field', async () => {
    const { runs, App } = setup({ questions: [] });
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(runs).toHaveLength(2));
    const [call] = toolCalls(runs[1]!);
    expect(call).toMatchObject({ isError: true });
    expect(String((call as { result: unknown }).result)).toMatch(/questions/);
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent(/can’t be shown/);
  });

  it('issue 24 #2: two threads with a call_0 each: the answer goes to its own thread', async () => {
    const [a, b] = [vi.fn(), vi.fn()];
    const user = userEvent.setup();
    const call = {
      toolName: 'ask_user',
      toolCallId: 'call_0',
      status: { type: 'requires-action' },
    };
    render(
      <>
        <AskToolUI {...call} args={ENV_INPUT} addResult={a} />
        <AskToolUI {...call} args={ENV_INPUT} addResult={b} />
      </>,
    );
    const [first] = screen.getAllByRole('radio', { name: 'Staging' });
    await user.click(first!);
    const submit = screen.queryAllByRole('button', { name: 'Submit' })[0];
    if (submit) await user.click(submit);
    await waitFor(() => expect(a).toHaveBeenCalledTimes(1));
    expect(b).not.toHaveBeenCalled();
    // The other thread's card is still open.
    expect(screen.getAllByRole('radio', { name: 'Staging' })).toHaveLength(1);
  });

  it('issue 24 #1: another question under the same call id starts a fresh card', async () => {
    const addResult = vi.fn();
    const user = userEvent.setup();
    const call = { toolName: 'ask_user', toolCallId: 'c1', status: { type: 'requires-action' } };
    const multi = (question: string) => ({
      questions: [
        {
          id: 'q',
          header: 'Q',
          question,
          multiSelect: true,
          options: [{ label: 'Yes' }, { label: 'No' }],
        },
      ],
    });
    const { rerender } = render(
      <AskToolUI {...call} args={multi('Deploy to staging?')} addResult={addResult} />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Yes' }));
    rerender(
      <AskToolUI {...call} args={multi('Delete the production database?')} addResult={addResult} />,
    );
    expect(screen.getByText('Delete the production database?')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Yes' })).not.toBeChecked();
  });

  it('issue 24 #2 (review 3): a remounted part has the same addResult and respondToApproval, so it answers once', async () => {
    // The binding's default scope is the part's own `addResult` (`respondToApproval` for a
    // questionnaire): assistant-ui keeps them per part in its store, not per React mount.
    const seen: Pick<ToolCallMessagePartProps, 'addResult' | 'respondToApproval'>[] = [];
    function Capture(props: ToolCallMessagePartProps) {
      seen.push({ addResult: props.addResult, respondToApproval: props.respondToApproval });
      return <AskToolUI {...(props as AskToolCallProps)} />;
    }
    function Message() {
      const [mount, setMount] = useState(0);
      return (
        <>
          <MessagePrimitive.Parts key={mount} components={{ tools: { Override: Capture } }} />
          <button type="button" onClick={() => setMount((n) => n + 1)}>
            Remount
          </button>
        </>
      );
    }
    const { runs, App } = scriptedLocalThread({
      toolCall: { toolCallId: 'call-remount', toolName: 'ask_user', args: ENV_INPUT },
      reply: 'Deploying to staging.',
      humanToolNames: ['ask_user'],
      Message,
    });
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const remount = () => user.click(screen.getAllByRole('button', { name: 'Remount' }).at(-1)!);
    await user.click(await screen.findByRole('radio', { name: 'Staging' }));
    await remount();
    // The choice was the card's state; the remounted part is the same call, not answered yet.
    await user.click(await screen.findByRole('radio', { name: 'Staging' }));
    const submit = screen.queryByRole('button', { name: 'Submit' });
    if (submit) await user.click(submit);
    await remount();
    await remount();
    await waitFor(() => expect(runs).toHaveLength(2));
    expect(await screen.findByText('Deploying to staging.')).toBeInTheDocument();
    expect(toolCalls(runs[1]!)).toMatchObject([
      { toolName: 'ask_user', result: { status: 'answered' } },
    ]);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(new Set(seen.map((s) => s.addResult)).size).toBe(1);
    expect(new Set(seen.map((s) => s.respondToApproval)).size).toBe(1);
    expect(seen.length).toBeGreaterThan(3);
  });
});
