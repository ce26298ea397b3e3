import { describe, expect, it } from 'vitest';
import { AskInputError } from '../../schema/errors';
import { MAX_INPUT_LENGTH } from '../../schema/limits';
import { getAskAdapter, getAskPolicy } from '../index';
import {
  approvalQuestionsAdapter,
  ASSISTANT_UI_QUESTIONS_DIALECT,
  parseApprovalQuestions,
  safeParseApprovalQuestions,
} from '.';
import { deployQuestionnaire } from './fixtures';

function messagesOf(value: unknown): string[] {
  const result = safeParseApprovalQuestions(value);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues.map((issue) => issue.message);
}
const questionnaire = (...questions: unknown[]) => ({ ...deployQuestionnaire, questions });
const [env, checks, note] = deployQuestionnaire.questions;

describe('assistant-ui-questions: normalization', () => {
  it('an approval becomes a request keyed by question ids, options valued by their ids', () => {
    expect(parseApprovalQuestions(deployQuestionnaire)).toEqual({
      dialect: 'assistant-ui-questions',
      message: 'Before I deploy, a few choices.',
      declinable: false,
      questions: [
        {
          id: 'env',
          header: 'Env',
          question: 'Where should this **deploy**?',
          options: [
            { label: 'Staging', description: 'Safe to try first', value: 'stg' },
            { label: 'Production', description: 'Live traffic', value: 'prod' },
          ],
          multiSelect: false,
          allowOther: false,
        },
        {
          id: 'checks',
          header: 'Checks',
          question: 'Which checks should run first?',
          options: [
            { label: 'Unit tests', value: 'unit' },
            { label: 'End-to-end tests', value: 'e2e' },
            { label: 'Lint', value: 'lint' },
          ],
          multiSelect: true,
          allowOther: true,
        },
        {
          id: 'note',
          header: 'Note',
          question: 'Anything the release note should say?',
          options: [],
          multiSelect: false,
          allowOther: true,
        },
      ],
    });
  });

  it('is a registered dialect, whole and running half', () => {
    expect(ASSISTANT_UI_QUESTIONS_DIALECT).toBe('assistant-ui-questions');
    expect(getAskAdapter(ASSISTANT_UI_QUESTIONS_DIALECT)).toBe(approvalQuestionsAdapter);
    expect(getAskPolicy(ASSISTANT_UI_QUESTIONS_DIALECT)).toMatchObject({
      allOrNothing: true,
      nextNeedsAnswer: true,
      skipCancels: true,
    });
    expect(approvalQuestionsAdapter.modelOutput).toBe('result');
  });

  it('free text only with allowFreeform; always without options; multiple needs options', () => {
    const request = parseApprovalQuestions(
      questionnaire(
        { ...env, allowFreeform: true },
        { id: 'why', prompt: 'Why?', options: [], multiple: true },
      ),
    );
    expect(request.questions.map((q) => [q.allowOther, q.multiSelect])).toEqual([
      [true, false],
      [true, false],
    ]);
  });

  it('strict-mode nulls read as absent; a blank approval prompt is no message', () => {
    const request = parseApprovalQuestions({
      ...deployQuestionnaire,
      prompt: '  ',
      dismissible: null,
      questions: [{ ...note, header: null, options: null, multiple: null }],
    });
    expect(request.message).toBeUndefined();
    expect(request.declinable).toBe(false);
    expect(
      parseApprovalQuestions({ ...deployQuestionnaire, dismissible: true }),
    ).not.toHaveProperty('declinable');
    expect(request.questions[0]).toEqual({
      id: 'note',
      question: 'Anything the release note should say?',
      options: [],
      multiSelect: false,
      allowOther: true,
    });
  });

  it('what the runtime records on the approval is let through (a receipt re-reads it)', () => {
    const answered = {
      ...deployQuestionnaire,
      approved: true,
      answers: { env: { optionIds: ['stg'] } },
      resolution: 'expired',
    };
    expect(parseApprovalQuestions(answered)).toEqual(parseApprovalQuestions(deployQuestionnaire));
  });

  it('a long header is shown cut to a chip', () => {
    const request = parseApprovalQuestions(questionnaire({ ...env, header: 'A'.repeat(40) }));
    expect(request.questions[0]!.header).toBe('A'.repeat(24));
  });
});

