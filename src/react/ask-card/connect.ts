/**
 * The card's behaviour as prop getters, the way zag's `connect` and React Aria's hooks hand it
 * out: every role, name, id, key binding and focus move of `AskCard` lives here, and the parts
 * are thin shells that spread these props. A fully custom card spreads them on its own elements
 * and behaves the same (see the README, "Headless").
 *
 * Behaviour code finds elements by the ids below (`ids`), never by selectors of its own.
 */
import type {
  ButtonHTMLAttributes,
  ChangeEvent,
  HTMLAttributes,
  InputHTMLAttributes,
  KeyboardEvent,
  MouseEvent,
  RefCallback,
  TextareaHTMLAttributes,
} from 'react';
import { isPatternServerChecked } from '../../core/machine/pattern-check';
import { chosenText, selectionHasAnswer } from '../../core/machine/rules';
import { getAdvanceBlocker } from '../../core/machine/selectors';
import {
  focusIsWithinOrLost,
  hasCommandModifier,
  isComposing,
  isRtl,
  isTextField,
  rootDir,
  visuallyHidden,
} from '../dom';
import { cardAnatomy, ids, isEchoPress, type AskStepClock } from './dom';
import { mayTakeFocus } from './focus';
import { describeBlockers, fieldBlocker, requiredMarks } from './blocker-text';
import { splitQuestion } from './question-text';
import type { AskCardModel } from './use-ask-card';
import type { AskTextInput } from '../../core/types';

/** Which option of a question: its index, or `'other'`, the free-text choice. */
export type AskOptionValue = number | 'other';

/**
 * The card's buttons. `next`: the primary action (Next, or Submit on the final step; stacked, it
 * submits every question). `submit`: submit every question at once. `back`: the question before.
 * `skip`: skip the question (or cancel the prompt where the dialect's Skip does). `decline`:
 * decline the whole prompt. `dismiss`: close without choosing. `followUp`: the primary action,
 * asking for another round of questions (where `AskRequest.followUp` offers it).
 */
export type AskCardAction =
  'next' | 'submit' | 'back' | 'skip' | 'decline' | 'dismiss' | 'followUp';

/** `data-*` attributes, next to the element's own props. */
type DataAttributes = { [key: `data-${string}`]: string | number | undefined };

export type AskElementProps = HTMLAttributes<HTMLElement> & DataAttributes;
export type AskRootProps = HTMLAttributes<HTMLDivElement> &
  DataAttributes & { ref: RefCallback<HTMLElement> };
export type AskButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & DataAttributes;
/**
 * Props for the free-text field. With `type` set it is one line: render an `<input>`; without
 * it, a growing `<textarea>`. A secret field has no `value` but a `ref` that sets the text as a
 * property: keep it (compose your own with it).
 */
export type AskOtherInputProps = InputHTMLAttributes<HTMLInputElement> &
  TextareaHTMLAttributes<HTMLTextAreaElement> &
  DataAttributes & { ref?: RefCallback<HTMLInputElement | HTMLTextAreaElement> };

export interface AskCardRootPropsOptions {
  /**
   * Move focus to the question heading when the root mounts. Step changes always move focus to
   * the new question while focus is in the card.
   * @default true
   */
  autoFocus?: boolean;
}

