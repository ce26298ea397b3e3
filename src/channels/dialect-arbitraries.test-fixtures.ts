// Test-only: random valid requests of every dialect, each built as its host sends the input and
// read by the dialect's own parser, and random answers the card accepts for them.
import fc from 'fast-check';
import { parseAcpElicitRequest } from '../core/adapters/acp-elicitation/schema';
import { parseAgUiInterrupt } from '../core/adapters/agui-interrupt/schema';
import { parseApprovalQuestions } from '../core/adapters/approval-questions/schema';
import { ASK_USER_QUESTION_NO_PREFERENCE } from '../core/adapters/ask-user-question/result';
import { parseAskUserQuestionInput } from '../core/adapters/ask-user-question/schema';
import { parseAskUserInput } from '../core/adapters/ask-user/schema';
import { parseAskToolInput } from '../core/adapters/asktool/schema';
import { parseElicitRequest } from '../core/adapters/elicitation/schema';
import { parseGeminiAskUserInput } from '../core/adapters/gemini-ask-user/schema';
import { getAskPolicy } from '../core/adapters';
import { parseRequestUserInputParams } from '../core/adapters/request-user-input/schema';
import { askTransition, createAskState } from '../core/dialects';
import { isDate, isDateTime, isEmail, isUri } from '../core/machine/formats';
import { isRequired } from '../core/machine/rules';
import { labelKey } from '../core/markdown/text';
import { codePointLength, readsAsOther } from '../core/schema/text';
import type {
  AskEntry,
  AskEvent,
  AskLayout,
  AskQuestion,
  AskRequest,
  AskState,
  AskTextInput,
} from '../core/types';
import { plainLabel } from './markdown';
import { parseOptionNumber } from './reply';

/** One question's answer: chosen option indexes (ascending) and free text ('' for none). */
export interface Answer {
  selected: number[];
  text: string;
}

const isEmpty = (answer: Answer): boolean => answer.selected.length === 0 && answer.text === '';

// ---------------------------------------------------------------------------------------------
// Pieces of requests

const questionText = fc.constantFrom(
  'Where should I deploy?',
  'Which checks should run first?',
  'Who should I tell?',
  'Which **database** do you want?',
  'How many replicas?',
  '部署到哪里？',
  'Pick a release window',
  'What should the job be called?',
);

const description = fc.constantFrom('Safe to try first', 'Live traffic', 'Slow but thorough', '快');

const NO_PREFERENCE = labelKey(ASK_USER_QUESTION_NO_PREFERENCE);

/**
 * Option labels: plain words mostly, and labels that stress the reader (Markdown, a comma, a
 * `(Recommended)` suffix, CJK, emoji, a separator, a digit).
 */
const label = fc
  .oneof(
    { weight: 4, arbitrary: fc.stringMatching(/^[A-Z][a-z]{2,7}( [a-z]{2,7}){0,2}$/) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '**Staging**',
        'Staging (Recommended)',
        'Team, leads',
        '部署到生产环境',
        '🚀 Launch',
        'eu-west-1',
        '3',
        '`npm test`',
      ),
    },
  )
  .filter((l) => !readsAsOther(l) && labelKey(l) !== NO_PREFERENCE);

/** `min`-`max` labels a user can tell apart (compared as every parser compares them). */
const labels = (min: number, max: number) =>
  fc.uniqueArray(label, { minLength: min, maxLength: max, selector: labelKey });

/** Options as `{ label, description? }`. */
const described = (min: number, max: number) =>
  labels(min, max).chain((list) =>
    fc
      .tuple(...list.map(() => fc.option(description, { nil: undefined })))
      .map((notes) =>
        list.map((l, i) =>
          notes[i] === undefined ? { label: l } : { label: l, description: notes[i] },
        ),
      ),
  );

const header = fc.stringMatching(/^[A-Z][a-z]{1,10}$/);

/** `ask_user` answer keys: its parser takes snake_case only. */
const snakeId = fc.stringMatching(/^[a-z][a-z0-9_]{0,9}$/);

