// Issue 26 #1: the events that set an answer, and a whole answer recorded through the machine.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveAsk } from '../dialects';
import type { AskRequest } from '../types';
import { askPickEvents, recordPicks } from '../dialects';
import { chosenText } from './rules';
import { createAskState, restoreAskState } from '../dialects';

const request = (dialect: 'asktool' | 'ask_user', multi: boolean[]): AskRequest => ({
  dialect,
  ...(dialect === 'ask_user' ? { timeoutSeconds: 900 } : {}),
  questions: multi.map((multiSelect, i) => ({
    id: `q${i + 1}`,
    ...(dialect === 'ask_user' ? { header: `H${i}` } : {}),
    question: `Question ${i}?`,
    options: [{ label: 'A' }, { label: 'B' }, { label: 'C' }],
    multiSelect,
  })),
});

describe('issue 26 #1: answering through the machine', () => {
  it('the pick events set exactly the picked selection, over any default or draft', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.subarray([0, 1, 2]),
        fc.subarray([0, 1, 2]),
        fc.constantFrom('', 'typed', '  '),
        fc.constantFrom('', 'draft'),
        (multiSelect, start, wanted, text, draft) => {
          const req = request('asktool', [multiSelect]);
          req.questions[0]!.default = { options: start, text: draft };
          const state = createAskState(req);
          const picked = multiSelect ? wanted : wanted.slice(0, 1);
          const pickText = multiSelect || picked.length === 0 ? text : '';
          const { state: after } = resolveAsk(
            state,
            askPickEvents(state, { question: 0, selected: picked, otherText: pickText }),
          );
          const entry = after.entries[0]!;
          // As on the card: a radio is emptied by choosing the blank free-text choice.
          expect(entry.selected).toEqual(picked);
          expect(entry.otherText).toBe(pickText);
          expect(chosenText(entry)).toBe(pickText.trim() === '' ? null : pickText.trim());
        },
      ),
    );
  });

  it('a closed single-select keeps its chosen option when the pick is empty, as on the card', () => {
    const req = request('asktool', [false]);
    req.questions[0]!.allowOther = false;
    req.questions[0]!.default = { options: [1] };
    const state = createAskState(req);
    const events = askPickEvents(state, { question: 0, selected: [] });
    expect(resolveAsk(state, events).state.entries[0]!.selected).toEqual([1]);
  });

  it('recordPicks resolves with the picked answers, as the card records them', () => {
    const req = request('asktool', [false, true]);
    const out = recordPicks(createAskState(req), [
      { question: 0, selected: [1] },
      { question: 1, selected: [0, 2], otherText: 'and D' },
    ]);
    expect(out.ok).toBe(true);
    expect(out.state.status).toBe('resolved');
    expect(resolveAsk(out.state).resolution?.answers).toEqual([
      { id: 'q1', status: 'answered', labels: ['B'] },
      { id: 'q2', status: 'answered', labels: ['A', 'C'], customText: 'and D' },
    ]);
  });

  it('a question left out is skipped where the dialect allows it, refused where it does not', () => {
    const optional = recordPicks(createAskState(request('asktool', [false, false])), [
      { question: 0, selected: [0] },
    ]);
    expect(optional.ok && optional.state.entries.map((e) => e.status)).toEqual([
      'answered',
      'skipped',
    ]);
    const start = createAskState(request('ask_user', [false, false]));
    const required = recordPicks(start, [{ question: 0, selected: [0] }]);
    expect(required).toMatchObject({
      ok: false,
      refusal: { question: 1, blocker: { code: 'required' } },
    });
    // All or nothing: the first question is not recorded either.
    expect(required.state).toBe(start);
  });

  it('an option or text the question does not take is reported, never recorded', () => {
    const req = request('asktool', [false]);
    req.questions[0]!.allowOther = false;
    const start = createAskState(req);
    expect(recordPicks(start, [{ question: 0, selected: [], otherText: 'Mars' }])).toMatchObject({
      ok: false,
      refusal: { question: 0, blocker: { code: 'notAChoice' } },
    });
    expect(recordPicks(start, [{ question: 0, selected: [7] }])).toMatchObject({
      ok: false,
      refusal: { blocker: { code: 'notAChoice' } },
    });
  });

  it('questions kept pending stay unanswered, and the prompt stays open', () => {
    const out = recordPicks(
      createAskState(request('asktool', [false, false])),
      [{ question: 1, selected: [2] }],
      new Set([0]),
    );
    expect(out.ok && out.state.status).toBe('pending');
    expect(out.state.entries.map((e) => e.status)).toEqual(['unanswered', 'answered']);
  });
});

describe('issue 26: a confirmation state restores', () => {
  it('the state of a request with no questions is a state of that request', () => {
    const confirmation: AskRequest = { dialect: 'asktool', message: 'Go on?', questions: [] };
    const state = createAskState(confirmation);
    expect(restoreAskState(confirmation, state)).toEqual(state);
  });
});