/** The prop getters `useAskCard` returns with the state. */
export interface AskCardPropGetters {
  /** The card element: `role="group"`, its name, the shortcuts (digits, Enter, Ctrl/⌘+Enter). */
  getRootProps(options?: AskCardRootPropsOptions): AskRootProps;
  /** The polite live region: step changes and the outcome (its `children` included). */
  getLiveRegionProps(): AskElementProps;
  /** The group of question indicators. */
  getIndicatorGroupProps(): AskElementProps;
  /** One indicator button: status in its name, `aria-current="step"`, revisits the question. */
  getIndicatorProps(index: number): AskButtonProps;
  /** The question heading (`role="heading"`, focus target of each step). */
  getQuestionProps(question?: number, options?: { level?: number }): AskElementProps;
  /** The options: a radio group (single-select, arrow keys) or a group of checkboxes. */
  getOptionGroupProps(question?: number): AskElementProps;
  /** The group's hint ("Choose one" / "Choose any"), its description. */
  getOptionHintProps(question?: number): AskElementProps;
  /** One option: `role="radio"`/`"checkbox"`, roving tab stop, Space and pointer activation. */
  getOptionProps(question: number, option: AskOptionValue): AskElementProps;
  /** The element holding an option's label: the option's accessible name. */
  getOptionLabelProps(question: number, option: AskOptionValue): AskElementProps;
  /** The element holding an option's description. */
  getOptionDescriptionProps(question: number, option: AskOptionValue): AskElementProps;
  /** The rest of the question after its first paragraph, which describes the heading. */
  getQuestionBodyProps(question?: number): AskElementProps;
  /** The question's plain-text `description`, under it; it describes the heading and the field. */
  getQuestionDescriptionProps(question?: number): AskElementProps;
  /** The prompt's `title`: the card's heading, a level above the questions. */
  getTitleProps(options?: { level?: number }): AskElementProps;
  /** A stepped number field's bounds, step and unit (with `children`), its description. */
  getNumberRangeProps(question?: number): AskElementProps;
  /**
   * The note under a field whose `pattern` the card cannot check (with `children`): the server
   * checks it on submit. Null when there is no such pattern.
   */
  getPatternNoteProps(question?: number): AskElementProps | null;
  /** The free-text field (see `AskOtherInputProps` for the element to render). */
  getOtherInputProps(question?: number): AskOtherInputProps;
  /**
   * What the question's answer must fix, beside its field (with `children`): a stacked form of
   * several questions, whose footer only counts them. Null when there is nothing to say there.
   */
  getFieldErrorProps(question?: number): AskElementProps | null;
  /** The field's hidden "Your answer" label (with `children`): render it beside the field. */
  getOtherInputLabelProps(question?: number): AskElementProps;
  /**
   * One of the card's buttons (see `AskCardAction`). A stacked Submit with nothing answered yet
   * carries `data-empty` (it would only send skips): style it as a plain button until then.
   */
  getActionProps(action: AskCardAction): AskButtonProps;
  /** Why the primary action cannot act now, beside it and as its description. */
  getActionHintProps(): AskElementProps;
  /** The outcome after resolution: where focus goes when the controls disappear. */
  getOutcomeProps(): AskElementProps;
}

/** What the getters share with the hook: the root element, the step clock, what focus saw. */
export interface AskCardInternals {
  root: HTMLElement | null;
  step: AskStepClock;
  /** The state focus last acted on; null until the root mounts. */
  seen: { cursor: number; resolved: boolean } | null;
  /**
   * The state last connected, for the stable root ref: it attaches before the hook's layout
   * effects run, so this is written when the getters are made.
   */
  latest: AskCardModel | null;
  rootRefs: { on?: RefCallback<HTMLElement>; off?: RefCallback<HTMLElement> };
  /** The question whose free-text field takes focus after this commit (it may appear only now). */
  revealOther: number | null;
}

export function createAskCardInternals(): AskCardInternals {
  return {
    root: null,
    step: { changedAt: -Infinity },
    seen: null,
    latest: null,
    rootRefs: {},
    revealOther: null,
  };
}

const part = cardAnatomy.part;

const byId = (root: HTMLElement | null, id: string): HTMLElement | null =>
  root?.ownerDocument.getElementById(id) ?? null;

/** The options of a question in order, the free-text choice last where it is a row. */
function optionValues(card: AskCardModel, q: number): AskOptionValue[] {
  const question = card.request.questions[q];
  if (!question) return [];
  const values: AskOptionValue[] = question.options.map((_, i) => i);
  if (question.allowOther !== false && question.options.length > 0) values.push('other');
  return values;
}

/**
 * The stable ref of the root: records the element and, on mount, moves focus to the first
 * question heading (mounting never scrolls the host page: placing a card in view is the chat's).
 */
