export {
  formatAskToolContent,
  ASKTOOL_ANSWER_SEPARATOR,
  ASKTOOL_LABEL_SEPARATOR,
  ASKTOOL_QUESTION_SEPARATOR,
} from '../adapters/asktool/content';
export {
  toAskUserResult,
  formatAskUserContent,
  type AskUserResult,
} from '../adapters/ask-user/result';
export {
  toAskToolDetails,
  askToolDetailsSchema,
  ASK_SECRET_MASK,
  type AskToolDetails,
} from './details';
export { toAskResolution, resolveAsk, type AskResolution, type AskRun } from './resolution';
export {
  summarizeAsk,
  parseAskSummary,
  type AskSummary,
  type AskSummaryItem,
  type AskSummaryStatus,
} from './summary';
export { answerValues } from './answers';