/**
 * Codex and assistant-ui answer keys, which may hold `-` (a key separator of reply lines): often
 * words sharing a prefix, so one key starts another (`env`, `env-name`).
 */
const dashedId = fc.oneof(snakeId, fc.stringMatching(/^[a-z][a-z0-9_-]{0,9}$/), {
  weight: 3,
  arbitrary: fc
    .array(fc.constantFrom('env', 'name', 'db'), { minLength: 1, maxLength: 3 })
    .map((words) => words.join('-')),
});

/** One to three questions, each built around its own id: ids are unique, as every parser asks. */
const keyedQuestions = <T>(id: fc.Arbitrary<string>, question: (id: string) => fc.Arbitrary<T>) =>
  fc.uniqueArray(id, { minLength: 1, maxLength: 3 }).chain((ids) => fc.tuple(...ids.map(question)));

// ---------------------------------------------------------------------------------------------
// The six dialects

export const asktoolRequest: fc.Arbitrary<AskRequest> = fc
  .array(
    fc.record({
      question: questionText,
      options: labels(1, 5).chain((list) =>
        fc.tuple(
          ...list.map((l) =>
            fc.oneof(
              fc.constant<string | { label: string; description?: string }>(l),
              description.map((d) => ({ label: l, description: d })),
            ),
          ),
        ),
      ),
      multiSelect: fc.boolean(),
    }),
    { minLength: 1, maxLength: 3 },
  )
  .map((questions) => parseAskToolInput({ questions }));

export const askUserRequest: fc.Arbitrary<AskRequest> = keyedQuestions(snakeId, (id) =>
  fc.record({
    id: fc.constant(id),
    header,
    question: questionText,
    options: described(2, 4),
    multiSelect: fc.boolean(),
  }),
).map((questions) => parseAskUserInput({ questions }));

const auqChoice = fc.record({
  question: questionText,
  header,
  options: described(2, 4),
  multiSelect: fc.boolean(),
});

/** Extended questions (`CLAUDE_CODE_QUESTION_EXTENDED`): a choice, a text, a number. */
const auqExtended = fc.oneof(
  auqChoice.map((q) => ({ ...q, kind: 'choice' })),
  fc.record(
    {
      question: questionText,
      header,
      kind: fc.constant('text'),
      placeholder: fc.constant('e.g. nightly-db'),
      options: fc.constant([]),
      multiSelect: fc.constant(false),
    },
    { requiredKeys: ['question', 'header', 'kind'] },
  ),
  fc
    .record({
      question: questionText,
      header,
      min: fc.integer({ min: -5, max: 10 }),
      span: fc.integer({ min: 0, max: 120 }),
      step: fc.option(fc.constantFrom(1, 5, 0.5), { nil: undefined }),
      unit: fc.option(fc.constant('minutes'), { nil: undefined }),
      start: fc.option(fc.nat(), { nil: undefined }),
    })
    .map(({ span, start, min, ...q }) => ({
      ...q,
      kind: 'number',
      min,
      max: min + span,
      ...(start === undefined ? {} : { defaultValue: min + (start % (span + 1)) }),
      options: [],
      multiSelect: false,
    })),
);

export const askUserQuestionRequest: fc.Arbitrary<AskRequest> = fc
  .oneof(
    fc
      .uniqueArray(auqChoice, { minLength: 1, maxLength: 4, selector: (q) => q.question })
      .map((questions) => ({ questions })),
    fc.record({
      title: fc.constant('Set up the nightly backup'),
      questions: fc.uniqueArray(auqExtended, {
        minLength: 1,
        maxLength: 4,
        selector: (q) => q.question,
      }),
    }),
  )
  .map((input) => parseAskUserQuestionInput(input));

export const requestUserInputRequest: fc.Arbitrary<AskRequest> = keyedQuestions(dashedId, (id) =>
  fc.record({
    id: fc.constant(id),
    header,
    question: questionText,
    isOther: fc.constant(true),
    isSecret: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, fc.constant(true)),
    options: fc.oneof(fc.constant(null), described(0, 4)),
  }),
).map((questions) =>
  parseRequestUserInputParams({ threadId: 't', turnId: 'u', itemId: 'i', questions }),
);

