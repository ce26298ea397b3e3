/**
 * Issue 30 #2 (review): `ask-cards/ag-ui` when the agent refuses a resume, and its catalog, against
 * the real `@ag-ui/client` 1.0.0. The AG-UI spec lets an agent "validate the resume payload and
 * emit RunError on mismatch": the test agent does, with zod. The cards reopen with the user's
 * answers and the agent's reasons; the user fixes them and one more run resolves.
 */
import type { Interrupt } from '@ag-ui/client';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AskAgUiInterrupts,
  createAskToolStore,
  useAskAgUiInterrupts,
  type AskAgUiInterruptsApi,
  type AskToolStore,
} from '../../src/ag-ui';
import { AskI18nProvider } from '../../src/react';
import { ScriptedAgUiAgent } from '../fixtures/ag-ui';

const Deploy = z
  .object({
    env: z.enum(['staging', 'prod']).describe('Environment'),
    replicas: z.number().int().min(1).max(5).optional().describe('Replicas'),
  })
  .refine((v) => v.env !== 'prod' || v.replicas !== undefined, {
    path: ['replicas'],
    message: 'prod needs replicas',
  });

const deployInterrupt: Interrupt = {
  id: 'i-deploy',
  reason: 'input_required',
  message: 'Where should it deploy?',
  responseSchema: z.toJSONSchema(Deploy, { io: 'input' }) as Record<string, unknown>,
};

/**
 * An agent that interrupts once, then checks each resume: `refuse(payload)` is the RUN_ERROR's
 * message (or undefined to accept). `hold` keeps a resumed run open until released.
 */
function validatingAgent(
  interrupts: Interrupt[],
  refuse: (payload: unknown) => string | undefined,
  hold = false,
) {
  return new ScriptedAgUiAgent(
    (input) => {
      if (!input.resume) return { interrupts };
      const refused = refuse(input.resume[0]?.payload);
      return refused !== undefined ? { error: refused } : {};
    },
    { hold },
  );
}

let store: AskToolStore;
afterEach(() => store?.dispose());

const card = () => screen.getByRole('group', { name: 'Question from the assistant' });

describe('ask-cards/ag-ui: a resume the agent refuses (RUN_ERROR)', () => {
  it('issue 30 #2: a refused resume reopens the card with the answer and the agent’s message; the fix resolves', async () => {
    const agent = validatingAgent([deployInterrupt], (payload) =>
      (payload as { env?: string }).env === 'prod'
        ? 'prod is frozen today: choose staging'
        : undefined,
    );
    await agent.runAgent();
    store = createAskToolStore();
    const user = userEvent.setup();
    render(<AskAgUiInterrupts agent={agent} store={store} layout="stacked" />);
    await user.click(within(card()).getByRole('radio', { name: 'prod' }));
    await user.type(within(card()).getByRole('textbox'), '2');
    await user.click(within(card()).getByRole('button', { name: 'Submit' }));
    // Open again, holding what the user sent, with the agent's reason on the card.
    await waitFor(() => expect(card()).toHaveAttribute('data-state', 'pending'));
    expect(within(card()).getByRole('radio', { name: 'prod' })).toBeChecked();
    expect(within(card()).getByRole('textbox')).toHaveValue('2');
    expect(within(card()).getByText('prod is frozen today: choose staging')).toBeVisible();
    // "Try again" (as is) stays the other choice.
    expect(
      within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }),
    ).toBeVisible();
    await user.click(within(card()).getByRole('radio', { name: 'staging' }));
    await user.click(within(card()).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(agent.pendingInterrupts).toEqual([]));
    expect(agent.inputs.slice(1).map((i) => i.resume)).toEqual([
      [{ interruptId: 'i-deploy', status: 'resolved', payload: { env: 'prod', replicas: 2 } }],
      [{ interruptId: 'i-deploy', status: 'resolved', payload: { env: 'staging', replicas: 2 } }],
    ]);
    await waitFor(() => expect(screen.queryByRole('group')).toBeNull());
  });

  it('issue 30 #2: zod issues in the RUN_ERROR message show under their field', async () => {
    const agent = validatingAgent([deployInterrupt], (payload) => {
      const parsed = Deploy.safeParse(payload);
      return parsed.success ? undefined : parsed.error.message; // zod 4: the issues as JSON
    });
    await agent.runAgent();
    store = createAskToolStore();
    const user = userEvent.setup();
    render(<AskAgUiInterrupts agent={agent} store={store} layout="stacked" />);
    await user.click(within(card()).getByRole('radio', { name: 'prod' }));
    await user.click(within(card()).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(card()).toHaveAttribute('data-state', 'pending'));
    const replicas = within(card()).getByRole('textbox');
    expect(replicas).toHaveAccessibleDescription(expect.stringContaining('prod needs replicas'));
    await user.type(replicas, '3');
    await user.click(within(card()).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(agent.pendingInterrupts).toEqual([]));
    expect(agent.inputs[2]!.resume).toEqual([
      { interruptId: 'i-deploy', status: 'resolved', payload: { env: 'prod', replicas: 3 } },
    ]);
  });

  it('issue 30 #2: Try again after a refusal sends the same answers, the card resolved again', async () => {
    let refusals = 1;
    const agent = validatingAgent([deployInterrupt], () =>
      refusals-- > 0 ? 'busy, try again' : undefined,
    );
    await agent.runAgent();
    store = createAskToolStore();
    const user = userEvent.setup();
    render(<AskAgUiInterrupts agent={agent} store={store} layout="stacked" />);
    await user.click(within(card()).getByRole('radio', { name: 'staging' }));
    await user.click(within(card()).getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(agent.pendingInterrupts).toEqual([]));
    expect(agent.inputs.slice(1).map((i) => i.resume)).toEqual([
      [{ interruptId: 'i-deploy', status: 'resolved', payload: { env: 'staging' } }],
      [{ interruptId: 'i-deploy', status: 'resolved', payload: { env: 'staging' } }],
    ]);
  });
});

