import { describe, expect, it } from 'vitest';
import { askToolRequest } from '../../../test/fixtures/requests';
import { createAskState } from '../dialects';
import { AskInputError } from './errors';
import { checkAskRequest } from '../dialects';

describe('checkAskRequest (the normalized model, for hand-built requests)', () => {
  it('accepts what the parsers produce', () => {
    expect(checkAskRequest(askToolRequest({ question: 'Q?', options: ['A', 'B'] }))).toBeNull();
  });

  it('names every malformed field and says how to fix it', () => {
    const error = checkAskRequest({
      dialect: 'asktool',
      questions: [
        { id: 'q1', question: 'Q?', options: [], allowOther: false, multiSelect: false },
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
    expect(error!.issues[0]!.message).toBe(
      'request.questions[0].options is empty and allowOther is false: the question cannot be answered: build requests with parseAskToolInput or parseAskUserInput',
    );
  });

  it('a question without options, answered by free text only, is well-formed (Codex `options: null`, MCP text fields)', () => {
    expect(
      checkAskRequest({
        dialect: 'asktool',
        questions: [{ id: 'q1', question: 'Why?', options: [], multiSelect: false }],
      }),
    ).toBeNull();
  });

  it('the widened question fields are checked: flags, selection bounds, free-text constraints, defaults, prompt text', () => {
    const error = checkAskRequest({
      dialect: 'nope',
      title: 1,
      questions: [
        {
          id: 'q1',
          question: 'Q?',
          options: [{ label: 'A', value: 2 }],
          multiSelect: true,
          allowOther: 'yes',
          minSelections: 3,
          maxSelections: 1,
          default: { options: [4] },
        },
        {
          id: 'q2',
          question: 'Q?',
          options: [],
          multiSelect: false,
          input: { kind: 'date', min: Infinity, format: 'phone', secret: 1 },
        },
      ],
    });
    expect(error!.issues.map((i) => i.path.join('.'))).toEqual([
      'dialect',
      'title',
      'questions.0.allowOther',
      'questions.0.maxSelections',
      'questions.0.options.0.value',
      'questions.0.default.options',
      'questions.1.input.kind',
      'questions.1.input.min',
      'questions.1.input.format',
      'questions.1.input.secret',
    ]);
    expect(error!.issues[0]!.message).toMatch(
      /^request\.dialect must be a registered dialect \("asktool", "ask_user"/,
    );
  });

  it('a request of 150,000 malformed options is an AskInputError of 20 issues and a count', () => {
    const error = checkAskRequest({
      dialect: 'asktool',
      questions: [
        { id: 'q1', question: 'Q?', multiSelect: false, options: Array(150_000).fill(null) },
      ],
    });
    expect(error).toBeInstanceOf(AskInputError);
    expect(error!.issues).toHaveLength(20);
    expect(error!.message.split('\n').at(-1)).toMatch(/^… and 149980 more issues: /);
  });

  it('null, arrays, strings and empty question lists are typed errors, not TypeErrors', () => {
    for (const bad of [null, undefined, [], 'x', {}, { dialect: 'asktool', questions: [] }]) {
      expect(checkAskRequest(bad)).toBeInstanceOf(AskInputError);
      expect(() => createAskState(bad as never)).toThrow(AskInputError);
    }
  });
});
