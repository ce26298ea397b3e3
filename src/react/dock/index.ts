export { AskDock, type AskDockProps, type AskDockPrompt } from './AskDock';
export { AskDockSummary, type AskDockSummaryProps } from './AskDockSummary';
