import { describe, expect, it } from 'vitest';
import { askToolRequest, askUserRequest } from '../../../test/fixtures/requests';
import type { AskEvent, AskState } from '../types';
import {
  askTransition,
  createAskState,
  getAnswers,
  isFinalStep,
  canAdvance,
  restoreAskState,
} from '../dialects';

const three = askToolRequest(
  { question: 'Env?', options: ['Staging', 'Prod'] },
  { question: 'Notify?', options: ['Slack', 'Email', 'SMS'], multiSelect: true },
  { question: 'When?', options: ['Now', 'Later'] },
);

function run(state: AskState, ...events: AskEvent[]): AskState {
  return events.reduce(askTransition, state);
}

describe('asktool machine', () => {
  it('starts pending on the first question with every question unanswered', () => {
    const s = createAskState(three);
    expect(s).toMatchObject({ status: 'pending', cursor: 0 });
    expect(s.entries.map((e) => e.status)).toEqual(['unanswered', 'unanswered', 'unanswered']);
  });

  it('single-select chooses exclusively, including against the free-text choice', () => {
    let s = run(
      createAskState(three),
      { type: 'toggle', option: 0 },
      { type: 'toggle', option: 1 },
    );
    expect(s.entries[0]!.selected).toEqual([1]);
    s = run(s, { type: 'toggleOther' });
    expect(s.entries[0]).toMatchObject({ selected: [], otherSelected: true });
    s = run(s, { type: 'toggle', option: 0 });
    expect(s.entries[0]).toMatchObject({ selected: [0], otherSelected: false });
  });

  it('multi-select toggles and keeps option order, never click order; free text coexists', () => {
    const s = run(
      createAskState(three),
      { type: 'goTo', index: 1 },
      { type: 'toggle', option: 2 },
      { type: 'toggle', option: 0 },
      { type: 'toggleOther' },
      { type: 'setOtherText', text: '  pager  ' },
      { type: 'toggle', option: 1 },
      { type: 'toggle', option: 1 },
    );
    expect(s.entries[1]).toMatchObject({ selected: [0, 2], otherSelected: true });
    const done = run(s, { type: 'next' });
    expect(getAnswers(done)[1]).toEqual({
      id: 'q2',
      status: 'answered',
      labels: ['Slack', 'SMS'],
      customText: 'pager',
    });
  });

  it('Next records an answer when one exists, otherwise a skip, and moves to the next unanswered', () => {
    let s = run(createAskState(three), { type: 'toggle', option: 0 }, { type: 'next' });
    expect(s.entries[0]!.status).toBe('answered');
    expect(s.cursor).toBe(1);
    s = run(s, { type: 'next' });
    expect(s.entries[1]!.status).toBe('skipped');
    expect(s.cursor).toBe(2);
  });

  it('Next skips over questions already recorded and wraps to an earlier unanswered one', () => {
    const s = run(
      createAskState(three),
      { type: 'goTo', index: 2 },
      { type: 'toggle', option: 1 },
      { type: 'next' },
    );
    expect(s.cursor).toBe(0);
    expect(s.entries[2]!.status).toBe('answered');
  });

  it('the primary action submits when recording the question leaves none unanswered', () => {
    let s = run(createAskState(three), { type: 'next' }, { type: 'next' });
    expect(isFinalStep(s)).toBe(true);
    s = run(s, { type: 'toggle', option: 0 }, { type: 'next' });
    expect(s).toMatchObject({ status: 'resolved', reason: 'submitted' });
  });

  it('Skip records a skip, even over a selection, and advances', () => {
    const s = run(createAskState(three), { type: 'toggle', option: 1 }, { type: 'skip' });
    expect(s.entries[0]).toMatchObject({ status: 'skipped', selected: [] });
    expect(s.cursor).toBe(1);
  });

  it('revisiting shows the recorded answer; uncommitted edits are dropped on leaving', () => {
    let s = run(
      createAskState(three),
      { type: 'toggle', option: 1 },
      { type: 'next' },
      { type: 'goTo', index: 0 },
    );
    expect(s.entries[0]!.selected).toEqual([1]);
    s = run(
      s,
      { type: 'toggle', option: 0 },
      { type: 'goTo', index: 2 },
      { type: 'goTo', index: 0 },
    );
    expect(s.entries[0]!.selected).toEqual([1]);
    expect(getAnswers(s)[0]!.labels).toEqual(['Prod']);
  });

  it('re-recording a revisited question replaces its answer', () => {
    const s = run(
      createAskState(three),
      { type: 'toggle', option: 1 },
      { type: 'next' },
      { type: 'goTo', index: 0 },
      { type: 'toggle', option: 0 },
      { type: 'next' },
    );
    expect(getAnswers(s)[0]!.labels).toEqual(['Staging']);
  });

  it('an unanswered question keeps its draft while the user looks elsewhere', () => {
    const s = run(
      createAskState(three),
      { type: 'toggle', option: 1 },
      { type: 'goTo', index: 2 },
      { type: 'goTo', index: 0 },
    );
    expect(s.entries[0]!.selected).toEqual([1]);
  });

  it('blank free text is no answer, and free text is trimmed', () => {
    let s = run(
      createAskState(three),
      { type: 'toggleOther' },
      { type: 'setOtherText', text: '   ' },
      { type: 'next' },
    );
    expect(s.entries[0]!.status).toBe('skipped');
    s = run(createAskState(three), { type: 'setOtherText', text: '  my own  ' }, { type: 'next' });
    expect(getAnswers(s)[0]).toEqual({
      id: 'q1',
      status: 'answered',
      labels: [],
      customText: 'my own',
    });
  });

  it('typing free text chooses the free-text choice', () => {
    const s = run(
      createAskState(three),
      { type: 'toggle', option: 0 },
      { type: 'setOtherText', text: 'x' },
    );
    expect(s.entries[0]).toMatchObject({ selected: [], otherSelected: true });
  });

  it('Decline all resolves every question as skipped, including answered ones', () => {
    const s = run(
      createAskState(three),
      { type: 'toggle', option: 0 },
      { type: 'next' },
      { type: 'declineAll' },
    );
    expect(s).toMatchObject({ status: 'resolved', reason: 'declined' });
    expect(getAnswers(s).every((a) => a.status === 'skipped')).toBe(true);
  });

  it('stop keeps recorded answers and skips the rest', () => {
    const s = run(
      createAskState(three),
      { type: 'toggle', option: 0 },
      { type: 'next' },
      { type: 'toggle', option: 0 },
      { type: 'stop' },
    );
    expect(s).toMatchObject({ status: 'resolved', reason: 'stopped' });
    expect(getAnswers(s).map((a) => a.status)).toEqual(['answered', 'skipped', 'skipped']);
  });

  it('expire changes nothing in asktool: it has no timer', () => {
    const s = createAskState(three);
    expect(askTransition(s, { type: 'expire' })).toBe(s);
  });

  it('events that do not apply return the very same state', () => {
    const s = createAskState(three);
    for (const e of [
      { type: 'toggle', option: 9 },
      { type: 'toggle', option: -1 },
      { type: 'toggle', option: 0.5 },
      { type: 'goTo', index: 3 },
      { type: 'goTo', index: 0 },
      { type: 'nonsense' },
    ] as AskEvent[]) {
      expect(askTransition(s, e)).toBe(s);
    }
    const chosen = run(s, { type: 'toggle', option: 0 });
    expect(askTransition(chosen, { type: 'toggle', option: 0 })).toBe(chosen);
  });

  it('a resolved state is terminal', () => {
    const s = run(createAskState(three), { type: 'declineAll' });
    for (const e of [
      { type: 'toggle', option: 0 },
      { type: 'next' },
      { type: 'stop' },
      { type: 'goTo', index: 1 },
    ] as AskEvent[]) {
      expect(askTransition(s, e)).toBe(s);
    }
  });

  it('an edit may target another question without moving there or reverting its edits (stacked layout)', () => {
    const answered = run(createAskState(three), { type: 'toggle', option: 1 }, { type: 'next' });
    const s = run(
      answered,
      { type: 'toggle', option: 0, question: 0 },
      { type: 'toggle', option: 1, question: 2 },
      { type: 'setOtherText', text: 'pager', question: 1 },
    );
    expect(s.cursor).toBe(1);
    expect(s.entries.map((e) => e.selected)).toEqual([[0], [], [1]]);
    expect(s.entries[1]).toMatchObject({ otherSelected: true, otherText: 'pager' });
    expect(
      getAnswers(run(s, { type: 'submitAll' })).map((a) => [...a.labels, a.customText ?? '']),
    ).toEqual([['Staging', ''], ['pager'], ['Later', '']]);
    expect(askTransition(s, { type: 'toggle', option: 0, question: 5 })).toBe(s);
  });

  it('submitAll records every question at once (stacked layout)', () => {
    const s = run(
      createAskState(three),
      { type: 'toggle', option: 0 },
      { type: 'goTo', index: 2 },
      { type: 'toggle', option: 1 },
      { type: 'submitAll' },
    );
    expect(s).toMatchObject({ status: 'resolved', reason: 'submitted' });
    expect(getAnswers(s).map((a) => a.labels)).toEqual([['Staging'], [], ['Later']]);
  });
});

