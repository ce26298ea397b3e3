// Issue 15, "every untrusted input path is linear and total": tool input, snapshots and persisted
// details, up to the limits and 10× past them, end in a value or a typed error, never a throw of
// anything else, never a hang. The budget each test states in its name is enforced only through
// its generous `timeout` (a hang or a super-linear blowup fails; load variance does not): the
// project keeps timings out of assertions.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { askTransition, createAskState, toAskSnapshot } from '../dialects';
import { parseAskSummary, toAskToolDetails } from '../dialects';
import type { AskRequest } from '../types';
import { AskInputError } from './errors';
import { parseAskToolInput, safeParseAskToolInput, safeParseAskUserInput } from '../dialects';
import { ASKTOOL_LABEL_MAX_CHARS, MAX_INPUT_LENGTH, MAX_ITEMS, QUESTION_MAX_CHARS } from './limits';

/** A result or an AskInputError, and nothing else. */
const total = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AskInputError);
  }
};

/** `n` items built by `make`, without spreading (no argument-count limit). */
const many = <T>(n: number, make: (i: number) => T): T[] =>
  Array.from({ length: n }, (_, i) => make(i));

/** A scale from just under a limit to 10× past it. */
const scale = fc.constantFrom(0.5, 0.99, 1, 1.01, 2, 10);

describe('tool input up to the limits and 10× past them', () => {
  it(
    'safeParseAskToolInput of questions, options and labels up to 10× their limits: a value or an AskInputError, under 200 ms each',
    { timeout: 60_000 },
    () => {
      fc.assert(
        fc.property(
          scale,
          scale,
          scale,
          fc.constantFrom('x', '😀', '> ', '*a', '\u0301'),
          (q, o, l, unit) => {
            const body = unit.repeat(Math.ceil((ASKTOOL_LABEL_MAX_CHARS * l) / unit.length));
            const prompt = unit.repeat(Math.ceil((QUESTION_MAX_CHARS * l) / unit.length));
            // One options array for every question: the parser reads, never writes, its input.
            const options = many(Math.ceil(MAX_ITEMS * o), (i) => `${i} ${body}`);
            const input = {
              questions: many(Math.ceil(MAX_ITEMS * q), (i) => ({
                question: `Q${i} ${prompt}`,
                options,
              })),
            };
            const result = safeParseAskToolInput(input);
            if (!result.success) {
              // At most 20 issues and one "and N more" line, each quoting at most 80 characters.
              expect(result.error.issues.length).toBeLessThanOrEqual(20);
              expect(result.error.message.length).toBeLessThan(21 * 600);
            }
          },
        ),
        { numRuns: 40 },
      );
    },
  );

  it(
    'safeParseAskUserInput of 10× the input size, as one string or many: an AskInputError of one issue, under 100 ms',
    { timeout: 30_000 },
    () => {
      const huge = 'x'.repeat(10 * MAX_INPUT_LENGTH);
      for (const input of [
        { questions: [{ id: huge, header: 'H', question: 'Q', options: [] }] },
        { questions: many(10_000, () => ({ id: 'a', header: huge.slice(0, 300) })) },
        { [huge]: 1 },
      ]) {
        const result = safeParseAskUserInput(input);
        expect(result.success).toBe(false);
        if (!result.success) expect(result.error.issues).toHaveLength(1);
      }
    },
  );

  it(
    'a label nested 100,000 arrays deep, or a 1,000,000-item options array: an AskInputError, under 100 ms',
    { timeout: 30_000 },
    () => {
      let deep: unknown = 'a';
      for (let i = 0; i < 100_000; i++) deep = [deep];
      total(() => parseAskToolInput({ questions: [{ question: 'Q', options: [deep] }] }));
      total(() =>
        parseAskToolInput({
          questions: [{ question: 'Q', options: new Array(1_000_000).fill('a') }],
        }),
      );
    },
  );
});

const request: AskRequest = parseAskToolInput({
  questions: [
    { question: 'Where?', options: ['Staging', 'Production'], multiSelect: true },
    { question: 'Why?', options: ['Because'] },
  ],
});

