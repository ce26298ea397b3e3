// Issue 30 #3: an answer the agent refused comes back as a pending card holding it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  askTransition,
  createAskState,
  getAnswers,
  recordPicks,
  reopenAsk,
  toAskResolution,
  toAskSnapshot,
  type AskPick,
} from '../dialects';
import type { AskEvent, AskQuestion, AskRequest, AskState } from '../types';

const questionArb = (i: number): fc.Arbitrary<AskQuestion> =>
  fc
    .record({
      optionCount: fc.integer({ min: 0, max: 3 }),
      multiSelect: fc.boolean(),
      allowOther: fc.boolean(),
      required: fc.boolean(),
      withValues: fc.boolean(),
      secret: fc.boolean(),
      defaultOption: fc.option(fc.nat(2), { nil: undefined }),
    })
    .map((q) => {
      // A question without options is its text field: it always takes free text.
      const optionCount = q.optionCount;
      const allowOther = optionCount === 0 ? true : q.allowOther;
      const question: AskQuestion = {
        id: `field_${i}`,
        question: `Question ${i}?`,
        options: Array.from({ length: optionCount }, (_, k) => ({
          label: `L${k}`,
          ...(q.withValues ? { value: `v${k}` } : {}),
        })),
        multiSelect: optionCount > 0 && q.multiSelect,
        allowOther,
        required: q.required,
      };
      if (allowOther && q.secret) question.input = { secret: true };
      if (q.defaultOption !== undefined && q.defaultOption < optionCount)
        question.default = { options: [q.defaultOption] };
      return question;
    });

const requestArb: fc.Arbitrary<AskRequest> = fc
  .integer({ min: 1, max: 4 })
  .chain((count) =>
    fc
      .tuple(...Array.from({ length: count }, (_, i) => questionArb(i)))
      .map((questions): AskRequest => ({ dialect: 'asktool', questions })),
  );

/** A pick each question's rules accept: some options, some text, or nothing where optional. */
const pickArb = (request: AskRequest): fc.Arbitrary<AskPick[]> =>
  fc.tuple(
    ...request.questions.map((q, question) =>
      fc
        .record({
          selected: fc.subarray(q.options.map((_, k) => k)),
          text: q.allowOther !== false ? fc.constantFrom('', 'typed', ' padded ') : fc.constant(''),
        })
        .map(({ selected, text }): AskPick => {
          const options = q.multiSelect ? selected : selected.slice(0, 1);
          // A single-select answer is one option or the free text, never both.
          const otherText = q.multiSelect || options.length === 0 ? text : '';
          return { question, selected: options, otherText };
        }),
    ),
  );

/** A submitted state of `request` (null when the machine refused the random picks). */
function submitted(request: AskRequest, picks: AskPick[]): AskState | null {
  const out = recordPicks(createAskState(request), picks);
  return out.ok && out.state.status === 'resolved' && out.state.reason === 'submitted'
    ? out.state
    : null;
}

const run = (state: AskState, ...events: AskEvent[]) =>
  events.reduce((s, e) => askTransition(s, e), state);

