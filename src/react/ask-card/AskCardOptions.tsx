import { forwardRef, memo, useRef, type HTMLAttributes, type RefObject } from 'react';
import { AskMarkdown } from '../markdown/AskMarkdown';
import { useIsomorphicLayoutEffect } from '../use-isomorphic-layout-effect';
import { composeRefs, visuallyHidden } from '../dom';
import { ASK_SECRET_MASK } from '../../core/serialize/details';
import { isSteppedNumber } from './connect';
import type { AskElementProps, AskOptionValue } from './types';
import { useAskCardContext } from './context';
import { cardAnatomy } from './anatomy';
import { mergeProps } from './merge-props';

type OptionValue = AskOptionValue;

const part = cardAnatomy.part;

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
 * are `aria-describedby`. In a stacked form of several questions, what the answer must fix shows
 * under it (`data-part="field-error"`, the field's description) rather than in the footer.
 */
export const AskCardOptions = forwardRef<HTMLDivElement, AskCardOptionsProps>(
  function AskCardOptions({ index, ...props }, ref) {
    const { api } = useAskCardContext('AskCard.Options');
    const at = index ?? api.cursor;
    const question = api.request.questions[at];
    const entry = api.state.entries[at];
    const { messages } = api;
    const inputRef = useRef<HTMLTextAreaElement | HTMLInputElement | null>(null);
    useAutoGrow(inputRef, entry?.otherText ?? '');

    if (!question || !entry) return null;
    const multi = question.multiSelect;
    const count = question.options.length;
    const allowOther = question.allowOther !== false;
    const otherOpen = entry.otherSelected;
    // Roles, names, the radio-group keys and focus come from the getters (`connect.ts`).
    const {
      role,
      'aria-labelledby': labelledBy,
      'aria-describedby': describedBy,
      'aria-disabled': ariaDisabled,
      onKeyDown,
      ...group
    } = api.getOptionGroupProps(at);
    const fieldError = api.getFieldErrorProps(at);
    const row = (value: OptionValue, label: string, extra: Partial<OptionRowProps> = {}) => (
      <OptionRow
        key={value}
        optionProps={api.getOptionProps(at, value)}
        labelProps={api.getOptionLabelProps(at, value)}
        descriptionProps={api.getOptionDescriptionProps(at, value)}
        label={label}
        checked={value === 'other' ? entry.otherSelected : entry.selected.includes(value)}
        multi={multi}
        digit={value === 'other' ? count + 1 : value + 1}
        {...extra}
      />
    );
    return (
      <div
        {...mergeProps(
          // The host may rename the group; the radio keys run after its own `onKeyDown`.
          {
            role,
            'aria-labelledby': labelledBy,
            'aria-describedby': describedBy,
            'aria-disabled': ariaDisabled,
            onKeyDown,
          },
          props,
          group,
        )}
        ref={ref}
      >
        <div {...api.getOptionHintProps(at)}>
          {count === 0 ? null : multi ? messages.multiSelectHint : messages.singleSelectHint}
        </div>
        {question.options.map((option, i) =>
          row(i, option.label, { description: option.description }),
        )}
        {/* A question without options is answered by its text field alone: no choice to make
            first. */}
        {allowOther && count > 0 && (
          <div {...part('other')} data-state={otherOpen ? 'checked' : 'unchecked'}>
            {row('other', messages.otherLabel, {
              plain: true,
              compact: otherOpen,
              // A draft kept while another option is chosen shows in the row (a secret masked),
              // and comes back.
              description:
                !otherOpen && entry.otherText.trim()
                  ? question.input?.secret
                    ? ASK_SECRET_MASK
                    : entry.otherText
                  : undefined,
            })}
            {otherOpen && (
              <>
                <span {...api.getOtherInputLabelProps(at)} />
                <OtherInput inputRef={inputRef} at={at} />
              </>
            )}
          </div>
        )}
        {allowOther && count === 0 && <OtherInput inputRef={inputRef} at={at} />}
        {fieldError && <p {...fieldError} />}
      </div>
    );
  },
);

interface OptionRowProps {
  /** The option's props from `getOptionProps`: role, state, tab stop, activation. */
  optionProps: AskElementProps;
  labelProps: AskElementProps;
  descriptionProps: AskElementProps;
  /** Markdown source, or plain text with `plain`. */
  label: string;
  plain?: boolean;
  /** The row holds its open text field: the label is for assistive technology only. */
  compact?: boolean;
  description?: string;
  checked: boolean;
  multi: boolean;
  /** The digit shortcut shown beside the row (1-9 only). */
  digit: number;
}

/**
 * One choice: a shell over `getOptionProps`. A press re-renders the rows whose state it changed,
 * no other: the getters' props are plain values and handlers made once per option, compared one
 * level deep (`sameRow`). Its Markdown label is memoized by its text (`AskMarkdown`), so choosing
 * an option never re-parses a label.
 */
const OptionRow = memo(function OptionRow({
  optionProps,
  labelProps,
  descriptionProps,
  label,
  plain,
  compact,
  description,
  checked,
  multi,
  digit,
}: OptionRowProps) {
  return (
    <div {...optionProps}>
      <span {...part('option-control')} aria-hidden="true">
        {multi ? (checked ? '☑' : '☐') : checked ? '◉' : '○'}
      </span>
      <span {...part('option-text')}>
        <span {...labelProps} style={compact ? visuallyHidden : undefined}>
          {plain ? label : <AskMarkdown inline>{label}</AskMarkdown>}
        </span>
        {description && <span {...descriptionProps}>{description}</span>}
      </span>
      {digit <= 9 && (
        <kbd {...part('option-key')} aria-hidden="true">
          {digit}
        </kbd>
      )}
    </div>
  );
}, sameRow);

/** Equal row props: each value the same, and each getter's props the same values. */
function sameRow(a: OptionRowProps, b: OptionRowProps): boolean {
  const keys = Object.keys(a) as (keyof OptionRowProps)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) =>
    key.endsWith('Props')
      ? sameValues(a[key] as AskElementProps, b[key] as AskElementProps)
      : Object.is(a[key], b[key]),
  );
}

