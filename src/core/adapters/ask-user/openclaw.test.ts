// Issue 26 #5, #8, #10: ask_user as the real OpenClaw (npm `openclaw@2026.9.6`) does it. The
// strings and shapes OpenClaw's code uses are copied as data in `openclaw-gateway.fixtures.ts`.
import Ajv2020 from 'ajv/dist/2020';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { askUserRequest } from '../../../../test/fixtures/requests';
import { askTransition, createAskState } from '../../dialects';
import { en, zhCN } from '../../messages';
import {
  askToolDefinition,
  askUserToolDefinition,
  safeParseAskToolInput,
  safeParseAskUserInput,
} from '../../dialects';
import { ASK_USER_QUESTION_MAX_CHARS } from '../../schema/limits';
import { toAskResolution } from '../../dialects';
import { ASK_REASONS, type AskAnswer, type AskEvent, type AskReason } from '../../types';
import { toOpenClawGatewayAnswers } from './index';
import {
  OPENCLAW_NO_ANSWER,
  openClawQuestionResolveParamsSchema,
} from './openclaw-gateway.fixtures';
import { formatAskUserContent, toAskUserResult, type AskUserResult } from './result';

const request = askUserRequest([
  {
    id: 'deploy_target',
    header: 'Target',
    question: 'Where should this deploy?',
    options: ['Staging (Recommended)', 'Production'],
  },
  {
    id: 'notify',
    header: 'Notify',
    question: 'Who should hear about it?',
    options: ['Ops', 'Dev', 'QA'],
    multiSelect: true,
  },
]);

const answered = (id: string, labels: string[], customText?: string): AskAnswer =>
  customText === undefined
    ? { id, status: 'answered', labels }
    : { id, status: 'answered', labels, customText };

const NO_ANSWER_JSON = JSON.stringify({ status: 'no_answer' }, null, 2);

/** OpenClaw's Gateway status for each of our ways a prompt ends without an answer. */
const OPENCLAW_STATUS: Record<Exclude<AskReason, 'submitted'>, 'cancelled' | 'expired'> = {
  declined: 'cancelled',
  dismissed: 'cancelled',
  stopped: 'cancelled',
  repliedInChat: 'cancelled',
  expired: 'expired',
};

describe('issue 26 #5: after no answer the model is told to proceed with best judgment', () => {
  it('issue 26 #5: each outcome gives OpenClaw’s sentence, a blank line, then the unchanged JSON', () => {
    for (const [reason, status] of Object.entries(OPENCLAW_STATUS)) {
      const answers = [answered('deploy_target', ['Production'])];
      const content = formatAskUserContent(request, answers, reason as AskReason);
      expect(content, reason).toBe(`${OPENCLAW_NO_ANSWER[status]}\n\n${NO_ANSWER_JSON}`);
    }
  });

  it('issue 26 #5: every reason but submitted is covered, and the JSON is exactly the result', () => {
    const ended = ASK_REASONS.filter((reason) => reason !== 'submitted');
    expect([...ended].sort()).toEqual(Object.keys(OPENCLAW_STATUS).sort());
    for (const reason of ended) {
      const content = formatAskUserContent(request, [], reason);
      const json = content.slice(content.indexOf('\n\n') + 2);
      expect(JSON.parse(json)).toEqual(toAskUserResult(request, [], reason));
      expect(json).toBe(NO_ANSWER_JSON);
    }
  });

  it('issue 26 #5: Skip on the card, a stop and a timeout reach the model with their sentence', () => {
    const cases: Array<[AskEvent, string]> = [
      [{ type: 'skip' }, OPENCLAW_NO_ANSWER.cancelled],
      [{ type: 'stop' }, OPENCLAW_NO_ANSWER.cancelled],
      [{ type: 'replyInChat' } as AskEvent, OPENCLAW_NO_ANSWER.cancelled],
      [{ type: 'expire' }, OPENCLAW_NO_ANSWER.expired],
    ];
    for (const [event, sentence] of cases) {
      const state = askTransition(createAskState(request), event);
      const resolution = toAskResolution(state)!;
      expect(resolution.content.split('\n')[0], event.type).toBe(sentence);
      expect(resolution.askUserResult).toEqual({ status: 'no_answer' });
    }
  });

  it('issue 26 #5: the sentences are localizable; English is the default and the catalog’s', () => {
    for (const reason of ['declined', 'expired'] as const) {
      const zh = formatAskUserContent(request, [], reason, zhCN);
      const sentence = reason === 'expired' ? zhCN.askUserExpired : zhCN.askUserCancelled;
      expect(zh).toBe(`${sentence}\n\n${NO_ANSWER_JSON}`);
      expect(formatAskUserContent(request, [], reason, en)).toBe(
        formatAskUserContent(request, [], reason),
      );
    }
    expect(en.askUserCancelled).toBe(OPENCLAW_NO_ANSWER.cancelled);
    expect(en.askUserExpired).toBe(OPENCLAW_NO_ANSWER.expired);
    expect(zhCN.askUserCancelled).not.toBe(en.askUserCancelled);
    // One sentence overridden, the other still the default.
    expect(
      formatAskUserContent(request, [], 'declined', { askUserCancelled: 'Skipped; go on.' }),
    ).toBe(`Skipped; go on.\n\n${NO_ANSWER_JSON}`);
    expect(
      formatAskUserContent(request, [], 'expired', { askUserCancelled: 'Skipped; go on.' }),
    ).toBe(`${OPENCLAW_NO_ANSWER.expired}\n\n${NO_ANSWER_JSON}`);
  });

  it('issue 26 #5: an answered prompt keeps its `Header: a, b` lines and no sentence', () => {
    const answers = [
      answered('deploy_target', ['Production']),
      answered('notify', ['Ops'], 'pager'),
    ];
    const content = formatAskUserContent(request, answers, 'submitted', zhCN);
    expect(content).toBe(
      `Target: Production\nNotify: Ops, pager\n\n` +
        JSON.stringify(toAskUserResult(request, answers, 'submitted'), null, 2),
    );
  });
});

