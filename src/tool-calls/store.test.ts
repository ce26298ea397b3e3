/** The tool-call store alone: answer-once, phases, bounds, separation, dispose. */
import { describe, expect, it } from 'vitest';
import { createAskToolStore } from './index';
import { yieldPendingCalls } from './pending';
import { envInput } from './store.test-fixtures';

const input = envInput();

/** A write the host has not finished yet. */
function pending() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((done, fail) => ((resolve = done), (reject = fail)));
  return { promise, resolve, reject };
}

describe('createAskToolStore', () => {
  it('issue 28 #2: a call is answered once until its write finishes, then the key is a later call', async () => {
    const store = createAskToolStore();
    const key = store.key({ scope: 'chat', toolCallId: 'c1', input });
    const host = pending();
    let writes = 0;
    const first = store.answerOnce(key, () => (writes++, host.promise), { output: 'A' });
    // A re-render, StrictMode's second effect, a remount: the first answer comes back.
    expect(store.answerOnce(key, () => writes++, { output: 'B' })).toBe(first);
    expect(store.openAnswer(key)).toBe(first);
    expect(store.phase(key)).toBe('answered');
    host.resolve();
    await first.written;
    expect(writes).toBe(1);
    expect(store.openAnswer(key)).toBeUndefined();
    // The receipt still finds what wrote its output; a later turn under the key answers anew.
    expect(store.answerThatWrote(key, 'A')).toBe(first);
    const later = store.answerOnce(key, () => writes++, { output: 'B' });
    expect(later).not.toBe(first);
    await later.written;
    expect(writes).toBe(2);
  });

  it('issue 28 #2: a failed write stays answered until forgotten, then is written again', async () => {
    const store = createAskToolStore();
    const key = store.key({ scope: 'chat', toolCallId: 'c1', input });
    const failed = store.answerOnce(key, () => Promise.reject(new Error('offline')));
    await expect(failed.written).rejects.toThrow('offline');
    expect(store.openAnswer(key)).toBe(failed);
    store.forgetAnswer(key);
    const retry = store.answerOnce(key, () => {});
    expect(retry).not.toBe(failed);
    await expect(retry.written).resolves.toBeUndefined();
  });

  it('issue 28 #2: phases from streaming to live to answered, yielded or error', async () => {
    const store = createAskToolStore();
    const key = store.key({ scope: 'chat', toolCallId: 'c1', input });
    expect(store.phase(key)).toBeUndefined();
    const unmountSkeleton = store.mount(key, { phase: 'streaming' });
    expect(store.phase(key)).toBe('streaming');
    unmountSkeleton();
    store.mount(key, { phase: 'live' });
    expect(store.phase(key)).toBe('live');
    await store.answerOnce(key, () => {}, {}, { phase: 'yielded' }).written;
    expect(store.phase(key)).toBe('yielded');
    const bad = store.key({ scope: 'chat', toolCallId: 'c2', input: {} });
    await store.answerOnce(bad, () => {}, {}, { phase: 'error' }).written;
    expect(store.phase(bad)).toBe('error');
  });

  it('issue 28 #2: 10,000 settled calls keep only the most recent maxSettled; older receipts read the output', async () => {
    const store = createAskToolStore({ maxSettled: 50 });
    const keys: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      const key = store.key({ scope: 'chat', toolCallId: `c${i}`, input });
      keys.push(key);
      const entry = store.answerOnce(key, () => {}, { output: `out${i}`, content: `c${i}` });
      store.markYielded(`c${i}`, input);
      await entry.written;
    }
    expect(store.debug()).toEqual({
      writing: 0,
      open: 0,
      settled: 50,
      mounted: 0,
      yielded: 50,
      maxSettled: 50,
    });
    expect(store.size).toBe(100);
    expect(store.answerThatWrote(keys[9_999]!, 'out9999')?.content).toBe('c9999');
    expect(store.answerThatWrote(keys[0]!, 'out0')).toBeUndefined();
    expect(store.isYielded('c9999', input)).toBe(true);
    expect(store.isYielded('c0', input)).toBe(false);
  });

  it('issue 28 #2: two stores never see each other’s calls, even under one scope object', async () => {
    const a = createAskToolStore();
    const b = createAskToolStore();
    const chat = {};
    const call = { scope: chat, toolCallId: 'call_0', input };
    const host = pending();
    const answered = a.answerOnce(a.key(call), () => host.promise, { output: 'A' });
    a.markYielded('call_0', input);
    a.mount(a.key(call), { phase: 'live' });
    expect(b.openAnswer(b.key(call))).toBeUndefined();
    expect(b.answerOnce(b.key(call), () => {}, { output: 'B' })).not.toBe(answered);
    expect(b.isYielded('call_0', input)).toBe(false);
    expect(b.phase(b.key(call))).toBe('answered');
    expect(a.phase(a.key(call))).toBe('answered');
    host.resolve();
  });

  it('issue 28 #2: dispose empties the store, and a write in flight records nothing after it', async () => {
    const store = createAskToolStore();
    const key = store.key({ scope: 'chat', toolCallId: 'c1', input });
    const host = pending();
    const entry = store.answerOnce(key, () => host.promise, { output: 'A' });
    store.mount(key, { phase: 'live' });
    store.markYielded('c1', input);
    expect(store.size).toBe(3);
    store.dispose();
    expect(store.size).toBe(0);
    host.resolve();
    await entry.written;
    expect(store.size).toBe(0);
    expect(store.phase(key)).toBeUndefined();
  });

  it('issue 28 #2: a maxSettled that is not a whole number is refused, naming the option', () => {
    expect(() => createAskToolStore({ maxSettled: -1 })).toThrow(/maxSettled.*whole number/);
    expect(() => createAskToolStore({ maxSettled: 1.5 })).toThrow(/maxSettled/);
  });

  it('issue 28 #2: a maxSettled of 0 is refused with a RangeError that says how to fix it', () => {
    // Zero would forget every yield as soon as it is made: the agent would continue unasked.
    expect(() => createAskToolStore({ maxSettled: 0 })).toThrow(RangeError);
    expect(() => createAskToolStore({ maxSettled: 0 })).toThrow(
      /maxSettled must be a whole number ≥ 1.*omit it/,
    );
    expect(createAskToolStore({ maxSettled: 1 }).debug().maxSettled).toBe(1);
  });

  for (const maxSettled of [3, undefined])
    it(`issue 28 #2: an open approval and a failed write outlive 10,000 later settled calls (maxSettled ${maxSettled ?? 'default'})`, async () => {
      const store = createAskToolStore(maxSettled === undefined ? {} : { maxSettled });
      const approvalKey = store.key({ scope: 'thread', toolCallId: 'approval', input });
      const approval = store.answerOnce(
        approvalKey,
        () => {},
        { output: 'approved' },
        { closeWhenWritten: false },
      );
      await approval.written;
      const failedKey = store.key({ scope: 'chat', toolCallId: 'failed', input });
      const failed = store.answerOnce(failedKey, () => Promise.reject(new Error('offline')));
      await expect(failed.written).rejects.toThrow('offline');
      for (let i = 0; i < 10_000; i++) {
        const key = store.key({ scope: 'chat', toolCallId: `c${i}`, input });
        await store.answerOnce(key, () => {}, { output: `out${i}` }).written;
      }
      // Open answers are not part of the bound: the approval stays answered for its runtime, the
      // failed write for its retry.
      expect(store.openAnswer(approvalKey)).toBe(approval);
      expect(store.phase(approvalKey)).toBe('answered');
      expect(store.openAnswer(failedKey)).toBe(failed);
      let writes = 0;
      expect(store.answerOnce(approvalKey, () => writes++)).toBe(approval);
      expect(writes).toBe(0);
      expect(store.debug()).toMatchObject({ open: 2, settled: maxSettled ?? 200, writing: 0 });
      store.forgetAnswer(failedKey);
      expect(store.debug().open).toBe(1);
    });

  it('issue 28 #2: yielding the waiting calls answers each once, with its own writer', async () => {
    const store = createAskToolStore();
    const outputs: Record<string, unknown> = {};
    const calls = ['a', 'b'].map((id) => ({
      scope: 'chat',
      tool: 'ask_user',
      toolCallId: id,
      input,
      write: (o: { toolCallId: string }) => void (outputs[id] = o.toolCallId),
    }));
    // A second resolve before the writes finish (a double click on Send) answers nothing more.
    const counts = await Promise.all([
      yieldPendingCalls(store, calls, 'repliedInChat'),
      yieldPendingCalls(store, calls, 'repliedInChat'),
    ]);
    expect(counts).toEqual([2, 0]);
    expect(outputs).toEqual({ a: 'a', b: 'b' });
    expect(store.isYielded('a', input)).toBe(true);
    expect(store.phase(store.key(calls[0]!))).toBe('yielded');
  });
});
