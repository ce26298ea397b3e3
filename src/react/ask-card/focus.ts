import { useRef, type RefObject } from 'react';
import { isTextField } from '../dom';
import { dockAnatomy } from '../anatomy';
import { cardAnatomy } from './anatomy';
import { byId, ids } from './dom';
import { followTrail, wasLastTouched } from './focus-trail';
import type { AskCardInternals, AskCardModel } from './types';
import { useIsomorphicLayoutEffect } from '../use-isomorphic-layout-effect';

/**
 * The card's one focus owner: every focus move of the card is made here, and the page's one
 * focus coordinator of every ask card (the inline card, the dock's, a custom card on the getters).
 *
 * Mount (one path, the root ref's: `attachRoot`): a card moves focus in the frame after its
 * commit (before that frame paints, so the move forces no layout inside React's commit and never
 * flashes), and two cards never fight: the first
 * eligible one wins, the others stay put. A card takes focus only when
 * - the user is not typing: no text field, `select` or contenteditable holds focus;
 * - no other ask card holds focus;
 * - its focus target is in the viewport: a card the user cannot see never takes focus, so a digit
 *   typed next never answers a card out of sight (digits act only on the card holding focus).
 *
 * Unmount: a card that holds focus as the host removes it hands focus on, instead of letting it
 * fall to `body`: to the host's `returnFocusTo`, else the composer the host marked with
 * `data-ask-composer`, else the next focusable element after where the card was (the previous one
 * when nothing follows).
 */

/** Marks the host's composer: a card leaving with focus hands it there. */
export const COMPOSER_ATTRIBUTE = 'data-ask-composer';

/** Where focus goes when a card holding focus unmounts. `false`: leave it (to `body`). */
export type AskReturnFocusTarget =
  | HTMLElement
  | RefObject<HTMLElement | null>
  | (() => HTMLElement | null | undefined)
  | false
  | null
  | undefined;

/** Elements of ask-cards views that count as "an ask card owns focus" (cards, the dock's bar). */
const OWNER_SELECTOR = [
  cardAnatomy.scopeSelector,
  dockAnatomy.selector('dock-panel'),
  dockAnatomy.selector('dock'),
].join(', ');
const FOCUSABLE =
  'a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable]';

/** Whether `element` shows at least partly in the window (a rect check, after paint). */
export function isInViewport(element: Element): boolean {
  const view = element.ownerDocument.defaultView;
  if (!view) return false;
  const rect = element.getBoundingClientRect();
  const height = view.innerHeight || element.ownerDocument.documentElement.clientHeight;
  const width = view.innerWidth || element.ownerDocument.documentElement.clientWidth;
  return rect.bottom >= 0 && rect.right >= 0 && rect.top < height && rect.left < width;
}

/** The ask-cards view holding focus right now, if any. */
function focusOwner(doc: Document): Element | null {
  const active = doc.activeElement;
  if (!active || active === doc.body) return null;
  // The dock's composer slot holds the host's composer: not an ask card.
  if (active.closest(dockAnatomy.selector('dock-composer'))) return null;
  return active.closest(OWNER_SELECTOR);
}

/** Whether a card mounting now may take focus: see the module comment. */
export function mayTakeFocus(root: HTMLElement, target: HTMLElement): boolean {
  const doc = root.ownerDocument;
  if (!root.isConnected || !target.isConnected) return false;
  if (isTextField(doc.activeElement)) return false;
  const owner = focusOwner(doc);
  if (owner && !root.contains(owner) && !owner.contains(root)) return false;
  // Already inside the card (the user clicked in before the frame): leave it where it is.
  if (root.contains(doc.activeElement)) return false;
  return isInViewport(target);
}

