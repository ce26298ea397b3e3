import fc from 'fast-check';
import { askFieldRules } from '../../machine/all-field-rules';
import { describe, expect, it } from 'vitest';
import {
  askTransition,
  checkAskRequest,
  createAskState,
  getAdvanceBlocker,
  toAskResolution,
} from '../../dialects';
import { en } from '../../messages/en';
import { zhCN } from '../../messages/zh-CN';
import type { AskEvent, AskRequest, AskState } from '../../types';
import { isPatternServerChecked } from '../../machine/pattern-check';
import { safeParseAgUiInterrupt } from '../agui-interrupt';
import { jsonTextFallback, safeParseJsonSchemaForm, type JsonSchemaFormResult } from '.';
import { JSON_SCHEMA_MAX_DEPTH } from './fallback';

const nested = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'Deployment',
  description: 'Where and how to deploy',
  type: 'object',
  properties: {
    env: { type: 'string', enum: ['staging', 'prod'] },
    owner: {
      type: 'object',
      properties: { name: { type: 'string', minLength: 2 } },
      required: ['name'],
      additionalProperties: false,
    },
  },
  required: ['env', 'owner'],
  additionalProperties: false,
};

const fallback = (schema: unknown, message?: string) =>
  safeParseJsonSchemaForm(schema, { fallback: jsonTextFallback, message });

function request(schema: unknown): AskRequest {
  const parsed = fallback(schema);
  if (!parsed.success) throw parsed.error;
  return parsed.data;
}

/** Types `text` into the one field and submits; the state after. */
function answer(req: AskRequest, text: string): AskState {
  const events: AskEvent[] = [{ type: 'setOtherText', question: 0, text }, { type: 'submitAll' }];
  return events.reduce(askTransition, createAskState(req, undefined, { layout: 'stacked' }));
}

