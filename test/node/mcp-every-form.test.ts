/**
 * Issue 25 #6, #7, #12 against the real SDK: every form `ElicitRequestSchema` accepts gets a card
 * (or a decline-only card with the reason), and whatever that card sends, the server's own
 * validation (Ajv, against the server's `requestedSchema`) accepts.
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
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  askTransition,
  checkAskRequest,
  createAskState,
  ElicitCreateRequest,
  safeParseElicitRequest,
  toAskResolution,
  type AskEvent,
  type AskInputIssue,
  type AskRequest,
  type AskState,
  type ElicitResult,
} from '../../src/core';

interface Round {
  result?: SdkElicitResult;
  error?: McpError;
  shown?: AskRequest;
  /** What the parser reported to the host beside the card (`onSchemaIssue`). */
  issues: AskInputIssue[];
}

const open: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((close) => close()));
});

/** The server asks `params` (untyped: the SDK's types are narrower than its schema). */
async function elicit(params: unknown, act: (state: AskState) => AskState): Promise<Round> {
  const round: Round = { issues: [] };
  const server = new McpServer({ name: 'deploy-server', version: '1.0.0' });
  const client = new Client(
    { name: 'ask-cards-host', version: '1.0.0' },
    { capabilities: { elicitation: { form: {} } } },
  );
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([client.connect(clientSide), server.connect(serverSide)]);
  // The documented handler: ElicitCreateRequest keeps the server's own params (the SDK's schema
  // strips a number field's enum, a oneOf beside an enum); a refusal is InvalidParams.
  client.setRequestHandler(ElicitCreateRequest, (request) => {
    const parsed = safeParseElicitRequest(request.params, {
      onSchemaIssue: (issue) => round.issues.push(issue),
    });
    if (!parsed.success) throw new McpError(ErrorCode.InvalidParams, parsed.error.message);
    expect(checkAskRequest(parsed.data)).toBeNull();
    round.shown = parsed.data;
    const state = act(createAskState(parsed.data, undefined, { layout: 'stacked' }));
    const resolution = toAskResolution<ElicitResult>(state);
    if (!resolution) throw new Error('the card did not resolve');
    return resolution.result as SdkElicitResult;
  });
  open.push(async () => {
    await client.close();
    await server.close();
  });
  try {
    round.result = await server.server.elicitInput(params as ElicitRequestFormParams);
  } catch (error) {
    if (!(error instanceof McpError)) throw error;
    round.error = error;
  }
  return round;
}

const form = (properties: Record<string, unknown>, required?: string[]) => ({
  mode: 'form',
  message: 'Configure the deployment',
  requestedSchema: { type: 'object', properties, ...(required ? { required } : {}) },
});

const send = (state: AskState, ...events: AskEvent[]) => events.reduce(askTransition, state);
const submit = (state: AskState) => send(state, { type: 'submitAll' });
const choose =
  (label: string, question = 0) =>
  (state: AskState) => {
    const option = state.request.questions[question]!.options.findIndex((o) => o.label === label);
    expect(option, `no choice ${label}`).not.toBe(-1);
    return submit(send(state, { type: 'toggle', question, option }));
  };
const type =
  (text: string, question = 0) =>
  (state: AskState) =>
    submit(send(state, { type: 'setOtherText', question, text }));
const labels = (round: Round, question = 0) =>
  round.shown?.questions[question]?.options.map((o) => o.label);