// Built once: `stringMatching` compiles its pattern on every call.
const optionIdPrefix = fc.stringMatching(/^[a-z_]{0,4}$/);

export const approvalQuestionsRequest: fc.Arbitrary<AskRequest> = keyedQuestions(dashedId, (id) =>
  fc.record(
    {
      id: fc.constant(id),
      prompt: questionText,
      header,
      // Option ids apart from the labels: the result carries ids, never labels.
      options: fc
        .tuple(described(0, 4), optionIdPrefix)
        .map(([list, prefix]) => list.map((o, i) => ({ id: `${prefix}${i}`, ...o }))),
      multiple: fc.boolean(),
      allowFreeform: fc.boolean(),
    },
    { requiredKeys: ['id', 'prompt'] },
  ),
)
  .chain((questions) =>
    fc.boolean().map((dismissible) => ({
      id: 'approval-1',
      display: 'questions',
      dismissible,
      prompt: 'Before I deploy, a few choices.',
      questions,
    })),
  )
  .map((approval) => parseApprovalQuestions(approval));

/**
 * Gemini CLI's `ask_user`: 1-4 questions of its three types, ids `"0"`…`"3"` (bare numbers, so a
 * reply keys them by number); choices with the descriptions it requires (possibly empty).
 */
export const geminiAskUserRequest: fc.Arbitrary<AskRequest> = fc
  .array(
    fc.oneof(
      fc.record({
        question: questionText,
        header,
        type: fc.constant('choice'),
        options: labels(2, 4).chain((list) =>
          fc
            .tuple(...list.map(() => fc.oneof(description, fc.constant(''))))
            .map((notes) => list.map((l, i) => ({ label: l, description: notes[i]! }))),
        ),
        multiSelect: fc.boolean(),
      }),
      fc.record({ question: questionText, header, type: fc.constant('text') }),
      fc.record({ question: questionText, header, type: fc.constant('yesno') }),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((questions) => parseGeminiAskUserInput({ questions }));

/** MCP choices: `const` values, titled or not. */
const consts = fc.uniqueArray(fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/), {
  minLength: 1,
  maxLength: 5,
});

const titled = consts.chain((values) =>
  fc
    .uniqueArray(label, { minLength: values.length, maxLength: values.length, selector: labelKey })
    .map((titles) => values.map((value, i) => ({ const: value, title: titles[i]! }))),
);

/** A pattern the card checks (the RE2 matcher the parser registers), and text that matches it. */
const PATTERN = '^[a-z]+$';
const matchesPattern = fc.stringMatching(/^[a-z]{1,8}$/);

const field = fc.oneof(
  fc.record(
    {
      type: fc.constant('string'),
      minLength: fc.integer({ min: 0, max: 3 }),
      maxLength: fc.integer({ min: 6, max: 30 }),
    },
    { requiredKeys: ['type'] },
  ),
  fc.record({
    type: fc.constant('string'),
    format: fc.constantFrom('email', 'uri', 'date', 'date-time'),
  }),
  fc.constant({ type: 'string', pattern: PATTERN }),
  fc
    .record(
      {
        type: fc.constantFrom('number', 'integer'),
        minimum: fc.integer({ min: -5, max: 5 }),
        span: fc.integer({ min: 0, max: 20 }),
        start: fc.nat(),
      },
      { requiredKeys: ['type', 'span'] },
    )
    .map(({ span, start, ...schema }) => {
      if (schema.minimum === undefined) return schema;
      const maximum = schema.minimum + span;
      return {
        ...schema,
        maximum,
        ...(start === undefined ? {} : { default: schema.minimum + (start % (span + 1)) }),
      };
    }),
  fc.record({ type: fc.constant('boolean'), default: fc.boolean() }, { requiredKeys: ['type'] }),
  consts.chain((values) =>
    fc.option(fc.nat(values.length - 1), { nil: undefined }).map((d) => ({
      type: 'string',
      enum: values,
      ...(d === undefined ? {} : { default: values[d] }),
    })),
  ),
  titled.map((oneOf) => ({ type: 'string', oneOf })),
  fc
    .uniqueArray(fc.integer({ min: -3, max: 12 }), { minLength: 1, maxLength: 4 })
    .map((values) => ({ type: 'integer', enum: values })),
  fc
    .oneof(
      consts.map((values) => ({ enum: values, n: values.length })),
      titled.map((anyOf) => ({ anyOf, n: anyOf.length })),
    )
    .chain(({ n, ...items }) =>
      fc
        .record({
          min: fc.integer({ min: 0, max: n }),
          span: fc.nat(3),
          start: fc.subarray([...Array(n).keys()]),
        })
        .map(({ min, span, start }) => {
          const values = 'enum' in items ? items.enum : items.anyOf.map((o) => o.const);
          return {
            type: 'array',
            items: 'enum' in items ? { type: 'string', enum: items.enum } : items,
            ...(min > 0 ? { minItems: min } : {}),
            maxItems: Math.min(n, Math.max(1, min + span)),
            ...(start.length > 0 && start.length <= Math.min(n, Math.max(1, min + span))
              ? { default: start.map((i) => values[i]) }
              : {}),
          };
        }),
    ),
);

const titleAndDescription = fc.record(
  {
    title: fc.constantFrom('Region', 'Replicas', 'Contact email', 'Start date', 'Notes'),
    description: fc.constantFrom('Where should the cluster run?', 'Used in alerts.'),
  },
  { requiredKeys: [] },
);

/** A form of 0-5 fields (none: a confirmation), some required. */
export const elicitationRequest: fc.Arbitrary<AskRequest> = fc
  .oneof(
    { weight: 1, arbitrary: fc.constant([]) },
    {
      weight: 9,
      arbitrary: fc.uniqueArray(
        fc.tuple(fc.stringMatching(/^[a-z][a-z_]{0,7}$/), field, titleAndDescription, fc.boolean()),
        { minLength: 1, maxLength: 5, selector: ([key]) => key },
      ),
    },
  )
  .map((fields) =>
    parseElicitRequest({
      mode: 'form',
      message: 'A few details before I create the cluster.',
      requestedSchema: {
        type: 'object',
        properties: Object.fromEntries(
          fields.map(([key, schema, texts]) => [key, { ...schema, ...texts }]),
        ),
        required: fields.filter(([, , , required]) => required).map(([key]) => key),
      },
    }),
  );

/** An ACP option: MCP's titled option with ACP's `description`. */
const acpOption = (o: { const: string; title: string }) =>
  fc
    .option(description, { nil: undefined })
    .map((d) => (d === undefined ? o : { ...o, description: d }));

/**
 * Claude's `AskUserQuestion` over ACP: 1-4 pairs `question_<n>` (single or multi) and
 * `question_<n>_custom` ("Other"), nothing required, as its agent sends them.
 */
const claudePairs = fc
  .array(
    fc.record({
      header,
      question: questionText,
      options: labels(2, 4),
      multiSelect: fc.boolean(),
    }),
    { minLength: 1, maxLength: 4 },
  )
  .map((questions) =>
    Object.fromEntries(
      questions.flatMap((q, n) => {
        const choices = q.options.map((label) => ({ const: label, title: label }));
        const choice = q.multiSelect
          ? { type: 'array', title: q.header, items: { anyOf: choices } }
          : { type: 'string', title: q.header, oneOf: choices };
        return [
          [
            `question_${n}`,
            { ...choice, ...(questions.length > 1 ? { description: q.question } : {}) },
          ],
          [
            `question_${n}_custom`,
            { type: 'string', title: 'Other', description: 'Type your own answer (optional).' },
          ],
        ];
      }),
    ),
  );

/**
 * ACP `elicitation/create` forms: MCP's field types with option descriptions (no confirmation
 * form: ACP asks at least one field), or Claude's pairs; session-scoped.
 */
export const acpElicitationRequest: fc.Arbitrary<AskRequest> = fc
  .oneof(
    fc
      .uniqueArray(
        fc.tuple(
          fc.stringMatching(/^[a-z][a-z_]{0,7}$/),
          fc.oneof(
            field,
            titled.chain((oneOf) =>
              fc.tuple(...oneOf.map(acpOption)).map((list) => ({ type: 'string', oneOf: list })),
            ),
          ),
          titleAndDescription,
          fc.boolean(),
        ),
        { minLength: 1, maxLength: 5, selector: ([key]) => key },
      )
      .map((fields) => ({
        properties: Object.fromEntries(
          fields.map(([key, schema, texts]) => [key, { ...schema, ...texts }]),
        ),
        required: fields.filter(([, , , required]) => required).map(([key]) => key),
      })),
    claudePairs.map((properties) => ({ properties, required: [] as string[] })),
  )
  .map(({ properties, required }) =>
    parseAcpElicitRequest({
      sessionId: 'sess-1',
      toolCallId: 'call-1',
      mode: 'form',
      message: 'Please answer the following questions.',
      requestedSchema: { type: 'object', properties, required },
    }),
  );

/**
 * AG-UI 1.0 interrupts as a run finishes with them: `input_required` (or a reason the protocol
 * does not name) with a `responseSchema` form of MCP's field types, a `confirmation` (Yes / No),
 * or a message alone (one free-text answer); some with a deadline far ahead.
 */
export const agUiInterrupt = fc
  .record({
    id: fc.stringMatching(/^int-[a-z0-9]{1,6}$/),
    reason: fc.constantFrom('input_required', 'confirmation', 'pick_a_plan'),
    message: questionText,
    fields: fc.option(
      fc.uniqueArray(
        fc.tuple(fc.stringMatching(/^[a-z][a-z_]{0,7}$/), field, titleAndDescription, fc.boolean()),
        { minLength: 1, maxLength: 4, selector: ([key]) => key },
      ),
      { nil: undefined },
    ),
    expires: fc.boolean(),
  })
  .map(({ id, reason, message, fields, expires }) => ({
    id,
    reason,
    message,
    ...(expires && { expiresAt: '2099-01-01T00:00:00Z' }),
    ...(fields && {
      responseSchema: {
        type: 'object',
        properties: Object.fromEntries(
          fields.map(([key, schema, texts]) => [key, { ...schema, ...texts }]),
        ),
        required: fields.filter(([, , , required]) => required).map(([key]) => key),
      },
    }),
  }));

/** The interrupts of `agUiInterrupt`, read by the dialect's parser. */
export const agUiInterruptRequest: fc.Arbitrary<AskRequest> = agUiInterrupt.map((interrupt) =>
  parseAgUiInterrupt(interrupt),
);

// ---------------------------------------------------------------------------------------------
// Answers

/**
 * Whether a person's text would read as an option rather than as their own answer. The reader's
 * rules, not bugs: a 1-based number within the options picks that option ("numbers come first");
 * an option's text picks it, case-insensitively, in its Markdown source or plain rendering, with
 * or without `(Recommended)`.
 */
function readsAsOption(question: AskQuestion, text: string): boolean {
  const n = parseOptionNumber(text);
  if (n !== null && n >= 1 && n <= question.options.length) return true;
  const loose = (s: string) => s.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
  const mine = loose(text);
  return question.options.some((o) => {
    const plain = plainLabel(o.label);
    const short = plain.replace(/\s*\(\s*recommended\s*\)\s*$/i, '');
    return [o.label, plain, short].some((form) => loose(form) === mine);
  });
}

/**
 * Free text a person types as their own answer. No separators of any kind (`,;:=-` and line
 * breaks): a multi-select reply splits on `,` `;`, a reply line is keyed when the text before a
 * `:` `=` `-` is a known key, and each question gets one line. All three are how a reply is
 * read, so text written with them is another reply, not this answer.
 */
const ownWords = fc.oneof(
  { weight: 3, arbitrary: fc.stringMatching(/^[a-z]{2,7}( [a-z]{2,7}){0,3}$/) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'ship it on friday',
      'ask the team first',
      '稍后再说',
      'after the 🚀 launch',
      'Staging but with a canary',
    ),
  },
);

