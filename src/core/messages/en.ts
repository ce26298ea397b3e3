import {
  clock,
  DAY_SECONDS,
  daysHours,
  fraction,
  HOUR_SECONDS,
  hoursMinutes,
  minutesSeconds,
  wholeSeconds,
} from './format';
import type { AskJsonProblem } from '../machine/json-check';
import type { AskMessages } from './types';

const JSON_TYPES: Record<string, string> = {
  object: 'an object',
  array: 'an array',
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  null: 'null',
};

/** `owner.name`, `items[0]`: where in the answer, as a person reads it. */
const jsonPath = (path: (string | number)[]) =>
  path.map((k, i) => (typeof k === 'number' ? `[${k}]` : i ? `.${k}` : k)).join('');

/** What is wrong at a place in a JSON answer, in plain words. */
function jsonProblem(problem: AskJsonProblem): string {
  switch (problem.rule) {
    case 'type':
      return `must be ${problem.expected.map((t) => JSON_TYPES[t] ?? t).join(' or ')}`;
    case 'required':
      return `needs the field "${problem.field}"`;
    case 'notAllowed':
      return 'is not allowed here';
    case 'value':
      return 'is not one of the allowed values';
    case 'minLength':
      return `must be at least ${plural(problem.limit, 'character')} long`;
    case 'maxLength':
      return `must be at most ${plural(problem.limit, 'character')} long`;
    case 'minItems':
      return `must hold at least ${plural(problem.limit, 'item')}`;
    case 'maxItems':
      return `must hold at most ${plural(problem.limit, 'item')}`;
    case 'minimum':
      return `must be ${problem.limit} or more`;
    case 'maximum':
      return `must be ${problem.limit} or less`;
    case 'exclusiveMinimum':
      return `must be more than ${problem.limit}`;
    case 'exclusiveMaximum':
      return `must be less than ${problem.limit}`;
    case 'pattern':
      return 'is not in the form the schema asks for';
    case 'format':
      return 'is not in the format the schema asks for';
    case 'uniqueItems':
      return 'holds the same item twice';
    case 'noBranch':
      return 'matches none of the shapes the schema allows';
    case 'manyBranches':
      return 'matches more than one of the shapes the schema allows (it must match exactly one)';
    case 'other':
      return `breaks the schema’s "${problem.keyword}" rule`;
  }
}

const jsonField: AskMessages['jsonField'] = {
  label: 'Answer as JSON',
  schema: 'Expected JSON schema',
  blocker: (b) => {
    if (b.code === 'notJson')
      return `This is not valid JSON: check line ${b.line}, column ${b.column}.`;
    if (b.code === 'jsonTooDeep') return `Nest arrays and objects at most ${b.max} levels deep.`;
    if (b.code === 'jsonNumber') {
      const fix = 'or send it as a string in quotes.';
      return b.sent === null
        ? `The number ${b.number} is too large to send as JSON: enter a smaller one, ${fix}`
        : `The number ${b.number} would be sent as ${b.sent}: enter fewer digits, ${fix}`;
    }
    const where = b.path.length ? `${jsonPath(b.path)} ` : 'The answer ';
    return `${where}${jsonProblem(b.problem)}.`;
  },
};

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** `2 minutes 5 seconds`, `1 minute`, `0 seconds`; `2 hours 5 minutes`; `3 days 4 hours`. */
function spokenDuration(seconds: number): string {
  const whole = wholeSeconds(seconds);
  if (whole >= DAY_SECONDS) {
    const [d, h] = daysHours(seconds);
    return h ? `${plural(d, 'day')} ${plural(h, 'hour')}` : plural(d, 'day');
  }
  if (whole >= HOUR_SECONDS) {
    const [h, m] = hoursMinutes(seconds);
    return m ? `${plural(h, 'hour')} ${plural(m, 'minute')}` : plural(h, 'hour');
  }
  const [m, s] = minutesSeconds(seconds);
  const minutes = plural(m, 'minute');
  return m ? (s ? `${minutes} ${plural(s, 'second')}` : minutes) : plural(s, 'second');
}

const STATUS = { unanswered: 'unanswered', answered: 'answered', skipped: 'skipped' } as const;