describe('ask-cards/ag-ui: the composer while the resume is on its way', () => {
  it('issue 30 #2: cancelPending() while the binding’s resume is sending returns [] and starts nothing', async () => {
    const confirm: Interrupt = { id: 'i-confirm', reason: 'confirmation', message: 'Deploy now?' };
    const agent = validatingAgent([confirm], () => undefined, true);
    await agent.runAgent();
    store = createAskToolStore();
    const user = userEvent.setup();
    let api: AskAgUiInterruptsApi | null = null;
    function Thread() {
      api = useAskAgUiInterrupts(agent, { store });
      return <AskAgUiInterrupts session={api.session} />;
    }
    render(<Thread />);
    await user.click(within(card()).getByRole('radio', { name: /Yes/ }));
    await user.click(within(card()).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api!.phase).toBe('sending'));
    let handed: unknown;
    act(() => void (handed = api!.cancelPending()));
    expect(handed).toEqual([]);
    act(() => agent.release!());
    await waitFor(() => expect(agent.pendingInterrupts).toEqual([]));
    expect(agent.inputs).toHaveLength(2);
    expect(api!.phase).toBe('idle');
  });
});

describe('ask-cards/ag-ui: labels from the catalog', () => {
  it('issue 30 #2: under zh-CN a confirmation shows the catalog’s yes and no', async () => {
    const confirm: Interrupt = { id: 'i-confirm', reason: 'confirmation', message: '现在部署？' };
    const agent = validatingAgent([confirm], () => undefined);
    await agent.runAgent();
    store = createAskToolStore();
    render(
      <AskI18nProvider locale="zh-CN">
        <AskAgUiInterrupts agent={agent} store={store} />
      </AskI18nProvider>,
    );
    const group = screen.getByRole('group', { name: /.+/ });
    expect(within(group).getByRole('radio', { name: /是/ })).toBeVisible();
    expect(within(group).getByRole('radio', { name: /否/ })).toBeVisible();
    expect(within(group).queryByRole('radio', { name: /Yes/ })).toBeNull();
  });

  it('issue 30 #2: a host’s booleanLabels still win over the catalog', async () => {
    const confirm: Interrupt = { id: 'i-confirm', reason: 'confirmation', message: 'Ship?' };
    const agent = validatingAgent([confirm], () => undefined);
    await agent.runAgent();
    store = createAskToolStore();
    render(
      <AskI18nProvider locale="zh-CN">
        <AskAgUiInterrupts
          agent={agent}
          store={store}
          parseOptions={{ booleanLabels: { true: 'Ship it', false: 'Hold' } }}
        />
      </AskI18nProvider>,
    );
    expect(screen.getByRole('radio', { name: /Ship it/ })).toBeVisible();
  });
});
