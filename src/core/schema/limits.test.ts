// Issue 15: resource limits no legitimate prompt meets, checked before deep work.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toolQuestion, userQuestion } from '../../../test/fixtures/tool-inputs';
import { safeParseAskToolInput, safeParseAskUserInput } from '../dialects';
import {
  ASKTOOL_LABEL_MAX_CHARS,
  DESCRIPTION_MAX_CHARS,
  HEADER_INPUT_MAX_CHARS,
  ID_MAX_CHARS,
  MAX_INPUT_LENGTH,
} from './limits';
import { inputLength } from './size';

const userMessages = (input: unknown) => {
  const result = safeParseAskUserInput(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};
const toolMessages = (input: unknown) => {
  const result = safeParseAskToolInput(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the limits', () => {
  it('are far above any real card and below what costs a host', () => {
    expect([
      ASKTOOL_LABEL_MAX_CHARS,
      DESCRIPTION_MAX_CHARS,
      HEADER_INPUT_MAX_CHARS,
      ID_MAX_CHARS,
      MAX_INPUT_LENGTH,
    ]).toEqual([1000, 1000, 1000, 64, 262_144]);
  });
});

describe('characters per field', () => {
  it('an asktool label of 1,000 code points is accepted (measured trimmed), 1,001 rejected', () => {
    expect(
      toolMessages({
        questions: [
          toolQuestion({ options: [`  ${'😀'.repeat(1000)}  `, { label: 'x'.repeat(1000) }] }),
        ],
      }),
    ).toEqual([]);
    expect(
      toolMessages({
        questions: [toolQuestion({ options: ['x'.repeat(1001), { label: 'y'.repeat(1001) }] })],
      }),
    ).toEqual([
      'questions[0].options[0] is 1001 characters; the limit is 1000: shorten it',
      'questions[0].options[1].label is 1001 characters; the limit is 1000: shorten it',
    ]);
  });

  it('a description of 1,000 code points is accepted, 1,001 rejected, in both dialects', () => {
    expect(
      toolMessages({
        questions: [toolQuestion({ options: [{ label: 'A', description: 'd'.repeat(1000) }] })],
      }),
    ).toEqual([]);
    expect(
      toolMessages({
        questions: [toolQuestion({ options: [{ label: 'A', description: 'd'.repeat(1001) }] })],
      }),
    ).toEqual([
      'questions[0].options[0].description is 1001 characters; the limit is 1000: shorten it',
    ]);
    const user = (description: string) => ({
      questions: [userQuestion({ options: [{ label: 'A', description }, { label: 'B' }] })],
    });
    expect(userMessages(user('d'.repeat(1000)))).toEqual([]);
    expect(userMessages(user('d'.repeat(1001)))).toEqual([
      'questions[0].options[0].description is 1001 characters; the limit is 1000: shorten it',
    ]);
  });

  it('an ask_user id of 64 characters is accepted, 65 rejected', () => {
    expect(userMessages({ questions: [userQuestion({ id: 'a'.repeat(64) })] })).toEqual([]);
    expect(userMessages({ questions: [userQuestion({ id: 'a'.repeat(65) })] })).toEqual([
      'questions[0].id is 65 characters; the limit is 64: use a shorter answer key',
    ]);
  });

  it('an ask_user header of 1,000 code points is cut to 12; 1,001 is rejected', () => {
    const result = safeParseAskUserInput({
      questions: [userQuestion({ header: 'h'.repeat(1000) })],
    });
    expect(result.success && result.data.questions[0]!.header).toBe('h'.repeat(12));
    expect(userMessages({ questions: [userQuestion({ header: 'h'.repeat(1001) })] })).toEqual([
      'questions[0].header is 1001 characters; the limit is 1000: shorten it to at most 12 characters (longer headers are cut to 12)',
    ]);
  });
});

describe('the whole input', () => {
  it('is measured as its JSON text', () => {
    expect(inputLength({ questions: [{ question: 'Q?', options: ['a'] }] })).toBe(49);
    expect(inputLength(['"\\\n\u0001', 1.5e300, -0, true, null, { a: undefined }])).toBe(
      JSON.stringify(['"\\\n\u0001', 1.5e300, -0, true, null, { a: undefined }]).length,
    );
  });

  it('a 300 K or 1 MB label, question or unknown field is rejected by the size alone, in one issue', () => {
    const message = `input is over ${MAX_INPUT_LENGTH} characters as JSON; the limit is ${MAX_INPUT_LENGTH}: ask fewer questions with shorter text, and retry`;
    for (const size of [300_000, 1_000_000]) {
      const big = 'x'.repeat(size);
      for (const [parse, input] of [
        [toolMessages, { questions: [toolQuestion({ options: [big, 'b'] })] }],
        [toolMessages, { questions: [toolQuestion({ question: big })] }],
        [toolMessages, { questions: [toolQuestion()], note: big }],
        [userMessages, { questions: [userQuestion({ id: big })] }],
        [userMessages, { questions: [userQuestion({ header: big })] }],
      ] as const) {
        const messages = parse(input);
        expect(messages).toHaveLength(1);
        // Past twice the limit, the plain copy refuses it before it is measured (issue 24 #11).
        if (size === 300_000) expect(messages).toEqual([message]);
        else expect(messages[0]).toMatch(/^input is .*size limit/);
      }
    }
  });

  it('issue 24 #3: a 10 MB string after item 101 of an array, or 6 levels deep, is measured', () => {
    const big = 'x'.repeat(10_000_000);
    const options = [...Array.from({ length: 101 }, (_, i) => `o${i}`), big];
    expect(inputLength({ questions: [{ question: 'Q?', options }] })).toBeGreaterThan(
      MAX_INPUT_LENGTH,
    );
    expect(inputLength({ a: { b: { c: { d: { e: { f: big } } } } } })).toBeGreaterThan(
      MAX_INPUT_LENGTH,
    );
    expect(
      inputLength({ a: [[[[[[[[[[{ f: '1'.repeat(MAX_INPUT_LENGTH) }]]]]]]]]]] }),
    ).toBeGreaterThan(MAX_INPUT_LENGTH);
  });

  it('issue 24 #3: nesting 1,000,000 levels deep and an array of 10^9 holes are measured past the limit, not overflowing', () => {
    let deep: unknown = [];
    for (let i = 0; i < 1_000_000; i++) deep = [deep];
    expect(inputLength(deep)).toBeGreaterThan(MAX_INPUT_LENGTH);
    expect(inputLength(new Array(1e9))).toBeGreaterThan(MAX_INPUT_LENGTH);
    const cycle: Record<string, unknown> = { a: 1 };
    cycle.self = cycle;
    expect(inputLength(cycle)).toBeGreaterThan(MAX_INPUT_LENGTH);
  });

  it('issue 24 #3: never under-counts the JSON of any value, at any stop (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.nat(4000), (value, stop) => {
        const json = JSON.stringify(value).length;
        expect(inputLength(value, Infinity)).toBe(json);
        expect(inputLength(value, stop) > stop).toBe(json > stop);
      }),
      { numRuns: 500 },
    );
  });

  it('issue 24 #3: any input whose JSON is over the limit is refused by every dialect (property)', () => {
    // A random JSON value at a random place in an otherwise valid input, carrying a string that
    // takes the whole past the limit.
    const place = fc.tuple(fc.jsonValue({ maxDepth: 4 }), fc.nat(200));
    fc.assert(
      fc.property(place, fc.nat(10), ([value, at], extra) => {
        const input = { questions: [toolQuestion()], note: [value] };
        const room = MAX_INPUT_LENGTH - JSON.stringify(input).length;
        const padded = {
          ...input,
          note: [...Array<null>(at).fill(null), value, 'x'.repeat(room + extra)],
        };
        expect(JSON.stringify(padded).length).toBeGreaterThan(MAX_INPUT_LENGTH);
        for (const messages of [toolMessages(padded), userMessages(padded)])
          expect(messages).toEqual([
            expect.stringMatching(/^input is over \d+ characters as JSON/),
          ]);
      }),
      { numRuns: 50 },
    );
  });

  it('the largest asktool input under the per-field limits that a person could still read passes', () => {
    // 100 questions of 10 options of 200 characters (1,000 options in all): about 230 K.
    const questions = Array.from({ length: 100 }, (_, q) => ({
      question: `Question ${q} ${'q'.repeat(280)}`,
      options: Array.from({ length: 10 }, (_, o) => ({ label: `${o} ${'l'.repeat(196)}` })),
    }));
    expect(toolMessages({ questions })).toEqual([]);
  });

  // Speed is the benchmarks' business (no timed assertions here); these pin the bounded walk.
  it('arrays nested 100 × 100 × 100 deep are measured past the limit (one unit per value bounds the walk)', () => {
    const cube = Array.from({ length: 100 }, () =>
      Array.from({ length: 100 }, () => Array.from({ length: 100 }, () => [[[]]])),
    );
    expect(inputLength({ questions: cube })).toBeGreaterThan(MAX_INPUT_LENGTH);
  });

  it('an object of 100,000 unknown keys is over the limit: one issue, not 100,000', () => {
    const input: Record<string, unknown> = Object.fromEntries(
      Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i]),
    );
    input.questions = [toolQuestion()];
    expect(toolMessages(input)).toHaveLength(1);
  });
});

describe('a message quotes at most 80 characters of the value', () => {
  it('a repeated 1,000-character label', () => {
    const label = 'L'.repeat(1000);
    const [message] = toolMessages({ questions: [toolQuestion({ options: [label, label] })] });
    expect(message).toContain(`"${'L'.repeat(80)}…" repeats questions[0].options[0]`);
    expect(message!.length).toBeLessThan(300);
  });

  it('a malformed 10,000-character id, whose suggestion is cut to the id limit', () => {
    const [length, snake] = userMessages({
      questions: [userQuestion({ id: 'Deploy-Target-'.repeat(700) })],
    });
    expect(length).toBe(
      'questions[0].id is 9800 characters; the limit is 64: use a shorter answer key',
    );
    expect(snake).toContain(`"${'Deploy-Target-'.repeat(5)}Deploy-Tar…" must be snake_case`);
    const suggested = JSON.parse(/use ("[^"]*")$/.exec(snake!)![1]!) as string;
    expect(suggested.length).toBeLessThanOrEqual(64);
    expect(userMessages({ questions: [userQuestion({ id: suggested })] })).toEqual([]);
  });
});
