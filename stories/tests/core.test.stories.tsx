import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState, type ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import {
  askTransition,
  createAskState,
  formatAskToolContent,
  getAnswers,
  type AskEvent,
  type AskRequest,
  type AskState,
} from '../../src/core';
import { mounted } from '../keyboard';

/**
 * The core with no view at all: plain React buttons send `askTransition` events and the page
 * prints what the model would get back. Every later view drives this same machine.
 */

export const request: AskRequest = {
  dialect: 'asktool',
  questions: [
    {
      id: 'q1',
      question: 'Which environment should I deploy to?',
      options: [{ label: '**Staging**', description: 'Safe to break' }, { label: 'Production' }],
      multiSelect: false,
    },
    {
      id: 'q2',
      question: 'Which checks should run first?',
      options: [{ label: 'Unit tests' }, { label: '`lint`' }, { label: 'E2E' }],
      multiSelect: true,
    },
  ],
};

interface LoggedEvent {
  event: AskEvent;
  changed: boolean;
}

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };
const output = { ...mono, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 } as const;
const row = { display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' } as const;

/** A titled output region, so play functions (and screen readers) find it by its name. */
function Printout({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} style={{ ...mono, fontSize: '1rem', margin: '0 0 0.25rem' }}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function CoreDemo({ request }: { request: AskRequest }) {
  const [state, setState] = useState<AskState>(() => createAskState(request));
  const [log, setLog] = useState<LoggedEvent[]>([]);
  const otherId = useId();

  const send = (event: AskEvent) => {
    const next = askTransition(state, event);
    setState(next);
    // Same object back means the event did not apply: the machine's contract, made visible.
    setLog((entries) => [...entries, { event, changed: next !== state }]);
  };
  const reset = () => {
    setState(createAskState(request));
    setLog([]);
  };

  const question = request.questions[state.cursor]!;
  const entry = state.entries[state.cursor]!;
  const answers = getAnswers(state);

  return (
    <main style={{ display: 'grid', gap: '1rem', maxWidth: '48rem' }}>
      <h1 style={{ margin: 0, fontSize: '1.5rem' }}>ask-cards core, live</h1>
      <p style={{ margin: 0 }}>
        <code style={mono}>askTransition(state, event)</code> is pure: each button below sends one
        event and renders the state it returns.
      </p>

      <p aria-live="polite" style={{ ...mono, margin: 0 }}>
        status: {state.status}
        {state.reason ? ` (${state.reason})` : ''} · question {state.cursor + 1} of{' '}
        {request.questions.length} · entries: {state.entries.map((e) => e.status).join(', ')}
      </p>

      <fieldset style={{ display: 'grid', gap: '0.75rem' }}>
        <legend>
          {question.id}: {question.question}{' '}
          {question.multiSelect ? '(choose any)' : '(choose one)'}
        </legend>
        <div style={row}>
          {question.options.map((option, index) => (
            <button
              key={option.label}
              type="button"
              aria-pressed={entry.selected.includes(index)}
              onClick={() => send({ type: 'toggle', option: index })}
              style={{ fontWeight: entry.selected.includes(index) ? 700 : 400 }}
            >
              {option.label}
            </button>
          ))}
          <button
            type="button"
            aria-pressed={entry.otherSelected}
            onClick={() => send({ type: 'toggleOther' })}
            style={{ fontWeight: entry.otherSelected ? 700 : 400 }}
          >
            Enter another answer
          </button>
        </div>
        <div style={row}>
          <label htmlFor={otherId}>Other answer</label>
          <input
            id={otherId}
            value={entry.otherText}
            onChange={(e) => send({ type: 'setOtherText', text: e.target.value })}
          />
        </div>
      </fieldset>

      <div role="group" aria-label="Events" style={row}>
        {(['next', 'skip', 'declineAll', 'stop', 'expire'] as const).map((type) => (
          <button key={type} type="button" onClick={() => send({ type })} style={mono}>
            {type}
          </button>
        ))}
        {request.questions.map((q, index) => (
          <button
            key={q.id}
            type="button"
            onClick={() => send({ type: 'goTo', index })}
            style={mono}
          >
            goTo {index}
          </button>
        ))}
        <button type="button" onClick={reset}>
          Reset
        </button>
      </div>

      <Printout title="formatAskToolContent(request, answers)">
        <pre style={output}>{formatAskToolContent(request, answers)}</pre>
      </Printout>
      <Printout title="getAnswers(state)">
        <pre style={output}>{JSON.stringify(answers)}</pre>
      </Printout>
      <Printout title="Events sent">
        <ol style={{ ...mono, margin: 0 }}>
          {log.map(({ event, changed }, index) => (
            <li key={index}>
              {JSON.stringify(event)}
              {changed ? '' : ' (no change)'}
            </li>
          ))}
        </ol>
      </Printout>
    </main>
  );
}

const meta = {
  title: 'Tests/Core',
  // Play-function tests: every assertion runs in the storybook projects; no Docs page.
  tags: ['!autodocs'],
  // The demo and its request are shared with the pristine Core page, not stories.
  excludeStories: ['CoreDemo', 'request'],
  component: CoreDemo,
  args: { request },
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof CoreDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text of a printout's `<pre>`, exactly (toHaveTextContent would fold the newlines). */
function printed(canvas: ReturnType<typeof within>, title: string): string | null {
  return canvas.getByRole('region', { name: title }).querySelector('pre')!.textContent;
}

const CONTENT = 'formatAskToolContent(request, answers)';
const ANSWERS = 'getAnswers(state)';

/** Answer both questions, the second with two options and free text, and read the tool result. */
export const Playground: Story = {
  play: async ({ canvasElement, step }) => {
    await mounted();
    const canvas = within(canvasElement);
    const event = (name: string) => canvas.getByRole('button', { name });

    await step('nothing answered yet: every question reads empty', async () => {
      await expect(printed(canvas, CONTENT)).toBe(
        'Which environment should I deploy to?：\n---\nWhich checks should run first?：',
      );
    });

    await step('choose **Staging** and go next', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '**Staging**' }));
      await expect(canvas.getByRole('button', { name: '**Staging**' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await userEvent.click(event('next'));
      await expect(canvas.getByRole('group', { name: /q2: Which checks/ })).toBeVisible();
    });

    await step('choose E2E, then Unit tests, write free text, submit', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'E2E' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Unit tests' }));
      await userEvent.type(canvas.getByLabelText('Other answer'), 'smoke test');
      await userEvent.click(event('next'));
    });

    await step('resolved: labels in option order, free text last', async () => {
      await expect(canvas.getByText(/status: resolved \(submitted\)/)).toBeVisible();
      await expect(printed(canvas, CONTENT)).toBe(
        'Which environment should I deploy to?：**Staging**\n---\nWhich checks should run first?：Unit tests、E2E、smoke test',
      );
      await expect(JSON.parse(printed(canvas, ANSWERS)!)).toEqual([
        { id: 'q1', status: 'answered', labels: ['**Staging**'] },
        { id: 'q2', status: 'answered', labels: ['Unit tests', 'E2E'], customText: 'smoke test' },
      ]);
    });

    await step('a resolved prompt ignores further events', async () => {
      await userEvent.click(event('skip'));
      await expect(canvas.getByRole('region', { name: 'Events sent' })).toHaveTextContent(
        '{"type":"skip"} (no change)',
      );
    });
  },
};

/** The same walk-through on a dark page: axe checks contrast against the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Playground.play,
};

/** Decline all skips every question, including one answered before. */
export const DeclineAll: Story = {
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Production' }));
    await userEvent.click(canvas.getByRole('button', { name: 'next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'declineAll' }));
    await expect(canvas.getByText(/status: resolved \(declined\)/)).toBeVisible();
    await expect(printed(canvas, CONTENT)).toBe(
      'Which environment should I deploy to?：\n---\nWhich checks should run first?：',
    );
  },
};

/** Stopping the turn keeps recorded answers and skips the rest; `expire` does nothing in asktool. */
export const Stopped: Story = {
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Production' }));
    await userEvent.click(canvas.getByRole('button', { name: 'next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'expire' }));
    await expect(canvas.getByRole('region', { name: 'Events sent' })).toHaveTextContent(
      '{"type":"expire"} (no change)',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'stop' }));
    await expect(canvas.getByText(/status: resolved \(stopped\)/)).toBeVisible();
    await expect(printed(canvas, CONTENT)).toBe(
      'Which environment should I deploy to?：Production\n---\nWhich checks should run first?：',
    );
  },
};
