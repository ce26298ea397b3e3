/** The options: the radio group or group of checkboxes, each option, its label and description. */
import type { KeyboardEvent } from 'react';
import { hasCommandModifier, isComposing, isRtl } from '../../dom';
import { ids, isEchoPress } from '../dom';
import { focusById } from '../focus';
import { agentError, errorBesideField } from '../blocker-text';
import type {
  AskCardInternals,
  AskCardModel,
  AskCardPropGetters,
  AskOptionHandlers,
  AskOptionValue,
} from '../types';
import { optionValues, part, questionRest, type Connection } from './shared';

/** Arrow keys, Home and End in a radio group move focus and check (APG Radio Group). */
function handleRadioKeyDown(event: KeyboardEvent<HTMLElement>, card: AskCardModel, q: number) {
  if (isComposing(event) || hasCommandModifier(event) || event.shiftKey) return;
  const target = event.target as HTMLElement;
  if (target.getAttribute('role') !== 'radio') return;
  const values = optionValues(card, q);
  const from = values.findIndex((v) => ids.option(card.id, q, v) === target.id);
  if (from === -1) return;
  const forward = isRtl(target) ? -1 : 1;
  const keys: Record<string, number> = {
    ArrowDown: 1,
    ArrowUp: -1,
    ArrowRight: forward,
    ArrowLeft: -forward,
  };
  let to: number;
  if (event.key === 'Home') to = 0;
  else if (event.key === 'End') to = values.length - 1;
  else if (keys[event.key]) to = (from + keys[event.key]! + values.length) % values.length;
  else return;
  event.preventDefault();
  const value = values[to]!;
  focusById(target, ids.option(card.id, q, value));
  // Arrowing onto the free-text choice checks it but keeps focus in the group, so the arrows
  // keep working; Tab reaches the field.
  if (value === 'other') card.selectOther({ question: q });
  else card.toggle(value, { question: q });
}

/** Choose or toggle an option; choosing the free text focuses its field (not when unticking). */
function activateOption(
  card: AskCardModel,
  q: number,
  value: AskOptionValue,
  pointer: boolean,
  internals: AskCardInternals,
) {
  // A resolved card's options have no handlers; a host may still hold props from before.
  if (card.isResolved) return;
  if (value !== 'other') {
    card.toggle(value, { question: q, pointer });
    return;
  }
  const question = card.request.questions[q]!;
  const wasChecked = card.state.entries[q]!.otherSelected;
  if (question.multiSelect) card.toggleOther({ question: q });
  else card.selectOther({ question: q });
  if (question.multiSelect && wasChecked) return;
  internals.revealOther = q;
  focusById(internals.root, ids.otherInput(card.id, q));
}

function optionChecked(card: AskCardModel, q: number, value: AskOptionValue): boolean {
  const entry = card.state.entries[q];
  if (!entry) return false;
  return value === 'other' ? entry.otherSelected : entry.selected.includes(value);
}

/** The free-text row shows the draft it keeps while another option is chosen. */
function draftShown(card: AskCardModel, q: number): boolean {
  const entry = card.state.entries[q];
  return Boolean(entry && !entry.otherSelected && entry.otherText.trim());
}

/** Roving tabindex: the checked radio is the group's one tab stop; the first when none is. */
function tabStopOf(card: AskCardModel, q: number): AskOptionValue {
  const entry = card.state.entries[q]!;
  if (entry.otherSelected && entry.selected.length === 0) return 'other';
  return entry.selected[0] ?? 0;
}

/**
 * An option's handlers, made once per option: they act on the state on screen when the event
 * comes (the one last connected, before the first commit), so an option row whose state did not
 * change gets the same props and skips its render (`OptionRow`).
 */
function handlersOf(
  internals: AskCardInternals,
  q: number,
  value: AskOptionValue,
): AskOptionHandlers {
  const key = `${q}:${value}`;
  let handlers = internals.optionHandlers.get(key);
  if (handlers) return handlers;
  const shown = () => (internals.shown ?? internals.latest)!;
  handlers = {
    onClick: (event) => {
      if (!isEchoPress(internals.step, event)) activateOption(shown(), q, value, true, internals);
    },
    onKeyDown: (event) => {
      if (event.key !== ' ' || isComposing(event) || hasCommandModifier(event)) return;
      event.preventDefault();
      activateOption(shown(), q, value, false, internals);
    },
  };
  internals.optionHandlers.set(key, handlers);
  return handlers;
}

type OptionGetters = Pick<
  AskCardPropGetters,
  | 'getOptionGroupProps'
  | 'getOptionHintProps'
  | 'getOptionProps'
  | 'getOptionLabelProps'
  | 'getOptionDescriptionProps'
>;

export function connectOptions(connection: Connection): OptionGetters {
  const { card, internals, base, disabled, at, described, descriptionOf, marksRequired } =
    connection;
  return {
    getOptionGroupProps: (q) => {
      const index = at(q);
      const multi = card.request.questions[index]?.multiSelect ?? false;
      const count = card.request.questions[index]?.options.length ?? 0;
      const hint = ids.hint(base, index);
      const radios = !multi && count > 0;
      return {
        // A question without options is a text field alone: no choice to describe.
        role: radios ? 'radiogroup' : 'group',
        id: ids.group(base, index),
        'aria-labelledby': ids.question(base, index),
        'aria-describedby': described(
          hint,
          questionRest(card, index) && ids.questionBody(base, index),
          descriptionOf(index),
          errorBesideField(card, index) && ids.fieldError(base, index),
        ),
        // The agent refused this answer: the group stands for it (a radio group takes it).
        'aria-invalid': agentError(card, index) !== null || undefined,
        // `group` takes no `aria-required`: a field alone carries it itself.
        'aria-required': radios && marksRequired(index) ? true : undefined,
        'aria-disabled': disabled || undefined,
        ...part('options'),
        'data-question-index': index,
        onKeyDown: (event) => {
          if (!multi && !disabled) handleRadioKeyDown(event, card, index);
        },
      };
    },
    getOptionHintProps: (q) => ({ id: ids.hint(base, at(q)), ...part('hint') }),
    getOptionProps: (q, value) => {
      const multi = card.request.questions[q]?.multiSelect ?? false;
      const checked = optionChecked(card, q, value);
      const id = ids.option(base, q, value);
      const option = value === 'other' ? undefined : card.request.questions[q]?.options[value];
      let tabIndex = multi || value === tabStopOf(card, q) ? 0 : -1;
      if (disabled) tabIndex = -1;
      return {
        id,
        role: multi ? 'checkbox' : 'radio',
        'aria-checked': checked,
        'aria-labelledby': `${id}-label`,
        // An option's description; the free-text row's is the draft it keeps while closed.
        'aria-describedby': (value === 'other' ? draftShown(card, q) : option?.description)
          ? `${id}-description`
          : undefined,
        'aria-disabled': disabled || undefined,
        tabIndex,
        ...part('option'),
        'data-state': checked ? 'checked' : 'unchecked',
        'data-index': value,
        'data-other': value === 'other' ? '' : undefined,
        'data-disabled': disabled ? '' : undefined,
        ...(disabled ? {} : handlersOf(internals, q, value)),
      };
    },
    getOptionLabelProps: (q, value) => ({
      id: `${ids.option(base, q, value)}-label`,
      ...part('option-label'),
    }),
    getOptionDescriptionProps: (q, value) => ({
      id: `${ids.option(base, q, value)}-description`,
      dir: 'auto',
      ...part('option-description'),
    }),
  };
}
