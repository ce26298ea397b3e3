import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AskRequest } from '../types';
import {
  AskInputError,
  parseAskToolInput,
  parseAskUserInput,
  safeParseAskToolInput,
  safeParseAskUserInput,
  type AskSafeParseResult,
} from '../dialects';
import {
  ASK_USER_ID_PATTERN,
  ASK_USER_QUESTION_MAX_CHARS,
  MAX_REPORTED_ISSUES,
  QUESTION_MAX_CHARS,
} from './limits';
import { HEADER_MAX_CHARS } from '../adapters/ask-user/limits';
import { codePointLength, isBlank, readsAsOther, textKey } from './text';

const RUNS = 10_000;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Plain checks rather than expect(): this runs 40,000 times. */
function check(condition: boolean, what: string, value: unknown): asserts condition {
  if (!condition) throw new Error(`${what}: ${JSON.stringify(value)}`);
}

function checkRequest(request: AskRequest, dialect: AskRequest['dialect']) {
  check(request.dialect === dialect, 'dialect', request);
  check(request.questions.length >= 1, 'at least one question', request);
  const ids = new Set<string>();
  request.questions.forEach((q, i) => {
    if (dialect === 'asktool') {
      check(q.id === `q${i + 1}`, 'asktool ids are q1, q2, …', q);
      check(!('header' in q), 'no header in asktool', q);
    } else {
      check(ASK_USER_ID_PATTERN.test(q.id), 'id pattern', q);
      check(
        typeof q.header === 'string' && q.header !== '' && q.header === q.header.trim(),
        'header trimmed, not blank',
        q,
      );
      check(codePointLength(q.header!) <= HEADER_MAX_CHARS, 'header ≤ 12 code points', q);
      check(!LONE_SURROGATE.test(q.header!), 'no lone surrogate in the header', q);
    }
    check(!ids.has(q.id), 'unique ids', request);
    ids.add(q.id);
    const questionMax = dialect === 'asktool' ? QUESTION_MAX_CHARS : ASK_USER_QUESTION_MAX_CHARS;
    check(!isBlank(q.question) && codePointLength(q.question) <= questionMax, 'question', q);
    check(typeof q.multiSelect === 'boolean', 'multiSelect is a boolean', q);
    check(q.options.length >= (dialect === 'ask_user' ? 2 : 1), 'enough options', q);
    check(dialect === 'asktool' || q.options.length <= 4, 'at most 4 options', q);
    const keys = new Set<string>();
    for (const option of q.options) {
      check(
        !isBlank(option.label) && option.label === option.label.trim(),
        'label trimmed, not blank',
        option,
      );
      check(!keys.has(textKey(option.label)), 'labels unique under textKey', q);
      keys.add(textKey(option.label));
      check(
        dialect === 'asktool' || codePointLength(option.label) <= 64,
        'label ≤ 64 code points',
        option,
      );
      check(dialect === 'asktool' || !readsAsOther(option.label), 'no Other option', option);
      const extra = Object.keys(option).filter((key) => key !== 'label' && key !== 'description');
      check(extra.length === 0, 'options are { label, description? }', option);
      if ('description' in option)
        check(
          option.description !== '' && option.description === option.description!.trim(),
          'description',
          option,
        );
    }
  });
  if (dialect === 'asktool')
    check(!('timeoutSeconds' in request), 'no timeout in asktool', request);
  else
    check(
      Number.isInteger(request.timeoutSeconds) &&
        request.timeoutSeconds! >= 30 &&
        request.timeoutSeconds! <= 3600,
      'timeout in 30-3600',
      request,
    );
}

function checkResult(result: AskSafeParseResult, dialect: AskRequest['dialect']) {
  if (result.success) {
    checkRequest(result.data, dialect);
    return;
  }
  check(
    result.error instanceof AskInputError && result.error.name === 'AskInputError',
    'an AskInputError',
    result.error,
  );
  check(result.error.issues.length >= 1, 'at least one issue', result.error);
  for (const issue of result.error.issues) {
    check(
      Array.isArray(issue.path) &&
        issue.path.every((key) => typeof key === 'string' || typeof key === 'number'),
      'path',
      issue,
    );
    check(typeof issue.message === 'string' && issue.message.trim() !== '', 'message', issue);
  }
  const lines = result.error.message.split('\n').length;
  check(lines >= result.error.issues.length, 'a line per issue', result.error.message);
  check(
    result.error.issues.length <= MAX_REPORTED_ISSUES && lines <= MAX_REPORTED_ISSUES + 1,
    'at most 20 issues and a count',
    result.error.message,
  );
}

