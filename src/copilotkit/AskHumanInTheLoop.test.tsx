/**
 * The CopilotKit render, typed against the real `@copilotkit/react-core` 1.74 `ReactHumanInTheLoop`
 * and driven through its three statuses with `ToolCallStatus`'s own values.
 */
// The enum from the package that defines it: `@copilotkit/react-core/v2` re-exports it, but its
// entry imports a stylesheet Node cannot load; its types are all this test takes from it.
import { ToolCallStatus } from '@copilotkit/core';
import type { ReactHumanInTheLoop } from '@copilotkit/react-core/v2';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { getAskAdapter } from '../core/adapters';
import { askHumanInTheLoop } from './index';
import { secretTokenParams } from '../core/adapters/request-user-input/fixtures';

const args = {
  questions: [
    {
      id: 'env',
      header: 'Env',
      question: 'Which environment?',
      options: [{ label: 'Staging' }, { label: 'Production' }],
    },
  ],
};

describe('askHumanInTheLoop', () => {
  const tool = askHumanInTheLoop({ name: 'ask_user' });

  it('is a ReactHumanInTheLoop tool whose parameters are the dialect schema', () => {
    expectTypeOf(tool).toExtend<ReactHumanInTheLoop>();
    const schema = tool.parameters as unknown as { '~standard': { validate(v: unknown): unknown } };
    expect(schema['~standard'].validate(args)).toMatchObject({ value: expect.anything() });
    expect(tool.description).toMatch(/\S/);
  });

  it("parameters are a Standard JSON Schema too, the dialect's tool definition", () => {
    // CopilotKit turns `parameters` into the JSON Schema the agent gets through
    // `~standard.jsonSchema`; zod/mini schemas have none, and its zod 3 fallback throws.
    const schema = tool.parameters as unknown as {
      '~standard': { jsonSchema: { input(options: { target: string }): unknown } };
    };
    expect(schema['~standard'].jsonSchema.input({ target: 'draft-07' })).toEqual(
      getAskAdapter('ask_user').definition!.inputSchema,
    );
  });

  it('a dialect with no tool definition takes the parameters given, and asks for them', () => {
    expect(() => askHumanInTheLoop({ name: 'AskUserQuestion' })).toThrow(/pass parameters/);
    const parameters = { '~standard': { version: 1, vendor: 'host', validate: () => ({}) } };
    expect(askHumanInTheLoop({ name: 'AskUserQuestion', parameters }).parameters).toBe(parameters);
  });

  it('inProgress: busy; executing: the card, respond once; complete: the receipt', async () => {
    const Render = (tool as ReactHumanInTheLoop).render;
    const respond = vi.fn(async (_result: unknown) => {});
    const base = { name: 'ask_user', description: '', toolCallId: 'ck-1' };
    const view = render(
      <Render
        {...base}
        args={{}}
        status={ToolCallStatus.InProgress}
        result={undefined}
        respond={undefined}
      />,
    );
    expect(screen.getByRole('group', { name: 'Question from the assistant' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    view.rerender(
      <Render
        {...base}
        args={args}
        status={ToolCallStatus.Executing}
        result={undefined}
        respond={respond}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Staging' }));
    const submit = screen.queryByRole('button', { name: 'Submit' });
    if (submit) await user.click(submit);
    view.rerender(
      <Render
        {...base}
        args={args}
        status={ToolCallStatus.Executing}
        result={undefined}
        respond={respond}
      />,
    );
    await vi.waitFor(() => expect(respond).toHaveBeenCalled());
    expect(respond).toHaveBeenCalledTimes(1);
    const result = { status: 'answered', answers: { answers: { env: { answers: ['Staging'] } } } };
    expect(respond).toHaveBeenCalledWith(result);
    view.rerender(
      <Render
        {...base}
        args={args}
        status={ToolCallStatus.Complete}
        result={JSON.stringify(result)}
        respond={undefined}
      />,
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText('Which environment?')).toBeInTheDocument();
  });

  it('complete after a reload: the receipt read from the string result, not its JSON', () => {
    const Render = (tool as ReactHumanInTheLoop).render;
    const input = {
      questions: [
        ...args.questions,
        {
          id: 'note',
          header: 'Note',
          question: 'Anything else?',
          options: [{ label: 'No' }, { label: 'Later' }],
        },
      ],
    };
    const result = {
      status: 'answered',
      answers: { answers: { env: { answers: ['Production'] }, note: { answers: ['Ship it'] } } },
    };
    render(
      <Render
        name="ask_user"
        description=""
        toolCallId="ck-reloaded"
        args={input}
        status={ToolCallStatus.Complete}
        result={JSON.stringify(result)}
        respond={undefined}
      />,
    );
    const receipt = screen.getByRole('list', { name: 'Questions and answers' });
    expect(receipt).toHaveTextContent(/Which environment\?.*Production/);
    // A value that is no option is the user's own text.
    expect(receipt).toHaveTextContent(/Anything else\?.*Ship it/);
    expect(screen.queryByText(/"status"/)).not.toBeInTheDocument();
  });

  it('an invalid input is answered with the message the agent can fix its call by', async () => {
    const Render = (tool as ReactHumanInTheLoop).render;
    const respond = vi.fn(async (_result: unknown) => {});
    render(
      <Render
        name="ask_user"
        description=""
        toolCallId="ck-2"
        args={{ questions: [] }}
        status={ToolCallStatus.Executing}
        result={undefined}
        respond={respond}
      />,
    );
    await vi.waitFor(() => expect(respond).toHaveBeenCalledTimes(1));
    expect(String(respond.mock.calls[0]![0])).toMatch(/questions/);
    expect(screen.getByRole('alert')).toHaveTextContent(/can’t be shown/);
  });

  it('issue 24 #2: two agents waiting on a call_0 each: the answer goes to its own agent', async () => {
    const Render = (tool as ReactHumanInTheLoop).render;
    const [a, b] = [vi.fn(async (_r: unknown) => {}), vi.fn(async (_r: unknown) => {})];
    const call = { name: 'ask_user', description: '', toolCallId: 'call_0', args };
    const executing = { status: ToolCallStatus.Executing, result: undefined } as const;
    render(
      <>
        <Render {...call} {...executing} respond={a} {...{ agentId: 'a' }} />
        <Render {...call} {...executing} respond={b} {...{ agentId: 'b' }} />
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('radio', { name: 'Staging' })[0]!);
    const submit = screen.queryAllByRole('button', { name: 'Submit' })[0];
    if (submit) await user.click(submit);
    await vi.waitFor(() => expect(a).toHaveBeenCalledTimes(1));
    expect(b).not.toHaveBeenCalled();
    expect(screen.getAllByRole('radio', { name: 'Staging' })).toHaveLength(1);
  });

  it('issue 24 #5: a Codex secret answer is masked in the complete receipt', async () => {
    const codex = askHumanInTheLoop({
      name: 'request_user_input',
      parameters: {
        '~standard': { version: 1, vendor: 'host', validate: (v: unknown) => ({ value: v }) },
      },
    }) as ReactHumanInTheLoop;
    const Render = codex.render;
    const params = secretTokenParams;
    const respond = vi.fn(async (_r: unknown) => {});
    const call = {
      name: 'request_user_input',
      description: '',
      toolCallId: 'ck-secret',
      args: params,
    };
    const view = render(
      <Render {...call} status={ToolCallStatus.Executing} result={undefined} respond={respond} />,
    );
    const user = userEvent.setup();
    await user.type(document.querySelector('input[type="password"]')!, 'hunter2-secret');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(respond).toHaveBeenCalledTimes(1));
    const result = JSON.stringify(respond.mock.calls[0]![0]);
    expect(result).toContain('hunter2-secret');
    view.rerender(
      <Render {...call} status={ToolCallStatus.Complete} result={result} respond={undefined} />,
    );
    expect(screen.getByText('Paste the token.')).toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('hunter2');
    view.unmount();
    // After a reload: read from the result alone, masked as well.
    render(
      <Render
        {...call}
        toolCallId="ck-secret-2"
        status={ToolCallStatus.Complete}
        result={result}
        respond={undefined}
      />,
    );
    expect(screen.getByText('Paste the token.')).toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('hunter2');
  });
});

describe('askHumanInTheLoop: a stopped ask (issue 24 review)', () => {
  // `asktool` keeps the answers a stopped ask had (`ask_user` is all or nothing).
  const tool = askHumanInTheLoop({ name: 'asktool' }) as unknown as ReactHumanInTheLoop;
  const twoQuestions = {
    questions: [
      { question: 'Which environment?', options: ['Staging', 'Production'] },
      { question: 'Which region?', options: ['EU', 'US'] },
    ],
  };

  it('issue 24 #2 (review 1): a stopped receipt keeps the partial answer across re-renders', async () => {
    const Render = tool.render;
    const respond = vi.fn(async (_r: unknown) => {});
    const call = { name: 'asktool', description: '', toolCallId: 'ck-stop', args: twoQuestions };
    const view = render(
      <Render {...call} status={ToolCallStatus.Executing} result={undefined} respond={respond} />,
    );
    const user = userEvent.setup();
    // The first question answered, the second open.
    await user.click(screen.getByRole('radio', { name: 'Staging' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('radio', { name: 'EU' });
    // CopilotKit's `stopAgent` writes its abort message as the call's result.
    const stopped = () => (
      <Render
        {...call}
        status={ToolCallStatus.Complete}
        result="Error: Human-in-the-loop interaction aborted"
        respond={undefined}
      />
    );
    view.rerender(stopped());
    const receipt = () => screen.getByRole('list', { name: 'Questions and answers' });
    expect(receipt()).toHaveTextContent(/Which environment\?.*Staging/);
    for (let i = 0; i < 3; i++) {
      // The host re-renders its history, each time after the stop's record was written.
      await new Promise((done) => setTimeout(done, 0));
      view.rerender(stopped());
      expect(receipt()).toHaveTextContent(/Which environment\?.*Staging/);
    }
    expect(screen.getByText('Stopped')).toBeInTheDocument();
    expect(respond).not.toHaveBeenCalled();
  });
});
