import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AskInputError } from '../../schema/errors';
import { getAskAdapter } from '../index';
import { cutChip } from './chip';
import { auqInput, featuresQuestion, layoutQuestion, libraryQuestion } from './fixtures';
import { parseAskUserQuestionInput, safeParseAskUserQuestionInput } from './schema';

const input = (...questions: unknown[]) => ({ questions });
const option = (label: string) => ({ label, description: `${label} it is` });

function messagesOf(value: unknown): string[] {
  const result = safeParseAskUserQuestionInput(value);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues.map((issue) => issue.message);
}

describe('AskUserQuestion: normalization', () => {
  it('an input as canUseTool receives it becomes a request with ids q1, q2 and its source', () => {
    const request = parseAskUserQuestionInput(auqInput);
    expect(request).toMatchObject({
      dialect: 'AskUserQuestion',
      questions: [
        {
          id: 'q1',
          header: 'Library',
          question: 'Which library should we use for date formatting?',
          options: [
            { label: 'date-fns', description: 'Small and tree-shakable' },
            { label: 'Luxon', description: 'Time zones built in' },
          ],
          multiSelect: false,
        },
        { id: 'q2', header: 'Features', multiSelect: true },
      ],
    });
    expect(request.source).toEqual(auqInput);
    expect(request.source).not.toBe(auqInput);
  });

  it('the registry serves the adapter under the dialect name AskUserQuestion', () => {
    expect(getAskAdapter('AskUserQuestion').parse(auqInput)).toEqual(
      parseAskUserQuestionInput(auqInput),
    );
    expect(getAskAdapter('AskUserQuestion').definition).toBeUndefined();
  });

  it('multiSelect absent reads false; a description absent is let through (the CLI allows it)', () => {
    const request = parseAskUserQuestionInput(
      input({ question: 'Q?', header: 'H', options: [{ label: 'A' }, { label: 'B' }] }),
    );
    expect(request.questions[0]).toMatchObject({
      multiSelect: false,
      options: [{ label: 'A' }, { label: 'B' }],
    });
  });

  it('a header is a chip: cut to 12 characters, never inside a grapheme, never a key', () => {
    const header = (h: string) =>
      parseAskUserQuestionInput(input({ ...libraryQuestion, header: h })).questions[0]!.header;
    expect(header('Deployment target')).toBe('Deployment t');
    expect(header('  Auth  ')).toBe('Auth');
    expect(header('👨‍👩‍👧'.repeat(13))).toBe('👨‍👩‍👧'.repeat(12));
    expect(header('🇯🇵'.repeat(20))).toBe('🇯🇵'.repeat(12));
    expect(header('e\u0301'.repeat(13))).toBe('e\u0301'.repeat(12));
    expect(header('   ')).toBeUndefined();
  });

  it('a chip never ends inside a grapheme, whatever the text (property)', () => {
    const segmenter = new Intl.Segmenter();
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (text) => {
        const chip = cutChip(text, 12);
        if (chip === undefined) return;
        const parts = [...segmenter.segment(chip)].map((s) => s.segment);
        expect(parts.length).toBeLessThanOrEqual(12);
        expect(text.trim().startsWith(chip)).toBe(true);
      }),
    );
  });

  it('a preview becomes { format, content }: Markdown unless the session says html', () => {
    const md = parseAskUserQuestionInput(input(layoutQuestion)).questions[0]!.options[0]!;
    expect(md.preview).toEqual({ format: 'markdown', content: layoutQuestion.options[0].preview });
    const html = parseAskUserQuestionInput(input(layoutQuestion), { previewFormat: 'html' });
    expect(html.questions[0]!.options[1]!.preview!.format).toBe('html');
  });

  it('null optional fields read as absent (strict tool calling)', () => {
    const request = parseAskUserQuestionInput({
      questions: [
        {
          ...libraryQuestion,
          multiSelect: null,
          options: [{ label: 'A', description: null, preview: null }, option('B')],
        },
      ],
      metadata: null,
    });
    expect(request.questions[0]!.options[0]).toEqual({ label: 'A' });
  });

  it('unknown keys are kept in the source, so the result echoes them', () => {
    const extended = {
      ...auqInput,
      title: 'Setup',
      // Extended (issue 25 #2): a kind outside "choice" | "text" | "number" is refused now.
      questions: [{ ...libraryQuestion, kind: 'choice', x: 1 }],
    };
    expect(parseAskUserQuestionInput(extended).source).toEqual(extended);
  });
});

