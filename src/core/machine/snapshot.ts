import { isOneOf } from '../schema/guards';
import { assertAskRequest } from '../schema/request';
import type { AskPolicies, AskRegistry } from '../registry/registry';
import {
  ASK_ENTRY_STATUSES,
  ASK_LAYOUTS,
  ASK_REASONS,
  type AskEntry,
  type AskLayout,
  type AskQuestion,
  type AskRequest,
  type AskSelection,
  type AskSnapshot,
  type AskState,
} from '../types';
import { sameAskRequest } from './identity';
import { askTransition, createInitialAskState } from './machine';

/**
 * Option indexes in range and strictly ascending; a hole (kept by structured clone) is no index.
 */
function validIndexes(selected: unknown[], count: number): boolean {
  let previous = -1;
  for (let k = 0; k < selected.length; k++) {
    const i = selected[k];
    if (!Number.isInteger(i) || (i as number) <= previous || (i as number) >= count) return false;
    previous = i as number;
  }
  return true;
}

/**
 * A copy of `value` if it is a selection the question can hold (option indexes in range and
 * ascending, at most one for single-select); otherwise undefined.
 */
function selectionFor(
  { options, multiSelect, allowOther = true }: AskQuestion,
  value: unknown,
): AskSelection | undefined {
  const { selected, otherSelected, otherText } = (value ?? {}) as Partial<AskSelection>;
  const fits =
    Array.isArray(selected) &&
    typeof otherSelected === 'boolean' &&
    typeof otherText === 'string' &&
    (multiSelect || selected.length <= 1) &&
    (allowOther || (!otherSelected && otherText === '')) &&
    validIndexes(selected, options.length);
  return fits ? { selected: Array.from(selected), otherSelected, otherText } : undefined;
}

/**
 * Restore a snapshot a host stored, if it is a valid state of this very request (compared by
 * content, so a store that reorders keys still restores); otherwise null. Never throws: a stale,
 * tampered or structured-cloned snapshot must not break a card, whatever it holds.
 */
export function restoreAskState(request: AskRequest, snapshot: unknown): AskState | null {
  try {
    return restore(request, snapshot);
  } catch {
    // A getter or proxy that throws: not a state of this request.
    return null;
  }
}

function restore(request: AskRequest, snapshot: unknown): AskState | null {
  if (typeof snapshot !== 'object' || snapshot === null) return null;
  const { status, reason, cursor, entries, layout, followUp } = snapshot as Partial<
    Record<keyof AskState, unknown>
  >;
  const { questions } = request;
  const settled =
    (status === 'pending' && reason === undefined) ||
    (status === 'resolved' && isOneOf(ASK_REASONS, reason));
  if (
    !settled ||
    (layout !== undefined && !isOneOf(ASK_LAYOUTS, layout)) ||
    !sameAskRequest((snapshot as AskState).request, request) ||
    !Number.isInteger(cursor) ||
    (cursor as number) < 0 ||
    // A confirmation (no questions) rests at 0, as a fresh state does.
    (cursor as number) >= Math.max(questions.length, 1) ||
    !Array.isArray(entries) ||
    entries.length !== questions.length
  ) {
    return null;
  }
  const restored: AskEntry[] = [];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i] as Partial<AskEntry> | undefined;
    const selection = selectionFor(questions[i]!, entry);
    const recorded = entry?.recorded === null ? null : selectionFor(questions[i]!, entry?.recorded);
    const status = entry?.status;
    if (
      !selection ||
      recorded === undefined ||
      !isOneOf(ASK_ENTRY_STATUSES, status) ||
      (status === 'answered') !== (recorded !== null)
    ) {
      return null;
    }
    restored.push({ ...selection, status: status!, recorded });
  }
  const state = { request, status, cursor, entries: restored } as AskState;
  if (reason) state.reason = reason as AskState['reason'];
  if (layout === 'stacked') state.layout = layout;
  if (followUp === true && reason === 'submitted' && request.followUp === true)
    state.followUp = true;
  return state;
}

export interface AskStateOptions {
  /**
   * The layout the card shows; it wins over a snapshot's.
   * @default the snapshot's, else 'stepper'
   */
  layout?: AskLayout;
  /**
   * Where the request's dialect is read (the same one then goes to `askTransition`).
   * @default the built-ins and what `registerAskAdapter` added
   */
  registry?: AskRegistry;
}

/**
 * A new state for a request, or the restored `snapshot` when it is a valid state of the same
 * request (a draft kept across conversation switches). An unusable snapshot is ignored.
 *
 * @throws AskInputError when `request` is not a well-formed AskRequest (see `checkAskRequest`).
 */
export function createAskState(
  request: AskRequest,
  snapshot: unknown,
  options: Omit<AskStateOptions, 'registry'>,
  registry: AskPolicies,
): AskState {
  assertAskRequest(request, registry);
  const state =
    (snapshot != null && restoreAskState(request, snapshot)) || createInitialAskState(request);
  return options.layout
    ? askTransition(state, { type: 'setLayout', layout: options.layout }, registry)
    : state;
}

/** A secret question's entry without its free text; an answer of that text alone is gone. */
function withoutSecret(entry: AskEntry): AskEntry {
  const recorded = entry.recorded && { ...entry.recorded, otherSelected: false, otherText: '' };
  const lost = recorded !== null && recorded.selected.length === 0;
  return {
    ...entry,
    otherSelected: false,
    otherText: '',
    status: lost ? 'unanswered' : entry.status,
    recorded: lost ? null : recorded,
  };
}

/**
 * The state as a host may store it (what `onSnapshotChange` hands over): the free text of a
 * `secret` question is left out, so it never leaves memory in clear; a card restored from it asks
 * for the secret again. The same object when the request has no secret question.
 *
 * @example store.save(toAskSnapshot(card.state))
 */
export function toAskSnapshot(state: AskState): AskSnapshot {
  const { questions } = state.request;
  if (!questions.some((q) => q.input?.secret)) return state;
  return {
    ...state,
    entries: state.entries.map((entry, i) =>
      questions[i]?.input?.secret ? withoutSecret(entry) : entry,
    ),
  };
}
