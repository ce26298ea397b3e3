import {
  forwardRef,
  memo,
  useCallback,
  useRef,
  type ChangeEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { chosenText } from '../../core/machine/rules';
import { getAdvanceBlocker } from '../../core/machine/selectors';
import { AskMarkdown } from '../markdown/AskMarkdown';
import { useIsomorphicLayoutEffect } from '../use-isomorphic-layout-effect';
import { useAskCardContext } from './context';
import { hasCommandModifier, isComposing, isRtl, visuallyHidden } from '../dom';
import { ids, isEchoPress, SCOPE } from './dom';
import { questionIds, splitQuestion } from './question-text';

type OptionValue = number | 'other';
type Activation = 'pointer' | 'keyboard';

export interface AskCardOptionsProps extends HTMLAttributes<HTMLDivElement> {
  /** Which question, 0-based. @default the question on screen */
  index?: number;
}

/**
 * The choices of one question, plus the free-text choice ("Enter another answer"): one row that
 * becomes its auto-growing text field once chosen (click, Space, arrows, or the digit after the
 * last option), named after the question. Escape in the field returns to the row, keeping the
 * text; a draft stays when another option is chosen and comes back with the row. A question
 * without options shows the field alone; one with `allowOther: false` has no such row.
 *
 * Single-select follows the WAI-ARIA APG Radio Group pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/radio/): `role="radiogroup"` of `role="radio"`, one
 * tab stop (roving tabindex on the checked radio, else the first), arrow keys move focus AND
 * check, wrapping, Home/End jump to the ends, Space checks. The free-text choice is a radio of
 * the group. Multi-select follows the APG Checkbox pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/checkbox/): a `role="group"` of `role="checkbox"`,
 * each a tab stop, Space toggles. Names are the rendered label (`aria-labelledby`), descriptions
 * are `aria-describedby`.
 */
export const AskCardOptions = forwardRef<HTMLDivElement, AskCardOptionsProps>(
  function AskCardOptions({ index, onKeyDown, ...props }, ref) {
    const { api, step } = useAskCardContext('AskCard.Options');
    const at = index ?? api.cursor;
    const question = api.request.questions[at];
    const entry = api.state.entries[at];
    const { messages, isResolved: disabled, toggle, selectOther, toggleOther } = api;
    const inputRef = useRef<HTMLTextAreaElement | HTMLInputElement | null>(null);

    // Stable for the life of the question, so memoized rows skip re-rendering when they don't change.
    const activate = useCallback(
      (value: OptionValue, how: Activation, wasChecked: boolean, multi: boolean, detail = 0) => {
        // The second press of a double-click that moved the step: it was aimed at the question before.
        if (how === 'pointer' && isEchoPress(step, { detail })) return;
        if (value !== 'other') {
          toggle(value, { question: at, pointer: how === 'pointer' });
          return;
        }
        if (multi) toggleOther({ question: at });
        else selectOther({ question: at });
        // Choosing the free text is choosing to type: its field takes focus (not when unticking
        // it); a field that is not there yet takes it as it appears (useRevealFocus).
        if (!multi || !wasChecked) inputRef.current?.focus();
      },
      [toggle, toggleOther, selectOther, at, step],
    );

    useAutoGrow(inputRef, entry?.otherText ?? '');
    const keepFocusOnReveal = useRevealFocus(inputRef, entry?.otherSelected ?? false);

    if (!question || !entry) return null;
    const multi = question.multiSelect;
    const count = question.options.length;
    const allowOther = question.allowOther !== false;
    // Roving tabindex: the checked radio is the group's one tab stop; the first when none is.
    const tabStop: OptionValue =
      entry.otherSelected && entry.selected.length === 0 ? 'other' : (entry.selected[0] ?? 0);
    const tabIndexOf = (value: OptionValue) =>
      disabled ? -1 : multi || value === tabStop ? 0 : -1;

    const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
      onKeyDown?.(event);
      if (
        event.defaultPrevented ||
        multi ||
        disabled ||
        isComposing(event) ||
        hasCommandModifier(event) ||
        event.shiftKey
      )
        return;
      const target = event.target as HTMLElement;
      if (target.getAttribute('role') !== 'radio') return;
      const radios = Array.from(
        event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]'),
      );
      const from = radios.indexOf(target);
      const step = isRtl(target) ? -1 : 1;
      const by = { ArrowDown: 1, ArrowUp: -1, ArrowRight: step, ArrowLeft: -step }[event.key];
      const to =
        event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? radios.length - 1
            : by
              ? (from + by + radios.length) % radios.length
              : -1;
      if (to < 0) return;
      event.preventDefault();
      const radio = radios[to]!;
      radio.focus();
      const value = radio.dataset.index === 'other' ? 'other' : Number(radio.dataset.index);
      // Arrowing onto the free-text choice checks it but keeps focus in the group, so the arrows
      // keep working; Tab reaches the field.
      if (value === 'other') {
        keepFocusOnReveal(!entry.otherSelected);
        selectOther({ question: at });
      } else toggle(value, { question: at });
    };

    const q = questionIds(api.id, at);
    // Named by the heading (the question's first paragraph), described by the rest of it.
    const { rest } = splitQuestion(question.question);
    const otherOpen = entry.otherSelected;
    return (
      <div
        // A question without options is a text field alone: no choice to describe.
        role={multi || count === 0 ? 'group' : 'radiogroup'}
        aria-labelledby={q.heading}
        aria-describedby={rest ? `${ids.hint(api.id, at)} ${q.rest}` : ids.hint(api.id, at)}
        aria-disabled={disabled || undefined}
        {...props}
        ref={ref}
        data-scope={SCOPE}
        data-part="options"
        data-question-index={at}
        onKeyDown={handleKeyDown}
      >
        <div id={ids.hint(api.id, at)} data-scope={SCOPE} data-part="hint">
          {count === 0 ? null : multi ? messages.multiSelectHint : messages.singleSelectHint}
        </div>
        {question.options.map((option, i) => (
          <OptionRow
            key={i}
            id={ids.option(api.id, at, i)}
            value={i}
            label={option.label}
            description={option.description}
            checked={entry.selected.includes(i)}
            multi={multi}
            tabIndex={tabIndexOf(i)}
            disabled={disabled}
            digit={i < 9 ? i + 1 : undefined}
            onActivate={activate}
          />
        ))}
        {/* A question without options is answered by its text field alone: no choice to make first. */}
        {allowOther && count > 0 && (
          <div
            data-scope={SCOPE}
            data-part="other"
            data-state={otherOpen ? 'checked' : 'unchecked'}
          >
            <OptionRow
              id={ids.option(api.id, at, 'other')}
              value="other"
              label={messages.otherLabel}
              plain
              compact={otherOpen}
              // A draft kept while another option is chosen shows in the row, and comes back.
              description={!otherOpen && entry.otherText.trim() ? entry.otherText : undefined}
              checked={entry.otherSelected}
              multi={multi}
              tabIndex={tabIndexOf('other')}
              disabled={disabled}
              digit={count < 9 ? count + 1 : undefined}
              onActivate={activate}
            />
            {otherOpen && (
              <>
                <span id={q.otherName} style={visuallyHidden}>
                  {messages.otherInputLabel}
                </span>
                <OtherInput
                  inputRef={inputRef}
                  at={at}
                  labelledBy={`${q.otherName} ${q.heading}`}
                />
              </>
            )}
          </div>
        )}
        {allowOther && count === 0 && (
          <OtherInput inputRef={inputRef} at={at} labelledBy={q.heading} />
        )}
      </div>
    );
  },
);

