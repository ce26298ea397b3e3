import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summarizeAsk } from '../../dialects';
import { toAskToolDetails } from '../../serialize/details';
import type { AskAnswer } from '../../types';
import { readAskUserPersisted } from '.';
import { toAskUserResult } from './result';
import { parseAskUserInput } from './schema';

const input = {
  questions: [
    {
      id: 'env',
      header: 'Env',
      question: 'Where?',
      options: [{ label: 'Staging' }, { label: 'Production' }, { label: 'Canary' }],
      multiSelect: true,
    },
    {
      id: 'when',
      header: 'When',
      question: 'When?',
      options: [{ label: 'Now' }, { label: 'Later' }],
    },
  ],
};
const request = parseAskUserInput(input);

describe('readAskUserPersisted: an ask_user call read back from { input, result }', () => {
  it('any answered result reads back as the answers it was made of, object or JSON text', () => {
    const labels = request.questions.map((q) => q.options.map((o) => o.label));
    const answer = (i: number) =>
      fc
        .record({
          chosen: fc.subarray(labels[i]!),
          typed: fc.option(fc.stringMatching(/^[a-z][a-z ]{0,20}[a-z]$/), { nil: undefined }),
        })
        .filter(({ chosen, typed }) => chosen.length > 0 || typed !== undefined)
        .filter(({ chosen }) => i !== 1 || chosen.length <= 1);
    fc.assert(
      fc.property(answer(0), answer(1), fc.boolean(), (a, b, asText) => {
        const answers: AskAnswer[] = [a, b].map(({ chosen, typed }, i) => ({
          id: request.questions[i]!.id,
          status: 'answered',
          labels: labels[i]!.filter((l) => chosen.includes(l)),
          ...(typed === undefined ? {} : { customText: typed }),
        }));
        const result = toAskUserResult(request, answers, 'submitted');
        const read = readAskUserPersisted({
          input,
          result: asText ? JSON.stringify(result) : result,
        });
        expect(read).toEqual(toAskToolDetails(request, answers, 'submitted'));
      }),
    );
  });

  it('no_answer reads as an unanswered prompt; anything else is not such a pair', () => {
    const read = readAskUserPersisted({ input, result: { status: 'no_answer' } })!;
    expect(summarizeAsk(read).items.map((i) => i.status)).toEqual(['noAnswer', 'noAnswer']);
    for (const value of [
      null,
      'answered',
      { input },
      { input, result: '{not json' },
      { input, result: { status: 'answered' } },
      { input, result: { status: 'weird', answers: { answers: {} } } },
      { input: { questions: [] }, result: { status: 'no_answer' } },
    ])
      expect(readAskUserPersisted(value), JSON.stringify(value)).toBeNull();
    // Values of the wrong type are no answer, never a crash.
    const hostile = { status: 'answered', answers: { answers: { env: { answers: [7] } } } };
    expect(readAskUserPersisted({ input, result: hostile })!.answers[0]).toMatchObject({
      status: 'skipped',
    });
  });
});