const day = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2099-12-31T23:59:59Z'),
  noInvalidDate: true,
});

const FORMATS: Record<NonNullable<AskTextInput['format']>, fc.Arbitrary<string>> = {
  email: fc.stringMatching(/^[a-z]{1,8}(\.[a-z]{1,6})?@[a-z]{1,8}\.(com|org|dev)$/).filter(isEmail),
  uri: fc.stringMatching(/^https:\/\/[a-z]{1,8}\.(com|org)(\/[a-z0-9]{1,6}){0,2}$/).filter(isUri),
  date: day.map((d) => d.toISOString().slice(0, 10)).filter(isDate),
  'date-time': day.map((d) => d.toISOString()).filter(isDateTime),
};

/** A number within the bounds, as a person types it: an integer, or a quarter for `number`. */
function numberText(input: AskTextInput): fc.Arbitrary<string> {
  const low = input.min ?? (input.max ?? 0) - 50;
  const high = input.max ?? low + 100;
  const whole = fc.integer({ min: Math.ceil(low), max: Math.floor(high) }).map(String);
  if (input.kind === 'integer') return whole;
  const quarter = fc
    .integer({ min: Math.ceil(low * 4), max: Math.floor(high * 4) })
    .map((k) => String(k / 4));
  return fc.oneof(whole, quarter);
}

