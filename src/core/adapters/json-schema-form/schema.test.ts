/**
 * An open JSON Schema (AG-UI's `responseSchema`, LangGraph's `response_schema`, Mastra's
 * `resumeSchema`) read as one form: the flat subset as its fields, zod's output read as what it
 * means, and everything beyond refused naming the keyword and what to do instead.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { AskInputError } from '../../schema/errors';
import { MAX_INPUT_LENGTH } from '../../schema/limits';
import { askTransition, createAskState, toAskResolution } from '../../dialects';
import type { AskEvent, AskRequest } from '../../types';
import {
  JSON_SCHEMA_FORM_DIALECT,
  jsonSchemaFormAdapter,
  parseJsonSchemaForm,
  safeParseJsonSchemaForm,
  type JsonSchemaFormResult,
} from '.';

/** LangGraph 1.7.3's `__interrupt__[0].response_schema`, as run (PROTOCOLS-NEXT §5.1). */
const LANGGRAPH = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: {
    env: { type: 'string', enum: ['staging', 'prod'] },
    replicas: { type: 'integer', minimum: 1, maximum: 5 },
  },
  required: ['env'],
  additionalProperties: false,
};

const object = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  properties,
  required,
});

/** The payload a user's events resolve with (submitted), or the result otherwise. */
function play(request: AskRequest, events: AskEvent[]): JsonSchemaFormResult | undefined {
  let state = createAskState(request, undefined, { layout: 'stacked' });
  state = [...events, { type: 'submitAll' } as AskEvent].reduce(askTransition, state);
  return toAskResolution<JsonSchemaFormResult>(state)?.result;
}

/** The issues of a refused schema, each as `path: message`. */
function refusal(schema: unknown): { paths: string[]; message: string } {
  const parsed = safeParseJsonSchemaForm(schema);
  expect(parsed.success).toBe(false);
  if (parsed.success) return { paths: [], message: '' };
  expect(parsed.error).toBeInstanceOf(AskInputError);
  return {
    paths: parsed.error.issues.map((i) => JSON.stringify(i.path)),
    message: parsed.error.message,
  };
}

