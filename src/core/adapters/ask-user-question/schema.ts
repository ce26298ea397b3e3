/**
 * The `AskUserQuestion` dialect: the Claude Agent SDK's ask tool, as `canUseTool` receives its
 * input. Unknown keys are let through (the CLI adds fields across releases) and kept in the
 * request's `source`, so the result can echo the input unchanged.
 */
import * as z from 'zod/mini';
import type { AskQuestion, AskRequest } from '../../types';
import { quote, textKey } from '../../schema/text';
import { formatAskInputPath } from '../../schema/errors';
import {
  safeParseWith,
  unwrap,
  type AskMissingHints,
  type AskSafeParseResult,
} from '../../schema/issues';
import { HEADER_INPUT_MAX_CHARS, MAX_ITEMS } from '../../schema/limits';
import {
  boundedText,
  itemCount,
  OptionDescription,
  optionLabel,
  text,
  unique,
} from '../../schema/rules';
import { isBlank } from '../../schema/text';
import { cutChip } from './chip';
import { isExtendedAskUserQuestionInput } from './extended';
import {
  AUQ_ANSWER_MAX_CHARS,
  AUQ_DESCRIPTION_MAX_CHARS,
  AUQ_PLACEHOLDER_MAX_CHARS,
  AUQ_TITLE_MAX_CHARS,
  AUQ_UNIT_MAX_CHARS,
  AUQ_HEADER_MAX_CHARS,
  AUQ_MAX_OPTIONS,
  AUQ_MAX_QUESTIONS,
  AUQ_MIN_OPTIONS,
  AUQ_MIN_QUESTIONS,
  AUQ_NOTES_MAX_CHARS,
  AUQ_PREVIEW_MAX_CHARS,
  AUQ_QUESTION_MAX_CHARS,
  AUQ_LABEL_MAX_CHARS,
} from './limits';
import type { AskUserQuestionPreviewFormat } from './sdk';

import { ASK_USER_QUESTION_DIALECT } from './policy';
import { isRecord } from '../../schema/guards';
import { labelKey } from '../../markdown/text';
import { ASK_USER_QUESTION_NO_PREFERENCE } from './result';

export { ASK_USER_QUESTION_DIALECT };

const AskUserQuestionOptionInput = z.object({
  label: optionLabel(AUQ_LABEL_MAX_CHARS),
  // Required in `sdk-tools.d.ts`; the CLI's alternate schema lets it out, so a card does too.
  description: z.optional(OptionDescription),
  preview: z.optional(boundedText(AUQ_PREVIEW_MAX_CHARS, 'shorten the preview')),
});

const OPTIONS_TOO_FEW =
  `offer ${AUQ_MIN_OPTIONS} to ${AUQ_MAX_OPTIONS} options ` + '(free text is always offered)';
const OPTIONS_TOO_MANY = `keep the ${AUQ_MAX_OPTIONS} most useful options, or split the question`;

const questionFields = {
  question: text('write the question', AUQ_QUESTION_MAX_CHARS, 'shorten it and retry'),
  // A chip: shown cut to 12, never a key, so any string will do (the CLI enforces no length).
  header: boundedText(
    HEADER_INPUT_MAX_CHARS,
    `shorten it to at most ${AUQ_HEADER_MAX_CHARS} characters`,
  ),
  // Required in `sdk-tools.d.ts`; the CLI defaults it to false.
  multiSelect: z.optional(z.boolean()),
};

const AskUserQuestionQuestionInput = z.object({
  ...questionFields,
  options: z
    .array(AskUserQuestionOptionInput)
    .check(
      ...itemCount(
        ASK_USER_QUESTION_DIALECT,
        AUQ_MIN_OPTIONS,
        AUQ_MAX_OPTIONS,
        OPTIONS_TOO_FEW,
        OPTIONS_TOO_MANY,
      ),
    ),
});

const QUESTION_KINDS = ['choice', 'text', 'number'] as const;

const shortText = (max: number) => z.optional(boundedText(max, `shorten it to ${max} characters`));

/**
 * The per-kind rules of an extended question (PROTOCOLS-DRIFT §2.2): choice 2-4 options; text
 * and number none; a number's `min` and `max` required, `min` ≤ `max`, `step` above 0 and
 * `defaultValue` within the bounds. Run even after a field failed, so one pass says everything.
 */
