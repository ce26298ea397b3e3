// Issue 24 #11: hand-built JavaScript input (what a host passes, not JSON) ends in a value or an
// AskInputError, never a raw TypeError: every dialect's parse and safeParse, createAskState and
// checkAskRequest. (decodeButtonCallback: src/channels/buttons.hostile.test.ts; AskCard:
// src/react/ask-card/hostile-request.test.tsx.)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as core from '../index';
import { AskInputError } from './errors';
import { MAX_INPUT_LENGTH } from './limits';

/** Every public `parse…` / `safeParse…` of a tool input, by name. */
const parsers = Object.entries(core).filter(
  ([name, value]) =>
    /^(safeParse|parse)[A-Z]/.test(name) &&
    name !== 'parseAskSummary' &&
    typeof value === 'function',
) as [string, (input: unknown) => unknown][];

const revoked = (target: object = {}) => {
  const { proxy, revoke } = Proxy.revocable(target, {});
  revoke();
  return proxy;
};

/** A value whose `key` throws when read. */
const throwing = (key: string, base: Record<string, unknown> = {}) =>
  Object.defineProperty({ ...base }, key, {
    enumerable: true,
    get() {
      throw new Error('boom');
    },
  });

/** A valid input of each shape the dialects take, to hide hostile values in. */
const question = { id: 'env', header: 'Env', question: 'Where?', options: [{ label: 'A' }] };

/** Hostile objects at the top and deep inside, for every dialect's shape. */
const hostile = (): [string, unknown][] => [
  ['a revoked Proxy', revoked()],
  ['a revoked Proxy as a question', { questions: [revoked()] }],
  ['a revoked array Proxy as options', { questions: [{ ...question, options: revoked([]) }] }],
  ['a throwing getter', throwing('questions')],
  ['a throwing getter in a question', { questions: [throwing('question', question)] }],
  ['a throwing getter in the form', { message: 'M', requestedSchema: throwing('properties') }],
  [
    'a sparse options array',
    { questions: [{ ...question, options: Object.assign(new Array(2), { 1: { label: 'B' } }) }] },
  ],
  ['a BigInt', { questions: [{ ...question, multiSelect: 1n }] }],
  [
    'a BigInt in the form',
    {
      message: 'M',
      requestedSchema: { type: 'object', properties: { n: { type: 'integer', default: 1n } } },
    },
  ],
  ['a symbol', { questions: [{ ...question, header: Symbol('h') }] }],
  ['a function', { questions: [{ ...question, question: () => 'Q' }] }],
  [
    'a Proxy whose ownKeys throws',
    new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('keys');
        },
      },
    ),
  ],
  [
    'a cycle',
    (() => {
      const o: Record<string, unknown> = { questions: [] };
      (o.questions as unknown[]).push(o);
      return o;
    })(),
  ],
];

/** A result or an AskInputError, and nothing else. */
function endsWell(run: () => unknown): unknown {
  try {
    return run();
  } catch (error) {
    expect(error).toBeInstanceOf(AskInputError);
    return error;
  }
}