/**
 * Text the question accepts as its answer, or null where it takes none. Numbers and formatted
 * values only ever answer questions without options (no parser gives a typed field choices).
 */
function textFor(question: AskQuestion): fc.Arbitrary<string> | null {
  if (question.allowOther === false) return null;
  const input = question.input ?? {};
  if (input.kind === 'number' || input.kind === 'integer') return numberText(input);
  if (input.format) return FORMATS[input.format];
  if (input.pattern === PATTERN) return matchesPattern;
  const { minLength = 1, maxLength = Infinity } = input;
  return ownWords.filter((text) => {
    const length = codePointLength(text);
    return length >= minLength && length <= maxLength && !readsAsOption(question, text);
  });
}

/**
 * An answer the card records for the question: options within its selection bounds, text it
 * accepts, or nothing where it is optional. A radio with a default cannot be emptied on the card
 * (no option unchooses it), so "nothing" is not offered there.
 */
function answerFor(
  question: AskQuestion,
  required: boolean,
  start: AskEntry,
): fc.Arbitrary<Answer> {
  const n = question.options.length;
  const text = textFor(question);
  const canEmpty =
    !required &&
    (question.multiSelect || question.allowOther !== false || start.selected.length === 0);
  const nothing = fc.constant<Answer>({ selected: [], text: '' });
  const arbs: fc.Arbitrary<Answer>[] = canEmpty ? [nothing] : [];
  if (!question.multiSelect) {
    const weighted = arbs.map((arbitrary) => ({ weight: 1, arbitrary }));
    // Options twice as often: one option of one question is the button path too.
    if (n > 0)
      weighted.push({
        weight: 2,
        arbitrary: fc.nat(n - 1).map((i) => ({ selected: [i], text: '' })),
      });
    if (text) weighted.push({ weight: 1, arbitrary: text.map((t) => ({ selected: [], text: t })) });
    return fc.oneof(...weighted);
  }
  const low = Math.max(1, question.minSelections ?? 1);
  const high = question.maxSelections ?? Infinity;
  arbs.push(
    fc
      .record({
        selected: fc.subarray([...Array(n).keys()]),
        text: text ? fc.option(text, { nil: '' }) : fc.constant(''),
      })
      .filter((a) => {
        const count = a.selected.length + (a.text === '' ? 0 : 1);
        return count >= low && count <= high;
      }),
  );
  return fc.oneof(...arbs);
}

