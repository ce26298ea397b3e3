/**
 * The reading of an open JSON Schema as a `json-schema-form` request, the `pattern` engine passed
 * in: `safeParseJsonSchemaForm` passes RE2; the transcript's persisted reader passes none, so a
 * receipt bundles no matcher (a receipt never checks a pattern).
 */
import { formatAskInputPath, type AskInputIssue, type AskInputPath } from '../../schema/errors';
import { AskInputError } from '../../schema/errors';
import { collector } from '../../schema/form/common';
import { JSON_SCHEMA_FORM_DIALECT } from './policy';
import {
  JSON_SCHEMA_FORM_VARIANT,
  originKey,
  toJsonSchemaFormPlan,
} from '../../schema/form/json-schema';
import type { JsonSchemaFormPlan } from '../../schema/form/json-schema';
import { safeReadForm, type FormPatternEngine } from '../../schema/form/read';
import { readPlainData } from '../../schema/guards';
import type { AskSafeParseResult } from '../../schema/issues';
import { MAX_INPUT_LENGTH } from '../../schema/limits';
import { inputTooLarge } from '../../schema/size';
import { isBlank } from '../../schema/text';
import type { AskRequest } from '../../types';
import { JSON_TEXT_MAX_CHARS } from '../../machine/json-check';
import { en } from '../../messages/en';
import * as limits from '../../schema/limits';
import { codePointLength } from '../../schema/text';
import type { JsonTextFallback } from './fallback';

/** What the host knows about the question and the schema does not carry. */
export interface JsonSchemaFormParseOptions {
  /**
   * What the user is asked, in the agent's words: AG-UI's `Interrupt.message`, or the text a
   * LangGraph `value` / Mastra `suspendPayload` carries. The schema's `description` follows it.
   * @default the schema's `description`
   */
  message?: string;
  /** Who asks, in the host's words (the agent's name): `AskRequest.requester`. */
  source?: string;
  /** The two choices of a boolean field. @default { true: 'Yes', false: 'No' } */
  booleanLabels?: { true: string; false: string };
  /**
   * Called for each mistake in the schema that the card works around (a default outside the
   * choices, a repeated choice, an optional field no answer satisfies): report it to the agent's
   * author; the user still gets a card.
   */
  onSchemaIssue?: (issue: AskInputIssue) => void;
  /**
   * Opt in to one JSON text field for a schema beyond the flat form (nesting, `$ref`, unions of
   * objects, `allOf`, tuples…): pass `jsonTextFallback`. The text is checked against the schema
   * as the user types, and `payload` is the parsed JSON. Malformed, over-limit and hostile
   * schemas stay errors. @default none: such a schema is refused, naming the keyword
   */
  fallback?: JsonTextFallback;
  /**
   * The JSON text field's label when the schema has no `title` (the schema's own `title` wins),
   * in the host's language: a request is read once, so the card's catalog cannot word it later.
   * @default 'Answer as JSON'
   * @example
   * const label = zhCN.jsonField.label; // the card's catalog, in the user's language
   * safeParseJsonSchemaForm(schema, { fallback: jsonTextFallback, jsonLabel: label });
   */
  jsonLabel?: string;
}

/** What a schema is read up to before it is refused for its size alone (as the form reader). */
const READ_LIMIT = 8 * MAX_INPUT_LENGTH;

/** Where a path of the reader's (`requestedSchema.…`) is in the schema as sent. */
function origin(path: AskInputPath, plan: JsonSchemaFormPlan): AskInputPath {
  if (path[0] !== 'requestedSchema') return path;
  const [, section, key, ...within] = path;
  if (section === 'required' && typeof key === 'number')
    return ['required', plan.requiredOrigins[key] ?? key];
  const origins = section === 'properties' && typeof key === 'string' && plan.origins.get(key);
  // The longest part of the path the pre-pass rewrote: `oneOf[2]` before `oneOf`.
  if (origins)
    for (let n = within.length; n > 0; n--) {
      const from = origins.get(originKey(within.slice(0, n)));
      if (from) return [...from, ...within.slice(n)];
    }
  // A value schema's one field is the schema itself.
  if (section === 'properties' && key === plan.single) return within;
  return path.slice(1);
}

/** An issue of the reader's, at its place in the schema as sent, its message naming it. */
function moved(issue: AskInputIssue, plan: JsonSchemaFormPlan): AskInputIssue {
  const path = origin(issue.path, plan);
  const before = formatAskInputPath(issue.path);
  const message = issue.message.startsWith(before)
    ? formatAskInputPath(path) + issue.message.slice(before.length)
    : issue.message;
  return { path, message };
}

/**
 * `safeParseJsonSchemaForm` with the `pattern` engine passed in: without one, each `pattern` is
 * kept and left to the server (`patternChecked: false`), and nothing of RE2 is bundled.
 *
 * @example
 * readJsonSchemaForm(stored.schema, { message: stored.message }); // a receipt: no engine
 * readJsonSchemaForm(schema, options, re2PatternEngine); // what safeParseJsonSchemaForm does
 */