describe('issue 30 #3: reopenAsk', () => {
  it('issue 30 #3: resolved → reopened with its answers → submitted again gives the same result', () => {
    fc.assert(
      fc.property(
        requestArb.chain((request) => fc.tuple(fc.constant(request), pickArb(request))),
        fc.boolean(),
        ([request, picks], stacked) => {
          const first = submitted(request, picks);
          fc.pre(first !== null);
          const answers = getAnswers(first!);
          const reopened = reopenAsk(request, answers, stacked ? { layout: 'stacked' } : {});
          expect(reopened.status).toBe('pending');
          expect(reopened.layout ?? 'stepper').toBe(stacked ? 'stacked' : 'stepper');
          // One action submits it again: the stepper's Next on the question on screen, or Submit.
          const again = run(reopened, { type: 'next' });
          expect(again.status).toBe('resolved');
          expect(getAnswers(again)).toEqual(answers);
          const before = toAskResolution(first!)!;
          const after = toAskResolution(again)!;
          expect(after.result).toEqual(before.result);
          expect(after.content).toBe(before.content);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('issue 30 #3: every answer but the one on screen is recorded; that one is its draft', () => {
    const request: AskRequest = {
      dialect: 'asktool',
      questions: [
        {
          id: 'env',
          question: 'Env?',
          options: [{ label: 'staging' }, { label: 'prod' }],
          multiSelect: false,
        },
        { id: 'replicas', question: 'Replicas?', options: [], multiSelect: false },
        { id: 'note', question: 'Note?', options: [], multiSelect: false },
      ],
    };
    const answers = [
      { id: 'env', status: 'answered' as const, labels: ['prod'] },
      { id: 'replicas', status: 'answered' as const, labels: [], customText: '9' },
      { id: 'note', status: 'answered' as const, labels: [], customText: 'hi' },
    ];
    const state = reopenAsk(request, answers, { focus: 'replicas' });
    expect(state.cursor).toBe(1);
    expect(state.entries.map((e) => e.status)).toEqual(['answered', 'unanswered', 'answered']);
    expect(state.entries[1]).toMatchObject({ otherSelected: true, otherText: '9' });
    // The user fixes the refused answer; Submit sends all three.
    const fixed = run(state, { type: 'setOtherText', text: '3' }, { type: 'next' });
    expect(fixed.status).toBe('resolved');
    expect(getAnswers(fixed).map((a) => a.customText ?? a.labels[0])).toEqual(['prod', '3', 'hi']);
    // Without a focus, the last question is the one left open.
    expect(reopenAsk(request, answers).cursor).toBe(2);
  });

  it('issue 30 #3: a secret answer comes back in memory, and the stored snapshot still leaves it out', () => {
    const request: AskRequest = {
      dialect: 'asktool',
      questions: [
        {
          id: 'token',
          question: 'Token?',
          options: [],
          multiSelect: false,
          input: { secret: true },
        },
        { id: 'name', question: 'Name?', options: [], multiSelect: false },
      ],
    };
    const answers = [
      { id: 'token', status: 'answered' as const, labels: [], customText: 's3cret' },
      { id: 'name', status: 'answered' as const, labels: [], customText: 'x' },
    ];
    const state = reopenAsk(request, answers, { focus: 'name' });
    expect(state.entries[0]!.recorded?.otherText).toBe('s3cret');
    expect(JSON.stringify(toAskSnapshot(state))).not.toContain('s3cret');
    expect(getAnswers(run(state, { type: 'next' }))[0]!.customText).toBe('s3cret');
  });

  it('issue 30 #3: answers that no longer fit a changed question are dropped, not carried over', () => {
    const request: AskRequest = {
      dialect: 'asktool',
      questions: [
        {
          id: 'env',
          question: 'Env?',
          options: [{ label: 'dev' }, { label: 'prod' }],
          multiSelect: false,
          allowOther: false,
          default: { options: [0] },
        },
        {
          id: 'size',
          question: 'Size?',
          options: [],
          multiSelect: false,
          input: { kind: 'integer', max: 5 },
        },
        { id: 'ok', question: 'Ok?', options: [{ label: 'yes' }], multiSelect: false },
      ],
    };
    const answers = [
      // `staging` is no longer an option; 9 breaks the new maximum; an unknown id and junk.
      { id: 'env', status: 'answered' as const, labels: ['staging'] },
      { id: 'size', status: 'answered' as const, labels: [], customText: '9' },
      { id: 'ok', status: 'answered' as const, labels: ['yes'] },
      { id: 'gone', status: 'answered' as const, labels: ['x'] },
      null as never,
    ];
    const state = reopenAsk(request, answers);
    const fresh = createAskState(request);
    expect(state.status).toBe('pending');
    // Dropped: as a fresh card has them (the default option, an empty field), unanswered.
    expect(state.entries[0]).toEqual(fresh.entries[0]);
    expect(state.entries[1]).toEqual(fresh.entries[1]);
    expect(state.entries[2]!.status).toBe('answered');
    // The first question left to answer is on screen.
    expect(state.cursor).toBe(0);
  });

  it('issue 30 #3: a value-keyed answer is matched by its values, a stranger list gives a fresh state', () => {
    const request: AskRequest = {
      dialect: 'asktool',
      questions: [
        {
          id: 'env',
          question: 'Env?',
          options: [
            { label: 'Staging', value: 's' },
            { label: 'Production', value: 'p' },
          ],
          multiSelect: false,
        },
      ],
    };
    const state = reopenAsk(request, [
      { id: 'env', status: 'answered', labels: ['Production'], values: ['p'] },
    ]);
    expect(state.entries[0]!.selected).toEqual([1]);
    expect(reopenAsk(request, 'nonsense' as never)).toEqual(createAskState(request));
  });
});
