import { describe, expect, it } from 'vitest';
import {
  AskInputError,
  AskUserInput,
  askUserInputSchema,
  parseAskUserInput,
  safeParseAskUserInput,
  type AskInputIssue,
} from '../../dialects';

const question = (overrides: Record<string, unknown> = {}) => ({
  id: 'deploy_target',
  header: 'Target',
  question: 'Where should this deploy?',
  options: [{ label: 'Staging (Recommended)' }, { label: 'Production' }],
  ...overrides,
});
const input = (...questions: unknown[]) => ({
  questions: questions.length ? questions : [question()],
});

function issuesOf(value: unknown): AskInputIssue[] {
  const result = safeParseAskUserInput(value);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues;
}
const messagesOf = (value: unknown) => issuesOf(value).map((issue) => issue.message);

describe('ask_user: normalization', () => {
  it('a valid input becomes an AskRequest with dialect ask_user and a timeout', () => {
    expect(
      parseAskUserInput({
        questions: [
          question({
            options: [
              { label: ' Staging (Recommended) ', description: ' safe ' },
              { label: 'Production', description: '' },
            ],
          }),
        ],
        timeoutSeconds: 120,
      }),
    ).toEqual({
      dialect: 'ask_user',
      questions: [
        {
          id: 'deploy_target',
          header: 'Target',
          question: 'Where should this deploy?',
          options: [
            { label: 'Staging (Recommended)', description: 'safe' },
            { label: 'Production' },
          ],
          multiSelect: false,
        },
      ],
      timeoutSeconds: 120,
    });
  });

  it('header `Deployment target` is cut to `Deployment t`', () => {
    expect(
      parseAskUserInput(input(question({ header: 'Deployment target' }))).questions[0]!.header,
    ).toBe('Deployment t');
  });

  it('a header is trimmed before it is cut', () => {
    expect(
      parseAskUserInput(input(question({ header: '   Deploy   ' }))).questions[0]!.header,
    ).toBe('Deploy');
  });

  it('a header of emoji is cut at a code point boundary, leaving no lone surrogate', () => {
    const header = parseAskUserInput(input(question({ header: '🚀'.repeat(20) }))).questions[0]!
      .header!;
    expect(header).toBe('🚀'.repeat(12));
    expect([...header].every((char) => char.codePointAt(0)! > 0xffff)).toBe(true);
  });

  it('a header that the cut leaves ending in a space loses the space', () => {
    expect(
      parseAskUserInput(input(question({ header: 'Deploy      now' }))).questions[0]!.header,
    ).toBe('Deploy');
  });

  it('timeoutSeconds 5 is clamped to 30, 9999 to 3600, absent is 900', () => {
    const timeout = (timeoutSeconds?: number) =>
      parseAskUserInput({ ...input(), timeoutSeconds }).timeoutSeconds;
    expect(timeout(5)).toBe(30);
    expect(timeout(9999)).toBe(3600);
    expect(timeout(undefined)).toBe(900);
    expect(timeout(-60)).toBe(30);
    expect(timeout(30)).toBe(30);
    expect(timeout(3600)).toBe(3600);
  });

  it('multiSelect defaults to false and keeps true', () => {
    const request = parseAskUserInput(
      input(question(), question({ id: 'notify', multiSelect: true })),
    );
    expect(request.questions.map((q) => q.multiSelect)).toEqual([false, true]);
  });

  it('askUserInputSchema is the AskUserInput schema', () => {
    expect(askUserInputSchema).toBe(AskUserInput);
    expect(AskUserInput.safeParse(input()).success).toBe(true);
  });
});

