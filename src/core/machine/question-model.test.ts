/** The widened question model: each field's default keeps today's behaviour; set, the machine enforces it. */
import { describe, expect, it } from 'vitest';
import { askToolRequest, askUserRequest } from '../../../test/fixtures/requests';
import { toAskResolution } from '../dialects';
import type { AskEvent, AskQuestion, AskRequest, AskState } from '../types';
import {
  askTransition,
  canAdvance,
  canAdvanceByKey,
  createAskState,
  getAdvanceBlocker,
  getAnswers,
} from '../dialects';

const run = (state: AskState, ...events: AskEvent[]) => events.reduce(askTransition, state);
const one = (question: Partial<AskQuestion>, dialect = 'asktool'): AskRequest => ({
  dialect,
  questions: [
    {
      id: 'q1',
      question: 'Q?',
      options: [{ label: 'A' }, { label: 'B' }, { label: 'C' }],
      multiSelect: false,
      ...question,
    },
  ],
});

describe('free text only and allowOther', () => {
  it('a question without options is answered by its free text', () => {
    const state = run(
      createAskState(one({ options: [] })),
      { type: 'setOtherText', text: 'because' },
      { type: 'next' },
    );
    expect(toAskResolution(state)!.content).toBe('Q?\uFF1Abecause');
  });

  it('allowOther: false offers no free text: selecting or typing it does nothing', () => {
    const state = createAskState(one({ allowOther: false }));
    for (const event of [
      { type: 'toggleOther' },
      { type: 'selectOther' },
      { type: 'setOtherText', text: 'x' },
    ] as AskEvent[])
      expect(askTransition(state, event)).toBe(state);
  });

  it('selectOther chooses the free text and never unchooses it', () => {
    const once = run(
      createAskState(one({})),
      { type: 'toggle', option: 0 },
      { type: 'selectOther' },
    );
    expect(once.entries[0]).toMatchObject({ selected: [], otherSelected: true });
    expect(askTransition(once, { type: 'selectOther' })).toBe(once);
  });
});

describe('required, selection bounds and free-text constraints', () => {
  it('required: Next and Skip cannot pass an unanswered question; the blocker says so', () => {
    const state = createAskState(one({ required: true }));
    expect(askTransition(state, { type: 'next' })).toBe(state);
    expect(askTransition(state, { type: 'skip' })).toBe(state);
    expect(getAdvanceBlocker(state)).toEqual({ code: 'required' });
    expect(getAdvanceBlocker(askTransition(state, { type: 'toggle', option: 0 }))).toBeNull();
  });

  it('required: false lets an ask_user question be skipped with Next', () => {
    const request = askUserRequest([
      { id: 'env', header: 'Env', question: 'Where?', options: ['a', 'b'] },
    ]);
    request.questions[0]!.required = false;
    expect(run(createAskState(request), { type: 'next' })).toMatchObject({
      status: 'resolved',
      reason: 'submitted',
    });
  });

  it('minSelections / maxSelections count the free text as one choice', () => {
    const state = createAskState(one({ multiSelect: true, minSelections: 2, maxSelections: 2 }));
    const a = askTransition(state, { type: 'toggle', option: 0 });
    expect(getAdvanceBlocker(a)).toEqual({ code: 'tooFewSelections', min: 2 });
    const ab = run(a, { type: 'setOtherText', text: 'mine' });
    expect(getAdvanceBlocker(ab)).toBeNull();
    const abc = run(ab, { type: 'toggle', option: 1 });
    expect(getAdvanceBlocker(abc)).toEqual({ code: 'tooManySelections', max: 2 });
    expect(askTransition(abc, { type: 'next' })).toBe(abc);
    // No answer at all is a skip of an optional question, whatever its bounds.
    expect(canAdvance(state)).toBe(true);
  });

  it.each([
    [
      { kind: 'integer', min: 1, max: 9 } as const,
      ['2.5', 'notAnInteger'],
      ['0', 'belowMin'],
      ['10', 'aboveMax'],
      ['x', 'notANumber'],
      ['7', null],
    ],
    [
      { kind: 'number' } as const,
      ['1e3', null],
      ['-.5', null],
      ['1,5', 'notANumber'],
      ['Infinity', 'notANumber'],
    ],
    [
      { minLength: 2, maxLength: 3 } as const,
      ['😀', 'textTooShort'],
      ['😀😀😀', null],
      ['abcd', 'textTooLong'],
    ],
    [{ format: 'email' } as const, ['a@b.co', null], ['a@b', 'format']],
    [{ format: 'uri' } as const, ['https://x.dev/a', null], ['x.dev', 'format']],
    [
      { format: 'date' } as const,
      ['2026-12-01', null],
      ['2026-13-01', 'format'],
      ['1 Dec', 'format'],
    ],
    [{ format: 'date-time' } as const, ['2026-12-01T09:30:00Z', null], ['2026-12-01', 'format']],
  ])('free text under %j', (input, ...cases) => {
    for (const [text, code] of cases as [string, string | null][]) {
      const state = run(createAskState(one({ options: [], input })), {
        type: 'setOtherText',
        text,
      });
      expect(getAdvanceBlocker(state)?.code ?? null).toBe(code);
      expect(canAdvance(state)).toBe(code === null);
    }
  });

  it('Enter never records a skip: canAdvanceByKey needs a real answer where Next would skip', () => {
    const state = createAskState(one({}));
    expect(canAdvance(state)).toBe(true);
    expect(canAdvanceByKey(state)).toBe(false);
    expect(canAdvanceByKey(askTransition(state, { type: 'toggle', option: 2 }))).toBe(true);
  });
});

