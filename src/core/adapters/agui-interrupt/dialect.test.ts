/**
 * An AG-UI interrupt through ask-cards: each `reason` routed as the protocol asks of a client,
 * the user's events on the card becoming the resume entry, and the receipt read back. Against
 * the real `@ag-ui/client` / `@ag-ui/core`: test/node/agui-*.test.ts.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { filingInterrupt } from '../../../../test/fixtures/ag-ui-interrupts';
import { runStacked, settleStacked } from '../../../../test/fixtures/drive';
import { AskInputError, createAskState, getDeadline, summarizeAsk } from '../../dialects';
import { jsonTextFallback } from '../json-schema-form';
import type { AskEvent, AskReason } from '../../types';
import {
  AGUI_INTERRUPT_DIALECT,
  isAgUiApprovalInterrupt,
  parseAgUiInterrupt,
  readAgUiInterruptPersisted,
  safeParseAgUiInterrupt,
  toAgUiResumeEntry,
  type AgUiInterrupt,
  type AgUiResumeEntry,
} from '.';

const form = filingInterrupt;

const settle = (interrupt: AgUiInterrupt, events: AskEvent[]) =>
  settleStacked<AgUiResumeEntry>(parseAgUiInterrupt(interrupt), events);

const errorOf = (interrupt: unknown) => {
  const parsed = safeParseAgUiInterrupt(interrupt);
  expect(parsed.success).toBe(false);
  return (parsed as { error: AskInputError }).error;
};

describe('issue 30 #2: the agui-interrupt dialect', () => {
  it('issue 30 #2: input_required with a responseSchema is its form; the payload is typed', () => {
    const request = parseAgUiInterrupt(form);
    expect(request.dialect).toBe(AGUI_INTERRUPT_DIALECT);
    expect(request.message).toBe(form.message);
    expect(request.questions.map((q) => q.id)).toEqual(['quarter', 'year']);
    const { result, content } = settle(form, [
      { type: 'toggle', question: 0, option: 2 },
      { type: 'setOtherText', question: 1, text: '2026' },
      { type: 'submitAll' },
    ]);
    const entry = {
      interruptId: 'int-form',
      status: 'resolved',
      payload: { quarter: 'Q3', year: 2026 },
    };
    expect(result).toEqual(entry);
    expect(content).toBe(JSON.stringify(entry));
  });

  it('issue 30 #2: a zod schema made with z.toJSONSchema reads as the form it means', () => {
    const schema = z.toJSONSchema(
      z.object({
        env: z.enum(['staging', 'prod']),
        replicas: z.number().int().min(1).max(5).optional(),
        notify: z.boolean(),
      }),
    );
    const interrupt = {
      id: 'z1',
      reason: 'input_required',
      message: 'Deploy?',
      responseSchema: schema,
    };
    const { result } = settle(interrupt, [
      { type: 'toggle', question: 0, option: 1 },
      { type: 'toggle', question: 2, option: 1 },
      { type: 'submitAll' },
    ]);
    expect(result).toEqual({
      interruptId: 'z1',
      status: 'resolved',
      payload: { env: 'prod', notify: false },
    });
  });

  it('issue 30 #2: input_required without a schema: the message and one required text answer', () => {
    const interrupt = { id: 'i2', reason: 'input_required', message: 'Which branch?' };
    const request = parseAgUiInterrupt(interrupt);
    expect(request.questions).toHaveLength(1);
    expect(request.questions[0]).toMatchObject({
      question: 'Which branch?',
      options: [],
      required: true,
    });
    // Required: an empty submit changes nothing.
    expect(runStacked(request, [{ type: 'submitAll' }]).resolution).toBeNull();
    const { result } = settle(interrupt, [
      { type: 'setOtherText', question: 0, text: 'release/2.0' },
      { type: 'submitAll' },
    ]);
    expect(result).toEqual({ interruptId: 'i2', status: 'resolved', payload: 'release/2.0' });
  });

  it.each([
    [0, true],
    [1, false],
  ])(
    'issue 30 #2: confirmation without a schema: Yes / No, resolved with %s → %s (a denial is a payload)',
    (option, payload) => {
      const interrupt = { id: 'c1', reason: 'confirmation', message: 'Delete the branch?' };
      const request = parseAgUiInterrupt(interrupt, { booleanLabels: { true: '是', false: '否' } });
      expect(request.questions[0]!.options.map((o) => o.label)).toEqual(['是', '否']);
      expect(request.questions[0]!.allowOther).toBe(false);
      const { result } = settleStacked(request, [
        { type: 'toggle', question: 0, option },
        { type: 'submitAll' },
      ]);
      expect(result).toEqual({ interruptId: 'c1', status: 'resolved', payload });
    },
  );

  it('issue 30 #2: confirmation with the bare boolean schema is the same Yes / No, its default chosen', () => {
    const interrupt = {
      id: 'c2',
      reason: 'confirmation',
      message: 'Proceed?',
      responseSchema: { type: 'boolean', default: true },
    };
    const { result } = settle(interrupt, [{ type: 'submitAll' }]);
    expect(result).toEqual({ interruptId: 'c2', status: 'resolved', payload: true });
  });

  it('issue 30 #2: confirmation with an object schema is its form', () => {
    const interrupt = {
      id: 'c3',
      reason: 'confirmation',
      message: 'Approve the plan?',
      responseSchema: {
        type: 'object',
        properties: { approved: { type: 'boolean' }, note: { type: 'string' } },
        required: ['approved'],
      },
    };
    const { result } = settle(interrupt, [
      { type: 'toggle', question: 0, option: 1 },
      { type: 'setOtherText', question: 1, text: 'too risky' },
      { type: 'submitAll' },
    ]);
    expect(result).toEqual({
      interruptId: 'c3',
      status: 'resolved',
      payload: { approved: false, note: 'too risky' },
    });
  });

  it('issue 30 #2: tool_call is an approval: refused at reason, and isAgUiApprovalInterrupt routes it', () => {
    const approval = { id: 't1', reason: 'tool_call', toolCallId: 'call_1', message: 'Run rm?' };
    expect(isAgUiApprovalInterrupt(approval)).toBe(true);
    expect(isAgUiApprovalInterrupt(form)).toBe(false);
    expect(isAgUiApprovalInterrupt(null)).toBe(false);
    const error = errorOf(approval);
    expect(error).toBeInstanceOf(AskInputError);
    expect(error.issues.map((i) => i.path)).toEqual([['reason']]);
    expect(error.message).toMatch(/tool approval.*approval UI/);
  });

  it.each([
    'langgraph:database_modification',
    'mastra:workflow_suspend',
    'core:future',
    'whatever',
  ])(
    'issue 30 #2: an unknown reason (%s) is never an error: the form, else the message and free text',
    (reason) => {
      const withSchema = parseAgUiInterrupt({ ...form, reason });
      expect(withSchema.questions.map((q) => q.id)).toEqual(['quarter', 'year']);
      const { result } = settle({ id: 'u1', reason, message: 'Why?' }, [
        { type: 'setOtherText', question: 0, text: 'because' },
        { type: 'submitAll' },
      ]);
      expect(result).toEqual({ interruptId: 'u1', status: 'resolved', payload: 'because' });
    },
  );

  it('issue 30 #2: a malformed schema is the form reader’s typed error, under responseSchema', () => {
    const error = errorOf({
      id: 'bad',
      reason: 'langgraph:review',
      responseSchema: { type: 'object', properties: { where: { $ref: '#/$defs/Place' } } },
    });
    expect(error.issues[0]!.path.slice(0, 3)).toEqual(['responseSchema', 'properties', 'where']);
    expect(error.message).toMatch(/^responseSchema\.properties\.where/);
    expect(error.message).toMatch(/\$ref/);
  });

  it('issue 30 #2: bad interrupts are typed errors naming the field, never a crash', () => {
    expect(errorOf({ reason: 'input_required', message: 'x' }).issues[0]!.path).toEqual(['id']);
    expect(errorOf({ id: 'a', message: 'x' }).issues[0]!.path).toEqual(['reason']);
    // A missing message is asked with a generic prompt (issue 30 #4); an over-long one is wrong.
    expect(
      errorOf({ id: 'a', reason: 'input_required', message: 'x'.repeat(100_000) }).issues[0]!.path,
    ).toEqual(['message']);
    expect(errorOf({ id: 'a', reason: 'x', message: 'x', expiresAt: 5 }).issues[0]!.path).toEqual([
      'expiresAt',
    ]);
    expect(errorOf('interrupt').issues).toHaveLength(1);
    const hostile = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('no');
        },
      },
    );
    expect(safeParseAgUiInterrupt(hostile).success).toBe(false);
    // null in an optional member reads as absent; metadata is never read.
    const request = parseAgUiInterrupt({
      id: 'n',
      reason: 'input_required',
      message: 'Name?',
      toolCallId: null,
      responseSchema: null,
      metadata: { huge: 'x'.repeat(600_000) },
    });
    expect(request.questions).toHaveLength(1);
  });

  it('issue 30 #2: message and requester are kept as text; the schema and ids stay on source', () => {
    const request = parseAgUiInterrupt(
      {
        ...form,
        message: '<img src=x onerror=alert(1)> [link](javascript:x)',
        subagentRunId: 's1',
        toolCallId: 'c',
      },
      { source: 'Filing agent' },
    );
    expect(request.message).toBe('<img src=x onerror=alert(1)> [link](javascript:x)');
    expect(request.requester).toBe('Filing agent');
    expect(request.source).toMatchObject({
      schema: form.responseSchema,
      interrupt: { id: 'int-form', reason: 'input_required', subagentRunId: 's1', toolCallId: 'c' },
    });
  });

  it.each<AskReason>(['declined', 'dismissed', 'stopped', 'expired', 'repliedInChat'])(
    'issue 30 #2: %s answers cancelled, with no payload',
    (reason) => {
      for (const interrupt of [form, { id: 'c1', reason: 'confirmation', message: 'Ok?' }]) {
        const entry = toAgUiResumeEntry(parseAgUiInterrupt(interrupt), [], reason);
        expect(entry).toEqual({ interruptId: interrupt.id, status: 'cancelled' });
        expect('payload' in entry).toBe(false);
      }
    },
  );

  it('issue 30 #2: expiresAt is the request’s absolute deadline; a past one expires the card as cancelled', () => {
    const at = '2030-01-01T00:00:00+02:00';
    const request = parseAgUiInterrupt({ ...form, expiresAt: at });
    expect(request.expiresAt).toBe(Date.parse(at));
    expect(getDeadline(createAskState(request, undefined, {}), 0)).toBe(Date.parse(at));
    const { result } = settle({ ...form, expiresAt: at }, [{ type: 'expire' }]);
    expect(result).toEqual({ interruptId: 'int-form', status: 'cancelled' });
    // Not a date: no deadline, as isInterruptExpired reads it.
    expect(parseAgUiInterrupt({ ...form, expiresAt: 'next tuesday' }).expiresAt).toBeUndefined();
  });

  it('issue 30 #2: the receipt reads a settled interrupt back, after a reload', () => {
    const answered = readAgUiInterruptPersisted({
      interrupt: form,
      resume: JSON.stringify({
        interruptId: 'int-form',
        status: 'resolved',
        payload: { quarter: 'Q2', year: 2024 },
      }),
    });
    expect(answered?.reason).toBe('submitted');
    expect(answered?.answers).toEqual([
      { id: 'quarter', status: 'answered', labels: ['Q2'], values: ['Q2'] },
      { id: 'year', status: 'answered', labels: [], customText: '2024' },
    ]);
    const confirmed = readAgUiInterruptPersisted({
      interrupt: { id: 'c1', reason: 'confirmation', message: 'Ok?' },
      resume: { interruptId: 'c1', status: 'resolved', payload: false },
    });
    expect(confirmed?.answers[0]).toMatchObject({ status: 'answered', labels: ['No'] });
    const text = readAgUiInterruptPersisted({
      interrupt: { id: 't', reason: 'input_required', message: 'Name?' },
      resume: { interruptId: 't', status: 'resolved', payload: 'Ada' },
    });
    expect(text?.answers[0]).toMatchObject({ status: 'answered', customText: 'Ada' });
    expect(
      readAgUiInterruptPersisted({
        interrupt: form,
        resume: { interruptId: 'int-form', status: 'cancelled' },
      })?.reason,
    ).toBe('dismissed');
    // Another interrupt's entry, junk, or not this shape: null, never a throw.
    expect(
      readAgUiInterruptPersisted({
        interrupt: form,
        resume: { interruptId: 'x', status: 'cancelled' },
      }),
    ).toBeNull();
    expect(readAgUiInterruptPersisted({ interrupt: form, resume: '{' })).toBeNull();
    expect(readAgUiInterruptPersisted({ input: form, result: {} })).toBeNull();
  });
});

describe('issue 30: review fixes in the agui-interrupt dialect', () => {
  const nested = {
    type: 'object',
    properties: {
      user: {
        type: 'object',
        properties: { name: { type: 'string' }, id: { type: 'integer' } },
        required: ['name'],
      },
    },
    required: ['user'],
  };

  it('issue 30 #1: an interrupt answered through the JSON field has its receipt after a reload', () => {
    const interrupt = {
      id: 'j1',
      reason: 'input_required',
      message: 'Who?',
      responseSchema: nested,
    };
    const request = parseAgUiInterrupt(interrupt, { fallback: jsonTextFallback });
    const resolution = settleStacked<AgUiResumeEntry>(request, [
      { type: 'setOtherText', text: '{"user":{"name":"Ada","id":1}}', question: 0 },
      { type: 'selectOther', question: 0 },
      { type: 'submitAll' },
    ]);
    expect(resolution.result).toEqual({
      interruptId: 'j1',
      status: 'resolved',
      payload: { user: { name: 'Ada', id: 1 } },
    });
    const read = readAgUiInterruptPersisted({ interrupt, resume: resolution.result });
    expect(read).not.toBeNull();
    expect(summarizeAsk({ ...resolution, details: read! })).toEqual(summarizeAsk(resolution));
    expect(read?.answers[0]).toMatchObject({
      status: 'answered',
      customText: '{"user":{"name":"Ada","id":1}}',
    });
  });

  it('issue 30 #2: the receipt after a reload takes the labels the live card used (zh-CN)', () => {
    const labels = { booleanLabels: { true: '是', false: '否' }, jsonLabel: '以 JSON 回答' };
    const cases: [AgUiInterrupt, AskEvent[]][] = [
      [
        { id: 'c', reason: 'confirmation', message: '删除分支？' },
        [{ type: 'toggle', question: 0, option: 1 }, { type: 'submitAll' }],
      ],
      [
        {
          id: 'f',
          reason: 'input_required',
          message: '部署？',
          responseSchema: { type: 'object', properties: { go: { type: 'boolean' } } },
        },
        [{ type: 'toggle', question: 0, option: 0 }, { type: 'submitAll' }],
      ],
      [
        { id: 'j', reason: 'input_required', responseSchema: nested },
        [
          { type: 'setOtherText', text: '{"user":{"name":"Ada"}}', question: 0 },
          { type: 'selectOther', question: 0 },
          { type: 'submitAll' },
        ],
      ],
    ];
    for (const [interrupt, events] of cases) {
      const request = parseAgUiInterrupt(interrupt, { ...labels, fallback: jsonTextFallback });
      const resolution = settleStacked<AgUiResumeEntry>(request, events);
      const read = readAgUiInterruptPersisted({ interrupt, resume: resolution.result }, labels);
      expect(read, interrupt.id).not.toBeNull();
      expect(read!.questions, interrupt.id).toEqual(resolution.details.questions);
      expect(summarizeAsk({ ...resolution, details: read! })).toEqual(summarizeAsk(resolution));
    }
  });

  it.each([
    [{ id: 'r1', reason: 'langgraph:review' }, 'The agent is waiting for your answer.'],
    [
      { id: 'r2', reason: 'input_required', message: '  ' },
      'The agent is waiting for your answer.',
    ],
    [{ id: 'r3', reason: 'confirmation' }, 'The agent asks you to confirm.'],
  ])(
    'issue 30 #4: an interrupt without a message is asked with a generic prompt: %j',
    (interrupt, prompt) => {
      const request = parseAgUiInterrupt(interrupt);
      expect(request.questions[0]!.question).toBe(prompt);
      expect(request.unanswerable).toBeUndefined();
      const local = parseAgUiInterrupt(interrupt, {
        defaultPrompt: { answer: '智能体在等你的回答。', confirmation: '智能体请你确认。' },
      });
      expect(local.questions[0]!.question).toBe(
        interrupt.reason === 'confirmation' ? '智能体请你确认。' : '智能体在等你的回答。',
      );
    },
  );
});
