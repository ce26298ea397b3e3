// Issue 15, "messages that cannot trap": the fix a message suggests, applied alone, never leads to
// another error of the same input. Each case has one defect; applying its message's fix must give
// a valid input (so, in particular, no error of the same kind at the same path).
import { describe, expect, it } from 'vitest';
import { formatAskInputPath, type AskInputPath } from './errors';
import { safeParseAskToolInput, safeParseAskUserInput, type AskSafeParseResult } from '../dialects';

type Input = { questions: Array<Record<string, unknown>>; [key: string]: unknown };
interface Trap {
  name: string;
  input: Input;
  path: AskInputPath;
  /** What the message must say (the fix the test applies). */
  says: string;
  /** What it must not say: a fix that would trap. */
  not?: string;
  /** The input with the fix applied, given the message. */
  fix: (input: Input, message: string) => void;
}

const toolQuestion = (overrides: Record<string, unknown> = {}) => ({
  question: 'Where should this deploy?',
  options: ['Staging', 'Production'],
  ...overrides,
});
const userQuestion = (overrides: Record<string, unknown> = {}) => ({
  id: 'deploy_target',
  header: 'Deploy',
  question: 'Where should this deploy?',
  options: [{ label: 'Staging' }, { label: 'Production' }],
  ...overrides,
});
const tool = (...questions: Array<Record<string, unknown>>): Input => ({
  questions: questions.length ? questions : [toolQuestion()],
});
const user = (...questions: Array<Record<string, unknown>>): Input => ({
  questions: questions.length ? questions : [userQuestion()],
});
const q0 = (input: Input) => input.questions[0]!;
const options = (input: Input) => q0(input).options as unknown[];
/** The example a message gives (`e.g. …` at its end), as the JSON value it spells. */
const example = (message: string) => JSON.parse(/e\.g\. (.*)$/.exec(message)![1]!) as unknown;
const without = (key: string) => (input: Input) => void delete q0(input)[key];

const ASKTOOL: Trap[] = [
  {
    name: 'a blank question',
    input: tool(toolQuestion({ question: '\u200B' })),
    path: ['questions', 0, 'question'],
    says: 'write the question',
    fix: (i) => void (q0(i).question = 'Where?'),
  },
  {
    name: 'a long question',
    input: tool(toolQuestion({ question: 'x'.repeat(301) })),
    path: ['questions', 0, 'question'],
    says: 'shorten it',
    fix: (i) => void (q0(i).question = 'x'.repeat(300)),
  },
  {
    name: 'no questions',
    input: { questions: [] },
    path: ['questions'],
    says: 'ask at least one question',
    fix: (i) => void i.questions.push(toolQuestion()),
  },
  {
    name: '101 questions',
    input: tool(...Array(101).fill(toolQuestion())),
    path: ['questions'],
    says: 'ask at most 100 questions',
    fix: (i) => void i.questions.splice(100),
  },
  {
    name: 'no options',
    input: tool(toolQuestion({ options: [] })),
    path: ['questions', 0, 'options'],
    says: 'add an option',
    fix: (i) => void options(i).push('Staging'),
  },
  {
    name: '101 options',
    input: tool(toolQuestion({ options: Array.from({ length: 101 }, (_, n) => `Option ${n}`) })),
    path: ['questions', 0, 'options'],
    says: 'keep the 100 most useful options',
    fix: (i) => void options(i).splice(100),
  },
  {
    name: 'a lone blank option',
    input: tool(toolQuestion({ options: [' \u2060 '] })),
    path: ['questions', 0, 'options', 0],
    says: 'give every option a visible label',
    not: 'remove',
    fix: (i) => void (options(i)[0] = 'Staging'),
  },
  {
    name: 'a repeated label',
    input: tool(toolQuestion({ options: ['Staging', 'staging\u200B'] })),
    path: ['questions', 0, 'options', 1],
    says: 'rename or remove one',
    fix: (i) => void options(i).splice(1, 1),
  },
  {
    name: 'a long label',
    input: tool(toolQuestion({ options: ['x'.repeat(1001)] })),
    path: ['questions', 0, 'options', 0],
    says: 'shorten it',
    fix: (i) => void (options(i)[0] = 'x'.repeat(1000)),
  },
  {
    name: 'a long description',
    input: tool(toolQuestion({ options: [{ label: 'A', description: 'd'.repeat(1001) }] })),
    path: ['questions', 0, 'options', 0, 'description'],
    says: 'shorten it',
    fix: (i) => void (options(i)[0] = { label: 'A', description: 'd'.repeat(1000) }),
  },
  {
    name: 'multiSelect "yes"',
    input: tool(toolQuestion({ multiSelect: 'yes' })),
    path: ['questions', 0, 'multiSelect'],
    says: 'must be true or false',
    fix: (i) => void (q0(i).multiSelect = true),
  },
  {
    name: 'a missing questions',
    input: {} as Input,
    path: ['questions'],
    says: 'is missing: add an array of questions, e.g.',
    fix: (i, m) => void (i.questions = example(m) as Input['questions']),
  },
  {
    name: 'a missing question',
    input: tool({ options: ['A'] }),
    path: ['questions', 0, 'question'],
    says: 'is missing: add the question to ask, e.g.',
    fix: (i, m) => void (q0(i).question = example(m)),
  },
  {
    name: 'missing options',
    input: tool({ question: 'Q?' }),
    path: ['questions', 0, 'options'],
    says: 'is missing: add the choices, e.g.',
    fix: (i, m) => void (q0(i).options = example(m)),
  },
  {
    name: 'a missing label',
    input: tool(toolQuestion({ options: [{ description: 'd' }, 'Production'] })),
    path: ['questions', 0, 'options', 0, 'label'],
    says: 'is missing: add the text of the choice, e.g.',
    fix: (i, m) => void (options(i)[0] = { label: example(m), description: 'd' }),
  },
  {
    name: 'an input over the size limit',
    input: tool(toolQuestion({ options: ['x'.repeat(300_000)] })),
    path: [],
    says: 'ask fewer questions with shorter text',
    fix: (i) => void (options(i)[0] = 'x'.repeat(1000)),
  },
];

