/**
 * Issue 30 #3: how `ask-cards/langgraph` reads an interrupt (`routeLangGraphInterrupt`), with no
 * React: approvals are never questions, each default dialect's own input is read as that dialect
 * (the first match in `LANGGRAPH_DEFAULT_DIALECTS` is the intended one), a `response_schema` is
 * a form, anything else is free text, and no hostile value makes it throw.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findAskAdapter } from '../../src/core/dialects/default';
import {
  LANGGRAPH_DEFAULT_DIALECTS,
  LANGGRAPH_TEXT_FIELD,
  isLangGraphApproval,
  langGraphFieldErrors,
  langGraphIssues,
  readLangGraphInterrupts,
  routeLangGraphInterrupt,
  type AskLangGraphInterrupt,
  type AskLangGraphRoute,
} from '../../src/langgraph';

const route = (interrupt: AskLangGraphInterrupt, options = {}): AskLangGraphRoute =>
  routeLangGraphInterrupt(interrupt, { answerLabel: 'Your answer', ...options });

// ---------------------------------------------------------------------------------------------
// Each default dialect's input, as its host writes it.

const text = fc.constantFrom('Where should this deploy?', 'Which region?', '部署到哪里？', 'Go?');
const header = fc.stringMatching(/^[A-Z][a-z]{1,10}$/);
const label = fc.stringMatching(/^[A-Z][a-z]{0,8}$/);
const labels = (min: number, max: number) =>
  fc.uniqueArray(label, { minLength: min, maxLength: max, selector: (l) => l.toLowerCase() });
const described = (min: number, max: number) =>
  labels(min, max).map((list) => list.map((l) => ({ label: l, description: `About ${l}` })));
const ids = (pattern: RegExp) =>
  fc.uniqueArray(fc.stringMatching(pattern), { minLength: 1, maxLength: 3 });
/** `{ questions }` with unique ids matching `pattern`, each with a header, a question and `more`. */
const keyedQuestions = (pattern: RegExp, more: Record<string, fc.Arbitrary<unknown>>) =>
  ids(pattern).chain((qs) =>
    fc
      .tuple(...qs.map((id) => fc.record({ id: fc.constant(id), header, question: text, ...more })))
      .map((questions) => ({ questions })),
  );

