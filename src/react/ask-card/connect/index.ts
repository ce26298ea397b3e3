/**
 * The card's behaviour as prop getters, the way zag's `connect` and React Aria's hooks hand it
 * out: every role, name, id, key binding and focus move of `AskCard` lives in this folder, one
 * file per part group, and the parts are thin shells that spread these props. A fully custom card
 * spreads them on its own elements and behaves the same (see the README, "Headless").
 *
 * Behaviour code finds elements by the card's ids (`../dom.ts`), never by selectors of its own;
 * every focus move goes through `../focus.ts`.
 */
import type { AskCardInternals, AskCardModel, AskCardPropGetters } from '../types';
import { connectActions } from './actions';
import { connectField } from './field';
import { connectOptions } from './options';
import { connectRoot } from './root';
import { connection } from './shared';

export { isSteppedNumber, stepNumber } from './number';

export function createAskCardInternals(): AskCardInternals {
  return {
    root: null,
    step: { changedAt: -Infinity },
    seen: null,
    latest: null,
    shown: null,
    optionHandlers: new Map(),
    rootRefs: {},
    revealOther: null,
    cancelMountFocus: null,
    mountFocus: 'unasked',
    unwatch: null,
  };
}

/**
 * The prop getters of one card state. Pure but for the focus moves and `internals`.
 * `hushed`: a refusal was just fixed on its question; the live region says nothing new.
 */
export function connectAskCard(
  card: AskCardModel,
  internals: AskCardInternals,
  { hushed = false }: { hushed?: boolean } = {},
): AskCardPropGetters {
  internals.latest = card;
  const shared = connection(card, internals, hushed);
  return {
    ...connectRoot(shared),
    ...connectOptions(shared),
    ...connectField(shared),
    ...connectActions(shared),
  };
}
