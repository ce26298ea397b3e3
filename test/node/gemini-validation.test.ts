/**
 * issue 29 #8: Gemini CLI's own `AskUserTool` validation and ask-cards' parser judge the same
 * inputs the same way. ask-cards is stricter only by its documented bounds
 * (src/core/adapters/gemini-ask-user/schema.ts), each named here:
 *
 * - a question that shows nothing once unescaped (the CLI takes `""`);
 * - a label that shows nothing once unescaped (`"\\n"`, U+200B: the CLI only trims);
 * - two labels of one question a user cannot tell apart (`A` and `a`), in any type;
 * - lengths (question 4,000, texts 1,000), 100 ignored options, 256 K of JSON in all.
 *
 * And more lenient in one: `null` in an optional field reads as absent (strict-mode models send
 * it; the CLI refuses it).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeParseGeminiAskUserInput, unescapeGeminiText } from '../../src/core';
import { labelKey } from '../../src/core/markdown/text';
import { isBlank } from '../../src/core/schema/text';
import { cliRefusal } from './gemini-tool';

const refuses = (input: unknown) => !safeParseGeminiAskUserInput(input).success;

/** Whether `input` breaks one of ask-cards' documented bounds that the CLI does not have. */
function stricterByBound(input: unknown): boolean {
  const questions = (input as { questions?: unknown }).questions;
  if (!Array.isArray(questions)) return false;
  return questions.some((q) => {
    if (typeof q !== 'object' || q === null) return false;
    const { question, options } = q as { question?: unknown; options?: unknown };
    if (typeof question === 'string' && isBlank(unescapeGeminiText(question))) return true;
    if (!Array.isArray(options)) return false;
    const labels = options
      .map((o) => (o as { label?: unknown }).label)
      .filter((l): l is string => typeof l === 'string');
    if (labels.some((l) => l.trim() !== '' && isBlank(unescapeGeminiText(l)))) return true;
    const keys = labels.map(labelKey).filter((k) => k !== '');
    return new Set(keys).size < keys.length;
  });
}

const option = (label: string, description = '') => ({ label, description });
const two = [option('A', 'first'), option('B')];

const FIXED: Array<[string, unknown]> = [
  ['no questions field', {}],
  ['not an object', 'ask'],
  ['no questions', { questions: [] }],
  ['five questions', { questions: Array(5).fill({ question: 'Q?', header: 'H', type: 'text' }) }],
  ['type missing', { questions: [{ question: 'Q?', header: 'H', options: two }] }],
  ['type unknown', { questions: [{ question: 'Q?', header: 'H', type: 'pick' }] }],
  ['header missing', { questions: [{ question: 'Q?', type: 'text' }] }],
  ['empty header', { questions: [{ question: 'Q?', header: '', type: 'text' }] }],
  ['choice without options', { questions: [{ question: 'Q?', header: 'H', type: 'choice' }] }],
  [
    'choice of one',
    { questions: [{ question: 'Q?', header: 'H', type: 'choice', options: [option('A')] }] },
  ],
  ['choice of two', { questions: [{ question: 'Q?', header: 'H', type: 'choice', options: two }] }],
  [
    'choice of five',
    {
      questions: [
        {
          question: 'Q?',
          header: 'H',
          type: 'choice',
          options: 'ABCDE'.split('').map((l) => option(l)),
        },
      ],
    },
  ],
  [
    'yesno with five options',
    {
      questions: [
        {
          question: 'Q?',
          header: 'H',
          type: 'yesno',
          options: 'ABCDE'.split('').map((l) => option(l)),
        },
      ],
    },
  ],
  [
    'text with one option',
    { questions: [{ question: 'Q?', header: 'H', type: 'text', options: [option('A')] }] },
  ],
  [
    'label blank',
    {
      questions: [
        { question: 'Q?', header: 'H', type: 'choice', options: [option(' '), option('B')] },
      ],
    },
  ],
  [
    'description missing',
    {
      questions: [
        { question: 'Q?', header: 'H', type: 'choice', options: [{ label: 'A' }, option('B')] },
      ],
    },
  ],
  [
    'multiSelect not boolean',
    {
      questions: [
        { question: 'Q?', header: 'H', type: 'choice', options: two, multiSelect: 'yes' },
      ],
    },
  ],
  [
    'placeholder not a string',
    { questions: [{ question: 'Q?', header: 'H', type: 'text', placeholder: 3 }] },
  ],
  [
    'unknown keys and unconstrainedHeight',
    {
      extra: 1,
      questions: [
        { question: 'Q?', header: 'H', type: 'text', unconstrainedHeight: true, note: 'x' },
      ],
    },
  ],
  // ask-cards' bounds, stricter than the CLI:
  ['empty question (bound)', { questions: [{ question: '', header: 'H', type: 'text' }] }],
  [
    'an escaped newline as the label (bound)',
    {
      questions: [
        { question: 'Q?', header: 'H', type: 'choice', options: [option('\\n'), option('B')] },
      ],
    },
  ],
  [
    'labels a user cannot tell apart (bound)',
    {
      questions: [
        { question: 'Q?', header: 'H', type: 'choice', options: [option('Go'), option('go')] },
      ],
    },
  ],
  [
    'issue 29: labels the CLI unescapes into one (bound)',
    {
      questions: [
        { question: 'Q?', header: 'H', type: 'choice', options: [option('Yes'), option('Yes\\n')] },
      ],
    },
  ],
];