/** Every shape of issue 25 #7, each accepted by the SDK's own `ElicitRequestSchema`. */
const shapes = {
  'an empty enum': form({ env: { type: 'string', enum: [] } }),
  'a repeated enum value': form({ env: { type: 'string', enum: ['prod', 'prod', 'dev'] } }),
  'a repeated oneOf const': form({
    env: {
      type: 'string',
      oneOf: [
        { const: 'prod', title: 'Production' },
        { const: 'prod', title: 'Prod again' },
        { const: 'dev', title: 'Development' },
      ],
    },
  }),
  'enumNames of another length': form({
    env: { type: 'string', enum: ['prod', 'dev'], enumNames: ['Production'] },
  }),
  'both enum and oneOf': form({
    env: {
      type: 'string',
      enum: ['prod', 'dev'],
      oneOf: [
        { const: 'dev', title: 'Development' },
        { const: 'qa', title: 'QA' },
      ],
    },
  }),
  'a default outside the choices': form({
    env: { type: 'string', enum: ['prod', 'dev'], default: 'staging' },
  }),
  'a multi-select default outside the choices': form({
    checks: { type: 'array', items: { type: 'string', enum: ['lint', 'unit'] }, default: ['e2e'] },
  }),
  'minItems above the choice count (required)': form(
    { checks: { type: 'array', minItems: 3, items: { type: 'string', enum: ['lint', 'unit'] } } },
    ['checks'],
  ),
  'required naming a missing property': form({ env: { type: 'string' } }, ['region']),
  'required naming a property twice': form({ env: { type: 'string' } }, ['env', 'env']),
  'minimum > maximum (required)': form({ replicas: { type: 'number', minimum: 9, maximum: 1 } }, [
    'replicas',
  ]),
  'minimum > maximum (optional)': form({
    replicas: { type: 'number', minimum: 9, maximum: 1 },
    note: { type: 'string' },
  }),
  'minLength: -1': form({ note: { type: 'string', minLength: -1 } }, ['note']),
  'maxLength: 2.5': form({ code: { type: 'string', maxLength: 2.5 } }, ['code']),
  'an integer default: 1.5': form({ replicas: { type: 'integer', default: 1.5 } }),
  'keys Name and name': form({ Name: { type: 'string' }, name: { type: 'string' } }),
  'the key ""': form({ '': { type: 'string', title: 'Anything' } }, ['']),
  'a number enum': form({ replicas: { type: 'integer', enum: [1, 3, 5, 2.5] } }, ['replicas']),
} as const;

