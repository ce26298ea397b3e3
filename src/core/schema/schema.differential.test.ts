// Issue 15, "a schema that tells the truth": the JSON Schema a model is given (`inputSchema`) and
// the parser agree on every near-boundary input, except where a rule cannot be said in JSON
// Schema. Ajv (draft 2020-12, the draft the definitions declare) validates; `safeParse…` parses.
// Every disagreement must be explained by one of the inexpressible rules named below, and each
// is counted by name.
import Ajv2020 from 'ajv/dist/2020';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AskInputIssue } from './errors';
import {
  askToolDefinition,
  askUserToolDefinition,
  safeParseAskToolInput,
  safeParseAskUserInput,
  type AskSafeParseResult,
} from '../dialects';
import { MAX_INPUT_LENGTH } from './limits';
import { nullsAsAbsent, type AskOptionalFields } from './nulls';
import { isBlank, VISIBLE_PATTERN } from './text';

/** The rules JSON Schema cannot say, by the name a disagreement is counted under. */
const INEXPRESSIBLE = {
  /** `uniqueItems` compares JSON values; the parser compares labels (and ids) by `textKey`. */
  unique: 'labels unique under the text key, ids unique',
  other: 'no "Other" option in any spelling (ask_user)',
  /** A `pattern` cannot name code points outside the BMP portably (see `VISIBLE_PATTERN`). */
  astralBlank: 'blank made of invisible code points outside the BMP',
  size: `the whole input within ${MAX_INPUT_LENGTH} characters`,
  /** Not declared on purpose: the plain schema does not invite nulls; strict variants do. */
  nulls: 'null read as absent for an optional field',
} as const;
type Rule = keyof typeof INEXPRESSIBLE;

const visible = new RegExp(VISIBLE_PATTERN, 'u');

const valueAt = (input: unknown, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null
        ? (value as Record<string | number, unknown>)[key]
        : undefined,
    input,
  );

/** The inexpressible rule a parser issue is about, or null when JSON Schema could have said it. */
function ruleOf(input: unknown, issue: AskInputIssue): Rule | null {
  const { message } = issue;
  if (/ repeats questions\[\d+\]/.test(message)) return 'unique';
  if (message.includes('free text is always offered')) return 'other';
  if (message.includes(' characters as JSON; ')) return 'size';
  if (message.includes(' is blank: ')) {
    const value = valueAt(input, issue.path);
    if (typeof value === 'string' && isBlank(value) && visible.test(value)) return 'astralBlank';
  }
  return null;
}

interface Dialect {
  name: string;
  schema: object;
  safeParse: (input: unknown) => AskSafeParseResult;
  optional: AskOptionalFields;
  input: fc.Arbitrary<unknown>;
}

/** Compares Ajv and the parser on `runs` inputs; returns the disagreements counted by rule. */
function differential({ schema, safeParse, optional, input }: Dialect, runs: number) {
  // `strict: true` so that a keyword Ajv does not know fails here instead of being ignored.
  const validate = new Ajv2020({ strict: true, allErrors: true }).compile(schema);
  const counts: Record<Rule | 'agree' | 'valid', number> = {
    agree: 0,
    valid: 0,
    unique: 0,
    other: 0,
    astralBlank: 0,
    size: 0,
    nulls: 0,
  };
  fc.assert(
    fc.property(input, (value) => {
      const schemaSays = validate(value);
      const parsed = safeParse(value);
      if (schemaSays === parsed.success) {
        counts.agree++;
        if (parsed.success) counts.valid++;
        return true;
      }
      if (parsed.success) {
        // The schema refused what the parser took: only a null it reads as absent may explain it.
        if (!validate(nullsAsAbsent(value, optional))) return false;
        counts.nulls++;
        return true;
      }
      // The parser refused what the schema took: every issue must be an inexpressible rule's.
      const rules = parsed.error.issues.map((issue) => ruleOf(value, issue));
      if (rules.includes(null)) return false;
      for (const rule of new Set(rules)) counts[rule as Rule]++;
      return true;
    }),
    { numRuns: runs },
  );
  return counts;
}

// Near-boundary text: pieces a hostile or careless model sends, and lengths around each limit.
const PIECES = [
  'a',
  'Staging',
  'staging',
  'Ｓtaging',
  'Staging\u200B',
  'Café',
  'Cafe\u0301',
  ' ',
  '\t',
  '\n',
  '\u00A0',
  '\u3000',
  '\u0085',
  '\u200B',
  '\u202E',
  '\u2060',
  '\u3164',
  '\uFEFF',
  '\u00AD',
  '\uFE0F',
  '\u{E0041}',
  '\u{1D173}',
  '\u{1BCA0}',
  '😀',
  '\uD800',
  'Other',
  'Оther',
  '**Other**',
  'Others',
  'x',
];
const piece = fc.constantFrom(...PIECES);
const pad = fc.array(fc.constantFrom(' ', '\t', '\n', '\u3000', '\u200B'), { maxLength: 3 });
/** Around `limit` code points, padded with whitespace or invisibles on either side. */
const nearLimit = (limit: number) =>
  fc
    .tuple(pad, fc.integer({ min: limit - 2, max: limit + 2 }), fc.constantFrom('x', '😀'), pad)
    .map(([before, n, unit, after]) => `${before.join('')}${unit.repeat(n)}${after.join('')}`);
