export {
  toAskToolDetails,
  askToolDetailsSchema,
  ASK_SECRET_MASK,
  type AskToolDetails,
} from './details';
export { toAskResolution, resolveAsk } from './resolution';
export {
  summarizeAsk,
  parseAskSummary,
  type AskSummary,
  type AskSummaryItem,
  type AskSummaryStatus,
} from './summary';
export { answerValues } from './answers';
