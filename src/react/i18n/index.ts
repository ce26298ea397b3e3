export { AskI18nProvider, useAskMessages, type AskI18nProviderProps } from './context';
export { en, zhCN, askMessages, resolveAskMessages } from '../../core/messages';
