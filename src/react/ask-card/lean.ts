/**
 * The card of `ask-cards/card`: the one implementation with no default dialects, so a host
 * bundles only the dialects it hands the card (`registry`, or the nearest `AskRegistryProvider`).
 */
import type { AskRequest } from '../../core/types';
import { askCardRootWith } from './AskCardRoot';
import { assembleAskCard } from './assembled';
import type { AskCardApi, UseAskCardOptions } from './types';
import { useAskCardWith } from './use-ask-card';

/**
 * The card element, its context and its keyboard model, reading only the dialects it is given.
 * Without any, it shows the invalid-request notice and reports why (`onError`).
 *
 * @example
 * <AskCard.Root request={request} registry={registry} onResolve={send}>
 *   <AskCard.Question /><AskCard.Options /><AskCard.Actions />
 * </AskCard.Root>
 */
export const AskCardRoot = askCardRootWith(undefined);

/**
 * An ask card, as `ask-cards`' `AskCard` (the same props, parts and behaviour), whose dialects
 * come only from its `registry` prop or the nearest `AskRegistryProvider`. Without any, or for a
 * request of a dialect it was not given, it shows the invalid-request notice and reports an
 * `AskInputError` saying what to add (`onError`).
 *
 * @example
 * const registry = createAskRegistry([askToolEntry]); // once, at module scope
 * <AskCard request={request} registry={registry} onResolve={(r) => send(r.content)} />
 */
export const AskCard = assembleAskCard(undefined, AskCardRoot);

/**
 * The headless card of `ask-cards/card`: `useAskCard` reading only the dialects it is given.
 *
 * @throws AskInputError when neither the `registry` option nor an `AskRegistryProvider` gives it
 *   dialects.
 * @example
 * const card = useAskCard(request, { registry, onResolve });
 * return <AskCard card={card} />;
 */
export function useAskCard(request: AskRequest, options: UseAskCardOptions = {}): AskCardApi {
  return useAskCardWith(request, options, undefined);
}
