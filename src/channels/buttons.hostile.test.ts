// Issue 24 #11: decodeButtonCallback given hand-built JavaScript values (a BigInt or an object as
// button data, a hostile request) ends in its typed error, ChannelButtonError, never a raw
// TypeError (ask-cards/channels does not load the schema, so not AskInputError).
import { describe, expect, it } from 'vitest';
import { decodeButtonCallback } from './buttons';
import { ChannelButtonError } from './errors';
import { deploy as request } from './test-fixtures';

function revoked(target: object) {
  const { proxy, revoke } = Proxy.revocable(target, {});
  revoke();
  return proxy;
}

describe('issue 24 #11: decodeButtonCallback with hostile values', () => {
  it('issue 24 #11: a BigInt, a symbol, a revoked Proxy or a throwing object as button data or prompt id is a malformed-data ChannelButtonError', () => {
    const throwingToString = {
      toString: () => {
        throw new Error('boom');
      },
      toJSON: () => {
        throw new Error('boom');
      },
    };
    for (const data of [10n, Symbol('x'), revoked({}), throwingToString, () => 'ask:p1:0']) {
      expect(() => decodeButtonCallback(request, 'p1', data as never)).toThrow(ChannelButtonError);
    }
    for (const promptId of [10n, Symbol('x'), revoked({}), throwingToString]) {
      expect(() => decodeButtonCallback(request, promptId as never, 'ask:p1:0')).toThrow(
        ChannelButtonError,
      );
    }
    expect(decodeButtonCallback(request, 'p1', 'ask:p1:0')).toHaveLength(1);
  });

  it('issue 24 #11: a revoked Proxy or a throwing getter as the request is a not_button_prompt ChannelButtonError', () => {
    const throwing = Object.defineProperty({ dialect: 'asktool' }, 'questions', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    for (const bad of [revoked({}), throwing, { ...request, questions: [revoked({})] }, null]) {
      expect(() => decodeButtonCallback(bad as never, 'p1', 'ask:p1:0')).toThrow(
        expect.objectContaining({ name: 'ChannelButtonError', code: 'not_button_prompt' }),
      );
    }
  });
});
