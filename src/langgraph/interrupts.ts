/**
 * LangGraph interrupts read with no framework imported: which of a stream's interrupts a user
 * answers, what each one asks (a dialect input, a JSON-Schema form, or plain text), the approvals
 * that are not questions, the resume command, and the issues of a refused resume.
 */
import { findAskAdapter } from '../core/dialects/default';
import type { AskAdapter } from '../core/adapters/types';
import { ASSISTANT_UI_QUESTIONS_DIALECT } from '../core/adapters/approval-questions/policy';
import { ASK_USER_QUESTION_DIALECT } from '../core/adapters/ask-user-question/policy';
import { ASK_USER_DIALECT } from '../core/adapters/ask-user/policy';
import { ASKTOOL_DIALECT } from '../core/adapters/asktool/policy';
import { ELICITATION_DIALECT } from '../core/adapters/elicitation/policy';
import { GEMINI_ASK_USER_DIALECT } from '../core/adapters/gemini-ask-user/policy';
import { REQUEST_USER_INPUT_DIALECT } from '../core/adapters/request-user-input/policy';
import {
  safeParseJsonSchemaForm,
  type JsonSchemaFormParseOptions,
} from '../core/adapters/json-schema-form/schema';
import { isRecord, readPlainData } from '../core/schema/guards';
import { ELICIT_MESSAGE_MAX_CHARS, MAX_INPUT_LENGTH } from '../core/schema/limits';
import { AskInputError, formatAskInputPath } from '../core/schema/errors';
import type { AskRequest } from '../core/types';
import { refusalFieldErrors, refusalIssues, type AskRefusalIssue } from '../tool-calls/refusals';

/**
 * One entry of `useStream().interrupts`, structurally: the SDK's `Interrupt` (`id`, `value`,
 * the deprecated `when`), plus the `response_schema` that `@langchain/langgraph` 1.7 puts on it
 * and the SDK passes through at run time although its type omits it.
 */
export interface AskLangGraphInterrupt {
  id?: string | undefined;
  value?: unknown;
  /** JSON Schema of the resume value (`interrupt(value, { responseSchema })`). */
  response_schema?: unknown;
  /** `"breakpoint"` marks a static breakpoint, which asks nothing. */
  when?: string | undefined;
}

/**
 * What the binding reads of a LangGraph `useStream` result (`@langchain/langgraph-sdk/react`
 * 2.x), structurally: the real return type is assignable to it.
 */
export interface AskLangGraphStream {
  interrupts?: readonly AskLangGraphInterrupt[] | undefined;
  /** `interrupts[0]`, or (observed in 2.0.0) the array itself while several are pending. */
  interrupt?: AskLangGraphInterrupt | readonly AskLangGraphInterrupt[] | undefined;
  /** Method syntax: a `useStream` whose state type narrows the first parameter still fits. */
  submit(values: null, options: { command: { resume: unknown } }): unknown;
  error?: unknown;
  isLoading?: boolean | undefined;
}

/** An interrupt the user can act on: breakpoints are not, nor an entry that throws when read. */
function isActionable(interrupt: unknown): interrupt is AskLangGraphInterrupt {
  try {
    if (!isRecord(interrupt)) return false;
    if (interrupt.when === 'breakpoint') return false;
    return interrupt.id !== undefined || interrupt.value !== undefined;
  } catch {
    return false;
  }
}

/**
 * The interrupts of a stream a user can act on, in order: `interrupts`, else `interrupt` (one, or
 * the array the SDK returns while several are pending); static breakpoints (`{ when:
 * "breakpoint" }`) and entries with neither id nor value left out.
 *
 * @example
 * readLangGraphInterrupts(useStream({ … })) // [{ id: '3bbd…', value: { question: 'Which env?' } }]
 */
export function readLangGraphInterrupts(
  stream: Pick<AskLangGraphStream, 'interrupts' | 'interrupt'>,
): AskLangGraphInterrupt[] {
  try {
    const { interrupts, interrupt } = stream;
    const all: readonly unknown[] =
      Array.isArray(interrupts) && interrupts.length > 0
        ? interrupts
        : Array.isArray(interrupt)
          ? interrupt
          : interrupt === undefined
            ? []
            : [interrupt];
    return Array.from(all).filter(isActionable);
  } catch {
    // A stream whose lists cannot be read (a Proxy that throws) has nothing to answer.
    return [];
  }
}

const isArrayOf = (value: unknown, item: (v: unknown) => boolean): boolean =>
  Array.isArray(value) && value.length > 0 && value.every(item);

/** Agent Inbox's `HumanInterrupt`: `{ action_request: { action, args }, config }`. */
const isHumanInterrupt = (value: unknown): boolean =>
  isRecord(value) && isRecord(value.action_request) && isRecord(value.config);

/**
 * Whether an interrupt's value is an approval, not a question: LangChain's HITL middleware
 * request (`{ actionRequests, reviewConfigs }`, or the Python
 * `{ action_requests, review_configs }`) or Agent Inbox's `HumanInterrupt` (alone or in an
 * array). Each decides about a tool call with
 * its own resume shape, which a question card cannot give.
 *
 * @example
 * isLangGraphApproval({ actionRequests: [{ name: 'send_email', args: {} }], reviewConfigs: [] })
 * // true
 */
