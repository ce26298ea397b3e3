export { AskSummaryView, summaryStatusText, type AskSummaryViewProps } from './AskSummaryView';
