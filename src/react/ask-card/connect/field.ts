/** The free-text field and what stands beside it: its label, range, pattern note and error. */
import type { ChangeEvent, KeyboardEvent } from 'react';
import { isPatternServerChecked } from '../../../core/machine/pattern-check';
import { chosenText } from '../../../core/machine/rules';
import { canAdvanceByKey, getAdvanceBlocker } from '../../../core/machine/selectors';
import { hasCommandModifier, isComposing, visuallyHidden } from '../../dom';
import { agentError, errorBesideField, fieldBlocker } from '../blocker-text';
import { cardPolicies } from '../dialects';
import { ids } from '../dom';
import { focusById } from '../focus';
import type { AskCardPropGetters, AskOtherInputProps } from '../types';
import { isSteppedNumber, stepNumber } from './number';
import { isSubmitChord, part, questionRest, type Connection } from './shared';

type FieldGetters = Pick<
  AskCardPropGetters,
  | 'getNumberRangeProps'
  | 'getPatternNoteProps'
  | 'getOtherInputProps'
  | 'getFieldErrorProps'
  | 'getFormErrorProps'
  | 'getOtherInputLabelProps'
>;

export function connectField(connection: Connection): FieldGetters {
  const { card, internals, base, disabled, at, described, descriptionOf, marksRequired } =
    connection;
  const { messages } = card;
  return {
    getNumberRangeProps: (q) => {
      const input = card.request.questions[at(q)]?.input ?? {};
      const { min, max, unit } = input;
      return {
        id: ids.numberRange(base, at(q)),
        dir: 'auto',
        ...part('number-range'),
        children: messages.numberRange({ min, max, step: input.step ?? 1, unit }),
      };
    },
    getPatternNoteProps: (q) => {
      const input = card.request.questions[at(q)]?.input;
      // The typed text too: a JSON value the validator could not tell about is the agent's.
      const text = card.state.entries[at(q)]?.otherText;
      if (!input || !isPatternServerChecked(input, card.fields, text)) return null;
      return {
        id: ids.patternNote(base, at(q)),
        dir: 'auto',
        ...part('pattern-note'),
        children: messages.patternServerChecked,
      };
    },
    getOtherInputProps: (q) => {
      const index = at(q);
      const question = card.request.questions[index]!;
      const entry = card.state.entries[index]!;
      const input = question.input ?? {};
      const kind = input.kind ?? 'text';
      const blocker =
        chosenText(entry) !== null
          ? getAdvanceBlocker(card.state, index, cardPolicies(card))
          : null;
      const refused = agentError(card, index) !== null;
      const invalid =
        refused ||
        (blocker !== null &&
          blocker.code !== 'tooFewSelections' &&
          blocker.code !== 'tooManySelections');
      const alone = question.options.length === 0;
      const heading = ids.question(base, index);
      // Without options the field stands for the question: the rest of its text describes it.
      const stepped = isSteppedNumber(input);
      const beside = errorBesideField(card, index);
      const description = described(
        alone && questionRest(card, index) && ids.questionBody(base, index),
        alone && descriptionOf(index),
        stepped && ids.numberRange(base, index),
        isPatternServerChecked(input, card.fields, entry.otherText) && ids.patternNote(base, index),
        invalid && (beside ? ids.fieldError(base, index) : ids.actionHint(base)),
      );
      const format = input.format;
      const props: AskOtherInputProps = {
        id: ids.otherInput(base, index),
        ...part('other-input'),
        'data-state': entry.otherSelected ? 'checked' : 'unchecked',
        // "Your answer" and the question, or the question alone when the field is all it has.
        'aria-labelledby': alone ? heading : `${ids.otherInputLabel(base, index)} ${heading}`,
        'aria-invalid': invalid || undefined,
        'aria-describedby': description,
        'aria-required': alone && marksRequired(index) ? true : undefined,
        // The user's own words: their direction is their own (and `dir="auto"` isolates them).
        dir: 'auto',
        placeholder:
          input.placeholder ??
          (format ? messages.formatPlaceholder[format] : messages.otherPlaceholder),
        value: entry.otherText,
        readOnly: disabled,
        onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
          card.setOtherText(event.target.value, { question: index }),
        onKeyDown: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
          // A spinbutton's arrows step the number, through the machine like typing.
          if (
            stepped &&
            !disabled &&
            (event.key === 'ArrowUp' || event.key === 'ArrowDown') &&
            !isComposing(event) &&
            !hasCommandModifier(event) &&
            !event.shiftKey
          ) {
            event.preventDefault();
            const direction = event.key === 'ArrowUp' ? 1 : -1;
            card.setOtherText(stepNumber(entry.otherText, input, direction), { question: index });
            return;
          }
          // Ctrl/⌘+Enter advances (the root's keys): focus moves to the heading first, so the
          // step change never removes the focused field from under the key event.
          if (
            isSubmitChord(event) &&
            canAdvanceByKey(card.state, cardPolicies(card)) &&
            !isComposing(event)
          )
            focusById(internals.root, heading);
          if (event.key !== 'Escape' || isComposing(event) || alone) return;
          // Back to its row: the arrows work again, the text stays.
          event.preventDefault();
          focusById(internals.root, ids.option(base, index, 'other'));
        },
      };
      // Numbers, secrets and formatted text take one line (a password field: masked as typed,
      // never autofilled). Formats stay `type="text"`: an `email` or `url` input rewrites what
      // the user typed (trims it; Chromium turns a Unicode domain into punycode), and a `date`
      // input empties text it cannot read, so the machine would check other text than shown. The
      // keyboard still fits (`inputMode`).
      if (!input.secret && kind === 'text' && format) {
        const web = format === 'email' || format === 'uri';
        return {
          ...props,
          type: 'text',
          autoComplete: 'off',
          inputMode: format === 'email' ? 'email' : format === 'uri' ? 'url' : undefined,
          autoCapitalize: web ? 'none' : undefined,
          spellCheck: web ? false : undefined,
        };
      }
      if (!input.secret && kind === 'text') return { ...props, rows: 1 };
      // JSON text: a multi-line field, taken as typed (no spelling or capital fixes).
      if (kind === 'json')
        return {
          ...props,
          rows: 4,
          spellCheck: false,
          autoCapitalize: 'none',
          autoComplete: 'off',
        };
      let inputMode: AskOtherInputProps['inputMode'];
      if (kind === 'integer') inputMode = 'numeric';
      if (kind === 'number') inputMode = 'decimal';
      if (stepped && !input.secret) {
        // WAI-ARIA APG Spinbutton: a text field whose arrows step; the value as typed, the unit
        // in its text alternative.
        const now = entry.otherText.trim() === '' ? NaN : Number(entry.otherText);
        const readable = Number.isFinite(now);
        return {
          ...props,
          type: 'text',
          role: 'spinbutton',
          autoComplete: 'off',
          inputMode,
          'aria-valuemin': input.min,
          'aria-valuemax': input.max,
          'aria-valuenow': readable ? now : undefined,
          'aria-valuetext':
            readable && input.unit ? `${entry.otherText.trim()} ${input.unit}` : undefined,
        };
      }
      if (!input.secret) return { ...props, type: 'text', autoComplete: 'off', inputMode };
      // React mirrors a controlled value into the `value` attribute, where `outerHTML` (session
      // replay, error reports) reads it: a secret is set as a property only.
      const { value: text, ...uncontrolled } = props;
      return {
        ...uncontrolled,
        type: 'password',
        autoComplete: 'off',
        ref: (el) => {
          if (el && el.value !== text) el.value = String(text);
        },
      };
    },
    getFieldErrorProps: (q) => {
      const index = at(q);
      // The agent's words first: they are why the card is open again. Plain text, its own
      // direction; the live region announced them, so this element is not live.
      const said = agentError(card, index);
      if (said !== null)
        return {
          id: ids.fieldError(base, index),
          dir: 'auto',
          ...part('field-error'),
          'data-source': 'agent',
          children: said,
        };
      const blocker = fieldBlocker(card, index);
      if (!blocker) return null;
      return {
        id: ids.fieldError(base, index),
        ...part('field-error'),
        children: messages.blocker(blocker),
      };
    },
    getFormErrorProps: () => {
      const form = card.refusals?.form ?? [];
      if (form.length === 0) return null;
      return {
        id: ids.formError(base),
        dir: 'auto',
        ...part('form-error'),
        'data-source': 'agent',
        children: form.join('\n'),
      };
    },
    getOtherInputLabelProps: (q) => ({
      id: ids.otherInputLabel(base, at(q)),
      style: visuallyHidden,
      children: messages.otherInputLabel,
    }),
  };
}
