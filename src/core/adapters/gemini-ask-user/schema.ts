/**
 * Gemini CLI's `ask_user` tool input, checked by the CLI's own rules (its JSON Schema and
 * `validateToolParamValues`, `@google/gemini-cli-core` 0.61.0) and normalized as its
 * `createInvocation` does. Unknown keys are let through, as the CLI's schema does.
 *
 * Stricter than the CLI, each a bound of ask-cards' (`test/node/gemini-validation.test.ts` lists
 * them): lengths (question 4,000, header, label, description and placeholder 1,000 code points;
 * 100 ignored options on a `text` or `yesno` question; the whole input 256 K as JSON); a question
 * or a label must show something once unescaped (the CLI only refuses a label blank to `trim`);
 * option labels unique within their question as a user reads them. More lenient in one way, as
 * every dialect is: `null` in an optional field reads as absent (strict-mode models send it).
 */
import * as z from 'zod/mini';
import type { AskOption, AskQuestion, AskRequest } from '../../types';
import { labelKey } from '../../markdown/text';
import { formatAskInputPath } from '../../schema/errors';
import { isRecord } from '../../schema/guards';
import {
  safeParseWith,
  unwrap,
  type AskMissingHints,
  type AskSafeParseResult,
} from '../../schema/issues';
import { MAX_ITEMS } from '../../schema/limits';
import { boundedText, itemCount, OptionDescription, unique } from '../../schema/rules';
import { codePointLength, isBlank, quote } from '../../schema/text';
import { cutChip } from '../ask-user-question/chip';
import {
  GEMINI_HEADER_INPUT_MAX_CHARS,
  GEMINI_HEADER_MAX_CHARS,
  GEMINI_LABEL_MAX_CHARS,
  GEMINI_MAX_IGNORED_OPTIONS,
  GEMINI_MAX_OPTIONS,
  GEMINI_MAX_QUESTIONS,
  GEMINI_MIN_OPTIONS,
  GEMINI_MIN_QUESTIONS,
  GEMINI_PLACEHOLDER_MAX_CHARS,
  GEMINI_QUESTION_MAX_CHARS,
} from './limits';
import { GEMINI_ASK_USER_DIALECT } from './policy';
import type { GeminiQuestion, GeminiQuestionType } from './protocol';

export { GEMINI_ASK_USER_DIALECT };

/** How the CLI names itself in messages. */
const TOOL = "Gemini's ask_user";
const TYPES: readonly GeminiQuestionType[] = ['choice', 'text', 'yesno'];
const OPTIONS_EXAMPLE =
  '[{ "label": "OAuth 2.0", "description": "Industry standard, supports SSO" }, ' +
  '{ "label": "API key", "description": "Simple, for scripts" }]';

/**
 * The CLI's unescaping (`createInvocation`): a model that writes `\n` as two characters gets a
 * line break, `\r\n` first.
 */
export function unescapeGeminiText(text: string): string {
  return text.replace(/\\r\\n/g, '\n').replace(/\\n/g, '\n');
}

/** A text that must show something once unescaped, at most `max` code points as sent. */
const visibleText = (blank: string, max: number, fix: string, trimmed = false) =>
  z.string().check(
    z.check<string>((payload) => {
      const push = (message: string) =>
        payload.issues.push({ code: 'custom', input: payload.value, message, continue: true });
      // Unescaping only shortens: a text past the bound is not unescaped.
      const length = codePointLength(trimmed ? payload.value.trim() : payload.value);
      if (length > max) push(`is ${length} characters; the limit is ${max}: ${fix}`);
      else if (isBlank(unescapeGeminiText(payload.value))) push(`is blank: ${blank}`);
    }),
  );

const GeminiOptionInput = z.looseObject({
  label: visibleText(
    'write 1-5 words, e.g. "OAuth 2.0" (a label must be a non-empty string)',
    GEMINI_LABEL_MAX_CHARS,
    'shorten it to 1-5 words',
    true,
  ),
  description: OptionDescription,
});

const typeRule = z.check<string>((payload) => {
  if ((TYPES as readonly string[]).includes(payload.value)) return;
  payload.issues.push({
    code: 'custom',
    input: payload.value,
    message: `is ${quote(payload.value)}; it must be "choice" (with options), "text" or "yesno"`,
    continue: true,
  });
});

/**
 * The rules that depend on `type`, as the CLI's `validateToolParamValues` has them: a `choice`
 * question takes 2-4 options; `text` and `yesno` ignore theirs. Run even after a field failed,
 * so one pass reports everything.
 */
