// Issue 24 #3: an MCP form has the per-field limits the other dialects have, each checked before
// the work it bounds: at each limit a form is read, one past it is an AskInputError naming the
// field, and the hostile sizes of the report are refused fast (the test timeout catches a freeze).
import { ElicitRequestParamsSchema } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { largestValidElicitation, largestValidElicitUrl } from '../../../../test/fixtures/limits';
import { MAX_INPUT_LENGTH } from '../../schema/limits';
import { safeParseElicitRequest, safeParseElicitUrlRequest } from '.';

const form = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  message: 'Configure the deployment',
  requestedSchema: { type: 'object', properties, ...extra },
});
const field = (schema: Record<string, unknown>) => form({ region: schema });

const messagesOf = (params: unknown) => {
  const result = safeParseElicitRequest(params);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};
const pathsOf = (params: unknown) => {
  const result = safeParseElicitRequest(params);
  return result.success ? [] : result.error.issues.map((issue) => issue.path);
};
const urlMessagesOf = (params: unknown) => {
  const result = safeParseElicitUrlRequest(params);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const values = (n: number, prefix = 'v') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
const titled = (n: number) => values(n).map((v) => ({ const: v, title: `T ${v}` }));
const fields = (n: number) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, { type: 'boolean' }]));
const emoji = (n: number) => '😀'.repeat(n);

describe('issue 24 #3: the hostile forms of the report are refused fast, naming the field', () => {
  it('issue 24 #3: an enum of 100,000 values is refused fast, naming the field', () => {
    expect(messagesOf(field({ type: 'string', enum: values(100_000) }))).toEqual([
      'requestedSchema.properties.region.enum has 100000 items; the limit is 500: ' +
        'offer at most 500 choices, or ask for free text (a string field)',
    ]);
  });

  it('issue 24 #3: one 10 MB oneOf title is refused fast, in one issue', () => {
    const oneOf = [{ const: 'a', title: 'x'.repeat(10_000_000) }, ...titled(3)];
    const messages = messagesOf(field({ type: 'string', oneOf }));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^input is .*size limit/);
  });

  it('issue 24 #3: a 1 MB oneOf title is refused, naming the title', () => {
    const oneOf = [{ const: 'a', title: 'x'.repeat(1_000_000) }, ...titled(3)];
    expect(messagesOf(field({ type: 'string', oneOf }))).toEqual([
      'requestedSchema.properties.region.oneOf[0].title is 1000000 characters; the limit is 1000: shorten it',
    ]);
  });

  it('issue 24 #3: a description of 100,000 characters (a quote of 50,000 lazy lines) is refused by its length', () => {
    const description = '> a\n' + 'b\n'.repeat(50_000);
    expect(messagesOf(field({ type: 'string', description }))).toEqual([
      'requestedSchema.properties.region.description is 100004 characters; the limit is 2000: ' +
        'shorten it (the form shows it as the question)',
    ]);
  });

  it('issue 24 #3: 10,000 properties are refused, naming properties', () => {
    expect(messagesOf(form(fields(10_000)))).toEqual([
      'requestedSchema.properties has 10000 items; the limit is 100: ' +
        'ask for fewer fields at once (a form per step)',
    ]);
  });

  it('issue 24 #3: a URL-mode message, url or elicitationId of 10 MB is refused fast, naming it', () => {
    const big = 'x'.repeat(10_000_000);
    const url = { mode: 'url', message: 'Sign in', url: 'https://a.example/', elicitationId: 'e1' };
    for (const key of ['message', 'url', 'elicitationId'] as const) {
      const messages = urlMessagesOf({ ...url, [key]: big });
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(/^input is .*size limit/);
    }
    expect(urlMessagesOf({ ...url, message: 'x'.repeat(100_000) })).toEqual([
      'message is 100000 characters; the limit is 4000: shorten it',
    ]);
  });
});

describe('issue 24 #3: each count at its limit is read, one past it refused naming the field', () => {
  it('100 fields; 101 refused', () => {
    expect(messagesOf(form(fields(100)))).toEqual([]);
    expect(pathsOf(form(fields(101)))).toEqual([['requestedSchema', 'properties']]);
  });

  it('500 choices per field in enum, oneOf, items.enum and items.anyOf; 501 refused', () => {
    const shapes = (n: number) => ({
      enum: { type: 'string', enum: values(n) },
      oneOf: { type: 'string', oneOf: titled(n) },
      'items.enum': { type: 'array', items: { type: 'string', enum: values(n) } },
      'items.anyOf': { type: 'array', items: { anyOf: titled(n) } },
    });
    for (const [where, schema] of Object.entries(shapes(500)))
      expect([where, messagesOf(field(schema))]).toEqual([where, []]);
    for (const [where, schema] of Object.entries(shapes(501)))
      expect(messagesOf(field(schema))).toEqual([
        `requestedSchema.properties.region.${where} has 501 items; the limit is 500: ` +
          'offer at most 500 choices, or ask for free text (a string field)',
      ]);
  });

  it('2,000 choices in all; 2,001 refused, naming properties', () => {
    const four = (last: number) => ({
      a: { type: 'string', enum: values(500, 'a') },
      b: { type: 'string', enum: values(500, 'b') },
      c: { type: 'string', enum: values(500, 'c') },
      d: { type: 'array', items: { anyOf: titled(last) } },
    });
    expect(messagesOf(form(four(500)))).toEqual([]);
    expect(messagesOf(form({ ...four(500), e: { type: 'string', enum: ['x'] } }))).toEqual([
      'requestedSchema.properties has 2001 choices in all; the limit is 2000: ' +
        'offer fewer choices, or split the form',
    ]);
  });

  it('required lists 100 names; 101 refused', () => {
    const hundred = fields(100);
    expect(messagesOf(form(hundred, { required: Object.keys(hundred) }))).toEqual([]);
    expect(messagesOf(form(hundred, { required: [...Object.keys(hundred), 'f0'] }))).toEqual([
      'requestedSchema.required has 101 items; the limit is 100: list each field once',
    ]);
  });

  it('a multi-select default lists each choice at most once; more values than choices are ignored', () => {
    const items = { type: 'string', enum: ['a', 'b'] };
    expect(messagesOf(field({ type: 'array', items, default: ['a', 'b'] }))).toEqual([]);
    // Issue 25 #7: the SDK accepts it; the default is ignored, not the form.
    expect(messagesOf(field({ type: 'array', items, default: ['a', 'b', 'a'] }))).toEqual([]);
  });
});