/** A snapshot-like value of any shape, up to 10× the sizes a real one has. */
const tampered = fc.oneof(
  fc.anything(),
  fc.constant(null),
  fc.record({
    version: fc.constantFrom(1, 2, '1'),
    index: fc.oneof(fc.integer(), fc.double(), fc.constant(-0)),
    entries: fc.oneof(
      fc.array(fc.anything(), { maxLength: 20 }),
      fc.constant(many(10 * MAX_ITEMS, () => ({ selected: many(1000, (i) => i), otherText: 'x' }))),
    ),
    layout: fc.anything(),
  }),
);

describe('snapshots and events', () => {
  it(
    'createAskState(request, tampered snapshot) never throws: the snapshot is used or ignored, under 50 ms each',
    { timeout: 60_000 },
    () => {
      const fresh = createAskState(request);
      fc.assert(
        fc.property(tampered, (snapshot) => {
          const state = createAskState(request, snapshot);
          expect(state.request).toBe(request);
          // Whatever was restored is itself a valid snapshot of the request.
          expect(createAskState(request, toAskSnapshot(state))).toEqual(state);
        }),
        { numRuns: 500 },
      );
      expect(createAskState(request, { entries: 'x'.repeat(10 * MAX_INPUT_LENGTH) })).toEqual(
        fresh,
      );
    },
  );

  it(
    'a snapshot 100,000 levels deep, or with a cycle, is ignored, under 50 ms',
    { timeout: 30_000 },
    () => {
      const fresh = createAskState(request);
      let deep: Record<string, unknown> = {};
      for (let i = 0; i < 100_000; i++) deep = { entries: [deep], index: 0 };
      expect(createAskState(request, deep)).toEqual(fresh);
      const cyclic: Record<string, unknown> = { index: 0 };
      cyclic.entries = [cyclic];
      expect(createAskState(request, cyclic)).toEqual(fresh);
    },
  );

  it('an unknown or malformed event leaves the state as it is', () => {
    const state = createAskState(request);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({ type: fc.string() }),
          fc.record({ type: fc.constant('choose'), option: fc.oneof(fc.double(), fc.string()) }),
        ),
        (event) => {
          const known = [
            'toggle',
            'choose',
            'selectOther',
            'toggleOther',
            'setOtherText',
            'next',
            'skip',
            'goTo',
            'submitAll',
            'declineAll',
            'stop',
            'expire',
            'dismiss',
            'replyInChat',
            'setLayout',
          ];
          const { type, option } = (event ?? {}) as { type?: unknown; option?: unknown };
          if (typeof type === 'string' && known.includes(type) && type !== 'choose') return;
          // A `choose` of an option the question has is a real event (fc.double() yields 0).
          const offered = state.request.questions[0]!.options.length;
          const real = Number.isInteger(option) && (option as number) >= 0;
          if (type === 'choose' && real && (option as number) < offered) return;
          expect(askTransition(state, event as never)).toBe(state);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('persisted details (a transcript row)', () => {
  const answered = toAskToolDetails(request, [
    { id: 'q1', status: 'answered', labels: ['Staging'] },
    { id: 'q2', status: 'skipped', labels: [] },
  ]);

  it(
    'parseAskSummary of tampered details never throws: a summary or null, under 50 ms each',
    { timeout: 60_000 },
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.anything(),
            fc
              .record({ questions: fc.anything(), answers: fc.anything() })
              .map((bad) => ({ ...answered, ...bad })),
            fc
              .record({ version: fc.anything(), reason: fc.anything(), dialect: fc.anything() })
              .map((bad) => ({ ...answered, ...bad })),
            fc
              .array(fc.anything(), { minLength: 1, maxLength: 3 })
              .map((labels) => ({ ...answered, answers: [{ ...answered.answers[0]!, labels }] })),
          ),
          (details) => {
            const summary = parseAskSummary(details);
            expect(summary === null || typeof summary === 'object').toBe(true);
          },
        ),
        { numRuns: 500 },
      );
      expect(parseAskSummary(answered)).not.toBeNull();
    },
  );

  it(
    'parseAskSummary of one question with 100,000 answered labels (1,000× the option limit; was quadratic), and twice that: under 2 s each',
    { timeout: 30_000 },
    () => {
      for (const n of [100_000, 200_000]) {
        const labels = many(n, (i) => `L${i}`);
        const details = {
          ...answered,
          questions: [{ ...answered.questions[0]!, options: labels.map((label) => ({ label })) }],
          answers: [{ ...answered.answers[0]!, labels }],
        };
        const summary = parseAskSummary(details);
        expect(summary === null || typeof summary === 'object').toBe(true);
      }
    },
  );
});