describe('ask_user: rules', () => {
  it('1 to 3 questions are allowed; 0 and 4 are rejected', () => {
    const q = (id: string) => question({ id });
    expect(safeParseAskUserInput(input(q('a'), q('b'), q('c'))).success).toBe(true);
    expect(messagesOf({ questions: [] })).toEqual([
      'questions has 0 items; ask_user allows 1-3: ask one question',
    ]);
    expect(messagesOf(input(q('a'), q('b'), q('c'), q('d')))).toEqual([
      'questions has 4 items; ask_user allows 1-3: ask fewer questions',
    ]);
  });

  it('2 to 4 options are allowed; 1 and 5 are rejected', () => {
    const options = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `Option ${i}` }));
    expect(safeParseAskUserInput(input(question({ options: options(4) }))).success).toBe(true);
    expect(messagesOf(input(question({ options: options(1) })))).toEqual([
      'questions[0].options has 1 item; ask_user allows 2-4: offer 2 to 4 options',
    ]);
    expect(messagesOf(input(question({ options: options(5) })))).toEqual([
      'questions[0].options has 5 items; ask_user allows 2-4: keep the 4 most useful options',
    ]);
  });

  it('an id must be snake_case', () => {
    expect(issuesOf(input(question({ id: 'Deploy-Target' })))).toEqual([
      {
        path: ['questions', 0, 'id'],
        message:
          'questions[0].id "Deploy-Target" must be snake_case (^[a-z][a-z0-9_]*$): use "deploy_target"',
      },
    ]);
    expect(messagesOf(input(question({ id: '1st' })))).toEqual([
      'questions[0].id "1st" must be snake_case (^[a-z][a-z0-9_]*$): use "q_1st"',
    ]);
    expect(safeParseAskUserInput(input(question({ id: 'a1_b2' }))).success).toBe(true);
  });

  it('ids must be unique across questions', () => {
    expect(issuesOf(input(question(), question()))).toEqual([
      {
        path: ['questions', 1, 'id'],
        message:
          'questions[1].id "deploy_target" repeats questions[0].id: question ids must be unique; rename one',
      },
    ]);
  });

  it('a header is required, and blank after trimming is rejected', () => {
    const { header: _omit, ...headless } = question();
    expect(messagesOf(input(headless))).toEqual([
      'questions[0].header is missing: add a short label of at most 12 characters, e.g. "Deploy"',
    ]);
    expect(messagesOf(input(question({ header: '   ' })))).toEqual([
      'questions[0].header is blank: add a short label of at most 12 characters',
    ]);
  });

  it('a blank question is rejected', () => {
    expect(messagesOf(input(question({ question: '  ' })))).toEqual([
      'questions[0].question is blank: write the question',
    ]);
  });

  it('a question of 4,001 code points is rejected (a bound on hostile input, not asktool’s 300)', () => {
    expect(messagesOf(input(question({ question: 'x'.repeat(4001) })))).toEqual([
      'questions[0].question is 4001 characters; the limit is 4000: shorten it and retry',
    ]);
    expect(safeParseAskUserInput(input(question({ question: '😀'.repeat(4000) }))).success).toBe(
      true,
    );
  });

  it('a label of 64 code points is accepted, 65 rejected, measured after trimming', () => {
    const withLabel = (label: string) => input(question({ options: [{ label }, { label: 'B' }] }));
    expect(safeParseAskUserInput(withLabel(`  ${'x'.repeat(64)}  `)).success).toBe(true);
    expect(safeParseAskUserInput(withLabel('😀'.repeat(64))).success).toBe(true);
    expect(messagesOf(withLabel('x'.repeat(65)))).toEqual([
      'questions[0].options[0].label is 65 characters; the limit is 64: shorten it',
    ]);
  });

  it('string options are rejected', () => {
    expect(messagesOf(input(question({ options: ['Staging', 'Production'] })))).toEqual([
      'questions[0].options[0] must be an object like { "label": "…" }, not a string',
      'questions[0].options[1] must be an object like { "label": "…" }, not a string',
    ]);
  });

  it('`Staging` and ` staging ` in one question are rejected', () => {
    expect(
      issuesOf(input(question({ options: [{ label: 'Staging' }, { label: ' staging ' }] }))),
    ).toEqual([
      {
        path: ['questions', 0, 'options', 1, 'label'],
        message:
          'questions[0].options[1].label " staging " repeats questions[0].options[0].label: option labels must be unique (compared ignoring case, spacing, width and invisible characters); rename one',
      },
    ]);
  });

  it('an authored Other option is rejected', () => {
    for (const label of ['Other', ' other ', 'OTHER', 'Other…', 'other...']) {
      expect(issuesOf(input(question({ options: [{ label: 'A' }, { label }] })))).toEqual([
        {
          path: ['questions', 0, 'options', 1],
          message:
            'questions[0].options[1]: replace the "Other" option with another choice; free text is always offered',
        },
      ]);
    }
    expect(
      safeParseAskUserInput(
        input(question({ options: [{ label: 'Another' }, { label: 'Other team' }] })),
      ).success,
    ).toBe(true);
  });

  it('unknown keys are rejected in ask_user, at the top, in a question and in an option', () => {
    expect(
      issuesOf({
        questions: [
          { ...question({ options: [{ label: 'A', icon: '🚀' }, { label: 'B' }] }), priority: 1 },
        ],
        sessionId: 's',
      }),
    ).toEqual([
      { path: ['sessionId'], message: 'sessionId is not a known field: remove it' },
      {
        path: ['questions', 0, 'options', 0, 'icon'],
        message: 'questions[0].options[0].icon is not a known field: remove it',
      },
      {
        path: ['questions', 0, 'priority'],
        message: 'questions[0].priority is not a known field: remove it',
      },
    ]);
  });

  it('timeoutSeconds must be an integer number: 12.5, "60", NaN and Infinity are rejected', () => {
    const timeout = (timeoutSeconds: unknown) => messagesOf({ ...input(), timeoutSeconds });
    expect(timeout(12.5)).toEqual([
      // 13 would be clamped to 30: the suggestion is the value that is used.
      'timeoutSeconds is 12.5; it must be an integer: use 30 (seconds; default 900, clamped to 30-3600)',
    ]);
    expect(timeout('60')).toEqual(['timeoutSeconds must be an integer, not a string']);
    expect(timeout(Number.NaN)).toEqual(['timeoutSeconds must be an integer, not NaN']);
    expect(timeout(Number.POSITIVE_INFINITY)).toEqual([
      'timeoutSeconds must be an integer, not Infinity',
    ]);
    // null is a strict-mode model's "unset": the default applies (src/core/schema/nulls.test.ts).
  });

  it('parseAskUserInput throws AskInputError', () => {
    expect(() => parseAskUserInput({ questions: [] })).toThrow(AskInputError);
  });
});