const kindRules = z.check<Record<string, unknown>>(
  (payload) => {
    const q = payload.value;
    if (!isRecord(q)) return;
    const report = (path: string, message: string): void => {
      payload.issues.push({ code: 'custom', input: q, path: [path], message, continue: true });
    };
    const kind = q.kind ?? 'choice';
    if (typeof kind !== 'string' || !(QUESTION_KINDS as readonly string[]).includes(kind)) {
      const got = typeof kind === 'string' ? JSON.stringify(kind) : `a ${typeof kind}`;
      return report('kind', `is ${got}; it must be "choice", "text" or "number"`);
    }
    const count = Array.isArray(q.options) ? q.options.length : 0;
    if (kind === 'choice') {
      if (count >= AUQ_MIN_OPTIONS && count <= AUQ_MAX_OPTIONS) return;
      const fix = count < AUQ_MIN_OPTIONS ? OPTIONS_TOO_FEW : OPTIONS_TOO_MANY;
      const items = `${count} item${count === 1 ? '' : 's'}`;
      const range = `${AUQ_MIN_OPTIONS}-${AUQ_MAX_OPTIONS}`;
      return report(
        'options',
        `has ${items}; ${ASK_USER_QUESTION_DIALECT} allows ${range}: ${fix}` +
          (count === 0 ? ', or ask it as kind "text"' : ''),
      );
    }
    if (count > 0)
      report(
        'options',
        `has ${count} item${count === 1 ? '' : 's'}; a ${kind} question takes no options: ` +
          'remove them, or make it kind "choice"',
      );
    if (kind !== 'number') return;
    const finite = (key: string) => (Number.isFinite(q[key]) ? (q[key] as number) : undefined);
    if (q.min === undefined)
      report('min', 'is required for a number question: add the least value, e.g. "min": 0');
    if (q.max === undefined)
      report('max', 'is required for a number question: add the greatest value, e.g. "max": 10');
    const [min, max, step, start] = [
      finite('min'),
      finite('max'),
      finite('step'),
      finite('defaultValue'),
    ];
    if (min !== undefined && max !== undefined && max < min)
      report('max', `is below min (${min}): make max at least min`);
    if (step !== undefined && step <= 0)
      report('step', `is ${step}; it must be greater than 0: give the size of one step, e.g. 1`);
    if (start !== undefined && min !== undefined && max !== undefined && min <= max)
      if (start < min || start > max)
        report(
          'defaultValue',
          `is ${start}; it must be between ${min} and ${max} (min and max): ` +
            'change it or leave it out',
        );
  },
  { when: () => true },
);

/** A finite number (not a numeric string): a number question's bounds, step and default. */
const numberField = z.optional(
  z.custom<number>((value) => typeof value === 'number' && Number.isFinite(value), {
    error: (issue) => {
      const got = issue.input;
      const kind = Array.isArray(got)
        ? 'an array'
        : got === null
          ? 'null'
          : typeof got === 'object'
            ? 'an object'
            : `a ${typeof got}`;
      return `must be a number, not ${kind}`;
    },
  }),
);

/** An extended question (`CLAUDE_CODE_QUESTION_EXTENDED`): a choice, a text or a number. */
const ExtendedQuestionInput = z
  .object({
    ...questionFields,
    kind: z.optional(z.string()),
    description: shortText(AUQ_DESCRIPTION_MAX_CHARS),
    // The CLI defaults it to [].
    options: z.optional(z.array(AskUserQuestionOptionInput)),
    placeholder: shortText(AUQ_PLACEHOLDER_MAX_CHARS),
    min: numberField,
    max: numberField,
    step: numberField,
    defaultValue: numberField,
    unit: shortText(AUQ_UNIT_MAX_CHARS),
  })
  .check(kindRules);
type ExtendedQuestionInput = z.infer<typeof ExtendedQuestionInput>;

const NO_PREFERENCE_KEY = labelKey(ASK_USER_QUESTION_NO_PREFERENCE);

/**
 * The CLI's skip text is no option (it refuses one so labelled): compared as labels are, so a
 * spelling a user reads as it is refused too.
 */
const noSkipLabel = z.check<unknown>(
  (payload) => {
    const { value } = payload;
    if (!isRecord(value) || !Array.isArray(value.questions)) return;
    if (value.questions.length > MAX_ITEMS) return;
    value.questions.forEach((question: unknown, q) => {
      if (!isRecord(question) || !Array.isArray(question.options)) return;
      if (question.options.length > MAX_ITEMS) return;
      question.options.forEach((option: unknown, o) => {
        if (!isRecord(option) || typeof option.label !== 'string') return;
        if (option.label.length > 2 * AUQ_LABEL_MAX_CHARS) return;
        if (labelKey(option.label) !== NO_PREFERENCE_KEY) return;
        payload.issues.push({
          code: 'custom',
          input: value,
          path: ['questions', q, 'options', o, 'label'],
          message:
            `${quote(option.label)} is reserved for a skipped question ` +
            '(every question can be skipped): rename the option',
          continue: true,
        });
      });
    });
  },
  { when: () => true },
);