function rootRef(internals: AskCardInternals, autoFocus: boolean): RefCallback<HTMLElement> {
  const key = autoFocus ? 'on' : 'off';
  return (internals.rootRefs[key] ??= (node) => {
    internals.root = node;
    if (!node) {
      internals.seen = null;
      return;
    }
    const card = internals.latest;
    if (!card) return;
    internals.seen = { cursor: card.cursor, resolved: card.isResolved };
    if (!autoFocus || card.isResolved) return;
    for (let q = 0; q < card.request.questions.length; q++) {
      const heading = byId(node, ids.question(card.id, q));
      if (!heading || !node.contains(heading)) continue;
      // The page's one focus coordinator decides, as for AskCard (focus.ts).
      if (mayTakeFocus(node, heading)) heading.focus({ preventScroll: true });
      return;
    }
  });
}

/**
 * Focus follows the question: on each step change while focus is in the card, it moves to the
 * question heading (WAI-ARIA APG: managing focus in composites; the heading and the live region
 * announce the step). When the prompt resolves and its controls disappear, focus moves to the
 * outcome instead of falling to `body`. Run after each commit (a layout effect of the hook).
 */
export function syncAskCardFocus(internals: AskCardInternals, card: AskCardModel): void {
  internals.latest = card;
  const { root, seen, revealOther } = internals;
  internals.revealOther = null;
  if (!root || !seen) return;
  internals.seen = { cursor: card.cursor, resolved: card.isResolved };
  if (!focusIsWithinOrLost(root)) return;
  if (card.isResolved && !seen.resolved) {
    const outcome =
      byId(root, ids.outcome(card.id)) ??
      root.querySelector<HTMLElement>(cardAnatomy.selector('outcome'));
    outcome?.focus();
    return;
  }
  // In the stacked layout the cursor follows the user's own clicks: focus stays where they are.
  if (!card.isResolved && card.layout === 'stepper' && card.cursor !== seen.cursor) {
    byId(root, ids.question(card.id, card.cursor))?.focus();
    return;
  }
  // Choosing the free text is choosing to type: its field takes focus, also when it appears only
  // now (a card that shows the field once its choice is picked).
  if (revealOther !== null) byId(root, ids.otherInput(card.id, revealOther))?.focus();
}

/** The question a key event is about: the one holding the focused element, else the cursor. */
function questionAt(target: HTMLElement, card: AskCardModel): number {
  for (let q = 0; q < card.request.questions.length; q++) {
    const holders = [ids.question(card.id, q), ids.questionBody(card.id, q), ids.group(card.id, q)];
    if (holders.some((id) => byId(target, id)?.contains(target))) return q;
  }
  // Stacked, the cursor is only where the user last clicked: a digit typed outside every
  // question (on Submit, say) has no question to act on.
  return card.layout === 'stacked' ? -1 : card.cursor;
}

/** Enter with Ctrl or ⌘ and nothing else: advance from a text field. */
const isSubmitChord = (event: KeyboardEvent) =>
  event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;

/** Elements that keep their own Enter: buttons, links and the host's own controls. */
const OWN_ENTER = 'button, a[href], [role="button"], [role="link"], select, summary';
const ownsEnter = (target: HTMLElement) => target.closest(OWN_ENTER) !== null;

/**
 * The card's shortcuts. Digits 1-9 choose options, the digit after the last option picks the free
 * text and focuses its field; Enter advances once the question has an answer; Ctrl/⌘+Enter
 * advances from the text field. Nothing runs during IME composition, and other Ctrl/Alt/Meta
 * chords are left to the browser.
 */