describe('ask_user machine', () => {
  const req = askUserRequest([
    { id: 'env', header: 'Env', question: 'Where?', options: ['Staging', 'Prod'] },
    {
      id: 'notify',
      header: 'Notify',
      question: 'Who?',
      options: ['Ops', 'Dev'],
      multiSelect: true,
    },
  ]);

  it('Next needs an answer', () => {
    const s = createAskState(req);
    expect(canAdvance(s)).toBe(false);
    expect(askTransition(s, { type: 'next' })).toBe(s);
  });

  it('Skip cancels the whole prompt with no answer', () => {
    const s = run(
      createAskState(req),
      { type: 'toggle', option: 0 },
      { type: 'next' },
      { type: 'skip' },
    );
    expect(s).toMatchObject({ status: 'resolved', reason: 'declined' });
    expect(getAnswers(s).every((a) => a.status === 'skipped')).toBe(true);
  });

  it('expire resolves as expired and discards answers', () => {
    const s = run(
      createAskState(req),
      { type: 'toggle', option: 0 },
      { type: 'next' },
      { type: 'expire' },
    );
    expect(s).toMatchObject({ status: 'resolved', reason: 'expired' });
    expect(getAnswers(s)[0]!.status).toBe('skipped');
  });

  it('submitAll waits until every question has an answer', () => {
    const s = run(createAskState(req), { type: 'toggle', option: 0 });
    expect(askTransition(s, { type: 'submitAll' })).toBe(s);
  });

  it('a request that is not declinable can only be answered (or stopped by the host)', () => {
    const s = createAskState({ ...req, declinable: false });
    for (const type of ['skip', 'declineAll', 'dismiss'] as const)
      expect(askTransition(s, { type }), type).toBe(s);
    expect(askTransition(s, { type: 'stop' })).toMatchObject({ reason: 'stopped' });
    const answered = run(
      s,
      { type: 'toggle', option: 0 },
      { type: 'next' },
      { type: 'toggle', option: 1 },
      { type: 'next' },
    );
    expect(answered).toMatchObject({ status: 'resolved', reason: 'submitted' });
  });

  it('declinable must be a boolean', () => {
    expect(() => createAskState({ ...req, declinable: 'no' as never })).toThrow(
      /request\.declinable must be a boolean/,
    );
  });
});

describe('snapshots', () => {
  it('a state survives JSON and restores as the same state', () => {
    const s = run(
      createAskState(three),
      { type: 'toggle', option: 1 },
      { type: 'next' },
      { type: 'setOtherText', text: 'draft' },
    );
    const restored = createAskState(three, JSON.parse(JSON.stringify(s)));
    expect(restored).toEqual(s);
  });

  it('a snapshot of another request, or a tampered one, is ignored', () => {
    const s = run(createAskState(three), { type: 'toggle', option: 1 });
    const other = askToolRequest({ question: 'Other?', options: ['A'] });
    expect(restoreAskState(other, s)).toBeNull();
    const tampered = JSON.parse(JSON.stringify(s));
    tampered.entries[0].selected = [7];
    expect(restoreAskState(three, tampered)).toBeNull();
    expect(createAskState(three, tampered)).toEqual(createAskState(three));
    for (const junk of [null, 'x', 42, [], { status: 'pending' }])
      expect(restoreAskState(three, junk)).toBeNull();
  });
});
