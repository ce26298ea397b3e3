import { describe, expect, it } from 'vitest';
import { askTransition, createAskState } from '../../dialects';
import { toAskResolution } from '../../dialects';
import { parseAskSummary } from '../../dialects';
import {
  parseApprovalQuestions,
  readApprovalQuestionsOutcome,
  readApprovalQuestionsPersisted,
  type ApprovalQuestionsResponse,
} from '.';
import { deployQuestionnaire } from './fixtures';

const request = parseApprovalQuestions(deployQuestionnaire);

describe('readApprovalQuestionsOutcome: a settled approval read back', () => {
  it('the answers the runtime recorded are the card’s own answers, by id', () => {
    let state = createAskState(request, undefined, { layout: 'stacked' });
    for (const event of [
      { type: 'toggle', option: 0, question: 0 },
      { type: 'toggle', option: 1, question: 1 },
      { type: 'setOtherText', text: 'smoke', question: 1 },
      { type: 'setOtherText', text: 'Ship it', question: 2 },
      { type: 'submitAll' },
    ] as const)
      state = askTransition(state, event);
    const resolution = toAskResolution<ApprovalQuestionsResponse>(state)!;
    const response = resolution.result as { answers: Record<string, unknown> };
    const settled = { ...deployQuestionnaire, approved: true, answers: response.answers };
    const outcome = readApprovalQuestionsOutcome(settled)!;
    expect(outcome.reason).toBe('submitted');
    expect(outcome.answers).toEqual(resolution.answers);
    expect(outcome.details).toEqual(resolution.details);
    expect(outcome.content).toBe(resolution.content);
  });

  it('the transcript reads a settled approval as stored (parseAskSummary)', () => {
    const settled = {
      ...deployQuestionnaire,
      approved: true,
      answers: { env: { optionIds: ['prod'] } },
    };
    const summary = parseAskSummary(settled)!;
    expect(summary).toMatchObject({ dialect: 'assistant-ui-questions', reason: 'submitted' });
    expect(summary.items[0]).toMatchObject({
      id: 'env',
      status: 'answered',
      labels: ['Production'],
    });
    expect(parseAskSummary({ ...deployQuestionnaire })).toBeNull();
  });

  it('dismissed, cancelled and expired; open and foreign values are null', () => {
    const reason = (extra: object) =>
      readApprovalQuestionsOutcome({ ...deployQuestionnaire, ...extra })?.reason;
    expect(reason({ approved: false })).toBe('declined');
    expect(reason({ resolution: 'cancelled' })).toBe('stopped');
    expect(reason({ resolution: 'expired' })).toBe('expired');
    expect(reason({})).toBeUndefined();
    expect(readApprovalQuestionsPersisted({ approved: true, display: 'questions' })).toBeNull();
    expect(readApprovalQuestionsPersisted('answered')).toBeNull();
    const hostile = { ...deployQuestionnaire, approved: true, answers: { env: { optionIds: 7 } } };
    expect(readApprovalQuestionsOutcome(hostile)!.answers[0]).toEqual({
      id: 'env',
      status: 'skipped',
      labels: [],
    });
  });
});