const INPUTS: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
  'assistant-ui-questions': ids(/^[a-z][a-z0-9-]{0,8}$/).chain((qs) =>
    fc
      .tuple(...qs.map((id) => fc.record({ id: fc.constant(id), prompt: text, header })))
      .map((questions) => ({
        id: 'approval-1',
        display: 'questions',
        prompt: 'Before I deploy, a few choices.',
        questions,
      })),
  ),
  ask_user: keyedQuestions(/^[a-z][a-z0-9_]{0,8}$/, {
    options: described(2, 4),
    multiSelect: fc.boolean(),
  }),
  'gemini-ask-user': fc
    .array(
      fc.oneof(
        fc.record({
          question: text,
          header,
          type: fc.constant('choice'),
          options: described(2, 4),
          multiSelect: fc.boolean(),
        }),
        fc.record({ question: text, header, type: fc.constantFrom('text', 'yesno') }),
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((questions) => ({ questions })),
  request_user_input: keyedQuestions(/^[a-z][a-z0-9_-]{0,8}$/, {
    isOther: fc.constant(true),
    isSecret: fc.boolean(),
    options: fc.oneof(fc.constant(null), described(0, 3)),
  }),
  AskUserQuestion: fc
    .uniqueArray(
      fc.record({ question: text, header, options: described(2, 4), multiSelect: fc.boolean() }),
      { minLength: 1, maxLength: 4, selector: (q) => q.question },
    )
    .map((questions) => ({ questions })),
  asktool: fc
    .array(
      fc.record({
        question: text,
        options: labels(1, 5).map((list) => list.map(String)),
        multiSelect: fc.boolean(),
      }),
      { minLength: 1, maxLength: 3 },
    )
    .map((questions) => ({ questions })),
  elicitation: fc
    .uniqueArray(fc.stringMatching(/^[a-z][a-z_]{0,7}$/), { maxLength: 4 })
    .map((keys) => ({
      message: 'A few details before I create the cluster.',
      requestedSchema: {
        type: 'object',
        properties: Object.fromEntries(keys.map((k) => [k, { type: 'string', title: k }])),
      },
    })),
};

describe('issue 30 #3: routeLangGraphInterrupt', () => {
  it('issue 30 #3: the arbitraries cover every default dialect', () => {
    expect(Object.keys(INPUTS).sort()).toEqual([...LANGGRAPH_DEFAULT_DIALECTS].sort());
  });

  it.each(Object.keys(INPUTS))(
    "issue 30 #3: %s's own input is read as that dialect: none before it in the order accepts it",
    (dialect) => {
      const at = LANGGRAPH_DEFAULT_DIALECTS.indexOf(dialect);
      fc.assert(
        fc.property(INPUTS[dialect]!, (value) => {
          const accepted = LANGGRAPH_DEFAULT_DIALECTS.filter(
            (name) => findAskAdapter(name)!.safeParse(value).success,
          );
          expect(accepted[0]).toBe(dialect);
          expect(LANGGRAPH_DEFAULT_DIALECTS.indexOf(accepted[0]!)).toBe(at);
          const routed = route({ id: 'i1', value });
          expect(routed.kind).toBe('dialect');
          if (routed.kind === 'dialect') {
            expect(routed.adapter.dialect).toBe(dialect);
            expect(routed.request.dialect).toBe(dialect);
          }
        }),
        { numRuns: 60 },
      );
    },
  );

  it.each([
    ['camelCase HITL', { actionRequests: [{ name: 'send_email', args: {} }], reviewConfigs: [] }],
    [
      'snake_case HITL',
      { action_requests: [{ name: 'send_email', args: {} }], review_configs: [] },
    ],
    [
      'an Agent Inbox HumanInterrupt',
      { action_request: { action: 'send_email', args: {} }, config: { allow_accept: true } },
    ],
    [
      'an Agent Inbox list',
      [
        { action_request: { action: 'a', args: {} }, config: {} },
        { action_request: { action: 'b', args: {} }, config: {} },
      ],
    ],
  ])('issue 30 #4: %s is an approval, never a card', (_name, value) => {
    expect(isLangGraphApproval(value)).toBe(true);
    // Even with a response_schema beside it: the approval wins.
    expect(route({ id: 'i1', value, response_schema: { type: 'object' } })).toEqual({
      kind: 'approval',
    });
  });

  it('issue 30 #4: an approval needs both of its lists; a half one is a question in text', () => {
    expect(isLangGraphApproval({ actionRequests: [] })).toBe(false);
    expect(isLangGraphApproval([])).toBe(false);
    expect(route({ id: 'i1', value: { actionRequests: [] } }).kind).toBe('text');
  });

  it('issue 30 #3: a response_schema is a form, its options forwarded, its message from the value', () => {
    const schema = {
      type: 'object',
      properties: { env: { type: 'string', enum: ['staging', 'prod'] } },
      required: ['env'],
    };
    const seen: AskLangGraphInterrupt[] = [];
    const routed = route(
      { id: 'i1', value: { question: 'Which environment?' }, response_schema: schema },
      {
        form: (interrupt: AskLangGraphInterrupt) => {
          seen.push(interrupt);
          return { source: 'Deploy bot' };
        },
      },
    );
    expect(routed.kind).toBe('form');
    if (routed.kind !== 'form') return;
    expect(routed.request.dialect).toBe('json-schema-form');
    expect(routed.request.requester).toBe('Deploy bot');
    expect(routed.request.message).toBe('Which environment?');
    expect(routed.request.questions.map((q) => q.id)).toEqual(['env']);
    expect(seen).toEqual([
      { id: 'i1', value: { question: 'Which environment?' }, response_schema: schema },
    ]);
    // A plain object of options is forwarded too, and overrides the value's message.
    const plain = route(
      { id: 'i2', value: 'Pick one', response_schema: schema },
      { form: { message: 'Choose the environment' } },
    );
    expect(plain.kind === 'form' && plain.request.message).toBe('Choose the environment');
  });

  it('issue 30 #3: a response_schema no form can show is invalid, and the error says why', () => {
    const routed = route({ id: 'i1', value: 'x', response_schema: { type: 'object', not: {} } });
    expect(routed.kind).toBe('invalid');
  });

  it('issue 30 #3: anything else is one free-text field, the value shown as plain text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.json()),
        (value) => {
          const routed = route({ id: 'i1', value });
          expect(['text', 'dialect']).toContain(routed.kind);
          if (routed.kind !== 'text') return;
          expect(routed.request.questions.map((q) => q.id)).toEqual([LANGGRAPH_TEXT_FIELD]);
          expect(routed.request.questions[0]!.question).toBe('Your answer');
        },
      ),
      { numRuns: 100 },
    );
    const routed = route({ id: 'i1', value: 'Name the release' });
    expect(routed.kind === 'text' && routed.request.message).toBe('Name the release');
  });

  it('issue 30 #3: breakpoints and entries with neither id nor value are left out', () => {
    const good = { id: 'a', value: 'Go?' };
    expect(
      readLangGraphInterrupts({
        interrupts: [{ when: 'breakpoint' }, {}, null, 3, 'x', good, [good]] as never,
      }),
    ).toEqual([good]);
    // `interrupt` alone, or the array the SDK gives there while several are pending.
    expect(readLangGraphInterrupts({ interrupt: good })).toEqual([good]);
    expect(readLangGraphInterrupts({ interrupt: [good, { when: 'breakpoint' }] })).toEqual([good]);
    expect(readLangGraphInterrupts({ interrupt: { when: 'breakpoint' } })).toEqual([]);
    expect(readLangGraphInterrupts({})).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Hostile values

const throwing = (): object =>
  new Proxy(
    {},
    {
      get() {
        throw new Error('trap');
      },
      has() {
        throw new Error('trap');
      },
      ownKeys() {
        throw new Error('trap');
      },
      getOwnPropertyDescriptor() {
        throw new Error('trap');
      },
      getPrototypeOf() {
        throw new Error('trap');
      },
    },
  );

function deep(levels: number, array: boolean): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i++) value = array ? [value] : { value };
  return value;
}

