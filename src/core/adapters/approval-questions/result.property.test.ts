/**
 * Whatever questionnaire a host sends and whatever a user does, the response of an answered card
 * passes assistant-ui's own validation: `resolveToolApprovalResponse` of `@assistant-ui/core`
 * 0.3.35 (exported from `@assistant-ui/core/internal`), the function `respondToApproval` runs
 * before the runtime records anything.
 */
import { resolveToolApprovalResponse } from '@assistant-ui/core/internal';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { askTransition, createAskState } from '../../dialects';
import { textKey } from '../../schema/text';
import { toAskResolution } from '../../dialects';
import type { AskEvent, AskState } from '../../types';
import {
  formatApprovalQuestionsContent,
  parseApprovalQuestions,
  toApprovalQuestionsResponse,
  type ApprovalQuestionsRequest,
  type ApprovalQuestionsResponse,
} from '.';
import { deployQuestionnaire } from './fixtures';

type Approval = Parameters<typeof resolveToolApprovalResponse>[0];

/** Ids and labels from disjoint alphabets: a label in the response can never pass as an id. */
const optionArb = fc.record(
  {
    id: fc.stringMatching(/^[a-z0-9_-]{1,6}$/),
    label: fc.stringMatching(/^[A-Z][A-Z .]{0,8}$/),
    description: fc.string({ maxLength: 12 }),
  },
  { requiredKeys: ['id', 'label'] },
);

const questionArb = fc.record(
  {
    id: fc.stringMatching(/^[a-z0-9_.:-]{1,8}$/),
    prompt: fc.stringMatching(/^[A-Za-z][A-Za-z ?]{0,20}$/),
    header: fc.stringMatching(/^[A-Za-z]{1,8}$/),
    options: fc.uniqueArray(optionArb, {
      maxLength: 5,
      // Labels unique as the parser compares them.
      comparator: (a, b) => a.id === b.id || textKey(a.label) === textKey(b.label),
    }),
    multiple: fc.boolean(),
    allowFreeform: fc.boolean(),
  },
  { requiredKeys: ['id', 'prompt'] },
);

const questionnaireArb = fc
  .uniqueArray(questionArb, { minLength: 1, maxLength: 5, selector: (q) => q.id })
  .map((questions): ApprovalQuestionsRequest => ({
    id: 'approval-1',
    display: 'questions',
    dismissible: true,
    questions,
  }));

/** Text a user may type: words, blanks and noise. */
const typed = fc.oneof(
  fc.constantFrom('', '  ', 'yes', ' padded ', 'x'),
  fc.string({ maxLength: 10 }),
);

const eventArb = (questions: number): fc.Arbitrary<AskEvent> => {
  const question = fc.nat(questions - 1);
  return fc.oneof(
    fc.record({ type: fc.constant('toggle' as const), option: fc.nat(5), question }),
    fc.record({ type: fc.constant('setOtherText' as const), text: typed, question }),
    fc.record({ type: fc.constant('toggleOther' as const), question }),
  );
};

/** `response` through assistant-ui's validation: the decision it records, or the error. */
function validate(approval: ApprovalQuestionsRequest, response: ApprovalQuestionsResponse) {
  return resolveToolApprovalResponse(approval as Approval, response);
}

function respond(state: AskState) {
  return toAskResolution<ApprovalQuestionsResponse | null>(state)!.result;
}

/** Every question answered the simplest way it takes: its first option, else typed text. */
function answerAll(state: AskState): AskState {
  state.request.questions.forEach((q, question) => {
    state =
      q.options.length > 0
        ? askTransition(state, { type: 'toggle', option: 0, question })
        : askTransition(state, { type: 'setOtherText', text: 'typed', question });
  });
  return askTransition(state, { type: 'submitAll' });
}

