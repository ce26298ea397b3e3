import type { AskAnswer, AskState } from '../types';
import { canRecord, findNextUnanswered, selectionHasAnswer } from './machine';
import { getAskPolicy } from './policy';

/**
 * The recorded answers, one per question in question order. A question without a recorded
 * answer (unanswered or skipped) reads as skipped. In `ask_user`, any outcome but `submitted`
 * discards answers: the model gets `no_answer`.
 */
export function getAnswers(state: AskState): AskAnswer[] {
  const discard = state.status === 'resolved' && state.reason !== 'submitted' && getAskPolicy(state.request.dialect).allOrNothing;
  return state.request.questions.map(({ id, options }, i): AskAnswer => {
    const { status, recorded } = state.entries[i]!;
    if (discard || status !== 'answered' || !recorded) return { id, status: 'skipped', labels: [] };
    const labels = [...recorded.selected].sort((a, b) => a - b).map((o) => options[o]!.label);
    const customText = recorded.otherSelected ? recorded.otherText.trim() : '';
    return customText ? { id, status: 'answered', labels, customText } : { id, status: 'answered', labels };
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
  return state.status === 'pending' && canRecord(state, [state.entries[state.cursor]!]);
}

/** Whether the stacked layout's single submit can act now. */
export function canSubmitAll(state: AskState): boolean {
  return state.status === 'pending' && canRecord(state, state.entries);
}

/** Counts for progress displays. */
export function getProgress(state: AskState): { index: number; count: number; answered: number; skipped: number } {
  const count = (status: string) => state.entries.filter((entry) => entry.status === status).length;
  return { index: state.cursor, count: state.entries.length, answered: count('answered'), skipped: count('skipped') };
}
