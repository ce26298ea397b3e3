/**
 * Proof against the real thing for the JSON text field: any nested zod 4 object (nested objects,
 * arrays of objects, unions of objects), through zod's own `z.toJSONSchema()`, falls back to one
 * JSON field; a valid sample typed as JSON is sent as the payload, which passes zod (`safeParse`)
 * and Ajv 2020 on the schema as emitted; an invalid one is refused, naming where it is wrong.
 */
import Ajv from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { askTransition, createAskState, getAdvanceBlocker, toAskResolution } from '../../dialects';
import type { AskEvent, AskState } from '../../types';
import { jsonTextFallback, safeParseJsonSchemaForm, type JsonSchemaFormResult } from '.';

/** A zod schema and a value that satisfies it. */
type Sampled = { schema: z.ZodType; sample: unknown };

const leaf: fc.Arbitrary<Sampled> = fc.oneof(
  fc.string({ maxLength: 6 }).map((s) => ({ schema: z.string(), sample: s })),
  fc.integer({ min: -5, max: 5 }).map((n) => ({ schema: z.int().min(-5).max(5), sample: n })),
  fc.boolean().map((b) => ({ schema: z.boolean(), sample: b })),
  fc.constantFrom('a', 'b').map((v) => ({ schema: z.enum(['a', 'b']), sample: v })),
  fc
    .stringMatching(/^[a-z]{1,4}$/)
    .map((s) => ({ schema: z.string().regex(/^[a-z]+$/), sample: s })),
);

const { node } = fc.letrec<{ node: Sampled; object: Sampled }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true, maxDepth: 3 },
    leaf,
    tie('object'),
    // An array of objects.
    fc
      .tuple(tie('object'), fc.nat(2))
      .map(([o, n]) => ({ schema: z.array(o.schema), sample: Array(n).fill(o.sample) })),
    // A union of objects, the sample from one branch.
    fc.tuple(tie('object'), tie('object'), fc.boolean()).map(([a, b, first]) => ({
      schema: z.union([a.schema, b.schema]),
      sample: first ? a.sample : b.sample,
    })),
  ),
  object: fc.array(tie('node'), { minLength: 1, maxLength: 3 }).map((fields) => ({
    schema: z.object(Object.fromEntries(fields.map((f, i) => [`k${i}`, f.schema]))),
    sample: Object.fromEntries(fields.map((f, i) => [`k${i}`, f.sample])),
  })),
}));

/** A nested top-level object: at least one field beyond the flat form. */
const nestedObject = fc
  .tuple(
    fc.array(node, { maxLength: 2 }),
    node.filter((n) => typeof n.sample === 'object'),
  )
  .map(([fields, deep]) => {
    const all = [...fields, deep];
    return {
      schema: z.object(Object.fromEntries(all.map((f, i) => [`f${i}`, f.schema]))),
      sample: Object.fromEntries(all.map((f, i) => [`f${i}`, f.sample])),
    };
  });

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);

function submit(schema: unknown, text: string): AskState {
  const parsed = safeParseJsonSchemaForm(schema, { fallback: jsonTextFallback });
  if (!parsed.success) throw new Error(`${JSON.stringify(schema)}\n${parsed.error.message}`);
  expect(parsed.data.questions[0]?.input?.kind).toBe('json');
  const events: AskEvent[] = [{ type: 'setOtherText', question: 0, text }, { type: 'submitAll' }];
  return events.reduce(
    askTransition,
    createAskState(parsed.data, undefined, { layout: 'stacked' }),
  );
}

describe('issue 30 #1: the JSON text field against zod and Ajv', () => {
  it('issue 30 #1: property: a valid sample of any nested zod object is sent and passes zod and Ajv; a wrong type is refused at its path', () => {
    fc.assert(
      fc.property(nestedObject, ({ schema, sample }) => {
        const json = z.toJSONSchema(schema);
        const state = submit(json, JSON.stringify(sample, null, 1));
        const result = toAskResolution<JsonSchemaFormResult>(state)?.result;
        expect(result?.status, JSON.stringify([json, sample])).toBe('resolved');
        const payload = result?.status === 'resolved' ? result.payload : undefined;
        expect(payload).toEqual(sample);
        expect(schema.safeParse(payload).success).toBe(true);
        const validate = ajv.compile(json);
        expect(validate(payload), JSON.stringify(validate.errors)).toBe(true);

        // The same answer with the last field's value of the wrong kind: refused, at that field.
        const last = `f${Object.keys(sample).length - 1}`;
        const wrong = { ...sample, [last]: 12345.5 };
        const refused = submit(json, JSON.stringify(wrong));
        expect(refused.status).toBe('pending');
        const blocker = getAdvanceBlocker(refused, 0);
        expect(blocker?.code).toBe('jsonSchema');
        if (blocker?.code === 'jsonSchema') expect(blocker.path[0]).toBe(last);
        expect(validate(wrong)).toBe(false);
      }),
      { numRuns: 50 },
    );
  });
});
