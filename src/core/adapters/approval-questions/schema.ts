/**
 * The `assistant-ui-questions` dialect: the `approval` of an assistant-ui tool-call part with
 * `display: "questions"` (`ToolCallMessagePart.approval`). The host writes it, not a model, so
 * unknown keys and the members a questionnaire does not read (`approved`, `answers`,
 * `resolution`…) are let through.
 */
import * as z from 'zod/mini';
import { formatAskInputPath } from '../../schema/errors';
import { isRecord } from '../../schema/guards';
import {
  safeParseWith,
  unwrap,
  type AskMissingHints,
  type AskSafeParseResult,
} from '../../schema/issues';
import { HEADER_INPUT_MAX_CHARS, MAX_ITEMS } from '../../schema/limits';
import { toAskOption } from '../../schema/normalize';
import {
  boundedText,
  itemCount,
  OptionDescription,
  optionLabel,
  text,
  unique,
} from '../../schema/rules';
import { isBlank, quote } from '../../schema/text';
import type { AskQuestion, AskRequest } from '../../types';
import { cutChip } from '../ask-user-question/chip';
import { ASSISTANT_UI_QUESTIONS_DIALECT } from './policy';

export { ASSISTANT_UI_QUESTIONS_DIALECT };

/** A chip; longer headers are shown cut (assistant-ui sets no limit). */
export const AUQ_HEADER_MAX_CHARS = 24;
/** A question or option id: it keys the answers. */
export const AUQ_ID_MAX_CHARS = 256;
export const AUQ_PROMPT_MAX_CHARS = 1000;
export const AUQ_LABEL_MAX_CHARS = 1000;
/** The approval's own `prompt`, shown as plain text above the questions. */
export const AUQ_MESSAGE_MAX_CHARS = 2000;

const Option = z.looseObject({
  id: boundedText(AUQ_ID_MAX_CHARS, 'use a shorter option id', {
    empty: 'give every option an id',
  }),
  label: optionLabel(AUQ_LABEL_MAX_CHARS),
  description: z.optional(OptionDescription),
});

const Question = z.looseObject({
  id: boundedText(AUQ_ID_MAX_CHARS, 'use a shorter question id', {
    empty: 'give the question an id',
  }),
  prompt: text('write the question', AUQ_PROMPT_MAX_CHARS, 'shorten it'),
  header: z.optional(boundedText(HEADER_INPUT_MAX_CHARS, `shorten it to ${AUQ_HEADER_MAX_CHARS}`)),
  // Absent or empty: a question answered by typed text.
  options: z.optional(
    z
      .array(Option)
      .check(
        ...itemCount(
          ASSISTANT_UI_QUESTIONS_DIALECT,
          0,
          MAX_ITEMS,
          '',
          `keep the ${MAX_ITEMS} most useful options`,
        ),
      ),
  ),
  multiple: z.optional(z.boolean()),
  allowFreeform: z.optional(z.boolean()),
});

/**
 * `display` must be `"questions"`: the other displays are decisions, answered with `approved`
 * or an `optionId`, which a card of questions cannot give.
 */
const Display = z.string().check(
  z.check<string>((payload) => {
    if (payload.value !== 'questions')
      payload.issues.push({
        code: 'custom',
        input: payload.value,
        message:
          `is ${quote(payload.value)}: only a display "questions" approval is a ` +
          'questionnaire; render other approvals as a decision',
        continue: true,
      });
  }),
);

/** Option ids are unique within their question: the answers record them. */
const uniqueOptionIds = z.check<unknown>(
  (payload) => {
    const input = payload.value;
    if (!isRecord(input) || !Array.isArray(input.questions)) return;
    if (input.questions.length > MAX_ITEMS) return;
    input.questions.forEach((question: unknown, q) => {
      if (!isRecord(question) || !Array.isArray(question.options)) return;
      if (question.options.length > MAX_ITEMS) return;
      const seen = new Map<string, number>();
      question.options.forEach((option: unknown, o) => {
        if (!isRecord(option) || typeof option.id !== 'string' || option.id === '') return;
        const first = seen.get(option.id);
        if (first === undefined) return void seen.set(option.id, o);
        const at = formatAskInputPath(['questions', q, 'options', first, 'id']);
        payload.issues.push({
          code: 'custom',
          input,
          path: ['questions', q, 'options', o, 'id'],
          message: `${quote(option.id)} repeats ${at}: option ids must be unique; rename one`,
          continue: true,
        });
      });
    });
  },
  { when: () => true },
);

