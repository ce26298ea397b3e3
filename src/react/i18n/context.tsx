import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { en, resolveAskMessages, type AskMessages } from '../../core/messages';

const AskI18nContext = createContext<AskMessages>(en);

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
  return <AskI18nContext.Provider value={value}>{children}</AskI18nContext.Provider>;
}

/**
 * The active message catalog, with per-component overrides merged on top.
 * English when no provider is above.
 */
export function useAskMessages(overrides?: Partial<AskMessages>): AskMessages {
  const base = useContext(AskI18nContext);
  return useMemo(() => (overrides ? { ...base, ...overrides } : base), [base, overrides]);
}
