export { AskCard, AskCardRoot, type AskCardProps } from './AskCard';
export { useAskCard } from './use-ask-card';
export * from './parts';
