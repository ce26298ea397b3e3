// Issue 24 #10: stored details have the limits requests have. A record of any valid request is
// read; one past a limit is refused before it is summarized, so the transcript shows its content.
import { describe, expect, it } from 'vitest';
import {
  largestValidApprovalQuestions,
  largestValidAskTool,
  largestValidAskUser,
  largestValidAskUserQuestion,
  largestValidElicitation,
  largestValidRequestUserInput,
} from '../../../test/fixtures/limits';
import { getAskAdapter } from '../adapters';
import {
  DETAILS_MAX_LENGTH,
  DETAILS_MAX_OPTIONS,
  DETAILS_MAX_QUESTIONS,
  DETAILS_TEXT_MAX_LENGTH,
} from '../schema/limits';
import type { AskAnswer, AskDialect, AskRequest } from '../types';
import { askToolDetailsSchema, toAskToolDetails } from './details';
import { parseAskSummary } from '../dialects';

/** Every question answered with every option it offers (one on a single choice) and free text. */
const answerAll = (request: AskRequest): AskAnswer[] =>
  request.questions.map((q) => ({
    id: q.id,
    status: 'answered',
    labels: (q.multiSelect ? q.options : q.options.slice(0, 1)).map((o) => o.label),
    ...(q.options.length === 0 ? { customText: 'typed' } : {}),
  }));

/** Details of `questions` questions of `options` options, every option chosen. */
function details(questions: number, options: number, text = 'x') {
  const labels = Array.from({ length: options }, (_, o) => `L${o}`);
  return {
    version: 1,
    dialect: 'asktool',
    reason: 'submitted',
    questions: Array.from({ length: questions }, (_, q) => ({
      id: `q${q}`,
      question: text,
      options: labels.map((label) => ({ label })),
      multiSelect: true,
    })),
    answers: Array.from({ length: questions }, (_, q) => ({
      id: `q${q}`,
      status: 'answered',
      labels,
    })),
  };
}

const reads = (value: unknown) => askToolDetailsSchema.safeParse(value).success;

describe('issue 24 #10: stored details have the limits requests have', () => {
  it('issue 24 #10: 2,000 questions × 50 labels are refused fast; the transcript falls back to the content', () => {
    const hostile = details(2000, 50);
    expect(reads(hostile)).toBe(false);
    expect(parseAskSummary(hostile)).toBeNull();
    // Past the whole size, nothing is read: 20,000 questions of 50 labels.
    expect(parseAskSummary(details(20_000, 50))).toBeNull();
  });

  it(`${DETAILS_MAX_QUESTIONS} questions are read, one more refused`, () => {
    expect(reads(details(DETAILS_MAX_QUESTIONS, 2))).toBe(true);
    expect(reads(details(DETAILS_MAX_QUESTIONS + 1, 2))).toBe(false);
  });

  it(`${DETAILS_MAX_OPTIONS} options and labels per question are read, one more refused`, () => {
    expect(reads(details(1, DETAILS_MAX_OPTIONS))).toBe(true);
    expect(reads(details(1, DETAILS_MAX_OPTIONS + 1))).toBe(false);
    const tooManyLabels = details(1, 2);
    tooManyLabels.answers[0]!.labels = Array<string>(DETAILS_MAX_OPTIONS + 1).fill('L0');
    expect(reads(tooManyLabels)).toBe(false);
  });

  it(`a text of ${DETAILS_TEXT_MAX_LENGTH} units is read, one more refused`, () => {
    expect(reads(details(1, 2, 'q'.repeat(DETAILS_TEXT_MAX_LENGTH)))).toBe(true);
    expect(reads(details(1, 2, 'q'.repeat(DETAILS_TEXT_MAX_LENGTH + 1)))).toBe(false);
    const label = details(1, 1);
    label.questions[0]!.options[0]!.label = 'L'.repeat(DETAILS_TEXT_MAX_LENGTH + 1);
    expect(reads(label)).toBe(false);
  });

  it(`a record over ${DETAILS_MAX_LENGTH} characters of JSON is refused before it is read`, () => {
    const within = details(1, 1);
    within.answers[0]!.labels = ['L0'];
    const answer = { ...within.answers[0]!, customText: '' };
    const empty = JSON.stringify({ ...within, answers: [answer] }).length;
    answer.customText = 'c'.repeat(DETAILS_MAX_LENGTH - empty);
    const atLimit = { ...within, answers: [answer] };
    expect(JSON.stringify(atLimit).length).toBe(DETAILS_MAX_LENGTH);
    expect(reads(atLimit)).toBe(true);
    expect(
      reads({ ...atLimit, answers: [{ ...answer, customText: `${answer.customText}c` }] }),
    ).toBe(false);
  });

  it.each([
    ['asktool', largestValidAskTool],
    ['ask_user', largestValidAskUser],
    ['AskUserQuestion', largestValidAskUserQuestion],
    ['request_user_input', largestValidRequestUserInput],
    ['assistant-ui-questions', largestValidApprovalQuestions],
    ['elicitation', largestValidElicitation],
  ] as const)(
    'the details of the largest valid %s request, every option chosen, are read',
    (dialect, input) => {
      const parsed = getAskAdapter(dialect as AskDialect).safeParse(input());
      if (!parsed.success) throw parsed.error;
      const stored = toAskToolDetails(parsed.data, answerAll(parsed.data));
      expect(reads(JSON.parse(JSON.stringify(stored)))).toBe(true);
      expect(parseAskSummary(stored)).not.toBeNull();
    },
  );

  it('issue 24 #11: hand-built details (a throwing getter, a revoked Proxy, a BigInt) are refused, never a TypeError', () => {
    const valid = () => {
      const parsed = getAskAdapter('asktool').safeParse(largestValidAskTool());
      if (!parsed.success) throw parsed.error;
      return JSON.parse(
        JSON.stringify(toAskToolDetails(parsed.data, answerAll(parsed.data))),
      ) as Record<string, unknown>;
    };
    const throwing = valid();
    Object.defineProperty(throwing, 'questions', {
      enumerable: true,
      get() {
        throw new TypeError('boom');
      },
    });
    const { proxy, revoke } = Proxy.revocable(valid(), {});
    revoke();
    const bigint = { ...valid(), version: 1n };
    for (const details of [throwing, proxy, bigint]) {
      const result = askToolDetailsSchema.safeParse(details);
      expect(result.success).toBe(false);
      expect(parseAskSummary(details)).toBeNull();
    }
  });
});
