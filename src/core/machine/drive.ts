/**
 * Driving the machine from outside a card: the events that set a question's answer, and the run
 * of a whole answer through those events. Every surface that is not a card (a chat reply, a
 * button callback, a test's fixture) answers through these, so it obeys every rule the card does.
 */
import type { AskPolicies } from '../registry/registry';
import type { AskEvent, AskState } from '../types';
import { askTransition } from './machine';
import { fieldRulesOf } from './field-rules';
import { selectionBlocker, type AskAdvanceBlocker } from './rules';

/** One question's answer as options and text: what a reply or a button click says. */
export interface AskPick {
  /** The question's index in the request. */
  question: number;
  /** Chosen option indexes. */
  selected: readonly number[];
  /** The free text; blank or absent for none. */
  otherText?: string;
}

/**
 * The events that make a question's selection exactly `pick`, from the selection it has in
 * `state` (a default or an earlier draft is unchosen first). An option or text the question does
 * not take is still sent: the machine ignores it, and {@link recordPicks} reports it.
 *
 * @example
 * askPickEvents(state, { question: 0, selected: [1] })
 * // [{ type: 'toggle', option: 1, question: 0 }]
 */
export function askPickEvents(state: AskState, pick: AskPick, registry: AskPolicies): AskEvent[] {
  const question = pick.question;
  if (!state.entries[question]) return [];
  const wanted = [...new Set(pick.selected)].sort((a, b) => a - b);
  const text = pick.otherText ?? '';
  const events: AskEvent[] = [];
  let now = state;
  const send = (event: AskEvent) => {
    events.push(event);
    now = askTransition(now, event, registry);
  };
  const entry = () => now.entries[question]!;
  const multi = now.request.questions[question]!.multiSelect;
  const otherWanted = text.trim() !== '';
  if (multi) {
    for (const option of entry().selected)
      if (!wanted.includes(option)) send({ type: 'toggle', option, question });
    for (const option of wanted)
      if (!entry().selected.includes(option)) send({ type: 'toggle', option, question });
  } else if (wanted.length > 0) {
    send({ type: 'toggle', option: wanted[0]!, question });
  } else if (!otherWanted && entry().selected.length > 0) {
    // A radio is never unchosen; the card empties it by choosing the free text and leaving it
    // blank (where the question takes free text: a closed one keeps its choice, as on the card).
    send({ type: 'selectOther', question });
  }
  if (entry().otherText !== text) send({ type: 'setOtherText', text, question });
  // Typing chooses the free text; a pick without text unchooses it (multi-select: a single-select
  // free-text choice left blank is no answer), one with text chooses it.
  if (otherWanted && !entry().otherSelected) send({ type: 'selectOther', question });
  if (!otherWanted && entry().otherSelected && multi) send({ type: 'toggleOther', question });
  return events;
}

/** Why {@link recordPicks} recorded nothing: the question and the machine's reason. */
export interface AskPickRefusal {
  question: number;
  /** The machine's reason; `notAChoice` when it dropped an option or text the question lacks. */
  blocker: AskAdvanceBlocker | { code: 'notAChoice' };
}

/** What {@link recordPicks} did: the state after, and the events that led there. */
export type AskPicksOutcome =
  | { ok: true; state: AskState; events: AskEvent[] }
  | { ok: false; state: AskState; refusal: AskPickRefusal };

/**
 * Records one answer per question through the machine, as a person stepping through a card would:
 * go to the question, set its selection, Next. Questions without a pick are recorded as they
 * stand (a default, or a skip where the question is optional), except those in `keepPending`,
 * which stay unanswered (a secret asked only in the app). All or nothing: when the machine refuses
 * a question, the state is returned unchanged with the first refusal.
 *
 * @example
 * const out = recordPicks(createAskState(request), [{ question: 0, selected: [1] }]);
 * if (out.ok) toAskResolution(out.state); // resolved: every question recorded
 */
export function recordPicks(
  start: AskState,
  picks: readonly AskPick[],
  keepPending: ReadonlySet<number> = new Set(),
  registry: AskPolicies,
): AskPicksOutcome {
  const policy = registry.policy(start.request.dialect);
  const byQuestion = new Map(picks.map((pick) => [pick.question, pick]));
  const events: AskEvent[] = [];
  let state =
    start.layout === 'stacked'
      ? askTransition(start, { type: 'setLayout', layout: 'stepper' }, registry)
      : start;
  if (state !== start) events.push({ type: 'setLayout', layout: 'stepper' });
  const apply = (event: AskEvent) => {
    events.push(event);
    state = askTransition(state, event, registry);
  };
  const refuse = (refusal: AskPickRefusal): AskPicksOutcome => ({
    ok: false,
    state: start,
    refusal,
  });
  const { questions } = state.request;
  const open = (i: number) => state.entries[i]!.status === 'unanswered';
  // Next resolves the prompt once no question is left unanswered, so the questions answered
  // before go first, then the unanswered ones the picks leave as they stand, then the rest.
  const order = [
    ...questions.flatMap((_, i) => (byQuestion.has(i) && !open(i) ? [i] : [])),
    ...questions.flatMap((_, i) => (!byQuestion.has(i) && open(i) ? [i] : [])),
    ...questions.flatMap((_, i) => (byQuestion.has(i) && open(i) ? [i] : [])),
  ];
  for (const i of order) {
    if (keepPending.has(i) || state.status !== 'pending') continue;
    const pick = byQuestion.get(i);
    if (state.cursor !== i) apply({ type: 'goTo', index: i });
    if (pick) {
      for (const event of askPickEvents(state, pick, registry)) apply(event);
      const entry = state.entries[i]!;
      const text = (pick.otherText ?? '').trim();
      const dropped =
        pick.selected.some((option) => !entry.selected.includes(option)) ||
        (text !== '' && entry.otherText.trim() !== text);
      if (dropped) return refuse({ question: i, blocker: { code: 'notAChoice' } });
    }
    const blocker = selectionBlocker(
      questions[i]!,
      state.entries[i]!,
      policy,
      fieldRulesOf(registry, start.request.dialect),
    );
    if (blocker) return refuse({ question: i, blocker });
    apply({ type: 'next' });
  }
  if (start.layout === 'stacked' && state.status === 'pending')
    apply({ type: 'setLayout', layout: 'stacked' });
  return { ok: true, state, events };
}
