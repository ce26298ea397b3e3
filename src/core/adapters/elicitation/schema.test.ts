import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AskInputError } from '../../schema/errors';
import { checkAskRequest } from '../../dialects';
import { getAskAdapter } from '..';
import {
  parseElicitRequest,
  parseElicitUrlRequest,
  safeParseElicitRequest,
  safeParseElicitUrlRequest,
} from '.';

const form = (properties: Record<string, unknown>, required?: string[]) => ({
  message: 'Configure the deployment',
  requestedSchema: { type: 'object', properties, ...(required ? { required } : {}) },
});

const only = (schema: unknown, required = false) =>
  parseElicitRequest(form({ field: schema }, required ? ['field'] : undefined)).questions[0]!;

const messagesOf = (params: unknown) => {
  const result = safeParseElicitRequest(params);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues.map((issue) => issue.message);
};

describe('elicitation: each field type is one question', () => {
  it('dialect elicitation, led by its message, one question per property', () => {
    const request = parseElicitRequest(
      form({ name: { type: 'string' }, age: { type: 'integer' } }, ['name']),
      { source: ' Deploy server ' },
    );
    expect(request.dialect).toBe('elicitation');
    expect(request.message).toBe('Configure the deployment');
    expect(request.requester).toBe('Deploy server');
    expect(request.questions.map((q) => [q.id, q.required])).toEqual([
      ['name', true],
      ['age', false],
    ]);
    expect(checkAskRequest(request)).toBeNull();
    expect(getAskAdapter('elicitation').parse(form({ a: { type: 'boolean' } })).dialect).toBe(
      'elicitation',
    );
  });

  it('question: the description, else the title, else the key; the title chips a description', () => {
    expect(only({ type: 'string', title: 'Name', description: 'Your full name' })).toMatchObject({
      header: 'Name',
      question: 'Your full name',
    });
    // A title alone is the question; no chip repeats it.
    const titled = only({ type: 'string', title: 'Name' });
    expect(titled.question).toBe('Name');
    expect(titled.header).toBeUndefined();
    const bare = only({ type: 'string' });
    expect(bare.question).toBe('field');
    expect(bare.header).toBeUndefined();
  });

  it('a long title is cut for the chip and stays whole in the question', () => {
    const title = 'The primary contact email address for alerts';
    const q = only({ type: 'string', title, description: 'We only write when it breaks.' });
    expect(q.header).toBe('The primary contact ema…');
    expect([...q.header!].length).toBe(24);
    expect(q.question).toBe(`${title}\n\nWe only write when it breaks.`);
  });

  it('a string is a free-text question with its length bounds and format', () => {
    expect(
      only({ type: 'string', minLength: 2, maxLength: 40, format: 'email', default: 'a@b.co' }),
    ).toMatchObject({
      options: [],
      multiSelect: false,
      input: { kind: 'text', minLength: 2, maxLength: 40, format: 'email' },
      default: { text: 'a@b.co' },
    });
    for (const format of ['email', 'uri', 'date', 'date-time'])
      expect(only({ type: 'string', format }).input?.format).toBe(format);
  });

  it('number and integer: free-text questions with bounds; the default prefilled', () => {
    expect(only({ type: 'number', minimum: 0.5, maximum: 9.5, default: 2.5 })).toMatchObject({
      options: [],
      input: { kind: 'number', min: 0.5, max: 9.5 },
      default: { text: '2.5' },
    });
    expect(only({ type: 'integer', minimum: 1 }).input).toEqual({ kind: 'integer', min: 1 });
  });

  it('a boolean is a two-option question with values true and false and no free text', () => {
    expect(only({ type: 'boolean', default: false }, true)).toMatchObject({
      options: [
        { label: 'Yes', value: 'true' },
        { label: 'No', value: 'false' },
      ],
      allowOther: false,
      required: true,
      default: { options: [1] },
    });
    const zh = parseElicitRequest(form({ ok: { type: 'boolean' } }), {
      booleanLabels: { true: '是', false: '否' },
    });
    expect(zh.questions[0]!.options.map((o) => o.label)).toEqual(['是', '否']);
  });

  it('single-select: untitled enum, titled oneOf and legacy enumNames; value is the const', () => {
    expect(only({ type: 'string', enum: ['dev', 'prod'], default: 'prod' })).toMatchObject({
      options: [
        { label: 'dev', value: 'dev' },
        { label: 'prod', value: 'prod' },
      ],
      allowOther: false,
      multiSelect: false,
      default: { options: [1] },
    });
    expect(
      only({
        type: 'string',
        oneOf: [
          { const: 'us-east-1', title: 'US East' },
          { const: 'eu-west-1', title: 'EU West' },
        ],
      }).options,
    ).toEqual([
      { label: 'US East', value: 'us-east-1' },
      { label: 'EU West', value: 'eu-west-1' },
    ]);
    expect(
      only({ type: 'string', enum: ['s', 'l'], enumNames: ['Small', 'Large'] }).options,
    ).toEqual([
      { label: 'Small', value: 's' },
      { label: 'Large', value: 'l' },
    ]);
  });

  it('multi-select: items.enum or items.anyOf, minItems/maxItems as selection bounds', () => {
    expect(
      only({
        type: 'array',
        minItems: 1,
        maxItems: 2,
        items: { type: 'string', enum: ['auth', 'logs', 'metrics'] },
        default: ['logs'],
      }),
    ).toMatchObject({
      multiSelect: true,
      allowOther: false,
      minSelections: 1,
      maxSelections: 2,
      default: { options: [1] },
    });
    expect(
      only({
        type: 'array',
        items: {
          anyOf: [
            { const: 'a', title: 'Alpha' },
            { const: 'b', title: 'Beta' },
          ],
        },
      }).options,
    ).toEqual([
      { label: 'Alpha', value: 'a' },
      { label: 'Beta', value: 'b' },
    ]);
  });

  it('unknown keywords are ignored, as the SDK strips them; pattern is kept (issue 25 #8)', () => {
    expect(only({ type: 'string', pattern: '^x', 'x-widget': 'big' }).input).toEqual({
      kind: 'text',
      pattern: '^x',
    });
  });
});

