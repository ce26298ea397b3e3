import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createDockState,
  dockTransition,
  getLoneId,
  getPendingIds,
  getSummary,
  type DockEvent,
  type DockState,
} from './dock-machine';

type State = DockState<string>;
type Event = DockEvent<string>;

const run = (events: Event[], state: State = createDockState<string>()) =>
  events.reduce(dockTransition, state);
const prompts = (...ids: string[]): Event => ({
  type: 'promptsChanged',
  ids,
  defaultCollapsed: false,
});
const resolved = (id: string): Event => ({ type: 'resolved', id, resolution: `r:${id}` });

describe('dockTransition', () => {
  it('shows the first pending prompt, and the one at its place once it resolves', () => {
    let state = run([prompts('a', 'b', 'c'), { type: 'switch', step: 1 }]);
    expect(state.active).toBe('b');
    state = dockTransition(state, resolved('b'));
    expect(state.active).toBe('c');
    state = dockTransition(state, resolved('c'));
    expect(state.active).toBe('a');
    state = dockTransition(state, resolved('a'));
    expect(state.active).toBeNull();
    expect(getSummary(state)).toEqual(['r:b', 'r:c', 'r:a']);
  });

  it('switches with wrap-around, and not at all with one prompt', () => {
    const one = run([prompts('a')]);
    expect(dockTransition(one, { type: 'switch', step: 1 })).toBe(one);
    const two = run([prompts('a', 'b'), { type: 'switch', step: -1 }]);
    expect(two.active).toBe('b');
  });

  it('never shows a resolved prompt the host keeps passing', () => {
    const state = run([prompts('a'), resolved('a'), prompts('a', 'b')]);
    expect(getPendingIds(state)).toEqual(['b']);
    expect(state.active).toBe('b');
  });

  it('a new prompt ends the summary; at an idle dock it resets collapsed to the default', () => {
    let state = run([prompts('a'), { type: 'toggle' }, resolved('a')]);
    expect(state.collapsed).toBe(true);
    expect(state.summary).toEqual(['a']);
    state = dockTransition(state, { type: 'promptsChanged', ids: ['b'], defaultCollapsed: false });
    expect(state.summary).toEqual([]);
    expect(state.collapsed).toBe(false);
    // Not idle: a new prompt keeps the user's collapsed state.
    state = run([{ type: 'toggle' }, prompts('b', 'c')], state);
    expect(state.collapsed).toBe(true);
  });

  it('lone request: equal content is one prompt; the same content asked again is a new one', () => {
    const ask = (key: string | null): Event => ({
      type: 'requestChanged',
      key,
      shown: true,
      defaultCollapsed: false,
    });
    let state = run([ask('K')]);
    const first = getLoneId(state);
    expect(state.active).toBe(first);
    expect(dockTransition(state, ask('K'))).toBe(state);
    state = run([resolved(first), ask('K')], state);
    expect(state.active).toBeNull();
    state = run([ask(null), ask('K')], state);
    expect(state.active).not.toBe(first);
    expect(state.active).toBe(getLoneId(state));
  });

  it('returns the same object for every event that does not apply', () => {
    const state = run([prompts('a')]);
    expect(dockTransition(state, prompts('a'))).toBe(state);
    expect(dockTransition(state, resolved('zzz'))).toBe(state);
    const closed = dockTransition(state, resolved('a'));
    expect(dockTransition(closed, resolved('a'))).toBe(closed);
    expect(dockTransition(closed, { type: 'toggle' })).toBe(closed);
  });
});

describe('dockTransition: any sequence of events', () => {
  const id = fc.constantFrom('a', 'b', 'c', 'd', 'e');
  const event: fc.Arbitrary<Event> = fc.oneof(
    fc.record({
      type: fc.constant('promptsChanged' as const),
      ids: fc.uniqueArray(id, { maxLength: 5 }),
      defaultCollapsed: fc.boolean(),
    }),
    fc.record({
      type: fc.constant('requestChanged' as const),
      key: fc.option(fc.constantFrom('K1', 'K2')),
      shown: fc.boolean(),
      defaultCollapsed: fc.boolean(),
    }),
    id.map((x) => resolved(x)),
    fc.record({
      type: fc.constant('switch' as const),
      step: fc.constantFrom(-1 as const, 1 as const),
    }),
    fc.constant({ type: 'toggle' } as const),
  );

  it('keeps the active prompt one of the pending ones (or none when none is pending)', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state = createDockState<string>();
        for (const e of events) {
          const before = state;
          state = dockTransition(state, e);
          const pending = getPendingIds(state);
          if (pending.length === 0) expect(state.active).toBeNull();
          else {
            expect(pending).toContain(state.active);
            expect(pending[state.activeIndex]).toBe(state.active);
          }
          // Resolved stays resolved, and a summary only ever names resolved prompts.
          for (const done of before.resolved.keys()) expect(state.resolved.has(done)).toBe(true);
          for (const s of state.summary) expect(state.resolved.has(s)).toBe(true);
          // Replaying an event that just applied is a no-op for everything but switch/toggle.
          if (e.type === 'promptsChanged' || e.type === 'resolved')
            expect(dockTransition(state, e)).toBe(state);
        }
      }),
    );
  });
});
