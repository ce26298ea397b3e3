/**
 * AG-UI interrupts for the stories: a small test agent built on the real `AbstractAgent` of
 * `@ag-ui/client` 1.0 (it runs in the browser), paused on the interrupts a story gives it. Its
 * next run records the `resume` it receives, exactly as the client hands it over after its own
 * checks (every interrupt addressed, nothing `resolved` past `expiresAt`), and finishes.
 */
import type { Interrupt, RunAgentInput } from '@ag-ui/client';
import { useMemo, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import * as z from 'zod';
import { AskAgUiInterrupts, type AskAgUiRenderApproval } from '../src/ag-ui';
import { jsonTextFallback } from '../src/core/adapters/json-schema-form';
import { ScriptedAgUiAgent } from '../test/fixtures/ag-ui';
import { ResultPanel, stack } from './panels';

/** Paused on `interrupts`; each run after it records its `resume` and finishes with success. */
export class StoryAgent extends ScriptedAgUiAgent {
  constructor(interrupts: Interrupt[], onRun: (input: RunAgentInput) => void) {
    super(
      (input) => {
        onRun(input);
        return {};
      },
      { threadId: 'story-thread', pending: interrupts },
    );
  }
}

/** What the deploy agent asks for, as its author writes it in zod. */
export const DeployAnswer = z.object({
  env: z.enum(['staging', 'production']).meta({ title: 'Target', description: 'Where to?' }),
  replicas: z.int().min(1).max(5).meta({ title: 'Replicas', description: 'How many (1-5)?' }),
});

/** `input_required` with zod's own JSON Schema of the answer. */
export const formInterrupt: Interrupt = {
  id: 'int-form',
  reason: 'input_required',
  message: 'Before I deploy, pick the target and the replicas.',
  responseSchema: z.toJSONSchema(DeployAnswer) as Record<string, unknown>,
};

/** A free-standing yes/no. */
export const confirmInterrupt: Interrupt = {
  id: 'int-confirm',
  reason: 'confirmation',
  message: 'Run the database migration first?',
};

/** A tool approval: not a question. */
export const toolCallInterrupt: Interrupt = {
  id: 'int-tool',
  reason: 'tool_call',
  toolCallId: 'call-send-email',
  message: 'Send the release notes to all customers?',
};

/** A namespaced reason the protocol does not define: its message and a free-text answer. */
export const unknownInterrupt: Interrupt = {
  id: 'int-langgraph',
  reason: 'langgraph:database_modification',
  message: 'Which table should the cleanup job archive?',
};

/** Two minutes from when the story loads: the card counts down. */
export const soonInterrupt = (): Interrupt => ({
  id: 'int-soon',
  reason: 'confirmation',
  message: 'Approve the maintenance window tonight?',
  expiresAt: new Date(Date.now() + 120_000).toISOString(),
});

/** Past its deadline already: only `cancelled` can answer it. */
export const expiredInterrupt: Interrupt = {
  id: 'int-expired',
  reason: 'input_required',
  message: 'Which on-call engineer should sign off?',
  expiresAt: '2000-01-01T00:00:00Z',
};

/** A nested object: beyond the flat form, asked as JSON text with the opt-in. */
export const nestedInterrupt: Interrupt = {
  id: 'int-owner',
  reason: 'input_required',
  message: 'Who owns the new service?',
  responseSchema: z.toJSONSchema(
    z.object({ owner: z.object({ name: z.string().min(1), email: z.email() }) }),
  ) as Record<string, unknown>,
};

/** A plain approval view for the `WithApprovalView` story: Approve or Deny, in the payload. */
export const approvalView: AskAgUiRenderApproval = (interrupt, respond, { settled }) => (
  <div role="group" aria-label="Tool approval">
    <p>{interrupt.message}</p>
    {settled ? null : (
      <>
        <button
          type="button"
          onClick={() => respond({ status: 'resolved', payload: { approved: true } })}
        >
          Approve
        </button>{' '}
        <button
          type="button"
          onClick={() => respond({ status: 'resolved', payload: { approved: false } })}
        >
          Deny
        </button>
      </>
    )}
  </div>
);

export interface AgUiHostProps {
  /** The interrupts the agent is paused on (`agent.pendingInterrupts`). */
  interrupts: Interrupt[];
  /** Opt in to the JSON text field for schemas beyond the flat form. */
  fallback?: boolean;
  renderApproval?: AskAgUiRenderApproval;
}

/**
 * The binding on a real `AbstractAgent`: a card per interrupt and, below, the `resume` the
 * agent's next run received (empty until every interrupt is settled).
 */
export function AgUiHost({ interrupts, fallback = false, renderApproval }: AgUiHostProps) {
  const [resume, setResume] = useState<unknown>(null);
  const agent = useMemo(
    () => new StoryAgent(interrupts, (input) => setResume(input.resume ?? [])),
    [interrupts],
  );
  return (
    <div style={stack}>
      <AskAgUiInterrupts
        agent={agent}
        layout="stacked"
        renderApproval={renderApproval}
        parseOptions={fallback ? { fallback: jsonTextFallback } : undefined}
        style={{ display: 'grid', gap: '1rem' }}
      />
      <ResultPanel label="Resume sent">{resume === null ? '' : JSON.stringify(resume)}</ResultPanel>
    </div>
  );
}

/** Waits until the agent's next run received exactly `resume`. */
export async function expectResume(canvasElement: HTMLElement, resume: unknown) {
  const status = within(canvasElement).getByRole('status', { name: 'Resume sent' });
  await waitFor(() => expect(JSON.parse(status.textContent || 'null')).toEqual(resume));
}

/** The ask cards of a story, in order. */
export const cards = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLElement>('[data-scope="ask-card"][data-part="root"]'),
];