/**
 * The root element arrived or left (the root ref of `getRootProps`). On the card's first arrival,
 * with `autoFocus`, focus moves to the first question heading once the coordinator agrees. The
 * move waits for the next animation frame: it runs before that frame's style, layout and paint, so
 * the card is never painted without its focus (no flash), and the rect check reads the layout the
 * frame computes anyway instead of forcing one inside React's commit. Frames run in mount order,
 * so of cards mounted together the first eligible one takes focus and the others see it owned.
 *
 * Once per card: a root ref re-attaches whenever the host's own ref changes (an inline callback
 * ref does on every render) or `autoFocus` flips, and neither may pull focus from where the user
 * put it. Only a root that leaves before its frame ran (StrictMode's rehearsal) re-arms it; a new
 * request is a new card with its own internals.
 */
export function attachRoot(
  internals: AskCardInternals,
  node: HTMLElement | null,
  autoFocus: boolean,
): void {
  if (internals.cancelMountFocus) {
    internals.cancelMountFocus();
    internals.cancelMountFocus = null;
    internals.mountFocus = 'unasked';
  }
  internals.root = node;
  watchFocus(internals, node);
  const card = internals.latest;
  // A root that leaves and comes back in one commit (an inline host ref, re-made on every render)
  // keeps what focus last acted on: that commit may be the one that resolves the card.
  if (!node || !card) return;
  if (internals.seen?.root !== node)
    internals.seen = { root: node, cursor: card.cursor, resolved: card.isResolved };
  if (internals.mountFocus === 'asked') return;
  internals.mountFocus = 'asked';
  if (!autoFocus || card.isResolved) return;
  const move = () => {
    internals.cancelMountFocus = null;
    const now = internals.latest ?? card;
    for (let q = 0; q < now.request.questions.length; q++) {
      const heading = byId(node, ids.question(now.id, q));
      if (!heading || !node.contains(heading)) continue;
      // Mounting never scrolls the host page: placing a new card in view is the chat's job.
      if (mayTakeFocus(node, heading)) heading.focus({ preventScroll: true });
      return;
    }
  };
  const view = node.ownerDocument.defaultView;
  if (!view?.requestAnimationFrame) return move();
  const frame = view.requestAnimationFrame(move);
  internals.cancelMountFocus = () => view.cancelAnimationFrame(frame);
}

/**
 * Follows the document's focus trail while the root is attached (`focus-trail.ts`): whether the
 * user's last focus or press was inside the card, read by `followFocus`. A root re-attached in
 * the same commit (an inline host ref) keeps the trail it had.
 */
function watchFocus(internals: AskCardInternals, node: HTMLElement | null): void {
  internals.unwatch?.();
  internals.unwatch = node ? followTrail(node.ownerDocument) : null;
}

/**
 * Focus follows the question: on each step change while focus is in the card, it moves to the
 * question heading (WAI-ARIA APG: managing focus in composites; the heading and the live region
 * announce the step). When the prompt resolves and its controls disappear, focus moves to the
 * outcome instead of falling to `body`. Only a card that holds focus, or that focus fell from,
 * moves it: a card that resolves (expires, is stopped) while focus is nowhere, before any card
 * took it, leaves it to the card that mounts for it. Run after each commit (a layout effect of
 * the hook).
 */
export function followFocus(internals: AskCardInternals, card: AskCardModel): void {
  internals.latest = card;
  internals.shown = card;
  const { root, seen, revealOther } = internals;
  internals.revealOther = null;
  if (!root || !seen) return;
  internals.seen = { root, cursor: card.cursor, resolved: card.isResolved };
  // Focus is in the card, or fell from it (to `body`, the user's last focus or press inside).
  const doc = root.ownerDocument;
  const lost = !doc.activeElement || doc.activeElement === doc.body;
  if (!root.contains(doc.activeElement) && !(lost && wasLastTouched(root))) return;
  if (card.isResolved && !seen.resolved) {
    const outcome =
      byId(root, ids.outcome(card.id)) ??
      root.querySelector<HTMLElement>(cardAnatomy.selector('outcome'));
    outcome?.focus();
    return;
  }
  // In the stacked layout the cursor follows the user's own clicks: focus stays where they are.
  if (!card.isResolved && card.layout === 'stepper' && card.cursor !== seen.cursor) {
    focusById(root, ids.question(card.id, card.cursor));
    return;
  }
  // Choosing the free text is choosing to type: its field takes focus, also when it appears only
  // now (a card that shows the field once its choice is picked).
  if (revealOther !== null) focusById(root, ids.otherInput(card.id, revealOther));
}

