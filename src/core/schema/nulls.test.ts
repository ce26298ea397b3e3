import { describe, expect, it } from 'vitest';
import { parseAskToolInput, parseAskUserInput, safeParseAskToolInput } from '../dialects';

describe('null is absent for every optional field (strict tool calling sends null for unset ones)', () => {
  it('asktool: multiSelect and description as null parse like leaving them out', () => {
    const strict = {
      questions: [
        {
          question: 'Env?',
          options: [{ label: 'Staging', description: null }, 'Prod'],
          multiSelect: null,
        },
      ],
    };
    const plain = { questions: [{ question: 'Env?', options: [{ label: 'Staging' }, 'Prod'] }] };
    expect(parseAskToolInput(strict)).toEqual(parseAskToolInput(plain));
  });

  it('ask_user: timeoutSeconds, multiSelect and description as null take their defaults', () => {
    const request = parseAskUserInput({
      questions: [
        {
          id: 'env',
          header: 'Env',
          question: 'Where?',
          options: [{ label: 'a', description: null }, { label: 'b' }],
          multiSelect: null,
        },
      ],
      timeoutSeconds: null,
    });
    expect(request.timeoutSeconds).toBe(900);
    expect(request.questions[0]).toMatchObject({
      multiSelect: false,
      options: [{ label: 'a' }, { label: 'b' }],
    });
  });

  it('a required field sent as null is still an error naming it, and the input is never changed', () => {
    const input = Object.freeze({
      questions: Object.freeze([
        Object.freeze({ question: null, options: ['a'], multiSelect: null }),
      ]),
    });
    const result = safeParseAskToolInput(input);
    expect(result.success).toBe(false);
    if (!result.success)
      expect(result.error.issues.map((i) => i.path.join('.'))).toEqual(['questions.0.question']);
    expect(input.questions[0]).toHaveProperty('multiSelect', null);
  });
});
