import { createAskToolStore, type AskToolStore } from './store';

/**
 * The one store of a page whose host passes none, made on first use. `askSendAutomaticallyWhen`
 * is called by `useChat` with the messages alone, so a binding given no store must find the same
 * one everywhere. Bounded like any store (`maxSettled`); a host that wants none passes a store.
 */
let pageStore: AskToolStore | undefined;

/** The page-wide store of the bindings given no `store`. */
export function defaultAskToolStore(): AskToolStore {
  return (pageStore ??= createAskToolStore());
}

// Bundlers replace `process.env.NODE_ENV`; a page with no `process` at all reports nothing.
const development = () => typeof process !== 'undefined' && process.env.NODE_ENV !== 'production';

/**
 * Development only, made on first use: the stores the bindings were handed (prop or provider),
 * held weakly, and the APIs each one was reported to. No call's record: those live in stores.
 */
let splitCheck:
  | {
      handed: Set<WeakRef<AskToolStore>>;
      reported: WeakMap<AskToolStore, Set<string>>;
    }
  | undefined;

/** A binding reads `store`, handed to it (development only: see `warnIfSplit`). */
export function noteHandedStore(store: AskToolStore): void {
  // A binding that hands its own page-wide store on (CopilotKit's card to `AskToolPart`) splits
  // nothing.
  if (!development() || store === pageStore) return;
  splitCheck ??= { handed: new Set(), reported: new WeakMap() };
  if (splitCheck.reported.has(store)) return;
  splitCheck.reported.set(store, new Set());
  splitCheck.handed.add(new WeakRef(store));
}

/**
 * In development, when `api` was given no `store` and runs on the page-wide one, while a store
 * handed to the bindings `holds` what it looks for: the chat is split across two stores (the
 * resolve writes a second answer for a card on screen, or misses the yield its cards recorded).
 * Warn once per store and API, naming the fix.
 */
export function warnIfSplit(api: string, holds: (store: AskToolStore) => boolean): void {
  if (!development() || !splitCheck) return;
  for (const ref of splitCheck.handed) {
    const store = ref.deref();
    if (!store) {
      splitCheck.handed.delete(ref);
      continue;
    }
    const said = splitCheck.reported.get(store)!;
    if (said.has(api) || !holds(store)) continue;
    said.add(api);
    console.warn(
      `ask-cards: ${api} was given no \`store\`, so it used the page-wide one, but the ask ` +
        `cards of this chat read their own (the \`store\` prop or AskToolStoreProvider): the ` +
        `two would answer the same call twice. Fix: pass the same \`store\` to ${api}.`,
    );
  }
}
