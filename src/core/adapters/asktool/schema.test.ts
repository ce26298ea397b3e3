import { describe, expect, it } from 'vitest';
import {
  AskInputError,
  AskToolInput,
  askToolInputSchema,
  parseAskToolInput,
  safeParseAskToolInput,
  type AskInputIssue,
} from '../../dialects';

/** What a wrong `questions` is told to be: the shape, with an example. */
const QUESTIONS_HINT =
  'use an array of questions, e.g. [{ "question": "Where should this deploy?", "options": ["Staging", "Production"] }]';
const question = (overrides: Record<string, unknown> = {}) => ({
  question: 'Which environment?',
  options: ['Staging', 'Production'],
  ...overrides,
});
const input = (...questions: unknown[]) => ({
  questions: questions.length ? questions : [question()],
});

function issuesOf(value: unknown): AskInputIssue[] {
  const result = safeParseAskToolInput(value);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues;
}

describe('asktool: normalization', () => {
  it('a valid input becomes an AskRequest with ids q1, q2, … in order', () => {
    expect(
      parseAskToolInput(
        input(
          question(),
          question({ question: 'Notify the team?', options: ['Yes', 'No'], multiSelect: true }),
        ),
      ),
    ).toEqual({
      dialect: 'asktool',
      questions: [
        {
          id: 'q1',
          question: 'Which environment?',
          options: [{ label: 'Staging' }, { label: 'Production' }],
          multiSelect: false,
        },
        {
          id: 'q2',
          question: 'Notify the team?',
          options: [{ label: 'Yes' }, { label: 'No' }],
          multiSelect: true,
        },
      ],
    });
  });

  it('string and object options are both accepted; labels and descriptions are trimmed, blank descriptions dropped', () => {
    const request = parseAskToolInput(
      input(
        question({
          options: [
            '  **Staging** ',
            { label: ' Production ', description: '  live traffic ' },
            { label: 'Canary', description: '   ' },
          ],
        }),
      ),
    );
    expect(request.questions[0]!.options).toEqual([
      { label: '**Staging**' },
      { label: 'Production', description: 'live traffic' },
      { label: 'Canary' },
    ]);
  });

  it('multiSelect defaults to false', () => {
    expect(parseAskToolInput(input()).questions[0]!.multiSelect).toBe(false);
  });

  it('unknown keys are stripped, not rejected, at every level', () => {
    const request = parseAskToolInput({
      questions: [{ ...question({ options: [{ label: 'A', icon: 'x' }, 'B'] }), priority: 1 }],
      sessionId: 's1',
    });
    expect(request).toEqual({
      dialect: 'asktool',
      questions: [
        {
          id: 'q1',
          question: 'Which environment?',
          options: [{ label: 'A' }, { label: 'B' }],
          multiSelect: false,
        },
      ],
    });
  });

  it('no timeoutSeconds is emitted, even when one is sent', () => {
    expect(parseAskToolInput({ ...input(), timeoutSeconds: 60 })).not.toHaveProperty(
      'timeoutSeconds',
    );
  });

  it('no header is emitted', () => {
    expect(parseAskToolInput(input()).questions[0]).not.toHaveProperty('header');
  });

  it('the question keeps its Markdown source, trimmed', () => {
    expect(
      parseAskToolInput(input(question({ question: '  Pick **one**:\n\n- fast\n- safe\n' })))
        .questions[0]!.question,
    ).toBe('Pick **one**:\n\n- fast\n- safe');
  });

  it('askToolInputSchema is the AskToolInput schema', () => {
    expect(askToolInputSchema).toBe(AskToolInput);
    expect(AskToolInput.safeParse(input()).success).toBe(true);
  });
});