describe('issue 30 #1: the opt-in JSON text field', () => {
  it('issue 30 #1: without the option a nested schema is refused, naming the keyword', () => {
    const parsed = safeParseJsonSchemaForm(nested);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.message).toContain('properties.owner.type');
  });

  it('issue 30 #1: with it, a nested schema is one required JSON field labelled by its title', () => {
    const req = request(nested);
    expect(checkAskRequest(req)).toBeNull();
    expect(req.questions).toHaveLength(1);
    const [q] = req.questions;
    expect(q).toMatchObject({
      question: 'Deployment',
      description: 'Where and how to deploy',
      required: true,
      options: [],
      input: { kind: 'json', schema: nested },
    });
    expect(
      request({ type: 'object', properties: { a: { type: 'object' } } }).questions[0]!.question,
    ).toBe(en.jsonField.label);
  });

  it.each([
    [
      '$ref',
      {
        type: 'object',
        properties: { a: { $ref: '#/$defs/a' } },
        $defs: { a: { type: 'string' } },
      },
    ],
    [
      'anyOf of objects',
      { anyOf: [{ type: 'object', properties: { a: { type: 'string' } } }, { type: 'object' }] },
    ],
    [
      'allOf',
      { type: 'object', properties: { a: { allOf: [{ type: 'string' }, { minLength: 1 }] } } },
    ],
    [
      'a tuple',
      { type: 'object', properties: { a: { type: 'array', prefixItems: [{ type: 'number' }] } } },
    ],
    [
      'an array of numbers',
      { type: 'object', properties: { a: { type: 'array', items: { type: 'number' } } } },
    ],
    // A top-level string is one typed field now (issue 30 #3); a top-level list still is not.
    ['a top-level array', { type: 'array', items: { type: 'object' } }],
  ])('issue 30 #1: %s falls back', (_, schema) => {
    const parsed = fallback(schema);
    expect(parsed.success && parsed.data.questions[0]!.input?.kind).toBe('json');
  });

  it.each([
    ['a string (unparsed JSON)', JSON.stringify(nested), 'JSON.parse it first'],
    ['properties that are not an object', { type: 'object', properties: [] }, 'properties'],
    ['an unknown type name', { type: 'thing' }, 'type'],
    [
      'a const of another type',
      { type: 'object', properties: { a: { type: 'string', const: 3 }, b: { type: 'object' } } },
      'no answer can satisfy it',
    ],
    [
      'a malformed field beside a nested one',
      {
        type: 'object',
        properties: { a: { type: 'string', minLength: 'x' }, b: { type: 'object' } },
      },
      'properties.a.minLength must be a whole number',
    ],
    [
      'references that expand exponentially',
      {
        type: 'object',
        properties: { a: { $ref: '#/$defs/d0' } },
        $defs: Object.fromEntries(
          Array.from({ length: 30 }, (_, i) => [
            `d${i}`,
            { allOf: [{ $ref: `#/$defs/d${i + 1}` }, { $ref: `#/$defs/d${i + 1}` }] },
          ]),
        ),
      },
      'expands to more than',
    ],
  ])('issue 30 #1: %s stays an error', (_, schema, words) => {
    const parsed = fallback(schema);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.message).toContain(words);
  });

  it('issue 30 #1: text that is not JSON is refused, naming the line and column where it stops', () => {
    const state = answer(request(nested), '{\n  "env": "prod",\n  owner: {}\n}');
    expect(state.status).toBe('pending');
    const blocker = getAdvanceBlocker(state, 0);
    expect(blocker).toEqual({ code: 'notJson', line: 3, column: 3 });
    expect(en.blocker(blocker!)).toBe('This is not valid JSON: check line 3, column 3.');
    expect(zhCN.blocker(blocker!)).toContain('第 3 行第 3 列');
  });

  it('issue 30 #1: JSON that fails the schema is refused with the path and what is wrong', () => {
    const req = request(nested);
    const cases: [string, string][] = [
      ['{"env":"prod","owner":{"name":"A"}}', 'owner.name must be at least 2 characters long.'],
      ['{"env":"prod","owner":{}}', 'owner needs the field "name".'],
      ['{"env":"dev","owner":{"name":"Ada"}}', 'env is not one of the allowed values.'],
      ['{"env":"prod","owner":{"name":"Ada","x":1}}', 'owner.x is not allowed here.'],
      ['{"env":"prod","owner":[]}', 'owner must be an object.'],
      ['[]', 'The answer must be an object.'],
    ];
    for (const [text, words] of cases) {
      const state = answer(req, text);
      expect(state.status, text).toBe('pending');
      expect(en.blocker(getAdvanceBlocker(state, 0)!), text).toBe(words);
    }
  });

  it('issue 30 #1: JSON that passes is sent as the parsed value', () => {
    const state = answer(request(nested), ' {"env":"prod","owner":{"name":"Ada"}} ');
    expect(toAskResolution<JsonSchemaFormResult>(state)?.result).toEqual({
      status: 'resolved',
      payload: { env: 'prod', owner: { name: 'Ada' } },
    });
    const top = answer(request({ type: 'array', items: { type: 'integer' } }), '[1, 2]');
    expect(toAskResolution<JsonSchemaFormResult>(top)?.result).toEqual({
      status: 'resolved',
      payload: [1, 2],
    });
  });

  it('issue 30 #1: a text too long or nested too deep is refused before it is parsed', () => {
    const req = request(nested);
    const long = answer(req, `"${'a'.repeat(20_000)}"`);
    expect(getAdvanceBlocker(long, 0)).toEqual({ code: 'textTooLong', max: 20_000 });
    const deep = answer(req, '['.repeat(65) + ']'.repeat(65));
    expect(getAdvanceBlocker(deep, 0)).toEqual({ code: 'jsonTooDeep', max: 64 });
  });

  it('issue 30 #1: a schema pattern runs in linear time, never as a backtracking RegExp', () => {
    const req = request({
      type: 'object',
      properties: {
        a: { type: 'object', properties: { s: { type: 'string', pattern: '^(a+)+$' } } },
      },
      patternProperties: { '^(x+)+$': { type: 'number' } },
    });
    // Catastrophic for a backtracking engine: returns at once here.
    const evil = `${'a'.repeat(40)}!`;
    expect(en.blocker(getAdvanceBlocker(answer(req, JSON.stringify({ a: { s: evil } })), 0)!)).toBe(
      'a.s is not in the form the schema asks for.',
    );
    expect(answer(req, JSON.stringify({ a: { s: 'aaaa' } })).status).toBe('resolved');
    const key = `${'x'.repeat(40)}!`;
    expect(answer(req, JSON.stringify({ [key]: 'n', xx: 1 })).status).toBe('resolved');
    expect(en.blocker(getAdvanceBlocker(answer(req, JSON.stringify({ xx: 'n' })), 0)!)).toBe(
      'xx must be a number.',
    );
  });

  it('issue 30 #1: a pattern RE2 cannot run is left to the agent, and the request says so', () => {
    const req = request({
      type: 'object',
      properties: {
        a: { type: 'object', properties: { s: { type: 'string', pattern: '^(?=a)' } } },
      },
    });
    expect(req.questions[0]!.input?.patternChecked).toBe(false);
    expect(answer(req, '{"a":{"s":"b"}}').status).toBe('resolved');
  });
});

