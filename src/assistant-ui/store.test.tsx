/**
 * 10,000 tool calls through `AskToolUI`, in batches of 500: each rendered while its arguments
 * stream, then waiting (one in 100 a valid question, on screen as a card; the rest an input no
 * card can show, answered with its error), answered (one per batch through its card, the other
 * cards by the host's stop signal), written, shown as receipts and unmounted. The store stays
 * bounded and every answer reaches its own call's `addResult`.
 */
import { act, fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AskToolStoreProvider, AskToolUI, createAskToolStore } from './index';
import {
  BATCH,
  CALLS,
  envInput as inputOf,
  expectEachAnsweredOnce,
  expectStoreBounded,
  LIVE,
  resultsByCall,
} from '../tool-calls/store.test-fixtures';

describe('AskToolUI with a store', () => {
  it(
    'issue 28 #2: 10,000 calls, each answered once and to its own call; the store stays bounded',
    {
      timeout: 300_000,
    },
    async () => {
      const store = createAskToolStore();
      const { results, record } = resultsByCall();
      // One addResult per part, as assistant-ui hands them: the default scope of a call.
      const addResults = new Map<number, (result: never) => void>();
      const addResultOf = (i: number) => {
        let add = addResults.get(i);
        if (!add) {
          add = record(i);
          addResults.set(i, add);
        }
        return add;
      };
      let peak = 0;
      for (let start = 0; start < CALLS; start += BATCH) {
        const ids = Array.from({ length: BATCH }, (_, k) => start + k);
        const stop = new AbortController();
        const thread = (status: string, result?: (i: number) => unknown) => (
          <AskToolStoreProvider store={store}>
            {ids.map((i) => {
              const valid = i % LIVE === 0;
              if (result && !valid) return null;
              return (
                <AskToolUI
                  key={i}
                  toolName="ask_user"
                  toolCallId={`call_${i}`}
                  args={status === 'running' || valid ? inputOf(i) : { questions: [] }}
                  status={{ type: status }}
                  result={result?.(i)}
                  addResult={addResultOf(i)}
                  signal={stop.signal}
                />
              );
            })}
          </AskToolStoreProvider>
        );
        const view = render(thread('running'));
        view.rerender(thread('requires-action'));
        fireEvent.click(view.getByRole('radio', { name: `Production ${start}` }));
        const submit = view.queryAllByRole('button', { name: 'Submit' })[0];
        if (submit) fireEvent.click(submit);
        act(() => stop.abort());
        // Inside act: a card's countdown may tick while the writes settle on a slow machine.
        await act(() => vi.waitFor(() => expect(results.size).toBe(start + BATCH)));
        peak = Math.max(peak, store.size);
        view.rerender(thread('complete', (i) => results.get(i)![0]));
        expect(view.getAllByText(`Production ${start}`).length).toBeGreaterThan(0);
        view.unmount();
        addResults.clear();
      }
      expectEachAnsweredOnce(results);
      expectStoreBounded(store, peak, 1);
      store.dispose();
      expect(store.size).toBe(0);
    },
  );
});