/** Whether a question is asked in the app only (a Codex secret): channels never ask it. */
export const isSecret = (question: AskQuestion): boolean => question.input?.secret === true;

/** What a recorded entry holds, as an answer. */
function recordedAnswer({ status, recorded }: AskEntry): Answer {
  if (status !== 'answered' || !recorded) return { selected: [], text: '' };
  const text = recorded.otherSelected ? recorded.otherText.trim() : '';
  return { selected: [...recorded.selected], text };
}

/**
 * One answer per question, at least one of the asked questions answered: a person who answers
 * nothing sends no reply (an empty one is refused as such). From `start` (a draft): a secret
 * already recorded there keeps its answer, since a chat never asks it.
 */
export function answersFor(
  request: AskRequest,
  start: AskState = createAskState(request),
): fc.Arbitrary<Answer[]> {
  const policy = getAskPolicy(request.dialect);
  const { questions } = request;
  if (questions.length === 0) return fc.constant([]);
  return fc
    .tuple(
      ...questions.map((q, i) => {
        const entry = start.entries[i]!;
        if (isSecret(q) && entry.status !== 'unanswered') return fc.constant(recordedAnswer(entry));
        return answerFor(q, isRequired(q, policy), entry);
      }),
    )
    .filter((answers) => {
      const asked = questions.flatMap((q, i) => (isSecret(q) ? [] : [answers[i]!]));
      return asked.length === 0 || asked.some((a) => !isEmpty(a));
    });
}

