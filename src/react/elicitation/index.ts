export { AskUrlCard, type AskUrlCardProps, type AskUrlCardState } from './AskUrlCard';
export { urlCardMessages, type AskUrlCardMessages } from './messages';
