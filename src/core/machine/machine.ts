import type { AskEntry, AskEvent, AskQuestion, AskReason, AskRequest, AskSelection, AskState } from '../types';
import { getAskPolicy } from './policy';

/** Whether a selection holds an answer: an option, or a chosen free text that is not blank. */
export function selectionHasAnswer(selection: AskSelection): boolean {
  return selection.selected.length > 0 || (selection.otherSelected && selection.otherText.trim() !== '');
}

/** Whether the primary action may record `entries` now: ask_user needs an answer in each. */
export function canRecord(state: AskState, entries: readonly AskEntry[]): boolean {
  return !getAskPolicy(state.request.dialect).nextNeedsAnswer || entries.every(selectionHasAnswer);
}

/** The first unanswered question other than `from`, searching forward and wrapping; -1 when none. */
export function findNextUnanswered(entries: readonly AskEntry[], from: number): number {
  for (let step = 1; step < entries.length; step++) {
    const index = (from + step) % entries.length;
    if (entries[index]!.status === 'unanswered') return index;
  }
  return -1;
}

/** A fresh state for a request: every question unanswered, the first on screen. */
export function createInitialAskState(request: AskRequest): AskState {
  return {
    request,
    status: 'pending',
    cursor: 0,
    entries: request.questions.map(() => ({ status: 'unanswered', selected: [], otherSelected: false, otherText: '', recorded: null })),
  };
}

/** The entry skipped, its selection cleared. */
function skipped(entry: AskEntry): AskEntry {
  return { ...entry, selected: [], otherSelected: false, otherText: '', status: 'skipped', recorded: null };
}

/** Commit the on-screen selection: an answer when there is one, else a skip. */
function record(entry: AskEntry): AskEntry {
  if (!selectionHasAnswer(entry)) return skipped(entry);
  const otherSelected = entry.otherSelected && entry.otherText.trim() !== '';
  return { ...entry, otherSelected, status: 'answered', recorded: { selected: [...entry.selected], otherSelected, otherText: entry.otherText } };
}

/**
 * Leaving a question shows its recorded answer again on return: edits that were not committed
 * with Next are dropped from answered and skipped questions. An unanswered question keeps its
 * draft, so peeking at another question loses nothing.
 */
function leave(entry: AskEntry): AskEntry {
  const { status, recorded } = entry;
  if (status === 'answered' && recorded) return { ...entry, ...recorded, selected: [...recorded.selected] };
  return status === 'skipped' ? skipped(entry) : entry;
}

function replaceEntry(state: AskState, index: number, entry: AskEntry): AskState {
  const entries = state.entries.slice();
  entries[index] = entry;
  return { ...state, entries };
}

function moveTo(state: AskState, index: number): AskState {
  if (index === state.cursor) return state;
  return { ...replaceEntry(state, state.cursor, leave(state.entries[state.cursor]!)), cursor: index };
}

function resolve(state: AskState, reason: AskReason, entries: AskEntry[]): AskState {
  return { ...state, entries, status: 'resolved', reason };
}

/** Store `entry` for the question on screen, then move to the next unanswered one, or submit when none is left. */
function advance(state: AskState, entry: AskEntry): AskState {
  const next = replaceEntry(state, state.cursor, entry);
  const target = findNextUnanswered(next.entries, state.cursor);
  return target === -1 ? resolve(next, 'submitted', next.entries) : moveTo(next, target);
}

const inRange = (index: unknown, length: number): index is number =>
  Number.isInteger(index) && (index as number) >= 0 && (index as number) < length;

/**
 * `change` applied to the question an editing event targets: its `question`, or the one on
 * screen. An invalid target, or a change that returns the entry itself, leaves the state as is.
 */
function edit(state: AskState, question: number | undefined, change: (entry: AskEntry, question: AskQuestion) => AskEntry): AskState {
  const index = question === undefined ? state.cursor : question;
  if (!inRange(index, state.entries.length)) return state;
  const entry = state.entries[index]!;
  const next = change(entry, state.request.questions[index]!);
  return next === entry ? state : replaceEntry(state, index, next);
}

/** Single-select: choose exclusively. Multi-select: toggle. */
function toggleOther(entry: AskEntry, multi: boolean): AskEntry {
  if (multi) return { ...entry, otherSelected: !entry.otherSelected };
  return entry.otherSelected && entry.selected.length === 0 ? entry : { ...entry, selected: [], otherSelected: true };
}

/**
 * The pure transition function. Returns a new state, or the very same object when the event does
 * not apply (a resolved prompt, an index out of range, Next without an answer where one is needed).
 */
export function askTransition(state: AskState, event: AskEvent): AskState {
  // Events come from untyped code too (a host's message bus, a replayed log): a non-event is a no-op.
  if (state.status !== 'pending' || typeof event !== 'object' || event === null) return state;
  const { entries } = state;
  const policy = getAskPolicy(state.request.dialect);
  const current = entries[state.cursor]!;
  // Unanswered questions become skipped; recorded answers stay; uncommitted edits are dropped.
  const close = (reason: AskReason) => resolve(state, reason, entries.map((e) => (e.status === 'unanswered' ? skipped(e) : leave(e))));
  switch (event.type) {
    case 'toggle':
      return edit(state, event.question, (entry, { options, multiSelect }) => {
        const { option } = event;
        const { selected } = entry;
        if (!inRange(option, options.length)) return entry;
        if (multiSelect) {
          return { ...entry, selected: selected.includes(option) ? selected.filter((i) => i !== option) : [...selected, option].sort((a, b) => a - b) };
        }
        return selected.length === 1 && selected[0] === option && !entry.otherSelected ? entry : { ...entry, selected: [option], otherSelected: false };
      });
    case 'toggleOther':
      return edit(state, event.question, (entry, q) => toggleOther(entry, q.multiSelect));
    case 'setOtherText':
      return edit(state, event.question, (entry, q) => {
        const { text } = event;
        if (typeof text !== 'string' || entry.otherText === text) return entry;
        const next = { ...entry, otherText: text };
        // Typing an answer is choosing it; clearing the field leaves the choice to the user.
        return text.trim() !== '' && !entry.otherSelected ? toggleOther(next, q.multiSelect) : next;
      });
    case 'next':
      return canRecord(state, [current]) ? advance(state, record(current)) : state;
    case 'skip':
      return policy.skipCancels ? resolve(state, 'declined', entries.map(skipped)) : advance(state, skipped(current));
    case 'goTo':
      return inRange(event.index, entries.length) ? moveTo(state, event.index) : state;
    case 'submitAll':
      return canRecord(state, entries) ? resolve(state, 'submitted', entries.map(record)) : state;
    case 'declineAll':
      return resolve(state, 'declined', entries.map(skipped));
    case 'stop':
      return close('stopped');
    case 'expire':
      return policy.expires ? close('expired') : state;
    default:
      return state;
  }
}
