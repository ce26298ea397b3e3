import type { AskAnswer, AskQuestion } from '../types';

/**
 * `labels` in the options' declared order (never click order), keeping only labels the question
 * offers.
 */
export function inOptionOrder(question: AskQuestion, labels: readonly string[]): string[] {
  const chosen = new Set(labels);
  return question.options.map((o) => o.label).filter((label) => chosen.has(label));
}

/**
 * The values of one answer as the model reads them: chosen labels in the options' declared order
 * (never click order), then the free text. Empty for a skipped or missing answer.
 */
export function answerValues(question: AskQuestion, answer: AskAnswer | undefined): string[] {
  if (answer?.status !== 'answered') return [];
  const labels = inOptionOrder(question, answer.labels);
  const custom = answer.customText?.trim();
  return custom ? [...labels, custom] : labels;
}

/** Answers keyed by question id, tolerant of any order the caller passes them in. */
export function answersById(answers: readonly AskAnswer[]): Map<string, AskAnswer> {
  return new Map(answers.map((a) => [a.id, a]));
}
