// Issue 15: resource limits no legitimate prompt meets, checked before deep work.
import { describe, expect, it } from 'vitest';
import { toolQuestion, userQuestion } from '../../../test/fixtures/tool-inputs';
import { safeParseAskToolInput, safeParseAskUserInput } from './index';
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
  it('is measured as keys and strings, one more per value', () => {
    expect(inputLength({ questions: [{ question: 'Q?', options: ['a'] }] })).toBe(33);
  });

  it('a 1 MB label, question or unknown field is rejected by the size alone, in one issue', () => {
    const big = 'x'.repeat(1_000_000);
    const message = `input is over ${MAX_INPUT_LENGTH} characters (keys and strings counted); the limit is ${MAX_INPUT_LENGTH}: ask fewer questions with shorter text, and retry`;
    for (const [parse, input] of [
      [toolMessages, { questions: [toolQuestion({ options: [big, 'b'] })] }],
      [toolMessages, { questions: [toolQuestion({ question: big })] }],
      [toolMessages, { questions: [toolQuestion()], note: big }],
      [userMessages, { questions: [userQuestion({ id: big })] }],
      [userMessages, { questions: [userQuestion({ header: big })] }],
    ] as const) {
      expect(parse(input)).toEqual([message]);
    }
  });

  it('the largest asktool input under the per-field limits that a person could still read passes', () => {
    // 100 questions of 20 options of 100 characters: about 230 K.
    const questions = Array.from({ length: 100 }, (_, q) => ({
      question: `Question ${q} ${'q'.repeat(280)}`,
      options: Array.from({ length: 20 }, (_, o) => ({ label: `${o} ${'l'.repeat(96)}` })),
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
