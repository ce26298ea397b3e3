import { assertAskRequest } from '../schema/request';
import type { AskEntry, AskQuestion, AskRequest, AskSelection, AskState } from '../types';
import { createInitialAskState } from './machine';

/**
 * A copy of `value` if it is a selection the question can hold (option indexes in range and
 * ascending, at most one for single-select); otherwise undefined.
 */
function selectionFor({ options, multiSelect }: AskQuestion, value: unknown): AskSelection | undefined {
  const { selected, otherSelected, otherText } = (value ?? {}) as Partial<AskSelection>;
  const fits =
    Array.isArray(selected) &&
    typeof otherSelected === 'boolean' &&
    typeof otherText === 'string' &&
    (multiSelect || selected.length <= 1) &&
    selected.every((i, k) => Number.isInteger(i) && i >= (k === 0 ? 0 : selected[k - 1]! + 1) && i < options.length);
  return fits ? { selected: [...selected], otherSelected, otherText } : undefined;
}

/**
 * Restore a snapshot a host stored, if it is a valid state of this very request; otherwise null.
 * Never throws: a stale or tampered snapshot must not break a card.
 */
export function restoreAskState(request: AskRequest, snapshot: unknown): AskState | null {
  if (typeof snapshot !== 'object' || snapshot === null) return null;
  const { status, reason, cursor, entries } = snapshot as Partial<Record<keyof AskState, unknown>>;
  const { questions } = request;
  const settled = status === 'pending' ? reason === undefined : status === 'resolved' && ['submitted', 'declined', 'stopped', 'expired'].includes(reason as string);
  if (
    !settled ||
    JSON.stringify((snapshot as AskState).request) !== JSON.stringify(request) ||
    !Number.isInteger(cursor) ||
    (cursor as number) < 0 ||
    (cursor as number) >= questions.length ||
    !Array.isArray(entries) ||
    entries.length !== questions.length
  ) {
    return null;
  }
  const restored: AskEntry[] = [];
  for (const [i, entry] of (entries as Partial<AskEntry>[]).entries()) {
    const selection = selectionFor(questions[i]!, entry);
    const recorded = entry?.recorded === null ? null : selectionFor(questions[i]!, entry?.recorded);
    const status = entry?.status;
    if (!selection || recorded === undefined || !['unanswered', 'answered', 'skipped'].includes(status!) || (status === 'answered') !== (recorded !== null)) {
      return null;
    }
    restored.push({ ...selection, status: status!, recorded });
  }
  const state = { request, status, cursor, entries: restored } as AskState;
  if (reason) state.reason = reason as AskState['reason'];
  return state;
}

/**
 * A new state for a request, or the restored `snapshot` when it is a valid state of the same
 * request (a draft kept across conversation switches). An unusable snapshot is ignored.
 *
 * @throws AskInputError when `request` is not a well-formed AskRequest (see `checkAskRequest`).
 */
export function createAskState(request: AskRequest, snapshot?: unknown): AskState {
  assertAskRequest(request);
  return (snapshot != null && restoreAskState(request, snapshot)) || createInitialAskState(request);
}
