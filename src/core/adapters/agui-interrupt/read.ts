/**
 * The reading of an AG-UI 1.0 interrupt (`Interrupt`, `@ag-ui/core` 1.0.0) as one `AskRequest`
 * of dialect `agui-interrupt`, the `pattern` engine passed in: `safeParseAgUiInterrupt` (in
 * `schema`) passes RE2, the transcript's persisted reader passes none. Routed by `reason` as the
 * protocol's docs say a client should: a form from `responseSchema` (read by the shared
 * JSON-Schema form reader), a yes/no for a `confirmation`, one free-text answer otherwise. A
 * `tool_call` interrupt is an approval: refused.
 */
import * as z from 'zod/mini';
import { AskInputError, formatAskInputPath } from '../../schema/errors';
import { collector } from '../../schema/form/common';
import { isRecord } from '../../schema/guards';
import { safeParseWith, type AskSafeParseResult } from '../../schema/issues';
import { ELICIT_ID_MAX_CHARS, ELICIT_MESSAGE_MAX_CHARS } from '../../schema/limits';
import { codePointLength, isBlank } from '../../schema/text';
import { en } from '../../messages/en';
import type { AskQuestion, AskRequest } from '../../types';
import type { FormPatternEngine } from '../../schema/form/read';
import { readJsonSchemaForm, type JsonSchemaFormParseOptions } from '../json-schema-form/read';
import { AGUI_INTERRUPT_DIALECT } from './policy';
import type { AgUiInterruptSource } from './protocol';

export { AGUI_INTERRUPT_DIALECT };

/** The reason of a tool approval (`toolCallId` set): not a question, the host's approval UI. */
export const AG_UI_APPROVAL_REASON = 'tool_call';

/** Longest `reason` read: a namespaced one (`langgraph:database_modification`) is far shorter. */
const REASON_MAX_CHARS = 256;

const bounded = (max: number, what: string) =>
  z.string().check(
    z.check<string>((payload) => {
      const length = codePointLength(payload.value);
      const problem =
        length === 0
          ? `is empty: ${what}`
          : length > max
            ? `is ${length} characters; the limit is ${max}: ${what}`
            : null;
      if (problem)
        payload.issues.push({
          code: 'custom',
          input: payload.value,
          message: problem,
          continue: true,
        });
    }),
  );

// AG-UI declares its open objects as `Record<string, any>`: the same here, so the published
// `Interrupt` and this type are one (test/node/agui-types.test-d.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AgUiRecord = Record<string, any>;

/**
 * AG-UI 1.0's `Interrupt` (`@ag-ui/core` 1.0.0): something a run needs before it can continue.
 * Its type is the published shape (`test/node/agui-types.test-d.ts`); parse it with
 * `parseAgUiInterrupt` to get an `AskRequest`. Unknown members are let through, as AG-UI's own
 * schema does; `null` in an optional member reads as absent.
 *
 * @example
 * const interrupt: AgUiInterrupt = { id: 'i1', reason: 'confirmation', message: 'Deploy now?' };
 * AgUiInterrupt.safeParse(interrupt).success // true
 */
export const AgUiInterrupt = z.looseObject({
  subagentRunId: z.optional(z.string()),
  id: bounded(ELICIT_ID_MAX_CHARS, 'give the interrupt a short id (its resume entry names it)'),
  reason: bounded(
    REASON_MAX_CHARS,
    'say why the run stopped: "input_required", "confirmation", or a namespaced reason',
  ),
  message: z.optional(z.string()),
  toolCallId: z.optional(z.string()),
  responseSchema: z.optional(z.record(z.string(), z.any())),
  expiresAt: z.optional(z.string()),
  metadata: z.optional(z.record(z.string(), z.any())),
}) as unknown as z.ZodMiniType<{
  subagentRunId?: string;
  id: string;
  reason: string;
  message?: string;
  toolCallId?: string;
  responseSchema?: AgUiRecord;
  expiresAt?: string;
  metadata?: AgUiRecord;
}>;
export type AgUiInterrupt = z.infer<typeof AgUiInterrupt>;