describe('issue 30 #1: an open JSON Schema as one form', () => {
  it('issue 30 #1: LangGraph’s zod response_schema is a card of its fields; $schema and additionalProperties are read as what they mean', () => {
    const request = parseJsonSchemaForm(LANGGRAPH, { message: 'Which environment?' });
    expect(request.dialect).toBe(JSON_SCHEMA_FORM_DIALECT);
    expect(request.message).toBe('Which environment?');
    expect(request.questions.map((q) => [q.id, q.required])).toEqual([
      ['env', true],
      ['replicas', false],
    ]);
    expect(request.questions[0]!.options.map((o) => o.value)).toEqual(['staging', 'prod']);
    expect(request.questions[1]!.input).toMatchObject({ kind: 'integer', min: 1, max: 5 });
    const result = play(request, [
      { type: 'toggle', question: 0, option: 1 },
      { type: 'setOtherText', question: 1, text: '3' },
    ]);
    expect(result).toEqual({ status: 'resolved', payload: { env: 'prod', replicas: 3 } });
    expect(jsonSchemaFormAdapter.safeParse(LANGGRAPH).success).toBe(true);
  });

  it('issue 30 #1: the schema’s title is the card’s title, its description the message (after the host’s)', () => {
    const schema = {
      ...object({ ok: { type: 'boolean' } }),
      title: 'Deploy',
      description: 'Pick.',
    };
    expect(parseJsonSchemaForm(schema)).toMatchObject({ title: 'Deploy', message: 'Pick.' });
    expect(parseJsonSchemaForm(schema, { message: 'Go?' })).toMatchObject({
      title: 'Deploy',
      message: 'Go?\n\nPick.',
    });
    expect(parseJsonSchemaForm(object({ ok: { type: 'boolean' } })).message).toBeUndefined();
  });

  it('issue 30 #1: a nullable field is optional: skipped, it is sent as null when required, else left out', () => {
    const schema = object(
      {
        a: { type: ['string', 'null'] },
        b: { anyOf: [{ type: 'string', maxLength: 3 }, { type: 'null' }], description: 'Bee' },
        c: { type: ['number', 'null'] },
        d: { type: 'string', enum: ['x', 'y', null] },
      },
      ['a', 'b', 'd'],
    );
    const request = parseJsonSchemaForm(schema);
    expect(request.questions.map((q) => q.required)).toEqual([false, false, false, false]);
    expect(request.questions[1]).toMatchObject({ question: 'Bee', input: { maxLength: 3 } });
    expect(play(request, [])).toEqual({
      status: 'resolved',
      payload: { a: null, b: null, d: null },
    });
    expect(play(request, [{ type: 'setOtherText', question: 2, text: '2.5' }])).toEqual({
      status: 'resolved',
      payload: { a: null, b: null, c: 2.5, d: null },
    });
  });

  it('issue 30 #1: a const property is not asked and is always sent; type "null" is the const null', () => {
    const schema = object(
      {
        kind: { type: 'string', const: 'answer' },
        version: { const: 2 },
        nothing: { type: 'null' },
        name: { type: 'string' },
      },
      ['kind', 'version', 'nothing', 'name'],
    );
    const request = parseJsonSchemaForm(schema);
    expect(request.questions.map((q) => q.id)).toEqual(['name']);
    expect(play(request, [{ type: 'setOtherText', question: 0, text: 'Ada' }])).toEqual({
      status: 'resolved',
      payload: { kind: 'answer', version: 2, nothing: null, name: 'Ada' },
    });
    expect(refusal(object({ k: { type: 'string', const: 3 } })).paths).toContain(
      JSON.stringify(['properties', 'k', 'const']),
    );
    expect(refusal(object({ k: { const: { a: 1 } } })).message).toMatch(/properties\.k\.const/);
  });

  it('issue 30 #1: exclusive bounds: an integer’s become the next whole number, a number’s the next number JSON can send', () => {
    const request = parseJsonSchemaForm(
      object({
        i: { type: 'integer', exclusiveMinimum: 0, exclusiveMaximum: 10.5 },
        n: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
        both: { type: 'integer', minimum: 3, exclusiveMinimum: 1 },
      }),
    );
    expect(request.questions[0]!.input).toMatchObject({ min: 1, max: 10 });
    expect(request.questions[1]!.input).toMatchObject({
      min: Number.MIN_VALUE,
      max: 1 - Number.EPSILON / 2,
    });
    expect(request.questions[2]!.input).toMatchObject({ min: 3 });
    expect(play(request, [{ type: 'setOtherText', question: 1, text: '0' }])).toBeUndefined();
    expect(play(request, [{ type: 'setOtherText', question: 1, text: '1' }])).toBeUndefined();
    expect(play(request, [{ type: 'setOtherText', question: 1, text: '0.5' }])).toEqual({
      status: 'resolved',
      payload: { n: 0.5 },
    });
    const flag = refusal(object({ n: { type: 'number', exclusiveMinimum: true } }));
    expect(flag.paths).toEqual([JSON.stringify(['properties', 'n', 'exclusiveMinimum'])]);
    expect(flag.message).toMatch(/minimum/);
  });

  it('issue 30 #1: an enum of numbers and a union of literals are choices, sent as their values', () => {
    const request = parseJsonSchemaForm(
      object({
        size: { type: 'number', enum: [1, 2.5] },
        tone: {
          anyOf: [
            { type: 'string', const: 'warm', title: 'Warm' },
            { type: 'string', const: 'cool' },
          ],
        },
      }),
    );
    expect(request.questions[1]!.options.map((o) => [o.label, o.value])).toEqual([
      ['Warm', 'warm'],
      ['cool', 'cool'],
    ]);
    expect(
      play(request, [
        { type: 'toggle', question: 0, option: 1 },
        { type: 'toggle', question: 1, option: 0 },
      ]),
    ).toEqual({ status: 'resolved', payload: { size: 2.5, tone: 'warm' } });
  });

  it('issue 30 #1: a form of const fields only, or with no properties, is a confirmation', () => {
    expect(parseJsonSchemaForm({ type: 'object' }, { message: 'Go on?' }).questions).toEqual([]);
    expect(parseJsonSchemaForm({ type: 'object', title: 'Go on?' }).message).toBe('Go on?');
    expect(refusal({ type: 'object' }).message).toMatch(/options\.message/);
    const request = parseJsonSchemaForm(object({ ok: { const: true } }, ['ok']), {
      message: 'Proceed?',
    });
    expect(play(request, [])).toEqual({ status: 'resolved', payload: { ok: true } });
  });
});

