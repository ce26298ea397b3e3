import { describe, expect, it } from 'vitest';
import { askRequestKey, checkAskRequest } from '../../dialects';
import { AskInputError } from '../../schema/errors';
import { getAskAdapter } from '..';
import { parseElicitRequest } from '../elicitation';
import {
  parseAcpElicitRequest,
  parseAcpElicitUrlRequest,
  readAcpElicitationScope,
  safeParseAcpElicitRequest,
  safeParseAcpElicitUrlRequest,
} from '.';

const form = (
  properties: Record<string, unknown>,
  extra: Record<string, unknown> = {},
  schema: Record<string, unknown> = {},
) => ({
  sessionId: 'sess-1',
  mode: 'form',
  message: 'Configure the deployment',
  requestedSchema: { type: 'object', properties, ...schema },
  ...extra,
});

const only = (schema: unknown) => parseAcpElicitRequest(form({ field: schema })).questions[0]!;

const issuesOf = (params: unknown) => {
  const result = safeParseAcpElicitRequest(params);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues;
};

describe('issue 29: acp-elicitation reads ACP forms with the MCP reader', () => {
  it('issue 29: dialect acp-elicitation, the agent as requester, a valid request', () => {
    const request = parseAcpElicitRequest(
      form(
        { name: { type: 'string' }, n: { type: 'integer', minimum: 1 } },
        {},
        { required: ['name'] },
      ),
      { source: ' Claude Agent ' },
    );
    expect(request.dialect).toBe('acp-elicitation');
    expect(request.requester).toBe('Claude Agent');
    expect(request.questions.map((q) => [q.id, q.required])).toEqual([
      ['name', true],
      ['n', false],
    ]);
    expect(request.questions[1]!.input).toEqual({ kind: 'integer', min: 1 });
    expect(checkAskRequest(request)).toBeNull();
    expect(
      getAskAdapter('acp-elicitation').safeParse(form({ a: { type: 'boolean' } })).success,
    ).toBe(true);
  });

  it('issue 29: mode is required; "url", "_custom" and unknown modes are refused at mode', () => {
    const { mode: _, ...noMode } = form({ a: { type: 'string' } });
    expect(issuesOf(noMode)).toEqual([
      expect.objectContaining({
        path: ['mode'],
        message: expect.stringContaining('ACP requires mode'),
      }),
    ]);
    for (const mode of ['url', '_acme/wizard', 'wizard', 7])
      expect(issuesOf(form({ a: { type: 'string' } }, { mode })).map((i) => i.path)).toEqual([
        ['mode'],
      ]);
    expect(issuesOf(form({}, { mode: 'url' }))[0]!.message).toContain('parseAcpElicitUrlRequest');
    // MCP's default stays: no mode is a form there.
    expect(parseElicitRequest(noMode).questions).toHaveLength(1);
  });

  it('issue 29: an option description (oneOf and items.anyOf) is shown under its title', () => {
    const single = only({
      type: 'string',
      oneOf: [
        { const: 'prod', title: 'Production', description: ' Live traffic ' },
        { const: 'dev', title: 'Development', description: null },
      ],
    });
    expect(single.options).toEqual([
      { label: 'Production', value: 'prod', description: 'Live traffic' },
      { label: 'Development', value: 'dev' },
    ]);
    const multi = only({
      type: 'array',
      items: { anyOf: [{ const: 'lint', title: 'Lint', description: 'eslint' }] },
    });
    expect(multi.options).toEqual([{ label: 'Lint', value: 'lint', description: 'eslint' }]);
    // MCP has no option descriptions: the same option shows none there.
    const mcp = parseElicitRequest({
      message: 'm',
      requestedSchema: {
        type: 'object',
        properties: {
          f: { type: 'string', oneOf: [{ const: 'a', title: 'A', description: 'x' }] },
        },
      },
    });
    expect(mcp.questions[0]!.options).toEqual([{ label: 'A', value: 'a' }]);
  });

  it('issue 29: a string pattern is read as MCP reads it (checked where the matcher can)', () => {
    expect(only({ type: 'string', pattern: '^[a-z]+$' }).input).toEqual({
      kind: 'text',
      pattern: '^[a-z]+$',
    });
    expect(only({ type: 'string', pattern: '(?=a)a' }).input).toMatchObject({
      patternChecked: false,
    });
  });

  it('issue 29: enumNames is ignored: the values are shown as given', () => {
    expect(
      only({ type: 'string', enum: ['prod', 'dev'], enumNames: ['Production', 'Dev'] }).options,
    ).toEqual([
      { label: 'prod', value: 'prod' },
      { label: 'dev', value: 'dev' },
    ]);
  });

  it.each([
    [{ type: 'color' }, ['requestedSchema', 'properties', 'field', 'type']],
    [{ type: '_color' }, ['requestedSchema', 'properties', 'field', 'type']],
    [{ type: 'object', properties: {} }, ['requestedSchema', 'properties', 'field', 'type']],
    [
      { type: 'array', items: { type: 'number', enum: [1] } },
      ['requestedSchema', 'properties', 'field', 'items', 'type'],
    ],
    [
      { type: 'array', items: { type: '_tag', anyOf: [{ const: 'a', title: 'A' }] } },
      ['requestedSchema', 'properties', 'field', 'items', 'type'],
    ],
  ])('issue 29: %j is refused naming the field, never a half card', (schema, path) => {
    const issues = issuesOf(form({ ok: { type: 'string' }, field: schema }));
    expect(issues.map((i) => i.path)).toEqual([path]);
    expect(issues[0]!.message).toMatch(/^requestedSchema\.properties\.field\./);
    expect(() => parseAcpElicitRequest(form({ field: schema }))).toThrow(AskInputError);
  });

  it('issue 29: an unknown string format is a plain string (MCP refuses it)', () => {
    expect(only({ type: 'string', format: 'phone' }).input).toEqual({ kind: 'text' });
    expect(only({ type: 'string', format: 'email' }).input).toEqual({
      kind: 'text',
      format: 'email',
    });
    expect(() =>
      parseElicitRequest({
        message: 'm',
        requestedSchema: { type: 'object', properties: { f: { type: 'string', format: 'phone' } } },
      }),
    ).toThrow(/format/);
  });

  it('issue 29: the schema title is the request title; its description follows the message', () => {
    const request = parseAcpElicitRequest(
      form({ a: { type: 'string' } }, {}, { title: ' Deploy ', description: 'Pick carefully.' }),
    );
    expect(request.title).toBe('Deploy');
    expect(request.message).toBe('Configure the deployment\n\nPick carefully.');
  });

  it('issue 29: null keywords read as absent (ACP: omitted and null are equivalent)', () => {
    const q = only({
      type: 'string',
      title: null,
      description: null,
      minLength: null,
      maxLength: null,
      pattern: null,
      format: null,
      default: null,
    });
    expect(q).toMatchObject({ id: 'field', question: 'field', input: { kind: 'text' } });
    expect(q.default).toBeUndefined();
    const request = parseAcpElicitRequest(
      form({ a: { type: 'boolean' } }, { toolCallId: null }, { required: null, title: null }),
    );
    expect(request.questions[0]!.required).toBe(false);
  });

  it('issue 29: the scope stays on request.source, so two sessions make two card keys', () => {
    const a = parseAcpElicitRequest(form({ a: { type: 'string' } }, { toolCallId: 't1' }));
    const b = parseAcpElicitRequest(form({ a: { type: 'string' } }, { sessionId: 'sess-2' }));
    expect(a.source).toMatchObject({ sessionId: 'sess-1', toolCallId: 't1' });
    expect(askRequestKey(a)).not.toBe(askRequestKey(b));
    const { sessionId: _, ...noScope } = form({ a: { type: 'string' } });
    expect(issuesOf(noScope).map((i) => i.path)).toEqual([['sessionId']]);
    expect(parseAcpElicitRequest({ ...noScope, requestId: 4 }).source).toMatchObject({
      requestId: 4,
    });
    expect(issuesOf(form({}, { sessionId: 3 })).map((i) => i.path)).toEqual([['sessionId']]);
  });

  it('issue 29: readAcpElicitationScope gives the session or request scope, null when absent', () => {
    expect(readAcpElicitationScope({ sessionId: 's', toolCallId: 't' })).toEqual({
      sessionId: 's',
      toolCallId: 't',
    });
    expect(readAcpElicitationScope({ sessionId: 's', toolCallId: null })).toEqual({
      sessionId: 's',
    });
    expect(readAcpElicitationScope({ requestId: null })).toEqual({ requestId: null });
    expect(readAcpElicitationScope({ requestId: 'r1' })).toEqual({ requestId: 'r1' });
    expect(readAcpElicitationScope({ mode: 'form' })).toBeNull();
    expect(readAcpElicitationScope('nope')).toBeNull();
    expect(() => readAcpElicitationScope({ sessionId: {} })).toThrow(/^sessionId must be a string/);
  });

  it('issue 29: MCP caps bound an ACP form (no protocol limits)', () => {
    const many = Object.fromEntries(
      Array.from({ length: 101 }, (_, i) => [`f${i}`, { type: 'string' }]),
    );
    expect(issuesOf(form(many))[0]!.message).toContain('the limit is 100');
  });
});