describe('issue 25 #7: a card for every request the SDK accepts', () => {
  it("the 18 shapes all pass the SDK's own ElicitRequestSchema", () => {
    expect(Object.keys(shapes)).toHaveLength(18);
    for (const params of Object.values(shapes))
      expect(ElicitRequestSchema.safeParse({ method: 'elicitation/create', params }).success).toBe(
        true,
      );
  });

  it.each([
    ['a repeated enum value', choose('prod'), { env: 'prod' }, ['prod', 'dev']],
    ['a repeated oneOf const', choose('Development'), { env: 'dev' }, ['Development']],
    ['enumNames of another length', choose('dev'), { env: 'dev' }, ['prod', 'dev']],
    ['both enum and oneOf', choose('Development'), { env: 'dev' }, ['Development']],
    ['a default outside the choices', submit, {}, ['prod', 'dev']],
    ['a multi-select default outside the choices', submit, {}, ['lint', 'unit']],
    ['required naming a property twice', type('x'), { env: 'x' }, []],
    ['minLength: -1', type('x'), { note: 'x' }, []],
    ['maxLength: 2.5', type('ab'), { code: 'ab' }, []],
    ['an integer default: 1.5', submit, {}, []],
    ['a number enum', choose('3'), { replicas: 3 }, ['1', '3', '5']],
    ['the key ""', type('x'), { '': 'x' }, []],
  ] as const)('%s: the card the server can still accept', async (shape, act, content, choices) => {
    const round = await elicit(shapes[shape], act);
    expect(round.shown?.unanswerable).toBeUndefined();
    expect(labels(round)).toEqual(choices);
    expect(round.error).toBeUndefined();
    expect(round.result).toEqual({ action: 'accept', content });
  });

  it('maxLength: 2.5 lets 2 characters through and blocks a third', async () => {
    const round = await elicit(shapes['maxLength: 2.5'], type('abc'));
    expect(round.shown?.questions[0]?.input?.maxLength).toBe(2);
    // Blocked: the card stays pending, so the test harness sees no resolution.
    expect(round.error?.message).toContain('did not resolve');
  });

  it('keys Name and name are two fields, each sent under its own key', async () => {
    const round = await elicit(shapes['keys Name and name'], (s) =>
      submit(
        send(
          s,
          { type: 'setOtherText', question: 0, text: 'Ada' },
          { type: 'setOtherText', question: 1, text: 'ada' },
        ),
      ),
    );
    expect(round.shown?.questions.map((q) => q.question)).toEqual(['Name', 'name']);
    expect(round.result).toEqual({ action: 'accept', content: { Name: 'Ada', name: 'ada' } });
  });

  it('an optional field no answer fits is left out, and the host is told', async () => {
    const round = await elicit(shapes['minimum > maximum (optional)'], type('x'));
    expect(round.shown?.questions.map((q) => q.id)).toEqual(['note']);
    expect(round.issues.map((i) => i.message)).toEqual([
      expect.stringContaining('requestedSchema.properties.replicas.maximum (1) is below minimum'),
    ]);
    expect(round.result).toEqual({ action: 'accept', content: { note: 'x' } });
  });

  it.each([
    ['an empty enum', 'requestedSchema.properties.env.enum is empty'],
    ['minItems above the choice count (required)', 'minItems (3) is more than the 2 choices'],
    ['required naming a missing property', 'names "region", which is not a field of the form'],
    ['minimum > maximum (required)', 'maximum (9'.replace('(9', '(1) is below minimum (9)')],
  ] as const)(
    '%s: a decline-only card with the reason; Submit sends nothing; Decline reaches the server',
    async (shape, reason) => {
      const round = await elicit(shapes[shape], (state) => {
        // Submit is refused by the machine; the user declines.
        expect(submit(state).status).toBe('pending');
        return send(state, { type: 'declineAll' });
      });
      expect(round.shown?.questions).toEqual([]);
      expect(round.shown?.unanswerable).toEqual([expect.stringContaining(reason)]);
      expect(round.issues.map((i) => i.message)).toContainEqual(expect.stringContaining(reason));
      expect(round.result).toEqual({ action: 'decline' });
    },
  );

  it('property: whatever a user does at any of the 18 cards, the server accepts what is sent', async () => {
    const act = fc.array(
      fc.oneof(
        fc
          .record({ question: fc.nat(2), option: fc.nat(4) })
          .map((e): AskEvent => ({ type: 'toggle', ...e })),
        fc
          .record({
            question: fc.nat(2),
            text: fc.oneof(
              fc.string({ maxLength: 4 }),
              fc.integer().map(String),
              fc.double({ noNaN: true }).map(String),
              fc.constantFrom('9007199254740993', '1e400', '-0', '😀😀'),
            ),
          })
          .map((e): AskEvent => ({ type: 'setOtherText', ...e })),
      ),
      { maxLength: 6 },
    );
    const ending = fc.constantFrom<AskEvent['type']>('submitAll', 'declineAll', 'dismiss');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(shapes) as (keyof typeof shapes)[])),
        act,
        ending,
        async (shape, events, end) => {
          const round = await elicit(shapes[shape], (state) => {
            const after = send(send(state, ...events), { type: end } as AskEvent);
            // Blocked, the user declines: never a silent drop.
            return after.status === 'resolved' ? after : send(after, { type: 'declineAll' });
          });
          expect(round.error).toBeUndefined();
          expect(round.result?.action).toBeDefined();
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('issue 25 #6: a confirmation form', () => {
  const confirmation = {
    message: 'Proceed with the deletion?',
    requestedSchema: { type: 'object', properties: {} },
  };

  it('issue 25 #6: a confirmation form (properties: {}) shows the message with Accept / Decline / Cancel and accepts with content {}', async () => {
    const round = await elicit(confirmation, submit);
    expect(round.shown).toMatchObject({ message: 'Proceed with the deletion?', questions: [] });
    expect(round.error).toBeUndefined();
    expect(round.result).toEqual({ action: 'accept', content: {} });
  });

  it.each([
    ['declineAll', 'decline'],
    ['dismiss', 'cancel'],
  ] as const)('issue 25 #6: %s on a confirmation sends %s', async (event, action) => {
    const round = await elicit(confirmation, (s) => send(s, { type: event }));
    expect(round.result).toEqual({ action });
  });

  it('issue 25 #6: Next in the stepper confirms too', async () => {
    const round = await elicit(confirmation, (s) =>
      send(createAskState(s.request, undefined, { layout: 'stepper' }), { type: 'next' }),
    );
    expect(round.result).toEqual({ action: 'accept', content: {} });
  });
});

describe('issue 25 #12: integers beyond Number.MAX_SAFE_INTEGER are never sent rounded', () => {
  it.each([
    ['a default', { type: 'integer', default: 2 ** 60 }],
    ['an enum value', { type: 'integer', enum: [1, 2 ** 60] }],
  ])('issue 25 #12: %s beyond it is not offered, and the host is told', async (_, schema) => {
    const round = await elicit(form({ n: schema }), submit);
    expect(round.shown?.questions[0]?.default).toBeUndefined();
    expect(round.shown?.questions[0]?.options.map((o) => o.value)).not.toContain(String(2 ** 60));
    expect(round.issues.map((i) => i.message)).toContainEqual(
      expect.stringContaining('is beyond ±9007199254740991'),
    );
    expect(round.result).toEqual({ action: 'accept', content: {} });
  });

  it('issue 25 #12: a minimum beyond it leaves no integer to send: decline-only', async () => {
    const round = await elicit(form({ n: { type: 'integer', minimum: 2 ** 60 } }, ['n']), (s) =>
      send(s, { type: 'declineAll' }),
    );
    expect(round.shown?.unanswerable).toEqual([expect.stringContaining('no whole number')]);
    expect(round.result).toEqual({ action: 'decline' });
  });

  it('issue 25 #12: a maximum beyond it is told to the host; the card sends exact integers only', async () => {
    const round = await elicit(
      form({ n: { type: 'integer', maximum: 2 ** 60 } }),
      type('9007199254740993'),
    );
    expect(round.issues.map((i) => i.message)).toContainEqual(
      expect.stringContaining('maximum is beyond'),
    );
    expect(round.error?.message).toContain('did not resolve');
  });
});

describe('issue 25 #7: the SDK strips keywords before the handler', () => {
  it("a number enum reaches an ElicitRequestSchema handler gone; ElicitCreateRequest keeps the server's own", async () => {
    const seen: unknown[] = [];
    for (const schema of [ElicitRequestSchema, ElicitCreateRequest]) {
      const server = new McpServer({ name: 'deploy-server', version: '1.0.0' });
      const client = new Client(
        { name: 'host', version: '1.0.0' },
        { capabilities: { elicitation: { form: {} } } },
      );
      const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
      await Promise.all([client.connect(clientSide), server.connect(serverSide)]);
      open.push(async () => {
        await client.close();
        await server.close();
      });
      client.setRequestHandler(schema as typeof ElicitRequestSchema, (request) => {
        seen.push(request.params);
        return { action: 'decline' };
      });
      await server.server.elicitInput(shapes['a number enum'] as ElicitRequestFormParams);
    }
    const field = (params: unknown) =>
      (params as { requestedSchema: { properties: Record<string, object> } }).requestedSchema
        .properties.replicas;
    expect(field(seen[0])).not.toHaveProperty('enum');
    expect(field(seen[1])).toHaveProperty('enum', [1, 3, 5, 2.5]);
  });
});
