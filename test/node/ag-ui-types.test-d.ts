/**
 * Issue 30 #2, compile-time proof checked by `tsc --noEmit`: the real `@ag-ui/client` 1.0.0
 * agents are what `ask-cards/ag-ui` reads (its structural `AskAgUiAgent`), its interrupts are
 * `AskAgUiInterrupt`s, and every resume entry the binding sends is the client's `ResumeEntry`.
 */
import type { AbstractAgent, HttpAgent, Interrupt, ResumeEntry } from '@ag-ui/client';
import type {
  AskAgUiAgent,
  AskAgUiInterrupt,
  AskAgUiResponse,
  AskAgUiResumeEntry,
} from '../../src/ag-ui';
import type { AgUiResumeEntry } from '../../src/core/adapters/agui-interrupt';

type Assignable<A, B> = [A] extends [B] ? true : false;
type ResumeResponse = Parameters<typeof import('@ag-ui/client').buildResumeArray>[1][string];

export const proofs: [
  Assignable<AbstractAgent, AskAgUiAgent>,
  Assignable<HttpAgent, AskAgUiAgent>,
  Assignable<Interrupt, AskAgUiInterrupt>,
  Assignable<AskAgUiResumeEntry, ResumeEntry>,
  Assignable<AskAgUiResumeEntry[], NonNullable<Parameters<AbstractAgent['runAgent']>[0]>['resume']>,
  // The dialect's entry (each card's result) is one the binding sends.
  Assignable<AgUiResumeEntry, AskAgUiResumeEntry>,
  // …and the binding's adds only `metadata` and an optional resolved payload to it.
  Assignable<
    Omit<Extract<AskAgUiResumeEntry, { status: 'cancelled' }>, 'metadata'>,
    Extract<AgUiResumeEntry, { status: 'cancelled' }>
  >,
  Assignable<
    Omit<Extract<AskAgUiResumeEntry, { status: 'resolved' }>, 'metadata'>,
    Omit<Extract<AgUiResumeEntry, { status: 'resolved' }>, 'payload'> & { payload?: unknown }
  >,
  // An approval view answers as the client's own `buildResumeArray` responses do.
  Assignable<AskAgUiResponse, ResumeResponse>,
  Assignable<ResumeResponse, AskAgUiResponse>,
] = [true, true, true, true, true, true, true, true, true, true];

export const refusals: [
  // A status AG-UI does not have.
  Assignable<{ interruptId: string; status: 'declined' }, AskAgUiResumeEntry>,
  // A cancelled entry carries no answer.
  Assignable<
    { interruptId: string; status: 'cancelled'; payload: { approved: true } },
    AskAgUiResumeEntry
  >,
  // An agent with no interrupts to read.
  Assignable<Omit<AskAgUiAgent, 'pendingInterrupts'>, AskAgUiAgent>,
] = [false, false, false];
