// Issue 15: one text normalization (`textKey`) for every comparison and emptiness check.
import { describe, expect, it } from 'vitest';
import { toolQuestion, userQuestion } from '../../../test/fixtures/tool-inputs';
import { safeParseAskToolInput, safeParseAskUserInput, type AskInputIssue } from '../dialects';

const userIssues = (...questions: unknown[]): AskInputIssue[] => {
  const result = safeParseAskUserInput({ questions });
  return result.success ? [] : result.error.issues;
};
const toolIssues = (...questions: unknown[]): AskInputIssue[] => {
  const result = safeParseAskToolInput({ questions });
  return result.success ? [] : result.error.issues;
};

const LOOK_ALIKES = [
  ['Café NFC', 'Caf\u00e9', 'Café NFD', 'Cafe\u0301'],
  ['Staging', 'Staging', 'Staging + U+200B', 'Staging\u200B'],
  ['Prod', 'Prod', 'full-width Ｐrod', '\uFF30rod'],
  ['Keep', 'Keep', 'Keep + LRM', 'Keep\u200E'],
  ['Prod', 'Prod', 'Cyrillic Рrod', '\u0420rod'],
  ['Octal', 'Octal', 'Cyrillic Оctal', '\u041Ectal'],
  ['Alpha', 'Alpha', 'Greek Αlpha', '\u0391lpha'],
] as const;

const INVISIBLE = [
  ['U+200B', '\u200B'],
  ['U+202E', '\u202E'],
  ['word joiners', '\u2060\u2060'],
  ['a Hangul filler U+3164', '\u3164'],
  ['a Hangul choseong filler U+115F', '\u115F'],
  ['tag characters', '\u{E0041}\u{E0042}\u{E007F}'],
  ['spaces and a BOM', ' \uFEFF '],
] as const;

describe.each(LOOK_ALIKES)('%s and %s', (_a, a, _b, b) => {
  it('are duplicate labels in asktool', () => {
    expect(toolIssues(toolQuestion({ options: [a, b] }))).toEqual([
      {
        path: ['questions', 0, 'options', 1],
        message: `questions[0].options[1] ${JSON.stringify(b)} repeats questions[0].options[0]: option labels must be unique (compared ignoring case, spacing, width and invisible characters); rename or remove one`,
      },
    ]);
  });

  it('are duplicate labels in ask_user', () => {
    expect(
      userIssues(
        userQuestion({ options: [{ label: a }, { label: b }, { label: 'Other env' }] }),
      ).map((issue) => issue.path),
    ).toEqual([['questions', 0, 'options', 1, 'label']]);
  });
});

describe.each(INVISIBLE)('text made only of %s is blank', (_name, invisible) => {
  it('as an asktool question or label', () => {
    expect(
      toolIssues(
        toolQuestion({ question: invisible, options: [invisible, { label: invisible }] }),
      ).map((issue) => issue.message),
    ).toEqual([
      'questions[0].question is blank: write the question',
      'questions[0].options[0] is blank: give every option a visible label',
      'questions[0].options[1].label is blank: give every option a visible label',
    ]);
  });

  it('as an ask_user header, question or label', () => {
    expect(
      userIssues(
        userQuestion({
          header: invisible,
          question: invisible,
          options: [{ label: invisible }, { label: 'B' }],
        }),
      ).map((issue) => issue.message),
    ).toEqual([
      'questions[0].header is blank: add a short label of at most 12 characters',
      'questions[0].question is blank: write the question',
      'questions[0].options[0].label is blank: give every option a visible label',
    ]);
  });
});

describe('look-alike letters are folded in the key only', () => {
  it('Cyrillic and Greek labels that do not look Latin stay distinct', () => {
    expect(toolIssues(toolQuestion({ options: ['Да', 'Нет', 'Ναι', 'Όχι'] }))).toEqual([]);
  });

  it('a Cyrillic Р in a label comes back as it was sent', () => {
    const result = safeParseAskToolInput({ questions: [toolQuestion({ options: ['\u0420rod'] })] });
    expect(result.success && result.data.questions[0]!.options[0]!.label).toBe('\u0420rod');
  });
});

describe('the value the model gets back is its source text', () => {
  it('a label with an invisible code point keeps it, trimmed as before', () => {
    const result = safeParseAskToolInput({
      questions: [toolQuestion({ options: [' Cafe\u0301 ', 'Stag\u200Bing'] })],
    });
    expect(
      result.success && result.data.questions[0]!.options.map((option) => option.label),
    ).toEqual(['Cafe\u0301', 'Stag\u200Bing']);
  });

  it('a description of invisible code points only is dropped like a blank one', () => {
    const result = safeParseAskToolInput({
      questions: [toolQuestion({ options: [{ label: 'A', description: '\u200B\u2060' }] })],
    });
    expect(result.success && result.data.questions[0]!.options).toEqual([{ label: 'A' }]);
  });
});

describe('ask_user: "Other" in any spelling a user reads as Other is rejected', () => {
  const OTHERS = [
    'Other:',
    'Other…',
    'Other.',
    '**Other**',
    '_Other_',
    'Others',
    'Other (please specify)',
    'Other - specify',
    '\uFF2F\uFF54\uFF48\uFF45\uFF52',
    'Oth\u200Ber',
    'Other\u200B',
    '\u041Ether',
    '\u039Fther',
    'Oth\u0435r',
  ];
  it.each(OTHERS)('%j', (label) => {
    expect(
      userIssues(userQuestion({ options: [{ label: 'A' }, { label: 'B' }, { label }] })),
    ).toEqual([
      {
        path: ['questions', 0, 'options', 2],
        message: 'questions[0].options[2]: remove the "Other" option; free text is always offered',
      },
    ]);
  });

  it.each(['Otherwise', 'Another option', 'Mother'])('%j passes', (label) => {
    expect(userIssues(userQuestion({ options: [{ label: 'A' }, { label }] }))).toEqual([]);
  });

  it('asktool still allows them (the rule is ask_user’s)', () => {
    expect(toolIssues(toolQuestion({ options: OTHERS.slice(0, 3) }))).toEqual([]);
  });
});
