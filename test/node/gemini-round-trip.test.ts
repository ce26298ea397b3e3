/**
 * issue 29 #8: a card answered through ask-cards' machine, handed to the real tool's
 * `onConfirm`, makes the CLI's `execute()` write what the user chose, as the CLI would have sent
 * it, and exactly ask-cards' `content`; and the tool shows the questions as ask-cards does
 * (labels and descriptions after the CLI's unescaping and trimming).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseGeminiAskUserInput,
  resolveAsk,
  safeParseGeminiAskUserInput,
  type AskEvent,
  type AskState,
  type GeminiAskUserResult,
} from '../../src/core';
import { cliRefusal, cliRoundTrip } from './gemini-tool';

const present = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));

const description = fc.constantFrom('', ' why ', 'two\\nlines', '  ');
const choice = fc.record({
  question: fc.constantFrom('Which one?', 'Pick\\nsome?'),
  header: fc.constantFrom('Area', '', 'A header\\nlong'),
  type: fc.constant('choice'),
  options: fc
    .uniqueArray(
      fc.constantFrom(
        'Auth',
        'Logs',
        'A, B',
        ' Spaced ',
        'Line\\nbreak',
        'Yes',
        // Each reads as one above once the CLI unescapes it (and the card trims it).
        'Line\nbreak',
        'Yes\\n',
        'yes',
        'Spaced\\r\\n',
      ),
      { minLength: 2, maxLength: 4 },
    )
    .chain((labels) =>
      fc.tuple(...labels.map((label) => fc.record({ label: fc.constant(label), description }))),
    ),
  multiSelect: fc.constantFrom(true, false, undefined),
  placeholder: fc.constantFrom('Other…', undefined),
});
const other = fc.record({
  question: fc.constantFrom('Name?', 'Deploy now?'),
  header: fc.constantFrom('Name', ''),
  type: fc.constantFrom('text', 'yesno'),
  placeholder: fc.constantFrom('shop', undefined),
});
interface Params {
  questions: Array<{ type: string; options?: Array<{ label: string }> }>;
}
const input: fc.Arbitrary<Params> = fc.record({
  questions: fc.array(fc.oneof(choice, other).map(present), { minLength: 1, maxLength: 4 }),
}) as fc.Arbitrary<Params>;

const event: fc.Arbitrary<AskEvent> = fc.oneof(
  { arbitrary: fc.nat(3).map((option) => ({ type: 'toggle', option }) as const), weight: 4 },
  {
    arbitrary: fc
      .constantFrom('', '  ', 'mine', 'a, b', ' spaced ')
      .map((text) => ({ type: 'setOtherText', text }) as const),
    weight: 2,
  },
  { arbitrary: fc.constant({ type: 'toggleOther' } as const), weight: 1 },
  { arbitrary: fc.constant({ type: 'next' } as const), weight: 3 },
  { arbitrary: fc.nat(3).map((index) => ({ type: 'goTo', index }) as const), weight: 1 },
  {
    arbitrary: fc.constantFrom<AskEvent>(
      { type: 'submitAll' },
      { type: 'dismiss' },
      { type: 'declineAll' },
      { type: 'stop' },
      { type: 'replyInChat' },
    ),
    weight: 1,
  },
);

/** The CLI's `createInvocation` unescaping, restated: the label it shows and answers with. */
const cliText = (text: string) => text.replace(/\\r\\n/g, '\n').replace(/\\n/g, '\n');

/**
 * What the CLI's dialog would send for the user's choices, read from the machine's recorded
 * selections (option indexes, typed text) and the model's own labels, not from ask-cards'
 * result: the chosen labels as the CLI shows them in option order, then the typed text,
 * joined with ", "; a question with nothing chosen left out. Null: the CLI's dismissal.
 */
function expectedAnswers(params: Params, state: AskState): Record<string, string> | null {
  if (state.reason !== 'submitted') return null;
  const answers: Record<string, string> = {};
  state.entries.forEach((entry, i) => {
    const recorded = entry.status === 'answered' ? entry.recorded : null;
    if (!recorded) return;
    const q = params.questions[i]!;
    const labels = q.type === 'yesno' ? ['Yes', 'No'] : (q.options ?? []).map((o) => o.label);
    const parts = [...recorded.selected].sort((a, b) => a - b).map((o) => cliText(labels[o]!));
    const typed = recorded.otherSelected ? recorded.otherText.trim() : '';
    if (typed) parts.push(typed);
    const text = parts.join(', ');
    if (text.trim() !== '') answers[String(i)] = text;
  });
  return answers;
}

