/**
 * assistant-ui's questionnaire approval as the card: a user answers through roles and names,
 * and `respondToApproval` gets the exact response once; then the same loop through the real
 * `@assistant-ui/react` 0.15 runtimes, offline: the external-store runtime validates the response
 * with its own `resolveToolApprovalResponse` before the host's `onRespondToToolApproval` sees it;
 * the local runtime records it on the part and runs the model again, which reads the answers.
 */
import {
  AssistantRuntimeProvider,
  AuiConfig,
  defineToolkit,
  MessagePrimitive,
  ThreadPrimitive,
  Tools,
  useExternalStoreRuntime,
  type ChatModelRunOptions,
  type RespondToToolApprovalOptions,
  type ThreadMessageLike,
  type ToolCallMessagePartProps,
} from '@assistant-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deployQuestionnaire } from '../core/adapters/approval-questions/fixtures';
import type { ApprovalQuestionsRequest } from '../core/adapters/approval-questions/protocol';
import { scriptedLocalThread } from '../../test/assistant-ui-thread';
import { AskApprovalQuestions, askHumanTool } from './index';

let serial = 0;
/** The fixture under a fresh approval id: an approval is answered once per page. */
function questionnaire(extra: Partial<ApprovalQuestionsRequest> = {}): ApprovalQuestionsRequest {
  return { ...deployQuestionnaire, id: `approval-${++serial}`, ...extra };
}

const ANSWERS = {
  env: { optionIds: ['prod'] },
  checks: { optionIds: ['unit', 'lint'], text: 'smoke test' },
  note: { text: 'Ship it' },
};

/** The user answers the fixture's three questions, one step at a time, and submits. */
async function answerDeploy(user: UserEvent) {
  const card = await screen.findByRole('group', { name: /question from the assistant/i });
  // A single choice advances by itself.
  await user.click(within(card).getByRole('radio', { name: /Production/ }));
  await user.click(await within(card).findByRole('checkbox', { name: 'Lint' }));
  await user.click(within(card).getByRole('checkbox', { name: 'Unit tests' }));
  await user.click(within(card).getByRole('checkbox', { name: 'Enter another answer' }));
  await user.type(await within(card).findByRole('textbox'), 'smoke test');
  await user.click(within(card).getByRole('button', { name: 'Next' }));
  await user.type(await within(card).findByRole('textbox'), 'Ship it');
  await user.click(within(card).getByRole('button', { name: 'Submit' }));
}