/** [what, schema, the path the issue names, what the message says to do] */
const BEYOND: [string, unknown, (string | number)[], RegExp][] = [
  [
    'a nested object',
    object({ a: object({ b: { type: 'string' } }) }),
    ['properties', 'a', 'type'],
    /flatten/,
  ],
  [
    'an array of objects',
    object({ a: { type: 'array', items: object({}) } }),
    ['properties', 'a', 'items'],
    /flatten|text/,
  ],
  ['$ref', object({ a: { $ref: '#/$defs/A' } }), ['properties', 'a', '$ref'], /inline/],
  ['$ref at the top', { $ref: '#/$defs/A', $defs: { A: object({}) } }, ['$ref'], /inline/],
  [
    'anyOf of objects',
    object({ a: { anyOf: [object({}), object({})] } }),
    ['properties', 'a', 'anyOf'],
    /flatten|text/,
  ],
  [
    'oneOf of objects',
    object({ a: { oneOf: [object({}), object({})] } }),
    ['properties', 'a', 'oneOf'],
    /flatten|text/,
  ],
  [
    'allOf',
    object({ a: { allOf: [{ type: 'string' }] } }),
    ['properties', 'a', 'allOf'],
    /merge|flatten/,
  ],
  ['allOf at the top', { ...object({}), allOf: [object({})] }, ['allOf'], /merge|flatten/],
  ['anyOf at the top', { anyOf: [object({}), object({})] }, ['anyOf'], /one form|flatten/],
  [
    'not',
    object({ a: { type: 'string', not: { const: 'x' } } }),
    ['properties', 'a', 'not'],
    /text|remove/,
  ],
  [
    'if',
    object({ a: { type: 'string', if: { minLength: 1 }, then: {} } }),
    ['properties', 'a', 'if'],
    /remove|server/,
  ],
  [
    'patternProperties',
    { ...object({}), patternProperties: { '^x': { type: 'string' } } },
    ['patternProperties'],
    /name|properties/,
  ],
  [
    'multipleOf',
    object({ a: { type: 'number', multipleOf: 5 } }),
    ['properties', 'a', 'multipleOf'],
    /remove|server|step/,
  ],
  [
    'tuple items',
    object({ a: { type: 'array', items: [{ type: 'string' }] } }),
    ['properties', 'a', 'items'],
    /field/,
  ],
  [
    'prefixItems',
    object({ a: { type: 'array', prefixItems: [{ type: 'string' }] } }),
    ['properties', 'a', 'prefixItems'],
    /field/,
  ],
  [
    'a type list',
    object({ a: { type: ['string', 'number'] } }),
    ['properties', 'a', 'type'],
    /one type/,
  ],
  // A top-level value (`{ type: 'string' }`) is one field (issue 30 #3); a list is not a form.
  ['a top-level non-object', { type: 'array', items: { type: 'string' } }, ['type'], /object/],
];

describe('issue 30 #1: anything beyond the flat subset is refused, naming the keyword', () => {
  it.each(BEYOND)('issue 30 #1: %s', (_, schema, path, fix) => {
    const { paths, message } = refusal(schema);
    expect(paths).toContain(JSON.stringify(path));
    expect(message).toMatch(fix);
    // Every message starts with the path it names.
    const parsed = safeParseJsonSchemaForm(schema);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        expect(issue.message.startsWith(issue.path.length ? String(issue.path[0]) : 'input')).toBe(
          true,
        );
  });
});

