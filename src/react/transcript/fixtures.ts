/**
 * Requests, details and malformed history rows shared by the transcript's tests, stories and
 * benchmark. Built literally (not through the schema) so they stay independent of the parsers.
 */
import { getAskAdapter } from '../../core/adapters';
import { toAskToolDetails, type AskToolDetails } from '../../core/serialize';
import type { AskAnswer, AskReason, AskRequest } from '../../core/types';

export const deployRequest: AskRequest = {
  dialect: 'asktool',
  questions: [
    {
      id: 'q1',
      question: 'Which **environment** should I deploy to?',
      options: [
        { label: '**Staging** (Recommended)' },
        { label: 'Production' },
        { label: 'Preview' },
      ],
      multiSelect: false,
    },
    {
      id: 'q2',
      question: 'Which checks should run first?\n\n- fast ones are cheap\n- `e2e` is slow',
      options: [{ label: 'Unit tests' }, { label: 'Lint' }, { label: '`e2e`' }],
      multiSelect: true,
    },
    {
      id: 'q3',
      question: 'Anything to tell the reviewers?',
      options: [{ label: 'No' }, { label: 'Yes' }],
      multiSelect: false,
    },
  ],
};

export const deployAnswers: AskAnswer[] = [
  { id: 'q1', status: 'answered', labels: ['**Staging** (Recommended)'] },
  // Click order differs from option order on purpose: the summary shows option order.
  {
    id: 'q2',
    status: 'answered',
    labels: ['`e2e`', 'Unit tests'],
    customText: 'and the smoke suite',
  },
  { id: 'q3', status: 'skipped', labels: [] },
];

export const openClawRequest: AskRequest = {
  dialect: 'ask_user',
  timeoutSeconds: 900,
  questions: [
    {
      id: 'deploy_target',
      header: 'Target',
      question: 'Where should I deploy this build?',
      options: [
        { label: 'Staging (Recommended)' },
        { label: 'Production', description: 'Live traffic' },
      ],
      multiSelect: false,
    },
    {
      id: 'notify',
      header: 'Notify',
      question: 'Who should hear about it?',
      options: [{ label: 'Team channel' }, { label: 'On-call' }, { label: 'Nobody' }],
      multiSelect: true,
    },
  ],
};

export const openClawAnswers: AskAnswer[] = [
  { id: 'deploy_target', status: 'answered', labels: ['Staging (Recommended)'] },
  {
    id: 'notify',
    status: 'answered',
    labels: ['Team channel', 'On-call'],
    customText: 'the release manager',
  },
];

/**
 * What a host stores with a finished tool row: its content and details, from the real serializers.
 */
export function storedRow(
  request: AskRequest,
  answers: AskAnswer[],
  reason: AskReason = 'submitted',
): { content: string; details: AskToolDetails } {
  // As the machine does: Decline all skips everything; an all-or-nothing policy discards answers
  // on any outcome but submitted.
  const adapter = getAskAdapter(request.dialect);
  const discard = reason === 'declined' || (adapter.policy.allOrNothing && reason !== 'submitted');
  const kept = discard
    ? answers.map((a) => ({ id: a.id, status: 'skipped' as const, labels: [] }))
    : answers;
  return {
    content: adapter.formatContent(request, kept, reason),
    details: toAskToolDetails(request, kept, reason),
  };
}

const valid = () =>
  storedRow(deployRequest, deployAnswers).details as unknown as Record<string, unknown>;

function withKey(key: string, value: unknown): unknown {
  return { ...valid(), [key]: value };
}

function without(key: string): unknown {
  const copy = valid();
  delete copy[key];
  return copy;
}

function mapQuestion(index: number, patch: Record<string, unknown>): unknown {
  const d = valid();
  const questions = (d.questions as Record<string, unknown>[]).map((q, i) =>
    i === index ? { ...q, ...patch } : q,
  );
  return { ...d, questions };
}