describe('defaults, values and layout', () => {
  it('default preselects options and prefills the free text; invalid indexes are ignored', () => {
    const state = createAskState(
      one({ multiSelect: true, default: { options: [2, 0, 0], text: 'note' } }),
    );
    expect(state.entries[0]).toMatchObject({
      selected: [0, 2],
      otherSelected: true,
      otherText: 'note',
    });
    const single = createAskState(one({ default: { options: [1] } }));
    expect(getAnswers(run(single, { type: 'next' }))[0]).toEqual({
      id: 'q1',
      status: 'answered',
      labels: ['B'],
    });
  });

  it('option values travel beside the labels', () => {
    const request = one({
      options: [{ label: 'Production', value: 'prod' }, { label: 'Staging' }],
    });
    expect(
      getAnswers(run(createAskState(request), { type: 'toggle', option: 0 }, { type: 'next' }))[0],
    ).toEqual({
      id: 'q1',
      status: 'answered',
      labels: ['Production'],
      values: ['prod'],
    });
  });

  it('stacked: next submits every question at once, and pointer choices never advance', () => {
    const request = askUserRequest([
      { id: 'a', header: 'A', question: 'A?', options: ['a1', 'a2'] },
      { id: 'b', header: 'B', question: 'B?', options: ['b1', 'b2'] },
    ]);
    const stacked = createAskState(request, undefined, { layout: 'stacked' });
    const chosen = run(
      stacked,
      { type: 'choose', option: 0 },
      { type: 'choose', option: 1, question: 1 },
    );
    expect(chosen.cursor).toBe(0);
    expect(run(chosen, { type: 'next' })).toMatchObject({
      status: 'resolved',
      reason: 'submitted',
    });
    const stepper = run(createAskState(request), { type: 'choose', option: 0 });
    expect(stepper.cursor).toBe(1);
    expect(run(stepper, { type: 'setLayout', layout: 'stacked' }).layout).toBe('stacked');
  });
});

describe('the two new outcomes', () => {
  const two = askToolRequest(
    { question: 'A?', options: ['a'] },
    { question: 'B?', options: ['b'] },
  );

  it('replyInChat keeps recorded answers and leaves the rest unanswered; asktool reads it as a stop', () => {
    const state = run(
      createAskState(two),
      { type: 'toggle', option: 0 },
      { type: 'next' },
      { type: 'toggle', option: 0 },
      { type: 'replyInChat' },
    );
    expect(state).toMatchObject({ status: 'resolved', reason: 'repliedInChat' });
    expect(state.entries.map((e) => e.status)).toEqual(['answered', 'unanswered']);
    const stopped = run(
      createAskState(two),
      { type: 'toggle', option: 0 },
      { type: 'next' },
      { type: 'stop' },
    );
    expect(toAskResolution(state)!.content).toBe(toAskResolution(stopped)!.content);
  });

  it('dismiss skips everything; for the seed dialects it serializes as their decline', () => {
    const user = askUserRequest([{ id: 'a', header: 'A', question: 'A?', options: ['a1', 'a2'] }]);
    for (const request of [two, user]) {
      const dismissed = toAskResolution(run(createAskState(request), { type: 'dismiss' }))!;
      const declined = toAskResolution(run(createAskState(request), { type: 'declineAll' }))!;
      expect(dismissed.reason).toBe('dismissed');
      // Same text and answers for the model; only the recorded reason tells them apart.
      expect([dismissed.content, dismissed.answers, dismissed.askUserResult]).toEqual([
        declined.content,
        declined.answers,
        declined.askUserResult,
      ]);
    }
  });
});
