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
import {
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

export { ASK_USER_QUESTION_DIALECT };

const AskUserQuestionOptionInput = z.object({
  label: optionLabel(AUQ_LABEL_MAX_CHARS),
  // Required in `sdk-tools.d.ts`; the CLI's alternate schema lets it out, so a card does too.
  description: z.optional(OptionDescription),
  preview: z.optional(boundedText(AUQ_PREVIEW_MAX_CHARS, 'shorten the preview')),
});

const AskUserQuestionQuestionInput = z.object({
  question: text('write the question', AUQ_QUESTION_MAX_CHARS, 'shorten it and retry'),
  // A chip: shown cut to 12, never a key, so any string will do (the CLI enforces no length).
  header: boundedText(
    HEADER_INPUT_MAX_CHARS,
    `shorten it to at most ${AUQ_HEADER_MAX_CHARS} characters`,
  ),
  options: z
    .array(AskUserQuestionOptionInput)
    .check(
      ...itemCount(
        ASK_USER_QUESTION_DIALECT,
        AUQ_MIN_OPTIONS,
        AUQ_MAX_OPTIONS,
        `offer ${AUQ_MIN_OPTIONS} to ${AUQ_MAX_OPTIONS} options (free text is always offered)`,
        `keep the ${AUQ_MAX_OPTIONS} most useful options, or split the question`,
      ),
    ),
  // Required in `sdk-tools.d.ts`; the CLI defaults it to false.
  multiSelect: z.optional(z.boolean()),
});

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
export const AskUserQuestionInputSchema = z
  .looseObject({
    questions: z
      .array(AskUserQuestionQuestionInput)
      .check(
        ...itemCount(
          ASK_USER_QUESTION_DIALECT,
          AUQ_MIN_QUESTIONS,
          AUQ_MAX_QUESTIONS,
          'ask one question',
          `ask the ${AUQ_MAX_QUESTIONS} most important questions now ` +
            'and the rest after their answers',
        ),
      ),
  })
  .check(unique(false, AUQ_MIN_OPTIONS), uniqueQuestions);
export type AskUserQuestionInputSchema = z.infer<typeof AskUserQuestionInputSchema>;

const OPTIONAL = {
  input: ['answers', 'annotations', 'metadata'],
  question: ['multiSelect'],
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

function toRequest(
  value: AskUserQuestionInputSchema,
  source: unknown,
  format: AskUserQuestionPreviewFormat,
): AskRequest {
  return {
    dialect: ASK_USER_QUESTION_DIALECT,
    questions: value.questions.map((q, i): AskQuestion => {
      const header = cutChip(q.header, AUQ_HEADER_MAX_CHARS);
      return {
        id: `q${i + 1}`,
        ...(header === undefined ? {} : { header }),
        question: q.question.trim(),
        options: q.options.map(({ label, description, preview }) => {
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
  return safeParseWith(
    AskUserQuestionInputSchema,
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
