import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { askToolRequest, askUserRequest } from '../../../test/fixtures/requests';
import type { AskAnswer } from '../types';
import { askTransition, createAskState } from '../dialects';
import {
  askToolDetailsSchema,
  formatAskToolContent,
  formatAskUserContent,
  toAskResolution,
  toAskToolDetails,
  toAskUserResult,
} from '../dialects';

const req = askToolRequest(
  { question: 'Which **env**?', options: ['`staging`', 'prod'] },
  { question: 'Notify whom?', options: ['Ops', 'Dev', 'QA'], multiSelect: true },
);

const answered = (id: string, labels: string[], customText?: string): AskAnswer =>
  customText === undefined
    ? { id, status: 'answered', labels }
    : { id, status: 'answered', labels, customText };
const skipped = (id: string): AskAnswer => ({ id, status: 'skipped', labels: [] });

describe('asktool content', () => {
  it('writes `question：a、b` per question joined by \\n---\\n, Markdown source verbatim', () => {
    expect(
      formatAskToolContent(req, [answered('q1', ['`staging`']), answered('q2', ['Ops', 'QA'])]),
    ).toBe('Which **env**?：`staging`\n---\nNotify whom?：Ops、QA');
  });

  it('a skipped or missing question keeps its text with an empty placeholder', () => {
    expect(formatAskToolContent(req, [skipped('q1')])).toBe(
      'Which **env**?：\n---\nNotify whom?：',
    );
  });

  it('labels come in option order, never click order, with custom text last', () => {
    expect(formatAskToolContent(req, [skipped('q1'), answered('q2', ['QA', 'Ops'], 'pager')])).toBe(
      'Which **env**?：\n---\nNotify whom?：Ops、QA、pager',
    );
  });

  it('uses U+FF1A and U+3001 exactly', () => {
    const text = formatAskToolContent(req, [
      answered('q1', ['prod']),
      answered('q2', ['Ops', 'Dev']),
    ]);
    expect(text).toContain('\uFF1Aprod');
    expect(text).toContain('Ops\u3001Dev');
  });
});

describe('ask_user result', () => {
  const user = askUserRequest([
    {
      id: 'deploy_target',
      header: 'Target',
      question: 'Where?',
      options: ['Staging (Recommended)', 'Prod'],
    },
    {
      id: 'notify',
      header: 'Notify',
      question: 'Who?',
      options: ['Ops', 'Dev'],
      multiSelect: true,
    },
  ]);

  it('is OpenClaw\'s {status: "answered", answers: {answers: {id: {answers}}}}', () => {
    expect(
      toAskUserResult(
        user,
        [
          answered('deploy_target', ['Staging (Recommended)']),
          answered('notify', ['Dev', 'Ops'], 'me'),
        ],
        'submitted',
      ),
    ).toEqual({
      status: 'answered',
      answers: {
        answers: {
          deploy_target: { answers: ['Staging (Recommended)'] },
          notify: { answers: ['Ops', 'Dev', 'me'] },
        },
      },
    });
  });

  it('every outcome but submitted is no_answer', () => {
    for (const reason of ['declined', 'stopped', 'expired'] as const) {
      expect(toAskUserResult(user, [answered('deploy_target', ['Prod'])], reason)).toEqual({
        status: 'no_answer',
      });
    }
  });

  it('text content is `Header: a, b` lines, a blank line, then the JSON', () => {
    const answers = [answered('deploy_target', ['Prod']), answered('notify', ['Ops', 'Dev'])];
    const text = formatAskUserContent(user, answers, 'submitted');
    const [lines, json] = text.split('\n\n');
    expect(lines).toBe('Target: Prod\nNotify: Ops, Dev');
    expect(JSON.parse(json!)).toEqual(toAskUserResult(user, answers, 'submitted'));
  });
});

