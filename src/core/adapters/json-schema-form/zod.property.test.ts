/**
 * Proof against the real thing: for any flat zod object schema an agent would resume with, zod 4's
 * own `z.toJSONSchema()` output is read as a card, and whatever a user does at it, the payload it
 * submits passes the zod schema itself (`safeParse`, what LangGraph runs on resume) and Ajv with
 * ajv-formats on the JSON Schema as emitted (what an AG-UI agent validating `responseSchema` runs).
 */
import Ajv from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { askTransition, checkAskRequest, createAskState, toAskResolution } from '../../dialects';
import type { AskEvent, AskState } from '../../types';
import { safeParseJsonSchemaForm, type JsonSchemaFormResult } from '.';

const bound = fc.option(fc.integer({ min: -3, max: 3 }), { nil: undefined });
const count = fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined });

/** A field: its zod schema, and a default it may take (valid for it), if any. */
type Field = { schema: z.ZodType; fallback?: unknown };

const text = fc
  .record({
    min: count,
    extra: count,
    kind: fc.constantFrom('plain', 'regex', 'email', 'email-legacy'),
    regex: fc.constantFrom(/^[a-z]+$/, /b/, /^\d+$/),
  })
  .map(({ min, extra, kind, regex }): Field => {
    if (kind === 'email') return { schema: z.email() };
    let s = kind === 'email-legacy' ? z.string().email() : z.string();
    if (min !== undefined) s = s.min(min);
    if (extra !== undefined) s = s.max((min ?? 0) + extra);
    if (kind === 'regex') s = s.regex(regex);
    return { schema: s };
  });

const number = fc
  .record({
    int: fc.boolean(),
    low: bound,
    span: count,
    sign: fc.constantFrom('none', 'positive', 'nonnegative', 'negative', 'gt', 'lt'),
  })
  .map(({ int, low, span, sign }): Field => {
    let s = int ? z.int() : z.number();
    if (sign === 'positive') s = s.positive();
    else if (sign === 'nonnegative') s = s.nonnegative();
    else if (sign === 'negative') s = s.negative();
    else if (sign === 'gt' && low !== undefined) s = s.gt(low);
    else if (sign === 'lt' && low !== undefined) s = s.lt(low);
    else if (low !== undefined) {
      s = s.min(low);
      if (span !== undefined) s = s.max(low + span);
    }
    const fallback = sign === 'none' && low !== undefined ? low : undefined;
    return { schema: s, fallback };
  });

const values = fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd'), { minLength: 1, maxLength: 4 });

const choice = values.map((v): Field => ({
  schema: z.enum(v as [string, ...string[]]),
  fallback: v[0],
}));

/** zod's union of literals (strings or numbers); `nullable` in `field` makes it the nested union. */
const literals = fc
  .record({ values, numbers: fc.boolean() })
  .map(({ values: v, numbers }): Field => {
    const list = numbers ? v.map((_, i) => i + 1) : v;
    const [a, b, ...more] = list.map((x) => z.literal(x));
    return { schema: b ? z.union([a!, b, ...more]) : a!, fallback: list[0] };
  });

const many = fc.record({ values, min: count, max: count }).map(({ values: v, min, max }): Field => {
  let s = z.array(z.enum(v as [string, ...string[]]));
  if (min !== undefined) s = s.min(Math.min(min, v.length));
  if (max !== undefined) s = s.max(Math.max(max, min ?? 0));
  return { schema: s, fallback: min ? undefined : [] };
});

const field = fc
  .tuple(
    fc.oneof(
      text,
      number,
      fc.constant<Field>({ schema: z.boolean(), fallback: false }),
      choice,
      literals,
      many,
    ),
    fc.constantFrom('required', 'optional', 'nullable', 'nullish', 'default'),
    fc.option(fc.constantFrom('A field', 'Pick one'), { nil: undefined }),
  )
  .map(([{ schema, fallback }, modifier, description]) => {
    let s: z.ZodType = description ? schema.describe(description) : schema;
    if (modifier === 'optional') s = s.optional();
    else if (modifier === 'nullable') s = s.nullable();
    else if (modifier === 'nullish') s = s.nullish();
    else if (modifier === 'default' && fallback !== undefined)
      s = (s as z.ZodType & { default: (v: unknown) => z.ZodType }).default(fallback);
    return s;
  });

const zodForm = fc
  .array(field, { maxLength: 5 })
  .map((fields) => z.object(Object.fromEntries(fields.map((f, i) => [`f${i}`, f]))));

const events = fc.array(
  fc.oneof(
    fc
      .record({ question: fc.nat(5), option: fc.nat(4) })
      .map((e): AskEvent => ({ type: 'toggle', ...e })),
    fc
      .record({
        question: fc.nat(5),
        text: fc.constantFrom(
          '',
          'abc',
          'b',
          '3',
          '-2',
          '0',
          '1.5',
          '0.5',
          'ada@example.com',
          '42',
        ),
      })
      .map((e): AskEvent => ({ type: 'setOtherText', ...e })),
  ),
  { maxLength: 10 },
);

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);

describe('issue 30 #1: zod’s JSON Schema, a card, and the agent’s own validation', () => {
  it('issue 30 #1: property: every flat zod form is read, and its submitted payload passes zod and Ajv', () => {
    let submitted = 0;
    fc.assert(
      fc.property(zodForm, events, (schema, acts) => {
        const json = z.toJSONSchema(schema);
        const parsed = safeParseJsonSchemaForm(json, { message: 'Answer' });
        if (!parsed.success) throw new Error(`${JSON.stringify(json)}\n${parsed.error.message}`);
        expect(checkAskRequest(parsed.data)).toBeNull();
        let state: AskState = createAskState(parsed.data, undefined, { layout: 'stacked' });
        state = [...acts, { type: 'submitAll' } as AskEvent].reduce(askTransition, state);
        const result = toAskResolution<JsonSchemaFormResult>(state)?.result;
        if (result?.status !== 'resolved') return;
        submitted++;
        const { payload } = result;
        const zodResult = schema.safeParse(payload);
        expect(zodResult.success, JSON.stringify([json, payload, zodResult.error?.issues])).toBe(
          true,
        );
        const validate = ajv.compile(json);
        expect(validate(payload), JSON.stringify([json, payload, validate.errors])).toBe(true);
      }),
      { numRuns: 300 },
    );
    // The property is not vacuous: many runs reach a submitted payload.
    expect(submitted).toBeGreaterThan(50);
  });
});
