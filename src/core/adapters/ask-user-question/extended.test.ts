/**
 * Issue 25 #2: Claude's extended questions (`CLAUDE_CODE_QUESTION_EXTENDED`), parsed, answered
 * and serialized by the CLI's rules as PROTOCOLS-DRIFT §2.2 states them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { askTransition, createAskState } from '../../dialects';
import { toAskResolution } from '../../dialects';
import type { AskEvent, AskState } from '../../types';
import { auqInput, libraryQuestion } from './fixtures';
import { EXTENDED_Q1, EXTENDED_Q2, EXTENDED_Q3, extendedInput } from './extended-fixtures';
import { toAskUserQuestionResult } from './result';
import { parseAskUserQuestionInput, safeParseAskUserQuestionInput } from './schema';

type Input = Record<string, unknown>;
const number = (extra: Input = {}): Input => ({
  question: 'How many workers?',
  header: 'Workers',
  kind: 'number',
  min: 1,
  max: 8,
  options: [],
  ...extra,
});
const text = (extra: Input = {}): Input => ({
  question: 'What name?',
  header: 'Name',
  kind: 'text',
  ...extra,
});

function issuesOf(value: unknown): { path: string; message: string }[] {
  const result = safeParseAskUserQuestionInput(value);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

function run(input: unknown, events: AskEvent[]): AskState {
  return events.reduce(askTransition, createAskState(parseAskUserQuestionInput(input)));
}

function resultOf(state: AskState) {
  const resolution = toAskResolution(state);
  if (!resolution) throw new Error('still pending');
  return resolution.result as ReturnType<typeof toAskUserQuestionResult>;
}

describe('issue 25 #2: extended questions', () => {
  it('issue 25 #2: an extended ask (title, text and number questions) parses into a card: the title, a text field, a number with bounds, step, unit and default', () => {
    const request = parseAskUserQuestionInput(extendedInput);
    expect(request.title).toBe('Set up the nightly backup');
    expect(request.followUp).toBe(true);
    const [choice, name, timeout] = request.questions;
    expect(choice).toMatchObject({ options: [{ label: 'S3' }, { label: 'Local disk' }] });
    expect(name).toMatchObject({
      options: [],
      description: 'Shown in the scheduler and in alerts.',
      input: { kind: 'text', placeholder: 'e.g. nightly-db' },
    });
    expect(timeout).toMatchObject({
      options: [],
      description: 'The job is stopped after this.',
      input: { kind: 'number', min: 5, max: 120, step: 5, unit: 'minutes' },
      default: { text: '30' },
    });
    // The choice question's free text stays as today.
    expect(choice!.allowOther).not.toBe(false);
  });

  it('issue 25 #2: extended-ness comes from the input: a question with `kind`, or a `title`', () => {
    expect(parseAskUserQuestionInput(auqInput).followUp).toBeUndefined();
    const titled = { ...auqInput, title: 'Plan' };
    expect(parseAskUserQuestionInput(titled)).toMatchObject({ title: 'Plan', followUp: true });
    const kinded = { questions: [{ ...libraryQuestion, kind: 'choice' }] };
    expect(parseAskUserQuestionInput(kinded).followUp).toBe(true);
    // kind absent in extended input reads "choice": 2-4 options still apply.
    expect(issuesOf({ title: 'T', questions: [{ ...libraryQuestion, options: [] }] })).toEqual([
      expect.objectContaining({ path: 'questions.0.options' }),
    ]);
  });

  it('issue 25 #2: non-extended input keeps today’s rules exactly (0 options refused, no title shown)', () => {
    const bare = { questions: [{ question: 'What name?', header: 'Name', options: [] }] };
    expect(issuesOf(bare)).toEqual([
      {
        path: 'questions.0.options',
        message: expect.stringMatching(/options has 0 items; AskUserQuestion allows 2-4/),
      },
    ]);
    const request = parseAskUserQuestionInput(auqInput);
    expect(request.title).toBeUndefined();
    expect(request.questions.every((q) => q.input?.kind === undefined)).toBe(true);
  });

  it.each([
    [
      'a text question with options',
      text({ options: [{ label: 'A' }, { label: 'B' }] }),
      'questions.0.options',
      /text question takes no options/,
    ],
    ['a number without min', number({ min: undefined }), 'questions.0.min', /required/],
    ['a number without max', number({ max: undefined }), 'questions.0.max', /required/],
    ['min above max', number({ min: 9, max: 8 }), 'questions.0.max', /below min \(9\)/],
    ['a step of 0', number({ step: 0 }), 'questions.0.step', /greater than 0/],
    ['a negative step', number({ step: -1 }), 'questions.0.step', /greater than 0/],
    [
      'a default outside the bounds',
      number({ defaultValue: 9 }),
      'questions.0.defaultValue',
      /between 1 and 8/,
    ],
    ['a min that is a string', number({ min: '1' }), 'questions.0.min', /number/],
    ['an unknown kind', text({ kind: 'date' }), 'questions.0.kind', /"choice", "text" or "number"/],
    [
      'a choice of one option',
      { question: 'Q?', header: 'H', kind: 'choice', options: [{ label: 'A' }] },
      'questions.0.options',
      /allows 2-4/,
    ],
  ])('issue 25 #2: %s is an AskInputError naming the field', (_name, question, path, message) => {
    const issues = issuesOf({ title: 'T', questions: [question] });
    expect(issues).toContainEqual({ path, message: expect.stringMatching(message) });
  });

  it('issue 25 #2: a text answer is the typed text; a number the number as text, without its unit', () => {
    const state = run(extendedInput, [
      { type: 'toggle', option: 0 },
      { type: 'next' },
      { type: 'setOtherText', text: ' nightly db ' },
      { type: 'next' },
      { type: 'setOtherText', text: '45.0' },
      { type: 'next' },
    ]);
    expect(resultOf(state)).toEqual({
      behavior: 'allow',
      updatedInput: {
        ...extendedInput,
        answers: { [EXTENDED_Q1]: 'S3', [EXTENDED_Q2]: 'nightly db', [EXTENDED_Q3]: '45' },
      },
    });
  });

  it('issue 25 #2: the default value is pre-filled and sent only when the user submits it', () => {
    const taken = run(extendedInput, [{ type: 'skip' }, { type: 'skip' }, { type: 'next' }]);
    expect(resultOf(taken)!.updatedInput.answers?.[EXTENDED_Q3]).toBe('30');
    const skipped = run(extendedInput, [{ type: 'skip' }, { type: 'skip' }, { type: 'skip' }]);
    // A skip is a skip (however the result says so), never the default.
    expect(Object.values(resultOf(skipped)!.updatedInput.answers ?? {})).not.toContain('30');
    // A number outside the bounds is never recorded.
    const out = run(extendedInput, [
      { type: 'skip' },
      { type: 'skip' },
      { type: 'setOtherText', text: '200' },
      { type: 'next' },
    ]);
    expect(out.status).toBe('pending');
  });

  it('issue 25 #2: the follow-up action submits with followUp: true, kind "choice" echoed unchanged', () => {
    const state = run(extendedInput, [
      { type: 'toggle', option: 1 },
      { type: 'next' },
      { type: 'skip' },
      { type: 'followUp' },
    ]);
    expect(state).toMatchObject({ status: 'resolved', reason: 'submitted', followUp: true });
    const { answers, annotations: _, ...rest } = resultOf(state)!.updatedInput;
    expect(rest).toEqual({ ...extendedInput, followUp: true });
    expect(answers).toMatchObject({ [EXTENDED_Q1]: 'Local disk', [EXTENDED_Q3]: '30' });
    const result = resultOf(state)!;
    expect(result.updatedInput.questions[0]).toHaveProperty('kind', 'choice');
    expect(toAskResolution(state)!.followUp).toBe(true);
  });

  it('issue 25 #2: follow-up only resolves: on a step before the last it changes nothing', () => {
    const state = run(extendedInput, [{ type: 'toggle', option: 0 }, { type: 'followUp' }]);
    expect(state.status).toBe('pending');
  });

  it('issue 25 #2: followUp never appears for non-extended input, whatever the user does', () => {
    const event = fc.oneof(
      fc.constant<AskEvent>({ type: 'followUp' }),
      fc.constant<AskEvent>({ type: 'next' }),
      fc.constant<AskEvent>({ type: 'skip' }),
      fc.constant<AskEvent>({ type: 'submitAll' }),
      fc.integer({ min: 0, max: 3 }).map((option): AskEvent => ({ type: 'toggle', option })),
      fc.string().map((t): AskEvent => ({ type: 'setOtherText', text: t })),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 12 }), fc.boolean(), (events, stacked) => {
        let state = createAskState(parseAskUserQuestionInput(auqInput), undefined, {
          layout: stacked ? 'stacked' : 'stepper',
        });
        for (const e of [...events, { type: 'followUp' } as const, { type: 'submitAll' } as const])
          state = askTransition(state, e);
        expect(state.followUp).toBeUndefined();
        const result = toAskResolution(state)?.result as ReturnType<typeof toAskUserQuestionResult>;
        if (result) expect(result.updatedInput).not.toHaveProperty('followUp');
      }),
    );
    // Asked for directly on a non-extended request, the serializer still leaves it out.
    const request = parseAskUserQuestionInput(auqInput);
    const result = toAskUserQuestionResult(request, [], 'submitted', { followUp: true });
    expect(result!.updatedInput).not.toHaveProperty('followUp');
  });

  it('issue 25 #2: any number typed within the bounds is sent as that number’s text', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 8, noNaN: true }), (value) => {
        const state = run({ title: 'T', questions: [number()] }, [
          { type: 'setOtherText', text: String(value) },
          { type: 'next' },
        ]);
        expect(resultOf(state)!.updatedInput.answers).toEqual({
          'How many workers?': String(value),
        });
      }),
    );
  });
});