function sameValues(a: AskElementProps, b: AskElementProps): boolean {
  const keys = Object.keys(a) as (keyof AskElementProps)[];
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => key in b && Object.is(a[key], b[key]))
  );
}

/**
 * The free-text field: a growing textarea, or one line for numbers and secrets (a password field:
 * masked as typed, never autofilled). Its constraints come from `question.input`; the reason the
 * text cannot be recorded (`getAdvanceBlocker`) is its description while it stands. Named "Your
 * answer" and the question heading, or the heading alone without options.
 */
function OtherInput({
  inputRef,
  at,
}: {
  inputRef: RefObject<HTMLTextAreaElement | HTMLInputElement | null>;
  at: number;
}) {
  const { api } = useAskCardContext('AskCard.Options');
  const { ref, ...field } = api.getOtherInputProps(at);
  const input = api.request.questions[at]?.input;
  // A stepped number: the spinbutton, its unit beside it (read in its value text and range),
  // and the range under it.
  if (isSteppedNumber(input))
    return (
      <>
        <span {...part('number-field')}>
          <input {...field} ref={composeRefs(ref, inputRef)} />
          {input?.unit && (
            <span dir="auto" aria-hidden="true" {...part('unit')}>
              {input.unit}
            </span>
          )}
        </span>
        <p {...api.getNumberRangeProps(at)} />
      </>
    );
  const note = api.getPatternNoteProps(at);
  // One line (`type` set) for numbers and secrets; a growing textarea otherwise.
  const control =
    'type' in field ? (
      <input {...field} ref={composeRefs(ref, inputRef)} />
    ) : (
      <textarea {...field} ref={composeRefs(ref, inputRef)} />
    );
  // A JSON field: the schema it must satisfy, collapsed, as plain text (never Markdown or HTML).
  const schema = input?.kind === 'json' && input.schema !== undefined && (
    <details {...part('json-schema')}>
      <summary>{api.messages.jsonField.schema}</summary>
      <pre dir="ltr">{JSON.stringify(input.schema, null, 2)}</pre>
    </details>
  );
  if (!note && !schema) return control;
  return (
    <>
      {control}
      {note && <p {...note} />}
      {schema}
    </>
  );
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