/** Question texts key the answers: two a user cannot tell apart are one question. */
const uniqueQuestions = z.check<unknown>(
  (payload) => {
    const { value } = payload;
    if (!isRecord(value) || !Array.isArray(value.questions)) return;
    if (value.questions.length > MAX_ITEMS) return;
    const seen = new Map<string, number>();
    value.questions.forEach((question: unknown, q) => {
      if (!isRecord(question) || typeof question.question !== 'string') return;
      const key = textKey(question.question);
      if (key === '') return;
      const first = seen.get(key);
      if (first === undefined) return void seen.set(key, q);
      payload.issues.push({
        code: 'custom',
        input: value,
        path: ['questions', q, 'question'],
        message:
          `${quote(question.question)} repeats ` +
          `${formatAskInputPath(['questions', first, 'question'])}: ` +
          'question texts must be unique (answers are keyed by them); merge or rephrase one',
        continue: true,
      });
    });
  },
  { when: () => true },
);

/**
 * The `AskUserQuestion` tool input (`AskUserQuestionInput` of the Claude Agent SDK), validated by
 * the CLI's rules: 1-4 questions with unique texts, 2-4 options with labels unique within their
 * question. Parse with `parseAskUserQuestionInput` to get an `AskRequest`.
 */
const questionList = <Q extends z.ZodMiniType>(question: Q) =>
  z
    .array(question)
    .check(
      ...itemCount(
        ASK_USER_QUESTION_DIALECT,
        AUQ_MIN_QUESTIONS,
        AUQ_MAX_QUESTIONS,
        'ask one question',
        `ask the ${AUQ_MAX_QUESTIONS} most important questions now ` +
          'and the rest after their answers',
      ),
    );

export const AskUserQuestionInputSchema = z
  .looseObject({ questions: questionList(AskUserQuestionQuestionInput) })
  .check(unique(false, AUQ_MIN_OPTIONS), uniqueQuestions, noSkipLabel);
export type AskUserQuestionInputSchema = z.infer<typeof AskUserQuestionInputSchema>;

/**
 * The extended input (`CLAUDE_CODE_QUESTION_EXTENDED`, PROTOCOLS-DRIFT §2.2): a `title`, and
 * questions of `kind` `"choice"` (2-4 options, the default), `"text"` or `"number"` (no options;
 * a number between `min` and `max`). `safeParseAskUserQuestionInput` uses it for an input with a
 * `title` or a question with a `kind`.
 */
export const AskUserQuestionExtendedInputSchema = z
  .looseObject({
    title: shortText(AUQ_TITLE_MAX_CHARS),
    questions: questionList(ExtendedQuestionInput),
  })
  .check(unique(false, AUQ_MIN_OPTIONS), uniqueQuestions, noSkipLabel);
export type AskUserQuestionExtendedInputSchema = z.infer<typeof AskUserQuestionExtendedInputSchema>;

const OPTIONAL = {
  input: ['answers', 'annotations', 'metadata', 'title'],
  question: [
    'multiSelect',
    'kind',
    'description',
    'placeholder',
    'min',
    'max',
    'step',
    'defaultValue',
    'unit',
  ],
  option: ['description', 'preview'],
} as const;

const MISSING: AskMissingHints = {
  questions:
    `an array of ${AUQ_MIN_QUESTIONS}-${AUQ_MAX_QUESTIONS} questions, ` +
    'e.g. [{ "question": "Which library should we use?", "header": "Library", ' +
    '"options": [{ "label": "date-fns", "description": "Small, tree-shakable" }, ' +
    '{ "label": "Luxon", "description": "Time zones built in" }], "multiSelect": false }]',
  question: 'the question to ask, e.g. "Which library should we use for date formatting?"',
  header: `a chip label of at most ${AUQ_HEADER_MAX_CHARS} characters, e.g. "Library"`,
  options:
    `${AUQ_MIN_OPTIONS}-${AUQ_MAX_OPTIONS} choices, ` +
    'e.g. [{ "label": "date-fns", "description": "Small" }, ' +
    '{ "label": "Luxon", "description": "Time zones" }]',
  label: 'the text of the choice (1-5 words), e.g. "date-fns"',
};

export interface AskUserQuestionParseOptions {
  /**
   * How previews read: the session's `toolConfig.askUserQuestion.previewFormat`. An `html`
   * preview is shown as its source text, never as HTML.
   * @default 'markdown'
   */
  previewFormat?: AskUserQuestionPreviewFormat;
}

/**
 * A JSON copy of the input as received, so a host that mutates its object later changes nothing.
 * What JSON cannot copy (a cycle under an unknown key) never came from the CLI: kept as given.
 */
