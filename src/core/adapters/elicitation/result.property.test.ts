/**
 * Whatever form a server sends and whatever a user does, a submitted card's content passes the
 * server's validation: Ajv with formats against the `requestedSchema`, as the MCP SDK checks it.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { askTransition, createAskState } from '../../dialects';
import { toAskResolution } from '../../dialects';
import type { AskEvent } from '../../types';
import { parseElicitRequest, type ElicitResult } from '.';

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);

const consts = fc.uniqueArray(fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/), {
  minLength: 1,
  maxLength: 5,
});

const field = fc.oneof(
  fc.record(
    {
      type: fc.constant('string'),
      minLength: fc.integer({ min: 0, max: 3 }),
      maxLength: fc.integer({ min: 3, max: 12 }),
      format: fc.constantFrom('email', 'uri', 'date', 'date-time'),
    },
    { requiredKeys: ['type'] },
  ),
  fc
    .record({
      type: fc.constantFrom('number', 'integer'),
      minimum: fc.integer({ min: -5, max: 5 }),
      span: fc.integer({ min: 0, max: 20 }),
    })
    .map(({ span, ...schema }) => ({ ...schema, maximum: schema.minimum + span })),
  fc.record({ type: fc.constant('boolean'), default: fc.boolean() }, { requiredKeys: ['type'] }),
  consts.map((values) => ({ type: 'string', enum: values })),
  consts.map((values) => ({
    type: 'string',
    oneOf: values.map((v) => ({ const: v, title: `Title ${v}` })),
  })),
  consts.chain((values) =>
    fc
      .record({ min: fc.integer({ min: 0, max: values.length }), span: fc.nat(3) })
      .map(({ min, span }) => ({
        type: 'array',
        minItems: min,
        maxItems: Math.min(values.length, min + span),
        items: { type: 'string', enum: values },
      })),
  ),
);

const form = fc
  .uniqueArray(fc.tuple(fc.stringMatching(/^[a-z][a-z_]{0,6}$/), field, fc.boolean()), {
    minLength: 1,
    maxLength: 6,
    selector: ([key]) => key,
  })
  .map((fields) => ({
    message: 'Fill in',
    requestedSchema: {
      type: 'object',
      properties: Object.fromEntries(fields.map(([key, schema]) => [key, schema])),
      required: fields.filter(([, , required]) => required).map(([key]) => key),
    },
  }));

/** Text a user may type: valid values of every kind, near misses, and noise. */
const typed = fc.oneof(
  fc.constantFrom(
    'ada@example.com',
    'a@b',
    'https://example.com/x',
    'example.com',
    '2026-12-01',
    '2026-02-30',
    '2026-12-01T09:30:00Z',
    '3',
    '-2',
    '2.5',
    '1e1',
    '3.',
    '',
    '  ',
  ),
  fc.string({ maxLength: 14 }),
);

const event = (questions: number): fc.Arbitrary<AskEvent> =>
  fc.oneof(
    fc.record({
      type: fc.constant('toggle' as const),
      option: fc.nat(5),
      question: fc.nat(questions - 1),
    }),
    fc.record({
      type: fc.constant('setOtherText' as const),
      text: typed,
      question: fc.nat(questions - 1),
    }),
  );

describe('toElicitResult: the server accepts every submitted content (property)', () => {
  it('random forms, random typing and choices, then Submit', () => {
    fc.assert(
      fc.property(
        form.chain((params) =>
          fc.tuple(
            fc.constant(params),
            fc.array(event(Object.keys(params.requestedSchema.properties).length), {
              maxLength: 25,
            }),
          ),
        ),
        ([params, events]) => {
          const request = parseElicitRequest(params);
          let state = createAskState(request, undefined, { layout: 'stacked' });
          for (const e of events) state = askTransition(state, e);
          state = askTransition(state, { type: 'submitAll' });
          if (state.status !== 'resolved') return; // something still blocks Submit
          const result = toAskResolution<ElicitResult>(state)!.result;
          expect(result.action).toBe('accept');
          const content = result.action === 'accept' ? result.content : undefined;
          const validate = ajv.compile(params.requestedSchema);
          expect(validate(content), JSON.stringify(validate.errors)).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });
});