describe('issue 30 #1: recursive schemas and the JSON field', () => {
  // Two references per level: a validator without a step budget tries both at every depth.
  const hostile = {
    type: 'object',
    properties: { n: { $ref: '#/$defs/n' } },
    $defs: {
      n: {
        type: 'array',
        anyOf: [{ items: { $ref: '#/$defs/n' } }, { items: { $ref: '#/$defs/n' } }],
      },
    },
  };
  // 60 levels deep, failing only at the bottom: every level's branches would be tried.
  const deep = `{"n":${'['.repeat(60)}1${']'.repeat(60)}}`;

  it('issue 30 #1: a recursive $ref is refused, naming the reference, instead of falling back', () => {
    const parsed = fallback(hostile);
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(parsed.error.issues[0]?.path).toEqual(['$defs', 'n', 'anyOf', 0, 'items', '$ref']);
      expect(parsed.error.message).toContain('#/$defs/n');
      expect(parsed.error.message).toContain('recursive');
    }
  });

  it.each([
    ['a reference to the root', { type: 'object', properties: { a: { $ref: '#' } } }, '$ref'],
    [
      'a reference by a name the schema gives itself',
      { $id: 'urn:t', type: 'object', properties: { a: { $ref: 'urn:t' } } },
      'within the schema',
    ],
    [
      '$recursiveRef',
      {
        $schema: 'https://json-schema.org/draft/2019-09/schema',
        $recursiveAnchor: true,
        type: 'object',
        properties: { a: { $recursiveRef: '#' } },
      },
      'recursive',
    ],
    [
      'a nested $id (references inside it resolve against it)',
      {
        type: 'object',
        properties: { a: { $id: 'urn:a', $ref: '#/$defs/x', $defs: { x: { $ref: 'urn:a' } } } },
      },
      '$id',
    ],
  ])('issue 30 #1: %s is refused too', (_, schema, words) => {
    const parsed = fallback(schema);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.message).toContain(words);
  });

  it('issue 30 #1: a non-recursive $ref still falls back', () => {
    const req = request({
      type: 'object',
      properties: { a: { $ref: '#/$defs/p' }, b: { $ref: '#/$defs/p' } },
      $defs: { p: { type: 'object', properties: { x: { type: 'number' } } } },
    });
    expect(answer(req, '{"a":{"x":1},"b":{"x":2}}').status).toBe('resolved');
    expect(en.blocker(getAdvanceBlocker(answer(req, '{"a":{"x":"1"}}'), 0)!)).toBe(
      'a.x must be a number.',
    );
  });

  it('issue 30 #1: a request that carries a recursive schema anyway leaves it to the agent, at once', () => {
    // A request built or restored elsewhere: the machine never runs the recursive schema.
    const req = request({ type: 'object', properties: { n: { type: 'object' } } });
    const question = req.questions[0]!;
    const carried: AskRequest = {
      ...req,
      questions: [{ ...question, input: { ...question.input!, schema: hostile } }],
    };
    const state = answer(carried, deep);
    expect(getAdvanceBlocker(state, 0)).toBeNull();
    expect(toAskResolution<JsonSchemaFormResult>(state)?.result).toEqual({
      status: 'resolved',
      payload: JSON.parse(deep),
    });
  });
});