describe('asktool: rules', () => {
  it('a question of 300 code points is accepted', () => {
    expect(safeParseAskToolInput(input(question({ question: 'x'.repeat(300) }))).success).toBe(
      true,
    );
  });

  it('a question of 301 code points is rejected', () => {
    expect(issuesOf(input(question({ question: 'x'.repeat(301) })))).toEqual([
      {
        path: ['questions', 0, 'question'],
        message: 'questions[0].question is 301 characters; the limit is 300: shorten it and retry',
      },
    ]);
  });

  it('a question of 300 emoji is accepted (a supplementary-plane character counts once)', () => {
    expect(safeParseAskToolInput(input(question({ question: '😀'.repeat(300) }))).success).toBe(
      true,
    );
  });

  it('a question of 301 emoji is rejected as 301 characters', () => {
    expect(issuesOf(input(question({ question: '😀'.repeat(301) })))[0]!.message).toContain(
      'is 301 characters; the limit is 300',
    );
  });

  it('Markdown source counts: 296 characters inside ** ** is 300', () => {
    expect(
      safeParseAskToolInput(input(question({ question: `**${'x'.repeat(296)}**` }))).success,
    ).toBe(true);
    expect(
      safeParseAskToolInput(input(question({ question: `**${'x'.repeat(297)}**` }))).success,
    ).toBe(false);
  });

  it('surrounding whitespace counts toward the limit (the string as given)', () => {
    expect(
      safeParseAskToolInput(input(question({ question: ` ${'x'.repeat(300)}` }))).success,
    ).toBe(false);
  });

  it('a blank question is rejected', () => {
    expect(issuesOf(input(question({ question: ' \n\t ' })))).toEqual([
      {
        path: ['questions', 0, 'question'],
        message: 'questions[0].question is blank: write the question',
      },
    ]);
  });

  it('questions must be a non-empty array', () => {
    expect(issuesOf({ questions: [] })[0]!.message).toBe(
      'questions has 0 items; asktool allows 1-100: ask at least one question',
    );
    expect(issuesOf({ questions: 'Which?' })[0]!.message).toBe(
      `questions must be an array, not a string: ${QUESTIONS_HINT}`,
    );
    expect(issuesOf({})[0]!.message).toBe(
      'questions is missing: add an array of questions, e.g. [{ "question": "Where should this deploy?", "options": ["Staging", "Production"] }]',
    );
  });

  it('options must be a non-empty array', () => {
    expect(issuesOf(input(question({ options: [] })))[0]!.message).toBe(
      'questions[0].options has 0 items; asktool allows 1-100: add an option',
    );
  });

  it('100 questions, 100 options in a question and 1,000 in all are accepted; one more of any is rejected', () => {
    const options = (n: number) => Array.from({ length: n }, (_, i) => `Option ${i}`);
    const questions = (n: number, optionCount = 2) =>
      Array.from({ length: n }, () => question({ options: options(optionCount) }));
    expect(safeParseAskToolInput({ questions: questions(100, 10) }).success).toBe(true);
    expect(safeParseAskToolInput({ questions: questions(10, 100) }).success).toBe(true);
    expect(issuesOf({ questions: [...questions(10, 100), question({ options: ['A'] })] })).toEqual([
      {
        path: ['questions'],
        message:
          'questions offer 1001 options in all; the limit is 1000: ask fewer questions or offer fewer options, and retry',
      },
    ]);
    expect(issuesOf({ questions: questions(101) })).toEqual([
      {
        path: ['questions'],
        message: 'questions has 101 items; asktool allows 1-100: ask at most 100 questions',
      },
    ]);
    expect(issuesOf(input(question({ options: options(101) })))).toEqual([
      {
        path: ['questions', 0, 'options'],
        message:
          'questions[0].options has 101 items; asktool allows 1-100: keep the 100 most useful options',
      },
    ]);
  });

  it('a long string or an object with a length, as questions or options, is not an array, not a count', () => {
    expect(issuesOf({ questions: 'x'.repeat(200) })).toEqual([
      {
        path: ['questions'],
        message: `questions must be an array, not a string: ${QUESTIONS_HINT}`,
      },
    ]);
    expect(issuesOf({ questions: { length: 1e9 } })).toEqual([
      {
        path: ['questions'],
        message: `questions must be an array, not an object: ${QUESTIONS_HINT}`,
      },
    ]);
    expect(issuesOf(input(question({ options: 'y'.repeat(200) })))).toEqual([
      {
        path: ['questions', 0, 'options'],
        message:
          'questions[0].options must be an array, not a string: use the choices, e.g. ["Staging", "Production"]',
      },
    ]);
  });

  it('a single option is allowed', () => {
    expect(safeParseAskToolInput(input(question({ options: ['Only'] }))).success).toBe(true);
  });

  it('a blank label is rejected, as a string or in an object', () => {
    expect(issuesOf(input(question({ options: ['  ', { label: '' }] })))).toEqual([
      {
        path: ['questions', 0, 'options', 0],
        message: 'questions[0].options[0] is blank: give every option a visible label',
      },
      {
        path: ['questions', 0, 'options', 1, 'label'],
        message: 'questions[0].options[1].label is blank: give every option a visible label',
      },
    ]);
  });

  it('`Staging` and ` staging ` in one question are rejected', () => {
    expect(issuesOf(input(question({ options: ['Staging', { label: ' staging ' }] })))).toEqual([
      {
        path: ['questions', 0, 'options', 1, 'label'],
        message:
          'questions[0].options[1].label " staging " repeats questions[0].options[0]: option labels must be unique (compared ignoring case, spacing, width and invisible characters); rename or remove one',
      },
    ]);
  });

  it('the same label in two different questions is fine', () => {
    expect(safeParseAskToolInput(input(question(), question())).success).toBe(true);
  });

  it('an option that is neither a string nor an object is rejected', () => {
    expect(issuesOf(input(question({ options: ['A', 42] })))[0]!.message).toBe(
      'questions[0].options[1] must be a label string or an object like { "label": "…" }, not a number',
    );
  });

  it('an option object without a label names the missing label', () => {
    expect(issuesOf(input(question({ options: ['A', { text: 'B' }] })))[0]).toEqual({
      path: ['questions', 0, 'options', 1, 'label'],
      message:
        'questions[0].options[1].label is missing: add the text of the choice, e.g. "Staging"',
    });
  });

  it('a description that is not a string is rejected', () => {
    expect(
      issuesOf(input(question({ options: [{ label: 'A', description: 3 }] })))[0]!.message,
    ).toBe('questions[0].options[0].description must be a string, not a number');
  });

  it('multiSelect must be a boolean', () => {
    expect(issuesOf(input(question({ multiSelect: 'yes' })))[0]!.message).toBe(
      'questions[0].multiSelect must be true or false, not a string',
    );
  });

  it('an authored "Other" option is allowed (the rule is ask_user’s)', () => {
    expect(safeParseAskToolInput(input(question({ options: ['A', 'Other'] }))).success).toBe(true);
  });

  it('parseAskToolInput throws AskInputError', () => {
    expect(() => parseAskToolInput({ questions: [] })).toThrow(AskInputError);
  });
});

