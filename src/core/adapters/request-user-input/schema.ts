/**
 * The `request_user_input` dialect: the params of Codex app-server's `item/tool/requestUserInput`
 * server request. Unknown keys are let through (the protocol is experimental and grows).
 */
import * as z from 'zod/mini';
import type { AskQuestion, AskRequest } from '../../types';
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
import { cutChip } from '../ask-user-question/chip';

import { REQUEST_USER_INPUT_DIALECT } from './policy';

export { REQUEST_USER_INPUT_DIALECT };

/** Described as "12 or fewer chars"; longer headers are shown cut. */
export const RUI_HEADER_MAX_CHARS = 12;
/** An answer key; Codex describes snake_case but enforces nothing. */
export const RUI_ID_MAX_CHARS = 256;
export const RUI_QUESTION_MAX_CHARS = 1000;
export const RUI_LABEL_MAX_CHARS = 1000;

const RequestUserInputOption = z.looseObject({
  label: optionLabel(RUI_LABEL_MAX_CHARS),
  // Required by the protocol; an empty one is shown as none.
  description: z.optional(OptionDescription),
});

const RequestUserInputQuestion = z.looseObject({
  id: boundedText(RUI_ID_MAX_CHARS, 'use a shorter answer key', {
    blank: 'give the question a stable answer key',
  }),
  header: boundedText(HEADER_INPUT_MAX_CHARS, `shorten it to ${RUI_HEADER_MAX_CHARS} characters`),
  question: text('write the question', RUI_QUESTION_MAX_CHARS, 'shorten it and retry'),
  isOther: z.optional(z.boolean()),
  isSecret: z.optional(z.boolean()),
  // `null` (read as absent): a free-text-only question.
  options: z.optional(
    z
      .array(RequestUserInputOption)
      .check(
        ...itemCount(
          REQUEST_USER_INPUT_DIALECT,
          0,
          MAX_ITEMS,
          '',
          `keep the ${MAX_ITEMS} most useful options`,
        ),
      ),
  ),
});

/**
 * The params of `item/tool/requestUserInput` (`ToolRequestUserInputParams`). Only `questions`
 * matters to the card; `threadId`, `turnId`, `itemId` key it for the host.
 */
export const RequestUserInputParamsSchema = z
  .looseObject({
    threadId: z.optional(z.string()),
    turnId: z.optional(z.string()),
    itemId: z.optional(z.string()),
    isBlocking: z.optional(z.boolean()),
    autoResolutionMs: z.optional(z.number()),
    questions: z
      .array(RequestUserInputQuestion)
      .check(
        ...itemCount(
          REQUEST_USER_INPUT_DIALECT,
          1,
          MAX_ITEMS,
          'ask at least one question',
          'ask fewer questions',
        ),
      ),
  })
  .check(unique(true, 1));
export type RequestUserInputParamsSchema = z.infer<typeof RequestUserInputParamsSchema>;

const OPTIONAL = {
  input: ['threadId', 'turnId', 'itemId', 'isBlocking', 'autoResolutionMs'],
  question: ['isOther', 'isSecret', 'options'],
  option: ['description'],
} as const;

const MISSING: AskMissingHints = {
  questions:
    'an array of questions, ' +
    'e.g. [{ "id": "env", "header": "Env", "question": "Where should this deploy?", ' +
    '"isOther": true, "isSecret": false, ' +
    '"options": [{ "label": "Staging", "description": "Safe" }] }]',
  id: 'a stable answer key, e.g. "deploy_env"',
  header: 'a short chip label, e.g. "Env"',
  question: 'the question to ask, e.g. "Where should this deploy?"',
  label: 'the text of the choice, e.g. "Staging"',
};

function toRequest(value: RequestUserInputParamsSchema): AskRequest {
  return {
    dialect: REQUEST_USER_INPUT_DIALECT,
    questions: value.questions.map((q): AskQuestion => {
      const header = cutChip(q.header, RUI_HEADER_MAX_CHARS);
      const options = (q.options ?? []).map(({ label, description }) =>
        toAskOption(label, description),
      );
      return {
        id: q.id,
        ...(header === undefined ? {} : { header }),
        question: q.question.trim(),
        options,
        // No multi-select in the protocol.
        multiSelect: false,
        // Always offered, whatever `isOther` says: Codex forces it true and a client must always
        // offer "Other" (PROTOCOLS.md §5.4); `false` comes only from a non-model caller.
        allowOther: true,
        ...(q.isSecret ? { input: { secret: true } } : {}),
      };
    }),
  };
}

/** `parseRequestUserInputParams` without throwing. */
export function safeParseRequestUserInputParams(params: unknown): AskSafeParseResult {
  return safeParseWith(RequestUserInputParamsSchema, toRequest, params, MISSING, OPTIONAL);
}

/**
 * Validate the params of Codex app-server's `item/tool/requestUserInput` and normalize them: ids
 * kept (they key the response), headers cut to a 12-character chip, `options: null` a free-text
 * question, the free text always offered (Codex forces `isOther` true), `isSecret` a masked field.
 * A missing `isSecret` reads as Codex sets it for a model's question (false).
 *
 * @throws AskInputError naming each problem.
 * @example
 * const request = parseRequestUserInputParams(message.params);
 * // { dialect: 'request_user_input', questions: [{ id: 'env', header: 'Env', … }] }
 */
export function parseRequestUserInputParams(params: unknown): AskRequest {
  return unwrap(safeParseRequestUserInputParams(params));
}
