/**
 * One chat, one store: cards rendered under `AskToolStoreProvider` and a `resolvePendingAsks` /
 * `askSendAutomaticallyWhen` given no store would read two stores (a second answer for a card on
 * screen, a yield the chat never sees). In development the page says so, once, naming the fix.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  askSendAutomaticallyWhen,
  AskToolPart,
  AskToolStoreProvider,
  createAskToolStore,
  resolvePendingAsks,
  type AskChatMessage,
  type AskToolOutput,
  type AskToolUIPart,
} from './index';

// The page-wide store lives as long as the module: each test asks its own call.
let calls = 0;
const partOf = (): AskToolUIPart => ({
  type: 'tool-ask_user',
  toolCallId: `call_${++calls}`,
  state: 'input-available',
  input: {
    questions: [
      {
        id: 'env',
        header: 'Env',
        question: 'Deploy where?',
        options: [{ label: 'Staging' }, { label: 'Production' }],
      },
    ],
  },
});

function setup() {
  const part = partOf();
  const messages: AskChatMessage[] = [{ role: 'assistant', parts: [part] }];
  const store = createAskToolStore();
  const outputs: AskToolOutput[] = [];
  const addToolOutput = async (output: AskToolOutput) => void outputs.push(output);
  render(
    <AskToolStoreProvider store={store}>
      <AskToolPart part={part} addToolOutput={addToolOutput} />
    </AskToolStoreProvider>,
  );
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  return { part, messages, store, outputs, addToolOutput, warn };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('issue 28 #2: one chat split across two stores', () => {
  it('issue 28 #2: resolvePendingAsks given no store, with the cards in their own store, warns once naming the fix', async () => {
    const { messages, addToolOutput, warn } = setup();
    await act(() => resolvePendingAsks({ messages, addToolOutput }));
    await act(() => resolvePendingAsks({ messages, addToolOutput }));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(
      /resolvePendingAsks.*no `store`.*AskToolStoreProvider.*pass the same `store`/s,
    );
  });

  it('issue 28 #2: resolvePendingAsks given the cards’ store answers in it and warns nothing', async () => {
    const { part, messages, store, outputs, addToolOutput, warn } = setup();
    fireEvent.click(screen.getByRole('radio', { name: 'Production' }));
    expect(await act(() => resolvePendingAsks({ messages, addToolOutput, store }))).toBe(1);
    expect(warn).not.toHaveBeenCalled();
    expect(outputs).toHaveLength(1);
    // The card on screen reads the same store: it will not write a second answer.
    const key = store.key({ scope: addToolOutput, toolCallId: part.toolCallId, input: part.input });
    expect(store.phase(key)).toBe('yielded');
  });

  it('issue 28 #2: askSendAutomaticallyWhen given no store, after a yield in the chat’s store, warns once naming the fix', async () => {
    const { part, messages, store, addToolOutput, warn } = setup();
    await act(() => resolvePendingAsks({ messages, addToolOutput, store }));
    const answered: AskChatMessage[] = [
      {
        role: 'assistant',
        parts: [{ ...part, state: 'output-available', output: { status: 'no_answer' } }],
      },
    ];
    expect(askSendAutomaticallyWhen({ messages: answered, store })).toBe(false);

    askSendAutomaticallyWhen({ messages: answered });
    askSendAutomaticallyWhen({ messages: answered });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(
      /askSendAutomaticallyWhen.*no `store`.*pass the same `store`/s,
    );
  });

  it('issue 28 #2: in production the split is not reported', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { messages, addToolOutput, warn } = setup();
    await act(() => resolvePendingAsks({ messages, addToolOutput }));
    expect(warn).not.toHaveBeenCalled();
  });
});