const MEGABYTE = 'x'.repeat(1024 * 1024);

describe('issue 30 #3: hostile interrupts never throw', () => {
  const hostile: [string, unknown][] = [
    ['a throwing Proxy', throwing()],
    ['a throwing Proxy inside a list', { questions: [throwing()] }],
    ['a revoked Proxy', Proxy.revocable({}, {}).proxy],
    ['deep objects', deep(100_000, false)],
    ['deep arrays', deep(100_000, true)],
    ['a 1 MB string', MEGABYTE],
    ['a 1 MB question', { questions: [{ question: MEGABYTE, options: ['a'] }] }],
    [
      'a cycle',
      (() => {
        const o: Record<string, unknown> = {};
        o.self = o;
        return o;
      })(),
    ],
    ['a BigInt', 10n],
  ];

  it.each(hostile)('issue 30 #3: %s as the value routes without throwing', (_name, value) => {
    const routed = route({ id: 'i1', value });
    expect(['text', 'invalid', 'dialect']).toContain(routed.kind);
    if (routed.kind === 'invalid') expect(routed.error.issues[0]!.message).toMatch(/^interrupt/);
    if (routed.kind === 'text') expect(routed.request.message!.length).toBeLessThanOrEqual(4000);
    expect(() => isLangGraphApproval(value)).not.toThrow();
  });

  it.each(hostile)(
    'issue 30 #3: %s as the response_schema routes without throwing',
    (_n, schema) => {
      const routed = route({ id: 'i1', value: 'Pick', response_schema: schema });
      expect(['form', 'invalid', 'text']).toContain(routed.kind);
    },
  );

  it('issue 30 #3: an interrupt, a stream or an error that throws when read never throws', () => {
    expect(route(throwing() as AskLangGraphInterrupt).kind).toBe('invalid');
    expect(readLangGraphInterrupts(throwing() as never)).toEqual([]);
    expect(
      readLangGraphInterrupts({ interrupts: [throwing(), { id: 'a', value: 1 }] as never }),
    ).toHaveLength(1);
    expect(langGraphIssues(throwing())).toBeNull();
    expect(langGraphIssues(Object.assign(new Error('x'), { issues: throwing() }))).toBeNull();
  });
});

describe('issue 30 #3: langGraphFieldErrors', () => {
  const request = {
    questions: [
      { id: 'env', question: 'Env?', options: [] },
      { id: 'replicas', question: 'How many?', options: [] },
    ],
  } as never;

  it('issue 30 #3: each issue under its field (the first per field), the rest card-level', () => {
    const errors = langGraphFieldErrors(request, [
      { path: ['replicas'], message: 'prod needs replicas' },
      { path: ['replicas', 0], message: 'second' },
      { path: [], message: 'Staging takes at most 2' },
      { path: ['__proto__'], message: 'Not a field' },
    ]);
    expect(errors.replicas).toBe('prod needs replicas');
    const cardLevel = Object.keys(errors).filter((k) => k !== 'replicas');
    expect(cardLevel).toHaveLength(2);
    expect(cardLevel.some((k) => k === 'env')).toBe(false);
    expect(cardLevel.map((k) => errors[k])).toEqual(['Staging takes at most 2', 'Not a field']);
  });

  it('issue 30 #3: on the free-text card every issue is about its one field', () => {
    const one = { questions: [{ id: LANGGRAPH_TEXT_FIELD, question: 'Your answer' }] } as never;
    expect(
      langGraphFieldErrors(one, [{ path: [], message: 'Too short' }], { single: true }),
    ).toEqual({ [LANGGRAPH_TEXT_FIELD]: 'Too short' });
  });
});