export function isLangGraphApproval(value: unknown): boolean {
  try {
    if (isHumanInterrupt(value) || isArrayOf(value, isHumanInterrupt)) return true;
    if (!isRecord(value)) return false;
    return (
      (Array.isArray(value.actionRequests) && Array.isArray(value.reviewConfigs)) ||
      (Array.isArray(value.action_requests) && Array.isArray(value.review_configs))
    );
  } catch {
    return false;
  }
}

/**
 * The dialects an interrupt's `value` is tried as by default, most exact shape first, so a value
 * written for one dialect is read as that one: `assistant-ui-questions` needs `display` and an
 * `id`; `ask_user` is strict (snake_case `id`s, no unknown key); `gemini-ask-user` needs each
 * question's `type`; `request_user_input` each question's `id`; `AskUserQuestion` each `header`;
 * `asktool` only `question` and `options`; `elicitation` is MCP's `{ message, requestedSchema }`.
 */
export const LANGGRAPH_DEFAULT_DIALECTS: readonly string[] = [
  ASSISTANT_UI_QUESTIONS_DIALECT,
  ASK_USER_DIALECT,
  GEMINI_ASK_USER_DIALECT,
  REQUEST_USER_INPUT_DIALECT,
  ASK_USER_QUESTION_DIALECT,
  ASKTOOL_DIALECT,
  ELICITATION_DIALECT,
];

/** How the binding reads an interrupt. */
export interface AskLangGraphRouteOptions {
  /**
   * The dialects a `value` is tried as, in order (names in the default registry, or adapters);
   * the first that parses it shows it and its `resolution.result` is the resume value.
   * @default LANGGRAPH_DEFAULT_DIALECTS
   */
  dialects?: readonly (string | AskAdapter)[];
  /**
   * The parse options of a `response_schema` form (`safeParseJsonSchemaForm`), or a function of
   * the interrupt giving them. `message` defaults to the value's text.
   */
  form?:
    JsonSchemaFormParseOptions | ((interrupt: AskLangGraphInterrupt) => JsonSchemaFormParseOptions);
}

/**
 * What an interrupt asks and how its answer resumes the graph:
 * - `dialect`: its value is that dialect's input; resume with `resolution.result`;
 * - `form`: its `response_schema` as a form; resume with the form's `payload`;
 * - `text`: its value shown as plain text, one free-text field; resume with the text;
 * - `approval`: not a question (the host's `renderApproval`);
 * - `invalid`: a `response_schema` no form can show; the error names the keyword.
 */
export type AskLangGraphRoute =
  | { kind: 'dialect'; adapter: AskAdapter; request: AskRequest }
  | { kind: 'form'; request: AskRequest }
  | { kind: 'text'; request: AskRequest }
  | { kind: 'approval' }
  | { kind: 'invalid'; error: AskInputError };

/**
 * How much of an interrupt is read (`readPlainData`'s count): well above what a dialect accepts,
 * so a long text still shows (cut), and bounded, so a hostile value costs linear time once.
 */
const INTERRUPT_READ_LIMIT = 16 * MAX_INPUT_LENGTH;

/** The id of the `text` route's one field. */
export const LANGGRAPH_TEXT_FIELD = 'answer';

/** A value as text; null when it cannot be written (nested past what `JSON.stringify` can). */
function pretty(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    // `String()` of a deep array recurses as deep: no fallback through it.
    return null;
  }
}

/** Plain text fits the form's message, cut with an ellipsis where it is longer. */
function clip(text: string): string {
  if (text.length <= ELICIT_MESSAGE_MAX_CHARS) return text;
  return `${text.slice(0, ELICIT_MESSAGE_MAX_CHARS - 1)}…`;
}

/** What a value says, for a form's message: a string, or an object's `message` / `question`. */
function messageOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : clip(value);
  if (!isRecord(value)) return undefined;
  for (const key of ['message', 'question', 'text'])
    if (typeof value[key] === 'string' && value[key].trim() !== '') return clip(value[key]);
  return undefined;
}

function adapterOf(entry: string | AskAdapter): AskAdapter | undefined {
  return typeof entry === 'string' ? findAskAdapter(entry) : entry;
}

/**
 * How to show an interrupt (see `AskLangGraphRoute`): an approval first, then the value as one of
 * the `dialects`, then the `response_schema` form, else the value as text. `answerLabel` names
 * the text route's field (the catalog's `langGraphAnswerLabel`).
 *
 * @example
 * routeLangGraphInterrupt({ id: 'i1', value: 'Deploy where?' }, { answerLabel: 'Your answer' })
 * // { kind: 'text', request: { dialect: 'json-schema-form', message: 'Deploy where?', … } }
 */