function copy(input: unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(input)) as unknown;
  } catch {
    return input;
  }
}

/** A shown text, trimmed; undefined when it shows nothing. */
const shown = (value: string | undefined) =>
  value !== undefined && !isBlank(value) ? value.trim() : undefined;

/** An extended question's own fields: its description, and a text or number field. */
function extendedFields(q: ExtendedQuestionInput): Partial<AskQuestion> {
  const description = shown(q.description);
  const placeholder = shown(q.placeholder);
  const fields: Partial<AskQuestion> = description === undefined ? {} : { description };
  const hint = placeholder === undefined ? {} : { placeholder };
  if (q.kind === 'text')
    return {
      ...fields,
      multiSelect: false,
      input: { kind: 'text', maxLength: AUQ_ANSWER_MAX_CHARS, ...hint },
    };
  if (q.kind !== 'number')
    return {
      ...fields,
      ...(placeholder ? { input: { maxLength: AUQ_NOTES_MAX_CHARS, ...hint } } : {}),
    };
  const unit = shown(q.unit);
  return {
    ...fields,
    multiSelect: false,
    // A slider's step where the model gives none: 1, as HTML's number and range inputs.
    input: {
      kind: 'number',
      min: q.min,
      max: q.max,
      step: q.step ?? 1,
      ...(unit ? { unit } : {}),
      ...hint,
    },
    ...(q.defaultValue === undefined ? {} : { default: { text: String(q.defaultValue) } }),
  };
}

function toRequest(
  value: AskUserQuestionInputSchema | AskUserQuestionExtendedInputSchema,
  source: unknown,
  format: AskUserQuestionPreviewFormat,
): AskRequest {
  // The same reading that chose the schema.
  const extended = isExtendedAskUserQuestionInput(source);
  const title = extended ? shown(value.title as string | undefined) : undefined;
  return {
    dialect: ASK_USER_QUESTION_DIALECT,
    ...(title === undefined ? {} : { title }),
    ...(extended ? { followUp: true } : {}),
    questions: value.questions.map((q: ExtendedQuestionInput, i): AskQuestion => {
      const header = cutChip(q.header, AUQ_HEADER_MAX_CHARS);
      return {
        id: `q${i + 1}`,
        ...(header === undefined ? {} : { header }),
        question: q.question.trim(),
        options: (q.options ?? []).map(({ label, description, preview }) => {
          const detail = description?.trim();
          return {
            label: label.trim(),
            ...(detail && !isBlank(detail) ? { description: detail } : {}),
            ...(preview !== undefined && !isBlank(preview)
              ? { preview: { format, content: preview } }
              : {}),
          };
        }),
        multiSelect: q.multiSelect ?? false,
        // The free text becomes the answer or its notes: the CLI caps notes at 8,192.
        input: { maxLength: AUQ_NOTES_MAX_CHARS },
        ...(extended ? extendedFields(q) : {}),
      };
    }),
    source: copy(source),
  };
}

/**
 * `parseAskUserQuestionInput` without throwing.
 *
 * @example
 * const parsed = safeParseAskUserQuestionInput(input);
 * if (!parsed.success) return { behavior: 'deny', message: parsed.error.message };
 */
export function safeParseAskUserQuestionInput(
  input: unknown,
  options: AskUserQuestionParseOptions = {},
): AskSafeParseResult {
  const format = options.previewFormat ?? 'markdown';
  return safeParseWith<AskUserQuestionInputSchema | AskUserQuestionExtendedInputSchema>(
    (plain) =>
      isExtendedAskUserQuestionInput(plain)
        ? AskUserQuestionExtendedInputSchema
        : AskUserQuestionInputSchema,
    (value, plain) => toRequest(value, plain, format),
    input,
    MISSING,
    OPTIONAL,
  );
}

/**
 * Validate the input of `canUseTool('AskUserQuestion', input)` and normalize it: ids `q1`, `q2`,
 * … in order; headers cut to a 12-character chip (never inside a character); labels and
 * descriptions trimmed; `multiSelect` defaulted to false. The request keeps the input as it came
 * (`source`): `toAskUserQuestionResult` echoes it, keyed by the exact question texts.
 *
 * @throws AskInputError listing the issues, one sentence each, ready for a `deny` message.
 * @example
 * const request = parseAskUserQuestionInput(input);
 * // { dialect: 'AskUserQuestion',
 * //   questions: [{ id: 'q1', header: 'Library', … }], source: input }
 */
export function parseAskUserQuestionInput(
  input: unknown,
  options?: AskUserQuestionParseOptions,
): AskRequest {
  return unwrap(safeParseAskUserQuestionInput(input, options));
}