describe('issue 24 #3: each text at its limit (in code points) is read, one past it refused', () => {
  const cases: [string, number, (text: string) => unknown, string][] = [
    ['message', 4000, (text) => ({ ...field({ type: 'boolean' }), message: text }), 'shorten it'],
    [
      'requestedSchema.properties.region.title',
      1000,
      (text) => field({ type: 'string', title: text }),
      'shorten it (the description holds the detail)',
    ],
    [
      'requestedSchema.properties.region.description',
      2000,
      (text) => field({ type: 'string', description: text }),
      'shorten it (the form shows it as the question)',
    ],
    [
      'requestedSchema.properties.region.default',
      1000,
      (text) => field({ type: 'string', default: text }),
      'shorten it',
    ],
    [
      'requestedSchema.properties.region.oneOf[1].title',
      1000,
      (text) => field({ type: 'string', oneOf: [...titled(1), { const: 'b', title: text }] }),
      'shorten it',
    ],
    [
      'requestedSchema.properties.region.items.anyOf[0].const',
      1000,
      (text) => field({ type: 'array', items: { anyOf: [{ const: text, title: 'B' }] } }),
      'use a shorter value (the title is what the user reads)',
    ],
    [
      'requestedSchema.properties.region.enum[1]',
      1000,
      (text) => field({ type: 'string', enum: ['a', text] }),
      'use a shorter value (the title is what the user reads)',
    ],
    [
      'requestedSchema.properties.region.enumNames[0]',
      1000,
      (text) => field({ type: 'string', enum: ['a'], enumNames: [text] }),
      'shorten it',
    ],
    [
      'requestedSchema.propertiesKEY',
      256,
      (text) => form({ [text]: { type: 'boolean' } }),
      'use a shorter field name',
    ],
  ];

  it.each(cases)('%s: %i accepted, one more refused', (path, limit, make, fix) => {
    expect(messagesOf(make(emoji(limit)))).toEqual([]);
    expect(messagesOf(make(emoji(limit + 1)))).toEqual([
      `${path.replace('KEY', `[${JSON.stringify(emoji(limit + 1))}]`)} is ${limit + 1} characters; the limit is ${limit}: ${fix}`,
    ]);
  });

  it('URL mode: message 4,000, url 8,192, elicitationId 1,024; one more refused', () => {
    const at = largestValidElicitUrl();
    expect(urlMessagesOf(at)).toEqual([]);
    expect(
      urlMessagesOf({
        ...at,
        message: `${at.message as string}x`,
        url: `${at.url as string}a`,
        elicitationId: `${at.elicitationId as string}e`,
      }),
    ).toEqual([
      'message is 4001 characters; the limit is 4000: shorten it',
      'elicitationId is 1025 characters; the limit is 1024: use a shorter id',
      'url is 8193 characters; the limit is 8192: ' +
        'send a shorter link (keep state on the server, not in the query)',
    ]);
  });
});

describe('issue 24 #3: the largest valid form', () => {
  it('is read whole, 256 K of JSON, and the MCP SDK accepts it too', () => {
    const params = largestValidElicitation();
    expect(JSON.stringify(params).length).toBe(MAX_INPUT_LENGTH);
    const result = safeParseElicitRequest(params);
    expect(result.success && result.data.questions.length).toBe(100);
    expect(result.success && result.data.questions.reduce((n, q) => n + q.options.length, 0)).toBe(
      2000 + 2 * 19,
    );
    expect(ElicitRequestParamsSchema.safeParse(params).success).toBe(true);
    expect(ElicitRequestParamsSchema.safeParse(largestValidElicitUrl()).success).toBe(true);
  });

  it('seven characters more of JSON (an unknown keyword) is refused by the size alone', () => {
    const params = largestValidElicitation();
    const padded = { ...params, x: '' };
    expect(messagesOf(padded)).toEqual([
      `input is over ${MAX_INPUT_LENGTH} characters as JSON; the limit is ${MAX_INPUT_LENGTH}: ` +
        'send fewer fields with shorter text',
    ]);
  });
});
