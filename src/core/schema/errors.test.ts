import { describe, expect, it } from 'vitest';
import { formatAskInputPath } from './errors';
import {
  AskInputError,
  parseAskToolInput,
  parseAskUserInput,
  safeParseAskToolInput,
  safeParseAskUserInput,
} from '../dialects';

const dialects = [
  { dialect: 'asktool', parse: parseAskToolInput, safeParse: safeParseAskToolInput },
  { dialect: 'ask_user', parse: parseAskUserInput, safeParse: safeParseAskUserInput },
] as const;

describe('AskInputError', () => {
  it('is an Error named AskInputError whose message has one line per issue', () => {
    const error = new AskInputError([
      { path: ['questions'], message: 'first' },
      { path: [], message: 'second' },
    ]);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('AskInputError');
    expect(error.message).toBe('first\nsecond');
    expect(error.issues).toHaveLength(2);
    expect(error.stack).toMatch(/^AskInputError: first/);
  });

  it('keeps the first 20 issues and counts the rest in one more line', () => {
    const issues = Array.from({ length: 150_000 }, (_, i) => ({
      path: ['questions', i],
      message: `issue ${i}`,
    }));
    const error = new AskInputError(issues);
    expect(error.issues).toEqual(issues.slice(0, 20));
    const lines = error.message.split('\n');
    expect(lines).toHaveLength(21);
    expect(lines[19]).toBe('issue 19');
    expect(lines[20]).toBe(
      '… and 149980 more issues: fix the ones above, look for the same problems in the rest of the input, and retry',
    );
  });

  it('counts issues that were found but not passed in, and says "1 more issue"', () => {
    const error = new AskInputError([{ path: [], message: 'only' }], 2);
    expect(error.message).toBe(
      'only\n… and 1 more issue: fix the ones above, look for the same problems in the rest of the input, and retry',
    );
  });

  it('20 issues are all listed, with no count line', () => {
    const error = new AskInputError(
      Array.from({ length: 20 }, (_, i) => ({ path: [], message: `issue ${i}` })),
    );
    expect(error.message.split('\n')).toHaveLength(20);
  });
});

describe.each(dialects)('$dialect: a host written like the README', ({ parse }) => {
  const host = (input: unknown) => {
    try {
      parse(input);
      return 'ok';
    } catch (error) {
      if (error instanceof AskInputError) return error.message;
      throw error;
    }
  };

  it('gets an AskInputError of at most 21 lines for huge arrays, never a RangeError', () => {
    for (const input of [
      { questions: [{ question: 'q', options: Array(150_000).fill(null) }] },
      { questions: Array.from({ length: 100_000 }, () => ({ question: ' ', options: ['a'] })) },
      { questions: Array(200_000).fill({}) },
      {
        questions: Array.from({ length: 100 }, () => ({
          id: 'A',
          header: ' ',
          question: ' ',
          options: Array(100).fill({ label: 7, x: 1 }),
        })),
      },
    ]) {
      expect(host(input).split('\n').length).toBeLessThanOrEqual(21);
    }
  });
});

describe.each(dialects)('$dialect: input that is not an object', ({ parse, safeParse }) => {
  it('null, a string, an array and a number are AskInputError, not TypeError', () => {
    for (const value of [
      null,
      undefined,
      'questions',
      [],
      [{ question: 'x' }],
      42,
      true,
      () => {},
    ]) {
      expect(() => parse(value)).toThrow(AskInputError);
      const result = safeParse(value);
      expect(result.success).toBe(false);
      if (!result.success)
        expect(result.error.issues).toEqual([
          { path: [], message: expect.stringMatching(/^input must be an object/) },
        ]);
    }
  });

  it('the message says what was received', () => {
    expect(() => parse(null)).toThrow(
      'input must be an object like { "questions": [ … ] }, not null',
    );
    expect(() => parse([])).toThrow('not an array');
    expect(() => parse('x')).toThrow('not a string');
  });
});

