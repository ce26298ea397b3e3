import { fraction } from './format';
import { enCard } from './en-card';
import type { AskMessages } from './types';

/** English, the default catalog: the card's strings (`enCard`) and every other view's. */
export const en: AskMessages = {
  ...enCard,

  langGraphNotAQuestion:
    'The agent is waiting for an approval, not an answer to a question: the app handles it.',
  langGraphAnswerLabel: 'Your answer',
  langGraphLeftUnanswered: 'Left unanswered: nothing was sent, and the agent is still waiting.',

  toastAskTitle: 'The assistant has a question',
  toastOpenConversation: 'Open the conversation',
  toastOpening: 'Opening the conversation…',
  toastClose: 'Dismiss',
  toastOpenError: "Couldn't open the conversation",
  toastOpenErrorDescription: 'Try again from the reminder.',
  toastLabel: 'Notification',
  toastViewportLabel: 'Notifications ({hotkey})',

  dockLabel: 'Pending question',
  dockCollapse: 'Collapse question',
  dockExpand: 'Expand question',
  dockPrevious: 'Previous question prompt',
  dockNext: 'Next question prompt',
  dockSwitcher: fraction,
  dockSwitcherLabel: 'Pending question prompts',
  dockPromptPosition: ({ index, count }) => `Prompt ${index} of ${count}`,
  dockSummaryLabel: 'Your answers',

  transcriptLabel: 'Questions and answers',

  urlCardLabel: 'Request to open a link',
  urlLinkLabel: 'Link',
  urlOpen: (host) => `Open ${host}`,
  urlCancel: 'Cancel',
  urlRefused: (protocol) =>
    "This link can't be opened from here: only secure https links are allowed, " +
    `and this one is ${protocol}`,
  urlOpened: (host) => `Opened ${host} in your browser. Finish there; this closes when it's done.`,
  urlCancelled: 'Cancelled',
  urlCompleted: (host) => `Done: the request at ${host} is complete.`,

  agUiApprovalNote:
    'The agent is asking to approve an action, not asking a question, and this app has no ' +
    'approval view for it. Cancel it to let the agent continue.',
  agUiCancel: 'Cancel',
  agUiCancelled: 'Cancelled',
  agUiResumeFailed: "Your answers couldn't be sent to the agent.",
  agUiRetry: 'Try again',
  agUiDefaultPrompt: 'The agent is waiting for your answer.',
  agUiDefaultConfirm: 'The agent asks you to confirm.',
  agUiResumeRefused:
    'The agent did not accept your answers. Fix them and submit again, or try again as they are.',
  yes: 'Yes',
  no: 'No',

  // OpenClaw's own words, verbatim.
  askUserCancelled: 'The question was cancelled; proceed with best judgment.',
  askUserExpired: 'No answer arrived; proceed with best judgment.',

  channelReplySingle: 'Reply with the number, the option text, or your own answer.',
  channelReplyMulti: 'Reply with numbers or option texts separated by commas, or your own answer.',
  channelReplyMany: 'Reply with one line per question, like "id: answer".',
  channelOtherHint: 'Or reply with your own answer.',
  channelOtherButton: 'Other…',
  channelReplyExample: 'For example:',
  channelOtherPrompt: 'Type your answer as a reply to this message.',
  channelResolvedAnswered: ({ answer }) => `Answered: ${answer}`,
  channelResolvedExpired: 'Expired',
  channelResolvedCancelled: 'Cancelled',
  channelReactHint: ({ range }) =>
    `React with ${range} or reply with the number or the option text.`,
  channelReplyEmpty: 'Your reply has no answer in it.',
  channelReplyUnkeyedLine: ({ line, example }) =>
    `Line ${line} doesn't say which question it answers. ` +
    `Start every line with the question id, like "${example}".`,
  channelReplyDuplicate: ({ key }) =>
    `"${key}" is answered more than once. Keep one line per question.`,
  channelReplyTooLong: ({ max }) =>
    `Your reply is too long (over ${max} characters). Reply with just your answer.`,
  channelReplyTooManyLines: ({ lines, count }) =>
    `Your reply has ${lines} lines ` +
    `but there ${count === 1 ? 'is 1 question' : `are ${count} questions`}. ` +
    'Answer one question per line, or write "id: answer".',
  channelReplySingleClosed: 'Reply with the number or the option text.',
  channelReplyMultiClosed: 'Reply with numbers or option texts separated by commas.',
  channelReplyText: 'Reply with your answer.',
  channelReplyJson: 'Reply with your answer as JSON.',
  channelReplyConfirm: 'Reply "yes" to accept or "no" to decline.',
  channelYesWords: 'yes, y, ok, accept, confirm',
  channelNoWords: 'no, n, decline',
  channelDeadline: ({ at }) => `Answer by ${at}.`,
  channelAnswerInApp: ({ question }) =>
    `Answer '${question}' in the app: it is secret, so it is never asked in a chat.`,
  channelReplyRequired: ({ question }) =>
    `The answer was not accepted: question '${question}' requires an answer. ` +
    'The question is still open, so reply again and answer every question ' +
    'by number or question id.',
  channelReplyNotAChoice: ({ question, choices }) =>
    `The answer was not accepted: question '${question}' takes one of its choices (${choices}). ` +
    'The question is still open, so reply again with a number or a choice.',
  channelReplyInvalid: ({ question, reason }) =>
    `The answer was not accepted: question '${question}': ${reason} ` +
    'The question is still open, so reply again.',
  channelAlreadyAnswered: 'This question was already answered.',
  channelReplyNotConfirm: 'The answer was not accepted. Reply "yes" to accept or "no" to decline.',
};
