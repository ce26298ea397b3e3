/** Regression tests of issue 10, cases 5 and 6 (the machine's part): snapshots and events from untyped code. */
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { askToolRequest } from '../../../test/fixtures/requests';
import { toAskResolution } from '../dialects';
import type { AskEvent, AskState } from '../types';
import {
  askRequestKey,
  askTransition,
  createAskState,
  getAnswers,
  restoreAskState,
  sameAskRequest,
} from '../dialects';

const two = askToolRequest(
  { question: 'Env?', options: ['Staging', 'Prod'] },
  { question: 'Notify?', options: ['Slack', 'Email'], multiSelect: true },
);
const run = (state: AskState, ...events: AskEvent[]) => events.reduce(askTransition, state);
const draft = () =>
  JSON.parse(
    JSON.stringify(
      run(
        createAskState(two),
        { type: 'toggle', option: 1 },
        { type: 'next' },
        { type: 'toggle', option: 0 },
      ),
    ),
  );

describe('a structured-cloned or tampered snapshot is ignored, whatever it holds', () => {
  it('holes in `selected` or `recorded.selected` (what structured clone keeps) are not option indexes', () => {
    // Holes on purpose: what structured clone keeps.
    // eslint-disable-next-line no-sparse-arrays
    for (const holey of [new Array(1), [0, , ,], [, 1]]) {
      const current = draft();
      current.entries[1].selected = holey;
      expect(restoreAskState(two, current)).toBeNull();
      const recorded = draft();
      recorded.entries[0].recorded.selected = holey;
      expect(restoreAskState(two, recorded)).toBeNull();
      // Restored or not, Submit never throws: the card starts fresh instead.
      const state = createAskState(two, recorded);
      expect(() => toAskResolution(run(state, { type: 'next' }, { type: 'next' }))).not.toThrow();
    }
  });

  it('a request holding a BigInt, a cycle or a throwing toJSON is another request, not a crash', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const exotic = [
      { ...two, extra: 1n },
      { ...two, extra: cyclic },
      {
        ...two,
        toJSON: () => {
          throw new Error('no');
        },
      },
      {
        ...two,
        get questions(): never {
          throw new Error('getter');
        },
      },
    ];
    for (const request of exotic) {
      const snapshot = { ...draft(), request };
      expect(() => createAskState(two, snapshot)).not.toThrow();
      expect(createAskState(two, snapshot)).toEqual(createAskState(two));
    }
    const proxy = new Proxy(
      {},
      {
        get: () => {
          throw new Error('trap');
        },
      },
    );
    expect(restoreAskState(two, proxy)).toBeNull();
  });

  it('a snapshot whose keys come back in another order restores the draft', () => {
    const snapshot = draft();
    const reorder = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reorder)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([k, v]) => [k, reorder(v)]),
            )
          : value;
    const restored = createAskState(two, reorder(snapshot));
    expect(restored).toEqual(snapshot);
    expect(getAnswers(restored)[0]).toEqual({ id: 'q1', status: 'answered', labels: ['Prod'] });
  });
});

describe('askRequestKey', () => {
  it('is equal exactly when the content is, whatever the key order', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (x, y) => {
        const [a, b] = [x, y].map((v) => JSON.parse(JSON.stringify(v)) as unknown);
        const reversed = JSON.parse(JSON.stringify(a), (_k, v) =>
          v && typeof v === 'object' && !Array.isArray(v)
            ? Object.fromEntries(Object.entries(v).reverse())
            : v,
        );
        expect(askRequestKey(reversed)).toBe(askRequestKey(a));
        // Node's deep equality ignores key order too: the two agree on every pair.
        expect(sameAskRequest(a, b)).toBe(isDeepStrictEqual(a, b));
        expect(sameAskRequest(a, structuredClone(b))).toBe(isDeepStrictEqual(a, b));
      }),
    );
    expect(
      sameAskRequest(
        two,
        askToolRequest(
          { question: 'Env?', options: ['Staging', 'Prod!'] },
          two.questions[1]! as never,
        ),
      ),
    ).toBe(false);
  });
});

describe('events from untyped code', () => {
  it('askTransition(state, null) and other non-events return the state itself', () => {
    const state = createAskState(two);
    for (const junk of [null, undefined, 42, 'next', [], {}, { type: 'nope' }])
      expect(askTransition(state, junk as never)).toBe(state);
  });
});