describe('AskApprovalQuestions', () => {
  it('answers once with option ids and the typed text, keyed by question id', async () => {
    const respond = vi.fn(async () => {});
    const user = userEvent.setup();
    const approval = questionnaire();
    const { rerender } = render(
      <AskApprovalQuestions approval={approval} respondToApproval={respond} />,
    );
    expect(screen.getByText('Before I deploy, a few choices.')).toBeInTheDocument();
    // No free text where the question does not take it.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await answerDeploy(user);
    await waitFor(() => expect(respond).toHaveBeenCalledTimes(1));
    expect(respond).toHaveBeenCalledWith({ answers: ANSWERS });
    // The runtime records the answers on the part: the receipt, read from them.
    rerender(
      <AskApprovalQuestions
        approval={{ ...approval, approved: true, answers: ANSWERS }}
        respondToApproval={respond}
      />,
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    const receipt = screen.getByRole('list', { name: 'Questions and answers' });
    expect(receipt).toHaveTextContent(/Production/);
    expect(receipt).toHaveTextContent(/Unit tests/);
    expect(receipt).toHaveTextContent(/smoke test/);
    expect(respond).toHaveBeenCalledTimes(1);
  });

  it('answers once under StrictMode, and a remount shows that same answer', async () => {
    const respond = vi.fn(async () => {});
    const user = userEvent.setup();
    const approval = questionnaire();
    const view = <AskApprovalQuestions approval={approval} respondToApproval={respond} />;
    const { unmount } = render(<StrictMode>{view}</StrictMode>);
    await answerDeploy(user);
    await waitFor(() => expect(respond).toHaveBeenCalledTimes(1));
    unmount();
    render(<StrictMode>{view}</StrictMode>);
    // The resolved card, not a fresh one to answer twice.
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getAllByText('Answered')[0]).toBeVisible();
    expect(screen.getByText(/Production/)).toBeVisible();
    expect(respond).toHaveBeenCalledTimes(1);
  });

  it('without dismissible it can only be answered: no Skip all, Decline all or Dismiss', () => {
    render(<AskApprovalQuestions approval={questionnaire()} respondToApproval={vi.fn()} />);
    const card = screen.getByRole('group', { name: /question from the assistant/i });
    expect(within(card).getByRole('radio', { name: /Production/ })).toBeInTheDocument();
    for (const name of ['Skip all', 'Decline all', 'Dismiss', 'Skip'])
      expect(within(card).queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('Skip all dismisses (with dismissible): { approved: false }', async () => {
    const respond = vi.fn(async () => {});
    const user = userEvent.setup();
    const approval = questionnaire({ dismissible: true });
    render(<AskApprovalQuestions approval={approval} respondToApproval={respond} />);
    await user.click(screen.getByRole('button', { name: 'Skip all' }));
    await waitFor(() => expect(respond).toHaveBeenCalledWith({ approved: false }));
    expect(respond).toHaveBeenCalledTimes(1);
  });

  it('a cancelled or expired approval shows the stopped or expired outcome, no card', () => {
    const respond = vi.fn(async () => {});
    const { rerender } = render(
      <AskApprovalQuestions
        approval={questionnaire({ resolution: 'cancelled' })}
        respondToApproval={respond}
      />,
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getAllByText('Stopped')[0]).toBeVisible();
    rerender(
      <AskApprovalQuestions
        approval={questionnaire({ resolution: 'expired' })}
        respondToApproval={respond}
      />,
    );
    expect(screen.getAllByText('Expired')[0]).toBeVisible();
    expect(screen.queryByText('Stopped')).not.toBeInTheDocument();
    expect(respond).not.toHaveBeenCalled();
  });

  it('an invalid questionnaire is a readable error naming the field, never a card', () => {
    const respond = vi.fn(async () => {});
    const onError = vi.fn();
    const env = deployQuestionnaire.questions[0];
    render(
      <AskApprovalQuestions
        approval={questionnaire({ questions: [env, { ...env, prompt: 'Again?' }] })}
        respondToApproval={respond}
        onError={onError}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/can’t be shown/);
    expect(alert).toHaveTextContent(
      'questions[1].id "env" repeats questions[0].id: question ids must be unique; rename one',
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(respond).not.toHaveBeenCalled();
  });

  it('the same approval id in two tool calls is two questionnaires', async () => {
    const respond = vi.fn(async () => {});
    const approval = questionnaire({ dismissible: true });
    const user = userEvent.setup();
    const { rerender } = render(
      <AskApprovalQuestions approval={approval} toolCallId="call-a" respondToApproval={respond} />,
    );
    await user.click(screen.getByRole('button', { name: 'Skip all' }));
    await waitFor(() => expect(respond).toHaveBeenCalledTimes(1));
    // Another thread's call reuses the id: its card is pending, not the first one's answer.
    rerender(
      <AskApprovalQuestions
        key="b"
        approval={approval}
        toolCallId="call-b"
        respondToApproval={respond}
      />,
    );
    expect(screen.getByRole('radio', { name: /Production/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip all' })).toBeInTheDocument();
  });

  it('issue 24 #1: other questions under the same approval and call id start a fresh card', async () => {
    const respond = vi.fn(async () => {});
    const user = userEvent.setup();
    const ask = (prompt: string): ApprovalQuestionsRequest => ({
      id: 'approval-stale',
      display: 'questions',
      questions: [
        {
          id: 'confirm',
          prompt,
          multiple: true,
          options: [
            { id: 'yes', label: 'Yes' },
            { id: 'no', label: 'No' },
          ],
        },
      ],
    });
    const { rerender } = render(
      <AskApprovalQuestions
        approval={ask('Deploy to staging?')}
        toolCallId="c1"
        respondToApproval={respond}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Yes' }));
    rerender(
      <AskApprovalQuestions
        approval={ask('Delete the production database?')}
        toolCallId="c1"
        respondToApproval={respond}
      />,
    );
    expect(screen.getByText('Delete the production database?')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Yes' })).not.toBeChecked();
    expect(respond).not.toHaveBeenCalled();
  });

  it('issue 24 #2: two open approvals with the same id and no call id answer each its own', async () => {
    const [a, b] = [vi.fn(async () => {}), vi.fn(async () => {})];
    const approval = questionnaire({ dismissible: true });
    const user = userEvent.setup();
    render(
      <>
        <AskApprovalQuestions approval={approval} respondToApproval={a} />
        <AskApprovalQuestions approval={approval} respondToApproval={b} />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Skip all' });
    await user.click(first!);
    await user.click(second!);
    await waitFor(() => expect(b).toHaveBeenCalledTimes(1));
    expect(a).toHaveBeenCalledTimes(1);
  });

  it('a refused response reaches onRespondError, and the card is back with the choices', async () => {
    const failure = new Error('Tool call has no pending approval');
    const respond = vi
      .fn<(response: unknown) => Promise<void>>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValue(undefined);
    const onRespondError = vi.fn();
    const user = userEvent.setup();
    render(
      <AskApprovalQuestions
        approval={questionnaire()}
        respondToApproval={respond}
        onRespondError={onRespondError}
      />,
    );
    await answerDeploy(user);
    await waitFor(() => expect(onRespondError).toHaveBeenCalledWith(failure));
    // Pending again, on the last question, with what the user typed; sending again works.
    const card = await screen.findByRole('group', { name: /question from the assistant/i });
    expect(within(card).getByRole('textbox')).toHaveValue('Ship it');
    await user.click(within(card).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(respond).toHaveBeenCalledTimes(2));
    expect(respond).toHaveBeenNthCalledWith(2, { answers: ANSWERS });
    expect(respond.mock.calls[0]).toEqual(respond.mock.calls[1]);
  });
});

/** A thread of one assistant message whose tool call carries `approval`, in the host's store. */
function setupThread(approval: ApprovalQuestionsRequest, parts: 'override' | 'toolkit') {
  const calls: RespondToToolApprovalOptions[] = [];
  const message = (settled: Partial<ApprovalQuestionsRequest>): ThreadMessageLike => ({
    id: 'm-1',
    role: 'assistant',
    content: [
      {
        type: 'tool-call',
        toolCallId: 'call-1',
        toolName: 'deploy',
        args: { target: 'web' },
        approval: { ...approval, ...settled } as never,
      },
    ],
    status: { type: 'requires-action', reason: 'tool-calls' },
  });
  function Override(props: ToolCallMessagePartProps) {
    return props.approval?.display === 'questions' ? (
      <AskApprovalQuestions approval={props.approval} respondToApproval={props.respondToApproval} />
    ) : null;
  }
  // The toolkit route: `askHumanTool`'s render is `AskToolUI`, which hands the approval on.
  const config = AuiConfig({
    tools: Tools({ toolkit: defineToolkit({ deploy: askHumanTool({ dialect: 'ask_user' }) }) }),
  });
  function App() {
    const [messages, setMessages] = useState([message({})]);
    const runtime = useExternalStoreRuntime<ThreadMessageLike>({
      messages,
      convertMessage: (m) => m,
      onNew: async () => {},
      onRespondToToolApproval(options) {
        calls.push(options);
        // What a host does: record the decision on the part.
        setMessages([
          message({
            approved: options.approved,
            ...(options.answers && { answers: options.answers }),
          }),
        ]);
      },
    });
    const components = parts === 'override' ? { tools: { Override } } : undefined;
    return (
      <AssistantRuntimeProvider runtime={runtime} config={parts === 'toolkit' ? config : undefined}>
        <ThreadPrimitive.Messages
          components={{ Message: () => <MessagePrimitive.Parts components={components} /> }}
        />
      </AssistantRuntimeProvider>
    );
  }
  return { calls, App };
}

describe('AskApprovalQuestions with the assistant-ui external-store runtime', () => {
  it.each(['override', 'toolkit'] as const)(
    'the runtime accepts the answers and the host records them (%s render)',
    async (parts) => {
      const approval = questionnaire();
      const { calls, App } = setupThread(approval, parts);
      const user = userEvent.setup();
      render(<App />);
      await answerDeploy(user);
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]).toEqual({ approvalId: approval.id, approved: true, answers: ANSWERS });
      // The part now carries the answers: the receipt replaces the card.
      await waitFor(() => expect(screen.queryByRole('radio')).not.toBeInTheDocument());
      const receipt = screen.getByRole('list', { name: 'Questions and answers' });
      expect(receipt).toHaveTextContent(/Production/);
      expect(receipt).toHaveTextContent(/Ship it/);
    },
  );

  it('a dismissal goes through as approved: false', async () => {
    const approval = questionnaire({ dismissible: true });
    const { calls, App } = setupThread(approval, 'override');
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole('button', { name: 'Skip all' }));
    await waitFor(() => expect(calls).toEqual([{ approvalId: approval.id, approved: false }]));
    expect(await screen.findByText('Declined')).toBeInTheDocument();
  });
});

/** Override render: every tool call with a questionnaire is the card. */
function QuestionsOverride(props: ToolCallMessagePartProps) {
  return props.approval?.display === 'questions' ? (
    <AskApprovalQuestions approval={props.approval} respondToApproval={props.respondToApproval} />
  ) : null;
}

/** A mock model that gates its `deploy` call on the questionnaire, then reads the decision. */
function setupLocal(approval: ApprovalQuestionsRequest) {
  return scriptedLocalThread({
    toolCall: { toolCallId: 'call-deploy', toolName: 'deploy', args: { target: 'web' }, approval },
    reply: 'Deploying to production.',
    Message: () => (
      <MessagePrimitive.Parts components={{ tools: { Override: QuestionsOverride } }} />
    ),
  });
}

/** The deploy call as the model's next run reads it. */
function deployCall(run: ChatModelRunOptions) {
  return run.unstable_getMessage().content.find((part) => part.type === 'tool-call');
}

describe('AskApprovalQuestions with the assistant-ui local runtime', () => {
  it('the answers are recorded on the part and the model runs again with them', async () => {
    const approval = questionnaire();
    const { runs, App } = setupLocal(approval);
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await answerDeploy(user);
    await waitFor(() => expect(runs).toHaveLength(2));
    expect(deployCall(runs[1]!)).toMatchObject({
      toolName: 'deploy',
      approval: { id: approval.id, approved: true, answers: ANSWERS },
    });
    expect(await screen.findByText('Deploying to production.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    const receipt = screen.getByRole('list', { name: 'Questions and answers' });
    expect(receipt).toHaveTextContent(/Unit tests/);
  });

  it('Skip all denies the call: the model reads an error result', async () => {
    const approval = questionnaire({ dismissible: true });
    const { runs, App } = setupLocal(approval);
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await user.click(await screen.findByRole('button', { name: 'Skip all' }));
    await waitFor(() => expect(runs).toHaveLength(2));
    expect(deployCall(runs[1]!)).toMatchObject({
      approval: { id: approval.id, approved: false },
      isError: true,
    });
    expect(await screen.findByText('Declined')).toBeInTheDocument();
  });
});
