export {
  AskI18nProvider,
  AskMessagesProvider,
  useAskMessages,
  type AskI18nProviderProps,
  type AskMessagesProviderProps,
} from './context';
export { en, enCard, zhCN, zhCNCard, askMessages, resolveAskMessages } from '../../core/messages';