describe('issue 30 #1: hostile schemas are refused with a typed error', () => {
  it('issue 30 #1: a huge enum, a huge anyOf and many properties', () => {
    const huge = Array.from({ length: 100_000 }, (_, i) => `v${i}`);
    expect(refusal(object({ a: { type: 'string', enum: huge } })).paths).toContain(
      JSON.stringify(['properties', 'a', 'enum']),
    );
    const branches = huge.map((v) => ({ const: v }));
    expect(refusal(object({ a: { anyOf: branches } })).paths).toContain(
      JSON.stringify(['properties', 'a', 'anyOf']),
    );
    const many = Object.fromEntries(huge.slice(0, 20_000).map((k) => [k, { type: 'string' }]));
    expect(refusal(object(many)).paths).toContain(JSON.stringify(['properties']));
  });

  it('issue 30 #1: deep nesting', () => {
    let deep: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 100_000; i++) deep = { anyOf: [deep, { type: 'null' }] };
    expect(refusal(object({ a: deep })).paths.length).toBeGreaterThan(0);
    let nested: Record<string, unknown> = object({});
    for (let i = 0; i < 100_000; i++) nested = object({ a: nested });
    expect(refusal(nested).paths.length).toBeGreaterThan(0);
  });

  it('issue 30 #1: a property named __proto__ is a field, sent as an own member', () => {
    const schema = JSON.parse(
      '{"type":"object","properties":{"__proto__":{"type":"string"},"constructor":{"const":1}},"required":["__proto__"]}',
    ) as unknown;
    const request = parseJsonSchemaForm(schema);
    expect(request.questions.map((q) => q.id)).toEqual(['__proto__']);
    const result = play(request, [{ type: 'setOtherText', question: 0, text: 'x' }]);
    expect(result?.status).toBe('resolved');
    if (result?.status !== 'resolved') return;
    expect(Object.getPrototypeOf(result.payload)).toBe(Object.prototype);
    expect(Object.hasOwn(result.payload, '__proto__')).toBe(true);
    expect(JSON.stringify(result.payload)).toBe('{"__proto__":"x","constructor":1}');
  });

  it('issue 30 #1: not an object, a getter that throws', () => {
    expect(refusal(null).paths).toEqual(['[]']);
    expect(refusal('{"type":"object"}').message).toMatch(/JSON\.parse/);
    const trap = {
      type: 'object',
      get properties() {
        throw new Error('boom');
      },
    };
    expect(refusal(trap).paths).toEqual([JSON.stringify(['properties'])]);
  });
});

describe('issue 30 #1: second review', () => {
  it('issue 30 #1: why a form cannot be answered names the keyword and the required index the author wrote', () => {
    const bounds = parseJsonSchemaForm(
      object({ a: { type: 'integer', exclusiveMinimum: 1, exclusiveMaximum: 2 } }, ['a']),
      { message: 'Q' },
    );
    expect(bounds.questions).toEqual([]);
    expect(bounds.unanswerable).toHaveLength(1);
    expect(bounds.unanswerable![0]).toMatch(/^properties\.a\.exclusiveMaximum /);
    const required = parseJsonSchemaForm(
      object({ a: { const: 1 }, b: { type: 'string' }, c: { type: 'string' } }, [
        'a',
        'b',
        'c',
        'zz',
      ]),
      { message: 'Q' },
    );
    expect(required.unanswerable).toEqual([
      'required[3] names "zz", which is not a field of the form: no answer can include it',
    ]);
  });
});

describe('issue 30 #1: second review, size', () => {
  it('issue 30 #1: megabytes the form never reads ($defs, examples, $comment at the top) are refused like a long field text', () => {
    const big = 'x'.repeat(MAX_INPUT_LENGTH + 1);
    const fields = object({ a: { type: 'string' } });
    for (const extra of [
      { $defs: { A: { type: 'string', description: big } } },
      { examples: [{ a: big }] },
      { $comment: big },
    ]) {
      const { paths, message } = refusal({ ...fields, ...extra });
      expect(paths).toEqual(['[]']);
      expect(message).toMatch(/is over \d+ characters as JSON/);
    }
    const long = refusal(object({ a: { type: 'string', description: big } }));
    expect(long.paths.length).toBeGreaterThan(0);
  });
});