/** A short visible text from a small set, so that repeats (under the key or not) are common. */
const word = fc.constantFrom('Staging', 'staging', 'Prod', 'Ｐrod', 'Prod\u200E', 'Dev', 'Other');
/** Mostly a plain text (rarely a repeat); otherwise a hostile one, or one near a limit. */
const text = (...limits: number[]) =>
  fc.oneof(
    { weight: 60, arbitrary: fc.stringMatching(/^[A-Z][a-z]{1,6}(?: [a-z]{1,6})?$/) },
    { weight: 8, arbitrary: word },
    { weight: 2, arbitrary: fc.array(piece, { maxLength: 5 }).map((parts) => parts.join('')) },
    ...limits.map((limit) => ({ weight: 1, arbitrary: nearLimit(limit) })),
  );
/** An array of `items`, its length near `min` and `max`. */
const near = <T>(items: fc.Arbitrary<T>, min: number, max: number) =>
  fc.oneof(
    {
      weight: 24,
      arbitrary: fc.array(items, { minLength: min, maxLength: Math.min(max, min + 2) }),
    },
    {
      weight: 1,
      arbitrary: fc.array(items, { minLength: Math.max(0, min - 1), maxLength: min - 1 }),
    },
    { weight: 1, arbitrary: fc.array(items, { minLength: max - 1, maxLength: max + 1 }) },
  );
const optional = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: undefined });
/** `value` one time in 60, otherwise absent. */
const rarely = (value: unknown) =>
  fc.oneof(
    { weight: 59, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant(value) },
  );
/** A required field, missing one time in 60. */
const required = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: undefined, freq: 60 });
/** A record without its `undefined` values (an absent key, as JSON has it). */
const compact = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
const wrongType = fc.constantFrom<unknown>(42, true, null, [], {});

const toolOption = fc.oneof(
  { weight: 12, arbitrary: text(1000) },
  {
    weight: 3,
    arbitrary: fc
      .record({
        label: required(text(1000)),
        description: optional(
          fc.oneof(
            { weight: 20, arbitrary: text(1000) },
            { weight: 1, arbitrary: fc.constant(null) },
          ),
        ),
        icon: rarely('🚀'),
      })
      .map(compact),
  },
  { weight: 1, arbitrary: wrongType },
);
/** A value of the wrong type now and then. */
const typed = (value: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 60, arbitrary: value }, { weight: 1, arbitrary: wrongType });
const askToolInput = fc
  .record({
    questions: near(
      fc
        .record({
          question: required(typed(text(300))),
          options: required(near(toolOption, 1, 100)),
          multiSelect: optional(
            fc.oneof(
              { weight: 20, arbitrary: fc.boolean() },
              { weight: 1, arbitrary: fc.constantFrom(null, 'yes') },
            ),
          ),
        })
        .map(compact),
      1,
      100,
    ),
  })
  .map(compact);

const askUserOption = fc
  .record({
    label: required(typed(text(64))),
    description: optional(
      fc.oneof({ weight: 20, arbitrary: text(1000) }, { weight: 1, arbitrary: fc.constant(null) }),
    ),
    icon: rarely('🚀'),
  })
  .map(compact);
const askUserInput = fc
  .record({
    questions: near(
      fc
        .record({
          id: required(
            fc.oneof(
              {
                weight: 6,
                arbitrary: fc.constantFrom('deploy_target', 'env', 'region', 'a'.repeat(64)),
              },
              {
                weight: 1,
                arbitrary: fc.constantFrom<unknown>('a'.repeat(65), 'Deploy-Target', '', '1x', 42),
              },
            ),
          ),
          header: required(typed(text(12, 1000))),
          question: required(typed(text(300, 4000))),
          options: required(near(askUserOption, 2, 4)),
          multiSelect: optional(
            fc.oneof(
              { weight: 20, arbitrary: fc.boolean() },
              { weight: 1, arbitrary: fc.constantFrom(null, 'yes') },
            ),
          ),
        })
        .map(compact),
      1,
      3,
    ),
    timeoutSeconds: optional(
      fc.oneof(
        { weight: 10, arbitrary: fc.integer({ min: -10, max: 5000 }) },
        {
          weight: 1,
          arbitrary: fc.constantFrom<unknown>(29, 30, 3600, 3601, 1.5, 1e21, null, '900'),
        },
      ),
    ),
    extra: rarely(1),
  })
  .map(compact);