// Near-valid inputs: mostly well-formed, each part sometimes replaced by one of the edge cases
// the rules are about, so both the success path and every failure path are exercised.
const mostly = <T, U>(valid: fc.Arbitrary<T>, broken: fc.Arbitrary<U>) =>
  fc.oneof({ weight: 15, arbitrary: valid }, { weight: 1, arbitrary: broken });
const special = fc.constantFrom(
  '',
  ' ',
  ' \t\n',
  'Staging',
  ' staging ',
  'STAGING',
  'Other',
  ' other… ',
  'Other...',
  '😀',
  '🚀'.repeat(13),
  'Deployment target',
  '**bold**',
);
const long = fc
  .tuple(
    fc.constantFrom('x', '😀', 'é', ' '),
    // Around asktool's question limit, and ask_user's.
    fc.oneof(fc.integer({ min: 60, max: 305 }), fc.integer({ min: 3995, max: 4005 })),
  )
  .map(([char, n]) => char.repeat(n));
const text = fc.oneof(
  { weight: 12, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 14 }) },
  { weight: 2, arbitrary: special },
  { weight: 1, arbitrary: long },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);
const junk = fc.oneof(
  fc.constant(undefined),
  fc.integer(),
  fc.constant(null),
  fc.boolean(),
  fc.constant([]),
  text,
);
/** Sometimes an unknown key: stripped by asktool, rejected by ask_user. */
const withExtra = <T extends object>(arbitrary: fc.Arbitrary<T>) =>
  fc
    .tuple(
      arbitrary,
      mostly(fc.constant(undefined), fc.constantFrom('foo', 'icon', 'priority')),
      junk,
    )
    .map(([value, key, extra]) => (key === undefined ? value : { ...value, [key]: extra }));
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { freq: 2, nil: undefined });
const strip = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

const objectOption = withExtra(
  fc.record({ label: mostly(text, junk), description: maybe(mostly(text, junk)) }).map(strip),
);

const askToolInput = withExtra(
  fc.record({
    questions: fc.array(
      withExtra(
        fc
          .record({
            question: mostly(text, junk),
            options: mostly(
              fc.array(fc.oneof(text, objectOption), { minLength: 1, maxLength: 5 }),
              fc.oneof(fc.constant([]), junk),
            ),
            multiSelect: maybe(mostly(fc.boolean(), junk)),
          })
          .map(strip),
      ),
      { minLength: 0, maxLength: 4 },
    ),
  }),
);

const id = mostly(
  fc.stringMatching(/^[a-z][a-z0-9_]{0,6}$/),
  fc.oneof(fc.constantFrom('Deploy-Target', '1st', '', 'q1'), junk),
);
const askUserOptions = mostly(
  fc.array(objectOption, { minLength: 2, maxLength: 4 }),
  fc.oneof(fc.array(mostly(objectOption, junk), { minLength: 0, maxLength: 6 }), junk),
);
const askUserInput = withExtra(
  fc
    .record({
      questions: mostly(
        fc.array(
          withExtra(
            fc
              .record({
                id,
                header: mostly(text, junk),
                question: mostly(text, junk),
                options: askUserOptions,
                multiSelect: maybe(mostly(fc.boolean(), junk)),
              })
              .map(strip),
          ),
          { minLength: 1, maxLength: 3 },
        ),
        fc.oneof(fc.constant([]), junk),
      ),
      timeoutSeconds: maybe(
        mostly(
          fc.integer({ min: -100, max: 10_000 }),
          fc.constantFrom(12.5, Number.NaN, Number.POSITIVE_INFINITY, '60', 1e20, -0),
        ),
      ),
    })
    .map(strip),
);

