/**
 * Issue 29 #5: ACP elicitation against the real `@agentclientprotocol/sdk` on both ends. An
 * agent-side app sends `elicitation/create`; the client-side app's handler (the one the docs show,
 * `answerElicitation` below) parses it with ask-cards and shows the card in jsdom; a user acts with
 * user-event; the agent receives exactly the content.
 */
import {
  agent,
  client,
  RequestError,
  type AgentContext,
  type ClientCapabilities,
  type CreateElicitationRequest,
  type CreateElicitationResponse,
} from '@agentclientprotocol/sdk';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACP_ELICITATION_CAPABILITIES,
  createElicitationCompletions,
  safeParseAcpElicitRequest,
  safeParseAcpElicitUrlRequest,
  type AcpElicitResult,
  type ElicitationCompletions,
} from '../../src/core';
import { AskCard } from '../../src/react/ask-card';
import { AskUrlCard } from '../../src/react/elicitation';

// #region handler
/** What the client's host gives the handler: where cards go and what ends them. */
export interface AcpElicitationHost {
  /** Mount a card; returns its unmount. */
  show: (card: ReactNode) => () => void;
  /** The agent's name from `initialize` (`agentInfo.title ?? agentInfo.name`): "Requested by". */
  agentName?: string;
  /** One per connection; `elicitation/complete` reports into it. */
  completions: ElicitationCompletions;
  /** Aborts when this client cancels the session's prompt turn (`session/cancel`). */
  turnSignal: (sessionId: string) => AbortSignal;
  /** Hand a link to the browser: only on the user's press of Open, only `https:`. */
  openUrl: (url: string) => void;
}

/**
 * `client().onRequest("elicitation/create", (cx) => answerElicitation(cx, host))`: one card per
 * request, answered once. The request's `signal` (the agent's `$/cancel_request`) and the turn's
 * (this client's `session/cancel`) both end the card, which then answers `cancel`. A request
 * ask-cards refuses (an unknown property type, mode or `items.type`) shows no card and answers
 * `cancel`: the user was never asked (`parsed.error` names the field, for the agent's author).
 * A finished link card closes itself on `elicitation/complete`; a form card closes on its answer.
 */
export function answerElicitation(
  {
    params,
    signal,
    requestId,
  }: { params: CreateElicitationRequest; signal: AbortSignal; requestId?: string | number | null },
  host: AcpElicitationHost,
): Promise<CreateElicitationResponse> {
  const ended =
    'sessionId' in params && typeof params.sessionId === 'string'
      ? AbortSignal.any([signal, host.turnSignal(params.sessionId)])
      : signal;
  const source = host.agentName;
  return new Promise((resolve) => {
    if (ended.aborted) return resolve({ action: 'cancel' }); // stopped before it could show
    if (params.mode === 'url') {
      const parsed = safeParseAcpElicitUrlRequest(params, { source });
      if (!parsed.success) return resolve({ action: 'cancel' });
      const close = host.show(
        <AskUrlCard
          request={parsed.data}
          signal={ended}
          completions={host.completions}
          onOpenUrl={host.openUrl}
          onResolve={(result) => {
            resolve(result); // Open: accept (consent, not completion)
            if (result.action !== 'accept') close(); // declined or cancelled: nothing to wait for
          }}
          onComplete={() => close()}
        />,
      );
      return;
    }
    const parsed = safeParseAcpElicitRequest(params, { source, jsonRpcId: requestId });
    if (!parsed.success) return resolve({ action: 'cancel' });
    const close = host.show(
      <AskCard
        request={parsed.data}
        layout="stacked"
        signal={ended}
        onResolve={(r) => {
          resolve(r.result as AcpElicitResult);
          close();
        }}
      />,
    );
  });
}
// #endregion

/** What the agent got back for one `elicitation/create`. */
type Outcome = { result: CreateElicitationResponse } | { error: RequestError };

const open: Array<() => void> = [];
afterEach(() => {
  for (const close of open.splice(0)) close();
});

/** The host's card area: a list of mounted cards, as an editor's side panel would keep them. */
function createCardArea() {
  let cards: Array<{ key: number; card: ReactNode }> = [];
  let next = 0;
  const listeners = new Set<() => void>();
  const set = (to: typeof cards) => {
    cards = to;
    for (const listener of listeners) listener();
  };
  function CardArea() {
    const shown = useSyncExternalStore(
      (listener) => (listeners.add(listener), () => listeners.delete(listener)),
      () => cards,
    );
    return shown.map(({ key, card }) => <Fragment key={key}>{card}</Fragment>);
  }
  render(<CardArea />);
  return {
    show(card: ReactNode) {
      const key = next++;
      // The SDK calls the handler outside React: the mount is an update the test waits for.
      act(() => set([...cards, { key, card }]));
      return () => set(cards.filter((c) => c.key !== key));
    },
  };
}