const typeRules = z.check<Record<string, unknown>>(
  (payload) => {
    const q = payload.value;
    if (!isRecord(q) || q.type !== 'choice') return;
    const report = (message: string): void => {
      payload.issues.push({ code: 'custom', input: q, path: ['options'], message, continue: true });
    };
    if (q.options === undefined)
      return report(
        `is missing: a "choice" question needs ${GEMINI_MIN_OPTIONS}-${GEMINI_MAX_OPTIONS} ` +
          `options, e.g. ${OPTIONS_EXAMPLE}; or make it type "text" or "yesno"`,
      );
    if (!Array.isArray(q.options) || q.options.length > GEMINI_MAX_IGNORED_OPTIONS) return;
    const count = q.options.length;
    if (count >= GEMINI_MIN_OPTIONS && count <= GEMINI_MAX_OPTIONS) return;
    const items = `${count} item${count === 1 ? '' : 's'}`;
    report(
      `has ${items}; type "choice" requires ${GEMINI_MIN_OPTIONS}-${GEMINI_MAX_OPTIONS}: ` +
        (count < GEMINI_MIN_OPTIONS
          ? 'add options, or make it type "text" or "yesno"'
          : `keep the ${GEMINI_MAX_OPTIONS} most useful ("Other" is added for you)`),
    );
  },
  { when: () => true },
);

const GeminiQuestionInput = z
  .looseObject({
    question: visibleText(
      'write the question, ending with a question mark',
      GEMINI_QUESTION_MAX_CHARS,
      'shorten it and retry',
    ),
    header: boundedText(GEMINI_HEADER_INPUT_MAX_CHARS, 'use a very short chip label, e.g. "Auth"'),
    type: z.string().check(typeRule),
    options: z.optional(
      z.array(GeminiOptionInput).check(
        // Bounded before any item is read, whatever the type.
        z.maxLength(GEMINI_MAX_IGNORED_OPTIONS, {
          error: (issue) =>
            `has ${(issue.input as unknown[]).length} items; the limit is ` +
            `${GEMINI_MAX_IGNORED_OPTIONS}: give a "choice" question ` +
            `${GEMINI_MIN_OPTIONS}-${GEMINI_MAX_OPTIONS} options, and "text" or "yesno" none`,
        }),
      ),
    ),
    multiSelect: z.optional(z.boolean()),
    placeholder: z.optional(boundedText(GEMINI_PLACEHOLDER_MAX_CHARS, 'shorten it')),
  })
  .check(typeRules);

/**
 * Option labels unique as the card shows them and the CLI answers with them: `unique` compares
 * them as sent, and the CLI's unescaping makes `Yes` and `Yes\n`, or `A\nB` and `A` + a line
 * break + `B`, one label, so an answer could not say which was chosen. Reports only the labels
 * `unique` does not (those not already sent alike).
 */
const uniqueOnceUnescaped = z.check<unknown>(
  (payload) => {
    const input = payload.value;
    if (!isRecord(input) || !Array.isArray(input.questions) || input.questions.length > MAX_ITEMS)
      return;
    input.questions.forEach((question: unknown, q) => {
      if (!isRecord(question) || !Array.isArray(question.options)) return;
      if (question.options.length > GEMINI_MAX_IGNORED_OPTIONS) return;
      // Past twice the bound a label is only reported for its length (rendering it costs time).
      const labels = (question.options as unknown[]).map((option) =>
        isRecord(option) &&
        typeof option.label === 'string' &&
        option.label.length <= 2 * GEMINI_LABEL_MAX_CHARS
          ? option.label
          : null,
      );
      const shown = labels.map((label) => (label === null ? '' : unescapeGeminiText(label).trim()));
      const keys = shown.map(labelKey);
      const left = new Set(keys.filter(Boolean)).size;
      const fix =
        'option labels must be unique as shown, with "\\n" a line break and the ends trimmed; ' +
        (left < GEMINI_MIN_OPTIONS ? 'rename one' : 'rename or remove one');
      const sent = new Set<string>();
      const first = new Map<string, number>();
      labels.forEach((label, o) => {
        const key = keys[o]!;
        if (label === null || key === '') return;
        const sentKey = labelKey(label);
        const at = first.get(key);
        if (at === undefined) first.set(key, o);
        else if (!sent.has(sentKey))
          payload.issues.push({
            code: 'custom',
            input,
            path: ['questions', q, 'options', o, 'label'],
            message:
              `${quote(label)} reads as ${quote(shown[o]!)}, which repeats ` +
              `${formatAskInputPath(['questions', q, 'options', at, 'label'])}: ${fix}`,
            continue: true,
          });
        sent.add(sentKey);
      });
    });
  },
  { when: () => true },
);

/**
 * Gemini CLI's `ask_user` input (`AskUserParams`): 1-4 questions of type `choice` (2-4 options),
 * `text` or `yesno`, every option with a label and a description. Its type is the published
 * shape (`type` one of `GeminiQuestionType`, which the schema checks). Parse with
 * `parseGeminiAskUserInput` to get an `AskRequest`.
 *
 * @example
 * const input: GeminiAskUserInput = {
 *   questions: [{ question: 'Deploy now?', header: 'Deploy', type: 'yesno' }],
 * };
 * GeminiAskUserInput.safeParse(input).success // true
 */