describe('issue 29: ACP URL mode', () => {
  const url = {
    requestId: 'init-1',
    mode: 'url',
    elicitationId: 'el-1',
    message: 'Sign in to continue',
    url: 'https://auth.example.com/login?x=1',
  };

  it('issue 29: a URL request reads as MCP’s, with its scope', () => {
    expect(parseAcpElicitUrlRequest(url, { source: 'Agent' })).toEqual({
      mode: 'url',
      message: 'Sign in to continue',
      elicitationId: 'el-1',
      url: 'https://auth.example.com/login?x=1',
      host: 'auth.example.com',
      openable: true,
      requester: 'Agent',
      scope: { requestId: 'init-1' },
    });
  });

  it('issue 29: a URL request needs mode "url" and a scope', () => {
    const { mode: _, ...noMode } = url;
    const paths = (params: unknown) => {
      const r = safeParseAcpElicitUrlRequest(params);
      return r.success ? [] : r.error.issues.map((i) => i.path);
    };
    expect(paths(noMode)).toEqual([['mode']]);
    expect(paths({ ...url, mode: 'form' })).toEqual([['mode']]);
    const { requestId: __, ...noScope } = url;
    expect(paths(noScope)).toEqual([['sessionId']]);
  });
});

describe('issue 29: a re-ask of the same form is a new card', () => {
  it('issue 29: the host’s JSON-RPC request id tells two identical forms apart', () => {
    const params = form({ env: { type: 'string', enum: ['prod', 'dev'] } });
    const first = parseAcpElicitRequest(params, { jsonRpcId: 7 });
    const again = parseAcpElicitRequest(params, { jsonRpcId: 8 });
    expect(askRequestKey(first)).not.toBe(askRequestKey(again));
    // The same request read twice (a re-render) keeps its key.
    expect(askRequestKey(parseAcpElicitRequest(params, { jsonRpcId: 7 }))).toBe(
      askRequestKey(first),
    );
    // A string id, as JSON-RPC allows, and the params' own scope untouched.
    const named = parseAcpElicitRequest(params, { jsonRpcId: 'req-7' });
    expect(askRequestKey(named)).not.toBe(askRequestKey(first));
    expect(named.source).toMatchObject({ sessionId: 'sess-1', jsonRpcId: 'req-7' });
    expect(parseAcpElicitRequest(params).source).toEqual(params);
  });
});