describe('issue 30 #1: recursive references (property)', () => {
  /** Whether `edges` (definition i refers to each of edges[i]) has a cycle: i reaches i. */
  const cyclic = (edges: number[][]) =>
    edges.some((_, start) => {
      const seen = new Set<number>();
      const queue = [...edges[start]!];
      while (queue.length) {
        const next = queue.shift()!;
        if (next === start) return true;
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(...edges[next]!);
      }
      return false;
    });

  it('issue 30 #1: a schema falls back exactly when its references have no cycle', () => {
    const graph = fc
      .integer({ min: 1, max: 5 })
      .chain((n) =>
        fc.array(fc.uniqueArray(fc.nat(n - 1), { maxLength: 3 }), { minLength: n, maxLength: n }),
      );
    fc.assert(
      fc.property(graph, fc.boolean(), (edges, viaAllOf) => {
        const def = (targets: number[]) => {
          const refs = targets.map((j) => ({ $ref: `#/$defs/d${j}` }));
          if (refs.length === 0) return { type: 'string' };
          return viaAllOf ? { allOf: refs } : { type: 'array', items: { anyOf: refs } };
        };
        const schema = {
          type: 'object',
          properties: { a: { $ref: '#/$defs/d0' } },
          $defs: Object.fromEntries(edges.map((targets, i) => [`d${i}`, def(targets)])),
        };
        const parsed = fallback(schema);
        expect(parsed.success).toBe(!cyclic(edges));
        if (!parsed.success) expect(parsed.error.message).toContain('recursive');
      }),
      { numRuns: 300 },
    );
  });

  it('issue 30 #1: a reference to the list of branches that encloses it is a cycle too', () => {
    const parsed = fallback({
      type: 'object',
      properties: { a: { $ref: '#/$defs/n' } },
      $defs: { n: { anyOf: [{ type: 'string' }, { items: { $ref: '#/$defs/n/anyOf/1' } }] } },
    });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.message).toContain('recursive');
    // A reference to the list itself, not to one of its schemas: followed all the same.
    const list = fallback({
      type: 'object',
      properties: { a: { $ref: '#/$defs/n' } },
      $defs: { n: { anyOf: [{ type: 'string' }, { items: { $ref: '#/$defs/n/anyOf' } }] } },
    });
    expect(list.success).toBe(false);
    if (!list.success) expect(list.error.message).toContain('recursive');
  });
});

describe('issue 30 #1: the JSON field label', () => {
  const schema = { type: 'object', properties: { a: { type: 'object' } } };

  it('issue 30 #1: the host passes the label in its language; English by default', () => {
    const zh = safeParseJsonSchemaForm(schema, {
      fallback: jsonTextFallback,
      jsonLabel: '以 JSON 回答',
    });
    expect(zh.success && zh.data.questions[0]!.question).toBe('以 JSON 回答');
    expect(request(schema).questions[0]!.question).toBe('Answer as JSON');
  });

  it("issue 30 #1: the schema's own title still wins over the host's label", () => {
    const titled = safeParseJsonSchemaForm(
      { ...schema, title: 'Deployment' },
      { fallback: jsonTextFallback, jsonLabel: '以 JSON 回答' },
    );
    expect(titled.success && titled.data.questions[0]!.question).toBe('Deployment');
  });
});

