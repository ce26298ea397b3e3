/**
 * Issue 25 #8: a string field's `pattern` is checked as the user types, by a linear-time matcher
 * (RE2), with ECMA-262's unanchored search; a pattern the matcher cannot run is left to the
 * server. Proven against the real SDK: the server's own Ajv validation has the last word.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  ErrorCode,
  McpError,
  type ElicitRequestFormParams,
  type ElicitResult as SdkElicitResult,
} from '@modelcontextprotocol/sdk/types.js';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ElicitCreateRequest,
  askTransition,
  createAskState,
  getAdvanceBlocker,
  safeParseElicitRequest,
  toAskResolution,
  type AskRequest,
  type AskState,
  type ElicitResult,
} from '../../src/core';
import { PATTERN_MAX_CHARS, patternMatches } from '../../src/core/schema/pattern';

const open: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((close) => close()));
});

const field = (schema: Record<string, unknown>): ElicitRequestFormParams =>
  ({
    mode: 'form',
    message: 'Who are you?',
    requestedSchema: { type: 'object', properties: { name: schema }, required: ['name'] },
  }) as unknown as ElicitRequestFormParams;

/** The user's field: type, read the live blocker, submit. */
class Field {
  state: AskState;
  constructor(request: AskRequest) {
    this.state = createAskState(request, undefined, { layout: 'stacked' });
  }
  type(text: string) {
    this.state = askTransition(this.state, { type: 'setOtherText', text, question: 0 });
    return this;
  }
  get blocker() {
    return getAdvanceBlocker(this.state, 0);
  }
  submit() {
    this.state = askTransition(this.state, { type: 'submitAll' });
    return this;
  }
}

/** The server asks `params`; the user acts on the card; the server's result or error. */
async function roundTrip(params: ElicitRequestFormParams, act: (field: Field) => void) {
  const server = new McpServer({ name: 'id-server', version: '1.0.0' });
  const client = new Client(
    { name: 'host', version: '1.0.0' },
    { capabilities: { elicitation: { form: {}, url: {} } } },
  );
  // The SDK's own ElicitRequestSchema strips `pattern`: the host reads the params as sent.
  client.setRequestHandler(ElicitCreateRequest, async ({ params }) => {
    const parsed = safeParseElicitRequest(params);
    if (!parsed.success) throw new McpError(ErrorCode.InvalidParams, parsed.error.message);
    const user = new Field(parsed.data);
    act(user);
    expect(user.state.status).toBe('resolved');
    return toAskResolution<ElicitResult>(user.state)!.result as SdkElicitResult;
  });
  const [a, b] = InMemoryTransport.createLinkedPair();
  await Promise.all([client.connect(a), server.connect(b)]);
  open.push(async () => {
    await client.close();
    await server.close();
  });
  try {
    return { result: await server.server.elicitInput(params) };
  } catch (error) {
    if (!(error instanceof McpError)) throw error;
    return { error };
  }
}

