/**
 * What the binding reads of an AG-UI 1.0 agent (`@ag-ui/client`'s `AbstractAgent`, `HttpAgent`),
 * structurally: no runtime import of the client, which stays an optional peer. A test proves the
 * real classes satisfy these types.
 */
import type { AgUiResumeEntry } from '../core/adapters/agui-interrupt';

/**
 * One `Interrupt` of `RUN_FINISHED`'s interrupt outcome, as the binding reads it (`@ag-ui/core`
 * 1.0's `Interrupt`: the dialect `agui-interrupt` reads the rest).
 */
export interface AskAgUiInterrupt {
  /** The interrupt's id: a resume entry answers it by this id. */
  id: string;
  /** `input_required`, `confirmation`, `tool_call` (an approval), or a namespaced reason. */
  reason: string;
  message?: string;
  toolCallId?: string;
  responseSchema?: Record<string, unknown>;
  /** ISO 8601; past it only `cancelled` is accepted. */
  expiresAt?: string;
  metadata?: Record<string, unknown>;
  subagentRunId?: string;
}

/** `ResumeEntry.metadata`: envelope data (signatures, routing keys), never the answer. */
type WithMetadata<T> = T & { metadata?: Record<string, unknown> };

/**
 * `@ag-ui/core` 1.0's `ResumeEntry`, the answer to one interrupt sent on the next run: the
 * dialect's `AgUiResumeEntry` (what a card answers) plus what a host's approval view may give,
 * `metadata`, and a `resolved` entry with no payload. A `cancelled` entry carries no payload.
 * Both names stay exported: `AgUiResumeEntry` from the dialect, this one from the binding.
 *
 * @example
 * const entry: AskAgUiResumeEntry = { interruptId: 'i1', status: 'resolved', payload: true };
 */
export type AskAgUiResumeEntry =
  | WithMetadata<
      Omit<Extract<AgUiResumeEntry, { status: 'resolved' }>, 'payload'> & { payload?: unknown }
    >
  // `payload` readable on every entry (`entry.payload`), and never set on a cancelled one.
  | WithMetadata<Extract<AgUiResumeEntry, { status: 'cancelled' }> & { payload?: undefined }>;

/**
 * What a host's approval view answers with (`@ag-ui/client`'s `ResumeResponse`): the binding adds
 * the interrupt's id. Denials live in the payload (`{ approved: false }`), as the spec says.
 */
export type AskAgUiResponse =
  | { status: 'resolved'; payload?: unknown; metadata?: Record<string, unknown> }
  | { status: 'cancelled'; metadata?: Record<string, unknown> };

/** The subscriber callbacks the binding uses to see a run start and end. */
export interface AskAgUiAgentSubscriber {
  onRunInitialized?(): void;
  onRunFinalized?(): void;
  onRunFailed?(): void;
  /** A RUN_ERROR: `runAgent` still resolves, with the interrupts still pending. */
  onRunErrorEvent?(params: { event: { message: string } }): void;
}

/**
 * An AG-UI agent, as the binding reads it: `@ag-ui/client` 1.0's `AbstractAgent` (and so
 * `HttpAgent`) is one. `pendingInterrupts` is replaced, never mutated, when a run finishes.
 */
export interface AskAgUiAgent {
  threadId: string;
  /** Filled on `RUN_FINISHED` with an interrupt outcome; emptied by one that ends otherwise. */
  pendingInterrupts: readonly AskAgUiInterrupt[];
  subscribe(subscriber: AskAgUiAgentSubscriber): { unsubscribe: () => void };
  runAgent(parameters?: { resume?: AskAgUiResumeEntry[] }): Promise<unknown>;
}
