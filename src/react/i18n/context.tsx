import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { en, resolveAskMessages, type AskMessages } from '../../core/messages';
import { enCard } from '../../core/messages/en-card';
import type { AskCardMessages } from '../../core/messages/types';

// The strings set above a view; undefined with no provider. Each view lays them over its own
// English, so a view bundles its own defaults only (the card never every view's).
const AskI18nContext = createContext<Partial<AskMessages> | undefined>(undefined);

export interface AskMessagesProviderProps {
  /**
   * A whole catalog (`zhCNCard`, `zhCN`, your own) or a few keys: each view reads them over its
   * own English, key by key.
   */
  messages: Partial<AskMessages>;
  children?: ReactNode;
}

/**
 * Sets the strings of every ask-cards view below it, from the catalog you import: nothing else
 * is bundled. `AskI18nProvider` does the same from a locale name, and so bundles every built-in
 * catalog.
 *
 * @example
 * import { AskCard, AskMessagesProvider, zhCNCard } from 'ask-cards/card';
 * <AskMessagesProvider messages={zhCNCard}>…</AskMessagesProvider>
 */
export function AskMessagesProvider({ messages, children }: AskMessagesProviderProps) {
  return <AskI18nContext.Provider value={messages}>{children}</AskI18nContext.Provider>;
}

export interface AskI18nProviderProps {
  /**
   * A built-in catalog: `en` or `zh-CN`. Unknown locales fall back to English.
   * @default 'en'
   */
  locale?: string;
  /** Overrides for any keys, or a whole catalog for another language. */
  messages?: Partial<AskMessages>;
  children?: ReactNode;
}

/**
 * Sets the language of every ask-cards view below it.
 *
 * @example
 * <AskI18nProvider locale="zh-CN" messages={{ submit: '确定' }}>…</AskI18nProvider>
 */
export function AskI18nProvider({ locale = 'en', messages, children }: AskI18nProviderProps) {
  const value = useMemo(() => resolveAskMessages(locale, messages), [locale, messages]);
  return <AskMessagesProvider messages={value}>{children}</AskMessagesProvider>;
}

/**
 * The active message catalog, with per-component overrides merged on top.
 * English when no provider is above.
 */
export function useAskMessages(overrides?: Partial<AskMessages>): AskMessages {
  const given = useContext(AskI18nContext);
  const messages = useMessages(en, overrides);
  // A card-only catalog (`zhCNCard`) words the card: another view keeps its own English for
  // its own strings (the URL card's message and Open button), so it keeps that English's
  // direction too, unless its `messages` give strings of its own.
  return useMemo(
    () =>
      messages.dir !== en.dir &&
      overrides?.dir === undefined &&
      cardOnly(given) &&
      (!overrides || cardOnly(overrides))
        ? { ...messages, dir: en.dir }
        : messages,
    [messages, overrides, given],
  );
}

/** Whether a catalog sets none but the card's keys (`AskCardMessages`). */
const cardOnly = (given: Partial<AskMessages> | undefined) =>
  !!given && Object.keys(given).every((key) => key in enCard);

/**
 * The card's strings (`AskCardMessages`): the provider's, over the card's own English, with
 * `overrides` on top.
 */
export function useAskCardMessages(overrides?: Partial<AskCardMessages>): AskCardMessages {
  return useMessages(enCard, overrides);
}

function useMessages<M extends AskCardMessages>(fallback: M, overrides?: Partial<M>): M {
  const given = useContext(AskI18nContext) as Partial<M> | undefined;
  return useMemo(
    () => (given || overrides ? { ...fallback, ...given, ...overrides } : fallback),
    [given, fallback, overrides],
  );
}
