/**
 * AG-UI 1.0's resume entry (`ResumeEntry`, `@ag-ui/core` 1.0.0), restated so hosts need not
 * install AG-UI for its types: `test/node/agui-types.test-d.ts` proves it against the published
 * one. The interrupt, `AgUiInterrupt`, is the schema's type (schema.ts).
 */

/**
 * The answer to one interrupt, sent in the next run's `RunAgentInput.resume`: `resolved` with the
 * payload the agent asked for, or `cancelled`, which carries no payload.
 */
export type AgUiResumeEntry =
  | { interruptId: string; status: 'resolved'; payload: unknown }
  | { interruptId: string; status: 'cancelled' };

/** What `request.source` keeps of the interrupt: what the result and the receipt read. */
export interface AgUiInterruptSource {
  interrupt: { id: string; reason: string; toolCallId?: string; subagentRunId?: string };
  /** The `responseSchema` as sent, when the card is its form (or its boolean confirmation). */
  schema?: unknown;
  /** How a card without a form answers: the typed text, or `true` / `false`. */
  answer?: 'text' | 'boolean';
}
