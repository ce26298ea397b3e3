/**
 * What the tests of the tool-call store and of its three bindings share: the question they ask,
 * and the load test's sizes and end checks (`src/{ai-sdk,assistant-ui,copilotkit}/store.test.tsx`).
 * Not a test file (vitest runs `*.test.ts[x]` only) and not in the build (`tsup.config.ts`).
 */
import { expect } from 'vitest';
import type { AskToolStore } from './index';

/** Tool calls in a load test. */
export const CALLS = 10_000;
/** Calls rendered at once: one screen of a virtualized chat, then unmounted. */
export const BATCH = 500;
/** One call in `LIVE` is on screen as a card. */
export const LIVE = 100;

/**
 * An `ask_user` input with one question. Given `i`, a question and labels of that call's own, so
 * an answer sent to another call would show.
 *
 * @example
 * store.key({ scope: 'chat', toolCallId: 'c1', input: envInput() });
 */
export function envInput(i?: number) {
  const n = i === undefined ? '' : ` ${i}`;
  return {
    questions: [
      {
        id: 'env',
        header: 'Env',
        question: i === undefined ? 'Which environment?' : `Deploy ${i} where?`,
        options: [{ label: `Staging${n}` }, { label: `Production${n}` }],
      },
    ],
  };
}

/**
 * The results a binding wrote, a list per call: `record(i)` is call `i`'s writer.
 *
 * @example
 * const { results, record } = resultsByCall();
 * <Card respond={record(i)} />;
 */
export function resultsByCall() {
  const results = new Map<number, unknown[]>();
  const record = (i: number) => (result: unknown) =>
    void results.set(i, [...(results.get(i) ?? []), result]);
  return { results, record };
}

/**
 * Every call got exactly one result; the first of each batch (answered through its card) carries
 * its own `Production i`, the rest (resolved without an answer) none.
 *
 * @example
 * expectEachAnsweredOnce(results);
 */
export function expectEachAnsweredOnce(results: ReadonlyMap<number, readonly unknown[]>): void {
  expect(results.size).toBe(CALLS);
  for (const [i, list] of results) {
    expect(list, `call_${i}`).toHaveLength(1);
    const text = JSON.stringify(list[0]);
    if (i % BATCH === 0) expect(text, `call_${i}`).toContain(`Production ${i}`);
    else expect(text, `call_${i}`).not.toContain('Production');
  }
}

/**
 * After the load: nothing writing or mounted, and the store no larger than `perSettled` entries
 * per call it may keep settled; at its peak, that and one card per `LIVE` calls of a batch.
 *
 * @example
 * expectStoreBounded(store, peak, 2);
 */
export function expectStoreBounded(store: AskToolStore, peak: number, perSettled: 1 | 2): void {
  const { maxSettled } = store.debug();
  expect(store.debug()).toMatchObject({ writing: 0, mounted: 0 });
  expect(store.debug().settled).toBeLessThanOrEqual(maxSettled);
  expect(store.size).toBeLessThanOrEqual(perSettled * maxSettled);
  expect(peak).toBeLessThanOrEqual(perSettled * maxSettled + BATCH / LIVE);
}