const DIALECTS: Dialect[] = [
  {
    name: 'asktool',
    schema: askToolDefinition.inputSchema,
    safeParse: safeParseAskToolInput,
    optional: { input: [], question: ['multiSelect'], option: ['description'] },
    input: askToolInput,
  },
  {
    name: 'ask_user',
    schema: askUserToolDefinition.inputSchema,
    safeParse: safeParseAskUserInput,
    optional: { input: ['timeoutSeconds'], question: ['multiSelect'], option: ['description'] },
    input: askUserInput,
  },
];

describe.each(DIALECTS)('$name: inputSchema (Ajv 2020) and the parser', (dialect) => {
  it(
    `agree on 3,000 near-boundary inputs, but for the named inexpressible rules (${Object.values(INEXPRESSIBLE).join('; ')})`,
    { timeout: 60_000 },
    () => {
      const counts = differential(dialect, 3000);
      if (process.env.ASK_DIFFERENTIAL_REPORT)
        process.stdout.write(`${dialect.name} ${JSON.stringify(counts)}\n`);
      // The generator reaches the boundaries: most inputs agree, and uniqueness is exercised.
      expect(counts.agree).toBeGreaterThan(1500);
      expect(counts.valid).toBeGreaterThan(300);
      expect(counts.unique).toBeGreaterThan(0);
      if (dialect.name === 'ask_user') expect(counts.other).toBeGreaterThan(0);
    },
  );
});

describe('each inexpressible rule, one input apiece: the schema takes it, the parser does not', () => {
  const tool = (options: unknown[], question = 'Where?') => ({
    questions: [{ question, options }],
  });
  const user = (labels: string[], header = 'Env') => ({
    questions: [
      {
        id: 'env',
        header,
        question: 'Where?',
        options: labels.map((label) => ({ label })),
      },
    ],
  });
  const toolSchema = new Ajv2020({ strict: true }).compile(askToolDefinition.inputSchema);
  const userSchema = new Ajv2020({ strict: true }).compile(askUserToolDefinition.inputSchema);
  it.each<[Rule, (input: unknown) => boolean, (input: unknown) => AskSafeParseResult, unknown]>([
    ['unique', toolSchema, safeParseAskToolInput, tool(['Café', 'Cafe\u0301'])],
    ['unique', userSchema, safeParseAskUserInput, user(['Prod', '\uFF30rod'])],
    ['other', userSchema, safeParseAskUserInput, user(['Staging', 'Prod', 'Оther'])],
    ['astralBlank', toolSchema, safeParseAskToolInput, tool(['a'], '\u{E0041}\u{E0042}')],
    ['astralBlank', userSchema, safeParseAskUserInput, user(['a', 'b'], '\u{1D173}')],
    [
      'size',
      toolSchema,
      safeParseAskToolInput,
      {
        questions: Array.from(
          { length: 100 },
          () => tool(['y'.repeat(999), 'z'.repeat(999), 'w'.repeat(999)], 'q').questions[0],
        ),
      },
    ],
  ])('%s', (rule, validate, safeParse, input) => {
    expect(validate(input)).toBe(true);
    const parsed = safeParse(input);
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(parsed.error.issues.map((issue) => ruleOf(input, issue))).toContain(rule);
  });

  it('null for an optional field: the parser reads it as absent, the plain schema refuses it', () => {
    const input = { questions: [{ question: 'Where?', options: ['a'], multiSelect: null }] };
    expect(toolSchema(input)).toBe(false);
    expect(safeParseAskToolInput(input).success).toBe(true);
  });
});

describe('what the schema now says as the parser does', () => {
  const userSchema = new Ajv2020({ strict: true }).compile(askUserToolDefinition.inputSchema);
  const input = (overrides: Record<string, unknown>, timeoutSeconds?: unknown) => ({
    questions: [
      {
        id: 'env',
        header: 'Env',
        question: 'Where?',
        options: [{ label: 'a' }, { label: 'b' }],
        ...overrides,
      },
    ],
    ...(timeoutSeconds === undefined ? {} : { timeoutSeconds }),
  });
  it.each([
    ['a header of whitespace and U+200B is blank to both', input({ header: ' \u200B ' }), false],
    [
      'a question of U+202E and a Hangul filler is blank to both',
      input({ question: '\u202E\u3164' }),
      false,
    ],
    [
      'a 64-character label with spaces around fits both',
      input({ options: [{ label: ` ${'x'.repeat(64)} ` }, { label: 'b' }] }),
      true,
    ],
    [
      'a 65-character label is too long for both',
      input({ options: [{ label: 'x'.repeat(65) }, { label: 'b' }] }),
      false,
    ],
    [
      '64 emoji are 64 characters to both',
      input({ options: [{ label: '😀'.repeat(64) }, { label: 'b' }] }),
      true,
    ],
    ['timeoutSeconds 5 is taken by both (and clamped to 30)', input({}, 5), true],
    ['timeoutSeconds 1.5 is refused by both', input({}, 1.5), false],
  ])('%s', (_name, value, valid) => {
    expect(userSchema(value)).toBe(valid);
    expect(safeParseAskUserInput(value).success).toBe(valid);
  });
});
