/**
 * issue 30 #2: `AskRequest.expiresAt`, an absolute deadline (AG-UI's `Interrupt.expiresAt`): it
 * is the deadline whatever the dialect's timeout, it expires a prompt whose dialect has none, a
 * restored snapshot keeps it, and a request carrying junk there is refused.
 */
import { describe, expect, it } from 'vitest';
import { askToolRequest } from '../../../test/fixtures/requests';
import { askUserAdapter, createAskRegistry, getAskAdapter, listAskDialects } from '../adapters';
import {
  askTransition,
  checkAskRequest,
  createAskState,
  getDeadline,
  restoreAskState,
} from '../dialects';
import { AskInputError } from '../schema/errors';
import type { AskRequest } from '../types';

const registry = createAskRegistry(listAskDialects().map((d) => getAskAdapter(d)));
const two = askToolRequest({ question: 'A?', options: ['a1', 'a2'] });
const start = (request: AskRequest) => createAskState(request, undefined, { registry });

describe('issue 30 #2: AskRequest.expiresAt', () => {
  it('issue 30 #2: is the deadline of a prompt whose dialect has no timeout, and expire ends it', () => {
    const request = { ...two, expiresAt: 5_000 };
    expect(getDeadline(start(request), 1_000, registry)).toBe(5_000);
    expect(askTransition(start(request), { type: 'expire' }, registry)).toMatchObject({
      status: 'resolved',
      reason: 'expired',
    });
    // Without one, nothing changes: no deadline, expire ignored.
    expect(getDeadline(start(two), 1_000, registry)).toBeNull();
    expect(askTransition(start(two), { type: 'expire' }, registry).status).toBe('pending');
  });

  it('issue 30 #2: beside a timeout, the earlier of the two is the deadline', () => {
    const timed: AskRequest = {
      ...two,
      dialect: askUserAdapter.dialect,
      timeoutSeconds: 60,
    };
    expect(getDeadline(start({ ...timed, expiresAt: 10_000 }), 1_000, registry)).toBe(10_000);
    expect(getDeadline(start({ ...timed, expiresAt: 100_000 }), 1_000, registry)).toBe(61_000);
  });

  it('issue 30 #2: a restored snapshot keeps the deadline (it is part of the request)', () => {
    const request = { ...two, expiresAt: 5_000 };
    const stored = JSON.parse(JSON.stringify(start(request)));
    const restored = restoreAskState(request, stored);
    expect(restored).not.toBeNull();
    expect(getDeadline(restored!, 99_000, registry)).toBe(5_000);
    // A snapshot of the same prompt with another deadline is another prompt: not restored.
    expect(restoreAskState({ ...two, expiresAt: 6_000 }, stored)).toBeNull();
  });

  it('issue 30 #2: a deadline that is not a finite number is refused, naming the field', () => {
    for (const junk of ['2030-01-01', Number.NaN, Infinity, null, {}]) {
      const error = checkAskRequest({ ...two, expiresAt: junk }, registry);
      expect(error).toBeInstanceOf(AskInputError);
      expect(error!.issues[0]!.path).toEqual(['expiresAt']);
      expect(error!.message).toMatch(/request\.expiresAt .*epoch milliseconds/);
      expect(() => createAskState({ ...two, expiresAt: junk } as never, undefined, {})).toThrow(
        AskInputError,
      );
    }
    expect(checkAskRequest({ ...two, expiresAt: 0 }, registry)).toBeNull();
  });
});
