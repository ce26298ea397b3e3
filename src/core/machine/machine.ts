import type { AskEntry, AskEvent, AskReason, AskRequest, AskSelection, AskState } from '../types';
import { getAskPolicy } from './policy';

const EMPTY_SELECTION: AskSelection = { selected: [], otherSelected: false, otherText: '' };

function freshEntry(): AskEntry {
  return { status: 'unanswered', ...EMPTY_SELECTION, selected: [], recorded: null };
}

/** Whether a selection holds an answer: an option, or a chosen free text that is not blank. */
export function selectionHasAnswer(selection: AskSelection): boolean {
  return selection.selected.length > 0 || (selection.otherSelected && selection.otherText.trim() !== '');
}

function pickSelection(entry: AskSelection): AskSelection {
  return { selected: [...entry.selected], otherSelected: entry.otherSelected, otherText: entry.otherText };
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
  return { request, status: 'pending', cursor: 0, entries: request.questions.map(freshEntry) };
}

function replaceEntry(state: AskState, index: number, entry: AskEntry): AskState {
  const entries = state.entries.slice();
  entries[index] = entry;
  return { ...state, entries };
}

/** Commit the on-screen selection: an answer when there is one, else a skip. */
function record(entry: AskEntry): AskEntry {
  if (selectionHasAnswer(entry)) {
    const clean = pickSelection(entry);
    if (!clean.otherSelected || clean.otherText.trim() === '') {
      clean.otherSelected = false;
    }
    return { ...entry, ...clean, status: 'answered', recorded: pickSelection(clean) };
  }
  return { ...entry, ...EMPTY_SELECTION, selected: [], status: 'skipped', recorded: null };
}

/**
 * Leaving a question shows its recorded answer again on return: edits that were not committed
 * with Next are dropped from answered and skipped questions. An unanswered question keeps its
 * draft, so peeking at another question loses nothing.
 */
function leave(entry: AskEntry): AskEntry {
  if (entry.status === 'answered' && entry.recorded) return { ...entry, ...pickSelection(entry.recorded) };
  if (entry.status === 'skipped') return { ...entry, ...EMPTY_SELECTION, selected: [] };
  return entry;
}

function moveTo(state: AskState, index: number): AskState {
  if (index === state.cursor) return state;
  const left = replaceEntry(state, state.cursor, leave(state.entries[state.cursor]!));
  return { ...left, cursor: index };
}

function resolve(state: AskState, reason: AskReason): AskState {
  return { ...state, status: 'resolved', reason };
}

/** Unanswered questions become skipped; recorded answers stay; uncommitted edits are dropped. */
function closeRemaining(state: AskState): AskState {
  return {
    ...state,
    entries: state.entries.map((entry) =>
      entry.status === 'unanswered' ? { ...entry, ...EMPTY_SELECTION, selected: [], status: 'skipped', recorded: null } : leave(entry),
    ),
  };
}

function changeSelection(state: AskState, index: number, change: (entry: AskEntry, multi: boolean) => AskEntry): AskState {
  const entry = state.entries[index]!;
  const next = change(entry, state.request.questions[index]!.multiSelect);
  return next === entry ? state : replaceEntry(state, index, next);
}

/** The question an editing event targets: its `question`, or the one on screen; -1 when invalid. */
function target(state: AskState, question: number | undefined): number {
  if (question === undefined) return state.cursor;
  return Number.isInteger(question) && question >= 0 && question < state.entries.length ? question : -1;
}

function toggleOption(entry: AskEntry, option: number, multi: boolean): AskEntry {
  if (!multi) {
    if (entry.selected.length === 1 && entry.selected[0] === option && !entry.otherSelected) return entry;
    return { ...entry, selected: [option], otherSelected: false };
  }
  const has = entry.selected.includes(option);
  const selected = has ? entry.selected.filter((i) => i !== option) : [...entry.selected, option].sort((a, b) => a - b);
  return { ...entry, selected };
}

function toggleOther(entry: AskEntry, multi: boolean): AskEntry {
  if (!multi) {
    if (entry.otherSelected && entry.selected.length === 0) return entry;
    return { ...entry, selected: [], otherSelected: true };
  }
  return { ...entry, otherSelected: !entry.otherSelected };
}

function setOtherText(entry: AskEntry, text: string, multi: boolean): AskEntry {
  if (entry.otherText === text) return entry;
  const next = { ...entry, otherText: text };
  // Typing an answer is choosing it; clearing the field leaves the choice to the user.
  if (text.trim() !== '' && !entry.otherSelected) return toggleOther(next, multi);
  return next;
}

function next(state: AskState): AskState {
  const policy = getAskPolicy(state.request.dialect);
  const current = state.entries[state.cursor]!;
  if (policy.nextNeedsAnswer && !selectionHasAnswer(current)) return state;
  const recorded = replaceEntry(state, state.cursor, record(current));
  const target = findNextUnanswered(recorded.entries, state.cursor);
  if (target === -1) return resolve(recorded, 'submitted');
  return moveTo(recorded, target);
}

function submitAll(state: AskState): AskState {
  const policy = getAskPolicy(state.request.dialect);
  if (policy.nextNeedsAnswer && !state.entries.every(selectionHasAnswer)) return state;
  return resolve({ ...state, entries: state.entries.map(record) }, 'submitted');
}

function declineAll(state: AskState): AskState {
  return resolve(
    { ...state, entries: state.entries.map((e) => ({ ...e, ...EMPTY_SELECTION, selected: [], status: 'skipped' as const, recorded: null })) },
    'declined',
  );
}

/**
 * The pure transition function. Returns a new state, or the very same object when the event does
 * not apply (a resolved prompt, an index out of range, Next without an answer where one is needed).
 */
export function askTransition(state: AskState, event: AskEvent): AskState {
  if (state.status !== 'pending') return state;
  const questions = state.request.questions;
  switch (event.type) {
    case 'toggle': {
      const index = target(state, event.question);
      if (index === -1) return state;
      const count = questions[index]!.options.length;
      if (!Number.isInteger(event.option) || event.option < 0 || event.option >= count) return state;
      return changeSelection(state, index, (entry, multi) => toggleOption(entry, event.option, multi));
    }
    case 'toggleOther': {
      const index = target(state, event.question);
      return index === -1 ? state : changeSelection(state, index, toggleOther);
    }
    case 'setOtherText': {
      const index = target(state, event.question);
      if (index === -1 || typeof event.text !== 'string') return state;
      return changeSelection(state, index, (entry, multi) => setOtherText(entry, event.text, multi));
    }
    case 'next':
      return next(state);
    case 'skip': {
      if (getAskPolicy(state.request.dialect).skipCancels) return declineAll(state);
      const skipped = replaceEntry(state, state.cursor, record({ ...state.entries[state.cursor]!, ...EMPTY_SELECTION, selected: [] }));
      const target = findNextUnanswered(skipped.entries, state.cursor);
      return target === -1 ? resolve(skipped, 'submitted') : moveTo(skipped, target);
    }
    case 'goTo':
      if (!Number.isInteger(event.index) || event.index < 0 || event.index >= questions.length) return state;
      return moveTo(state, event.index);
    case 'submitAll':
      return submitAll(state);
    case 'declineAll':
      return declineAll(state);
    case 'stop':
      return resolve(closeRemaining(state), 'stopped');
    case 'expire':
      if (!getAskPolicy(state.request.dialect).expires) return state;
      return resolve(closeRemaining(state), 'expired');
    default:
      return state;
  }
}
