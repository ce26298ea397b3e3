/**
 * 10,000 tool calls through `AskHumanInTheLoopCard`, in batches of 500: each rendered while its
 * arguments stream (`inProgress`), then `executing` (one in 100 a valid question, on screen as a
 * card; the rest an input no card can show, answered with its error), answered (one per batch
 * through its card, the other cards by `resolvePendingHumanInTheLoop`), written, `complete` with
 * its receipt, unmounted. The store stays bounded and every answer reaches its own `respond`.
 */
import { act, fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  AskHumanInTheLoopCard,
  AskToolStoreProvider,
  createAskToolStore,
  resolvePendingHumanInTheLoop,
} from './index';
import {
  BATCH,
  CALLS,
  envInput as inputOf,
  expectEachAnsweredOnce,
  expectStoreBounded,
  LIVE,
  resultsByCall,
} from '../tool-calls/store.test-fixtures';

describe('AskHumanInTheLoopCard with a store', () => {
  it(
    'issue 28 #2: 10,000 calls, each answered once and to its own call; the store stays bounded',
    {
      timeout: 300_000,
    },
    async () => {
      const store = createAskToolStore();
      const { results, record } = resultsByCall();
      const respondOf = (i: number) => async (result: unknown) => record(i)(result);
      let peak = 0;
      for (let start = 0; start < CALLS; start += BATCH) {
        const ids = Array.from({ length: BATCH }, (_, k) => start + k);
        // CopilotKit completes a call once its respond has run; until then it is executing.
        const render_ = (phase: 'inProgress' | 'executing' | 'receipts') => (
          <AskToolStoreProvider store={store}>
            {ids.map((i) => {
              const valid = i % LIVE === 0;
              if (phase === 'receipts' && !valid) return null;
              const done = phase !== 'inProgress' && results.has(i);
              const status = phase === 'inProgress' ? phase : done ? 'complete' : 'executing';
              return (
                <AskHumanInTheLoopCard
                  key={i}
                  name="ask_user"
                  toolCallId={`call_${i}`}
                  agentId={`agent_${i % 3}`}
                  args={phase === 'inProgress' || valid ? inputOf(i) : { questions: [] }}
                  status={status}
                  result={done ? JSON.stringify(results.get(i)![0]) : undefined}
                  respond={status === 'executing' ? respondOf(i) : undefined}
                />
              );
            })}
          </AskToolStoreProvider>
        );
        const view = render(render_('inProgress'));
        view.rerender(render_('executing'));
        fireEvent.click(view.getByRole('radio', { name: `Production ${start}` }));
        const submit = view.queryAllByRole('button', { name: 'Submit' })[0];
        if (submit) fireEvent.click(submit);
        // The card's answer and the errors of the inputs no card could show are written.
        // Inside act: a card's countdown may tick while the writes settle on a slow machine.
        await act(() =>
          vi.waitFor(() => expect(results.size).toBe(start + BATCH - (BATCH / LIVE - 1))),
        );
        view.rerender(render_('executing'));
        // The user writes in the chat: every card still waiting resolves, each through its respond.
        expect(await act(() => resolvePendingHumanInTheLoop({ store }))).toBe(BATCH / LIVE - 1);
        // Inside act: a card's countdown may tick while the writes settle on a slow machine.
        await act(() => vi.waitFor(() => expect(results.size).toBe(start + BATCH)));
        peak = Math.max(peak, store.size);
        view.rerender(render_('receipts'));
        expect(view.getAllByText(`Production ${start}`).length).toBeGreaterThan(0);
        view.unmount();
      }
      expectEachAnsweredOnce(results);
      expectStoreBounded(store, peak, 2);
      // Another chat's store sees none of it, and the page-wide one is untouched.
      expect(await resolvePendingHumanInTheLoop({ store: createAskToolStore() })).toBe(0);
      store.dispose();
      expect(store.size).toBe(0);
    },
  );
});
