/**
 * Each policy field alone: a copy of a built-in adapter registered under a new dialect name, with
 * one field flipped, and the behaviour that field owns, and only it, changes.
 */
import { describe, expect, it } from 'vitest';
import { askToolRequest } from '../../../test/fixtures/requests';
import {
  askToolAdapter,
  askUserAdapter,
  getAskAdapter,
  getAskPolicy,
  registerAskAdapter,
  type AskAdapter,
} from '../adapters';
import { persistedReaders } from '../adapters/persisted';
import { findAskPolicy, listAskDialects } from '../adapters/policies';
import { findAskRuntime } from '../adapters/registry';
import { summarizeAsk, toAskResolution } from '../serialize';
import type { AskEvent, AskRequest, AskState } from '../types';
import type { AskDialectPolicy } from './policy';
import { askTransition, canAdvance, createAskState, getAnswers, getDeadline } from './index';

let n = 0;
/** `base` with `change` applied to its policy, registered under a fresh dialect name. */
function variant(base: AskAdapter, change: Partial<AskDialectPolicy>): string {
  const dialect = `policy_test_${++n}`;
  registerAskAdapter({ ...base, dialect, policy: { ...base.policy, ...change } });
  return dialect;
}
const on = (dialect: string, request: AskRequest): AskRequest => ({ ...request, dialect });
const run = (state: AskState, ...events: AskEvent[]) => events.reduce(askTransition, state);

const two = askToolRequest(
  { question: 'A?', options: ['a1', 'a2'] },
  { question: 'B?', options: ['b1', 'b2'] },
);

describe('policy fields are independent', () => {
  it('skipCancels: Skip cancels the whole prompt instead of skipping one question', () => {
    const base = run(createAskState(two), { type: 'skip' });
    expect(base.status).toBe('pending');
    const flipped = run(createAskState(on(variant(askToolAdapter, { skipCancels: true }), two)), {
      type: 'skip',
    });
    expect(flipped).toMatchObject({ status: 'resolved', reason: 'declined' });
  });

  it('nextNeedsAnswer: Next without an answer is refused instead of recording a skip', () => {
    const state = createAskState(on(variant(askToolAdapter, { nextNeedsAnswer: true }), two));
    expect(canAdvance(state)).toBe(false);
    expect(askTransition(state, { type: 'next' })).toBe(state);
    // Skip still skips: only nextNeedsAnswer changed… but a required question cannot be skipped either.
    expect(askTransition(state, { type: 'skip' })).toBe(state);
    expect(run(createAskState(two), { type: 'next' }).entries[0]!.status).toBe('skipped');
  });

  it('autoAdvance: a pointer choice advances by itself', () => {
    const choose: AskEvent = { type: 'choose', option: 1 };
    expect(run(createAskState(two), choose).cursor).toBe(0);
    expect(
      run(createAskState(on(variant(askToolAdapter, { autoAdvance: true }), two)), choose).cursor,
    ).toBe(1);
  });

  it('allOrNothing: an outcome but submitted discards the recorded answers', () => {
    const events: AskEvent[] = [{ type: 'toggle', option: 0 }, { type: 'next' }, { type: 'stop' }];
    expect(getAnswers(run(createAskState(two), ...events))[0]!.status).toBe('answered');
    expect(
      getAnswers(
        run(createAskState(on(variant(askToolAdapter, { allOrNothing: true }), two)), ...events),
      )[0]!.status,
    ).toBe('skipped');
  });

  it('timeout: expire resolves the prompt and a deadline exists only with a timeout', () => {
    expect(run(createAskState(two), { type: 'expire' }).status).toBe('pending');
    const timed = {
      ...on(variant(askToolAdapter, { timeout: { default: 60, min: 1, max: 60 } }), two),
      timeoutSeconds: 60,
    };
    expect(run(createAskState(timed), { type: 'expire' })).toMatchObject({
      status: 'resolved',
      reason: 'expired',
    });
    expect(getDeadline(createAskState(timed), 1000)).toBe(61_000);
    expect(getDeadline(createAskState({ ...two, timeoutSeconds: 60 }), 1000)).toBeNull();
  });

  it('dismissible and header change only what the card offers: the machine is the same', () => {
    const flipped = on(variant(askToolAdapter, { dismissible: true, header: true }), two);
    const events: AskEvent[] = [
      { type: 'toggle', option: 0 },
      { type: 'next' },
      { type: 'dismiss' },
    ];
    expect(run(createAskState(flipped), ...events).entries).toEqual(
      run(createAskState(two), ...events).entries,
    );
  });

  it('ask_user with one field flipped keeps the others: lenient skip, still all-or-nothing', () => {
    const user: AskRequest = {
      ...two,
      dialect: variant(askUserAdapter, { skipCancels: false, nextNeedsAnswer: false }),
      timeoutSeconds: 900,
    };
    const state = run(
      createAskState(user),
      { type: 'toggle', option: 0 },
      { type: 'next' },
      { type: 'skip' },
    );
    expect(state).toMatchObject({ status: 'resolved', reason: 'submitted' });
    expect(toAskResolution(state)!.result).toEqual({
      status: 'answered',
      answers: { answers: { q1: { answers: ['a1'] }, q2: { answers: [] } } },
    });
    expect(getAskPolicy(user.dialect).allOrNothing).toBe(true);
  });

  it('summary: the read-only summary lays answers out inline (`Header: a, b`) instead of as a list', () => {
    const done = (request: AskRequest) =>
      summarizeAsk(
        toAskResolution(run(createAskState(request), { type: 'next' }, { type: 'next' }))!,
      );
    expect(done(two).layout).toBe('list');
    expect(done(on(variant(askToolAdapter, { summary: 'inline' }), two)).layout).toBe('inline');
  });
});

describe('the registry', () => {
  it("the views' registries hold each built-in adapter's policy, running half and persisted reader", () => {
    for (const dialect of listAskDialects()) {
      const adapter = getAskAdapter(dialect);
      expect(findAskPolicy(dialect), dialect).toBe(adapter.policy);
      expect(findAskRuntime(dialect), dialect).toMatchObject({
        dialect,
        toResult: adapter.toResult,
        formatContent: adapter.formatContent,
      });
      if (adapter.fromPersisted) expect(persistedReaders, dialect).toContain(adapter.fromPersisted);
    }
  });

  it('a built-in dialect cannot be replaced, and an unknown one is a clear error', () => {
    expect(() => registerAskAdapter({ ...askToolAdapter })).toThrow(/already registered/);
    expect(() => getAskAdapter('nope')).toThrow(
      /No ask-cards adapter for dialect "nope"; registered: asktool, ask_user/,
    );
  });
});
