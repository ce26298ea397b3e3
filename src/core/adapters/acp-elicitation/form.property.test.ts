/**
 * For any flat ACP form and anything a user does at its card, what the card accepts with is
 * content the agent's own validation (Ajv with ajv-formats, against the `requestedSchema` as
 * sent) accepts, and it names no field the form does not have.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAskRequest } from '../../dialects';
import type { AskEvent } from '../../types';
import { runStacked } from '../../../../test/fixtures/drive';
import { safeParseAcpElicitRequest, type AcpElicitResult } from '.';

const text = fc.constantFrom('a', 'B', 'ok', 'Zed', '😀', 'x y');
const choices = fc.uniqueArray(
  fc.record({
    const: fc.constantFrom('a', 'b', 'c', 'd'),
    title: text,
    description: fc.option(text, { nil: undefined }),
  }),
  { minLength: 1, maxLength: 4, selector: (o) => o.const },
);
// Titles must read apart: suffix each with its const.
const titled = choices.map((list) => list.map((o) => ({ ...o, title: `${o.title} ${o.const}` })));
const bound = fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined });
const strip = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

const field = fc.oneof(
  fc
    .record({
      type: fc.constant('string'),
      minLength: bound,
      maxLength: bound,
      format: fc.option(fc.constantFrom('email', 'date', 'uri', 'phone'), { nil: undefined }),
      pattern: fc.option(fc.constantFrom('^[a-z]*$', 'b', '^\\d+$'), { nil: undefined }),
    })
    .map(strip),
  fc
    .record({
      type: fc.constantFrom('number', 'integer'),
      minimum: fc.option(fc.integer({ min: -5, max: 5 }), { nil: undefined }),
      maximum: fc.option(fc.integer({ min: -5, max: 5 }), { nil: undefined }),
    })
    .map(strip),
  fc.record({ type: fc.constant('boolean') }),
  titled.map((oneOf) => ({ type: 'string', oneOf })),
  fc
    .uniqueArray(fc.constantFrom('a', 'b', 'c'), { minLength: 1, maxLength: 3 })
    .map((values) => ({ type: 'string', enum: values })),
  fc
    .record({ anyOf: titled, minItems: bound, maxItems: bound })
    .map(({ anyOf, minItems, maxItems }) =>
      strip({ type: 'array', items: { anyOf }, minItems, maxItems }),
    ),
  fc
    .uniqueArray(fc.constantFrom('a', 'b', 'c'), { minLength: 1, maxLength: 3 })
    .map((values) => ({ type: 'array', items: { type: 'string', enum: values } })),
);

/**
 * A flat form: fields, some required, some as Claude's question_<n> / _custom pairs, either of
 * whose fields may be required (and the choice field may have `minItems`): not Claude's shape.
 */
const form = fc
  .record({
    fields: fc.array(fc.tuple(field, fc.boolean(), fc.boolean(), fc.boolean()), { maxLength: 4 }),
  })
  .map(({ fields }) => {
    const properties: Record<string, unknown> = {};
    const required: string[] = [];
    fields.forEach(([schema, isRequired, paired, customRequired], i) => {
      const choice = 'oneOf' in schema || (schema as { type: string }).type === 'array';
      if (paired && choice) {
        properties[`question_${i}`] = schema;
        properties[`question_${i}_custom`] = {
          type: 'string',
          title: 'Other',
          description: 'Yours',
        };
        if (isRequired) required.push(`question_${i}`);
        if (customRequired) required.push(`question_${i}_custom`);
      } else {
        properties[`f${i}`] = schema;
        if (isRequired) required.push(`f${i}`);
      }
    });
    return {
      sessionId: 's',
      mode: 'form',
      message: 'Answer',
      requestedSchema: { type: 'object', properties, required },
    };
  });

const events = fc.array(
  fc.oneof(
    fc
      .record({ question: fc.nat(5), option: fc.nat(4) })
      .map((e): AskEvent => ({ type: 'toggle', ...e })),
    fc
      .record({
        question: fc.nat(5),
        text: fc.constantFrom('', 'abc', '3', '-2', '1.5', 'ada@example.com', '2024-02-29', 'b'),
      })
      .map((e): AskEvent => ({ type: 'setOtherText', ...e })),
  ),
  { maxLength: 8 },
);

// An agent's validator ignores a format it does not know ("phone"), as the card does; `logger:
// false` keeps its notice of that out of the test output.
const ajv = new Ajv({ strict: false, allErrors: true, logger: false });
addFormats(ajv);

describe('issue 29: whatever a user does at an ACP form, the agent’s validation accepts it', () => {
  it('issue 29: property: the accept content validates against requestedSchema and has only its keys', () => {
    let accepted = 0;
    fc.assert(
      fc.property(form, events, (params, acts) => {
        const parsed = safeParseAcpElicitRequest(params);
        expect(parsed.success).toBe(true);
        if (!parsed.success) return;
        expect(checkAskRequest(parsed.data)).toBeNull();
        const { resolution } = runStacked<AcpElicitResult>(parsed.data, [
          ...acts,
          { type: 'submitAll' },
        ]);
        const result = resolution?.result;
        if (result?.action !== 'accept') return;
        accepted++;
        const content = result.content ?? {};
        const validate = ajv.compile(params.requestedSchema);
        expect(validate(content), JSON.stringify(validate.errors)).toBe(true);
        for (const key of Object.keys(content))
          expect(Object.keys(params.requestedSchema.properties)).toContain(key);
      }),
      { numRuns: 300 },
    );
    // The property is not vacuous: many runs reach an accept.
    expect(accepted).toBeGreaterThan(50);
  });
});
