import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { askTransition, createAskState } from '../../dialects';
import { toAskResolution } from '../../dialects';
import type { AskAnswer, AskEvent, AskReason } from '../../types';
import { auqInput, featuresQuestion, layoutQuestion, libraryQuestion } from './fixtures';
import { formatAskUserQuestionContent, toAskUserQuestionResult } from './result';
import { parseAskUserQuestionInput } from './schema';

// Keys are spelled out by hand: the exact question texts of the input, untrimmed.
const Q1 = 'Which library should we use for date formatting? ';
const Q2 = 'Which features do you want to enable?';
const request = parseAskUserQuestionInput(auqInput);
const answered = (id: string, labels: string[], customText?: string): AskAnswer => ({
  id,
  status: 'answered',
  labels,
  ...(customText === undefined ? {} : { customText }),
});
const skipped = (id: string): AskAnswer => ({ id, status: 'skipped', labels: [] });
const result = (answers: AskAnswer[], reason: AskReason = 'submitted', unanswered = false) =>
  toAskUserQuestionResult(request, answers, reason, { unanswered });

describe('toAskUserQuestionResult: what canUseTool resolves with', () => {
  it('allow, with the input unchanged plus answers keyed by the exact question text', () => {
    expect(result([answered('q1', ['Luxon']), answered('q2', ['Sync', 'Dark mode'])])).toEqual({
      behavior: 'allow',
      updatedInput: {
        questions: auqInput.questions,
        metadata: { source: 'plan' },
        answers: { [Q1]: 'Luxon', [Q2]: 'Dark mode, Sync' },
      },
    });
  });

  it('free text when no option is chosen is the answer itself', () => {
    expect(result([answered('q1', [], 'Temporal'), skipped('q2')])!.updatedInput.answers).toEqual({
      [Q1]: 'Temporal',
      [Q2]: '[No preference]',
    });
  });

  it('free text beside chosen labels goes to annotations[q].notes, never dropped', () => {
    const { updatedInput } = result([
      answered('q1', ['date-fns']),
      answered('q2', ['Offline'], 'but only on Wi-Fi'),
    ])!;
    expect(updatedInput.answers).toEqual({ [Q1]: 'date-fns', [Q2]: 'Offline' });
    expect(updatedInput.annotations).toEqual({ [Q2]: { notes: 'but only on Wi-Fi' } });
  });

  it('a skipped question is answered "[No preference]"; with unanswered it is also marked skipped', () => {
    const answers = [skipped('q1'), answered('q2', ['Sync'])];
    expect(result(answers)!.updatedInput).not.toHaveProperty('annotations');
    expect(result(answers)!.updatedInput.answers).toEqual({
      [Q1]: '[No preference]',
      [Q2]: 'Sync',
    });
    expect(result(answers, 'submitted', true)!.updatedInput.annotations).toEqual({
      [Q1]: { unanswered: 'skipped' },
    });
  });

  it('Decline all and dismiss: allow with no answers; with unanswered every question dismissed', () => {
    for (const reason of ['declined', 'dismissed'] as const) {
      const plain = result([answered('q1', ['Luxon']), skipped('q2')], reason)!;
      expect(plain.behavior).toBe('allow');
      expect(plain.updatedInput).toEqual({
        questions: auqInput.questions,
        metadata: { source: 'plan' },
      });
      expect(result([], reason, true)!.updatedInput.annotations).toEqual({
        [Q1]: { unanswered: 'dismissed' },
        [Q2]: { unanswered: 'dismissed' },
      });
    }
  });

  it('replied in chat keeps recorded answers and marks only the unanswered questions', () => {
    const { updatedInput } = result(
      [answered('q1', ['Luxon']), skipped('q2')],
      'repliedInChat',
      true,
    )!;
    expect(updatedInput.answers).toEqual({ [Q1]: 'Luxon' });
    expect(updatedInput.annotations).toEqual({ [Q2]: { unanswered: 'replied_in_chat' } });
  });

  it('stopped returns null: the query abort ends the wait, nothing is sent', () => {
    expect(result([answered('q1', ['Luxon'])], 'stopped')).toBeNull();
  });

  it('a prompt submitted with no answer returns allow with every question "[No preference]"', () => {
    expect(result([skipped('q1'), skipped('q2')])).toEqual({
      behavior: 'allow',
      updatedInput: {
        questions: auqInput.questions,
        metadata: { source: 'plan' },
        answers: { [Q1]: '[No preference]', [Q2]: '[No preference]' },
      },
    });
  });

  it("a single-select answer echoes the chosen option's preview in annotations[q].preview", () => {
    const previewed = parseAskUserQuestionInput({ questions: [layoutQuestion] });
    const { updatedInput } = toAskUserQuestionResult(
      previewed,
      [answered('q1', ['Tabs'])],
      'submitted',
    )!;
    expect(updatedInput.annotations).toEqual({
      [layoutQuestion.question]: { preview: layoutQuestion.options[1].preview },
    });
  });

  it('stale answers, annotations and afkTimeoutMs in the input are not sent back', () => {
    const stale = parseAskUserQuestionInput({
      ...auqInput,
      answers: { [Q1]: 'old' },
      annotations: { [Q1]: { notes: 'old' } },
      afkTimeoutMs: 60000,
    });
    expect(toAskUserQuestionResult(stale, [], 'declined')!.updatedInput).toEqual({
      questions: auqInput.questions,
      metadata: { source: 'plan' },
    });
  });

  it('a request built by hand (no source) still answers by its question texts', () => {
    const { source: _source, ...byHand } = request;
    expect(
      toAskUserQuestionResult(byHand, [answered('q1', ['Luxon'])], 'submitted')!.updatedInput
        .answers,
    ).toEqual({ [Q1.trim()]: 'Luxon', [Q2]: '[No preference]' });
  });

  it('multi-select labels come in option order whatever the click order (property)', () => {
    const labels = featuresQuestion.options.map((o) => o.label);
    fc.assert(
      fc.property(fc.shuffledSubarray(labels, { minLength: 1 }), (clicked) => {
        const value = result([skipped('q1'), answered('q2', clicked)])!.updatedInput.answers![Q2];
        expect(value).toBe(labels.filter((l) => clicked.includes(l)).join(', '));
      }),
    );
  });
});

