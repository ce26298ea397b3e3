/**
 * The `resume` path with the real `@assistant-ui/react` 0.15 external-store runtime, offline: its
 * tool-invocation tracker runs a frontend tool whose `execute` awaits `human(args)`, `AskToolUI`
 * renders that interrupt as the card, and the user's answer resumes `execute`, whose return is
 * the tool result the store receives. (The local runtime has no resume path: it throws "Local
 * runtime does not support resuming tool calls" and asks for `unstable_humanToolNames` instead,
 * which AskToolUI.test.tsx drives.)
 */
import {
  AssistantRuntimeProvider,
  AuiConfig,
  defineToolkit,
  MessagePrimitive,
  ThreadPrimitive,
  Tools,
  useExternalStoreRuntime,
  type ThreadMessageLike,
} from '@assistant-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { askUserToolDefinition } from '../core/dialects';
import { AskToolUI } from './index';
import { ENV_INPUT } from '../../test/fixtures/tool-inputs';

type Human = { human: (payload: unknown) => Promise<unknown> };
type ToolExecutionStatus = { type: string; payload?: unknown };

/** The wiring the external-store adapter asks for: interrupt statuses onto their tool calls. */
function withInterrupts(
  message: ThreadMessageLike,
  statuses: Record<string, ToolExecutionStatus>,
): ThreadMessageLike {
  if (typeof message.content === 'string') return message;
  const content = message.content.map((part) => {
    if (part.type !== 'tool-call' || !part.toolCallId) return part;
    const status = statuses[part.toolCallId];
    if (status?.type !== 'interrupt') return part;
    return { ...part, interrupt: status.payload as { type: 'human'; payload: unknown } };
  });
  return { ...message, content };
}

function setup() {
  const executed = vi.fn();
  const stored = vi.fn();
  const toolkit = defineToolkit({
    ask_user: {
      type: 'frontend',
      description: askUserToolDefinition.description,
      parameters: askUserToolDefinition.inputSchema as never,
      // The app's own tool: it pauses on the card, then returns what the user answered.
      execute: async (args: unknown, { human }: Human) => {
        const answer = await human(args);
        executed(answer);
        return answer;
      },
      render: (props) => <AskToolUI {...props} dialect="ask_user" />,
    },
  });
  const config = AuiConfig({ tools: Tools({ toolkit }) });

  function App() {
    const [messages, setMessages] = useState<ThreadMessageLike[]>([]);
    const [isRunning, setRunning] = useState(false);
    const [statuses, setToolStatuses] = useState<Record<string, ToolExecutionStatus>>({});
    const runtime = useExternalStoreRuntime<ThreadMessageLike>({
      messages,
      isRunning,
      // The tracker's statuses go back into the parts: a pending human() is the part's interrupt.
      convertMessage: (message) => withInterrupts(message, statuses),
      unstable_enableToolInvocations: true,
      setToolStatuses,
      onNew: async (message) => {
        setMessages((all) => [...all, { role: 'user', content: message.content }]);
        setRunning(true);
        // The backend streams the assistant's tool call, then the run ends waiting for it.
        await new Promise((resolve) => setTimeout(resolve, 0));
        setMessages((all) => [
          ...all,
          {
            id: 'a1',
            role: 'assistant',
            content: [
              {
                type: 'tool-call',
                toolCallId: 'call-1',
                toolName: 'ask_user',
                args: ENV_INPUT,
                argsText: JSON.stringify(ENV_INPUT),
              },
            ],
          },
        ]);
        setRunning(false);
      },
      onAddToolResult: ({ toolCallId, result }) => {
        stored(toolCallId, result);
        setMessages((all) =>
          all.map((m) =>
            m.id !== 'a1' || typeof m.content === 'string'
              ? m
              : {
                  ...m,
                  content: m.content.map((part) =>
                    part.type === 'tool-call' && part.toolCallId === toolCallId
                      ? { ...part, result }
                      : part,
                  ),
                },
          ),
        );
      },
    });
    return (
      <AssistantRuntimeProvider runtime={runtime} config={config}>
        <ThreadPrimitive.Messages components={{ Message: () => <MessagePrimitive.Parts /> }} />
        <button
          type="button"
          onClick={() =>
            runtime.thread.append({ role: 'user', content: [{ type: 'text', text: 'Deploy' }] })
          }
        >
          Send
        </button>
      </AssistantRuntimeProvider>
    );
  }
  return { executed, stored, App };
}

describe('AskToolUI as the render of a frontend tool awaiting human()', () => {
  it('renders the interrupt as the card and resumes execute with the exact ask_user result', async () => {
    const { executed, stored, App } = setup();
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const card = await screen.findByRole('group', { name: /question from the assistant/i });
    await user.click(within(card).getByRole('radio', { name: 'Production' }));
    const submit = within(card).queryByRole('button', { name: 'Submit' });
    if (submit) await user.click(submit);
    const result = {
      status: 'answered',
      answers: { answers: { env: { answers: ['Production'] } } },
    };
    await waitFor(() => expect(stored).toHaveBeenCalledTimes(1));
    // Answered through resume: execute got the answer and returned it as the tool result.
    expect(executed).toHaveBeenCalledExactlyOnceWith(result);
    expect(stored).toHaveBeenCalledWith('call-1', result);
    // The receipt replaces the card.
    await waitFor(() => expect(screen.queryByRole('radio')).not.toBeInTheDocument());
    expect(screen.getByText('Production')).toBeInTheDocument();
  });
});