describe('toApprovalQuestionsResponse: assistant-ui accepts every answered card (property)', () => {
  it('random questionnaires, random choices and typing, then Submit', () => {
    let answered = 0;
    fc.assert(
      fc.property(
        questionnaireArb.chain((approval) =>
          fc.tuple(
            fc.constant(approval),
            fc.array(eventArb(approval.questions!.length), { maxLength: 30 }),
          ),
        ),
        ([approval, events]) => {
          const request = parseApprovalQuestions(approval);
          let state = createAskState(request, undefined, { layout: 'stacked' });
          for (const event of events) state = askTransition(state, event);
          state = askTransition(state, { type: 'submitAll' });
          if (state.status !== 'resolved') return; // a question is still unanswered
          answered++;
          const response = respond(state)!;
          expect('answers' in response).toBe(true);
          const decision = validate(approval, response);
          expect(decision).toEqual({ approvalId: 'approval-1', approved: true, ...response });
          // Ids, never labels; text only where the question takes it.
          for (const question of approval.questions!) {
            const answer = (response as { answers: Record<string, unknown> }).answers[
              question.id
            ] as { optionIds?: string[]; text?: string };
            const ids = (question.options ?? []).map((o) => o.id);
            for (const id of answer.optionIds ?? []) expect(ids).toContain(id);
            if (answer.text !== undefined)
              expect(ids.length === 0 || question.allowFreeform === true).toBe(true);
          }
        },
      ),
      { numRuns: 400 },
    );
    expect(answered).toBeGreaterThan(20);
  });

  it('every questionnaire answered question by question is accepted', () => {
    fc.assert(
      fc.property(questionnaireArb, (approval) => {
        const state = answerAll(createAskState(parseApprovalQuestions(approval)));
        expect(state.status).toBe('resolved');
        const response = respond(state)!;
        expect(validate(approval, response)).toMatchObject({ approved: true });
      }),
      { numRuns: 300 },
    );
  });

  it('a declined card is the dismissal assistant-ui records', () => {
    fc.assert(
      fc.property(questionnaireArb, (approval) => {
        const request = parseApprovalQuestions(approval);
        const state = askTransition(createAskState(request), { type: 'skip' });
        const response = respond(state)!;
        expect(response).toEqual({ approved: false });
        expect(validate(approval, response)).toEqual({
          approvalId: 'approval-1',
          approved: false,
        });
      }),
      { numRuns: 100 },
    );
  });
});

describe('toApprovalQuestionsResponse: each kind of question', () => {
  const request = parseApprovalQuestions(deployQuestionnaire);
  const answer = (...events: AskEvent[]) => {
    let state = createAskState(request, undefined, { layout: 'stacked' });
    for (const event of events) state = askTransition(state, event);
    return askTransition(state, { type: 'submitAll' });
  };

  it('single, multiple with free text, and typed text: ids in declared order', () => {
    const state = answer(
      { type: 'toggle', option: 1, question: 0 },
      { type: 'toggle', option: 2, question: 1 },
      { type: 'toggle', option: 0, question: 1 },
      { type: 'setOtherText', text: ' smoke test ', question: 1 },
      { type: 'setOtherText', text: 'Ship it', question: 2 },
    );
    const response = respond(state)!;
    expect(response).toEqual({
      answers: {
        env: { optionIds: ['prod'] },
        checks: { optionIds: ['unit', 'lint'], text: 'smoke test' },
        note: { text: 'Ship it' },
      },
    });
    expect(validate(deployQuestionnaire, response)).toMatchObject({ approved: true });
    expect(
      formatApprovalQuestionsContent(request, toAskResolution(state)!.answers, 'submitted'),
    ).toBe('Env: Production\nChecks: Unit tests, Lint, smoke test\nNote: Ship it');
  });

  it('the card cannot submit with a question unanswered (all or nothing)', () => {
    const state = answer({ type: 'toggle', option: 0, question: 0 });
    expect(state.status).toBe('pending');
  });

  it('stopped, expired and replied in chat send nothing: the host records the resolution', () => {
    const pending = createAskState(request);
    for (const type of ['stop', 'replyInChat'] as const) {
      const state = askTransition(pending, { type });
      expect(respond(state)).toBeNull();
    }
    expect(toApprovalQuestionsResponse(request, [], 'expired')).toBeNull();
    expect(formatApprovalQuestionsContent(request, [], 'stopped')).toBe(
      'The questions were not answered.',
    );
    expect(toApprovalQuestionsResponse(request, [], 'dismissed')).toEqual({ approved: false });
    expect(formatApprovalQuestionsContent(request, [], 'declined')).toBe(
      'The questions were dismissed.',
    );
  });

  it('assistant-ui refuses what the card never sends: labels; text without allowFreeform', () => {
    expect(() =>
      validate(deployQuestionnaire, {
        answers: {
          env: { optionIds: ['Staging'] },
          checks: { optionIds: ['unit'] },
          note: { text: 'x' },
        },
      }),
    ).toThrow(/no option with id "Staging"/);
    expect(() =>
      validate(deployQuestionnaire, {
        answers: {
          env: { optionIds: ['stg'], text: 'soon' },
          checks: { optionIds: ['unit'] },
          note: { text: 'x' },
        },
      }),
    ).toThrow(/allowFreeform/);
  });
});
