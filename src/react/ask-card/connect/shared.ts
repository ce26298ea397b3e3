import type { MouseEvent } from 'react';
import { requiredMarks } from '../blocker-text';
import { cardAnatomy } from '../anatomy';
import { ids, isEchoPress } from '../dom';
import { splitQuestion } from '../question-text';
import type { AskCardInternals, AskCardModel, AskOptionValue } from '../types';

export const part = cardAnatomy.part;

/** What every part group's getters share: the card, its instance record and a few helpers. */
export interface Connection {
  card: AskCardModel;
  internals: AskCardInternals;
  /** The card's id prefix. */
  base: string;
  /** Every control is inert once the prompt resolved. */
  disabled: boolean;
  /** The question a getter is about: the one given, else the one on screen. */
  at: (q?: number) => number;
  /** A click handler that drops a pointer press aimed at the step before (`isEchoPress`). */
  once: (action: () => void) => (event: MouseEvent) => void;
  /** `aria-describedby` of the ids given, or undefined when none is. */
  described: (...idList: (string | false | undefined)[]) => string | undefined;
  /** The id of the question's plain-text description, where it has one. */
  descriptionOf: (q: number) => string | undefined;
  marksRequired: (q: number) => boolean;
  /** The live region stays empty until the step changes (a refusal fixed on its question). */
  hushed: boolean;
}

export function connection(
  card: AskCardModel,
  internals: AskCardInternals,
  hushed = false,
): Connection {
  const base = card.id;
  return {
    card,
    internals,
    base,
    hushed,
    disabled: card.isResolved,
    at: (q) => q ?? card.cursor,
    once: (action) => (event) => {
      if (!isEchoPress(internals.step, event)) action();
    },
    described: (...idList) => idList.filter(Boolean).join(' ') || undefined,
    descriptionOf: (q) =>
      card.request.questions[q]?.description ? ids.questionDescription(base, q) : undefined,
    marksRequired: requiredMarks(card),
  };
}

/** The question's text after its first paragraph, or '' (see `splitQuestion`). */
export function questionRest(card: AskCardModel, q: number): string {
  const question = card.request.questions[q];
  return question ? splitQuestion(question.question).rest : '';
}

/** The options of a question in order, the free-text choice last where it is a row. */
export function optionValues(card: AskCardModel, q: number): AskOptionValue[] {
  const question = card.request.questions[q];
  if (!question) return [];
  const values: AskOptionValue[] = question.options.map((_, i) => i);
  if (question.allowOther !== false && question.options.length > 0) values.push('other');
  return values;
}

/** Enter with Ctrl or ⌘ and nothing else: advance from a text field. */
export const isSubmitChord = (event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}) => event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
