/** Resolve-pending: waiting calls answered from outside their cards, with no framework. */
import { askAdapterOf, toModelOutput, yieldCall, type AskYieldReason } from './call';
import type { AskPendingCall, AskToolStore } from './store';

/**
 * Answer each waiting call as ended by `reason` (the answers its card on screen holds stay, the
 * rest are skipped; an input no card could show gets its error), once per call: a call already
 * answered is left alone. Resolves once every output is written, with how many calls this
 * resolved. What `resolvePendingAsks` and `resolvePendingHumanInTheLoop` share.
 *
 * @example
 * await yieldPendingCalls(store, store.waiting(), 'repliedInChat');
 */
export async function yieldPendingCalls(
  store: AskToolStore,
  calls: Iterable<AskPendingCall>,
  reason: AskYieldReason,
): Promise<number> {
  const writes: Promise<void>[] = [];
  let resolved = 0;
  for (const call of calls) {
    const { tool, dialect, toolCallId, input, write } = call;
    const adapter = askAdapterOf(tool, dialect);
    if (!adapter) continue;
    const key = store.key(call);
    const parsed = adapter.safeParse(input);
    const entry = store.answerOnce(
      key,
      () => {
        resolved += 1;
        if (!parsed.success)
          return write({
            state: 'output-error',
            tool,
            toolCallId,
            errorText: parsed.error.message,
          });
        const { resolution, record } = yieldCall(store.liveState(key), parsed.data, reason);
        const output = toModelOutput(adapter, resolution);
        Object.assign(entry, record, { output });
        store.markYielded(toolCallId, input);
        return write({ tool, toolCallId, output });
      },
      {},
      { phase: parsed.success ? 'yielded' : 'error' },
    );
    writes.push(entry.written);
  }
  await Promise.all(writes);
  return resolved;
}