describe('AskUserQuestion through the machine', () => {
  const resolve = (...events: AskEvent[]) =>
    toAskResolution(events.reduce(askTransition, createAskState(request)))!;

  it('Skip skips one question (no timer, no cancel); the resolution result is the allow', () => {
    const resolution = resolve(
      { type: 'skip' },
      { type: 'toggle', option: 2 },
      { type: 'toggle', option: 0 },
      { type: 'setOtherText', text: 'and print' },
      { type: 'next' },
    );
    expect(resolution.reason).toBe('submitted');
    expect(resolution.result).toEqual({
      behavior: 'allow',
      updatedInput: {
        questions: auqInput.questions,
        metadata: { source: 'plan' },
        answers: { [Q1]: '[No preference]', [Q2]: 'Dark mode, Sync' },
        annotations: { [Q2]: { notes: 'and print' } },
      },
    });
    expect(resolution.content).toBe(
      `The user answered: "${Q2}"="Dark mode, Sync" notes: and print. ` +
        'The user skipped question 1; a skip is not a yes.',
    );
  });

  it('expire does nothing: the CLI owns the idle timeout', () => {
    const state = createAskState(request);
    expect(askTransition(state, { type: 'expire' })).toBe(state);
  });

  it('content reads the CLI words when nothing was answered', () => {
    expect(formatAskUserQuestionContent(request, [], 'declined')).toBe(
      'The user did not answer the questions.',
    );
  });

  it('the free text is refused past the CLI cap on notes (8,192 characters)', () => {
    expect(request.questions.every((q) => q.input?.maxLength === 8192)).toBe(true);
    expect(libraryQuestion.question.endsWith(' ')).toBe(true);
  });
});
