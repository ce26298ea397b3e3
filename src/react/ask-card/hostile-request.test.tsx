// Issue 24 #11: AskCard given a hand-built hostile request (a revoked Proxy, a throwing getter,
// a getter, a BigInt) shows its invalid-request notice and reports an AskInputError; it never
// crashes.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AskInputError } from '../../core/schema/errors';
import { AskCard } from './AskCard';

const valid = {
  dialect: 'asktool',
  questions: [{ id: 'q1', question: 'Q?', options: [{ label: 'A' }], multiSelect: false }],
};

function revoked(target: object) {
  const { proxy, revoke } = Proxy.revocable(target, {});
  revoke();
  return proxy;
}

const hostile: [string, () => unknown][] = [
  ['a revoked Proxy', () => revoked({})],
  ['a revoked question', () => ({ ...valid, questions: [revoked({})] })],
  [
    'a throwing getter',
    () =>
      Object.defineProperty({ dialect: 'asktool' }, 'questions', {
        enumerable: true,
        get() {
          throw new Error('boom');
        },
      }),
  ],
  [
    'a getter that changes between reads',
    () => {
      let reads = 0;
      return Object.defineProperty({ dialect: 'asktool' }, 'questions', {
        enumerable: true,
        get: () => (reads++ === 0 ? valid.questions : null),
      });
    },
  ],
  ['a BigInt', () => ({ ...valid, timeoutSeconds: 10n })],
];

describe('issue 24 #11: AskCard with a hostile request', () => {
  it.each(hostile)(
    'issue 24 #11: AskCard with %s shows the invalid-request notice and reports an AskInputError, never crashes',
    (_, make) => {
      const onError = vi.fn();
      const onResolve = vi.fn();
      render(<AskCard request={make() as never} onResolve={onResolve} onError={onError} />);
      expect(screen.getByRole('alert')).toHaveTextContent('This question can’t be shown');
      expect(screen.queryByRole('radio')).toBeNull();
      expect(onError).toHaveBeenCalledTimes(1);
      expect(onError.mock.calls[0]![0]).toBeInstanceOf(AskInputError);
      expect(onResolve).not.toHaveBeenCalled();
    },
  );
});
