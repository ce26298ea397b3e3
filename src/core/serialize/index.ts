export {
  formatAskToolContent,
  answerValues,
  ASKTOOL_ANSWER_SEPARATOR,
  ASKTOOL_LABEL_SEPARATOR,
  ASKTOOL_QUESTION_SEPARATOR,
} from './asktool';
export { toAskUserResult, formatAskUserContent, type AskUserResult } from './ask-user';
export { toAskToolDetails, askToolDetailsSchema, type AskToolDetails } from './details';
export { toAskResolution, type AskResolution } from './resolution';