export const GeminiAskUserInput = z
  .looseObject({
    questions: z
      .array(GeminiQuestionInput)
      .check(
        ...itemCount(
          TOOL,
          GEMINI_MIN_QUESTIONS,
          GEMINI_MAX_QUESTIONS,
          'ask at least one question',
          `ask the ${GEMINI_MAX_QUESTIONS} most important questions now ` +
            'and the rest after their answers',
        ),
      ),
  })
  // Typed as published: the checks above let through only a `type` the CLI knows.
  .check(unique(false, GEMINI_MIN_OPTIONS), uniqueOnceUnescaped) as z.ZodMiniType<{
  questions: GeminiQuestion[];
}>;
export type GeminiAskUserInput = z.infer<typeof GeminiAskUserInput>;

/** Optional fields a strict-mode model sends as `null`: read as absent. */
const OPTIONAL = {
  input: [],
  question: ['options', 'multiSelect', 'placeholder'],
  option: [],
} as const;

const MISSING: AskMissingHints = {
  questions:
    `an array of ${GEMINI_MIN_QUESTIONS}-${GEMINI_MAX_QUESTIONS} questions, e.g. ` +
    '[{ "question": "Which auth method?", "header": "Auth", "type": "choice", ' +
    `"options": ${OPTIONS_EXAMPLE} }]`,
  question: 'the question to ask, e.g. "Which auth method should we use?"',
  header: 'a very short chip label, e.g. "Auth"',
  type: '"choice" (with 2-4 options), "text" or "yesno" (it has no default)',
  label: 'the text of the choice (1-5 words), e.g. "OAuth 2.0"',
  description: 'a brief explanation of the choice ("" if none), e.g. "Supports SSO"',
};

const YES_NO: readonly AskOption[] = [{ label: 'Yes' }, { label: 'No' }];

/** An option as the card shows it; `value` keeps the label as the CLI would answer it. */
function toOption(option: { label: string; description: string }): AskOption {
  const exact = unescapeGeminiText(option.label);
  const label = exact.trim();
  const detail = option.description.trim();
  return {
    label,
    ...(detail && !isBlank(detail) ? { description: unescapeGeminiText(detail) } : {}),
    ...(exact === label ? {} : { value: exact }),
  };
}

function toQuestion(q: GeminiQuestion, index: number): AskQuestion {
  const type = q.type;
  const header = q.header ? cutChip(unescapeGeminiText(q.header), GEMINI_HEADER_MAX_CHARS) : '';
  const placeholder = q.placeholder ? unescapeGeminiText(q.placeholder) : '';
  return {
    // The answer key: the CLI keys answers by the question's index.
    id: String(index),
    ...(header ? { header } : {}),
    question: unescapeGeminiText(q.question).trim(),
    options:
      type === 'choice' ? (q.options ?? []).map(toOption) : type === 'yesno' ? [...YES_NO] : [],
    multiSelect: type === 'choice' && q.multiSelect === true,
    // "Other" on choice and yesno; a text question is its free text.
    allowOther: true,
    ...(placeholder && !isBlank(placeholder) ? { input: { placeholder } } : {}),
  };
}

/**
 * `parseGeminiAskUserInput` without throwing.
 *
 * @example
 * const parsed = safeParseGeminiAskUserInput(params);
 * if (!parsed.success) return { llmContent: parsed.error.message, error: … };
 */
export function safeParseGeminiAskUserInput(input: unknown): AskSafeParseResult {
  return safeParseWith(
    GeminiAskUserInput,
    (value): AskRequest => ({
      dialect: GEMINI_ASK_USER_DIALECT,
      questions: value.questions.map(toQuestion),
    }),
    input,
    MISSING,
    OPTIONAL,
  );
}

/**
 * Validate a Gemini CLI `ask_user` input and normalize it: ids `"0"`, `"1"`, … (the answer
 * keys); literal `\n` unescaped as the CLI does; `choice` → its options plus "Other", `text` →
 * free text only, `yesno` → Yes / No plus "Other"; `placeholder` the free-text field's; headers
 * cut to a 12-character chip; `unconstrainedHeight` ignored.
 *
 * @throws AskInputError naming each problem and how to fix it.
 * @example
 * parseGeminiAskUserInput({
 *   questions: [{ question: 'Deploy now?', header: 'Deploy', type: 'yesno' }],
 * });
 * // { dialect: 'gemini-ask-user', questions: [{ id: '0', header: 'Deploy',
 * //   question: 'Deploy now?', options: [{ label: 'Yes' }, { label: 'No' }], … }] }
 */
export function parseGeminiAskUserInput(input: unknown): AskRequest {
  return unwrap(safeParseGeminiAskUserInput(input));
}
