/**
 * MCP elicitation against the real SDK: a server calls `elicitInput` over `InMemoryTransport`;
 * the client parses the request with ask-cards, replays a user's events through the machine and
 * answers with the dialect's result. The server's own validation (Ajv with formats, against the
 * `requestedSchema`) must accept every accepted content.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  ElicitRequestSchema,
  ErrorCode,
  McpError,
  type ElicitRequestFormParams,
  type ElicitResult as SdkElicitResult,
} from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import {
  askTransition,
  createAskState,
  getAdvanceBlocker,
  getAskAdapter,
  safeParseElicitRequest,
  toAskResolution,
  toElicitResult,
  type AskAdvanceBlocker,
  type AskEvent,
  type AskRequest,
  type AskState,
  type ElicitResult,
} from '../../src/core';

/** Resolves once `signal` aborts (at once when it already has). */
const whenAborted = (signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });

type Properties = ElicitRequestFormParams['requestedSchema']['properties'];

/** A user at the card: picks by label, types, submits; every act is a machine event. */
class User {
  state: AskState;
  constructor(readonly request: AskRequest) {
    this.state = createAskState(request, undefined, { layout: 'stacked' });
  }
  private index(id: string) {
    const i = this.request.questions.findIndex((q) => q.id === id);
    if (i === -1) throw new Error(`no field ${id}`);
    return i;
  }
  send(event: AskEvent) {
    this.state = askTransition(this.state, event);
    return this;
  }
  choose(id: string, ...labels: string[]) {
    const question = this.index(id);
    for (const label of labels) {
      const option = this.request.questions[question]!.options.findIndex((o) => o.label === label);
      if (option === -1) throw new Error(`no choice ${label} in ${id}`);
      this.send({ type: 'toggle', option, question });
    }
    return this;
  }
  type(id: string, text: string) {
    return this.send({ type: 'setOtherText', text, question: this.index(id) });
  }
  /** What blocks Submit for one field now (null: nothing). */
  blocker(id: string): AskAdvanceBlocker | null {
    return getAdvanceBlocker(this.state, this.index(id));
  }
  submit() {
    return this.send({ type: 'submitAll' });
  }
}

interface Round {
  /** What the server got back. */
  result?: SdkElicitResult;
  /** What the server's call threw. */
  error?: McpError;
  /** The request the card showed; undefined when it never showed. */
  shown?: AskRequest;
  /** What the client's handler answered (also when the server no longer waited). */
  answered?: ElicitResult;
}

const open: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((close) => close()));
});

/**
 * One elicitation: the server asks `params`; the client's user acts (`act`), possibly waiting for
 * the request's signal; the client answers with ask-cards' result.
 */
async function elicit(
  params: ElicitRequestFormParams,
  act: (user: User, signal: AbortSignal) => void | Promise<void>,
  options: { timeout?: number; answer?: (r: ElicitResult) => unknown } = {},
): Promise<Round> {
  const round: Round = {};
  const server = new McpServer({ name: 'deploy-server', version: '1.0.0' });
  const client = new Client(
    { name: 'ask-cards-host', version: '1.0.0' },
    { capabilities: { elicitation: { form: {}, url: {} } } },
  );
  let handled: Promise<unknown> | undefined;
  client.setRequestHandler(ElicitRequestSchema, (request, extra) => {
    handled = answer(request, extra);
    return handled as Promise<SdkElicitResult>;
  });
  const answer = async (
    request: { params: unknown },
    extra: { signal: AbortSignal },
  ): Promise<SdkElicitResult> => {
    const parsed = safeParseElicitRequest(request.params, {
      source: client.getServerVersion()?.name,
    });
    if (!parsed.success) throw new McpError(ErrorCode.InvalidParams, parsed.error.message);
    round.shown = parsed.data;
    const user = new User(parsed.data);
    // A closed request (the server's timeout, its notifications/cancelled) stops the card.
    await Promise.race([act(user, extra.signal), whenAborted(extra.signal)]);
    if (extra.signal.aborted) user.send({ type: 'stop' });
    expect(user.state.status).toBe('resolved');
    const resolution = toAskResolution<ElicitResult>(user.state)!;
    round.answered = resolution.result;
    return (options.answer?.(resolution.result) ?? resolution.result) as SdkElicitResult;
  };
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([client.connect(clientSide), server.connect(serverSide)]);
  open.push(async () => {
    await client.close();
    await server.close();
  });
  // SDK 1.32.2 ignores notifications/cancelled for request id 0 (`if (!requestId) return`):
  // a ping first, so the elicitation's cancellation reaches the client like any later request's.
  await server.server.ping();
  try {
    round.result = await server.server.elicitInput(params, { timeout: options.timeout });
  } catch (error) {
    if (!(error instanceof McpError)) throw error;
    round.error = error;
  }
  // After a timeout the server stops waiting before the client's handler has finished.
  await handled?.catch(() => undefined);
  return round;
}

const form = (properties: Properties, required?: string[]): ElicitRequestFormParams => ({
  mode: 'form',
  message: 'Configure the deployment',
  requestedSchema: { type: 'object', properties, ...(required ? { required } : {}) },
});

