/**
 * issue 30 #2: a card expires an AG-UI interrupt exactly when `@ag-ui/client` 1.0.0 would refuse
 * to resume it (`isInterruptExpired`), whatever `expiresAt` holds: ISO times with offsets, dates,
 * the loose texts `new Date` also reads, and garbage (never a deadline, as the protocol says).
 */
import { isInterruptExpired } from '@ag-ui/client';
import type { Interrupt } from '@ag-ui/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAgUiInterrupt } from '../../src/core/adapters/agui-interrupt';
import {
  askTransition,
  createAskState,
  getDeadline,
  toAskResolution,
} from '../../src/core/dialects';

const MIN = Date.UTC(1990, 0, 1);
const MAX = Date.UTC(2090, 0, 1);
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An instant written with a UTC offset, as another producer's clock would write it. */
const withOffset = fc
  .tuple(fc.integer({ min: MIN, max: MAX }), fc.integer({ min: -14 * 60, max: 14 * 60 }))
  .map(([at, minutes]) => {
    const local = new Date(at + minutes * 60_000);
    const sign = minutes < 0 ? '-' : '+';
    const off = Math.abs(minutes);
    return (
      local.toISOString().slice(0, -1) + `${sign}${pad(Math.floor(off / 60))}:${pad(off % 60)}`
    );
  });

const expiresAt = fc.oneof(
  fc.integer({ min: MIN, max: MAX }).map((at) => new Date(at).toISOString()),
  withOffset,
  fc.integer({ min: MIN, max: MAX }).map((at) => new Date(at).toISOString().slice(0, 10)),
  fc.integer({ min: MIN, max: MAX }).map((at) => new Date(at).toUTCString()),
  fc.integer({ min: MIN, max: MAX }).map(String),
  fc.constantFrom(
    '',
    'never',
    'tomorrow',
    '2030-13-45T99:00:00Z',
    'NaN',
    '1',
    '2030',
    '+275760-09-13T00:00:01Z',
  ),
  fc.string(),
);

/** The clock: anywhere, or a millisecond around the deadline itself. */
const clockFor = (text: string) => {
  const at = new Date(text).getTime();
  const near = Number.isFinite(at) ? [fc.integer({ min: -2, max: 2 }).map((d) => at + d)] : [];
  return fc.oneof(fc.integer({ min: MIN, max: MAX }), ...near);
};

describe('issue 30 #2: expiry agrees with @ag-ui/client', () => {
  it('issue 30 #2: the card expires exactly when isInterruptExpired says so', () => {
    fc.assert(
      fc.property(
        expiresAt.chain((text) => fc.tuple(fc.constant(text), clockFor(text))),
        ([text, now]) => {
          const interrupt: Interrupt = {
            id: 'i1',
            reason: 'input_required',
            message: 'Which branch?',
            expiresAt: text,
          };
          const state = createAskState(parseAgUiInterrupt(interrupt), undefined, {});
          // What the card's deadline effect does: expire once `deadline - now <= 0`.
          const deadline = getDeadline(state, now);
          const expired = deadline !== null && deadline - now <= 0;
          expect(expired).toBe(isInterruptExpired(interrupt, new Date(now)));
          if (expired)
            expect(toAskResolution(askTransition(state, { type: 'expire' }))?.result).toEqual({
              interruptId: 'i1',
              status: 'cancelled',
            });
        },
      ),
      { numRuns: 500 },
    );
  });
});