describe('issue 24 #11: hand-built JavaScript input', () => {
  it('issue 24 #11: a throwing getter, a revoked Proxy, a sparse array, a BigInt reach every parse function: a value or an AskInputError naming the path, never a TypeError', () => {
    expect(parsers.length).toBeGreaterThanOrEqual(12);
    for (const [label, input] of hostile())
      for (const [name, parse] of parsers) {
        const result = endsWell(() => parse(input));
        if (name.startsWith('safeParse'))
          expect(result, `${name}(${label})`).toHaveProperty('success');
      }
  });

  it('issue 24 #11: the error names where the hostile value sits, and says to pass plain data', () => {
    const result = core.safeParseAskUserInput({
      questions: [throwing('question', question)],
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error.issues[0]!.path).toEqual(['questions', 0, 'question']);
      expect(result.error.message).toMatch(
        /questions\[0\]\.question could not be read.*plain data/,
      );
    }
    const big = core.safeParseElicitRequest({
      message: 'M',
      requestedSchema: { type: 'object', properties: { n: { type: 'integer', default: 1n } } },
    });
    expect(big.success).toBe(false);
    if (!big.success)
      expect(big.error.message).toMatch(/requestedSchema\.properties\.n\.default is a BigInt/);
  });

  it('issue 24 #11: a getter that changes between reads is read once: what is validated is what the request holds', () => {
    let reads = 0;
    const input = {
      get questions() {
        reads++;
        return reads === 1 ? [{ question: 'Deploy?', options: ['Yes', 'No'] }] : 'gone';
      },
    };
    const request = core.parseAskToolInput(input);
    expect(reads).toBe(1);
    expect(request.questions[0]!.options.map((o) => o.label)).toEqual(['Yes', 'No']);
    // A request keeping its source keeps the copy, not the getter.
    let claude = 0;
    const request2 = core.parseAskUserQuestionInput({
      get questions() {
        claude++;
        return [{ question: 'Which?', header: 'H', options: [{ label: 'A' }, { label: 'B' }] }];
      },
    });
    expect(claude).toBe(1);
    expect(Object.getOwnPropertyDescriptor(request2.source, 'questions')?.get).toBeUndefined();
  });

  it('issue 24 #11: a sparse options array reads its holes as missing options, named by index', () => {
    const result = core.safeParseAskToolInput({
      questions: [{ question: 'Q?', options: Object.assign(new Array(3), { 0: 'a', 2: 'c' }) }],
    });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(result.error.issues[0]!.path).toEqual(['questions', 0, 'options', 1]);
    // A sparse array of a billion holes stops at the size limit.
    const huge = core.safeParseAskToolInput({
      questions: [{ question: 'Q?', options: new Array(1e9) }],
    });
    expect(huge.success).toBe(false);
  });

  it('issue 24 #11: createAskState and checkAskRequest of a hostile request: an AskInputError, never a TypeError', () => {
    const valid = core.parseAskToolInput({ questions: [{ question: 'Q?', options: ['a'] }] });
    const requests: [string, unknown][] = [
      ...hostile(),
      ['a request with a throwing getter', throwing('questions', { dialect: 'asktool' })],
      ['a request with a revoked question', { ...valid, questions: [revoked()] }],
      [
        'a request with a getter',
        Object.defineProperty({ ...valid }, 'questions', {
          enumerable: true,
          get: () => valid.questions,
        }),
      ],
    ];
    for (const [label, request] of requests) {
      const error = core.checkAskRequest(request);
      expect(error, label).toBeInstanceOf(AskInputError);
      expect(() => core.createAskState(request as core.AskRequest), label).toThrow(AskInputError);
    }
    expect(core.checkAskRequest(requests.at(-1)![1])?.message).toMatch(
      /request\.questions is a getter: pass plain data/,
    );
  });

  it(
    'issue 24 #11: for fc.anything() and hostile objects, every public parse function returns a value or throws AskInputError, never anything else',
    { timeout: 60_000 },
    () => {
      // Thunks, built inside the property: fast-check cannot hold a revoked Proxy as a value.
      const all = hostile();
      const anyInput = fc.oneof(
        fc.nat(all.length - 1).map((i) => () => hostile()[i]![1]),
        fc.bigInt().map((n) => () => ({ questions: [{ ...question, options: [{ label: n }] }] })),
        fc
          .anything()
          .map((value) => () => ({ questions: [throwing('options', { question: value })] })),
        fc
          .anything({ withBigInt: true, withSparseArray: true, withNullPrototype: true })
          .map((value) => () => value),
        fc
          .record({ questions: fc.array(fc.anything({ withSparseArray: true }), { maxLength: 4 }) })
          .map((value) => () => value),
      );
      fc.assert(
        fc.property(anyInput, (make) => {
          for (const [, parse] of parsers) endsWell(() => parse(make()));
          endsWell(() => core.createAskState(make() as core.AskRequest));
          expect(core.checkAskRequest(make())).toBeInstanceOf(AskInputError);
        }),
        { numRuns: 300 },
      );
    },
  );

  it(
    'issue 24 #11: the plain copy stays bounded: 10× the input limit as one key, many keys or a 100,000-deep nest is an AskInputError',
    { timeout: 30_000 },
    () => {
      const wide: Record<string, number> = {};
      for (let i = 0; i < 40_000; i++) wide[`key ${i}`.padEnd(16)] = i;
      let deep: unknown = 'a';
      for (let i = 0; i < 100_000; i++) deep = { d: deep };
      for (const input of [{ ['x'.repeat(10 * MAX_INPUT_LENGTH)]: 1 }, wide, { questions: deep }]) {
        for (const [, parse] of parsers) {
          // Refused for its size (an MCP form, read further, may say what it lacks instead).
          const result = endsWell(() => parse(input));
          const error =
            result instanceof AskInputError ? result : (result as { error?: unknown }).error;
          expect(error).toBeInstanceOf(AskInputError);
          expect((error as AskInputError).issues.length).toBeLessThanOrEqual(4);
        }
      }
    },
  );
});