// Issue 10, case 6: plain JSON a model can send must give an AskInputError, never a RangeError.
describe('ask_user: huge and deep inputs', () => {
  // Issue 24 #3: 200,000 options are over 256 K of JSON: refused by the whole size alone.
  it('an ask_user input with 200,000 options is refused by its size without reading the options', () => {
    for (const options of [
      Array.from({ length: 200_000 }, (_, i) => ({ label: `Option ${i}` })),
      Array(200_000).fill(null),
    ]) {
      expect(() => parseAskUserInput(input(question({ options })))).toThrow(AskInputError);
      expect(issuesOf(input(question({ options })))).toEqual([
        {
          path: [],
          message:
            'input is over 262144 characters as JSON; the limit is 262144: ask fewer questions with shorter text, and retry',
        },
      ]);
    }
  });

  it('200,000 questions report the size limit alone', () => {
    expect(messagesOf({ questions: Array(200_000).fill(null) })).toEqual([
      'input is over 262144 characters as JSON; the limit is 262144: ask fewer questions with shorter text, and retry',
    ]);
    expect(messagesOf({ questions: Array(2000).fill(null) })).toEqual([
      'questions has 2000 items; ask_user allows 1-3: ask fewer questions',
    ]);
  });

  it('up to 100 options are still read, so a count a little off comes with the issues inside; 101 are not', () => {
    const options = (n: number) => [
      ...Array.from({ length: n - 1 }, (_, i) => ({ label: `Option ${i}` })),
      { label: 'Option 0' },
    ];
    expect(messagesOf(input(question({ options: options(100) })))).toEqual([
      'questions[0].options has 100 items; ask_user allows 2-4: keep the 4 most useful options',
      'questions[0].options[99].label "Option 0" repeats questions[0].options[0].label: option labels must be unique (compared ignoring case, spacing, width and invisible characters); rename or remove one',
    ]);
    expect(messagesOf(input(question({ options: options(101) })))).toEqual([
      'questions[0].options has 101 items; ask_user allows 2-4: keep the 4 most useful options',
    ]);
  });

  it('a 100,000-deep nested array as an option, or under an unknown key, is an AskInputError', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(messagesOf(input(question({ options: [deep, { label: 'B' }] })))).toEqual([
      'questions[0].options[0] must be an object like { "label": "…" }, not an array',
    ]);
    expect(messagesOf({ ...input(), extra: deep })).toEqual([
      'extra is not a known field: remove it',
    ]);
  });
});
