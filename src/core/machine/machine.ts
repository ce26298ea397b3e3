import { isBlank } from '../schema/text';
import type {
  AskEntry,
  AskEvent,
  AskLayout,
  AskQuestion,
  AskReason,
  AskRequest,
  AskState,
} from '../types';
import type { AskDialectPolicy } from '../registry/policy';
import type { AskPolicies } from '../registry/registry';
import { fieldRulesOf } from './field-rules';
import { isRequired, selectionBlocker, selectionHasAnswer } from './rules';

export { selectionHasAnswer };

/** Whether the user may end the prompt without answering (`AskRequest.declinable`). */
export function canDecline(state: AskState): boolean {
  return state.request.declinable !== false;
}

/** Whether the entries may be recorded now: each question's answer (or skip) meets its rules. */
export function canRecord(
  state: AskState,
  indexes: readonly number[],
  registry: AskPolicies,
): boolean {
  const policy = registry.policy(state.request.dialect);
  const fields = fieldRulesOf(registry, state.request.dialect);
  return indexes.every(
    (i) =>
      selectionBlocker(state.request.questions[i]!, state.entries[i]!, policy, fields) === null,
  );
}

/**
 * The first unanswered question other than `from`, searching forward and wrapping; -1 when none.
 */
export function findNextUnanswered(entries: readonly AskEntry[], from: number): number {
  for (let step = 1; step < entries.length; step++) {
    const index = (from + step) % entries.length;
    if (entries[index]!.status === 'unanswered') return index;
  }
  return -1;
}

/** A question's starting selection: its `default` options (valid indexes, in order) and text. */
function initialEntry({
  options,
  multiSelect,
  allowOther = true,
  default: start,
}: AskQuestion): AskEntry {
  const picked = [...new Set(start?.options ?? [])]
    .filter((i) => Number.isInteger(i) && i >= 0 && i < options.length)
    .sort((a, b) => a - b);
  const selected = multiSelect ? picked : picked.slice(0, 1);
  // A default text that renders as nothing would be sent while the field looks empty.
  const text = start?.text ?? '';
  const otherText = allowOther && !isBlank(text) ? text : '';
  const otherSelected = otherText.trim() !== '' && (multiSelect || selected.length === 0);
  return { status: 'unanswered', selected, otherSelected, otherText, recorded: null };
}

/**
 * A fresh state for a request: every question unanswered (its defaults chosen), the first on
 * screen.
 */
export function createInitialAskState(
  request: AskRequest,
  layout: AskLayout = 'stepper',
): AskState {
  const state: AskState = {
    request,
    status: 'pending',
    cursor: 0,
    entries: request.questions.map(initialEntry),
  };
  if (layout === 'stacked') state.layout = layout;
  return state;
}

/** The entry skipped, its selection cleared. */
function skipped(entry: AskEntry): AskEntry {
  return {
    ...entry,
    selected: [],
    otherSelected: false,
    otherText: '',
    status: 'skipped',
    recorded: null,
  };
}

/** Commit the on-screen selection: an answer when there is one, else a skip. */
function record(entry: AskEntry): AskEntry {
  if (!selectionHasAnswer(entry)) return skipped(entry);
  const otherSelected = entry.otherSelected && entry.otherText.trim() !== '';
  return {
    ...entry,
    otherSelected,
    status: 'answered',
    recorded: { selected: [...entry.selected], otherSelected, otherText: entry.otherText },
  };
}

/**
 * Leaving a question shows its recorded answer again on return: edits that were not committed
 * with Next are dropped from answered and skipped questions. An unanswered question keeps its
 * draft, so peeking at another question loses nothing.
 */
function leave(entry: AskEntry): AskEntry {
  const { status, recorded } = entry;
  if (status === 'answered' && recorded)
    return { ...entry, ...recorded, selected: [...recorded.selected] };
  return status === 'skipped' ? skipped(entry) : entry;
}