describe('elicitation: what the spec disallows is an AskInputError naming the property', () => {
  it.each([
    [{ type: 'object', properties: {} }, 'requestedSchema.properties.field.type is "object"'],
    [{ type: 'string', format: 'phone' }, 'requestedSchema.properties.field.format "phone"'],
    [{ type: 'date' }, 'requestedSchema.properties.field.type "date" is not a field type'],
    [{ type: 'boolean', default: 'yes' }, 'field.default must be true or false'],
    [{ type: 'string', oneOf: [{ const: 'a' }] }, 'field.oneOf[0] must be { "const"'],
    [{ type: 'array', items: { type: 'string' } }, 'field.items must list its choices'],
    [{ type: 'array', items: { type: 'number', enum: ['1'] } }, 'field.items.type must be'],
  ])('%j', (schema, message) => {
    const messages = messagesOf(form({ field: schema }));
    expect(messages.join('\n')).toContain(message);
    expect(() => parseElicitRequest(form({ field: schema }))).toThrow(AskInputError);
  });

  // Issue 25 #7: the SDK accepts these, so they get a card; the mistake goes to onSchemaIssue.
  it.each([
    [{ type: 'string', minLength: -1 }, 'field.minLength (-1) is below 0'],
    [{ type: 'string', maxLength: 2.5 }, 'field.maxLength (2.5) is not a whole number'],
    [{ type: 'integer', default: 1.5 }, 'field.default (1.5) is not an integer: ignored'],
    [{ type: 'string', enum: ['a'], default: 'b' }, 'field.default "b" is not one of the choices'],
    [{ type: 'string', enum: ['a', 'a'] }, 'field.enum[1] repeats "a"'],
    [{ type: 'string', enum: ['a', 'b'], enumNames: ['A'] }, 'field.enumNames has 1 titles'],
    [
      { type: 'array', items: { type: 'string', enum: ['a'] }, default: ['z'] },
      'field.default lists a value that is not one of the choices',
    ],
  ])('issue 25 #7: %j is shown; the host is told', (schema, message) => {
    const issues: string[] = [];
    const parsed = safeParseElicitRequest(form({ field: schema }), {
      onSchemaIssue: (issue) => issues.push(issue.message),
    });
    expect(parsed.success && parsed.data.questions).toHaveLength(1);
    expect(parsed.success && parsed.data.unanswerable).toBeUndefined();
    expect(issues.join('\n')).toContain(message);
  });

  it.each([
    [{ type: 'number', minimum: 10, maximum: 1 }, 'field.maximum (1) is below minimum (10)'],
    [{ type: 'string', enum: [] }, 'field.enum is empty'],
    [
      { type: 'array', minItems: 3, maxItems: 1, items: { enum: ['a'], type: 'string' } },
      'field.maxItems (1) is below minItems (3)',
    ],
  ])('issue 25 #7: %j required is a decline-only card with the reason', (schema, message) => {
    const parsed = safeParseElicitRequest(form({ field: schema }, ['field']));
    expect(parsed.success && parsed.data.questions).toEqual([]);
    expect(parsed.success && parsed.data.unanswerable?.join('\n')).toContain(message);
  });

  it('the form itself: type, properties, required, message, mode', () => {
    expect(
      messagesOf({ message: 'x', requestedSchema: { type: 'array', properties: {} } }),
    ).toEqual(expect.arrayContaining(['requestedSchema.type must be "object"']));
    const missing = safeParseElicitRequest(form({ a: { type: 'string' } }, ['b']));
    expect(missing.success && missing.data.unanswerable).toEqual([
      'requestedSchema.required[0] names "b", which is not a field of the form: no answer can include it',
    ]);
    expect(
      messagesOf({ requestedSchema: form({ a: { type: 'string' } }).requestedSchema }),
    ).toEqual(['message must be a string (what the user is asked and why), not undefined']);
    expect(messagesOf({ mode: 'url', message: 'm', url: 'https://x.example' })[0]).toContain(
      'parseElicitUrlRequest',
    );
    for (const value of [null, 'x', [], 42]) expect(messagesOf(value)).toHaveLength(1);
  });

  it('issue 25 #6: an empty form is a confirmation: no questions, the message', () => {
    const parsed = safeParseElicitRequest(form({}));
    expect(parsed.success && parsed.data.questions).toEqual([]);
    expect(parsed.success && parsed.data.unanswerable).toBeUndefined();
  });

  it('every problem of a form is reported at once, each under its own property', () => {
    const error = safeParseElicitRequest(
      form({ a: { type: 'string', format: 'x' }, b: { type: 'integer', minimum: 'low' } }),
    );
    expect(!error.success && error.error.issues.map((i) => i.path)).toEqual([
      ['requestedSchema', 'properties', 'a', 'format'],
      ['requestedSchema', 'properties', 'b', 'minimum'],
    ]);
  });

  it('never throws anything but AskInputError, whatever the params (property)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.dictionary(fc.string(), fc.anything()), (value, properties) => {
        for (const params of [value, form(properties)]) {
          const result = safeParseElicitRequest(params);
          if (result.success) expect(checkAskRequest(result.data)).toBeNull();
          else expect(result.error).toBeInstanceOf(AskInputError);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('elicitation: URL mode', () => {
  const url = (link: string) => ({
    mode: 'url',
    message: 'Sign in to connect your account',
    elicitationId: 'el-42',
    url: link,
  });

  it('an https link is openable; its host is read by the URL parser, not by eye', () => {
    expect(
      parseElicitUrlRequest(url('https://auth.example.com/connect?x=1'), { source: 'Mail' }),
    ).toEqual({
      mode: 'url',
      message: 'Sign in to connect your account',
      elicitationId: 'el-42',
      url: 'https://auth.example.com/connect?x=1',
      host: 'auth.example.com',
      openable: true,
      requester: 'Mail',
    });
    expect(parseElicitUrlRequest(url('https://paypal.com@evil.example/')).host).toBe(
      'evil.example',
    );
    expect(parseElicitUrlRequest(url('https://exаmple.com/')).host).toBe('xn--exmple-4nf.com');
  });

  it('anything but https is read but not openable', () => {
    for (const link of ['http://example.com', 'javascript:alert(1)', 'file:///etc/passwd'])
      expect(parseElicitUrlRequest(url(link)).openable).toBe(false);
  });

  it('a missing id or an unparsable URL is an AskInputError', () => {
    const result = safeParseElicitUrlRequest({ mode: 'url', message: 'm', url: 'not a url' });
    expect(!result.success && result.error.issues.map((i) => i.message)).toEqual([
      'elicitationId must be a string, not undefined',
      'url "not a url" is not a URL: send an absolute https:// link',
    ]);
  });
});