// Issue 10, case 6: plain JSON a model can send must give an AskInputError, never a RangeError.
describe('asktool: huge and deep inputs', () => {
  // Issue 24 #3: 750 K of JSON, refused by the whole size before any count is read.
  it('150,000 null options are an AskInputError, not a RangeError', () => {
    const value = { questions: [{ question: 'q', options: Array(150_000).fill(null) }] };
    expect(() => parseAskToolInput(value)).toThrow(AskInputError);
    expect(issuesOf(value)).toEqual([
      {
        path: [],
        message:
          'input is over 262144 characters as JSON; the limit is 262144: ask fewer questions with shorter text, and retry',
      },
    ]);
  });

  it('100,000 blank questions are an AskInputError, not a RangeError', () => {
    const value = {
      questions: Array.from({ length: 100_000 }, () => ({ question: ' ', options: ['a'] })),
    };
    expect(() => parseAskToolInput(value)).toThrow(AskInputError);
    expect(issuesOf(value)).toEqual([
      {
        path: [],
        message:
          'input is over 262144 characters as JSON; the limit is 262144: ask fewer questions with shorter text, and retry',
      },
    ]);
  });

  it('a 100,000-deep nested array or object as an option is an AskInputError, not a RangeError', () => {
    let array: unknown = 'x';
    let object: unknown = 'x';
    for (let i = 0; i < 100_000; i++) {
      array = [array];
      object = { label: object };
    }
    expect(issuesOf(input(question({ options: [array] })))[0]!.message).toBe(
      'questions[0].options[0] must be a label string or an object like { "label": "…" }, not an array',
    );
    // Issue 24 #3: 1 MB of JSON, refused by the whole size.
    expect(issuesOf(input(question({ options: [object] })))[0]!.message).toBe(
      'input is over 262144 characters as JSON; the limit is 262144: ask fewer questions with shorter text, and retry',
    );
    expect(issuesOf(array)[0]!.message).toMatch(/^input must be an object/);
    expect(safeParseAskToolInput({ ...input(), extra: array }).success).toBe(true);
  });

  it('10 questions of 100 malformed options: the first 20 issues and a count of the rest', () => {
    const value = {
      questions: Array.from({ length: 10 }, () => ({
        question: 'q',
        options: Array(100).fill(null),
      })),
    };
    const result = safeParseAskToolInput(value);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues).toHaveLength(20);
    expect(result.error.issues[19]!.path).toEqual(['questions', 0, 'options', 19]);
    const lines = result.error.message.split('\n');
    expect(lines).toHaveLength(21);
    expect(lines[20]).toBe(
      '… and 980 more issues: fix the ones above, look for the same problems in the rest of the input, and retry',
    );
  });
});