function replaceEntry(state: AskState, index: number, entry: AskEntry): AskState {
  const entries = state.entries.slice();
  entries[index] = entry;
  return { ...state, entries };
}

function moveTo(state: AskState, index: number): AskState {
  if (index === state.cursor) return state;
  return {
    ...replaceEntry(state, state.cursor, leave(state.entries[state.cursor]!)),
    cursor: index,
  };
}

function resolve(state: AskState, reason: AskReason, entries: AskEntry[]): AskState {
  return { ...state, entries, status: 'resolved', reason };
}

/**
 * Store `entry` for the question on screen, then move to the next unanswered one, or submit when
 * none is left.
 */
function advance(state: AskState, entry: AskEntry): AskState {
  const next = replaceEntry(state, state.cursor, entry);
  const target = findNextUnanswered(next.entries, state.cursor);
  return target === -1 ? resolve(next, 'submitted', next.entries) : moveTo(next, target);
}

const inRange = (index: unknown, length: number): index is number =>
  Number.isInteger(index) && (index as number) >= 0 && (index as number) < length;

/**
 * Which question an editing event targets: its `question`, or the one on screen; -1 when invalid.
 */
function targetOf(state: AskState, question: number | undefined): number {
  const index = question === undefined ? state.cursor : question;
  return inRange(index, state.entries.length) ? index : -1;
}

/**
 * `change` applied to the question an editing event targets. An invalid target, or a change that
 * returns the entry itself, leaves the state as is.
 */
function edit(
  state: AskState,
  question: number | undefined,
  change: (entry: AskEntry, question: AskQuestion) => AskEntry,
): AskState {
  const index = targetOf(state, question);
  if (index === -1) return state;
  const entry = state.entries[index]!;
  const next = change(entry, state.request.questions[index]!);
  return next === entry ? state : replaceEntry(state, index, next);
}

/** Single-select: choose exclusively. Multi-select: toggle. */
function toggleOption(
  entry: AskEntry,
  { options, multiSelect }: AskQuestion,
  option: number,
): AskEntry {
  const { selected } = entry;
  if (!inRange(option, options.length)) return entry;
  if (multiSelect) {
    if (selected.includes(option))
      return { ...entry, selected: selected.filter((i) => i !== option) };
    return { ...entry, selected: [...selected, option].sort((a, b) => a - b) };
  }
  const unchanged = selected.length === 1 && selected[0] === option && !entry.otherSelected;
  return unchanged ? entry : { ...entry, selected: [option], otherSelected: false };
}

/** The free-text choice, same rules as an option; nothing where the question offers none. */
function toggleOther(entry: AskEntry, { multiSelect, allowOther = true }: AskQuestion): AskEntry {
  if (!allowOther) return entry;
  if (multiSelect) return { ...entry, otherSelected: !entry.otherSelected };
  const unchanged = entry.otherSelected && entry.selected.length === 0;
  return unchanged ? entry : { ...entry, selected: [], otherSelected: true };
}

/**
 * The pure transition function. Returns a new state, or the very same object when the event does
 * not apply (a resolved prompt, an index out of range, Next without a valid answer where one is
 * needed, anything that is not an event). `registry`: where the dialect's policy is read (the
 * public form, in `dialects/machine.ts`, defaults it to the built-ins).
 */
