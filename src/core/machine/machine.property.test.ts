import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AskEvent, AskRequest, AskState } from '../types';
import { askTransition, createAskState, getAnswers } from '../dialects';

const request: fc.Arbitrary<AskRequest> = fc
  .record({
    dialect: fc.constantFrom('asktool' as const, 'ask_user' as const),
    questions: fc.array(
      fc.record({ optionCount: fc.integer({ min: 1, max: 4 }), multiSelect: fc.boolean() }),
      { minLength: 1, maxLength: 3 },
    ),
  })
  .map(({ dialect, questions }) => ({
    dialect,
    ...(dialect === 'ask_user' ? { timeoutSeconds: 900 } : {}),
    questions: questions.map((q, i) => ({
      id: `q${i + 1}`,
      ...(dialect === 'ask_user' ? { header: `H${i}` } : {}),
      question: `Question ${i}?`,
      options: Array.from(
        { length: dialect === 'ask_user' ? Math.max(2, q.optionCount) : q.optionCount },
        (_, k) => ({ label: `L${k}` }),
      ),
      multiSelect: q.multiSelect,
    })),
  }));

const event: fc.Arbitrary<AskEvent> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .integer({ min: -1, max: 4 })
      .map((option) => ({ type: 'toggle' as const, option })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.nat(4), fc.integer({ min: -1, max: 3 }))
      .map(([option, question]) => ({ type: 'toggle' as const, option, question })),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'toggleOther' as const }) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('', '  ', 'text', ' padded ')
      .map((text) => ({ type: 'setOtherText' as const, text })),
  },
  { weight: 3, arbitrary: fc.constant({ type: 'next' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'skip' as const }) },
  {
    weight: 2,
    arbitrary: fc.integer({ min: -1, max: 3 }).map((index) => ({ type: 'goTo' as const, index })),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'submitAll' as const }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      { type: 'declineAll' as const },
      { type: 'stop' as const },
      { type: 'expire' as const },
    ),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.integer({ min: -1, max: 4 }),
        fc.option(fc.integer({ min: -1, max: 3 }), { nil: undefined }),
      )
      .map(([option, question]) => ({ type: 'choose' as const, option, question })),
  },
  {
    weight: 1,
    arbitrary: fc
      .option(fc.integer({ min: -1, max: 3 }), { nil: undefined })
      .map((question) => ({ type: 'selectOther' as const, question })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom({ type: 'dismiss' as const }, { type: 'replyInChat' as const }),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('stepper' as const, 'stacked' as const)
      .map((layout) => ({ type: 'setLayout' as const, layout })),
  },
);

function fail(message: string, state: AskState): never {
  throw new Error(`${message}: ${JSON.stringify(state)}`);
}

/** Plain checks rather than expect(): this runs 300,000 times. */
function checkInvariants(state: AskState) {
  const { questions } = state.request;
  if (!(state.cursor >= 0 && state.cursor < questions.length)) fail('cursor out of range', state);
  if (state.entries.length !== questions.length) fail('entry count', state);
  state.entries.forEach((entry, i) => {
    const q = questions[i]!;
    if (!['unanswered', 'answered', 'skipped'].includes(entry.status)) fail('status', state);
    if (
      !entry.selected.every(
        (o, k) =>
          Number.isInteger(o) &&
          o >= 0 &&
          o < q.options.length &&
          (k === 0 || entry.selected[k - 1]! < o),
      )
    )
      fail('selection out of range or order', state);
    if (!q.multiSelect && entry.selected.length + (entry.otherSelected ? 1 : 0) > 1)
      fail('single-select holds two choices', state);
    if ((entry.status === 'answered') !== (entry.recorded !== null))
      fail('recorded without answered', state);
  });
  if ((state.status === 'resolved') !== (state.reason !== undefined))
    fail('reason without resolution', state);
}

const recordedOf = (state: AskState) =>
  state.entries.map((x) => (x.status === 'answered' ? JSON.stringify(x.recorded) : '')).join('|');

describe('machine properties', () => {
  it('any event sequence keeps the invariants; resolved is terminal; recorded answers survive navigation', () => {
    fc.assert(
      fc.property(request, fc.array(event, { maxLength: 30 }), (req, events) => {
        let state = createAskState(req);
        for (const e of events) {
          const before = state;
          state = askTransition(state, e);
          checkInvariants(state);
          if (before.status === 'resolved' && state !== before)
            fail('resolved is not terminal', state);
          // Navigation and editing never change what was recorded.
          if (
            ['goTo', 'toggle', 'toggleOther', 'selectOther', 'setOtherText', 'setLayout'].includes(
              e.type,
            ) &&
            recordedOf(state) !== recordedOf(before)
          )
            fail(`${e.type} changed a recorded answer`, state);
        }
        // Every state round-trips through a snapshot.
        expect(createAskState(req, JSON.parse(JSON.stringify(state)))).toEqual(state);
        const answers = getAnswers(state);
        expect(answers.map((a) => a.id)).toEqual(req.questions.map((q) => q.id));
      }),
      { numRuns: 10_000 },
    );
  }, 30_000);
});
