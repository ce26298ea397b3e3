export { AskI18nProvider, useAskMessages, type AskI18nProviderProps } from './context';