describe('issue 29: the real ask_user tool reads what ask-cards sends', () => {
  it('for generated questions and events, the CLI gets what the user chose, as our content', async () => {
    let submitted = 0;
    let cancelled = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(input, fc.array(event, { maxLength: 12 }), async (params, events) => {
        const parsed = safeParseGeminiAskUserInput(params);
        if (!parsed.success) {
          // Stricter than the CLI in one way only here: labels that read alike.
          expect(cliRefusal(params)).toBeNull();
          expect(parsed.error.issues.map((i) => i.message)).toEqual(
            parsed.error.issues.map(() => expect.stringMatching(/\.label .*repeats .*rename/)),
          );
          refused++;
          return;
        }
        const request = parsed.data;
        const { state, resolution } = resolveAsk<GeminiAskUserResult>(request, [
          ...events,
          { type: 'submitAll' },
        ]);
        const { result, content } = resolution!;
        const answers = expectedAnswers(params, state);
        expect(result).toEqual(
          answers === null
            ? { outcome: 'cancel' }
            : { outcome: 'proceed_once', payload: { answers } },
        );
        const cli = await cliRoundTrip(
          params,
          result.outcome,
          result.outcome === 'proceed_once' ? result.payload : undefined,
        );
        const expected =
          answers === null
            ? 'User dismissed ask_user dialog without answering.'
            : JSON.stringify({ answers });
        expect(cli.llmContent).toBe(expected);
        expect(content).toBe(expected);
        if (answers === null) cancelled++;
        else submitted++;
        // The options the CLI shows are the ones the card answers with.
        request.questions.forEach((q, i) => {
          const shown = cli.questions[i]!;
          if (shown.type !== 'choice') return;
          expect(q.options.map((o) => o.value ?? o.label)).toEqual(
            shown.options!.map((o) => o.label),
          );
          expect(q.options.map((o) => o.description ?? '')).toEqual(
            shown.options!.map((o) => o.description),
          );
        });
      }),
      { numRuns: 200 },
    );
    expect(submitted).toBeGreaterThan(20);
    expect(cancelled).toBeGreaterThan(5);
    expect(refused).toBeGreaterThan(5);
  });

  it('the answered, skipped, empty and dismissed rows of PROTOCOLS-NEXT §6.2', async () => {
    const params = {
      questions: [
        {
          question: 'Which areas?',
          header: 'Areas',
          type: 'choice',
          multiSelect: true,
          options: [
            { label: 'Auth', description: '' },
            { label: 'Logs', description: '' },
          ],
        },
        { question: 'Store?', header: 'Store', type: 'text' },
        { question: 'Deploy?', header: 'Deploy', type: 'yesno' },
      ],
    };
    const request = parseGeminiAskUserInput(params);
    const rows: Array<[AskEvent[], string]> = [
      [
        [
          { type: 'toggle', option: 1 },
          { type: 'toggle', option: 0 },
          { type: 'setOtherText', text: 'also metrics' },
          { type: 'next' },
          { type: 'setOtherText', text: 'shop' },
          { type: 'next' },
          { type: 'toggle', option: 0 },
          { type: 'next' },
        ],
        '{"answers":{"0":"Auth, Logs, also metrics","1":"shop","2":"Yes"}}',
      ],
      [
        [{ type: 'next' }, { type: 'setOtherText', text: 'shop' }, { type: 'submitAll' }],
        '{"answers":{"1":"shop"}}',
      ],
      [[{ type: 'submitAll' }], '{"answers":{}}'],
      [[{ type: 'dismiss' }], 'User dismissed ask_user dialog without answering.'],
    ];
    for (const [events, expected] of rows) {
      const { result, content } = resolveAsk<GeminiAskUserResult>(request, events).resolution!;
      expect(content).toBe(expected);
      const payload = result.outcome === 'proceed_once' ? result.payload : undefined;
      expect((await cliRoundTrip(params, result.outcome, payload)).llmContent).toBe(expected);
    }
  });
});
