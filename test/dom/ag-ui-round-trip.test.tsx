/**
 * Issue 30 #2 (binding) and #4 (AG-UI approvals): `ask-cards/ag-ui` against the real
 * `@ag-ui/client` 1.0.0. A test agent extends `AbstractAgent`: its first run ends with an
 * interrupt outcome, its next run reads `input.resume` and finishes `success`. A user answers
 * with user-event; the agent receives exactly the resume, once, and the client's own refusals
 * (an interrupt "not addressed by resume", one "expired … can no longer be answered") are never
 * reached: no rejected run, no RUN_ERROR.
 */
import type { Interrupt } from '@ag-ui/client';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  AskAgUiInterrupts,
  createAskToolStore,
  useAskAgUiInterrupts,
  type AskToolStore,
} from '../../src/ag-ui';
import { ScriptedAgUiAgent } from '../fixtures/ag-ui';

/**
 * An agent that interrupts with the scripted interrupt lists, one a run, then finishes; its
 * first `failResumes` resumed runs end with a RUN_ERROR instead.
 */
function interruptingAgent(script: Interrupt[][], failResumes = 0) {
  let resumed = 0;
  return new ScriptedAgUiAgent((input) => {
    if (input.resume !== undefined && ++resumed <= failResumes)
      return { error: 'agent unavailable' };
    const interrupts = script.shift();
    return interrupts ? { interrupts } : {};
  });
}

const formSchema = z.toJSONSchema(
  z.object({ env: z.enum(['staging', 'prod']).describe('Environment') }),
) as Record<string, unknown>;

const formInterrupt: Interrupt = {
  id: 'i-form',
  reason: 'input_required',
  message: 'Where should it deploy?',
  responseSchema: formSchema,
};
const confirmInterrupt: Interrupt = {
  id: 'i-confirm',
  reason: 'confirmation',
  message: 'Deploy now?',
};

/** Run the agent into its first interrupt, spying on every later run. */
async function interrupted(script: Interrupt[][], failResumes = 0) {
  const agent = interruptingAgent(script, failResumes);
  await agent.runAgent();
  const runs = vi.spyOn(agent, 'runAgent');
  return { agent, runs };
}

/** Every run the binding started resolved: none was refused by the client. */
async function expectNoRefusal(
  agent: ScriptedAgUiAgent,
  runs: { mock: { results: { value: unknown }[] } },
) {
  const settled = await Promise.allSettled(runs.mock.results.map((r) => r.value));
  expect(settled.filter((s) => s.status === 'rejected')).toEqual([]);
  expect(agent.failures).toEqual([]);
}

let store: AskToolStore;
afterEach(() => store?.dispose());

const cards = () => screen.getAllByRole('group', { name: 'Question from the assistant' });

/** Choose `option` on a card and submit it. */
async function answer(user: ReturnType<typeof userEvent.setup>, card: HTMLElement, option: RegExp) {
  await user.click(within(card).getByRole('radio', { name: option }));
  await user.click(within(card).getByRole('button', { name: 'Submit' }));
}