describe('issue 25 #8: pattern', () => {
  it('issue 25 #8: "Ada" against ^[a-z]+$ is refused as the user types; "ada" is accepted by the server', async () => {
    const round = await roundTrip(field({ type: 'string', pattern: '^[a-z]+$' }), (user) => {
      user.type('Ada');
      expect(user.blocker).toEqual({ code: 'pattern' });
      expect(user.submit().state.status).toBe('pending');
      user.type('ada');
      expect(user.blocker).toBeNull();
      user.submit();
    });
    expect(round).toEqual({ result: { action: 'accept', content: { name: 'ada' } } });
  });

  it('issue 25 #8: a pattern is searched, not anchored (ECMA-262): [0-9] accepts "a1b"', async () => {
    const round = await roundTrip(field({ type: 'string', pattern: '[0-9]' }), (user) => {
      expect(user.type('ab').blocker).toEqual({ code: 'pattern' });
      expect(user.type('a1b').blocker).toBeNull();
      user.submit();
    });
    expect(round).toEqual({ result: { action: 'accept', content: { name: 'a1b' } } });
  });

  it('issue 25 #8: a lookahead the matcher cannot run is left to the server, and the card says so', async () => {
    const schema = { type: 'string', pattern: '^(?=.*\\d).+$' };
    const parsed = safeParseElicitRequest(field(schema));
    expect(parsed.success && parsed.data.questions[0]!.input).toMatchObject({
      pattern: '^(?=.*\\d).+$',
      patternChecked: false,
    });
    const round = await roundTrip(field(schema), (user) => {
      expect(user.type('abc').blocker).toBeNull();
      user.submit();
    });
    // The server's check, after the fact: what the card's note warned of.
    expect(round.error?.code).toBe(ErrorCode.InvalidParams);
    expect(round.error?.message).toMatch(/pattern/);
  });

  it('issue 25 #8: a pattern longer than 1,000 characters is an AskInputError naming the field', () => {
    const parsed = safeParseElicitRequest(
      field({ type: 'string', pattern: 'a'.repeat(PATTERN_MAX_CHARS + 1) }),
    );
    expect(parsed.success).toBe(false);
    expect(!parsed.success && parsed.error.message).toContain(
      `requestedSchema.properties.name.pattern is ${PATTERN_MAX_CHARS + 1} characters; the limit is ${PATTERN_MAX_CHARS}`,
    );
    const notText = safeParseElicitRequest(field({ type: 'string', pattern: 7 }));
    expect(!notText.success && notText.error.message).toContain(
      'requestedSchema.properties.name.pattern must be a string',
    );
  });

  it('issue 25 #8: a catastrophic pattern for a backtracking engine is checked in linear time', () => {
    expect(patternMatches('^(a+)+$', `${'a'.repeat(50_000)}!`)).toBe(false);
    expect(patternMatches('^(a|a)*$', 'a'.repeat(50_000))).toBe(true);
    // A program RE2 refuses to build (nested counted repeats): left to the server, not built.
    expect(patternMatches('((((a{100}){100}){100}){100})', 'a')).toBeNull();
  });

  it('issue 25 #8: where the matcher runs a pattern, it agrees with ECMA-262 (u flag, as Ajv compiles it)', () => {
    const atom = fc.constantFrom(
      'a',
      'b',
      'z',
      '0',
      '9',
      '.',
      '\\d',
      '\\D',
      '\\w',
      '\\W',
      '\\s',
      '\\S',
      '[a-c]',
      '[^a]',
      '[\\d\\s]',
      '[.]',
      '\\.',
      '\\u00e9',
      '\\u{1F600}',
      '[\\u00e0-\\u00ff]',
      '\\t',
      '\\n',
      ' ',
      '\\b',
      '\\B',
      'é',
      '😀',
      '\\/',
      '\\-',
      '[\\]a]',
      '[\\w-]',
    );
    const piece = fc
      .tuple(atom, fc.constantFrom('', '*', '+', '?', '{2}', '{1,3}', '*?', '{0,}'))
      .map(([a, q]) => (/^\\[bB]$/.test(a) ? a : a + q));
    const seq = fc.array(piece, { minLength: 1, maxLength: 4 }).map((p) => p.join(''));
    const pattern = fc
      .tuple(
        fc.constantFrom('', '^'),
        fc.array(seq, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('', '(?:', '('),
        fc.constantFrom('', '$'),
      )
      .map(([start, alts, group, end]) =>
        group ? `${start}${group}${alts.join('|')})${end}` : `${start}${alts.join('|')}${end}`,
      );
    const text = fc
      .array(
        fc.constantFrom(
          'a',
          'b',
          'z',
          '0',
          '9',
          ' ',
          '\n',
          '\r',
          '\u2028',
          '\u00a0',
          '\ufeff',
          'é',
          'É',
          '😀',
          '.',
          '-',
          '_',
          ']',
          '\t',
          'K',
          '\u212a',
        ),
        { maxLength: 8 },
      )
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(pattern, text, (source, input) => {
        const verdict = patternMatches(source, input);
        // Our own generated patterns only: the ECMA engine is the oracle here, never in src/.
        if (verdict !== null) expect(verdict).toBe(new RegExp(source, 'u').test(input));
      }),
      { numRuns: 3000 },
    );
  });
});