export function routeLangGraphInterrupt(
  interrupt: AskLangGraphInterrupt,
  options: AskLangGraphRouteOptions & { answerLabel: string },
): AskLangGraphRoute {
  // Read once into plain data: a getter that throws, a revoked Proxy or a cycle is an issue at its
  // path, never a TypeError; what follows reads the copy.
  const read = readPlainData(interrupt, INTERRUPT_READ_LIMIT);
  if (!read.ok || !isRecord(read.value)) {
    const path = read.ok ? [] : read.path;
    const problem = read.ok ? 'is not an object: send an interrupt with a value' : read.problem;
    return {
      kind: 'invalid',
      error: new AskInputError([
        { path, message: `${formatAskInputPath(['interrupt', ...path])} ${problem}` },
      ]),
    };
  }
  const plain = read.value as AskLangGraphInterrupt;
  const { value } = plain;
  if (isLangGraphApproval(value)) return { kind: 'approval' };
  if (isRecord(value))
    for (const entry of options.dialects ?? LANGGRAPH_DEFAULT_DIALECTS) {
      const adapter = adapterOf(entry);
      const parsed = adapter?.safeParse(value);
      if (adapter && parsed?.success) return { kind: 'dialect', adapter, request: parsed.data };
    }
  const schema = plain.response_schema;
  if (schema !== undefined && schema !== null) {
    const given = typeof options.form === 'function' ? options.form(plain) : options.form;
    const message = messageOf(value);
    const parsed = safeParseJsonSchemaForm(schema, {
      ...(message === undefined ? {} : { message }),
      ...given,
    });
    return parsed.success
      ? { kind: 'form', request: parsed.data }
      : { kind: 'invalid', error: parsed.error };
  }
  const written = pretty(value);
  if (written === null)
    return {
      kind: 'invalid',
      error: new AskInputError([
        {
          path: ['value'],
          message: 'interrupt.value is nested too deeply to show: send it flatter, or as text',
        },
      ]),
    };
  const text = clip(written);
  const parsed = safeParseJsonSchemaForm(
    {
      type: 'object',
      properties: { [LANGGRAPH_TEXT_FIELD]: { type: 'string', title: options.answerLabel } },
      required: [LANGGRAPH_TEXT_FIELD],
    },
    text.trim() === '' ? {} : { message: text },
  );
  return parsed.success
    ? { kind: 'text', request: parsed.data }
    : { kind: 'invalid', error: parsed.error };
}

/** One issue of a refused resume, as zod reports it. */
export type AskLangGraphIssue = AskRefusalIssue;

/**
 * The field issues of a refused resume: a `ZodError`'s `issues`, or the same list as its message
 * (zod 4 writes them as JSON there, and a stream's `error` event keeps only the message); null for
 * any other error. The binding-neutral reader, under LangGraph's name.
 *
 * @example
 * langGraphIssues(zodError) // [{ path: ['replicas'], message: 'prod needs replicas' }]
 */
export const langGraphIssues: (error: unknown) => AskLangGraphIssue[] | null = refusalIssues;

/**
 * The `fieldErrors` of a card whose answer the graph refused (`AskCard`'s prop): each issue under
 * the question its path starts with (`path[0]`, a form's field id or a dialect question's id),
 * the first per question; an issue that names no question (a `.refine` with an empty path) is a
 * card-level message, each under its own key that matches no question. With `single`, every issue
 * is about the card's one field (the free-text card). Messages are plain text, cut to the card's
 * limit.
 *
 * @example
 * langGraphFieldErrors(request, [{ path: ['replicas'], message: 'prod needs replicas' }])
 * // { replicas: 'prod needs replicas' }
 */
export const langGraphFieldErrors: (
  request: Pick<AskRequest, 'questions'>,
  issues: readonly AskLangGraphIssue[],
  options?: { single?: boolean; failure?: string },
) => Record<string, string> = refusalFieldErrors;

/** The text of any error, for a card-level message. */
export function langGraphErrorText(error: unknown): string {
  try {
    if (error instanceof Error) return String(error.message);
    if (isRecord(error) && typeof error.message === 'string') return error.message;
    return typeof error === 'string' ? error : (pretty(error) ?? '');
  } catch {
    return '';
  }
}

/**
 * The `Command.resume` of a set of answers: the one value when one interrupt is pending, else a
 * map by interrupt id (LangGraph resumes every pending interrupt with an unkeyed value). Null
 * when nothing is to be sent.
 *
 * @example
 * langGraphResume([{ id: 'a', value: 1 }], 1) // { resume: 1 }
 * langGraphResume([{ id: 'a', value: 1 }, { id: 'b', value: 2 }], 2) // { resume: { a: 1, b: 2 } }
 */
export function langGraphResume(
  answers: readonly { id: string | undefined; value: unknown }[],
  pending: number,
): { resume: unknown } | null {
  if (answers.length === 0) return null;
  if (pending === 1 && answers.length === 1) return { resume: answers[0]!.value };
  // fromEntries defines members: an id named `__proto__` stays a key.
  const keyed = answers.filter(({ id }) => id !== undefined).map(({ id, value }) => [id, value]);
  return keyed.length > 0 ? { resume: Object.fromEntries(keyed) } : null;
}