describe('ask-cards/ag-ui with @ag-ui/client 1.0.0', () => {
  it('issue 30 #2: answering both interrupts sends one resume with both entries, in order', async () => {
    const { agent, runs } = await interrupted([[formInterrupt, confirmInterrupt]]);
    store = createAskToolStore();
    const user = userEvent.setup();
    render(<AskAgUiInterrupts agent={agent} store={store} />);
    // The second card first: the resume still follows the interrupts' order.
    await answer(user, cards()[1]!, /Yes/);
    expect(runs).not.toHaveBeenCalled(); // no partial resume
    await answer(user, cards()[0]!, /prod/);
    await waitFor(() => expect(agent.pendingInterrupts).toEqual([]));
    expect(runs).toHaveBeenCalledTimes(1);
    expect(agent.inputs[1]!.resume).toEqual([
      { interruptId: 'i-form', status: 'resolved', payload: { env: 'prod' } },
      { interruptId: 'i-confirm', status: 'resolved', payload: true },
    ]);
    await waitFor(() => expect(screen.queryAllByRole('group')).toEqual([]));
    await expectNoRefusal(agent, runs);
  });

  it('issue 30 #2: an expired interrupt goes as cancelled, at mount and at send time', async () => {
    const now = Date.now();
    const lapsed: Interrupt = {
      ...confirmInterrupt,
      expiresAt: new Date(now - 1000).toISOString(),
    };
    const lapsing: Interrupt = {
      ...formInterrupt,
      expiresAt: new Date(now + 60_000).toISOString(),
    };
    const late: Interrupt = { id: 'i-late', reason: 'confirmation', message: 'And now?' };
    const { agent, runs } = await interrupted([[lapsing, lapsed, late]]);
    store = createAskToolStore();
    const user = userEvent.setup();
    render(<AskAgUiInterrupts agent={agent} store={store} />);
    // The lapsed card ends itself; the lapsing one is answered in time…
    await waitFor(() => expect(cards()[1]).toHaveAttribute('data-state', 'resolved'));
    await answer(user, cards()[0]!, /prod/);
    // …but its deadline passes before the last answer: only cancelled is accepted then.
    vi.useFakeTimers({ toFake: ['Date'], now: now + 120_000 });
    try {
      await answer(user, cards()[2]!, /No/);
      await waitFor(() => expect(runs).toHaveBeenCalledTimes(1));
    } finally {
      vi.useRealTimers();
    }
    expect(agent.inputs[1]!.resume).toEqual([
      { interruptId: 'i-form', status: 'cancelled' },
      { interruptId: 'i-confirm', status: 'cancelled' },
      { interruptId: 'i-late', status: 'resolved', payload: false },
    ]);
    await expectNoRefusal(agent, runs);
  });

  it('issue 30 #2: a message typed while interrupts wait carries cancelled for each (cancelPending)', async () => {
    const { agent, runs } = await interrupted([[formInterrupt, confirmInterrupt]]);
    store = createAskToolStore();
    const user = userEvent.setup();
    function Composer() {
      const interrupts = useAskAgUiInterrupts(agent, { store });
      return (
        <button
          type="button"
          onClick={() => {
            agent.addMessage({ id: 'm1', role: 'user', content: 'Actually, wait.' });
            void agent.runAgent({ resume: interrupts.cancelPending() });
          }}
        >
          Send
        </button>
      );
    }
    render(
      <>
        <AskAgUiInterrupts agent={agent} store={store} />
        <Composer />
      </>,
    );
    await user.click(within(cards()[0]!).getByRole('radio', { name: /prod/ })); // not submitted
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(agent.pendingInterrupts).toEqual([]));
    expect(runs).toHaveBeenCalledTimes(1); // the composer's run alone: nothing sent twice
    expect(agent.inputs[1]!.resume).toEqual([
      { interruptId: 'i-form', status: 'cancelled' },
      { interruptId: 'i-confirm', status: 'cancelled' },
    ]);
    expect(agent.inputs[1]!.messages.at(-1)).toMatchObject({ content: 'Actually, wait.' });
    await expectNoRefusal(agent, runs);
  });

  it('issue 30 #2: after cancelPending a late approval click or card answer sends no second resume', async () => {
    const approval: Interrupt = { id: 'i-tool', reason: 'tool_call', toolCallId: 'tc-1' };
    const { agent, runs } = await interrupted([[approval, confirmInterrupt]]);
    store = createAskToolStore();
    const user = userEvent.setup();
    let handed: unknown[] | null = null;
    function Composer() {
      const interrupts = useAskAgUiInterrupts(agent, { store });
      return (
        <>
          <button type="button" onClick={() => void (handed = interrupts.cancelPending())}>
            Send
          </button>
          <button type="button" onClick={() => void agent.runAgent({ resume: handed as never })}>
            Run
          </button>
        </>
      );
    }
    render(
      <>
        <AskAgUiInterrupts
          agent={agent}
          store={store}
          // A host view that never disables itself: the binding alone keeps the resume single.
          renderApproval={(_interrupt, respond) => (
            <button
              type="button"
              onClick={() => respond({ status: 'resolved', payload: { approved: true } })}
            >
              Approve
            </button>
          )}
        />
        <Composer />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(handed).toEqual([
      { interruptId: 'i-tool', status: 'cancelled' },
      { interruptId: 'i-confirm', status: 'cancelled' },
    ]);
    // The user clicks on, before the composer's run replaces the list.
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const card = cards()[0]!;
    for (const radio of within(card).queryAllByRole('radio')) await user.click(radio);
    for (const button of within(card).queryAllByRole('button')) await user.click(button);
    expect(runs).not.toHaveBeenCalled();
    // The composer's run is the only one, with the resume it was handed.
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(agent.pendingInterrupts).toEqual([]));
    expect(runs).toHaveBeenCalledTimes(1);
    expect(agent.inputs.slice(1).map((i) => i.resume)).toEqual([handed]);
    await waitFor(() => expect(screen.queryAllByRole('group')).toEqual([]));
    await expectNoRefusal(agent, runs);
  });

  it('issue 30 #4: a tool approval with no approval view is a note whose Cancel settles it', async () => {
    const approval: Interrupt = {
      id: 'i-tool',
      reason: 'tool_call',
      toolCallId: 'tc-1',
      message: 'Send email to a@b.com?',
    };
    const { agent, runs } = await interrupted([[approval, confirmInterrupt]]);
    store = createAskToolStore();
    const user = userEvent.setup();
    render(<AskAgUiInterrupts agent={agent} store={store} />);
    expect(screen.getByText(/asking to approve an action, not asking a question/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Cancelled')).toBeVisible();
    await answer(user, cards()[1]!, /Yes/);
    await waitFor(() => expect(runs).toHaveBeenCalledTimes(1));
    expect(agent.inputs[1]!.resume).toEqual([
      { interruptId: 'i-tool', status: 'cancelled' },
      { interruptId: 'i-confirm', status: 'resolved', payload: true },
    ]);
    await expectNoRefusal(agent, runs);
  });

  it("issue 30 #4: the host's approval view answers a tool approval with its own payload", async () => {
    const approval: Interrupt = { id: 'i-tool', reason: 'tool_call', toolCallId: 'tc-1' };
    const { agent, runs } = await interrupted([[approval]]);
    store = createAskToolStore();
    const user = userEvent.setup();
    render(
      <AskAgUiInterrupts
        agent={agent}
        store={store}
        renderApproval={(interrupt, respond, { settled }) => (
          <button
            type="button"
            disabled={settled !== undefined}
            onClick={() => respond({ status: 'resolved', payload: { approved: false } })}
          >
            Deny {interrupt.toolCallId}
          </button>
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Deny tc-1' }));
    await waitFor(() => expect(agent.pendingInterrupts).toEqual([]));
    expect(agent.inputs[1]!.resume).toEqual([
      { interruptId: 'i-tool', status: 'resolved', payload: { approved: false } },
    ]);
    await expectNoRefusal(agent, runs);
  });

  it('issue 30 #2: a later run interrupting under the same id gets a fresh card', async () => {
    const { agent } = await interrupted([[confirmInterrupt], [confirmInterrupt]]);
    store = createAskToolStore();
    const user = userEvent.setup();
    render(<AskAgUiInterrupts agent={agent} store={store} />);
    await answer(user, cards()[0]!, /Yes/);
    await waitFor(() => expect(agent.inputs).toHaveLength(2));
    await waitFor(() => expect(cards()[0]).toHaveAttribute('data-state', 'pending'));
    expect(agent.pendingInterrupts).toHaveLength(1);
    await answer(user, cards()[0]!, /No/);
    await waitFor(() => expect(agent.inputs).toHaveLength(3));
    expect(agent.inputs[2]!.resume).toEqual([
      { interruptId: 'i-confirm', status: 'resolved', payload: false },
    ]);
  });

  it('issue 30 #2: a resume the agent fails on shows Try again, which sends the same answers', async () => {
    const { agent, runs } = await interrupted([[confirmInterrupt]], 1);
    store = createAskToolStore();
    const user = userEvent.setup();
    const errors: unknown[] = [];
    render(<AskAgUiInterrupts agent={agent} store={store} onResumeError={(e) => errors.push(e)} />);
    await answer(user, cards()[0]!, /Yes/);
    const alert = await screen.findByRole('alert');
    // A RUN_ERROR is the agent refusing the resume: the cards reopen, and Try again stays.
    expect(alert).toHaveTextContent('The agent did not accept your answers.');
    expect(errors).toHaveLength(1);
    agent.failures.length = 0; // the scripted failure, seen
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(agent.pendingInterrupts).toEqual([]));
    expect(agent.inputs.slice(1).map((i) => i.resume)).toEqual([
      [{ interruptId: 'i-confirm', status: 'resolved', payload: true }],
      [{ interruptId: 'i-confirm', status: 'resolved', payload: true }],
    ]);
    expect(runs).toHaveBeenCalledTimes(2);
  });
});