/**
 * An agent and a client connected in process. `ask` sends `elicitation/create` from the agent;
 * `cancelTurn` is the client's `session/cancel` (the host aborts its turn controller too).
 */
async function connect(
  elicitation: ClientCapabilities['elicitation'] = ACP_ELICITATION_CAPABILITIES,
) {
  let agentSide: AgentContext | undefined;
  const seen = {
    capabilities: undefined as ClientCapabilities | undefined,
    cancelled: [] as string[],
  };
  const agentApp = agent({ name: 'test-agent' })
    .onRequest('initialize', ({ params }) => {
      seen.capabilities = params.clientCapabilities;
      return {
        protocolVersion: params.protocolVersion,
        agentCapabilities: {},
        agentInfo: { name: 'claude-agent', title: 'Claude', version: '1.0.0' },
      };
    })
    .onNotification('session/cancel', ({ params }) => void seen.cancelled.push(params.sessionId))
    .onConnect((connection) => {
      agentSide = connection.client;
    });

  const turns = new Map<string, AbortController>();
  const turn = (sessionId: string) => {
    let controller = turns.get(sessionId);
    if (!controller || controller.signal.aborted)
      turns.set(sessionId, (controller = new AbortController()));
    return controller;
  };
  const openUrl = vi.fn();
  const host: AcpElicitationHost = {
    show: createCardArea().show,
    completions: createElicitationCompletions(),
    turnSignal: (sessionId) => turn(sessionId).signal,
    openUrl,
  };
  const handled: Array<{ signal: AbortSignal; answer: Promise<CreateElicitationResponse> }> = [];
  const completed: string[] = [];
  const clientApp = client({ name: 'test-editor' })
    .onRequest('elicitation/create', (cx) => {
      const answer = answerElicitation(cx, host);
      handled.push({ signal: cx.signal, answer });
      return answer;
    })
    .onNotification('elicitation/complete', ({ params }) => {
      completed.push(params.elicitationId);
      host.completions.complete(params.elicitationId);
    });
  const connection = clientApp.connect(agentApp);
  open.push(() => connection.close());
  const init = await connection.agent.request('initialize', {
    protocolVersion: 1,
    clientCapabilities: { elicitation },
  });
  host.agentName = init.agentInfo?.title ?? init.agentInfo?.name;

  /** The agent asks; resolves with what it got back (a result or the JSON-RPC error). */
  const ask = (params: CreateElicitationRequest, cancellation?: AbortSignal): Promise<Outcome> =>
    agentSide!.request('elicitation/create', params, { cancellationSignal: cancellation }).then(
      (result) => ({ result }),
      (error: unknown) => {
        if (error instanceof RequestError) return { error };
        throw error;
      },
    );

  return {
    ask,
    seen,
    host,
    openUrl,
    handled,
    user: userEvent.setup(),
    /** The agent's `elicitation/complete`, once the client has handled it. */
    complete: (elicitationId: string) =>
      act(async () => {
        const before = completed.length;
        await agentSide!.notify('elicitation/complete', { elicitationId });
        await vi.waitFor(() => expect(completed.length).toBe(before + 1));
      }),
    /** The agent's `$/cancel_request` for the `index`th elicitation, once its signal aborted. */
    cancelRequest: (controller: AbortController, index = 0) =>
      act(async () => {
        controller.abort();
        await vi.waitFor(() => expect(handled[index]?.signal.aborted).toBe(true));
      }),
    /** The client's `session/cancel`: the host ends the turn's cards, then tells the agent. */
    cancelTurn: (sessionId: string) =>
      act(async () => {
        turn(sessionId).abort();
        await connection.agent.notify('session/cancel', { sessionId });
      }),
  };
}

const form = (properties: Record<string, unknown>, required?: string[]): CreateElicitationRequest =>
  ({
    mode: 'form',
    sessionId: 'sess-1',
    toolCallId: 'call-1',
    message: 'Configure the deployment',
    requestedSchema: { type: 'object', properties, ...(required ? { required } : {}) },
  }) as CreateElicitationRequest;

const card = () => screen.findByRole('group', { name: 'Question from the assistant' });