function mapAnswer(index: number, patch: Record<string, unknown> | null): unknown {
  const d = valid();
  const answers = (d.answers as Record<string, unknown>[]).flatMap((a, i) =>
    i !== index ? [a] : patch === null ? [] : [{ ...a, ...patch }],
  );
  return { ...d, answers };
}

/** Hand-written malformed `details` values, each named for what is wrong with it. */
export const malformedDetails: Array<[name: string, details: unknown]> = [
  ['undefined', undefined],
  ['null', null],
  ['a string', 'details'],
  [
    'a JSON string of valid details',
    JSON.stringify(storedRow(deployRequest, deployAnswers).details),
  ],
  ['a number', 42],
  ['NaN', Number.NaN],
  ['true', true],
  ['an empty object', {}],
  ['an empty array', []],
  ['an array of the questions', (valid().questions as unknown[]).slice()],
  ['a function', () => 1],
  ['a symbol', Symbol('details')],
  ['a Date', new Date(0)],
  ['random JSON', { foo: [1, 2, { bar: null }], baz: 'qux' }],
  ['version 2', withKey('version', 2)],
  ['version as a string', withKey('version', '1')],
  ['no version', without('version')],
  ['an unknown dialect', withKey('dialect', 'claude')],
  ['no dialect', without('dialect')],
  ['an unknown reason', withKey('reason', 'cancelled')],
  ['no reason', without('reason')],
  ['no questions', without('questions')],
  ['an empty questions list', { ...valid(), questions: [], answers: [] }],
  ['questions as an object', withKey('questions', { 0: valid().questions })],
  ['no answers', without('answers')],
  ['answers as null', withKey('answers', null)],
  ['an answer missing', mapAnswer(2, null)],
  [
    'an extra question',
    {
      ...valid(),
      questions: [
        ...(valid().questions as unknown[]),
        { id: 'q4', question: 'Extra?', options: [], multiSelect: false },
      ],
    },
  ],
  [
    'an extra answer',
    {
      ...valid(),
      answers: [...(valid().answers as unknown[]), { id: 'q4', status: 'skipped', labels: [] }],
    },
  ],
  [
    'answers in another order',
    { ...valid(), answers: (valid().answers as unknown[]).slice().reverse() },
  ],
  ['an answer with another id', mapAnswer(0, { id: 'q9' })],
  ['a label the question does not offer', mapAnswer(0, { labels: ['Mars'] })],
  ['labels as a string', mapAnswer(1, { labels: 'Unit tests' })],
  ['a label that is a number', mapAnswer(1, { labels: [1] })],
  ['an unknown answer status', mapAnswer(0, { status: 'maybe' })],
  ['a skipped answer with labels', mapAnswer(0, { status: 'skipped' })],
  ['a skipped answer with custom text', mapAnswer(2, { customText: 'hmm' })],
  ['custom text as a number', mapAnswer(1, { customText: 7 })],
  ['a question text that is a number', mapQuestion(0, { question: 7 })],
  ['a question without options', mapQuestion(0, { options: undefined })],
  [
    'an option without a label',
    mapQuestion(2, { options: [{ description: 'x' }, { label: 'Yes' }] }),
  ],
  ['an option that is a bare string', mapQuestion(2, { options: ['No', 'Yes'] })],
  ['multiSelect as a string', mapQuestion(1, { multiSelect: 'true' })],
  ['a header that is a number', mapQuestion(0, { header: 12 })],
  ['a question with an empty id', mapQuestion(0, { id: '' })],
  [
    'a question that is null',
    { ...valid(), questions: [null, ...(valid().questions as unknown[]).slice(1)] },
  ],
];

/** A throwing getter: the worst a host's storage layer could hand over. */
export function hostileDetails(): unknown {
  return Object.defineProperty({ ...valid() }, 'questions', {
    enumerable: true,
    get() {
      throw new Error('storage exploded');
    },
  });
}