/** Accepted by the server with exactly `content`. */
function accepted(round: Round, content: Record<string, unknown>) {
  expect(round.error).toBeUndefined();
  expect(round.result).toEqual({ action: 'accept', content });
}

describe('MCP elicitation round trip (real SDK, server-side validation)', () => {
  it('the card shows the message and the server name from the connection', async () => {
    const round = await elicit(form({ name: { type: 'string' } }), (user) => {
      user.type('name', 'Ada').submit();
    });
    expect(round.shown).toMatchObject({
      message: 'Configure the deployment',
      requester: 'deploy-server',
    });
    accepted(round, { name: 'Ada' });
  });

  it('string minLength / maxLength: too short and too long block; then accepted', async () => {
    const round = await elicit(
      form({ name: { type: 'string', minLength: 2, maxLength: 5 } }, ['name']),
      (user) => {
        expect(user.blocker('name')).toEqual({ code: 'required' });
        user.type('name', 'A').submit();
        expect(user.blocker('name')).toEqual({ code: 'textTooShort', min: 2 });
        user.type('name', 'Adaline').submit();
        expect(user.blocker('name')).toEqual({ code: 'textTooLong', max: 5 });
        expect(user.state.status).toBe('pending');
        user.type('name', 'Ada').submit();
      },
    );
    accepted(round, { name: 'Ada' });
  });

  it.each([
    ['email', 'ada@', 'ada@example.com'],
    ['uri', 'example.com', 'https://example.com/a'],
    ['date', '2026-02-30', '2026-02-28'],
    ['date-time', '2026-12-01T09:30Z', '2026-12-01T09:30:00Z'],
  ] as const)('string format %s: %j blocks, %j is accepted by Ajv', async (format, bad, good) => {
    const round = await elicit(form({ when: { type: 'string', format } }), (user) => {
      user.type('when', bad).submit();
      expect(user.blocker('when')).toEqual({ code: 'format', format });
      user.type('when', good).submit();
    });
    accepted(round, { when: good });
  });

  it('number minimum / maximum: out of range and non-numbers block; 1.25 is sent', async () => {
    const round = await elicit(
      form({ ratio: { type: 'number', minimum: 0.5, maximum: 2 } }),
      (user) => {
        user.type('ratio', '0.4');
        expect(user.blocker('ratio')).toEqual({ code: 'belowMin', min: 0.5 });
        user.type('ratio', '2.5');
        expect(user.blocker('ratio')).toEqual({ code: 'aboveMax', max: 2 });
        user.type('ratio', '1,5');
        expect(user.blocker('ratio')).toEqual({ code: 'notANumber' });
        user.type('ratio', '1.25').submit();
      },
    );
    accepted(round, { ratio: 1.25 });
  });

  it('integer: a fraction blocks; the content holds an integer, not a string', async () => {
    const round = await elicit(
      form({ replicas: { type: 'integer', minimum: 1, maximum: 9 } }, ['replicas']),
      (user) => {
        user.type('replicas', '3.5').submit();
        expect(user.blocker('replicas')).toEqual({ code: 'notAnInteger' });
        user.type('replicas', '4').submit();
      },
    );
    accepted(round, { replicas: 4 });
  });

  it.each([
    ['Yes', true],
    ['No', false],
  ] as const)('boolean answered %s is %s', async (label, value) => {
    const round = await elicit(form({ notify: { type: 'boolean' } }, ['notify']), (user) => {
      user.choose('notify', label).submit();
    });
    accepted(round, { notify: value });
  });

  it('single-select: untitled enum, titled oneOf and legacy enumNames send the const', async () => {
    const round = await elicit(
      form({
        size: { type: 'string', enum: ['s', 'm', 'l'] },
        region: {
          type: 'string',
          oneOf: [
            { const: 'us-east-1', title: 'US East' },
            { const: 'eu-west-1', title: 'EU West' },
          ],
        },
        tier: { type: 'string', enum: ['free', 'pro'], enumNames: ['Free', 'Professional'] },
      }),
      (user) => {
        user.choose('size', 'm').choose('region', 'EU West').choose('tier', 'Professional');
        user.submit();
      },
    );
    accepted(round, { size: 'm', region: 'eu-west-1', tier: 'pro' });
  });

  it('multi-select, items.enum and items.anyOf: min/maxItems block; consts in order', async () => {
    const round = await elicit(
      form({
        features: {
          type: 'array',
          minItems: 2,
          maxItems: 3,
          items: { type: 'string', enum: ['auth', 'logs', 'metrics', 'traces'] },
        },
        teams: {
          type: 'array',
          items: {
            anyOf: [
              { const: 'web', title: 'Web' },
              { const: 'ios', title: 'iOS' },
            ],
          },
        },
      }),
      (user) => {
        user.choose('features', 'metrics');
        expect(user.blocker('features')).toEqual({ code: 'tooFewSelections', min: 2 });
        user.choose('features', 'traces', 'auth', 'logs');
        expect(user.blocker('features')).toEqual({ code: 'tooManySelections', max: 3 });
        user.choose('features', 'traces').choose('teams', 'iOS', 'Web').submit();
      },
    );
    accepted(round, { features: ['auth', 'logs', 'metrics'], teams: ['web', 'ios'] });
  });

  it('defaults prefill every type; submitted untouched they come back typed', async () => {
    const round = await elicit(
      form({
        env: { type: 'string', enum: ['staging', 'prod'], default: 'staging' },
        replicas: { type: 'integer', default: 3 },
        ratio: { type: 'number', default: 0.5 },
        notify: { type: 'boolean', default: false },
        name: { type: 'string', default: 'web' },
        features: {
          type: 'array',
          items: { type: 'string', enum: ['auth', 'logs'] },
          default: ['logs'],
        },
      }),
      (user) => {
        user.submit();
      },
    );
    accepted(round, {
      env: 'staging',
      replicas: 3,
      ratio: 0.5,
      notify: false,
      name: 'web',
      features: ['logs'],
    });
  });

  it('unanswered optional fields are left out; a required one must be answered', async () => {
    const round = await elicit(
      form({ name: { type: 'string' }, age: { type: 'integer' }, ok: { type: 'boolean' } }, ['ok']),
      (user) => {
        user.submit();
        expect(user.state.status).toBe('pending');
        expect(user.blocker('ok')).toEqual({ code: 'required' });
        user.choose('ok', 'Yes').submit();
      },
    );
    accepted(round, { ok: true });
  });

  it('Decline all sends decline, with no content', async () => {
    const round = await elicit(form({ name: { type: 'string' } }), (user) => {
      user.type('name', 'Ada').send({ type: 'declineAll' });
    });
    expect(round.result).toEqual({ action: 'decline' });
  });

  it.each([
    ['closing', { type: 'dismiss' }],
    ['replying in the chat', { type: 'replyInChat' }],
    ['stopping the turn', { type: 'stop' }],
  ] as const)('%s sends cancel', async (_, event) => {
    const round = await elicit(form({ name: { type: 'string' } }, ['name']), (user) => {
      user.type('name', 'Ada').send(event);
    });
    expect(round.result).toEqual({ action: 'cancel' });
  });

  it('a server-side timeout aborts the handler, which resolves the card as cancel', async () => {
    const round = await elicit(
      form({ name: { type: 'string' } }),
      // The user never answers: only the request's signal ends the wait.
      (_, signal) => whenAborted(signal),
      { timeout: 20 },
    );
    expect(round.error?.code).toBe(ErrorCode.RequestTimeout);
    expect(round.answered).toEqual({ action: 'cancel' });
  });

  // Issue 25 #7: minimum > maximum passes the SDK's schema, so it is no longer refused: the card
  // is decline-only with the reason, and the server reads a decline instead of a failed call.
  it('a required field no value satisfies: a decline-only card naming it; the server reads decline', async () => {
    const round = await elicit(
      form({ replicas: { type: 'integer', minimum: 9, maximum: 1 } }, ['replicas']),
      (user) => {
        user.submit();
        expect(user.state.status).toBe('pending');
        user.send({ type: 'declineAll' });
      },
    );
    expect(round.shown?.unanswerable).toEqual([
      expect.stringContaining(
        'requestedSchema.properties.replicas.maximum (1) is below minimum (9)',
      ),
    ]);
    expect(round.result).toEqual({ action: 'decline' });
  });

  it('a form ask-cards will not show (two choices that read the same): an error naming the property; no card', async () => {
    const round = await elicit(
      form({
        env: {
          type: 'string',
          oneOf: [
            { const: 'prod', title: 'Prod' },
            { const: 'dev', title: '**Prod**' },
          ],
        },
      }),
      () => {
        throw new Error('the card must not show');
      },
    );
    expect(round.shown).toBeUndefined();
    expect(round.error?.code).toBe(ErrorCode.InvalidParams);
    expect(round.error?.message).toContain('requestedSchema.properties.env.oneOf[1]');
  });

  it('a schema the SDK itself refuses never reaches the handler', async () => {
    const round = await elicit(
      form({ phone: { type: 'string', format: 'phone' } as never }),
      () => {
        throw new Error('the card must not show');
      },
    );
    expect(round.shown).toBeUndefined();
    expect(round.error?.message).toContain('phone');
  });

  it('control: the server really validates (a label instead of the const is refused)', async () => {
    const round = await elicit(
      form({ region: { type: 'string', oneOf: [{ const: 'eu-west-1', title: 'EU West' }] } }),
      (user) => {
        user.choose('region', 'EU West').submit();
      },
      { answer: () => ({ action: 'accept', content: { region: 'EU West' } }) },
    );
    expect(round.error?.code).toBe(ErrorCode.InvalidParams);
    expect(round.error?.message).toContain('does not match requested schema');
  });

  it('getAskAdapter("elicitation").toResult is toElicitResult', () => {
    const adapter = getAskAdapter('elicitation');
    expect(adapter.toResult).toBe(toElicitResult);
  });
});
