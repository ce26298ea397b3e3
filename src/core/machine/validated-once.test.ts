import { describe, expect, it } from 'vitest';
import { checkAskRequest } from '../dialects';
import type { AskRequest } from '../types';
import { createAskState } from '../dialects';

/** A request whose questions count how often a validator reads their `question`. */
function counted(): { request: AskRequest; reads: () => number } {
  let reads = 0;
  const question = (id: string) =>
    new Proxy(
      { id, question: `${id}?`, options: [{ label: 'A' }, { label: 'B' }], multiSelect: false },
      {
        get(target, key, receiver) {
          if (key === 'question') reads++;
          return Reflect.get(target, key, receiver) as unknown;
        },
      },
    );
  const request = { dialect: 'asktool', questions: [question('q1'), question('q2')] };
  return { request, reads: () => reads };
}

describe('one request object is validated once', () => {
  it('the root checks it; createAskState finds it checked and walks it no more', () => {
    const { request, reads } = counted();
    expect(checkAskRequest(request)).toBeNull();
    expect(reads()).toBe(2);
    createAskState(request);
    createAskState(request);
    expect(checkAskRequest(request)).toBeNull();
    expect(reads()).toBe(2);
  });

  it('an invalid request is refused every time, with the same error', () => {
    const request = { dialect: 'asktool', questions: [] } as unknown as AskRequest;
    const first = checkAskRequest(request);
    expect(first?.message).toMatch(/questions must be a non-empty array/);
    expect(checkAskRequest(request)?.message).toBe(first?.message);
    expect(() => createAskState(request)).toThrow(first!.message);
  });

  it('an equal copy is a new object: it is checked on its own', () => {
    const { request, reads } = counted();
    createAskState(request);
    createAskState({ ...request, questions: [...request.questions] });
    expect(reads()).toBe(4);
  });
});