interface OptionRowProps {
  id: string;
  value: OptionValue;
  /** Markdown source, or plain text with `plain`. */
  label: string;
  plain?: boolean;
  /** The row holds its open text field: the label is for assistive technology only. */
  compact?: boolean;
  description?: string;
  checked: boolean;
  multi: boolean;
  tabIndex: number;
  disabled: boolean;
  /** The digit shortcut shown beside the row. */
  digit?: number;
  /** `detail` is the click's (0 from the keyboard or assistive technology). */
  onActivate: (
    value: OptionValue,
    how: Activation,
    wasChecked: boolean,
    multi: boolean,
    detail?: number,
  ) => void;
}

/**
 * One choice. Memoized with primitive props and a stable `onActivate`: choosing an option
 * re-renders only the rows whose state changed, and never re-parses their Markdown.
 */
const OptionRow = memo(function OptionRow({
  id,
  value,
  label,
  plain,
  compact,
  description,
  checked,
  multi,
  tabIndex,
  disabled,
  digit,
  onActivate,
}: OptionRowProps) {
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div
      id={id}
      role={multi ? 'checkbox' : 'radio'}
      aria-checked={checked}
      aria-labelledby={labelId}
      aria-describedby={descriptionId}
      aria-disabled={disabled || undefined}
      tabIndex={tabIndex}
      data-scope={SCOPE}
      data-part="option"
      data-state={checked ? 'checked' : 'unchecked'}
      data-index={value}
      data-other={value === 'other' ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      onClick={
        disabled ? undefined : (event) => onActivate(value, 'pointer', checked, multi, event.detail)
      }
      onKeyDown={
        disabled
          ? undefined
          : (event) => {
              if (event.key !== ' ' || isComposing(event) || hasCommandModifier(event)) return;
              event.preventDefault();
              onActivate(value, 'keyboard', checked, multi);
            }
      }
    >
      <span data-scope={SCOPE} data-part="option-control" aria-hidden="true">
        {multi ? (checked ? '☑' : '☐') : checked ? '◉' : '○'}
      </span>
      <span data-scope={SCOPE} data-part="option-text">
        <span
          id={labelId}
          data-scope={SCOPE}
          data-part="option-label"
          style={compact ? visuallyHidden : undefined}
        >
          {plain ? label : <AskMarkdown inline>{label}</AskMarkdown>}
        </span>
        {description && (
          <span id={descriptionId} dir="auto" data-scope={SCOPE} data-part="option-description">
            {description}
          </span>
        )}
      </span>
      {digit !== undefined && (
        <kbd data-scope={SCOPE} data-part="option-key" aria-hidden="true">
          {digit}
        </kbd>
      )}
    </div>
  );
});

