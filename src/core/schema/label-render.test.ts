/**
 * Issue 24 #8: labels are compared and checked by the text they show once rendered, in every
 * dialect with option labels: two labels a user cannot tell apart are one label, and a label that
 * renders as nothing is refused (the model can fix it).
 */
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeParseApprovalQuestions } from '../adapters/approval-questions/schema';
import { safeParseAskUserQuestionInput } from '../adapters/ask-user-question/schema';
import { safeParseRequestUserInputParams } from '../adapters/request-user-input/schema';
import { labelKey, renderedText, visualOrder } from '../markdown/text';
import { safeParseAskToolInput, safeParseAskUserInput } from '../dialects';

type Parse = (labels: string[]) => {
  success: boolean;
  error?: { issues: { path: unknown[]; message: string }[] };
};

/** Each dialect with option labels: a request of one question holding `labels`. */
const DIALECTS: [string, Parse, (o: number) => (string | number)[]][] = [
  [
    'asktool',
    (labels) => safeParseAskToolInput({ questions: [{ question: 'Where?', options: labels }] }),
    (o) => ['questions', 0, 'options', o],
  ],
  [
    'ask_user',
    (labels) =>
      safeParseAskUserInput({
        questions: [
          {
            id: 'env',
            header: 'Env',
            question: 'Where?',
            options: labels.map((label) => ({ label })),
          },
        ],
      }),
    (o) => ['questions', 0, 'options', o, 'label'],
  ],
  [
    'AskUserQuestion',
    (labels) =>
      safeParseAskUserQuestionInput({
        questions: [
          {
            question: 'Where?',
            header: 'Env',
            multiSelect: false,
            options: labels.map((label) => ({ label, description: 'd' })),
          },
        ],
      }),
    (o) => ['questions', 0, 'options', o, 'label'],
  ],
  [
    'request_user_input',
    (labels) =>
      safeParseRequestUserInputParams({
        threadId: 't',
        turnId: 'u',
        itemId: 'i',
        questions: [
          {
            id: 'env',
            header: 'Env',
            question: 'Where?',
            isOther: false,
            isSecret: false,
            options: labels.map((label) => ({ label, description: 'd' })),
          },
        ],
      }),
    (o) => ['questions', 0, 'options', o, 'label'],
  ],
  [
    'approval-questions',
    (labels) =>
      safeParseApprovalQuestions({
        id: 'a',
        display: 'questions',
        questions: [
          {
            id: 'env',
            prompt: 'Where?',
            options: labels.map((label, o) => ({ id: `o${o}`, label })),
          },
        ],
      }),
    (o) => ['questions', 0, 'options', o, 'label'],
  ],
];

const ALIKE = [
  ['Staging', 'Staging<!-- x -->'],
  ['Staging', '<span>Staging</span>'],
  ['Staging', '**Staging**'],
  ['Staging', '[Staging](https://example.com)'],
  ['A&B', 'A&amp;B'],
  ['Cancel', '\u202ElecnaC'],
  ['Deploy now', 'Deploy <script>x</script>now'],
] as const;

const NOTHING = ['** **', '---', '***\n---\n___', '<br>', '<!-- -->', '[]()', '![](x.png)'];

describe.each(DIALECTS)('issue 24 #8 in %s', (_dialect, parse, at) => {
  it.each(ALIKE)('issue 24 #8: %j and %j render alike and are refused as a repeat', (a, b) => {
    const result = parse([a, b, 'Other choice']);
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => /repeats/.test(i.message));
    expect(issue?.path).toEqual(at(1));
    expect(issue?.message).toContain('option labels must be unique');
  });

  it.each(NOTHING)('issue 24 #8: the label %j renders as nothing and is refused', (label) => {
    const result = parse(['Staging', label]);
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => /renders as nothing/.test(i.message));
    expect(issue?.path).toEqual(at(1));
    expect(issue?.message).toMatch(/renders as nothing: give every option a visible label/);
  });

  it('labels that show different text are still accepted', () => {
    expect(parse(['**Staging**', 'Staging `v2`', '<b>Production</b>']).success).toBe(true);
  });
});

describe('labelKey: the text a label shows', () => {
  it('is the rendered text, entities decoded, raw HTML dropped, drawn order, case-folded', () => {
    expect(renderedText('**Staging**<!-- x -->')).toBe('Staging');
    expect(renderedText('A&amp;B')).toBe('A&B');
    expect(renderedText('---')).toBe('');
    expect(visualOrder('\u202ElecnaC')).toBe('\u202ECancel');
    expect(labelKey('<span>ＳTAGING</span>\u200B')).toBe('staging');
  });

  it('a label the renderer shows as text (too slow to parse) is its source', () => {
    const label = ']'.repeat(1000);
    expect(labelKey(label)).toBe(label);
  });

  it('issue 24 #8: is linear: labels of Markdown-significant characters at 4× the limit', () => {
    const char = fc.constantFrom(...'>][<!-?*_`\n  ab|&;'.split(''));
    fc.assert(
      fc.property(
        fc.string({ unit: char, maxLength: 6 }),
        fc.integer({ min: 1, max: 700 }),
        (unit, times) => {
          expect(typeof labelKey(unit.repeat(times).slice(0, 4000))).toBe('string');
        },
      ),
      { numRuns: 40 },
    );
  });
});
