/**
 * One chat, one store: cards under `AskToolStoreProvider` and a `resolvePendingHumanInTheLoop`
 * given no store would read two stores. In development the page says so, once, naming the fix.
 */
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AskHumanInTheLoopCard,
  AskToolStoreProvider,
  createAskToolStore,
  resolvePendingHumanInTheLoop,
} from './index';

afterEach(() => vi.restoreAllMocks());

describe('issue 28 #2: one chat split across two stores', () => {
  it('issue 28 #2: resolvePendingHumanInTheLoop given no store, with the cards in their own store, warns once naming the fix', async () => {
    const store = createAskToolStore();
    const respond = vi.fn(async () => {});
    render(
      <AskToolStoreProvider store={store}>
        <AskHumanInTheLoopCard
          name="ask_user"
          toolCallId="call_1"
          args={{
            questions: [
              {
                id: 'env',
                header: 'Env',
                question: 'Deploy where?',
                options: [{ label: 'Staging' }, { label: 'Production' }],
              },
            ],
          }}
          status="executing"
          respond={respond}
        />
      </AskToolStoreProvider>,
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await act(() => resolvePendingHumanInTheLoop())).toBe(0);
    await act(() => resolvePendingHumanInTheLoop());
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(
      /resolvePendingHumanInTheLoop.*no `store`.*pass the same `store`/s,
    );
    expect(await act(() => resolvePendingHumanInTheLoop({ store }))).toBe(1);
    expect(respond).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
