import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AskRequest } from '../../core/types';
import { AskToastQueue } from './queue';

const ask = (question: string): AskRequest => ({
  dialect: 'asktool',
  questions: [
    { id: 'q1', question, options: [{ label: 'Yes' }, { label: 'No' }], multiSelect: false },
  ],
});
const plain = (title: string) => ({ kind: 'plain' as const, title });
const ids = (queue: AskToastQueue) => queue.getSnapshot().map((item) => item.id);
const openIds = (queue: AskToastQueue) =>
  queue
    .getSnapshot()
    .filter((item) => item.open)
    .map((item) => item.id);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AskToastQueue', () => {
  it('is framework-free: the module imports no React and touches no DOM', () => {
    const source = readFileSync(resolve(process.cwd(), 'src/react/toast/queue.ts'), 'utf8');
    const imports = source.split('\n').filter((line) => line.startsWith('import '));
    expect(imports).toEqual(["import type { AskRequest } from '../../core/types';"]);
    expect(source).not.toMatch(/\b(document|window)\./);
  });

  it('keeps toasts newest first', () => {
    const queue = new AskToastQueue();
    const a = queue.add(plain('a'));
    const b = queue.add(plain('b'));
    const c = queue.add(plain('c'));
    expect(ids(queue)).toEqual([c, b, a]);
    expect(new Set([a, b, c]).size).toBe(3);
  });

  it('shows at most `max` (default 3) and keeps the rest until space frees up', () => {
    const queue = new AskToastQueue({ exitDuration: 0 });
    const added = ['a', 'b', 'c', 'd', 'e'].map((t) => queue.add(plain(t)));
    expect(queue.max).toBe(3);
    expect(ids(queue)).toEqual([added[4], added[3], added[2]]);
    expect(queue.getAll()).toHaveLength(5);
    queue.dismiss(added[3]!);
    expect(ids(queue)).toEqual([added[4], added[2], added[1]]);
    queue.remove(added[4]!);
    expect(ids(queue)).toEqual([added[2], added[1], added[0]]);
  });

  it('a toast playing its exit stays in the snapshot but frees its slot', () => {
    const queue = new AskToastQueue({ max: 2, exitDuration: 300 });
    const [a, b, c] = ['a', 'b', 'c'].map((t) => queue.add(plain(t)));
    expect(ids(queue)).toEqual([c, b]);
    queue.dismiss(c!);
    expect(ids(queue)).toEqual([c, b, a]);
    expect(openIds(queue)).toEqual([b, a]);
    expect(queue.get(c!)?.open).toBe(false);
    vi.advanceTimersByTime(300);
    expect(ids(queue)).toEqual([b, a]);
    expect(queue.get(c!)).toBeUndefined();
  });

  it('dismissing a toast still waiting for space drops it at once', () => {
    const queue = new AskToastQueue({ max: 1 });
    const a = queue.add(plain('a'));
    queue.add(plain('b'));
    queue.dismiss(a);
    expect(queue.get(a)).toBeUndefined();
  });

  it('a repeat from the same session replaces its toast in place', () => {
    const queue = new AskToastQueue();
    const first = queue.upsertSession('s1', ask('First?'));
    const other = queue.add(plain('other'));
    const second = queue.upsertSession('s1', ask('Second?'));
    expect(second).toBe(first);
    expect(ids(queue)).toEqual([other, first]);
    const item = queue.get(first);
    expect(item?.kind === 'ask' && item.request.questions[0]?.question).toBe('Second?');
    expect(item?.revision).toBe(1);
  });

  it('identical prompts from different sessions keep separate toasts and targets', () => {
    const queue = new AskToastQueue();
    queue.upsertSession('s1', ask('Same?'));
    queue.upsertSession('s2', ask('Same?'));
    const sessions = queue
      .getSnapshot()
      .map((item) => (item.kind === 'ask' ? item.sessionId : null));
    expect(sessions).toEqual(['s2', 's1']);
  });

  it('auto-dismisses after its duration', () => {
    const queue = new AskToastQueue({ exitDuration: 0 });
    const id = queue.add(plain('a'), { duration: 1000 });
    vi.advanceTimersByTime(999);
    expect(queue.get(id)).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(queue.get(id)).toBeUndefined();
  });

  it('Infinity (the default) never auto-dismisses', () => {
    const queue = new AskToastQueue();
    const a = queue.add(plain('a'));
    const b = queue.add(plain('b'), { duration: Infinity });
    vi.advanceTimersByTime(10 * 60_000);
    expect(ids(queue)).toEqual([b, a]);
  });

  it('a replace in place restarts the timer', () => {
    const queue = new AskToastQueue({ exitDuration: 0 });
    const id = queue.upsertSession('s1', ask('One?'), { duration: 1000 });
    vi.advanceTimersByTime(800);
    queue.upsertSession('s1', ask('Two?'), { duration: 1000 });
    vi.advanceTimersByTime(800);
    expect(queue.get(id)).toBeDefined();
    vi.advanceTimersByTime(200);
    expect(queue.get(id)).toBeUndefined();
  });

  it('a replace reopens a toast that was playing its exit', () => {
    const queue = new AskToastQueue({ exitDuration: 300 });
    const id = queue.upsertSession('s1', ask('One?'));
    queue.dismiss(id);
    queue.upsertSession('s1', ask('Two?'));
    vi.advanceTimersByTime(1000);
    expect(queue.get(id)?.open).toBe(true);
    expect(queue.getAll()).toHaveLength(1);
  });

  it('pause holds every timer and keeps the remaining time', () => {
    const queue = new AskToastQueue({ exitDuration: 0 });
    const id = queue.add(plain('a'), { duration: 1000 });
    vi.advanceTimersByTime(600);
    queue.pause('viewport');
    queue.pause('viewport');
    expect(queue.paused).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(queue.get(id)).toBeDefined();
    queue.resume('viewport');
    expect(queue.paused).toBe(false);
    vi.advanceTimersByTime(399);
    expect(queue.get(id)).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(queue.get(id)).toBeUndefined();
  });

  it('stays paused until every reason is resumed; a toast added while paused waits', () => {
    const queue = new AskToastQueue({ exitDuration: 0 });
    queue.pause('viewport');
    queue.pause('unmounted');
    const id = queue.add(plain('a'), { duration: 100 });
    queue.resume('viewport');
    vi.advanceTimersByTime(1000);
    expect(queue.get(id)).toBeDefined();
    queue.resume('unmounted');
    vi.advanceTimersByTime(100);
    expect(queue.get(id)).toBeUndefined();
  });

  it('a busy toast keeps its timer held; when idle again it gets its full time back', () => {
    const queue = new AskToastQueue({ exitDuration: 0 });
    const id = queue.upsertSession('s1', ask('Q?'), { duration: 1000 });
    vi.advanceTimersByTime(900);
    queue.setBusy(id, true);
    expect(queue.get(id)?.busy).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(queue.get(id)).toBeDefined();
    queue.setBusy(id, false);
    vi.advanceTimersByTime(999);
    expect(queue.get(id)).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(queue.get(id)).toBeUndefined();
  });

  it('a replace keeps the busy state', () => {
    const queue = new AskToastQueue();
    const id = queue.upsertSession('s1', ask('One?'));
    queue.setBusy(id, true);
    queue.upsertSession('s1', ask('Two?'));
    expect(queue.get(id)?.busy).toBe(true);
  });

  it('a waiting toast runs no timer; it gets its full time once shown', () => {
    const queue = new AskToastQueue({ max: 1, exitDuration: 0 });
    const old = queue.add(plain('old'), { duration: 1000 });
    const fresh = queue.add(plain('new'), { duration: Infinity });
    vi.advanceTimersByTime(5000);
    expect(queue.get(old)).toBeDefined();
    queue.dismiss(fresh);
    expect(ids(queue)).toEqual([old]);
    vi.advanceTimersByTime(999);
    expect(queue.get(old)).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(queue.get(old)).toBeUndefined();
  });

  it('dismissSession closes the ask toast and the error toast of that session only', () => {
    const queue = new AskToastQueue({ exitDuration: 0 });
    queue.upsertSession('s1', ask('Q?'));
    queue.upsert('error:s1', { kind: 'error', sessionId: 's1' });
    queue.upsertSession('s2', ask('Q?'));
    queue.dismissSession('s1');
    expect(ids(queue)).toEqual(['ask:s2']);
  });

  it('notifies subscribers on changes only, with a snapshot that is stable in between', () => {
    const queue = new AskToastQueue();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    const empty = queue.getSnapshot();
    expect(queue.getSnapshot()).toBe(empty);
    queue.add(plain('a'));
    expect(listener).toHaveBeenCalledTimes(1);
    const one = queue.getSnapshot();
    expect(one).not.toBe(empty);
    expect(queue.getSnapshot()).toBe(one);
    queue.pause();
    queue.resume();
    queue.dismiss('nope');
    queue.setBusy('nope', true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    queue.add(plain('b'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a change to a toast waiting for space does not notify: the snapshot is unchanged', () => {
    const queue = new AskToastQueue({ max: 1 });
    queue.upsertSession('hidden', ask('One?'));
    queue.upsertSession('shown', ask('Two?'));
    const listener = vi.fn();
    queue.subscribe(listener);
    const before = queue.getSnapshot();
    queue.upsertSession('hidden', ask('One again?'));
    expect(listener).not.toHaveBeenCalled();
    expect(queue.getSnapshot()).toBe(before);
    const hidden = queue.get('ask:hidden');
    expect(hidden?.kind === 'ask' && hidden.request.questions[0]?.question).toBe('One again?');
  });

  it('setMax changes how many show', () => {
    const queue = new AskToastQueue({ max: 1 });
    ['a', 'b', 'c'].forEach((t) => queue.add(plain(t)));
    expect(ids(queue)).toHaveLength(1);
    queue.setMax(Infinity);
    expect(ids(queue)).toHaveLength(3);
    queue.setMax(0);
    expect(queue.max).toBe(1);
  });

  it('clear drops every toast and timer', () => {
    const queue = new AskToastQueue();
    queue.add(plain('a'), { duration: 100 });
    const b = queue.add(plain('b'), { duration: 100 });
    queue.dismiss(b);
    queue.clear();
    expect(queue.getAll()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('accepts an injected clock', () => {
    let now = 0;
    const pending = new Map<number, () => void>();
    let next = 0;
    const queue = new AskToastQueue({
      exitDuration: 0,
      clock: {
        now: () => now,
        setTimeout: (callback) => {
          pending.set(++next, callback);
          return next;
        },
        clearTimeout: (handle) => pending.delete(handle as number),
      },
    });
    const id = queue.add(plain('a'), { duration: 50 });
    expect(pending.size).toBe(1);
    now = 50;
    [...pending.values()][0]!();
    expect(queue.get(id)).toBeUndefined();
  });
});
