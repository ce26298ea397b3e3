import type { AskAnswer, AskEntry, AskQuestion, AskSelection, AskState } from '../types';
import { findNextUnanswered, selectionHasAnswer } from './machine';
import { getAskPolicy } from './policy';

function toAnswer(question: AskQuestion, entry: AskEntry, keep: AskSelection | null): AskAnswer {
  if (entry.status !== 'answered' || !keep) return { id: question.id, status: 'skipped', labels: [] };
  const labels = [...keep.selected].sort((a, b) => a - b).map((i) => question.options[i]!.label);
  const text = keep.otherSelected ? keep.otherText.trim() : '';
  return text === '' ? { id: question.id, status: 'answered', labels } : { id: question.id, status: 'answered', labels, customText: text };
}

/**
 * The recorded answers, one per question in question order. A question without a recorded
 * answer (unanswered or skipped) reads as skipped. In `ask_user`, any outcome but `submitted`
 * discards answers: the model gets `no_answer`.
 */
export function getAnswers(state: AskState): AskAnswer[] {
  const discard = state.status === 'resolved' && state.reason !== 'submitted' && getAskPolicy(state.request.dialect).allOrNothing;
  return state.request.questions.map((question, i) => {
    const entry = state.entries[i]!;
    return toAnswer(question, entry, discard ? null : entry.recorded);
  });
}

/** Whether the question on screen has an answer selected right now. */
export function currentHasAnswer(state: AskState): boolean {
  return selectionHasAnswer(state.entries[state.cursor]!);
}

/** Whether pressing the primary button now resolves the prompt (it then reads Submit). */
export function isFinalStep(state: AskState): boolean {
  return findNextUnanswered(state.entries, state.cursor) === -1;
}

/** Whether the primary button can act now. */
export function canAdvance(state: AskState): boolean {
  if (state.status !== 'pending') return false;
  return !getAskPolicy(state.request.dialect).nextNeedsAnswer || currentHasAnswer(state);
}

/** Whether the stacked layout's single submit can act now. */
export function canSubmitAll(state: AskState): boolean {
  if (state.status !== 'pending') return false;
  return !getAskPolicy(state.request.dialect).nextNeedsAnswer || state.entries.every(selectionHasAnswer);
}

/** Counts for progress displays. */
export function getProgress(state: AskState): { index: number; count: number; answered: number; skipped: number } {
  let answered = 0;
  let skipped = 0;
  for (const entry of state.entries) {
    if (entry.status === 'answered') answered++;
    else if (entry.status === 'skipped') skipped++;
  }
  return { index: state.cursor, count: state.entries.length, answered, skipped };
}
