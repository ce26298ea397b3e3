/** `ask-cards`' card: the one implementation, with the default registry as its last resort. */
import { defaultRuntimes } from '../../core/dialects/default';
import { askCardRootWith } from './AskCardRoot';
import { assembleAskCard } from './assembled';

export type { AskCardProps } from './assembled';

/**
 * The card element, its context and its keyboard model. Either give it a `request` (the card owns
 * its state) or a `card` from `useAskCard` (a parent owns it, e.g. to keep it while the card is
 * hidden). Switching between the two remounts the card.
 *
 * @example
 * <AskCard.Root request={request} onResolve={send}>
 *   <AskCard.Question /><AskCard.Options /><AskCard.Actions />
 * </AskCard.Root>
 * @example
 * const card = useAskCard(request, { onResolve });
 * <AskCard.Root card={card}>…</AskCard.Root>
 */
export const AskCardRoot = askCardRootWith(defaultRuntimes);

/**
 * An ask card: the agent's questions, one at a time (or stacked), with Next / Submit, Skip,
 * Decline all and a free-text answer; read-only with the outcome once resolved.
 *
 * Compose your own from the parts (`AskCard.Root`, `.Header`, `.Countdown`, `.Indicators`,
 * `.Question`, `.Options`, `.Actions`, `.Outcome`, `.Unanswerable`), or build any markup on
 * `useAskCard`.
 *
 * @example
 * <AskCard request={request} onResolve={(r) => sendToolResult(r.content)} signal={turn.signal} />
 * @example
 * // A parent owns the state, e.g. to keep it while the card is collapsed:
 * const card = useAskCard(request, { onResolve });
 * return collapsed ? (
 *   <span>{card.progress.answered}/{card.progress.count}</span>
 * ) : (
 *   <AskCard card={card} />
 * );
 */
export const AskCard = assembleAskCard(defaultRuntimes, AskCardRoot);