describe('issue 30 #1: second review, unions', () => {
  it('issue 30 #1: zod’s nullable union of literals, and a nullable titled oneOf, are choices of an optional field', () => {
    const schema = z.toJSONSchema(
      z.object({
        tone: z.union([z.literal('warm'), z.literal('cool')]).nullable(),
        size: z.union([z.literal(1), z.literal(2)]).nullable(),
      }),
    );
    const request = parseJsonSchemaForm(schema, { message: 'Q' });
    expect(request.questions.map((q) => [q.required, q.options.map((o) => o.value)])).toEqual([
      [false, ['warm', 'cool']],
      [false, ['1', '2']],
    ]);
    expect(play(request, [{ type: 'toggle', question: 0, option: 1 }])).toEqual({
      status: 'resolved',
      payload: { tone: 'cool', size: null },
    });
    const titled = parseJsonSchemaForm(
      object(
        {
          a: {
            anyOf: [
              {
                type: 'string',
                oneOf: [
                  { const: 'x', title: 'Ex' },
                  { const: 'y', title: 'Why' },
                ],
              },
              { type: 'null' },
            ],
          },
        },
        ['a'],
      ),
      { message: 'Q' },
    );
    expect(titled.questions[0]!.options.map((o) => o.label)).toEqual(['Ex', 'Why']);
    expect(play(titled, [])).toEqual({ status: 'resolved', payload: { a: null } });
  });

  it('issue 30 #1: issues in a union read as choices name the branch the author wrote', () => {
    const issues: string[] = [];
    const onSchemaIssue = (issue: { path: unknown[] }) => issues.push(JSON.stringify(issue.path));
    const long = 'x'.repeat(2000);
    const { paths, message } = refusal(object({ a: { anyOf: [{ const: 'a' }, { const: long }] } }));
    expect(paths).toEqual([JSON.stringify(['properties', 'a', 'anyOf', 1, 'const'])]);
    expect(message).not.toMatch(/oneOf|\.title/);
    // A repeated literal under anyOf is one choice, shown once; under oneOf it is not offered.
    const request = parseJsonSchemaForm(
      object({
        any: { anyOf: [{ const: 'x' }, { const: 'x' }, { const: 'y' }] },
        one: { oneOf: [{ const: 'x' }, { const: 'x' }, { const: 'y' }] },
      }),
      { message: 'Q', onSchemaIssue },
    );
    expect(request.questions.map((q) => q.options.map((o) => o.value))).toEqual([
      ['x', 'y'],
      ['y'],
    ]);
    expect(issues).toContain(JSON.stringify(['properties', 'any', 'anyOf', 1]));
    expect(issues).toContain(JSON.stringify(['properties', 'one', 'oneOf', 0]));
    // An items.oneOf is reported as items.oneOf.
    const items = refusal(
      object({ a: { type: 'array', items: { oneOf: [{ const: 'a' }, { const: long }] } } }),
    );
    expect(items.paths).toEqual([
      JSON.stringify(['properties', 'a', 'items', 'oneOf', 1, 'const']),
    ]);
  });

  it('issue 30 #1: untitled consts of a string oneOf and of items.oneOf are shown by their value; draft 4’s exclusiveMinimum: true is read', () => {
    const request = parseJsonSchemaForm(
      object({
        a: { type: 'string', oneOf: [{ const: 'x' }, { const: 'y', title: 'Why' }] },
        b: { type: 'array', items: { oneOf: [{ const: 'p' }, { const: 'q' }] } },
        n: z.toJSONSchema(z.number().positive(), { target: 'draft-4' }),
        m: z.toJSONSchema(z.int().lt(5), { target: 'openapi-3.0' }),
      }),
      { message: 'Q' },
    );
    expect(request.questions.map((q) => q.options.map((o) => o.label))).toEqual([
      ['x', 'Why'],
      ['p', 'q'],
      [],
      [],
    ]);
    expect(request.questions[2]!.input).toMatchObject({ min: Number.MIN_VALUE });
    expect(request.questions[3]!.input).toMatchObject({ max: 4 });
  });
});