/** A move the user asked for (a digit, an arrow, Escape): focus the card's element of `id`. */
export function focusById(from: HTMLElement | null, id: string): void {
  byId(from, id)?.focus();
}

/** Whether `element` can take focus by Tab now: not disabled, hidden, inert or out of the order. */
function isTabbable(element: HTMLElement): boolean {
  if (!element.matches(FOCUSABLE) || element.tabIndex < 0) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  if (element.closest('[hidden], [inert], [aria-hidden="true"]')) return false;
  if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
  if (typeof element.checkVisibility === 'function' && !element.checkVisibility()) return false;
  return true;
}

/** The element a marked composer stands for: itself when focusable, else its first tabbable. */
function composerTarget(doc: Document): HTMLElement | null {
  for (const marked of doc.querySelectorAll<HTMLElement>(`[${COMPOSER_ATTRIBUTE}]`)) {
    if (isTabbable(marked)) return marked;
    const inner = Array.from(marked.querySelectorAll<HTMLElement>(FOCUSABLE)).find(isTabbable);
    if (inner) return inner;
  }
  return null;
}

/** The first tabbable element after `root` in document order, else the last one before it. */
function neighbourOf(root: HTMLElement): HTMLElement | null {
  const all = Array.from(root.ownerDocument.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !root.contains(el) && isTabbable(el),
  );
  const after = all.find(
    (el) => root.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  return after ?? all.filter((el) => root.compareDocumentPosition(el) & 2).pop() ?? null;
}

function resolveTarget(target: AskReturnFocusTarget): HTMLElement | null | false {
  if (target === false) return false;
  if (!target) return null;
  if (typeof target === 'function') return target() ?? null;
  if ('current' in target) return target.current;
  return target;
}

/**
 * Hand focus on when the card unmounts while it holds focus (see the module comment). The
 * target is picked while the card is still in the document; the move happens once React removed
 * it and focus fell to `body` (a StrictMode rehearsal, which removes nothing, moves nothing).
 */
export function useReturnFocus(
  rootRef: RefObject<HTMLElement | null>,
  returnFocusTo: AskReturnFocusTarget,
): void {
  const latest = useRef({ root: null as HTMLElement | null, returnFocusTo });
  // The document's focus trail, followed while a root is here: whether focus was last inside the
  // card, which it may have left for `body` already (the focused control went away with the
  // resolution and nothing took its place).
  const trail = useRef<{ root: HTMLElement; stop: () => void } | null>(null);
  useIsomorphicLayoutEffect(() => {
    const root = rootRef.current;
    latest.current = { root, returnFocusTo };
    if (trail.current?.root === root) return;
    trail.current?.stop();
    trail.current = root ? { root, stop: followTrail(root.ownerDocument) } : null;
  });
  useIsomorphicLayoutEffect(
    () => () => {
      const { root, returnFocusTo } = latest.current;
      trail.current?.stop();
      trail.current = null;
      if (!root || !root.isConnected) return;
      const doc = root.ownerDocument;
      const active = doc.activeElement;
      const lost = !active || active === doc.body;
      if (!root.contains(active) && !(lost && wasLastTouched(root))) return;
      const chosen = resolveTarget(returnFocusTo);
      if (chosen === false) return;
      const target = chosen ?? composerTarget(doc) ?? neighbourOf(root);
      if (!target) return;
      queueMicrotask(() => {
        const gone = !doc.activeElement || doc.activeElement === doc.body;
        if (!root.isConnected && gone && target.isConnected) target.focus();
      });
    },
    [],
  );
}