describe('issue 30 #1: hostile schemas never crash the JSON field', () => {
  /** `{ items: … }` nested `levels` times around a string schema, under property `a`. */
  const nestedItems = (levels: number) => {
    let node: unknown = { type: 'string' };
    for (let i = 0; i < levels; i++) node = { items: node };
    return { type: 'object', properties: { a: node } };
  };

  it('issue 30 #1: a schema nested thousands of levels deep is refused at its path, never thrown', () => {
    const schema = nestedItems(2500);
    const parsed = fallback(schema);
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      expect(issue?.path.slice(0, 3)).toEqual(['properties', 'a', 'items']);
      expect(issue?.path.length).toBe(JSON_SCHEMA_MAX_DEPTH);
      expect(parsed.error.message).toContain(`${JSON_SCHEMA_MAX_DEPTH} levels`);
    }
    const interrupt = { id: 'i', reason: 'input_required', message: 'm', responseSchema: schema };
    expect(safeParseAgUiInterrupt(interrupt, { fallback: jsonTextFallback }).success).toBe(false);
    // Just inside the limit still falls back.
    expect(fallback(nestedItems(JSON_SCHEMA_MAX_DEPTH - 3)).success).toBe(true);
  });

  it('issue 30 #1: a long chain of references is refused, not followed until the stack runs out', () => {
    // Shallow as written (each definition one level), deep once the references are followed.
    const $defs: Record<string, unknown> = { d0: { type: 'string' } };
    for (let i = 1; i <= 3000; i++) $defs[`d${i}`] = { allOf: [{ $ref: `#/$defs/d${i - 1}` }] };
    const parsed = fallback({
      type: 'object',
      properties: { x: { $ref: '#/$defs/d3000' } },
      $defs,
    });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.message).toContain('references are followed');
  });

  it('issue 30 #1: inspecting any JSON value as a schema answers, never throws', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (schema) => {
        const verdict = jsonTextFallback.inspect(schema);
        expect(typeof verdict.patternsLeft).toBe('boolean');
      }),
      { numRuns: 200 },
    );
  });
});

describe('issue 30 #1: a carried schema the parser would refuse', () => {
  /** A hand-built or restored request carrying `schema` in its JSON field. */
  const carrying = (schema: unknown): AskRequest => {
    const req = request({ type: 'object', properties: { n: { type: 'object' } } });
    const question = req.questions[0]!;
    return {
      ...req,
      questions: [
        { ...question, input: { ...question.input!, schema: schema as Record<string, unknown> } },
      ],
    };
  };
  // Each level refers twice to the one below: 2^n paths, which the parser refuses to expand.
  const exponential = (n: number) => {
    const $defs: Record<string, unknown> = { d0: { type: 'string', minLength: 5 } };
    for (let i = 1; i <= n; i++) {
      const below = { $ref: `#/$defs/d${i - 1}` };
      $defs[`d${i}`] = { anyOf: [below, { ...below }] };
    }
    return { type: 'object', $defs, properties: { x: { $ref: `#/$defs/d${n}` } } };
  };

  it('issue 30 #1: is never run, and the card says the agent checks the answer', () => {
    expect(fallback(exponential(20)).success).toBe(false);
    const req = carrying(exponential(20));
    const input = req.questions[0]!.input!;
    const state = answer(req, '{"x":"a"}');
    // Not checked here (running it would take 2^20 steps): left to the agent, and said so.
    expect(getAdvanceBlocker(state, 0)).toBeNull();
    expect(isPatternServerChecked(input, askFieldRules)).toBe(true);
    // A schema it can check keeps the note away.
    const plain = request({ type: 'object', properties: { n: { type: 'object' } } });
    expect(isPatternServerChecked(plain.questions[0]!.input!, askFieldRules)).toBe(false);
  });

  it('issue 30 #1: a value the validator cannot tell about shows the note for that value', () => {
    // A carried `$ref` to another document: cfworker cannot resolve it and throws.
    const req = carrying({
      type: 'object',
      properties: { x: { $ref: 'https://example.com/other.json' } },
    });
    const input = req.questions[0]!.input!;
    const state = answer(req, '{"x":1}');
    expect(getAdvanceBlocker(state, 0)).toBeNull();
    expect(isPatternServerChecked(input, askFieldRules, '{"x":1}')).toBe(true);
  });
});