/**
 * The free-text field: a growing textarea, or one line for numbers and secrets (a password field:
 * masked as typed, never autofilled). Its constraints come from `question.input`; the reason the
 * text cannot be recorded (`getAdvanceBlocker`) is its description while it stands.
 */
function OtherInput({
  inputRef,
  at,
  labelledBy,
}: {
  inputRef: RefObject<HTMLTextAreaElement | HTMLInputElement | null>;
  at: number;
  /** Its name: "Your answer" and the question heading, or the heading alone without options. */
  labelledBy: string;
}) {
  const { api } = useAskCardContext('AskCard.Options');
  const question = api.request.questions[at]!;
  const entry = api.state.entries[at]!;
  const { messages, isResolved: disabled, setOtherText } = api;
  const input = question.input ?? {};
  const kind = input.kind ?? 'text';
  // Without options the field stands for the question: the rest of its text describes it.
  const rest = question.options.length === 0 ? splitQuestion(question.question).rest : '';
  const blocker = chosenText(entry) !== null ? getAdvanceBlocker(api.state, at) : null;
  const invalid =
    blocker !== null && blocker.code !== 'tooFewSelections' && blocker.code !== 'tooManySelections';
  const common = {
    id: ids.otherInput(api.id, at),
    'data-scope': SCOPE,
    'data-part': 'other-input',
    'data-state': entry.otherSelected ? 'checked' : 'unchecked',
    'aria-labelledby': labelledBy,
    'aria-invalid': invalid || undefined,
    'aria-describedby':
      [rest ? questionIds(api.id, at).rest : '', invalid ? ids.actionHint(api.id) : '']
        .filter(Boolean)
        .join(' ') || undefined,
    // The user's own words: their direction is their own (and `dir="auto"` isolates them).
    dir: 'auto',
    placeholder: input.placeholder ?? messages.otherPlaceholder,
    value: entry.otherText,
    readOnly: disabled,
    onChange: (event: ChangeEvent<HTMLTextAreaElement | HTMLInputElement>) =>
      setOtherText(event.target.value, { question: at }),
    onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement | HTMLInputElement>) => {
      if (event.key !== 'Escape' || isComposing(event) || question.options.length === 0) return;
      // Back to its row: the arrows work again, the text stays.
      event.preventDefault();
      event.currentTarget.ownerDocument.getElementById(ids.option(api.id, at, 'other'))?.focus();
    },
  };
  if (input.secret || kind !== 'text') {
    return (
      <input
        {...common}
        ref={inputRef as RefObject<HTMLInputElement>}
        type={input.secret ? 'password' : 'text'}
        autoComplete="off"
        inputMode={kind === 'integer' ? 'numeric' : kind === 'number' ? 'decimal' : undefined}
      />
    );
  }
  return <textarea {...common} ref={inputRef as RefObject<HTMLTextAreaElement>} rows={1} />;
}

/**
 * Focus the free-text field as it appears: choosing the free text is choosing to type (a click,
 * Space, or the digit, typed anywhere in the card). Not when the arrows chose it (focus stays in
 * the group for the next arrow), nor when focus is outside the card.
 */
function useRevealFocus(
  ref: RefObject<HTMLTextAreaElement | HTMLInputElement | null>,
  open: boolean,
): (keep: boolean) => void {
  // Set when the arrows check the free-text row: focus stays in the group, Tab reaches the field.
  const keepFocus = useRef(false);
  const was = useRef(open);
  useIsomorphicLayoutEffect(() => {
    const opened = open && !was.current;
    was.current = open;
    const keep = keepFocus.current;
    keepFocus.current = false;
    const field = ref.current;
    if (!opened || keep || !field) return;
    const card = field.closest('[data-part="root"]');
    const active = field.ownerDocument.activeElement;
    if (card && (!active || active === field.ownerDocument.body || card.contains(active)))
      field.focus();
  }, [open]);
  return useCallback((keep: boolean) => void (keepFocus.current = keep), []);
}

let fieldSizing: boolean | undefined;
const supportsFieldSizing = () =>
  (fieldSizing ??=
    typeof CSS !== 'undefined' &&
    typeof CSS.supports === 'function' &&
    CSS.supports('field-sizing', 'content'));

/**
 * Grow the text field with its content. The stylesheet does it with `field-sizing: content`
 * where supported; elsewhere this sets the height from `scrollHeight`.
 */
function useAutoGrow(
  ref: { current: HTMLTextAreaElement | HTMLInputElement | null },
  value: string,
) {
  useIsomorphicLayoutEffect(() => {
    const el = ref.current;
    if (!(el instanceof HTMLTextAreaElement) || supportsFieldSizing()) return;
    el.style.height = '';
    if (el.scrollHeight > 0)
      el.style.height = `${el.scrollHeight + el.offsetHeight - el.clientHeight}px`;
  }, [ref, value]);
}
