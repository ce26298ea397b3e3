/**
 * issue 30 #2: ask-cards' AG-UI types are the published ones of `@ag-ui/core` 1.0.0: the
 * interrupt schema's type is `Interrupt` exactly, and the result is a `ResumeEntry` (and a
 * `ResumeResponse` of `@ag-ui/client`'s `buildResumeArray` once its id is taken off). Checked by
 * `tsc --noEmit`.
 */
import type { Interrupt, ResumeEntry } from '@ag-ui/core';
import type { buildResumeArray } from '@ag-ui/client';
import type {
  AgUiInterrupt,
  AgUiResumeEntry,
  toAgUiResumeEntry,
} from '../../src/core/adapters/agui-interrupt';

/** True when `A` and `B` are the same type (not merely assignable one way). */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assignable<A, B> = [A] extends [B] ? true : false;
type Flat<T> = { [K in keyof T]: T[K] };
const same = <T extends true>(): T => true as T;
const differ = <T extends false>(): T => false as T;

type Response = Parameters<typeof buildResumeArray>[1][string];
type Cancelled = Extract<AgUiResumeEntry, { status: 'cancelled' }>;

same<Equal<Flat<AgUiInterrupt>, Flat<Interrupt>>>();
// What the card resolves with is what `runAgent({ resume })` takes, and a response
// `buildResumeArray` accepts once `interruptId` is the key.
same<Assignable<AgUiResumeEntry, ResumeEntry>>();
same<Assignable<ReturnType<typeof toAgUiResumeEntry>, ResumeEntry>>();
same<Assignable<Omit<Extract<AgUiResumeEntry, { status: 'resolved' }>, 'interruptId'>, Response>>();
same<Assignable<Omit<Cancelled, 'interruptId'>, Response>>();
// A cancelled entry carries no payload; a resolved one always does.
differ<Assignable<'payload', keyof Cancelled>>();
differ<Assignable<{ interruptId: string; status: 'resolved' }, AgUiResumeEntry>>();