/** One ask_user question with `question` as its text. */
const withQuestion = (question: string) => ({
  questions: [
    {
      id: 'deploy_target',
      header: 'Target',
      question,
      options: [{ label: 'Staging' }, { label: 'Production' }],
    },
  ],
});

// 311 characters: the kind of sentence a model writes when a decision needs its context.
const REALISTIC =
  'The staging cluster is still running last week’s schema, and the production migration ' +
  'window closes at 18:00 UTC today, so should I deploy this release to staging first and run ' +
  'the full smoke suite there (about forty minutes), or go straight to production and rely ' +
  'on the canary rollout to catch any regression?';

describe('issue 26 #8: ask_user questions are not held to asktool’s 300 code points', () => {
  it('issue 26 #8: a realistic 311-character sentence is accepted, verbatim', () => {
    expect([...REALISTIC].length).toBe(311);
    const parsed = safeParseAskUserInput(withQuestion(REALISTIC));
    expect(parsed.success && parsed.data.questions[0]!.question).toBe(REALISTIC);
  });

  it('issue 26 #8: asktool keeps its seed’s 300-code-point limit', () => {
    const parsed = safeParseAskToolInput({
      questions: [{ question: REALISTIC, options: ['Staging', 'Production'] }],
    });
    expect(!parsed.success && parsed.error.issues.map((issue) => issue.message)).toEqual([
      'questions[0].question is 311 characters; the limit is 300: shorten it and retry',
    ]);
  });

  it('issue 26 #8: any non-blank question up to the hostile-input bound is accepted', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: ASK_USER_QUESTION_MAX_CHARS }),
        (unit, length) => {
          const points = [...`Q ${unit}`];
          const question = Array.from({ length }, (_, k) => points[k % points.length]).join('');
          const parsed = safeParseAskUserInput(withQuestion(question));
          expect(parsed.success && parsed.data.questions[0]!.question).toBe(question.trim());
        },
      ),
      { numRuns: 200 },
    );
  });

  it('issue 26 #8: a 100 KB question is refused, in one issue naming the field and the bound', () => {
    const parsed = safeParseAskUserInput(withQuestion('x'.repeat(100_000)));
    expect(!parsed.success && parsed.error.issues.map((issue) => issue.message)).toEqual([
      `questions[0].question is 100000 characters; the limit is ${ASK_USER_QUESTION_MAX_CHARS}: ` +
        'shorten it and retry',
    ]);
    expect(ASK_USER_QUESTION_MAX_CHARS).toBe(4000);
    const limit = 'x'.repeat(ASK_USER_QUESTION_MAX_CHARS);
    expect(safeParseAskUserInput(withQuestion(limit)).success).toBe(true);
    expect(safeParseAskUserInput(withQuestion(`${limit}x`)).success).toBe(false);
  });

  it('issue 26 #8: the model is not told 300: the ask_user tool says the real bound', () => {
    const question = (
      askUserToolDefinition.inputSchema.properties.questions as {
        items: { properties: { question: { maxLength: number } } };
      }
    ).items.properties.question;
    expect(question.maxLength).toBe(ASK_USER_QUESTION_MAX_CHARS);
    expect(JSON.stringify(askUserToolDefinition)).not.toMatch(/\b300\b/);
    // asktool still says its own.
    expect(JSON.stringify(askToolDefinition)).toMatch(/\b300\b/);
  });
});

