/**
 * What the agent resumes with: `{ status: 'resolved', payload }` or `{ status: 'cancelled' }`,
 * so AG-UI's resume entry and LangGraph's `Command({ resume })` are built without reading answers.
 */
import { describe, expect, it } from 'vitest';
import { askTransition, createAskState, toAskResolution } from '../../dialects';
import type { AskAnswer, AskEvent, AskReason, AskRequest } from '../../types';
import {
  formatJsonSchemaFormContent,
  parseJsonSchemaForm,
  toJsonSchemaFormResult,
  type JsonSchemaFormResult,
} from '.';

const schema = {
  type: 'object',
  properties: {
    env: { type: 'string', oneOf: [{ const: 'prod', title: 'Production' }] },
    tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
    notify: { type: 'boolean', default: true },
    note: { type: ['string', 'null'] },
  },
  required: ['env', 'note'],
};

describe('issue 30 #1: the result of a JSON-Schema form', () => {
  it('issue 30 #1: submitted: the typed payload, in the schema’s order; content is its JSON', () => {
    const request = parseJsonSchemaForm(schema, { message: 'Deploy?' });
    let state = createAskState(request, undefined, { layout: 'stacked' });
    const events: AskEvent[] = [
      { type: 'toggle', question: 0, option: 0 },
      { type: 'toggle', question: 1, option: 1 },
      { type: 'submitAll' },
    ];
    state = events.reduce(askTransition, state);
    const resolution = toAskResolution<JsonSchemaFormResult>(state)!;
    const result = {
      status: 'resolved',
      payload: { env: 'prod', tags: ['b'], notify: true, note: null },
    };
    expect(resolution.result).toEqual(result);
    expect(resolution.content).toBe(JSON.stringify(result));
    // AG-UI's ResumeEntry and LangGraph's resume value, straight from the result.
    expect({ interruptId: 'i1', ...resolution.result }).toEqual({ interruptId: 'i1', ...result });
    expect(JSON.stringify(Object.keys((resolution.result as { payload: object }).payload))).toBe(
      '["env","tags","notify","note"]',
    );
  });

  it.each<AskReason>(['declined', 'dismissed', 'stopped', 'expired', 'repliedInChat'])(
    'issue 30 #1: %s: cancelled, with no payload (AG-UI’s cancelled entry carries none)',
    (reason) => {
      const request = parseJsonSchemaForm(schema);
      expect(toJsonSchemaFormResult(request, [], reason)).toEqual({ status: 'cancelled' });
      expect(formatJsonSchemaFormContent(request, [], reason)).toBe('{"status":"cancelled"}');
    },
  );

  it('issue 30 #1: a request built by hand (no source) still resolves with typed values', () => {
    const request: AskRequest = {
      dialect: 'json-schema-form',
      message: 'How many?',
      questions: [
        {
          id: 'n',
          question: 'How many?',
          options: [],
          multiSelect: false,
          input: { kind: 'integer' },
        },
      ],
    };
    const answers: AskAnswer[] = [{ id: 'n', status: 'answered', labels: [], customText: '4' }];
    expect(toJsonSchemaFormResult(request, answers, 'submitted')).toEqual({
      status: 'resolved',
      payload: { n: 4 },
    });
  });
});