/** English, the default catalog. */
export const en: AskMessages = {
  locale: 'en',
  dir: 'ltr',

  cardLabel: 'Question from the assistant',
  invalidRequest:
    'This question can’t be shown: the assistant sent it in a form the app does not understand.',
  preparingRequest: 'The assistant is writing a question…',
  langGraphNotAQuestion:
    'The agent is waiting for an approval, not an answer to a question: the app handles it.',
  langGraphAnswerLabel: 'Your answer',
  langGraphLeftUnanswered: 'Left unanswered: nothing was sent, and the agent is still waiting.',
  next: 'Next',
  submit: 'Submit',
  followUp: 'Ask me more',
  accept: 'Accept',
  decline: 'Decline',
  unanswerable: 'This form can’t be answered: decline it or close it. The server said:',
  patternServerChecked: 'The server checks the form of this answer when you submit.',
  answersRefused: 'The agent did not accept these answers. Fix them and submit again.',
  jsonField,
  numberRange: ({ min, max, step, unit }) => {
    const of = unit ? ` ${unit}` : '';
    const steps = `in steps of ${step}${of}`;
    if (min !== undefined && max !== undefined) return `From ${min} to ${max}${of}, ${steps}.`;
    if (min !== undefined) return `${min}${of} or more, ${steps}.`;
    if (max !== undefined) return `${max}${of} or less, ${steps}.`;
    return `A number, ${steps}.`;
  },
  skip: 'Skip',
  skipPrompt: 'Skip all',
  declineAll: 'Decline all',
  otherLabel: 'Enter another answer',
  otherPlaceholder: 'Type your answer…',
  otherInputLabel: 'Your answer',
  singleSelectHint: 'Choose one',
  multiSelectHint: 'Choose any that apply',
  indicatorsLabel: 'Questions',
  questionPosition: ({ index, count }) => `Question ${index} of ${count}`,
  progress: fraction,
  entryStatus: STATUS,
  indicatorLabel: ({ index, count, status }) => `Question ${index} of ${count}, ${STATUS[status]}`,
  timeRemaining: (seconds) => {
    if (wholeSeconds(seconds) < DAY_SECONDS) return `${clock(seconds)} left`;
    const [d, h] = daysHours(seconds);
    return `${d} d ${h} h left`;
  },
  timeRemainingLabel: (seconds) => `Time remaining: ${spokenDuration(seconds)}`,
  outcome: {
    submitted: 'Answered',
    declined: 'Declined',
    dismissed: 'Dismissed',
    stopped: 'Stopped',
    expired: 'Expired',
    repliedInChat: 'Answered in the chat',
  },
  blocker: (b) => {
    switch (b.code) {
      case 'required':
        return 'Answer this question to continue.';
      case 'tooFewSelections':
        return `Choose at least ${b.min}.`;
      case 'tooManySelections':
        return `Choose at most ${b.max}.`;
      case 'textTooShort':
        return `Write at least ${plural(b.min, 'character')}.`;
      case 'textTooLong':
        return `Write at most ${plural(b.max, 'character')}.`;
      case 'format':
        return {
          email: 'Enter an email address.',
          uri: 'Enter a full address, like https://example.com.',
          date: 'Enter a date as YYYY-MM-DD.',
          'date-time': 'Enter a date and time, like 2026-12-01T09:30:00Z.',
        }[b.format];
      case 'pattern':
        return 'Enter it in the form this field asks for.';
      case 'notANumber':
        return 'Enter a number.';
      case 'notAnInteger':
        return 'Enter a whole number.';
      case 'belowMin':
        return `Enter ${b.min} or more.`;
      case 'aboveMax':
        return `Enter ${b.max} or less.`;
      case 'tooPrecise':
        return 'Enter fewer digits: this number cannot be sent exactly.';
      case 'notJson':
      case 'jsonTooDeep':
      case 'jsonNumber':
      case 'jsonSchema':
        return jsonField.blocker(b);
    }
  },
  fieldBlocker: ({ field, reason }) => `${field}: ${reason}`,
  formBlockers: ({ required, invalid }) => {
    const answer = `answer ${plural(required, 'required question')}`;
    const fix = `fix ${plural(invalid, 'answer')}`;
    const todo = required && invalid ? `${answer} and ${fix}` : required ? answer : fix;
    return `${todo.charAt(0).toUpperCase()}${todo.slice(1)} to submit.`;
  },
  formatPlaceholder: {
    email: 'name@example.com',
    uri: 'https://example.com',
    date: 'YYYY-MM-DD',
    'date-time': 'YYYY-MM-DDThh:mm:ssZ',
  },
  requestedBy: (name) => `Requested by ${name}`,
  dismiss: 'Close',
  skipped: 'Skipped',
  customAnswer: 'Own answer',
  noAnswer: 'No answer',
  recommended: 'Recommended',

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
