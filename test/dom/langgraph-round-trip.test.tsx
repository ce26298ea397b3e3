/**
 * Issue 30 #3: LangGraph interrupts answered through ask cards, against the real packages: an
 * in-memory `@langchain/langgraph` graph (`MemorySaver`, `interrupt(value, { responseSchema })`)
 * driven by the real `useStream` of `@langchain/langgraph-sdk/react` through its `transport`
 * option. The transport below is test glue only: it runs the graph where a server would.
 */
import {
  Annotation,
  Command,
  END,
  MemorySaver,
  Send,
  START,
  StateGraph,
  interrupt,
} from '@langchain/langgraph';
import { useStream } from '@langchain/langgraph-sdk/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { AskLangGraphInterrupts, createAskToolStore } from '../../src/langgraph';
import { AskI18nProvider } from '../../src/react';

interface Graph {
  stream(input: unknown, options: object): Promise<AsyncIterable<unknown>>;
  getState(config: object): Promise<{
    values: Record<string, unknown>;
    tasks: { interrupts: unknown[] }[];
  }>;
}

/**
 * `UseStreamTransport` over a compiled graph: each `values` chunk as an event; the interrupts of
 * the run sent once at its end, all together (the graph streams a Send fan-out's interrupts one
 * chunk each, and the SDK keeps only the last `__interrupt__` chunk it merges).
 */
function transportOf(graph: Graph) {
  return {
    async stream(payload: {
      input: unknown;
      command: { resume?: unknown } | undefined;
      config: { configurable?: Record<string, unknown> } | undefined;
    }) {
      const config = { configurable: { thread_id: payload.config?.configurable?.thread_id } };
      const run = graph.stream(payload.command ? new Command(payload.command) : payload.input, {
        ...config,
        streamMode: 'values',
      });
      return (async function* () {
        let paused = false;
        for await (const chunk of await run)
          if (chunk && typeof chunk === 'object' && '__interrupt__' in chunk) paused = true;
          else yield { event: 'values', data: chunk };
        const state = await graph.getState(config);
        // A breakpoint pauses with no interrupt: `[]`, which the SDK reads as `{ when: "breakpoint" }`.
        const pending = state.tasks.flatMap((task) => task.interrupts);
        if (paused || pending.length > 0)
          yield { event: 'values', data: { ...state.values, __interrupt__: pending } };
      })();
    },
  };
}

function App({ graph, input = {} }: { graph: Graph; input?: Record<string, unknown> }) {
  const stream = useStream({ transport: transportOf(graph) as never });
  return (
    <>
      <button type="button" onClick={() => void stream.submit(input as never)}>
        Start
      </button>
      <AskLangGraphInterrupts stream={stream} store={store} layout="stacked" />
      <output data-testid="values">{JSON.stringify(stream.values)}</output>
      <output data-testid="interrupts">{JSON.stringify(stream.interrupts)}</output>
    </>
  );
}

let store = createAskToolStore();
afterEach(() => {
  store.dispose();
  store = createAskToolStore();
});

const valuesNow = () =>
  JSON.parse(screen.getByTestId('values').textContent!) as Record<string, unknown>;

const Got = Annotation.Root({
  input: Annotation<unknown>(),
  got: Annotation<unknown[]>({ reducer: (a, b) => [...a, ...b], default: () => [] }),
});

/** The deploy answer most tests ask for. */
const Deploy = z.object({
  env: z.enum(['staging', 'prod']),
  replicas: z.number().int().min(1).max(5).optional(),
});

/** A graph whose one node `ask` runs from START to END, on a fresh checkpointer. */
function askGraph(ask: () => typeof Got.Update) {
  return new StateGraph(Got)
    .addNode('ask', ask)
    .addEdge(START, 'ask')
    .addEdge('ask', END)
    .compile({ checkpointer: new MemorySaver() });
}