describe('ACP elicitation round trip (real SDK on both ends, the card in jsdom)', () => {
  it('issue 29: accept: typed values (integer, boolean, multi-select, a pattern refused then fixed) reach the agent exactly', async () => {
    const { ask, user } = await connect();
    const answer = ask(
      form(
        {
          replicas: { type: 'integer', title: 'Replicas', minimum: 1, maximum: 5 },
          notify: { type: 'boolean', title: 'Notify' },
          checks: {
            type: 'array',
            title: 'Checks',
            items: { type: 'string', enum: ['lint', 'unit', 'e2e'] },
          },
          branch: { type: 'string', title: 'Branch', pattern: '^release/[0-9]+$' },
        },
        ['replicas', 'branch'],
      ),
    );
    const shown = await card();
    expect(within(shown).getByText('Requested by Claude')).toBeInTheDocument();
    await user.type(within(shown).getByRole('textbox', { name: /Replicas/ }), '3');
    await user.click(within(shown).getByRole('radio', { name: 'Yes' }));
    const checks = within(shown).getByRole('group', { name: /Checks/ });
    await user.click(within(checks).getByRole('checkbox', { name: 'lint' }));
    await user.click(within(checks).getByRole('checkbox', { name: 'e2e' }));
    const branch = within(shown).getByRole('textbox', { name: /Branch/ });
    await user.type(branch, 'main');
    expect(branch).toHaveAccessibleDescription('Enter it in the form this field asks for.');
    const submit = within(shown).getByRole('button', { name: 'Submit' });
    await user.click(submit);
    expect(screen.getByRole('group', { name: 'Question from the assistant' })).toBe(shown);
    await user.clear(branch);
    // Ctrl+Enter in a text field submits, by keyboard.
    await user.type(branch, 'release/42{Control>}{Enter}{/Control}');
    expect(await answer).toEqual({
      result: {
        action: 'accept',
        content: { replicas: 3, notify: true, checks: ['lint', 'e2e'], branch: 'release/42' },
      },
    });
    expect(shown).not.toBeInTheDocument();
  });

  it('issue 29: Decline all answers decline', async () => {
    const { ask, user } = await connect();
    const answer = ask(form({ name: { type: 'string', title: 'Name' } }));
    await user.click(within(await card()).getByRole('button', { name: 'Decline all' }));
    expect(await answer).toEqual({ result: { action: 'decline' } });
  });

  it('issue 29: Close answers cancel', async () => {
    const { ask, user } = await connect();
    const answer = ask(form({ name: { type: 'string', title: 'Name' } }));
    await user.click(within(await card()).getByRole('button', { name: 'Close' }));
    expect(await answer).toEqual({ result: { action: 'cancel' } });
  });

  it('issue 29: the agent cancelling ($/cancel_request) aborts the handler’s signal; the card ends and the agent gets {action:"cancel"}', async () => {
    const { ask, cancelRequest } = await connect();
    const controller = new AbortController();
    const answer = ask(form({ name: { type: 'string', title: 'Name' } }), controller.signal);
    const shown = await card();
    await cancelRequest(controller);
    // The SDK settles the agent's promise with the client's eventual response: here a result.
    expect(await answer).toEqual({ result: { action: 'cancel' } });
    expect(shown).not.toBeInTheDocument();
  });

  it('issue 29: session/cancel from the client while a card is pending: the card answers cancel', async () => {
    const { ask, cancelTurn, seen, user } = await connect();
    const answer = ask(form({ name: { type: 'string', title: 'Name' } }));
    const other = ask({ ...form({ n: { type: 'string', title: 'N' } }), sessionId: 'sess-2' });
    await screen.findAllByRole('group', { name: 'Question from the assistant' });
    await cancelTurn('sess-1');
    expect(await answer).toEqual({ result: { action: 'cancel' } });
    await vi.waitFor(() => expect(seen.cancelled).toEqual(['sess-1']));
    expect(seen.cancelled).toEqual(['sess-1']);
    // The other session's card is still waiting for its user.
    expect(screen.getAllByRole('group', { name: 'Question from the assistant' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Decline all' }));
    expect(await other).toEqual({ result: { action: 'decline' } });
  });

  it('issue 29: an unknown property type reaches the handler; it answers cancel and shows no card', async () => {
    const { ask, handled } = await connect();
    const answer = ask(form({ colour: { type: 'color', title: 'Colour' } }));
    expect(await answer).toEqual({ result: { action: 'cancel' } });
    expect(handled).toHaveLength(1);
    expect(screen.queryByRole('group')).toBeNull();
  });
});

describe('what the SDK refuses before the handler runs (PROTOCOLS-NEXT §3.2)', () => {
  it.each([
    ['no mode', { mode: undefined }],
    ['no scope', { sessionId: undefined, toolCallId: undefined }],
    [
      'a string format outside the four',
      {
        requestedSchema: {
          type: 'object',
          properties: { phone: { type: 'string', format: 'phone' } },
        },
      },
    ],
  ])('issue 29: %s: the agent gets -32602 and no card shows', async (_, change) => {
    const { ask, handled } = await connect();
    const params = { ...form({ name: { type: 'string' } }), ...change };
    const outcome = await ask(params as CreateElicitationRequest);
    expect('error' in outcome && outcome.error.code).toBe(-32602);
    expect(handled).toHaveLength(0);
    expect(screen.queryByRole('group')).toBeNull();
  });
});

describe('Claude’s AskUserQuestion over ACP (question_<n> / question_<n>_custom)', () => {
  /** The form `@agentclientprotocol/claude-agent-acp` 0.101.0 sends for one question. */
  const claudeForm: CreateElicitationRequest = {
    mode: 'form',
    sessionId: 'sess-1',
    toolCallId: 'toolu_01',
    message: 'Which database should we use?',
    requestedSchema: {
      type: 'object',
      properties: {
        question_0: {
          type: 'string',
          title: 'Database',
          oneOf: [
            {
              const: 'Postgres',
              title: 'Postgres',
              description: 'Relational, runs anywhere',
              _meta: { '_claude/askUserQuestionOption': { preview: '`docker run postgres`' } },
            },
            { const: 'SQLite', title: 'SQLite', description: 'One file, no server' },
          ],
        },
        question_0_custom: {
          type: 'string',
          title: 'Other',
          description: 'Type your own answer (optional).',
        },
      },
    },
  };

  it('issue 29: one question with its choices and preview; a pick answers question_0 with the const', async () => {
    const { ask, user } = await connect();
    const answer = ask(claudeForm);
    const shown = await card();
    const choices = within(shown).getByRole('radiogroup');
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual([
      expect.stringContaining('Postgres'),
      expect.stringContaining('SQLite'),
      expect.stringContaining('Enter another answer'),
    ]);
    expect(within(shown).getByText('One file, no server')).toBeInTheDocument();
    await user.click(within(choices).getByRole('radio', { name: /Postgres/ }));
    expect(within(shown).getByRole('figure', { name: 'Postgres' })).toHaveTextContent(
      'docker run postgres',
    );
    await user.click(within(shown).getByRole('button', { name: 'Submit' }));
    expect(await answer).toEqual({
      result: { action: 'accept', content: { question_0: 'Postgres' } },
    });
  });

  it('issue 29: "Other" typed by keyboard answers question_0_custom only', async () => {
    const { ask, user } = await connect();
    const answer = ask(claudeForm);
    const shown = await card();
    await user.click(within(shown).getByRole('radio', { name: /Enter another answer/ }));
    await user.keyboard('DuckDB{Control>}{Enter}{/Control}');
    expect(await answer).toEqual({
      result: { action: 'accept', content: { question_0_custom: 'DuckDB' } },
    });
  });
});

describe('ACP URL mode round trip', () => {
  const link = (elicitationId = 'el-1'): CreateElicitationRequest => ({
    mode: 'url',
    sessionId: 'sess-1',
    message: 'Sign in to GitHub so I can open the pull request.',
    elicitationId,
    url: 'https://github.com/login/oauth/authorize?client_id=abc',
  });

  it('issue 29: Open answers accept (consent) and hands the link over; elicitation/complete for its id closes the card, an unknown id does not', async () => {
    const { ask, complete, user, openUrl } = await connect();
    const answer = ask(link());
    const shown = await screen.findByRole('group', { name: 'Request to open a link' });
    expect(within(shown).getByText('Requested by Claude')).toBeInTheDocument();
    expect(openUrl).not.toHaveBeenCalled();
    await user.click(within(shown).getByRole('button', { name: 'Open github.com' }));
    expect(await answer).toEqual({ result: { action: 'accept' } });
    expect(openUrl).toHaveBeenCalledExactlyOnceWith(
      'https://github.com/login/oauth/authorize?client_id=abc',
    );
    await complete('el-unknown');
    expect(shown).toHaveAttribute('data-outcome', 'opened');
    await complete('el-1');
    // The handler's `onComplete` unmounts the finished card.
    expect(shown).not.toBeInTheDocument();
  });

  it('issue 29: elicitation/complete while the card is still pending answers cancel and closes it', async () => {
    const { ask, complete } = await connect();
    const answer = ask(link('el-2'));
    const shown = await screen.findByRole('group', { name: 'Request to open a link' });
    await complete('el-2');
    expect(await answer).toEqual({ result: { action: 'cancel' } });
    expect(shown).not.toBeInTheDocument();
  });
});
