import { en } from './en';
import type { AskMessages } from './types';
import { zhCN } from './zh-CN';
export { enCard } from './en-card';
export { zhCNCard } from './zh-CN-card';

export type { AskCardMessages, AskMessages, AskCount } from './types';
export { en, zhCN };

/** The built-in catalogs by locale. */
export const askMessages = { en, 'zh-CN': zhCN } as const satisfies Record<string, AskMessages>;
export type AskLocale = keyof typeof askMessages;

/** A built-in catalog, with any keys overridden. Unknown locales fall back to English. */
export function resolveAskMessages(
  locale: string = 'en',
  overrides?: Partial<AskMessages>,
): AskMessages {
  const base = (askMessages as Record<string, AskMessages>)[locale] ?? en;
  return overrides ? { ...base, ...overrides } : base;
}