/** Render the app on `graph` (under `locale`, when given) and press Start, as the user. */
async function start(graph: unknown, locale?: string) {
  const user = userEvent.setup();
  const app = <App graph={graph as Graph} />;
  render(locale ? <AskI18nProvider locale={locale}>{app}</AskI18nProvider> : app);
  await user.click(screen.getByRole('button', { name: 'Start' }));
  return user;
}

describe('issue 30 #3: LangGraph interrupts through the real useStream', () => {
  it('issue 30 #3: a response_schema form answered resumes the graph with the typed value', async () => {
    const graph = askGraph(() => ({
      got: [
        interrupt(
          { question: 'Which environment?' },
          {
            responseSchema: Deploy,
          },
        ),
      ],
    }));
    const user = await start(graph);
    const card = await screen.findByRole('group', { name: 'Question from the assistant' });
    expect(within(card).getByText('Which environment?')).toBeTruthy();
    await user.click(within(card).getByRole('radio', { name: 'prod' }));
    await user.type(within(card).getByRole('textbox'), '3');
    await user.click(within(card).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(valuesNow().got).toEqual([{ env: 'prod', replicas: 3 }]));
    expect(screen.queryByRole('group', { name: 'Question from the assistant' })).toBeNull();
  });

  it('issue 30 #3: two interrupts of a Send fan-out resume once, with a map by interrupt id', async () => {
    const graph = new StateGraph(Got)
      .addNode('fan', (s: { i: number }) => ({ got: [interrupt(`Name item ${s.i}`)] }))
      .addConditionalEdges(START, () => [new Send('fan', { i: 1 }), new Send('fan', { i: 2 })])
      .addEdge('fan', END)
      .compile({ checkpointer: new MemorySaver() });
    const user = await start(graph);
    await waitFor(() =>
      expect(screen.getAllByRole('group', { name: 'Question from the assistant' })).toHaveLength(2),
    );
    const [first, second] = screen.getAllByRole('group', { name: 'Question from the assistant' });
    expect(within(first!).getByText('Name item 1')).toBeTruthy();
    await user.type(within(first!).getByRole('textbox'), 'alpha');
    await user.click(within(first!).getByRole('button', { name: 'Submit' }));
    // One card settled: nothing is sent until the other is.
    expect(valuesNow().got).toEqual([]);
    await user.type(within(second!).getByRole('textbox'), 'beta');
    await user.click(within(second!).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(valuesNow().got).toEqual(['alpha', 'beta']));
  });

  it('issue 30 #3: a zod rule the JSON Schema cannot say refuses the resume; the card reopens and completes', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const graph = askGraph(() => ({
      got: [
        interrupt('Which environment?', {
          responseSchema: Deploy.refine((v) => v.env !== 'prod' || v.replicas !== undefined, {
            message: 'prod needs replicas',
            path: ['replicas'],
          }),
        }),
      ],
    }));
    const user = await start(graph);
    let card = await screen.findByRole('group', { name: 'Question from the assistant' });
    await user.click(within(card).getByRole('radio', { name: 'prod' }));
    await user.click(within(card).getByRole('button', { name: 'Submit' }));
    // Under its field: the field is invalid and described by the graph's message.
    await waitFor(() =>
      expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true'),
    );
    card = screen.getByRole('group', { name: 'Question from the assistant' });
    const replicas = within(card).getByRole('textbox');
    expect(replicas).toHaveAccessibleDescription(/prod needs replicas/);
    const error = card.querySelector('[data-part="field-error"][data-source="agent"]')!;
    expect(error.textContent).toBe('prod needs replicas');
    expect(document.querySelector('[data-part="resume-error"]')).toBeNull();
    // Reopened with the user's answer.
    expect(within(card).getByRole('radio', { name: 'prod' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await user.type(replicas, '2');
    await user.click(within(card).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(valuesNow().got).toEqual([{ env: 'prod', replicas: 2 }]));
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it("issue 30 #3: a .refine with an empty path shows as the card's message; the fix completes", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const graph = askGraph(() => ({
      got: [
        interrupt('Which environment?', {
          responseSchema: Deploy.refine((v) => v.env !== 'staging' || (v.replicas ?? 1) <= 2, {
            message: 'Staging takes at most 2 replicas',
          }),
        }),
      ],
    }));
    const user = await start(graph);
    let card = await screen.findByRole('group', { name: 'Question from the assistant' });
    await user.click(within(card).getByRole('radio', { name: 'staging' }));
    await user.type(within(card).getByRole('textbox'), '4');
    await user.click(within(card).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(document.querySelector('[data-part="form-error"]')?.textContent).toBe(
        'Staging takes at most 2 replicas',
      ),
    );
    card = screen.getByRole('group', { name: 'Question from the assistant' });
    // About the answers as a whole: no field is marked invalid.
    expect(card.querySelector('[aria-invalid="true"]')).toBeNull();
    expect(within(card).getByRole('textbox')).toHaveValue('4');
    await user.clear(within(card).getByRole('textbox'));
    await user.type(within(card).getByRole('textbox'), '2');
    await user.click(within(card).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(valuesNow().got).toEqual([{ env: 'staging', replicas: 2 }]));
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it('issue 30 #4: interrupt(askUserInput) resumes with the ask_user result', async () => {
    const graph = askGraph(() => ({
      got: [
        interrupt({
          questions: [
            {
              id: 'env',
              header: 'Env',
              question: 'Where should this deploy?',
              options: [{ label: 'Staging' }, { label: 'Prod' }],
            },
          ],
        }),
      ],
    }));
    const user = await start(graph);
    const card = await screen.findByRole('group', { name: /Question from the assistant|Where/ });
    expect(card.getAttribute('data-dialect')).toBe('ask_user');
    await user.click(within(card).getByRole('radio', { name: /Prod/ }));
    await user.click(within(card).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(valuesNow().got).toHaveLength(1));
    expect(valuesNow().got).toEqual([expect.objectContaining({ status: 'answered' })]);
    expect(JSON.stringify(valuesNow().got)).toContain('Prod');
  });

  it('issue 30 #4: a HITL approval value is not a question: the fallback note, no card, nothing sent', async () => {
    const graph = askGraph(() => ({
      got: [
        interrupt({
          actionRequests: [{ name: 'send_email', args: { to: 'a@b.com' } }],
          reviewConfigs: [{ actionName: 'send_email', allowedDecisions: ['approve', 'reject'] }],
        }),
      ],
    }));
    await start(graph);
    expect(await screen.findByText(/waiting for an approval, not an answer/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Question from the assistant' })).toBeNull();
  });

  it('issue 30 #2: under zh-CN a boolean field of a response_schema shows the catalog’s yes and no', async () => {
    const graph = askGraph(() => ({
      got: [interrupt('现在部署？', { responseSchema: z.object({ now: z.boolean() }) })],
    }));
    const user = await start(graph, 'zh-CN');
    const yes = await screen.findByRole('radio', { name: /是/ });
    expect(screen.getByRole('radio', { name: /否/ })).toBeVisible();
    expect(screen.queryByRole('radio', { name: /Yes/ })).toBeNull();
    await user.click(yes);
    await user.click(screen.getByRole('button', { name: /提交/ }));
    await waitFor(() => expect(valuesNow().got).toEqual([{ now: true }]));
  });

  it('issue 30 #3: a static breakpoint asks nothing: no card', async () => {
    const graph = new StateGraph(Got)
      .addNode('work', () => ({ got: ['done'] }))
      .addEdge(START, 'work')
      .addEdge('work', END)
      .compile({ checkpointer: new MemorySaver(), interruptBefore: ['work'] });
    await start(graph);
    await waitFor(() =>
      expect(screen.getByTestId('interrupts').textContent).toBe('[{"when":"breakpoint"}]'),
    );
    expect(screen.queryByRole('group', { name: 'Question from the assistant' })).toBeNull();
  });
});