export function readJsonSchemaForm(
  schema: unknown,
  options: JsonSchemaFormParseOptions = {},
  patterns?: FormPatternEngine,
): AskSafeParseResult {
  const { fail, error } = collector();
  const read = readPlainData(schema, READ_LIMIT);
  if (!read.ok) {
    fail(read.path, read.problem);
    return { success: false, error: error()! };
  }
  const beyond: AskInputIssue[] = [];
  const plan = toJsonSchemaFormPlan(
    read.value,
    fail,
    options.fallback && ((path, message) => beyond.push({ path, message })),
  );
  if (!plan) {
    // Only a schema refused for being beyond the form, and nothing else, falls back.
    if (options.fallback && beyond.length && !error())
      return jsonTextRequest(read.value as Record<string, unknown>, options, options.fallback);
    for (const issue of beyond) fail(issue.path, issue.message);
    return { success: false, error: error()! };
  }
  const { form } = plan;
  for (const issue of plan.notes) options.onSchemaIssue?.(issue);
  // Without the host's message, the schema's description is the message (not appended to '').
  let message = options.message;
  if (message === undefined && typeof form.description === 'string') {
    message = form.description;
    delete form.description;
  }
  // Each reason a form cannot be answered is first reported as a schema issue, in the same
  // words: the moved issue's message is the reason as the author wrote the schema.
  const reasons = new Map<string, string>();
  const parsed = safeReadForm(
    { message: message ?? '', requestedSchema: form },
    JSON_SCHEMA_FORM_VARIANT,
    {
      ...options,
      onSchemaIssue: (issue) => {
        const at = moved(issue, plan);
        reasons.set(issue.message, at.message);
        options.onSchemaIssue?.(at);
      },
    },
    patterns,
  );
  if (!parsed.success) {
    const { issues, message: text } = parsed.error;
    // The count past the kept issues is only in the message's last line.
    const more = Number(/… and (\d+) more issues?:[^\n]*$/.exec(text)?.[1] ?? 0);
    const error = new AskInputError(
      issues.map((issue) => moved(issue, plan)),
      issues.length + more,
    );
    return { success: false, error };
  }
  // The reader bounds the form it was given; the schema as sent (`$defs`, `examples`, comments
  // the form never reads) is `source`, kept and persisted: it has the same limit.
  const tooLarge = inputTooLarge(
    read.value,
    'send fewer fields with shorter text, and leave out what a form does not read ($defs, ' +
      'examples, $comment)',
  );
  if (tooLarge) {
    fail([], tooLarge);
    return { success: false, error: error()! };
  }
  const request: AskRequest = { ...parsed.data, source: { schema: read.value } };
  if (request.unanswerable)
    request.unanswerable = request.unanswerable.map((reason) => reasons.get(reason) ?? reason);
  if (request.message !== undefined && isBlank(request.message)) delete request.message;
  // A value schema's field, untitled, is asked by the message (else a generic label): not "answer".
  const only = plan.single === undefined ? undefined : request.questions[0];
  const field = plan.form.properties as Record<string, Record<string, unknown>>;
  if (only && field[only.id]?.title === undefined && field[only.id]?.description === undefined) {
    only.question = request.message ?? en.langGraphAnswerLabel;
    delete request.message;
  }
  // No field to ask (a confirmation): its text is the whole card.
  if (request.questions.length === 0 && request.message === undefined) {
    if (request.title === undefined) {
      fail(
        [],
        'asks for no field and says nothing: pass the question as options.message (the ' +
          "interrupt's prompt), or give the schema a description",
      );
      return { success: false, error: error()! };
    }
    request.message = request.title;
    delete request.title;
  }
  return { success: true, data: request };
}

/** The host's label for the JSON text field, else the English one. */
const jsonLabelOf = ({ jsonLabel }: JsonSchemaFormParseOptions): string =>
  jsonLabel === undefined || isBlank(jsonLabel) ? en.jsonField.label : jsonLabel.trim();

/** The one JSON text field a schema beyond the flat form is asked as (opted in). */
function jsonTextRequest(
  schema: Record<string, unknown>,
  options: JsonSchemaFormParseOptions,
  fallback: JsonTextFallback,
): AskSafeParseResult {
  const { fail, error } = collector();
  const text = (key: 'title' | 'description', max: number): string | undefined => {
    const value = schema[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') fail([key], 'must be a string when present');
    else if (codePointLength(value) > max)
      fail([key], `is ${codePointLength(value)} characters long; the limit is ${max}`);
    else if (!isBlank(value)) return value.trim();
    return undefined;
  };
  const title = text('title', limits.ELICIT_TITLE_MAX_CHARS);
  const description = text('description', limits.ELICIT_DESCRIPTION_MAX_CHARS);
  const { problem, patternsLeft } = fallback.inspect(schema);
  if (problem) fail(problem.path, problem.problem);
  const tooLarge = inputTooLarge(
    schema,
    'send a smaller schema, and leave out what the answer is not checked against (examples, ' +
      '$comment)',
  );
  if (tooLarge) fail([], tooLarge);
  const message = options.message;
  if (message !== undefined && codePointLength(message) > limits.ELICIT_MESSAGE_MAX_CHARS)
    fail([], `options.message is longer than ${limits.ELICIT_MESSAGE_MAX_CHARS} characters`);
  const failed = error();
  if (failed) return { success: false, error: failed };
  fallback.register();
  const request: AskRequest = {
    dialect: JSON_SCHEMA_FORM_DIALECT,
    questions: [
      {
        id: 'answer',
        question: title ?? jsonLabelOf(options),
        ...(description !== undefined && { description }),
        options: [],
        multiSelect: false,
        required: true,
        input: {
          kind: 'json',
          schema,
          maxLength: JSON_TEXT_MAX_CHARS,
          ...(patternsLeft && { patternChecked: false }),
        },
      },
    ],
    source: { schema },
  };
  if (message !== undefined && !isBlank(message)) request.message = message;
  if (options.source !== undefined && !isBlank(options.source))
    request.requester = options.source.trim();
  return { success: true, data: request };
}
