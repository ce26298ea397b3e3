import * as z from 'zod/mini';
import type { AskEntry, AskRequest, AskState } from '../types';
import { createInitialAskState } from './machine';

const Index = z.int().check(z.gte(0));

const AskSelectionShape = {
  selected: z.array(Index),
  otherSelected: z.boolean(),
  otherText: z.string(),
};

const AskSnapshotShape = z.object({
  status: z.enum(['pending', 'resolved']),
  reason: z.optional(z.enum(['submitted', 'declined', 'stopped', 'expired'])),
  cursor: Index,
  entries: z.array(
    z.object({
      ...AskSelectionShape,
      status: z.enum(['unanswered', 'answered', 'skipped']),
      recorded: z.nullable(z.object(AskSelectionShape)),
    }),
  ),
  request: z.unknown(),
});

function sameRequest(a: unknown, b: AskRequest): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function entryFits(entry: AskEntry, optionCount: number, multi: boolean): boolean {
  const fits = (selected: number[]) =>
    selected.every((i, k) => i < optionCount && (k === 0 || selected[k - 1]! < i)) && (multi || selected.length <= 1);
  if (!fits(entry.selected)) return false;
  if (entry.recorded && !fits(entry.recorded.selected)) return false;
  return (entry.status === 'answered') === (entry.recorded !== null);
}

/**
 * Restore a snapshot a host stored, if it is a valid state of this very request; otherwise null.
 * Never throws: a stale or tampered snapshot must not break a card.
 */
export function restoreAskState(request: AskRequest, snapshot: unknown): AskState | null {
  const parsed = AskSnapshotShape.safeParse(snapshot);
  if (!parsed.success) return null;
  const value = parsed.data;
  if (!sameRequest(value.request, request)) return null;
  if (value.entries.length !== request.questions.length || value.cursor >= request.questions.length) return null;
  if ((value.status === 'resolved') !== (value.reason !== undefined)) return null;
  const ok = value.entries.every((entry, i) => {
    const question = request.questions[i]!;
    return entryFits(entry, question.options.length, question.multiSelect);
  });
  if (!ok) return null;
  const state: AskState = { request, status: value.status, cursor: value.cursor, entries: value.entries };
  if (value.reason) state.reason = value.reason;
  return state;
}

/**
 * A new state for a request, or the restored `snapshot` when it is a valid state of the same
 * request (a draft kept across conversation switches). An unusable snapshot is ignored.
 */
export function createAskState(request: AskRequest, snapshot?: unknown): AskState {
  if (snapshot !== undefined && snapshot !== null) {
    const restored = restoreAskState(request, snapshot);
    if (restored) return restored;
  }
  return createInitialAskState(request);
}