describe('issue 26 #10: answers for an OpenClaw Gateway’s question.resolve', () => {
  const validate = new Ajv2020({ strict: false, allErrors: true }).compile(
    openClawQuestionResolveParamsSchema,
  );

  it('issue 26 #10: flat values per question id, the same as the nested result’s', () => {
    const answers = [
      answered('deploy_target', ['Staging (Recommended)']),
      answered('notify', ['QA', 'Ops'], '  pager  '),
    ];
    const flat = toOpenClawGatewayAnswers(request, answers);
    expect(flat).toEqual({
      answers: { deploy_target: ['Staging (Recommended)'], notify: ['Ops', 'QA', 'pager'] },
    });
    const params = { id: 'ask_0123', answers: flat };
    expect(validate(params), JSON.stringify(validate.errors)).toBe(true);
    // The seed's nested result for the model is not the Gateway's shape.
    const nested = toAskUserResult(request, answers, 'submitted');
    expect(
      validate({ id: 'ask_0123', answers: nested.status === 'answered' && nested.answers }),
    ).toBe(false);
  });

  const requests = fc
    .array(
      fc.record({
        options: fc.integer({ min: 2, max: 4 }),
        multiSelect: fc.boolean(),
        word: fc.constantFrom('Staging', 'Ops', '**Prod**', '发布', 'café'),
      }),
      { minLength: 1, maxLength: 3 },
    )
    .map((questions) =>
      askUserRequest(
        questions.map((q, i) => ({
          id: `q_${i}`,
          header: `H${i}`,
          question: `Question ${i}?`,
          options: Array.from({ length: q.options }, (_, o) => `${q.word} ${o}`),
          multiSelect: q.multiSelect,
        })),
      ),
    );
  const picks = fc.array(
    fc.record({
      toggles: fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 4 }),
      text: fc.oneof(fc.constant(''), fc.constant('  '), fc.string({ maxLength: 12 })),
    }),
    { minLength: 3, maxLength: 3 },
  );

  it('issue 26 #10: for any submitted prompt, what the Gateway reads and would accept', () => {
    fc.assert(
      fc.property(requests, picks, (req, pick) => {
        let state = createAskState(req);
        req.questions.forEach((_, question) => {
          for (const option of pick[question]!.toggles)
            state = askTransition(state, { type: 'toggle', option, question });
          state = askTransition(state, {
            type: 'setOtherText',
            text: pick[question]!.text,
            question,
          });
        });
        state = askTransition(state, { type: 'submitAll' });
        fc.pre(state.status === 'resolved');
        const resolution = toAskResolution<AskUserResult>(state)!;
        const flat = toOpenClawGatewayAnswers(req, resolution.answers);
        expect(validate({ id: 'ask_x', answers: flat })).toBe(true);
        const nested = resolution.result;
        if (nested.status !== 'answered') throw new Error('submitted is answered');
        expect(Object.keys(flat.answers)).toEqual(req.questions.map((q) => q.id));
        for (const q of req.questions) {
          const values = flat.answers[q.id]!;
          expect(values).toEqual(nested.answers.answers[q.id]!.answers);
          // The Gateway's QuestionManager.validateAnswers (dist/question-manager-qGFSWUta.mjs)
          // refuses an empty or blank answer and several values for a single-select question.
          expect(values.length).toBeGreaterThan(0);
          expect(values.every((value) => value.trim() !== '')).toBe(true);
          if (!q.multiSelect) expect(values.length).toBe(1);
        }
      }),
      { numRuns: 300 },
    );
  });
});