describe('AskUserQuestion: rules, with messages a model can act on', () => {
  it('1 to 4 questions; 0 and 5 are refused', () => {
    const q = (n: number) => ({ ...libraryQuestion, question: `Question ${n}?` });
    expect(safeParseAskUserQuestionInput(input(q(1), q(2), q(3), q(4))).success).toBe(true);
    expect(messagesOf(input())).toEqual([
      'questions has 0 items; AskUserQuestion allows 1-4: ask one question',
    ]);
    expect(messagesOf(input(q(1), q(2), q(3), q(4), q(5)))).toEqual([
      'questions has 5 items; AskUserQuestion allows 1-4: ask the 4 most important questions now and the rest after their answers',
    ]);
  });

  it('2 to 4 options; 1 and 5 are refused', () => {
    const withOptions = (n: number) =>
      input({
        ...libraryQuestion,
        options: Array.from({ length: n }, (_, i) => option(`Option ${i + 1}`)),
      });
    expect(safeParseAskUserQuestionInput(withOptions(4)).success).toBe(true);
    expect(messagesOf(withOptions(1))).toEqual([
      'questions[0].options has 1 item; AskUserQuestion allows 2-4: offer 2 to 4 options (free text is always offered)',
    ]);
    expect(messagesOf(withOptions(5))).toEqual([
      'questions[0].options has 5 items; AskUserQuestion allows 2-4: keep the 4 most useful options, or split the question',
    ]);
  });

  it('question texts must be unique: they key the answers', () => {
    expect(
      messagesOf(
        input(libraryQuestion, {
          ...featuresQuestion,
          question: ' which LIBRARY should we use for date formatting?',
        }),
      ),
    ).toEqual([
      'questions[1].question " which LIBRARY should we use for date formatting?" repeats questions[0].question: question texts must be unique (answers are keyed by them); merge or rephrase one',
    ]);
  });

  it('labels must be unique within their question, not across questions', () => {
    expect(
      messagesOf(input({ ...libraryQuestion, options: [option('Luxon'), option(' luxon ')] })),
    ).toEqual([
      'questions[0].options[1].label " luxon " repeats questions[0].options[0].label: option labels must be unique (compared ignoring case, spacing, width and invisible characters); rename one',
    ]);
    expect(
      safeParseAskUserQuestionInput(
        input(
          { ...libraryQuestion, options: [option('Yes'), option('No')] },
          { ...featuresQuestion, options: [option('Yes'), option('No')] },
        ),
      ).success,
    ).toBe(true);
  });

  it('missing fields say what to add, with an example', () => {
    expect(messagesOf(input({ question: 'Q?', options: [option('A'), option('B')] }))).toEqual([
      'questions[0].header is missing: add a chip label of at most 12 characters, e.g. "Library"',
    ]);
    expect(messagesOf({})).toEqual([
      expect.stringMatching(/^questions is missing: add an array of 1-4 questions, e\.g\. /),
    ]);
    expect(messagesOf('questions')).toEqual([
      'input must be an object like { "questions": [ … ] }, not a string',
    ]);
  });

  it('a blank question and a blank label are refused; wrong types are named', () => {
    expect(
      messagesOf(
        input({ ...libraryQuestion, question: ' \u200B ', options: [option('A'), { label: ' ' }] }),
      ),
    ).toEqual([
      'questions[0].question is blank: write the question',
      'questions[0].options[1].label is blank: give every option a visible label',
    ]);
    expect(messagesOf(input({ ...libraryQuestion, multiSelect: 'yes' }))).toEqual([
      'questions[0].multiSelect must be true or false, not a string',
    ]);
  });

  it('parseAskUserQuestionInput throws AskInputError; the safe variant never throws', () => {
    expect(() => parseAskUserQuestionInput(input())).toThrow(AskInputError);
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(typeof safeParseAskUserQuestionInput(value).success).toBe('boolean');
      }),
    );
  });
});