describe('assistant-ui-questions: errors name the field and the fix', () => {
  it('another display is not a questionnaire', () => {
    expect(messagesOf({ ...deployQuestionnaire, display: 'decision' })).toEqual([
      'display is "decision": only a display "questions" approval is a questionnaire; ' +
        'render other approvals as a decision',
    ]);
    expect(messagesOf({ ...deployQuestionnaire, display: undefined })).toEqual([
      'display is missing: add "questions"',
    ]);
  });

  it('no questions, a missing prompt, an option without id or label', () => {
    expect(messagesOf(questionnaire())).toEqual([
      'questions has 0 items; assistant-ui-questions allows 1-100: ask at least one question',
    ]);
    expect(
      messagesOf(questionnaire({ id: 'env', options: [{ label: 'Staging' }, { id: 'p' }] })),
    ).toEqual([
      'questions[0].prompt is missing: add the question to ask, e.g. "Where should this deploy?"',
      'questions[0].options[0].id is missing: add an id, e.g. "env" (the answers are keyed by it)',
      'questions[0].options[1].label is missing: add the text of the choice, e.g. "Staging"',
    ]);
  });

  it('question ids, option ids and option labels are unique', () => {
    expect(
      messagesOf(
        questionnaire(env, {
          ...checks,
          id: 'env',
          options: [
            { id: 'unit', label: 'Unit' },
            { id: 'unit', label: 'Lint' },
            { id: 'e2e', label: 'lint' },
          ],
        }),
      ),
    ).toEqual([
      'questions[1].id "env" repeats questions[0].id: question ids must be unique; rename one',
      'questions[1].options[2].label "lint" repeats questions[1].options[1].label: option labels ' +
        'must be unique (compared ignoring case, spacing, width and invisible characters); ' +
        'rename or remove one',
      'questions[1].options[1].id "unit" repeats questions[1].options[0].id: option ids must be ' +
        'unique; rename one',
    ]);
  });

  it('empty ids, blank prompts and wrong types', () => {
    expect(
      messagesOf(questionnaire({ id: '', prompt: ' ', multiple: 'yes', options: 'a, b' })),
    ).toEqual([
      'questions[0].id is empty: give the question an id',
      'questions[0].prompt is blank: write the question',
      'questions[0].options must be an array, not a string',
      'questions[0].multiple must be true or false, not a string',
    ]);
    expect(messagesOf('questions')).toEqual([
      'input must be an object like { "questions": [ … ] }, not a string',
    ]);
  });

  it('hostile input is rejected by its size or count alone', () => {
    const huge = questionnaire({ ...note, prompt: 'x'.repeat(MAX_INPUT_LENGTH) });
    expect(messagesOf(huge)).toEqual([expect.stringMatching(/^input is over 262144 characters/)]);
    // Within 256 K of JSON, a count is reported as a count (issue 24 #3: past it, the size).
    const questions = Array.from({ length: 1500 }, (_, i) => ({ ...note, id: `q${i}` }));
    const many = { ...deployQuestionnaire, questions };
    expect(messagesOf(many)).toEqual([
      'questions has 1500 items; assistant-ui-questions allows 1-100: ask fewer questions',
    ]);
    const options = Array.from({ length: 5000 }, (_, i) => ({ id: `o${i}`, label: `${i}` }));
    // Past the 1,000 options a request may offer in all, that total is the one issue.
    expect(messagesOf(questionnaire({ ...env, options }))).toEqual([
      'questions offer 5000 options in all; the limit is 1000: ' +
        'ask fewer questions or offer fewer options, and retry',
    ]);
    expect(messagesOf(questionnaire({ ...env, options: options.slice(0, 101) }))).toEqual([
      'questions[0].options has 101 items; assistant-ui-questions allows 0-100: ' +
        'keep the 100 most useful options',
    ]);
  });

  it('parse throws the AskInputError', () => {
    expect(() => parseApprovalQuestions({ id: 'a', display: 'questions' })).toThrow(AskInputError);
  });
});