export function askTransition(state: AskState, event: AskEvent, registry: AskPolicies): AskState {
  // Events come from untyped code too (a host's message bus, a replayed log): a non-event is a
  // no-op.
  if (state.status !== 'pending' || typeof event !== 'object' || event === null) return state;
  const { entries, cursor } = state;
  const policy = registry.policy(state.request.dialect);
  const stacked = state.layout === 'stacked';
  const declinable = canDecline(state);
  // Recorded answers stay; uncommitted edits are dropped; `rest` is what an unanswered question
  // becomes.
  const close = (reason: AskReason, rest: (entry: AskEntry) => AskEntry) =>
    resolve(
      state,
      reason,
      entries.map((e) => (e.status === 'unanswered' ? rest(e) : leave(e))),
    );
  switch (event.type) {
    case 'toggle':
      return edit(state, event.question, (entry, q) => toggleOption(entry, q, event.option));
    case 'choose': {
      const index = targetOf(state, event.question);
      if (index === -1 || !inRange(event.option, state.request.questions[index]!.options.length))
        return state;
      const toggled = askTransition(
        state,
        { type: 'toggle', option: event.option, question: event.question },
        registry,
      );
      if (!pointerAdvances(toggled, index, policy)) return toggled;
      return askTransition(toggled, { type: 'next' }, registry);
    }
    case 'toggleOther':
      return edit(state, event.question, toggleOther);
    case 'selectOther':
      return edit(state, event.question, (entry, q) =>
        entry.otherSelected ? entry : toggleOther(entry, q),
      );
    case 'setOtherText':
      return edit(state, event.question, (entry, q) => {
        const { text } = event;
        if (typeof text !== 'string' || entry.otherText === text || q.allowOther === false)
          return entry;
        const next = { ...entry, otherText: text };
        // Typing an answer is choosing it; clearing the field leaves the choice to the user.
        return text.trim() !== '' && !entry.otherSelected ? toggleOther(next, q) : next;
      });
    case 'next':
      // Stacked, the one primary action submits every question at once; so does a confirmation.
      if (stacked || entries.length === 0)
        return askTransition(state, { type: 'submitAll' }, registry);
      return canRecord(state, [cursor], registry)
        ? advance(state, record(entries[cursor]!))
        : state;
    case 'skip':
      if (entries.length === 0) return state;
      if (policy.skipCancels)
        return declinable ? resolve(state, 'declined', entries.map(skipped)) : state;
      if (isRequired(state.request.questions[cursor]!, policy)) return state;
      return advance(state, skipped(entries[cursor]!));
    case 'goTo':
      return inRange(event.index, entries.length) ? moveTo(state, event.index) : state;
    case 'submitAll': {
      // No content can satisfy the asker: only Decline / Cancel end it.
      if (state.request.unanswerable) return state;
      const every = entries.map((_, i) => i);
      return canRecord(state, every, registry)
        ? resolve(state, 'submitted', entries.map(record))
        : state;
    }
    case 'followUp': {
      if (state.request.followUp !== true) return state;
      const submitted = askTransition(state, { type: 'next' }, registry);
      return submitted.status === 'resolved' ? { ...submitted, followUp: true } : state;
    }
    case 'declineAll':
      return declinable ? resolve(state, 'declined', entries.map(skipped)) : state;
    case 'dismiss':
      return declinable ? resolve(state, 'dismissed', entries.map(skipped)) : state;
    case 'stop':
      return close('stopped', skipped);
    case 'replyInChat':
      return close('repliedInChat', (entry) => ({
        ...entry,
        selected: [],
        otherSelected: false,
        otherText: '',
      }));
    case 'expire':
      // A prompt expires by its dialect's timeout or by the sender's own deadline.
      return policy.timeout || state.request.expiresAt !== undefined
        ? close('expired', skipped)
        : state;
    case 'setLayout': {
      const layout: AskLayout = event.layout === 'stacked' ? 'stacked' : 'stepper';
      if ((state.layout ?? 'stepper') === layout) return state;
      const { layout: _old, ...rest } = state;
      return layout === 'stacked' ? { ...rest, layout } : rest;
    }
    default:
      return state;
  }
}

/**
 * A pointer pick advances by itself: policy `autoAdvance`, single-select, the stepper, not the
 * final step.
 */
function pointerAdvances(
  state: AskState,
  index: number,
  policy: Readonly<AskDialectPolicy>,
): boolean {
  if (!policy.autoAdvance || state.layout === 'stacked' || index !== state.cursor) return false;
  if (state.request.questions[index]!.multiSelect) return false;
  return findNextUnanswered(state.entries, state.cursor) !== -1;
}