describe('all issues are reported at once', () => {
  it('ask_user: issues from every question and every level, grouped by question', () => {
    const result = safeParseAskUserInput({
      questions: [
        {
          id: 'Deploy-Target',
          header: ' ',
          question: 'x'.repeat(4042),
          options: [{ label: 'Staging' }, { label: ' staging ' }, { label: 'Other' }],
        },
        {
          id: 'notify',
          header: 'Notify',
          question: 'Tell the team?',
          options: [{ label: 'Yes' }],
          multiSelect: 'no',
        },
      ],
      timeoutSeconds: 12.5,
      extra: 1,
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues.map((issue) => issue.path)).toEqual([
      ['timeoutSeconds'],
      ['extra'],
      ['questions', 0, 'id'],
      ['questions', 0, 'header'],
      ['questions', 0, 'question'],
      ['questions', 0, 'options', 2],
      ['questions', 0, 'options', 1, 'label'],
      ['questions', 1, 'options'],
      ['questions', 1, 'multiSelect'],
    ]);
    expect(result.error.message.split('\n')).toHaveLength(9);
  });

  it('asktool: a malformed option does not hide a long question elsewhere', () => {
    const result = safeParseAskToolInput({
      questions: [
        { question: 'Pick one', options: [42] },
        { question: 'x'.repeat(301), options: ['A', 'a'] },
      ],
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.message).toBe(
      [
        'questions[0].options[0] must be a label string or an object like { "label": "…" }, not a number',
        'questions[1].question is 301 characters; the limit is 300: shorten it and retry',
        'questions[1].options[1] "a" repeats questions[1].options[0]: option labels must be unique (compared ignoring case, spacing, width and invisible characters); rename or remove one',
      ].join('\n'),
    );
  });

  it('a count is still checked when an item inside is malformed', () => {
    const q = (id: string) => ({
      id,
      header: 'H',
      question: 'Q?',
      options: [{ label: 'A' }, { label: 'B' }],
    });
    const result = safeParseAskUserInput({
      questions: [q('a'), q('b'), q('c'), { ...q('d'), id: 7 }],
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues.map((issue) => issue.message)).toEqual([
      'questions has 4 items; ask_user allows 1-3: ask fewer questions',
      'questions[3].id must be a string, not a number: use a snake_case answer key, e.g. "deploy_target"',
    ]);
  });
});

describe('messages contain path + limit + fix', () => {
  it.each([
    [
      'questions[1].question is 4042 characters; the limit is 4000: shorten it and retry',
      { questions: [{}, { question: 'x'.repeat(4042) }] },
    ],
    [
      'questions has 4 items; ask_user allows 1-3: ask fewer questions',
      { questions: [{}, {}, {}, {}] },
    ],
    [
      'questions[0].options[1]: replace the "Other" option with another choice; free text is always offered',
      { questions: [{ options: [{ label: 'A' }, { label: 'Other' }] }] },
    ],
    [
      'questions[0].options[2]: remove the "Other" option; free text is always offered',
      { questions: [{ options: [{ label: 'A' }, { label: 'B' }, { label: 'Other' }] }] },
    ],
    ['questions[0].foo is not a known field: remove it', { questions: [{ foo: 1 }] }],
    [
      'questions[0].id "Deploy-Target" must be snake_case (^[a-z][a-z0-9_]*$)',
      { questions: [{ id: 'Deploy-Target' }] },
    ],
    [
      'questions[0].options[2].label "Staging" repeats questions[0].options[0].label: option labels must be unique',
      { questions: [{ options: [{ label: 'staging' }, { label: 'B' }, { label: 'Staging' }] }] },
    ],
  ])('%s', (expected, value) => {
    const result = safeParseAskUserInput(value);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.message).toContain(expected);
  });
});

describe('formatAskInputPath', () => {
  it('writes paths as code would', () => {
    expect(formatAskInputPath(['questions', 1, 'options', 0, 'label'])).toBe(
      'questions[1].options[0].label',
    );
    expect(formatAskInputPath([])).toBe('input');
    expect(formatAskInputPath(['questions', 0, 'my key'])).toBe('questions[0]["my key"]');
    expect(formatAskInputPath(['', 'a'])).toBe('[""].a');
  });
});