/** What the host knows that the interrupt does not carry: the JSON-Schema form's options. */
export type AgUiInterruptParseOptions = Omit<JsonSchemaFormParseOptions, 'message'> & {
  /**
   * The question of an interrupt that says nothing (`message` is optional in AG-UI, and a client
   * must not error on it), in the host's language: `answer` over a free-text field,
   * `confirmation` over yes / no. The binding passes the catalog's.
   * @default { answer: 'The agent is waiting for your answer.',
   *   confirmation: 'The agent asks you to confirm.' }
   * @example
   * parseAgUiInterrupt(interrupt, {
   *   defaultPrompt: { answer: zhCN.agUiDefaultPrompt, confirmation: zhCN.agUiDefaultConfirm },
   * });
   */
  defaultPrompt?: { answer: string; confirmation: string };
};

const OPTIONAL = {
  input: ['subagentRunId', 'message', 'toolCallId', 'responseSchema', 'expiresAt', 'metadata'],
  question: [],
  option: [],
} as const;

/** The members read, in the published order. */
const READ = [
  'subagentRunId',
  'id',
  'reason',
  'message',
  'toolCallId',
  'responseSchema',
  'expiresAt',
] as const;

const MISSING = {
  id: 'the interrupt\'s id, e.g. "i1" (its resume entry answers it by this id)',
  reason: '"input_required", "confirmation", or a namespaced reason such as "langgraph:review"',
};

/**
 * Whether an interrupt is a tool approval (`reason: "tool_call"`): a binding routes it to the
 * host's approval UI before parsing, since `parseAgUiInterrupt` refuses it. Never throws.
 *
 * @example
 * for (const interrupt of agent.pendingInterrupts)
 *   if (isAgUiApprovalInterrupt(interrupt)) showApproval(interrupt);
 *   else showCard(parseAgUiInterrupt(interrupt));
 */
export function isAgUiApprovalInterrupt(interrupt: unknown): boolean {
  try {
    return isRecord(interrupt) && interrupt.reason === AG_UI_APPROVAL_REASON;
  } catch {
    return false;
  }
}

/**
 * The deadline of `expiresAt` in epoch ms, read exactly as `@ag-ui/client`'s
 * `isInterruptExpired` reads it (`new Date(expiresAt) <= now`): a text that is not a date is no
 * deadline (the interrupt never expires), as the protocol documents.
 */
export function agUiDeadline(expiresAt: string | undefined): number | undefined {
  if (expiresAt === undefined) return undefined;
  const at = new Date(expiresAt).getTime();
  return Number.isFinite(at) ? at : undefined;
}

/**
 * The prompt of a card without a form: the interrupt's message, checked as MCP's message is; the
 * host's generic prompt when it says nothing (AG-UI: "clients must not error").
 */
function promptOf(
  interrupt: AgUiInterrupt,
  options: AgUiInterruptParseOptions,
  fail: (problem: string) => void,
): string | null {
  const { message } = interrupt;
  if (message === undefined || isBlank(message)) {
    const key = interrupt.reason === 'confirmation' ? 'confirmation' : 'answer';
    const given = options.defaultPrompt?.[key];
    if (typeof given === 'string' && !isBlank(given)) return given.trim();
    return key === 'confirmation' ? en.agUiDefaultConfirm : en.agUiDefaultPrompt;
  }
  const length = codePointLength(message);
  if (length > ELICIT_MESSAGE_MAX_CHARS) {
    fail(`is ${length} characters; the limit is ${ELICIT_MESSAGE_MAX_CHARS}: shorten it`);
    return null;
  }
  return message.trim();
}

/** The form of `responseSchema`, its source keeping the interrupt beside the reader's. */
function formOf(
  interrupt: AgUiInterrupt,
  options: AgUiInterruptParseOptions,
  kept: AgUiInterruptSource['interrupt'],
  patterns: FormPatternEngine | undefined,
): AskSafeParseResult {
  const { defaultPrompt: _, ...form } = options;
  const parsed = readJsonSchemaForm(
    interrupt.responseSchema,
    { ...form, message: interrupt.message },
    patterns,
  );
  if (!parsed.success) {
    // The reader names paths in the schema: here they are under `responseSchema`.
    const { issues, message: text } = parsed.error;
    const more = Number(/… and (\d+) more issues?:[^\n]*$/.exec(text)?.[1] ?? 0);
    const moved = issues.map(({ path, message }) => {
      const before = formatAskInputPath(path);
      const at = ['responseSchema', ...path];
      return {
        path: at,
        message: message.startsWith(before)
          ? formatAskInputPath(at) + message.slice(before.length)
          : message,
      };
    });
    return { success: false, error: new AskInputError(moved, issues.length + more) };
  }
  const source = isRecord(parsed.data.source) ? parsed.data.source : {};
  return {
    success: true,
    data: {
      ...parsed.data,
      dialect: AGUI_INTERRUPT_DIALECT,
      source: { ...source, interrupt: kept },
    },
  };
}