describe('issue 29: the CLI and ask-cards refuse the same inputs', () => {
  it.each(FIXED)('%s', (name, input) => {
    const cli = cliRefusal(input) !== null;
    if (name.endsWith('(bound)')) {
      expect(cli, 'the CLI accepts it').toBe(false);
      expect(refuses(input), 'ask-cards refuses it').toBe(true);
    } else expect(refuses(input), cliRefusal(input) ?? 'the CLI accepts it').toBe(cli);
  });

  it('near-valid inputs: the CLI refuses iff ask-cards does, but for a documented bound', () => {
    // Each field valid most of the time, so whole inputs are often valid or wrong in one place.
    const near = (valid: fc.Arbitrary<unknown>, ...wrong: unknown[]) =>
      fc.oneof(
        { arbitrary: valid, weight: 6 },
        { arbitrary: fc.constantFrom(...wrong), weight: 1 },
      );
    /** A record without the fields drawn as `undefined` (absent, as JSON has them). */
    const present = <T extends object>(value: T) =>
      Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
    const text = near(
      fc.constantFrom('Q?', 'Which one?', 'Line\\nbreak?'),
      '',
      ' ',
      '\\n',
      undefined,
    );
    const label = near(
      fc.constantFrom('A', 'B', 'C d', 'D', 'E', 'Yes'),
      'a',
      ' ',
      '',
      '\\n',
      3,
      undefined,
    );
    const description = near(fc.constantFrom('', ' why ', 'x\\ny'), 1, undefined);
    const opt = (label: fc.Arbitrary<unknown>) => fc.record({ label, description }).map(present);
    // Distinct labels mostly (1-5 of them, one past the CLI's 4); any labels sometimes.
    const options = fc.oneof(
      {
        arbitrary: fc
          .uniqueArray(fc.constantFrom('A', 'B', 'C d', 'D', 'E', 'Yes'), {
            minLength: 1,
            maxLength: 5,
          })
          .chain((labels) => fc.tuple(...labels.map((l) => opt(fc.constant(l))))),
        weight: 6,
      },
      { arbitrary: fc.array(opt(label), { maxLength: 5 }), weight: 2 },
      { arbitrary: fc.constant(undefined), weight: 1 },
    );
    const question = fc
      .record({
        question: text,
        header: near(fc.constantFrom('H', '', 'Long header text'), 5, undefined),
        type: near(fc.constantFrom('choice', 'text', 'yesno'), 'pick', undefined),
        options,
        multiSelect: near(fc.constantFrom(true, false, undefined), 'yes'),
        placeholder: near(fc.constantFrom('p', '', undefined), 3),
        unconstrainedHeight: fc.constantFrom(true, 'x', undefined),
      })
      .map(present);
    const input = fc.record({
      questions: near(fc.array(question, { minLength: 1, maxLength: 5 }), [], 'Q?'),
    });
    let agreed = 0;
    fc.assert(
      fc.property(input, (value) => {
        const cli = cliRefusal(value) !== null;
        const ours = refuses(value);
        if (cli === ours) return void agreed++;
        // Only ours may refuse more, and only by a bound.
        expect({ cli, ours, bound: stricterByBound(value) }).toEqual({
          cli: false,
          ours: true,
          bound: true,
        });
      }),
      { numRuns: 400 },
    );
    expect(agreed).toBeGreaterThan(200);
  });

  it('ask-cards is more lenient in one way only: null in an optional field reads as absent', () => {
    const input = { questions: [{ question: 'Q?', header: 'H', type: 'text', placeholder: null }] };
    expect(cliRefusal(input)).toMatch(/placeholder must be string/);
    expect(refuses(input)).toBe(false);
  });
});
