/** The root and the question: the card element, its live region, indicators, headings, outcome. */
import type { KeyboardEvent, RefCallback } from 'react';
import { canAdvanceByKey } from '../../../core/machine/selectors';
import { hasCommandModifier, isComposing, isTextField, rootDir } from '../../dom';
import { byId, ids } from '../dom';
import { cardPolicies } from '../dialects';
import { attachRoot, focusById } from '../focus';
import type { AskCardInternals, AskCardModel, AskCardPropGetters } from '../types';
import { isSubmitChord, part, questionRest, type Connection } from './shared';

/** The stable ref of the root, one per `autoFocus` value; focus at mount is read once per card. */
function rootRef(internals: AskCardInternals, autoFocus: boolean): RefCallback<HTMLElement> {
  const key = autoFocus ? 'on' : 'off';
  return (internals.rootRefs[key] ??= (node) => attachRoot(internals, node, autoFocus));
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
    if (isSubmitChord(event) && canAdvanceByKey(card.state, cardPolicies(card))) {
      event.preventDefault();
      card.next();
    }
    return;
  }
  if (hasCommandModifier(event)) return;
  if (event.key === 'Enter') {
    if (ownsEnter(target) || !canAdvanceByKey(card.state, cardPolicies(card))) return;
    event.preventDefault();
    card.next();
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
    focusById(target, ids.option(card.id, question, digit - 1));
  } else if (digit === count + 1 && card.request.questions[question]!.allowOther !== false) {
    // preventDefault keeps the digit out of the field that receives focus.
    event.preventDefault();
    internals.revealOther = question;
    card.selectOther({ question });
    focusById(target, ids.otherInput(card.id, question));
  }
}

/**
 * The live region's inline style, hidden yet read with or without the stylesheet: a 1 px box out
 * of the flow, clipped away, its words on one line (a screen reader would read a wrapped 1 px
 * column word by word). Six properties, not the usual ten, each set on every mount: once the
 * box is out of the flow and clipped by `clip-path`, the legacy `clip`, margin, padding and
 * border change nothing on screen.
 */
const LIVE_REGION_STYLE = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/** What the live region says: polite, changed only on a step change, a refusal or the outcome. */
function announcement(card: AskCardModel, hushed: boolean): string {
  if (card.isResolved) return card.messages.outcome[card.state.reason!];
  // The agent's refusal, once: while the card stays on the question it opened on for it.
  const { refusals } = card;
  if (refusals?.announcement && (card.layout !== 'stepper' || card.cursor === refusals.at))
    return refusals.announcement;
  if (card.layout !== 'stepper' || hushed) return '';
  return card.messages.questionPosition({ index: card.cursor + 1, count: card.progress.count });
}

type RootGetters = Pick<
  AskCardPropGetters,
  | 'getRootProps'
  | 'getLiveRegionProps'
  | 'getIndicatorGroupProps'
  | 'getIndicatorProps'
  | 'getQuestionProps'
  | 'getQuestionBodyProps'
  | 'getQuestionDescriptionProps'
  | 'getTitleProps'
  | 'getOutcomeProps'
>;

export function connectRoot(connection: Connection): RootGetters {
  const { card, internals, base, disabled, at, described, descriptionOf, marksRequired, hushed } =
    connection;
  const { messages } = card;
  return {
    getRootProps: ({ autoFocus = true } = {}) => ({
      role: 'group',
      'aria-label': messages.cardLabel,
      dir: rootDir(undefined, messages),
      ...part('root'),
      'data-state': card.state.status,
      'data-layout': card.layout,
      'data-dialect': card.request.dialect,
      ref: rootRef(internals, autoFocus),
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => handleRootKeyDown(event, card, internals),
    }),
    getLiveRegionProps: () => ({
      ...part('live-region'),
      'aria-live': 'polite',
      'aria-atomic': true,
      style: LIVE_REGION_STYLE,
      children: announcement(card, hushed),
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
      // The stylesheet marks it; the field itself carries `aria-required`.
      'data-required': marksRequired(at(q)) ? '' : undefined,
    }),
    getQuestionBodyProps: (q) => ({
      id: ids.questionBody(base, at(q)),
      ...part('question-body'),
    }),
    getQuestionDescriptionProps: (q) => ({
      id: ids.questionDescription(base, at(q)),
      dir: 'auto',
      ...part('question-description'),
    }),
    getTitleProps: ({ level = 2 } = {}) => ({
      role: 'heading',
      'aria-level': level,
      id: ids.title(base),
      dir: 'auto',
      ...part('title'),
    }),
    getOutcomeProps: () => ({
      id: ids.outcome(base),
      tabIndex: -1,
      ...part('outcome'),
      'data-state': card.state.reason,
    }),
  };
}