function toRequest(
  interrupt: AgUiInterrupt,
  options: AgUiInterruptParseOptions,
  patterns: FormPatternEngine | undefined,
): AskSafeParseResult {
  const { fail, error } = collector();
  if (interrupt.reason === AG_UI_APPROVAL_REASON) {
    fail(
      ['reason'],
      'is "tool_call": a tool approval, not a question; render it with the host\'s approval UI ' +
        '(isAgUiApprovalInterrupt routes it before parsing) and answer it with { approved }',
    );
    return { success: false, error: error()! };
  }
  const kept: AgUiInterruptSource['interrupt'] = { id: interrupt.id, reason: interrupt.reason };
  if (interrupt.toolCallId !== undefined) kept.toolCallId = interrupt.toolCallId;
  if (interrupt.subagentRunId !== undefined) kept.subagentRunId = interrupt.subagentRunId;
  const schema = interrupt.responseSchema;
  const confirmation = interrupt.reason === 'confirmation';
  // A confirmation's schema may be the bare boolean it defaults to: the same yes/no.
  const bareBoolean = confirmation && isRecord(schema) && schema.type === 'boolean';
  let read: AskSafeParseResult;
  if (schema !== undefined && !bareBoolean) read = formOf(interrupt, options, kept, patterns);
  else {
    const prompt = promptOf(interrupt, options, (problem) => fail(['message'], problem));
    if (prompt === null) return { success: false, error: error()! };
    const labels = options.booleanLabels ?? { true: 'Yes', false: 'No' };
    const question: AskQuestion = confirmation
      ? {
          id: 'confirmed',
          question: prompt,
          options: [
            { label: labels.true, value: 'true' },
            { label: labels.false, value: 'false' },
          ],
          multiSelect: false,
          allowOther: false,
          required: true,
        }
      : { id: 'answer', question: prompt, options: [], multiSelect: false, required: true };
    if (bareBoolean && typeof schema.default === 'boolean')
      question.default = { options: [schema.default ? 0 : 1] };
    const source: AgUiInterruptSource = {
      interrupt: kept,
      answer: confirmation ? 'boolean' : 'text',
      ...(bareBoolean ? { schema } : {}),
    };
    const request: AskRequest = { dialect: AGUI_INTERRUPT_DIALECT, questions: [question], source };
    if (options.source !== undefined && !isBlank(options.source))
      request.requester = options.source;
    read = { success: true, data: request };
  }
  if (!read.success) return read;
  const deadline = agUiDeadline(interrupt.expiresAt);
  if (deadline !== undefined) read.data.expiresAt = deadline;
  return read;
}

/**
 * `safeParseAgUiInterrupt` with the `pattern` engine passed in: without one, each `pattern` of a
 * `responseSchema` is kept and left to the server (`patternChecked: false`), and nothing of RE2
 * is bundled (what the transcript's persisted reader needs: a receipt never checks a pattern).
 *
 * @example
 * readAgUiInterrupt(stored.interrupt); // a receipt: no engine
 * readAgUiInterrupt(interrupt, options, re2PatternEngine); // what safeParseAgUiInterrupt does
 */
export function readAgUiInterrupt(
  interrupt: unknown,
  options: AgUiInterruptParseOptions = {},
  patterns?: FormPatternEngine,
): AskSafeParseResult {
  // Only the members read: `metadata` is the framework's and never shown, so a large one does
  // not count against the size bound (the form reader bounds the schema on its own).
  let picked: unknown = interrupt;
  try {
    if (isRecord(interrupt)) {
      const copy: Record<string, unknown> = {};
      for (const key of READ) if (Object.hasOwn(interrupt, key)) copy[key] = interrupt[key];
      picked = copy;
    }
  } catch {
    // A getter that throws: the plain read below reports it at its path.
  }
  let checked: AgUiInterrupt | undefined;
  const parsed = safeParseWith(
    AgUiInterrupt,
    (value): AskRequest => {
      checked = value;
      return { dialect: AGUI_INTERRUPT_DIALECT, questions: [] };
    },
    picked,
    MISSING,
    OPTIONAL,
  );
  return parsed.success ? toRequest(checked!, options, patterns) : parsed;
}
