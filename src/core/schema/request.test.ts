import { describe, expect, it } from 'vitest';
import { askToolRequest } from '../../../test/fixtures/requests';
import { createAskState } from '../machine';
import { AskInputError } from './errors';
import { checkAskRequest } from './request';

describe('checkAskRequest (the normalized model, for hand-built requests)', () => {
  it('accepts what the parsers produce', () => {
    expect(checkAskRequest(askToolRequest({ question: 'Q?', options: ['A', 'B'] }))).toBeNull();
  });

  it('names every malformed field and says how to fix it', () => {
    const error = checkAskRequest({
      dialect: 'asktool',
      questions: [
        { id: 'q1', question: 'Q?', options: [], multiSelect: false },
        { id: 'q1', question: 3, options: [{ label: '' }], multiSelect: 'no' },
      ],
    });
    expect(error).toBeInstanceOf(AskInputError);
    expect(error!.issues.map((i) => i.path)).toEqual([
      ['questions', 0, 'options'],
      ['questions', 1, 'id'],
      ['questions', 1, 'question'],
      ['questions', 1, 'multiSelect'],
      ['questions', 1, 'options', 0],
    ]);
    expect(error!.issues[0]!.message).toBe('request.questions[0].options must be a non-empty array: build requests with parseAskToolInput or parseAskUserInput');
  });

  it('null, arrays, strings and empty question lists are typed errors, not TypeErrors', () => {
    for (const bad of [null, undefined, [], 'x', {}, { dialect: 'asktool', questions: [] }]) {
      expect(checkAskRequest(bad)).toBeInstanceOf(AskInputError);
      expect(() => createAskState(bad as never)).toThrow(AskInputError);
    }
  });
});
