/**
 * A prompt the agent refused to accept comes back: the card opens again holding the answers the
 * user sent, recorded through the machine's own events, so every rule still applies to them.
 */
import type { AskPolicies } from '../registry/registry';
import type { AskAnswer, AskEvent, AskQuestion, AskRequest, AskState } from '../types';
import { askPickEvents, recordPicks, type AskPick } from './drive';
import { askTransition } from './machine';
import { fieldRulesOf } from './field-rules';
import { chosenText, selectionBlocker, selectionHasAnswer } from './rules';
import { createAskState, type AskStateOptions } from './snapshot';

/** Options of `reopenAsk`: those of `createAskState`, and the question to open on. */
export interface AskReopenOptions extends AskStateOptions {
  /**
   * The id of the question to open on (the first one the agent refused): its answer is a draft
   * on screen, so fixing it and pressing Submit sends everything again.
   * @default the first question whose answer was dropped, else the last question
   */
  focus?: string;
}

/** The option indexes an answer names: by `values` where it has them, else by `labels`. */
function optionsOf(question: AskQuestion, answer: AskAnswer): number[] | null {
  const byValue = Array.isArray(answer.values) && answer.values.length === answer.labels.length;
  const names = byValue ? answer.values! : answer.labels;
  const taken: number[] = [];
  for (const name of names) {
    const index = question.options.findIndex(
      (option, i) =>
        !taken.includes(i) && (byValue ? (option.value ?? option.label) : option.label) === name,
    );
    if (index === -1) return null;
    taken.push(index);
  }
  return taken.sort((a, b) => a - b);
}

/** The pick an answer stands for on this question, or null when the answer does not fit it. */
function pickOf(question: AskQuestion, index: number, answer: unknown): AskPick | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { status, labels, customText } = answer as Partial<AskAnswer>;
  if (!Array.isArray(labels) || !labels.every((l) => typeof l === 'string')) return null;
  if (customText !== undefined && typeof customText !== 'string') return null;
  if (status === 'skipped') return { question: index, selected: [] };
  if (status !== 'answered') return null;
  const selected = optionsOf(question, answer as AskAnswer);
  return selected && { question: index, selected, otherText: customText ?? '' };
}

/**
 * Whether the machine, from a fresh state, sets exactly this pick and would record it: an option
 * that is gone, text the question no longer takes or a rule the answer now breaks drops it.
 */
function fits(fresh: AskState, pick: AskPick, registry: AskPolicies): boolean {
  const events = askPickEvents(fresh, pick, registry);
  const state = events.reduce((s, e) => askTransition(s, e, registry), fresh);
  const entry = state.entries[pick.question]!;
  const text = (pick.otherText ?? '').trim();
  const answered = text !== '' || pick.selected.length > 0;
  return (
    entry.selected.length === pick.selected.length &&
    pick.selected.every((option, i) => entry.selected[i] === option) &&
    (chosenText(entry) ?? '') === text &&
    selectionHasAnswer(entry) === answered &&
    selectionBlocker(
      fresh.request.questions[pick.question]!,
      entry,
      registry.policy(fresh.request.dialect),
      fieldRulesOf(registry, fresh.request.dialect),
    ) === null
  );
}

/**
 * A pending state of `request` holding `answers` (from `getAnswers` of the state the agent
 * refused), each recorded through the machine's events as a person would: the question to open
 * on keeps its answer as a draft, the others are recorded. An answer that no longer fits the
 * question (a changed request: an option gone, a rule it breaks) is dropped, the question fresh.
 * A secret's text comes back too: the state is in memory (`toAskSnapshot` still leaves it out).
 */
export function reopenAsk(
  request: AskRequest,
  answers: readonly AskAnswer[],
  options: Omit<AskReopenOptions, 'registry'>,
  registry: AskPolicies,
): AskState {
  const fresh = createAskState(request, undefined, {}, registry);
  const { questions } = request;
  if (questions.length === 0 || !Array.isArray(answers))
    return withLayout(fresh, options, registry);
  const byId = new Map<string, unknown>();
  for (const answer of answers as unknown[]) {
    const id = (answer as { id?: unknown } | null)?.id;
    if (typeof id === 'string' && !byId.has(id)) byId.set(id, answer);
  }
  const picks = new Map<number, AskPick>();
  questions.forEach((question, i) => {
    const pick = byId.has(question.id) ? pickOf(question, i, byId.get(question.id)) : null;
    if (pick && fits(fresh, pick, registry)) picks.set(i, pick);
  });
  const asked =
    options.focus === undefined ? -1 : questions.findIndex((q) => q.id === options.focus);
  const dropped = questions.findIndex((_, i) => !picks.has(i));
  const focus = asked !== -1 ? asked : dropped !== -1 ? dropped : questions.length - 1;
  // Every question but the focus and the dropped ones is recorded; those stay unanswered, so the
  // last Next never resolves the prompt here.
  const keep = new Set(questions.flatMap((_, i) => (i === focus || !picks.has(i) ? [i] : [])));
  const recorded = recordPicks(
    fresh,
    [...picks.values()].filter((pick) => !keep.has(pick.question)),
    keep,
    registry,
  );
  let state = recorded.ok ? recorded.state : fresh;
  const send = (event: AskEvent) => (state = askTransition(state, event, registry));
  send({ type: 'goTo', index: focus });
  const draft = picks.get(focus);
  if (draft) for (const event of askPickEvents(state, draft, registry)) send(event);
  return withLayout(state, options, registry);
}

function withLayout(
  state: AskState,
  { layout }: Omit<AskReopenOptions, 'registry'>,
  registry: AskPolicies,
): AskState {
  return layout ? askTransition(state, { type: 'setLayout', layout }, registry) : state;
}