/** The `approval` of a tool-call part with `display: "questions"`. */
export const ApprovalQuestionsSchema = z
  .looseObject({
    id: z.string(),
    prompt: z.optional(
      boundedText(AUQ_MESSAGE_MAX_CHARS, `shorten it to ${AUQ_MESSAGE_MAX_CHARS} characters`),
    ),
    display: Display,
    dismissible: z.optional(z.boolean()),
    questions: z
      .array(Question)
      .check(
        ...itemCount(
          ASSISTANT_UI_QUESTIONS_DIALECT,
          1,
          MAX_ITEMS,
          'ask at least one question',
          'ask fewer questions',
        ),
      ),
  })
  .check(unique(true, 0), uniqueOptionIds);
export type ApprovalQuestionsSchema = z.infer<typeof ApprovalQuestionsSchema>;

const OPTIONAL = {
  input: ['prompt', 'dismissible'],
  question: ['header', 'options', 'multiple', 'allowFreeform'],
  option: ['description'],
} as const;

const MISSING: AskMissingHints = {
  id: 'an id, e.g. "env" (the answers are keyed by it)',
  display: '"questions"',
  questions:
    'an array of questions, e.g. [{ "id": "env", "prompt": "Where should this deploy?", ' +
    '"options": [{ "id": "staging", "label": "Staging" }] }]',
  prompt: 'the question to ask, e.g. "Where should this deploy?"',
  label: 'the text of the choice, e.g. "Staging"',
};

function toQuestion(q: ApprovalQuestionsSchema['questions'][number]): AskQuestion {
  const header = q.header === undefined ? undefined : cutChip(q.header, AUQ_HEADER_MAX_CHARS);
  const options = (q.options ?? []).map(({ id, label, description }) =>
    toAskOption(label, description, { value: id }),
  );
  return {
    id: q.id,
    ...(header === undefined ? {} : { header }),
    question: q.prompt.trim(),
    options,
    multiSelect: options.length > 0 && q.multiple === true,
    // Typed text only where the question takes it: always without options.
    allowOther: options.length === 0 || q.allowFreeform === true,
  };
}

function toRequest(value: ApprovalQuestionsSchema): AskRequest {
  const message = value.prompt?.trim();
  return {
    dialect: ASSISTANT_UI_QUESTIONS_DIALECT,
    ...(message && !isBlank(message) ? { message } : {}),
    // A question is refusable only where the host records a dismissal (assistant-ui's docs).
    ...(value.dismissible === true ? {} : { declinable: false }),
    questions: value.questions.map(toQuestion),
  };
}

/** `parseApprovalQuestions` without throwing. */
export function safeParseApprovalQuestions(approval: unknown): AskSafeParseResult {
  return safeParseWith(ApprovalQuestionsSchema, toRequest, approval, MISSING, OPTIONAL);
}

/**
 * Read assistant-ui's questionnaire (`part.approval` with `display: "questions"`) as a request:
 * question ids kept (they key the answers), `prompt` the question (Markdown), option ids as the
 * options' `value`s, `multiple` a multi-select, free text offered only with `allowFreeform` (or
 * for a question without options), the approval's `prompt` the message above the questions.
 * Question ids, option ids and option labels must be unique.
 *
 * @throws AskInputError naming each problem.
 * @example
 * const request = parseApprovalQuestions(part.approval);
 * // { dialect: 'assistant-ui-questions',
 * //   questions: [{ id: 'env', options: [{ label: 'Staging', value: 'stg' }, …], … }] }
 */
export function parseApprovalQuestions(approval: unknown): AskRequest {
  return unwrap(safeParseApprovalQuestions(approval));
}