describe('issue 30 #1: the numbers the agent gets are the numbers typed', () => {
  const req = () => request({ type: 'object', properties: { a: { type: 'object' } } });

  it('issue 30 #1: a number JSON would round or lose is refused, naming it and what it would become', () => {
    const cases: [string, string, number | null, string, string][] = [
      [
        '{"a":{"id":9007199254740993}}',
        '9007199254740993',
        9007199254740992,
        'The number 9007199254740993 would be sent as 9007199254740992: enter fewer digits, or send it as a string in quotes.',
        '数字 9007199254740993 会被发送为 9007199254740992',
      ],
      [
        '{"a":{"n":1e400}}',
        '1e400',
        null,
        'The number 1e400 is too large to send as JSON: enter a smaller one, or send it as a string in quotes.',
        '数字 1e400 太大',
      ],
      [
        '{"a":{"n":1.00000000000000000001}}',
        '1.00000000000000000001',
        1,
        'The number 1.00000000000000000001 would be sent as 1: enter fewer digits, or send it as a string in quotes.',
        '会被发送为 1：',
      ],
    ];
    for (const [text, number, sent, words, zh] of cases) {
      const state = answer(req(), text);
      expect(state.status, text).toBe('pending');
      const blocker = getAdvanceBlocker(state, 0);
      expect(blocker, text).toMatchObject({ code: 'jsonNumber', number, sent, line: 1 });
      expect(en.blocker(blocker!)).toBe(words);
      expect(zhCN.blocker(blocker!)).toContain(zh);
    }
  });

  it('issue 30 #1: numbers JSON carries exactly pass, however they are written', () => {
    for (const text of ['{"a":{"n":1.50}}', '{"a":{"n":-0}}', '{"a":{"n":1e2}}', '{"a":{"n":0.1}}'])
      expect(toAskResolution<JsonSchemaFormResult>(answer(req(), text))?.result, text).toEqual({
        status: 'resolved',
        payload: JSON.parse(text),
      });
  });

  it('issue 30 #1: any number the field lets through is sent as the value typed (property)', () => {
    const decimal = fc
      .tuple(fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }), fc.integer({ min: -30, max: 30 }))
      .map(([digits, power]) => `${digits}e${power}`);
    fc.assert(
      fc.property(decimal, (number) => {
        const text = `{"a":{"n":${number}}}`;
        const result = toAskResolution<JsonSchemaFormResult>(answer(req(), text))?.result;
        if (!result) return;
        // Sent only when the value it arrives as is exactly the decimal typed.
        const sent = (result as unknown as { payload: { a: { n: number } } }).payload.a.n;
        const [digits, power] = number.split('e').map(BigInt) as [bigint, bigint];
        const scale = 10n ** 400n;
        const typed =
          power >= 0n ? digits * 10n ** power * scale : (digits * scale) / 10n ** -power;
        const [m, e = '0'] = sent.toExponential().split('e');
        const [w, f = ''] = m!.replace('-', '').split('.');
        const got = BigInt(`${m!.startsWith('-') ? '-' : ''}${w}${f}`);
        const exp = BigInt(e) - BigInt(f.length);
        const arrived = exp >= 0n ? got * 10n ** exp * scale : (got * scale) / 10n ** -exp;
        expect(arrived, number).toBe(typed);
      }),
      { numRuns: 300 },
    );
  });
});

describe('issue 30 #6: the JSON text field limits are public', () => {
  it('issue 30 #6: ask-cards/core exports the depth limit beside the expansion limit', async () => {
    const core: Record<string, unknown> = await import('../../index');
    expect(core.JSON_SCHEMA_MAX_EXPANSION).toBe(10_000);
    expect(core.JSON_SCHEMA_MAX_DEPTH).toBe(JSON_SCHEMA_MAX_DEPTH);
    expect(typeof JSON_SCHEMA_MAX_DEPTH).toBe('number');
  });
});
