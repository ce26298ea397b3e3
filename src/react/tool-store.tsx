import { createContext, useContext, type ReactNode } from 'react';
import { defaultAskToolStore, noteHandedStore } from '../tool-calls/default';
import type { AskToolStore } from '../tool-calls/store';

/**
 * The React side of the tool-call store, shared by every binding (`ask-cards/ai-sdk`,
 * `/assistant-ui`, `/copilotkit` each re-export the provider): no binding owns it.
 */
const AskToolStoreContext = createContext<AskToolStore | null>(null);

export interface AskToolStoreProviderProps {
  /** The chat's store (`createAskToolStore()`), one per chat. */
  store: AskToolStore;
  children?: ReactNode;
}

/**
 * The tool-call store every ask binding below reads (`AskToolPart`, `AskToolUI`,
 * `AskApprovalQuestions`, `AskHumanInTheLoopCard`): one per chat, so two chats never share a
 * call, and `store.dispose()` forgets a closed chat. A binding's own `store` prop wins. Give the
 * same store to the chat's resolve-pending call (`resolvePendingAsks`, …).
 *
 * @example
 * const store = useMemo(() => createAskToolStore(), [chatId]);
 * <AskToolStoreProvider store={store}><Thread /></AskToolStoreProvider>
 */
export function AskToolStoreProvider({ store, children }: AskToolStoreProviderProps) {
  return <AskToolStoreContext.Provider value={store}>{children}</AskToolStoreContext.Provider>;
}

/**
 * The store a binding uses: its `store` prop, else the nearest `AskToolStoreProvider`'s, else
 * the page-wide one.
 *
 * @example
 * const store = useAskToolStore(props.store);
 */
export function useAskToolStore(store?: AskToolStore): AskToolStore {
  const provided = useContext(AskToolStoreContext);
  const chosen = store ?? provided;
  if (!chosen) return defaultAskToolStore();
  noteHandedStore(chosen);
  return chosen;
}
