// Issue 30: a settled AG-UI interrupt, or a LangGraph interrupt answered through a JSON-Schema
// form, reads as a receipt (question → answer) in the transcript: live, from the resolution's
// details, and after a reload, from what a host keeps (`{ interrupt, resume }` for AG-UI, read by
// `readAgUiInterruptPersisted`; `{ schema, result }` for a form, read by
// `readJsonSchemaFormPersisted`). The answers come from the machine, never built by hand.
import { describe, expect, it } from 'vitest';
import { parseAgUiInterrupt } from '../../core/adapters/agui-interrupt';
import {
  jsonTextFallback,
  parseJsonSchemaForm,
  readJsonSchemaFormPersisted,
  safeParseJsonSchemaForm,
} from '../../core/adapters/json-schema-form';
import { settleStacked as settle } from '../../../test/fixtures/drive';
import { readReceipt } from '../../../test/fixtures/receipt';

const schema = {
  type: 'object',
  properties: {
    env: { type: 'string', title: 'Environment', enum: ['staging', 'prod'] },
    replicas: { type: 'integer', title: 'Replicas', minimum: 1, maximum: 9 },
    notify: { type: 'boolean', title: 'Notify the team' },
  },
  required: ['env'],
};

const formEvents = [
  { type: 'toggle', option: 1, question: 0 },
  { type: 'setOtherText', text: '3', question: 1 },
  { type: 'selectOther', question: 1 },
  { type: 'submitAll' },
] as const;

describe('issue 30 #2: the AG-UI interrupt receipt', () => {
  const interrupt = {
    id: 'int-1',
    reason: 'input_required',
    message: 'A few details before I deploy.',
    responseSchema: schema,
  };

  it('issue 30 #2: a resolved form reads as its answers, live and from { interrupt, resume }', () => {
    const resolution = settle(parseAgUiInterrupt(interrupt), formEvents);
    expect(resolution.result).toEqual({
      interruptId: 'int-1',
      status: 'resolved',
      payload: { env: 'prod', replicas: 3 },
    });
    const live = readReceipt(resolution.details, resolution.content);
    expect(live.reason).toBe('submitted');
    expect(
      live.items.map(({ question, state, values, own }) => [question, state, values, own]),
    ).toEqual([
      ['Environment', 'answered', ['prod'], []],
      ['Replicas', 'answered', [], ['3']],
      ['Notify the team', 'skipped', [], []],
    ]);
    // As a host keeps it: the entry object, or its JSON text (the resolution's content).
    expect(readReceipt({ interrupt, resume: resolution.result }, resolution.content)).toEqual(live);
    expect(readReceipt({ interrupt, resume: resolution.content }, resolution.content)).toEqual(
      live,
    );
  });

  it('issue 30 #2: a confirmation and a cancelled interrupt read back as the card settled them', () => {
    const confirm = { id: 'int-2', reason: 'confirmation', message: 'Deploy to prod now?' };
    const yes = settle(parseAgUiInterrupt(confirm), [
      { type: 'toggle', option: 0, question: 0 },
      { type: 'submitAll' },
    ]);
    const live = readReceipt(yes.details, yes.content);
    expect(live.items).toEqual([
      { question: 'Deploy to prod now?', state: 'answered', values: ['Yes'], own: [] },
    ]);
    expect(readReceipt({ interrupt: confirm, resume: yes.content }, yes.content)).toEqual(live);

    // `cancelled` does not say whether the user declined or dismissed: it reads back dismissed.
    const cancelled = settle(parseAgUiInterrupt(interrupt), [{ type: 'declineAll' }]);
    expect(cancelled.result).toEqual({ interruptId: 'int-1', status: 'cancelled' });
    const gone = readReceipt({ interrupt, resume: cancelled.content }, cancelled.content);
    expect(gone.reason).toBe('dismissed');
    expect(gone.items).toEqual(readReceipt(cancelled.details, cancelled.content).items);
  });

  it('issue 30 #2: a resume entry for another interrupt is not read as this one', () => {
    const resolution = settle(parseAgUiInterrupt(interrupt), formEvents);
    const other = { ...(resolution.result as object), interruptId: 'int-9' };
    expect(readReceipt({ interrupt, resume: other }).part).not.toBe('transcript');
  });
});

describe('issue 30 #3: a LangGraph interrupt answered through a form', () => {
  const message = 'A few details before I deploy.';

  it('issue 30 #3: reads back from { schema, result } as the live receipt', () => {
    const resolution = settle(parseJsonSchemaForm(schema, { message }), formEvents);
    expect(resolution.result).toEqual({
      status: 'resolved',
      payload: { env: 'prod', replicas: 3 },
    });
    const live = readReceipt(resolution.details, resolution.content);
    expect(live.items.map((i) => i.state)).toEqual(['answered', 'answered', 'skipped']);
    expect(
      readReceipt({ schema, result: resolution.content, message }, resolution.content),
    ).toEqual(live);
    expect(readReceipt({ schema, result: resolution.result, message }, resolution.content)).toEqual(
      live,
    );
    const cancelled = settle(parseJsonSchemaForm(schema, { message }), [{ type: 'declineAll' }]);
    const gone = readReceipt({ schema, result: cancelled.content, message }, cancelled.content);
    expect(gone.reason).toBe('dismissed');
    expect(gone.items).toEqual(readReceipt(cancelled.details, cancelled.content).items);
  });

  it('issue 30 #1: a JSON field answer reads back as its JSON text', () => {
    const nested = {
      type: 'object',
      title: 'Deployment',
      properties: { owner: { type: 'object', properties: { name: { type: 'string' } } } },
    };
    const parsed = safeParseJsonSchemaForm(nested, { fallback: jsonTextFallback });
    if (!parsed.success) throw parsed.error;
    const typed = '{"owner":{"name":"Ada"}}';
    const resolution = settle(parsed.data, [
      { type: 'setOtherText', text: typed, question: 0 },
      { type: 'submitAll' },
    ]);
    const live = readReceipt(resolution.details, resolution.content);
    expect(live.items).toEqual([
      { question: 'Deployment', state: 'answered', values: [], own: [typed] },
    ]);
    expect(readReceipt({ schema: nested, result: resolution.result }, resolution.content)).toEqual(
      live,
    );
    // Typed across lines, it reads back as the same value in one line: the payload is kept.
    const spread = settle(parsed.data, [
      { type: 'setOtherText', text: '{\n  "owner": { "name": "Ada" }\n}', question: 0 },
      { type: 'submitAll' },
    ]);
    expect(
      readJsonSchemaFormPersisted({ schema: nested, result: spread.content })?.answers,
    ).toEqual([{ id: 'answer', status: 'answered', labels: [], customText: typed }]);
  });

  it('issue 30 #3: what is not a settled form reads as nothing, never a throw', () => {
    for (const value of [
      null,
      { schema },
      { schema, result: 'not json' },
      { schema, result: { status: 'maybe' } },
      { schema: 'x', result: { status: 'cancelled' } },
      { schema, result: { status: 'resolved' } },
    ])
      expect(readJsonSchemaFormPersisted(value)).toBeNull();
  });
});
