/**
 * The loop with the real `@assistant-ui/react` 0.15 local runtime, offline: a mock
 * `ChatModelAdapter` calls `ask_user`, the `human` toolkit entry renders the card, the user
 * answers through roles and names, and the adapter's next run reads the exact result.
 */
import { AuiConfig, defineToolkit, Tools, type ChatModelRunOptions } from '@assistant-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { askHumanTool } from './index';
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
});
