import { useRef, type RefObject } from 'react';
import { cardAnatomy } from '../ask-card/anatomy';
import { focusIsWithinOrLost } from '../dom';
import { useIsomorphicLayoutEffect } from '../use-isomorphic-layout-effect';

/** The card's question heading (`AskCard.Question`). */
const cardQuestion = cardAnatomy.selector('question');

/**
 * Where focus goes on the next layout: into the question (an expand), onto a switcher button,
 * or wherever suits once the card on screen closed.
 */
export type DockFocusIntent = 'question' | 'previous' | 'next' | 'after-close';

/** The element ids of the prompt on screen (see `dockPromptIds`). */
export interface DockPromptIds {
  card: string;
  toggle: string;
  previous: string;
  next: string;
}

export const dockPromptIds = (base: string): DockPromptIds => ({
  card: `${base}-card`,
  toggle: `${base}-toggle`,
  previous: `${base}-previous`,
  next: `${base}-next`,
});

/**
 * The dock's focus rules, run after each layout: expanding moves focus into the question; a
 * switch keeps it on the switcher button pressed; collapsing from inside the card keeps it on the
 * chevron; when the card on screen closes, focus lands on the next prompt (its question, or its
 * chevron when collapsed) or on the summary. Focus elsewhere on the page is never taken.
 * Returns `request(intent)`, for the handlers that know why the next layout happens.
 */
export function useDockFocus(
  rootRef: RefObject<HTMLElement | null>,
  summaryRef: RefObject<HTMLElement | null>,
  active: DockPromptIds | null,
  expanded: boolean,
): (intent: DockFocusIntent) => void {
  const intentRef = useRef<DockFocusIntent | null>(null);
  const wasExpanded = useRef(expanded);

  useIsomorphicLayoutEffect(() => {
    const root = rootRef.current;
    const intent = intentRef.current;
    intentRef.current = null;
    const becameExpanded = expanded && !wasExpanded.current;
    const becameCollapsed = !expanded && wasExpanded.current && active !== null;
    wasExpanded.current = expanded;
    if (!root) return;
    const doc = root.ownerDocument;
    const byId = (id: string | undefined) => (id ? doc.getElementById(id) : null);
    const question = () => byId(active?.card)?.querySelector<HTMLElement>(cardQuestion) ?? null;
    const toggle = byId(active?.toggle);
    let target: HTMLElement | null = null;
    if (intent === 'previous' || intent === 'next') target = byId(active?.[intent]);
    else if (intent === 'after-close')
      target = active ? (expanded ? question() : toggle) : summaryRef.current;
    else if (becameExpanded && (intent === 'question' || focusIsWithinOrLost(root)))
      target = question();
    else if (becameCollapsed && focusIsWithinOrLost(root) && !toggle?.contains(doc.activeElement))
      target = toggle;
    target?.focus();
  });

  return (intent) => {
    intentRef.current = intent;
  };
}
