import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AskInputError } from '../../core/schema/errors';
import type { AskRequest } from '../../core/types';
import { AskToastController, type AskToastSettings } from './controller';
import { AskToastQueue } from './queue';

const ask = (question: string): AskRequest => ({
  dialect: 'asktool',
  questions: [
    { id: 'q1', question, options: [{ label: 'Yes' }, { label: 'No' }], multiSelect: false },
  ],
});

function setup(overrides: Partial<AskToastSettings> = {}, max = 3) {
  const queue = new AskToastQueue({ max, exitDuration: 0 });
  const settings: AskToastSettings = {
    openSession: vi.fn(() => Promise.resolve()),
    openTimeout: 10_000,
    chime: false,
    duration: Infinity,
    messages: {
      toastAskTitle: 'The assistant has a question',
      toastOpenConversation: 'Open the conversation',
    },
    ...overrides,
  };
  const controller = new AskToastController({
    queue,
    settings,
    toPlainText: (markdown) => `plain:${markdown}`,
  });
  const shown = () => queue.getSnapshot().map((item) => item.id);
  return { queue, settings, controller, shown };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AskToastController (no React)', () => {
  it('validates before anything shows, then shows one toast per session and calls onAsk', () => {
    const onAsk = vi.fn();
    const { controller, shown } = setup({ onAsk });
    expect(() =>
      controller.notifyAsk({ sessionId: 's1', request: { dialect: 'asktool' } as never }),
    ).toThrow(AskInputError);
    expect(() => controller.notifyAsk({ sessionId: '', request: ask('Q?') })).toThrow(/sessionId/);
    expect(shown()).toEqual([]);
    controller.notifyAsk({ sessionId: 's1', request: ask('Q?') });
    controller.notifyAsk({ sessionId: 's1', request: ask('Again?') });
    expect(shown()).toEqual(['ask:s1']);
    expect(onAsk).toHaveBeenLastCalledWith({
      sessionId: 's1',
      title: 'The assistant has a question',
      body: 'plain:Again?',
    });
  });

  it('is busy while openSession runs, ignores a second activation, and dismisses on success', async () => {
    let finish!: () => void;
    const openSession = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { controller, queue, shown } = setup({ openSession });
    controller.notifyAsk({ sessionId: 's1', request: ask('Q?') });
    controller.activate('ask:s1');
    controller.activate('ask:s1');
    expect(openSession).toHaveBeenCalledTimes(1);
    expect(queue.get('ask:s1')?.busy).toBe(true);
    finish();
    await flush();
    expect(shown()).toEqual([]);
  });

  it('accepts an openSession that returns nothing (void): it counts as done', async () => {
    const { controller, shown } = setup({ openSession: () => {} });
    controller.notifyAsk({ sessionId: 's1', request: ask('Q?') });
    controller.activate('ask:s1');
    await flush();
    expect(shown()).toEqual([]);
  });

  it('a failure shows the error beside the reminder, which stays visible at the toast limit', async () => {
    const { controller, queue, shown } = setup(
      { openSession: () => Promise.reject(new Error('offline')) },
      2,
    );
    controller.notifyAsk({ sessionId: 'old', request: ask('Oldest?') });
    controller.notifyAsk({ sessionId: 'new', request: ask('Newest?') });
    expect(shown()).toEqual(['ask:new', 'ask:old']);
    controller.activate('ask:old');
    await flush();
    // The error sits with its reminder and takes no place of its own: nothing is pushed out.
    expect(shown()).toEqual(['ask:new', 'error:old', 'ask:old']);
    expect(queue.get('ask:old')?.busy).toBe(false);
  });

  it('a synchronous throw is a failure too', async () => {
    const { controller, shown } = setup({
      openSession: () => {
        throw new Error('boom');
      },
    });
    controller.notifyAsk({ sessionId: 's1', request: ask('Q?') });
    controller.activate('ask:s1');
    await flush();
    expect(shown()).toEqual(['error:s1', 'ask:s1']);
  });

  it('an openSession that never settles times out into the error state; the reminder stays', async () => {
    const { controller, queue, shown } = setup({
      openSession: () => new Promise(() => {}),
      openTimeout: 5_000,
    });
    controller.notifyAsk({ sessionId: 's1', request: ask('Q?') });
    controller.activate('ask:s1');
    await vi.advanceTimersByTimeAsync(4_999);
    expect(queue.get('ask:s1')?.busy).toBe(true);
    expect(shown()).toEqual(['ask:s1']);
    await vi.advanceTimersByTimeAsync(1);
    expect(queue.get('ask:s1')?.busy).toBe(false);
    expect(shown()).toEqual(['error:s1', 'ask:s1']);
    // A retry can start again.
    controller.activate('ask:s1');
    expect(queue.get('ask:s1')?.busy).toBe(true);
  });

  it('a navigation that succeeds after its timeout still clears the reminder', async () => {
    let finish!: () => void;
    const { controller, shown } = setup({
      openSession: () => new Promise<void>((resolve) => (finish = resolve)),
      openTimeout: 1_000,
    });
    controller.notifyAsk({ sessionId: 's1', request: ask('Q?') });
    controller.activate('ask:s1');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(shown()).toEqual(['error:s1', 'ask:s1']);
    finish();
    await flush();
    expect(shown()).toEqual([]);
  });
});