const dialects = [
  {
    dialect: 'asktool' as const,
    safeParse: safeParseAskToolInput,
    parse: parseAskToolInput,
    nearValid: askToolInput as fc.Arbitrary<unknown>,
  },
  {
    dialect: 'ask_user' as const,
    safeParse: safeParseAskUserInput,
    parse: parseAskUserInput,
    nearValid: askUserInput as fc.Arbitrary<unknown>,
  },
];

// Huge and deep values, put where a model would put them: as the questions, as one question's
// options, or under a key no dialect knows.
const somewhere = (value: unknown, where: 'questions' | 'options' | 'question' | 'unknown') => {
  const question = {
    id: 'a',
    header: 'H',
    question: 'Q?',
    options: [{ label: 'A' }, { label: 'B' }],
  };
  if (where === 'questions') return { questions: value };
  if (where === 'options') return { questions: [{ ...question, options: value }] };
  if (where === 'question') return { questions: [{ ...question, extra: value }] };
  return { questions: [question], extra: value };
};
const place = fc.constantFrom(
  'questions' as const,
  'options' as const,
  'question' as const,
  'unknown' as const,
);
const item = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  objectOption,
  fc.constantFrom({}, { question: ' ', options: [null] }, { label: ' ' }),
);
/** Up to 300,000 copies of one item (sizes near the 100-item bound are common): a few MB as JSON. */
const hugeArray = fc
  .tuple(fc.oneof(fc.integer({ min: 95, max: 105 }), fc.integer({ min: 0, max: 300_000 })), item)
  .map(([length, element]) => Array(length).fill(element));
/** An array or object nested up to 100,000 deep. */
const deepValue = fc
  .tuple(fc.integer({ min: 1, max: 100_000 }), fc.boolean())
  .map(([depth, inArray]) => {
    let value: unknown = 'x';
    for (let i = 0; i < depth; i++) value = inArray ? [value] : { label: value };
    return value;
  });

describe.each(dialects)(
  '$dialect: the safe parser on any input',
  ({ dialect, safeParse, nearValid }) => {
    it(
      'fc.anything(): never throws; a valid request or an AskInputError with issues',
      { timeout: 60_000 },
      () => {
        fc.assert(
          fc.property(fc.anything(), (value) => checkResult(safeParse(value), dialect)),
          { numRuns: RUNS },
        );
      },
    );

    it(
      'near-valid inputs: never throws; every accepted request satisfies every invariant',
      { timeout: 60_000 },
      () => {
        let accepted = 0;
        fc.assert(
          fc.property(nearValid, (value) => {
            const result = safeParse(value);
            checkResult(result, dialect);
            if (result.success) accepted++;
          }),
          { numRuns: RUNS },
        );
        // The property must not be vacuous: a fair share of inputs reach the success path.
        expect(accepted).toBeGreaterThan(RUNS * 0.05);
      },
    );
  },
);

// Issue 10, case 6: whatever plain JSON arrives, the safe parser returns and the parser throws an AskInputError.
describe.each(dialects)(
  '$dialect: any JSON, huge arrays, deep nesting',
  ({ dialect, safeParse, parse }) => {
    /** The README's host: an AskInputError becomes the tool error, anything else propagates. */
    const checkParse = (value: unknown) => {
      try {
        parse(value);
      } catch (error) {
        check(error instanceof AskInputError, 'parse throws only AskInputError', String(error));
      }
    };

    it('fc.jsonValue(): never throws; a valid request or an AskInputError of at most 21 lines', () => {
      fc.assert(
        fc.property(fc.jsonValue(), (value) => {
          checkResult(safeParse(value), dialect);
          checkParse(value);
        }),
        { numRuns: 2_000 },
      );
    });

    it('arrays of up to 300,000 items anywhere: never throws; at most 21 lines', () => {
      fc.assert(
        fc.property(hugeArray, place, (array, where) => {
          const value = somewhere(array, where);
          checkResult(safeParse(value), dialect);
          checkParse(value);
        }),
        { numRuns: 60 },
      );
    });

    it('values nested up to 100,000 deep anywhere: never throws; at most 21 lines', () => {
      fc.assert(
        fc.property(deepValue, place, (deep, where) => {
          const value = somewhere(deep, where);
          checkResult(safeParse(value), dialect);
          checkParse(value);
        }),
        { numRuns: 30 },
      );
    });
  },
);
