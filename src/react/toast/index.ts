export {
  AskToastProvider,
  useAskToasts,
  ASK_TOAST_DURATION,
  PLAIN_TOAST_DURATION,
  ERROR_TOAST_DURATION,
  OPEN_SESSION_TIMEOUT,
  type AskToastPlacement,
  type AskToastProviderProps,
  type AskToastsApi,
  type AskToastAskEvent,
} from './AskToastProvider';
export {
  AskToastQueue,
  askToastId,
  askErrorToastId,
  type AskToastItem,
  type AskToastContent,
  type AskToastKind,
  type AskToastClock,
  type AskToastQueueOptions,
  type AskToastUpsertOptions,
} from './queue';
export { createSoftChime, playSoftChime } from './chime';
