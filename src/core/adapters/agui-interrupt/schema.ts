/**
 * An AG-UI 1.0 interrupt (`Interrupt`, `@ag-ui/core` 1.0.0) as one `AskRequest` of dialect
 * `agui-interrupt`, routed by its `reason` as the protocol's docs say a client should: a form
 * from `responseSchema` (read by the shared JSON-Schema form reader), a yes/no for a
 * `confirmation`, one free-text answer otherwise. A `tool_call` interrupt is an approval: refused.
 */
import { unwrap, type AskSafeParseResult } from '../../schema/issues';
import { re2PatternEngine } from '../../schema/pattern';
import type { AskRequest } from '../../types';
import { readAgUiInterrupt, type AgUiInterruptParseOptions } from './read';

export {
  AG_UI_APPROVAL_REASON,
  AGUI_INTERRUPT_DIALECT,
  AgUiInterrupt,
  agUiDeadline,
  isAgUiApprovalInterrupt,
  type AgUiInterruptParseOptions,
} from './read';

/**
 * `parseAgUiInterrupt` without throwing.
 *
 * @example
 * const labels = { true: 'Oui', false: 'Non' };
 * const parsed = safeParseAgUiInterrupt(interrupt, { booleanLabels: labels });
 * if (!parsed.success) return { interruptId: interrupt.id, status: 'cancelled' }; // report it
 * showCard(parsed.data); // resolves with toAgUiResumeEntry(…)
 */
export function safeParseAgUiInterrupt(
  interrupt: unknown,
  options: AgUiInterruptParseOptions = {},
): AskSafeParseResult {
  // The pattern engine is injected here, not in the reader, so a receipt never bundles it.
  return readAgUiInterrupt(interrupt, options, re2PatternEngine);
}

/**
 * Read an AG-UI 1.0 interrupt as one `AskRequest` of dialect `agui-interrupt`, routed by
 * `reason` as the protocol asks of a client:
 *
 * - a `responseSchema` (any reason but `tool_call`): its form, read by the shared JSON-Schema
 *   form reader (`parseJsonSchemaForm`, `options` passed through), `message` leading it;
 * - `confirmation` without one (or with the bare `{ type: "boolean" }` it defaults to): one
 *   required Yes / No question, its text the `message`, labelled by `options.booleanLabels`;
 * - `input_required` or any other reason without one: the `message` and one required free-text
 *   answer (an unknown reason is never an error: AG-UI says clients must render it);
 * - `tool_call`: refused with an `AskInputError` at `reason`, a tool approval for the host's
 *   approval UI (route it first with `isAgUiApprovalInterrupt`).
 *
 * `expiresAt` becomes `request.expiresAt` (a text that is not a date: no deadline, as
 * `isInterruptExpired` reads it); `id`, `reason`, `toolCallId`, `subagentRunId` and the schema
 * stay on `request.source` for the result. `metadata` is not read.
 *
 * @throws AskInputError naming each problem and how to fix it.
 * @example
 * parseAgUiInterrupt({ id: 'i1', reason: 'confirmation', message: 'Deploy now?' });
 * // { dialect: 'agui-interrupt', questions: [{ id: 'confirmed', question: 'Deploy now?',
 * //   options: [{ label: 'Yes', value: 'true' }, { label: 'No', value: 'false' }], … }], … }
 */
export function parseAgUiInterrupt(
  interrupt: unknown,
  options?: AgUiInterruptParseOptions,
): AskRequest {
  return unwrap(safeParseAgUiInterrupt(interrupt, options));
}