// ---------------------------------------------------------------------------------------------
// Drafts

const DRAFT_ACTS = [
  'toggle',
  'choose',
  'toggleOther',
  'selectOther',
  'setOtherText',
  'next',
  'skip',
] as const;

/** One click or keystroke on a draft: what, on which question. */
interface DraftStep {
  question: number;
  act: (typeof DRAFT_ACTS)[number];
  option: number;
  text: string;
}

function draftStep(request: AskRequest): fc.Arbitrary<DraftStep> {
  return fc.nat(request.questions.length - 1).chain((question) => {
    const q = request.questions[question]!;
    // Text the field takes, half-typed text, or a cleared field.
    const texts = [fc.constantFrom('', 'half typed', '7'), ...[textFor(q) ?? []].flat()];
    return fc.record({
      question: fc.constant(question),
      act: fc.constantFrom(...DRAFT_ACTS),
      option: fc.nat(Math.max(0, q.options.length - 1)),
      text: fc.oneof(...texts),
    });
  });
}

/**
 * A draft the card holds when a reply or a tap comes in: random clicks and typing on a fresh state
 * in `layout`, and Next and Skip in the stepper (which moves to a question before editing it; the
 * stacked layout edits it in place). A step that would end the prompt is left out: a draft is
 * still pending.
 */
export function draftState(request: AskRequest, layout: AskLayout): fc.Arbitrary<AskState> {
  const fresh = createAskState(request, undefined, { layout });
  if (request.questions.length === 0) return fc.constant(fresh);
  return fc.array(draftStep(request), { maxLength: 8 }).map((steps) =>
    steps.reduce((state, { question, act, option, text }) => {
      const stacked = state.layout === 'stacked';
      const target = stacked ? { question } : {};
      const events: AskEvent[] =
        stacked || state.cursor === question ? [] : [{ type: 'goTo', index: question }];
      if (act === 'toggle' || act === 'choose') events.push({ type: act, option, ...target });
      else if (act === 'setOtherText') events.push({ type: act, text, ...target });
      // The stacked card has one Submit, no Next or Skip per question.
      else if (act === 'next' || act === 'skip') events.push(...(stacked ? [] : [{ type: act }]));
      else events.push({ type: act, ...target });
      const next = events.reduce(askTransition, state);
      return next.status === 'pending' ? next : state;
    }, fresh),
  );
}