const userOptions = (...labels: string[]) => labels.map((label) => ({ label }));
const ASK_USER: Trap[] = [
  {
    name: 'a malformed id',
    input: user(userQuestion({ id: 'Deploy-Target' })),
    path: ['questions', 0, 'id'],
    says: 'use "deploy_target"',
    fix: (i) => void (q0(i).id = 'deploy_target'),
  },
  {
    name: 'a long malformed id',
    input: user(userQuestion({ id: 'DeployTarget'.repeat(10) })),
    path: ['questions', 0, 'id'],
    says: 'must be snake_case',
    fix: (i, m) => void (q0(i).id = JSON.parse(/use ("[^"]*")$/.exec(m)![1]!)),
  },
  {
    name: 'a long id',
    input: user(userQuestion({ id: 'a'.repeat(65) })),
    path: ['questions', 0, 'id'],
    says: 'use a shorter answer key',
    fix: (i) => void (q0(i).id = 'a'.repeat(64)),
  },
  {
    name: 'a repeated id',
    input: user(userQuestion(), userQuestion()),
    path: ['questions', 1, 'id'],
    says: 'rename one',
    fix: (i) => void (i.questions[1]!.id = 'deploy_target_2'),
  },
  {
    name: 'a blank header',
    input: user(userQuestion({ header: '\u3164' })),
    path: ['questions', 0, 'header'],
    says: 'add a short label',
    fix: (i) => void (q0(i).header = 'Deploy'),
  },
  {
    name: 'a header of 1,001 characters',
    input: user(userQuestion({ header: 'h'.repeat(1001) })),
    path: ['questions', 0, 'header'],
    says: 'shorten it to at most 12 characters',
    fix: (i) => void (q0(i).header = 'h'.repeat(12)),
  },
  {
    name: 'a blank question',
    input: user(userQuestion({ question: '\u202E' })),
    path: ['questions', 0, 'question'],
    says: 'write the question',
    fix: (i) => void (q0(i).question = 'Where?'),
  },
  {
    name: '"Other" in a 2-option question',
    input: user(userQuestion({ options: userOptions('Staging', '**Other**') })),
    path: ['questions', 0, 'options', 1],
    says: 'replace the "Other" option with another choice',
    not: 'remove',
    fix: (i) => void (options(i)[1] = { label: 'Canary' }),
  },
  {
    name: '"Other" in a 3-option question',
    input: user(userQuestion({ options: userOptions('Staging', 'Production', 'Other:') })),
    path: ['questions', 0, 'options', 2],
    says: 'remove the "Other" option',
    fix: (i) => void options(i).splice(2, 1),
  },
  {
    name: 'a repeated label in a 2-option question',
    input: user(userQuestion({ options: userOptions('Staging', 'ＳＴＡＧＩＮＧ') })),
    path: ['questions', 0, 'options', 1, 'label'],
    says: 'rename one',
    not: 'remove',
    fix: (i) => void (options(i)[1] = { label: 'Canary' }),
  },
  {
    name: 'a repeated label in a 3-option question',
    input: user(userQuestion({ options: userOptions('Staging', 'Production', 'staging') })),
    path: ['questions', 0, 'options', 2, 'label'],
    says: 'rename or remove one',
    fix: (i) => void options(i).splice(2, 1),
  },
  {
    name: 'no questions',
    input: { questions: [] },
    path: ['questions'],
    says: 'ask one question',
    fix: (i) => void i.questions.push(userQuestion()),
  },
  {
    name: '4 questions',
    input: user(...['a', 'b', 'c', 'd'].map((id) => userQuestion({ id }))),
    path: ['questions'],
    says: 'ask fewer questions',
    fix: (i) => void i.questions.splice(3),
  },
  {
    name: '1 option',
    input: user(userQuestion({ options: userOptions('Staging') })),
    path: ['questions', 0, 'options'],
    says: 'offer 2 to 4 options',
    fix: (i) => void options(i).push({ label: 'Production' }),
  },
  {
    name: '5 options',
    input: user(userQuestion({ options: userOptions('a', 'b', 'c', 'd', 'e') })),
    path: ['questions', 0, 'options'],
    says: 'keep the 4 most useful options',
    fix: (i) => void options(i).splice(4),
  },
  ...[1.5, 10.5, 12.5, -0.4, 4000.5, 900.5].map((timeoutSeconds): Trap => ({
    name: `timeoutSeconds ${timeoutSeconds}: the suggestion is an integer within 30-3600`,
    input: { ...user(), timeoutSeconds },
    path: ['timeoutSeconds'],
    says: 'it must be an integer: use',
    fix: (i, m) => {
      const suggested = Number(/use (-?\d+)/.exec(m)![1]);
      // Valid but clamped would still surprise: the suggestion is a value used as is.
      expect(suggested).toBeGreaterThanOrEqual(30);
      expect(suggested).toBeLessThanOrEqual(3600);
      expect(Math.abs(suggested - Math.min(3600, Math.max(30, timeoutSeconds)))).toBeLessThan(1);
      i.timeoutSeconds = suggested;
    },
  })),
  {
    name: 'an unknown field',
    input: user(userQuestion({ icon: '🚀' })),
    path: ['questions', 0, 'icon'],
    says: 'remove it',
    fix: without('icon'),
  },
  {
    name: 'a long label',
    input: user(userQuestion({ options: userOptions('x'.repeat(65), 'B') })),
    path: ['questions', 0, 'options', 0, 'label'],
    says: 'shorten it',
    fix: (i) => void (options(i)[0] = { label: 'x'.repeat(64) }),
  },
  {
    name: 'a long description',
    input: user(
      userQuestion({ options: [{ label: 'A', description: 'd'.repeat(1001) }, { label: 'B' }] }),
    ),
    path: ['questions', 0, 'options', 0, 'description'],
    says: 'shorten it',
    fix: (i) => void (options(i)[0] = { label: 'A', description: 'd'.repeat(1000) }),
  },
  ...(['id', 'header', 'question', 'options'] as const).map((key): Trap => ({
    name: `a missing ${key}`,
    input: user(Object.fromEntries(Object.entries(userQuestion()).filter(([k]) => k !== key))),
    path: ['questions', 0, key],
    says: 'is missing: add',
    fix: (i, m) => void (q0(i)[key] = example(m)),
  })),
  {
    name: 'a missing label',
    input: user(userQuestion({ options: [{ description: 'd' }, { label: 'Production' }] })),
    path: ['questions', 0, 'options', 0, 'label'],
    says: 'is missing: add the text of the choice, e.g.',
    fix: (i, m) => void (options(i)[0] = { label: example(m), description: 'd' }),
  },
  {
    name: 'missing questions',
    input: {} as Input,
    path: ['questions'],
    says: 'is missing: add an array of 1-3 questions, e.g.',
    fix: (i, m) => void (i.questions = example(m) as Input['questions']),
  },
];

// A value of the wrong type is told the shape with an example; the example alone fixes it.
const wrongType = (
  name: string,
  input: Input,
  path: AskInputPath,
  set: (input: Input, value: unknown) => void,
): Trap => ({ name, input, path, says: ': use ', fix: (i, m) => set(i, example(m)) });
ASKTOOL.push(
  wrongType(
    'a question of 42',
    tool(toolQuestion({ question: 42 })),
    ['questions', 0, 'question'],
    (i, v) => void (q0(i).question = v),
  ),
  wrongType(
    'options "Staging"',
    tool(toolQuestion({ options: 'Staging' })),
    ['questions', 0, 'options'],
    (i, v) => void (q0(i).options = v),
  ),
  wrongType(
    'a label of 42',
    tool(toolQuestion({ options: [{ label: 42 }] })),
    ['questions', 0, 'options', 0, 'label'],
    (i, v) => void (options(i)[0] = { label: v }),
  ),
  wrongType(
    'questions "Which?"',
    { questions: 'Which?' } as unknown as Input,
    ['questions'],
    (i, v) => void (i.questions = v as Input['questions']),
  ),
);
ASK_USER.push(
  ...(['id', 'header', 'question'] as const).map((key) =>
    wrongType(
      `a ${key} of 7`,
      user(userQuestion({ [key]: 7 })),
      ['questions', 0, key],
      (i, v) => void (q0(i)[key] = v),
    ),
  ),
  wrongType(
    'options "Staging"',
    user(userQuestion({ options: 'Staging' })),
    ['questions', 0, 'options'],
    (i, v) => void (q0(i).options = v),
  ),
  wrongType(
    'a label of 7',
    user(userQuestion({ options: [{ label: 7 }, { label: 'Production' }] })),
    ['questions', 0, 'options', 0, 'label'],
    (i, v) => void (options(i)[0] = { label: v }),
  ),
);

describe.each([
  ['asktool', ASKTOOL, safeParseAskToolInput],
  ['ask_user', ASK_USER, safeParseAskUserInput],
] as const)(
  '%s: applying a message’s fix gives a valid input',
  (_dialect, traps, safeParse: (input: unknown) => AskSafeParseResult) => {
    it.each(traps.map((trap) => [trap.name, trap] as const))('%s', (_name, trap) => {
      const before = safeParse(trap.input);
      expect(before.success).toBe(false);
      if (before.success) return;
      const here = before.error.issues.filter(
        (found) => formatAskInputPath(found.path) === formatAskInputPath(trap.path),
      );
      const issue = here.find((found) => found.message.includes(trap.says)) ?? here[0];
      expect(issue?.message, before.error.message).toContain(trap.says);
      if (trap.not) expect(issue!.message).not.toContain(trap.not);
      const fixed = structuredClone(trap.input);
      trap.fix(fixed, issue!.message);
      const after = safeParse(fixed);
      expect(after.success ? '' : after.error.message).toBe('');
    });
  },
);

describe('ask_user: a missing field says what it is for', () => {
  it.each([
    [
      'header',
      'questions[0].header is missing: add a short label of at most 12 characters, e.g. "Deploy"',
    ],
    ['id', 'questions[0].id is missing: add a snake_case answer key, e.g. "deploy_target"'],
    [
      'question',
      'questions[0].question is missing: add the question to ask, e.g. "Where should this deploy?"',
    ],
    [
      'options',
      'questions[0].options is missing: add 2-4 choices, e.g. [{ "label": "Staging" }, { "label": "Production" }]',
    ],
  ])('%s', (key, message) => {
    const result = safeParseAskUserInput(
      user(Object.fromEntries(Object.entries(userQuestion()).filter(([k]) => k !== key))),
    );
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      message,
    ]);
  });
});

