import { createContext, useContext, type ReactNode } from 'react';
import type { AskRegistry } from '../core/registry';

// Undefined means the default registry: the core functions read it when given no registry.
const AskRegistryContext = createContext<AskRegistry | undefined>(undefined);

export interface AskRegistryProviderProps {
  /** The dialects the views below read: a registry of your own (`createAskRegistry`). */
  registry: AskRegistry;
  children?: ReactNode;
}

/**
 * The dialects every view below reads (the card, the dock, the toasts, the transcript): a
 * registry of your own instead of the default one, so a dialect of your app, or of one test, is
 * never registered globally. A card's `registry` option wins over it. Create the registry once
 * (module scope or `useMemo`): a new one on every render re-checks every request. The chat
 * bindings' tool-name lookup and the channels read the default registry.
 *
 * @example
 * const registry = createAskRegistry([askToolAdapter, myAdapter]);
 * <AskRegistryProvider registry={registry}>
 *   <AskCard request={request} onResolve={send} />
 * </AskRegistryProvider>
 */
export function AskRegistryProvider({ registry, children }: AskRegistryProviderProps) {
  return <AskRegistryContext.Provider value={registry}>{children}</AskRegistryContext.Provider>;
}

/**
 * The registry of the nearest `AskRegistryProvider`, or undefined under none (the default
 * registry: pass it on to a core function as is).
 *
 * @example
 * const registry = useAskRegistry();
 * const error = checkAskRequest(request, registry);
 */
export function useAskRegistry(): AskRegistry | undefined {
  return useContext(AskRegistryContext);
}