function handleRootKeyDown(
  event: KeyboardEvent<HTMLElement>,
  card: AskCardModel,
  internals: AskCardInternals,
) {
  if (card.isResolved || isComposing(event)) return;
  const target = event.target as HTMLElement;
  if (isTextField(target)) {
    if (isSubmitChord(event) && card.canAdvanceByKey) {
      event.preventDefault();
      card.advance();
    }
    return;
  }
  if (hasCommandModifier(event)) return;
  if (event.key === 'Enter') {
    if (ownsEnter(target) || !card.canAdvanceByKey) return;
    event.preventDefault();
    card.advance();
    return;
  }
  if (event.key.length !== 1 || event.key < '1' || event.key > '9') return;
  const question = questionAt(target, card);
  if (question === -1) return;
  const count = card.request.questions[question]!.options.length;
  const digit = Number(event.key);
  if (digit <= count) {
    event.preventDefault();
    card.toggle(digit - 1, { question });
    byId(target, ids.option(card.id, question, digit - 1))?.focus();
  } else if (digit === count + 1 && card.request.questions[question]!.allowOther !== false) {
    // preventDefault keeps the digit out of the field that receives focus.
    event.preventDefault();
    internals.revealOther = question;
    card.selectOther({ question });
    byId(target, ids.otherInput(card.id, question))?.focus();
  }
}

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
  byId(target, ids.option(card.id, q, value))?.focus();
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
  byId(internals.root, ids.otherInput(card.id, q))?.focus();
}

function optionChecked(card: AskCardModel, q: number, value: AskOptionValue): boolean {
  const entry = card.state.entries[q];
  if (!entry) return false;
  return value === 'other' ? entry.otherSelected : entry.selected.includes(value);
}

/** No question has an answer chosen or typed. */
const nothingAnswered = (card: AskCardModel) => !card.state.entries.some(selectionHasAnswer);

