/**
 * 10,000 tool calls through the AI SDK binding, in batches of 500: each rendered while its input
 * streams, one in 100 then as a live card (a virtualized chat mounts what is on screen), answered
 * (one per batch through its card, the rest by `resolvePendingAsks`), written, shown as receipts
 * and unmounted. The chat's store stays bounded and every answer reaches its own call.
 */
import { act, fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  askSendAutomaticallyWhen,
  AskToolPart,
  AskToolStoreProvider,
  createAskToolStore,
  resolvePendingAsks,
  type AskToolOutput,
  type AskToolUIPart,
} from './index';
import {
  BATCH,
  CALLS,
  envInput as inputOf,
  expectStoreBounded,
  LIVE,
} from '../tool-calls/store.test-fixtures';

const partOf = (i: number, over: Partial<AskToolUIPart> = {}): AskToolUIPart => ({
  type: 'tool-ask_user',
  toolCallId: `call_${i}`,
  state: 'input-available',
  input: inputOf(i),
  ...over,
});

describe('AskToolPart with a store', () => {
  it(
    'issue 28 #2: 10,000 calls, each answered once and to its own call; the store stays bounded',
    {
      timeout: 300_000,
    },
    async () => {
      const store = createAskToolStore();
      const outputs = new Map<string, unknown[]>();
      const addToolOutput = async (o: AskToolOutput) => {
        const list = outputs.get(o.toolCallId) ?? [];
        list.push('output' in o ? o.output : o.errorText);
        outputs.set(o.toolCallId, list);
      };
      const chat = (parts: AskToolUIPart[]) => (
        <AskToolStoreProvider store={store}>
          {parts.map((part) => (
            <AskToolPart key={part.toolCallId} part={part} addToolOutput={addToolOutput} />
          ))}
        </AskToolStoreProvider>
      );
      let peak = 0;
      for (let start = 0; start < CALLS; start += BATCH) {
        const ids = Array.from({ length: BATCH }, (_, k) => start + k);
        const live = ids.filter((i) => i % LIVE === 0);
        const view = render(
          chat(ids.map((i) => partOf(i, { state: 'input-streaming', input: { questions: [] } }))),
        );
        view.rerender(chat(live.map((i) => partOf(i))));
        // The first call of each batch is answered through its card.
        fireEvent.click(view.getByRole('radio', { name: `Production ${start}` }));
        const submit = view.queryAllByRole('button', { name: 'Submit' })[0];
        if (submit) fireEvent.click(submit);
        // The rest make way for the user's message.
        const messages = [{ role: 'assistant', parts: ids.map((i) => partOf(i)) }];
        expect(await act(() => resolvePendingAsks({ messages, addToolOutput, store }))).toBe(
          BATCH - 1,
        );
        expect(askSendAutomaticallyWhen({ messages, store })).toBe(false);
        peak = Math.max(peak, store.size);
        // The chat holds the outputs: receipts, then the batch scrolls away.
        const output = (i: number) => outputs.get(`call_${i}`)![0];
        view.rerender(
          chat(live.map((i) => partOf(i, { state: 'output-available', output: output(i) }))),
        );
        expect(view.getAllByText(`Production ${start}`).length).toBeGreaterThan(0);
        view.unmount();
      }
      expect(outputs.size).toBe(CALLS);
      for (const [id, list] of outputs) {
        expect(list, id).toHaveLength(1);
        const i = Number(id.slice(5));
        const status = (list[0] as { answers?: Record<string, unknown> }).answers;
        if (i % BATCH === 0) expect(JSON.stringify(status), id).toContain(`Production ${i}`);
        else expect(JSON.stringify(list[0]), id).not.toContain('Production');
      }
      expectStoreBounded(store, peak, 2);
      store.dispose();
      expect(store.size).toBe(0);
    },
  );

  it('issue 28 #2: two chats with their own stores never see each other’s calls', async () => {
    const [a, b] = [createAskToolStore(), createAskToolStore()];
    const written: string[] = [];
    const addToolOutput = (o: AskToolOutput) => void written.push(o.toolCallId);
    // One addToolOutput and one call id in both chats: the store is what tells them apart.
    render(
      <>
        <AskToolPart part={partOf(0)} addToolOutput={addToolOutput} store={a} />
        <AskToolPart part={partOf(0)} addToolOutput={addToolOutput} store={b} />
      </>,
    );
    const messages = [{ role: 'assistant', parts: [partOf(0)] }];
    expect(await act(() => resolvePendingAsks({ messages, addToolOutput, store: a }))).toBe(1);
    expect(askSendAutomaticallyWhen({ messages, store: a })).toBe(false);
    expect(b.isYielded('call_0', inputOf(0))).toBe(false);
    expect(b.phase(b.key({ scope: addToolOutput, toolCallId: 'call_0', input: inputOf(0) }))).toBe(
      'live',
    );
    expect(await act(() => resolvePendingAsks({ messages, addToolOutput, store: b }))).toBe(1);
    expect(written).toEqual(['call_0', 'call_0']);
  });

  it('issue 28 #2: a part whose input still streams keeps nothing in the store, chunk after chunk', () => {
    const store = createAskToolStore();
    const text = 'Deploy where?';
    const view = render(<></>);
    for (let end = 1; end <= text.length; end++) {
      // Each chunk is a new partial input: nothing of it is kept or keyed until it is complete.
      const input = { questions: [{ id: 'env', question: text.slice(0, end), options: [] }] };
      view.rerender(
        <AskToolPart
          part={partOf(0, { state: 'input-streaming', input })}
          addToolOutput={() => {}}
          store={store}
        />,
      );
      expect(view.getByRole('status')).toBeInTheDocument();
      expect(store.size).toBe(0);
    }
    view.rerender(<AskToolPart part={partOf(0)} addToolOutput={() => {}} store={store} />);
    expect(store.debug().mounted).toBe(1);
  });
});
