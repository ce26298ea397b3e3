// Issue 29: the receipt after a reload says what the live one said. For any Gemini CLI `ask_user`
// and any answers a person gives on the card (through the machine), the summary the transcript
// renders is the same from the resolution, from its details stored as JSON, and from the tool
// call a host keeps (`{ input, result }`, the result in any of its forms).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseGeminiAskUserInput } from '../../core/adapters/gemini-ask-user';
import { parseAskSummary, summarizeAsk } from '../../core/dialects';
import { settleStacked } from '../../../test/fixtures/drive';
import type { AskEvent } from '../../core/types';

const LABELS = ['Auth', 'Billing', 'Logs', 'Log', 'Metrics', '部署', '🚀 Launch', '**Bold**'];

const question = fc.oneof(
  fc.record({
    header: fc.constantFrom('Scope', 'Area', '范围'),
    question: fc.constantFrom('Which areas?', 'What should be checked?'),
    type: fc.constant('choice' as const),
    multiSelect: fc.boolean(),
    options: fc
      .uniqueArray(fc.constantFrom(...LABELS), { minLength: 2, maxLength: 4 })
      .map((labels) => labels.map((label) => ({ label, description: '' }))),
  }),
  fc.record({
    header: fc.constantFrom('Name', 'Store'),
    question: fc.constantFrom('Which store is it for?', 'What name?'),
    type: fc.constant('text' as const),
  }),
  fc.record({
    header: fc.constantFrom('Ship'),
    question: fc.constantFrom('Ship it today?'),
    type: fc.constant('yesno' as const),
  }),
);

/** A person's own words: never starting with an option's text (the CLI's join cannot tell). */
const ownWords = fc.oneof(
  fc.constant(''),
  fc.stringMatching(/^[a-z][a-z ]{0,20}[a-z]$/),
  fc.constantFrom('稍后再说', 'after the 🚀 launch', 'ask **ops**'),
);

const scenario = fc.array(question, { minLength: 1, maxLength: 4 }).chain((questions) =>
  fc.record({
    input: fc.constant({ questions }),
    answers: fc.tuple(
      ...questions.map(() =>
        fc.record({ picks: fc.subarray([0, 1, 2, 3]), text: ownWords, first: fc.boolean() }),
      ),
    ),
    dismiss: fc.boolean(),
  }),
);

describe('issue 29: the Gemini ask_user receipt after a reload (property)', () => {
  it('issue 29: live, stored details and the stored {input, result} give one summary', () => {
    fc.assert(
      fc.property(scenario, ({ input, answers, dismiss }) => {
        const request = parseGeminiAskUserInput(input);
        const events: AskEvent[] = [];
        request.questions.forEach((q, i) => {
          const { picks, text, first } = answers[i]!;
          const chosen = picks.filter((o) => o < q.options.length);
          const own = q.options.some((o) => text.startsWith(o.label)) ? '' : text;
          if (q.multiSelect)
            chosen.forEach((option) => events.push({ type: 'toggle', option, question: i }));
          else if (chosen.length > 0 && (first || own === ''))
            events.push({ type: 'toggle', option: chosen[0]!, question: i });
          if (own !== '' && (q.multiSelect || chosen.length === 0 || !first))
            events.push(
              { type: 'setOtherText', text: own, question: i },
              { type: 'selectOther', question: i },
            );
        });
        events.push(dismiss ? { type: 'dismiss' } : { type: 'submitAll' });
        const resolution = settleStacked(request, events);
        const live = summarizeAsk(resolution);
        const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
        expect(parseAskSummary(json(resolution.details))).toEqual(live);
        const forms = [resolution.result, resolution.content];
        if ('payload' in (resolution.result as object))
          forms.push((resolution.result as { payload: unknown }).payload);
        for (const result of forms) expect(parseAskSummary(json({ input, result }))).toEqual(live);
      }),
      { numRuns: 150 },
    );
  });
});