/** The question's text after its first paragraph, or '' (see `splitQuestion`). */
function questionRest(card: AskCardModel, q: number): string {
  const question = card.request.questions[q];
  return question ? splitQuestion(question.question).rest : '';
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

/** Whether a question's field is a stepped number: a `spinbutton` (`AskTextInput.step`). */
export function isSteppedNumber(input: AskTextInput | undefined): boolean {
  return input?.step !== undefined && (input.kind === 'number' || input.kind === 'integer');
}

/** Digits after the point of a number's shortest text (`0.05` → 2, `1e-7` → 7). */
function decimalsOf(value: number): number {
  const [mantissa = '', exponent = '0'] = String(value).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.min(20, Math.max(0, fraction - Number(exponent)));
}

/**
 * The text after one arrow press on a stepped number: the next value on the step's grid (from
 * `min`, else 0) up or down, within the bounds; from an empty or unreadable field, the lower
 * bound going up and the upper going down (else 0). Rounded to the step's own decimals, so 0.1
 * steps read `0.3`, not `0.30000000000000004`.
 */
export function stepNumber(text: string, input: AskTextInput, direction: 1 | -1): string {
  const { min, max } = input;
  const step = input.step ?? 1;
  const base = min ?? 0;
  const current = text.trim() === '' ? NaN : Number(text);
  let next: number;
  if (!Number.isFinite(current)) next = direction === 1 ? (min ?? max ?? 0) : (max ?? min ?? 0);
  else {
    const k = (current - base) / step;
    const grid = direction === 1 ? Math.floor(k + 1e-9) + 1 : Math.ceil(k - 1e-9) - 1;
    next = base + grid * step;
  }
  if (min !== undefined && next < min) next = min;
  if (max !== undefined && next > max) next = max;
  const decimals = Math.max(decimalsOf(step), decimalsOf(base));
  return String(Number(next.toFixed(decimals)));
}

/** Why the primary action cannot act now, or null (never while resolved). */
export function actionHintText(card: AskCardModel): string | null {
  if (card.isResolved || card.canAdvance) return null;
  return describeBlockers(card);
}

/** What the live region says: polite, changed only on a step change or the outcome. */
function announcement(card: AskCardModel): string {
  if (card.isResolved) return card.messages.outcome[card.reason!];
  if (card.layout !== 'stepper') return '';
  return card.messages.questionPosition({ index: card.cursor + 1, count: card.progress.count });
}

/** The prop getters of one card state. Pure but for the focus moves and `internals`. */
export function connectAskCard(
  card: AskCardModel,
  internals: AskCardInternals,
): AskCardPropGetters {
  internals.latest = card;
  const { id: base, messages, isResolved: disabled } = card;
  const at = (q?: number) => q ?? card.cursor;
  // A pointer press aimed at the step before (a double-click that moved the step) is dropped.
  const once = (action: () => void) => (event: MouseEvent) => {
    if (!isEchoPress(internals.step, event)) action();
  };

  const described = (...idList: (string | false | undefined)[]) =>
    idList.filter(Boolean).join(' ') || undefined;
  const descriptionOf = (q: number) =>
    card.request.questions[q]?.description ? ids.questionDescription(base, q) : undefined;
  const marksRequired = requiredMarks(card);

  const actions: Record<AskCardAction, () => AskButtonProps> = {
    followUp: () => {
      const hint = actionHintText(card);
      return {
        ...part('follow-up'),
        disabled,
        'aria-disabled': !disabled && !card.canAdvance ? true : undefined,
        'aria-describedby': hint === null ? undefined : ids.actionHint(base),
        onClick: once(card.followUp),
      };
    },
    next: () => {
      const hint = actionHintText(card);
      return {
        ...part(card.isFinalStep ? 'submit' : 'next'),
        disabled,
        // aria-disabled, not disabled: the button stays in the tab order, so a screen-reader
        // user reaches it and hears why it cannot act. The machine refuses the event anyway.
        'aria-disabled': !disabled && !card.canAdvance ? true : undefined,
        'aria-describedby': hint === null ? undefined : ids.actionHint(base),
        // Stacked, with nothing answered, Submit would only send skips: not the primary look
        // (the stepper shows Skip alone then).
        'data-empty': card.layout === 'stacked' && nothingAnswered(card) ? '' : undefined,
        onClick: once(card.advance),
      };
    },
    submit: () => ({
      ...part('submit'),
      disabled,
      'aria-disabled': !disabled && !card.canSubmitAll ? true : undefined,
      onClick: once(card.submitAll),
    }),
    back: () => ({
      ...part('back'),
      disabled: disabled || card.cursor === 0,
      onClick: once(() => card.goTo(card.cursor - 1)),
    }),
    skip: () => ({ ...part('skip'), disabled, onClick: once(card.skip) }),
    decline: () => ({ ...part('decline-all'), disabled, onClick: card.declineAll }),
    dismiss: () => ({ ...part('dismiss'), disabled, onClick: card.dismiss }),
  };

  return {
    getRootProps: ({ autoFocus = true } = {}) => ({
      role: 'group',
      'aria-label': messages.cardLabel,
      dir: rootDir(undefined, messages),
      ...part('root'),
      'data-state': card.status,
      'data-layout': card.layout,
      'data-dialect': card.request.dialect,
      ref: rootRef(internals, autoFocus),
      onKeyDown: (event) => handleRootKeyDown(event, card, internals),
    }),
    getLiveRegionProps: () => ({
      ...part('live-region'),
      'aria-live': 'polite',
      'aria-atomic': true,
      style: visuallyHidden,
      children: announcement(card),
    }),
    getIndicatorGroupProps: () => ({
      role: 'group',
      'aria-label': messages.indicatorsLabel,
      ...part('indicators'),
    }),
    getIndicatorProps: (index) => {
      const entry = card.state.entries[index];
      const current = index === card.cursor && card.layout === 'stepper';
      const status = entry?.status ?? 'unanswered';
      return {
        type: 'button',
        ...part('indicator'),
        'data-state': status,
        'data-current': current ? '' : undefined,
        'aria-current': current ? 'step' : undefined,
        'aria-label': messages.indicatorLabel({
          index: index + 1,
          count: card.state.entries.length,
          status,
        }),
        disabled,
        onClick: () => card.goTo(index),
      };
    },
    getQuestionProps: (q, { level = 2 } = {}) => ({
      role: 'heading',
      'aria-level': level,
      // The heading is the question's first paragraph (`splitQuestion`); the rest describes it.
      'aria-describedby': described(
        questionRest(card, at(q)) && ids.questionBody(base, at(q)),
        descriptionOf(at(q)),
      ),
      tabIndex: -1,
      id: ids.question(base, at(q)),
      ...part('question'),
      'data-question-index': at(q),
      // The stylesheet marks it; the field itself carries `aria-required`.
      'data-required': marksRequired(at(q)) ? '' : undefined,
    }),
    getQuestionBodyProps: (q) => ({
      id: ids.questionBody(base, at(q)),
      ...part('question-body'),
      'data-question-index': at(q),
    }),
    getQuestionDescriptionProps: (q) => ({
      id: ids.questionDescription(base, at(q)),
      dir: 'auto',
      ...part('question-description'),
      'data-question-index': at(q),
    }),
    getTitleProps: ({ level = 2 } = {}) => ({
      role: 'heading',
      'aria-level': level,
      id: ids.title(base),
      dir: 'auto',
      ...part('title'),
    }),
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
      if (!input || !isPatternServerChecked(input)) return null;
      return {
        id: ids.patternNote(base, at(q)),
        dir: 'auto',
        ...part('pattern-note'),
        children: messages.patternServerChecked,
      };
    },
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
          fieldBlocker(card, index) !== null && ids.fieldError(base, index),
        ),
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
        onClick: disabled
          ? undefined
          : (event) => {
              if (isEchoPress(internals.step, event)) return;
              activateOption(card, q, value, true, internals);
            },
        onKeyDown: disabled
          ? undefined
          : (event) => {
              if (event.key !== ' ' || isComposing(event) || hasCommandModifier(event)) return;
              event.preventDefault();
              activateOption(card, q, value, false, internals);
            },
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
    getOtherInputProps: (q) => {
      const index = at(q);
      const question = card.request.questions[index]!;
      const entry = card.state.entries[index]!;
      const input = question.input ?? {};
      const kind = input.kind ?? 'text';
      const blocker = chosenText(entry) !== null ? getAdvanceBlocker(card.state, index) : null;
      const invalid =
        blocker !== null &&
        blocker.code !== 'tooFewSelections' &&
        blocker.code !== 'tooManySelections';
      const alone = question.options.length === 0;
      const heading = ids.question(base, index);
      // Without options the field stands for the question: the rest of its text describes it.
      const stepped = isSteppedNumber(input);
      const beside = fieldBlocker(card, index) !== null;
      const description = described(
        alone && questionRest(card, index) && ids.questionBody(base, index),
        alone && descriptionOf(index),
        stepped && ids.numberRange(base, index),
        isPatternServerChecked(input) && ids.patternNote(base, index),
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
          if (isSubmitChord(event) && card.canAdvanceByKey && !isComposing(event))
            byId(internals.root, heading)?.focus();
          if (event.key !== 'Escape' || isComposing(event) || alone) return;
          // Back to its row: the arrows work again, the text stays.
          event.preventDefault();
          byId(internals.root, ids.option(base, index, 'other'))?.focus();
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
      const blocker = fieldBlocker(card, index);
      if (!blocker) return null;
      return {
        id: ids.fieldError(base, index),
        ...part('field-error'),
        'data-question-index': index,
        children: messages.blocker(blocker),
      };
    },
    getOtherInputLabelProps: (q) => ({
      id: ids.otherInputLabel(base, at(q)),
      style: visuallyHidden,
      children: messages.otherInputLabel,
    }),
    getActionProps: (action) => ({ type: 'button', ...actions[action]() }),
    getActionHintProps: () => {
      const hint = actionHintText(card);
      return {
        id: ids.actionHint(base),
        ...part('action-hint'),
        'aria-live': 'polite',
        hidden: hint === null,
        children: hint,
      };
    },
    getOutcomeProps: () => ({
      id: ids.outcome(base),
      tabIndex: -1,
      ...part('outcome'),
      'data-state': card.reason,
    }),
  };
}