describe('ask_user: fixes applied together do not trap either', () => {
  it('a repeat and an "Other" in a 3-option question: rename one, replace the Other', () => {
    const result = safeParseAskUserInput(
      user(userQuestion({ options: userOptions('Staging', 'staging', 'Others') })),
    );
    expect(result.success ? [] : result.error.issues).toEqual([
      {
        path: ['questions', 0, 'options', 2],
        message:
          'questions[0].options[2]: replace the "Other" option with another choice; free text is always offered',
      },
      {
        path: ['questions', 0, 'options', 1, 'label'],
        message:
          'questions[0].options[1].label "staging" repeats questions[0].options[0].label: option labels must be unique (compared ignoring case, spacing, width and invisible characters); rename one',
      },
    ]);
    expect(
      safeParseAskUserInput(
        user(userQuestion({ options: userOptions('Staging', 'Canary', 'Production') })),
      ).success,
    ).toBe(true);
  });
});

describe('ask_user: a suggested id is never one already taken', () => {
  it('`deploy_target` and `Deploy-Target` → use "deploy_target_2"; `Deploy Target` too → "deploy_target_3"', () => {
    const input = user(
      userQuestion(),
      userQuestion({ id: 'Deploy-Target' }),
      userQuestion({ id: 'Deploy Target' }),
    );
    const result = safeParseAskUserInput(input);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      'questions[1].id "Deploy-Target" must be snake_case (^[a-z][a-z0-9_]*$): use "deploy_target_2"',
      'questions[2].id "Deploy Target" must be snake_case (^[a-z][a-z0-9_]*$): use "deploy_target_3"',
    ]);
    input.questions[1]!.id = 'deploy_target_2';
    input.questions[2]!.id = 'deploy_target_3';
    expect(safeParseAskUserInput(input).success).toBe(true);
  });

  it('a suggestion at the id limit stays within it', () => {
    const long = 'a'.repeat(64);
    const result = safeParseAskUserInput(
      user(userQuestion({ id: long }), userQuestion({ id: long.toUpperCase() })),
    );
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      `questions[1].id ${JSON.stringify('A'.repeat(64))} must be snake_case (^[a-z][a-z0-9_]*$): use "${'a'.repeat(62)}_2"`,
    ]);
  });
});
