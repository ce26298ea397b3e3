import {
  clock,
  jsonPath,
  DAY_SECONDS,
  daysHours,
  fraction,
  HOUR_SECONDS,
  hoursMinutes,
  minutesSeconds,
  wholeSeconds,
} from './format';
import type { AskJsonProblem } from '../machine/json-check';
import type { AskCardMessages } from './types';

const JSON_TYPES: Record<string, string> = {
  object: 'an object',
  array: 'an array',
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  null: 'null',
};

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

const jsonField: AskCardMessages['jsonField'] = {
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

/** English for the card alone: what `AskCard` bundles when no provider is above it. */
export const enCard: AskCardMessages = {
  locale: 'en',
  dir: 'ltr',

  cardLabel: 'Question from the assistant',
  invalidRequest:
    'This question can’t be shown: the assistant sent it in a form the app does not understand.',
  preparingRequest: 'The assistant is writing a question…',
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
};
