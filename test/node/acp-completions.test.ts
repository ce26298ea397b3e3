/** Issue 29 #2: the host's record of finished URL elicitations, framework-free. */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createElicitationCompletions } from '../../src/core';

describe('createElicitationCompletions', () => {
  it('issue 29: complete(id) runs that id’s listeners once, never another id’s', () => {
    const completions = createElicitationCompletions();
    const mine = vi.fn();
    const other = vi.fn();
    completions.subscribe('el-1', mine);
    completions.subscribe('el-2', other);
    completions.complete('el-1');
    completions.complete('el-1');
    expect(mine).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
  });

  it('issue 29: a completion nobody listened for yet reaches a listener that subscribes soon after', () => {
    const completions = createElicitationCompletions();
    expect(() => completions.complete('el-early')).not.toThrow();
    const late = vi.fn();
    const off = completions.subscribe('el-early', late);
    expect(late).toHaveBeenCalledOnce();
    expect(() => off()).not.toThrow();
  });

  it('issue 29: only the last 64 completed ids are remembered, however many an agent sends', () => {
    const completions = createElicitationCompletions();
    completions.complete('el-oldest');
    for (let i = 0; i < 64; i++) completions.complete(`el-${i}`);
    const oldest = vi.fn();
    const newest = vi.fn();
    completions.subscribe('el-oldest', oldest);
    completions.subscribe('el-63', newest);
    expect(oldest).not.toHaveBeenCalled();
    expect(newest).toHaveBeenCalledOnce();
  });

  it('issue 29: after unsubscribe nothing runs; unsubscribing twice or after completion is safe', () => {
    const completions = createElicitationCompletions();
    const gone = vi.fn();
    const stays = vi.fn();
    const off = completions.subscribe('el-1', gone);
    completions.subscribe('el-1', stays);
    off();
    off();
    completions.complete('el-1');
    expect(gone).not.toHaveBeenCalled();
    expect(stays).toHaveBeenCalledOnce();
    const late = completions.subscribe('el-1', gone);
    completions.complete('el-1');
    expect(() => late()).not.toThrow();
    expect(gone).toHaveBeenCalledOnce();
  });

  it('issue 29: a throwing listener does not keep the others from hearing it', () => {
    const completions = createElicitationCompletions();
    const after = vi.fn();
    completions.subscribe('el-1', () => {
      throw new Error('host bug');
    });
    completions.subscribe('el-1', after);
    expect(() => completions.complete('el-1')).toThrow('host bug');
    expect(after).toHaveBeenCalledOnce();
  });

  it('issue 29: any mix of subscribes, unsubscribes and completes runs each listener once: when its id completes, or at once if it already has', () => {
    const id = fc.constantFrom('a', 'b', 'c', '__proto__', 'constructor');
    const step = fc.oneof(
      fc.record({ kind: fc.constant('subscribe' as const), id }),
      fc.record({ kind: fc.constant('unsubscribe' as const), index: fc.nat() }),
      fc.record({ kind: fc.constant('complete' as const), id }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const completions = createElicitationCompletions();
        const subs: Array<{ id: string; calls: number; live: boolean; off: () => void }> = [];
        // Five ids in 40 steps stay well inside the remembered window.
        const done = new Set<string>();
        for (const s of steps) {
          if (s.kind === 'subscribe') {
            const sub = { id: s.id, calls: 0, live: true, off: () => {} };
            sub.off = completions.subscribe(s.id, () => sub.calls++);
            subs.push(sub);
            expect(sub.calls).toBe(done.has(s.id) ? 1 : 0);
            if (done.has(s.id)) sub.live = false;
          } else if (s.kind === 'unsubscribe') {
            const sub = subs[s.index % Math.max(subs.length, 1)];
            if (!sub) continue;
            sub.off();
            sub.live = false;
          } else {
            const expected = subs.map((sub) => sub.calls + (sub.live && sub.id === s.id ? 1 : 0));
            completions.complete(s.id);
            done.add(s.id);
            for (const sub of subs) if (sub.id === s.id) sub.live = false;
            expect(subs.map((sub) => sub.calls)).toEqual(expected);
          }
        }
      }),
    );
  });
});
