/**
 * Each policy field alone: a copy of a built-in adapter added under a new dialect name to this
 * file's own registry (never the default one), with one field flipped, and the behaviour that
 * field owns, and only it, changes.
 */
import { describe, expect, it } from 'vitest';
import { askToolRequest } from '../../../test/fixtures/requests';
import {
  askToolAdapter,
  askUserAdapter,
  createAskRegistry,
  getAskAdapter,
  getAskPolicy,
  listAskDialects,
  registerAskAdapter,
  type AskAdapter,
} from '../adapters';
import type { AskEvent, AskRequest, AskState } from '../types';
import type { AskDialectPolicy } from './policy';
import {
  askTransition,
  canAdvance,
  createAskState,
  getAnswers,
  getDeadline,
  summarizeAsk,
  toAskResolution,
} from '../dialects';

// The built-ins, and the variants below: passed to every call, so the default registry (what
// every other test sees) never learns a test dialect.
const registry = createAskRegistry(listAskDialects().map((d) => getAskAdapter(d)));
let n = 0;
/** `base` with `change` applied to its policy, added to this file's registry under a fresh name. */
function variant(base: AskAdapter, change: Partial<AskDialectPolicy>): string {
  const dialect = `policy_test_${++n}`;
  registry.add({ ...base, dialect, policy: { ...base.policy, ...change } });
  return dialect;
}
const on = (dialect: string, request: AskRequest): AskRequest => ({ ...request, dialect });
const start = (request: AskRequest) => createAskState(request, undefined, { registry });
const step = (state: AskState, event: AskEvent) => askTransition(state, event, registry);
const run = (state: AskState, ...events: AskEvent[]) => events.reduce(step, state);

const two = askToolRequest(
  { question: 'A?', options: ['a1', 'a2'] },
  { question: 'B?', options: ['b1', 'b2'] },
);

describe('policy fields are independent', () => {
  it('skipCancels: Skip cancels the whole prompt instead of skipping one question', () => {
    const base = run(start(two), { type: 'skip' });
    expect(base.status).toBe('pending');
    const flipped = run(start(on(variant(askToolAdapter, { skipCancels: true }), two)), {
      type: 'skip',
    });
    expect(flipped).toMatchObject({ status: 'resolved', reason: 'declined' });
  });

  it('nextNeedsAnswer: Next without an answer is refused instead of recording a skip', () => {
    const state = start(on(variant(askToolAdapter, { nextNeedsAnswer: true }), two));
    expect(canAdvance(state, registry)).toBe(false);
    expect(step(state, { type: 'next' })).toBe(state);
    // Skip still skips: only nextNeedsAnswer changed… but a required question cannot be skipped either.
    expect(step(state, { type: 'skip' })).toBe(state);
    expect(run(start(two), { type: 'next' }).entries[0]!.status).toBe('skipped');
  });

  it('autoAdvance: a pointer choice advances by itself', () => {
    const choose: AskEvent = { type: 'choose', option: 1 };
    expect(run(start(two), choose).cursor).toBe(0);
    expect(run(start(on(variant(askToolAdapter, { autoAdvance: true }), two)), choose).cursor).toBe(
      1,
    );
  });

  it('allOrNothing: an outcome but submitted discards the recorded answers', () => {
    const events: AskEvent[] = [{ type: 'toggle', option: 0 }, { type: 'next' }, { type: 'stop' }];
    expect(getAnswers(run(start(two), ...events), registry)[0]!.status).toBe('answered');
    expect(
      getAnswers(
        run(start(on(variant(askToolAdapter, { allOrNothing: true }), two)), ...events),
        registry,
      )[0]!.status,
    ).toBe('skipped');
  });

  it('timeout: expire resolves the prompt and a deadline exists only with a timeout', () => {
    expect(run(start(two), { type: 'expire' }).status).toBe('pending');
    const timed = {
      ...on(variant(askToolAdapter, { timeout: { default: 60, min: 1, max: 60 } }), two),
      timeoutSeconds: 60,
    };
    expect(run(start(timed), { type: 'expire' })).toMatchObject({
      status: 'resolved',
      reason: 'expired',
    });
    expect(getDeadline(start(timed), 1000, registry)).toBe(61_000);
    expect(getDeadline(start({ ...two, timeoutSeconds: 60 }), 1000, registry)).toBeNull();
  });

  it('dismissible and header change only what the card offers: the machine is the same', () => {
    const flipped = on(variant(askToolAdapter, { dismissible: true, header: true }), two);
    const events: AskEvent[] = [
      { type: 'toggle', option: 0 },
      { type: 'next' },
      { type: 'dismiss' },
    ];
    expect(run(start(flipped), ...events).entries).toEqual(run(start(two), ...events).entries);
  });

  it('ask_user with one field flipped keeps the others: lenient skip, still all-or-nothing', () => {
    const user: AskRequest = {
      ...two,
      dialect: variant(askUserAdapter, { skipCancels: false, nextNeedsAnswer: false }),
      timeoutSeconds: 900,
    };
    const state = run(
      start(user),
      { type: 'toggle', option: 0 },
      { type: 'next' },
      { type: 'skip' },
    );
    expect(state).toMatchObject({ status: 'resolved', reason: 'submitted' });
    expect(toAskResolution(state, registry)!.result).toEqual({
      status: 'answered',
      answers: { answers: { q1: { answers: ['a1'] }, q2: { answers: [] } } },
    });
    expect(getAskPolicy(user.dialect, registry).allOrNothing).toBe(true);
  });

  it('summary: the read-only summary lays answers out inline (`Header: a, b`) instead of as a list', () => {
    const done = (request: AskRequest) =>
      summarizeAsk(
        toAskResolution(run(start(request), { type: 'next' }, { type: 'next' }), registry)!,
        registry,
      );
    expect(done(two).layout).toBe('list');
    expect(done(on(variant(askToolAdapter, { summary: 'inline' }), two)).layout).toBe('inline');
  });
});

describe('the registry', () => {
  it("issue 28 #1: the variants stay in this file's registry; the default never sees them", () => {
    expect(registry.list().filter((d) => d.startsWith('policy_test_')).length).toBe(n);
    expect(listAskDialects().some((d) => d.startsWith('policy_test_'))).toBe(false);
    expect(() => createAskState(on('policy_test_1', two))).toThrow(/registered dialect/);
  });

  it('a built-in dialect cannot be replaced, and an unknown one is a clear error', () => {
    expect(() => registerAskAdapter({ ...askToolAdapter })).toThrow(/already registered/);
    expect(() => getAskAdapter('nope')).toThrow(
      /No ask-cards adapter for dialect "nope"; registered: asktool, ask_user/,
    );
  });
});