describe('details', () => {
  it('round-trips through the schema and refuses half-valid records', () => {
    const details = toAskToolDetails(
      req,
      [answered('q1', ['prod']), answered('q2', ['Dev'], 'x')],
      'submitted',
    );
    expect(askToolDetailsSchema.safeParse(JSON.parse(JSON.stringify(details))).success).toBe(true);
    expect(
      askToolDetailsSchema.safeParse({ ...details, answers: details.answers.slice(1) }).success,
    ).toBe(false);
    expect(
      askToolDetailsSchema.safeParse({
        ...details,
        answers: [answered('q1', ['nope']), details.answers[1]],
      }).success,
    ).toBe(false);
  });
});

describe('resolution', () => {
  it("carries the dialect's own content, details and the ask_user result", () => {
    let s = createAskState(req);
    s = askTransition(s, { type: 'toggle', option: 1 });
    s = askTransition(s, { type: 'next' });
    s = askTransition(s, { type: 'stop' });
    const r = toAskResolution(s)!;
    expect(r.reason).toBe('stopped');
    expect(r.content).toBe('Which **env**?：prod\n---\nNotify whom?：');
    expect(r.details.reason).toBe('stopped');
    expect(toAskResolution(createAskState(req))).toBeNull();
    // OpenClaw's result is an ask_user request's own `result` (and its deprecated alias).
    const user = askUserRequest([
      { id: 'env', header: 'Env', question: 'Which env?', options: ['dev', 'prod'] },
      { id: 'who', header: 'Who', question: 'Notify whom?', options: ['Ops', 'Dev'] },
    ]);
    let u = createAskState(user);
    u = askTransition(u, { type: 'toggle', option: 1 });
    u = askTransition(u, { type: 'next' });
    u = askTransition(u, { type: 'stop' });
    const ru = toAskResolution(u)!;
    expect(ru.result).toEqual({ status: 'no_answer' });
    expect(ru.askUserResult).toBe(ru.result);
  });

  it("issue 28 #1: a resolution computes only its own dialect's result", () => {
    let s = createAskState(req);
    s = askTransition(s, { type: 'stop' });
    const r = toAskResolution(s)!;
    expect(r.result).toEqual(r.details);
    expect('askUserResult' in r).toBe(false);
  });
});

describe('serializer properties', () => {
  const requestAndAnswers = fc
    .array(
      fc.record({
        question: fc.string({ minLength: 1, maxLength: 20 }),
        labels: fc.uniqueArray(
          fc.string({ minLength: 1, maxLength: 6 }).map((s) => `L${s}`),
          { minLength: 1, maxLength: 4 },
        ),
        multiSelect: fc.boolean(),
        chosen: fc.array(fc.nat(3)),
        custom: fc.option(
          fc.string({ minLength: 1, maxLength: 5 }).map((s) => `c${s}`),
          { nil: undefined },
        ),
      }),
      { minLength: 1, maxLength: 3 },
    )
    .map((qs) => {
      const request = askToolRequest(
        ...qs.map((q) => ({ question: q.question, options: q.labels, multiSelect: q.multiSelect })),
      );
      const answers = qs.map((q, i) =>
        answered(
          `q${i + 1}`,
          [...new Set(q.chosen.filter((c) => c < q.labels.length).reverse())].map(
            (c) => q.labels[c]!,
          ),
          q.custom,
        ),
      );
      return { request, answers };
    });

  it('are deterministic, keep question order and ignore the order answers are passed in', () => {
    fc.assert(
      fc.property(requestAndAnswers, ({ request, answers }) => {
        const text = formatAskToolContent(request, answers);
        expect(formatAskToolContent(request, [...answers].reverse())).toBe(text);
        const parts = text.split('\n---\n');
        if (request.questions.every((q) => !q.question.includes('\n---\n'))) {
          expect(parts.length).toBe(request.questions.length);
          parts.forEach((part, i) =>
            expect(part.startsWith(request.questions[i]!.question + '：')).toBe(true),
          );
        }
        const details = toAskToolDetails(request, answers);
        expect(askToolDetailsSchema.safeParse(JSON.parse(JSON.stringify(details))).success).toBe(
          true,
        );
      }),
      { numRuns: 2_000 },
    );
  });
});
