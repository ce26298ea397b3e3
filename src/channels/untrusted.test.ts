// Issue 15, "every untrusted input path is linear and total", on the channel side: replies and
// button callbacks come from anyone in the chat, labels from the model. Up to the limits and 10×
// past them, each call ends in a value or a typed channel error, never a RangeError or a hang.
// The budget in each name is enforced only through the test's generous `timeout`; the project
// keeps timings out of assertions.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AskInputError, parseAskToolInput, parseAskUserInput } from '../core/dialects';
import { ASKTOOL_LABEL_MAX_CHARS, MAX_ITEMS } from '../core/schema/limits';
import type { AskRequest } from '../core/types';
import { decodeButtonCallback, toChannelPayload } from './buttons';
import { ChannelButtonError } from './errors';
import { truncate } from './limits';
import { MAX_REPLY_CHARS, parseReply } from './reply';
import { renderPromptText } from './text';

const PLATFORMS = ['telegram', 'discord', 'slack'] as const;

const single = parseAskUserInput({
  questions: [
    {
      id: 'deploy_target',
      header: 'Deploy',
      question: 'Where should this deploy?',
      options: [{ label: 'Staging' }, { label: 'Production' }],
    },
  ],
});
const several = parseAskUserInput({
  questions: ['a', 'b', 'c'].map((id) => ({
    id: `q_${id}`,
    header: id,
    question: `Pick ${id}`,
    options: [{ label: 'One' }, { label: 'Two' }, { label: 'Three' }, { label: 'Four' }],
    multiSelect: true,
  })),
});

/** A valid asktool request whose labels are `label(i)`, `count` options. */
const toolRequest = (label: (i: number) => string, count = 4): AskRequest =>
  parseAskToolInput({
    questions: [
      {
        question: 'Pick',
        options: Array.from({ length: count }, (_, i) => label(i)),
        multiSelect: true,
      },
    ],
  });

/** A reply result, or a channel error as a value: never a throw. */
const replies = (request: AskRequest, text: string) => {
  const result = parseReply(request, text);
  if (!result.ok) expect(result.error.code).toMatch(/^[a-z_]+$/);
  return result;
};

describe('parseReply: replies up to MAX_REPLY_CHARS and 16× past it', () => {
  it.each([
    ['a 1 MB multi-select reply', '1, 2, 3, 4, '.repeat(90_000)],
    ['256 KB of combining marks', 'a'.padEnd(256 * 1024, '\u0301')],
    ['a long id meeting a long reply', `${'q_a'.repeat(20_000)}: ${'One'.repeat(20_000)}`],
    ['a reply just under the bound, of numbers', '1,'.repeat(MAX_REPLY_CHARS / 2 - 1)],
    ['a reply just under the bound, of labels', 'Two, '.repeat(MAX_REPLY_CHARS / 5 - 1)],
    ['a reply just under the bound, of keys', 'q_b: 1\n'.repeat(MAX_REPLY_CHARS / 7 - 1)],
  ])('%s: a result or a typed error, under 100 ms', { timeout: 10_000 }, (_name, text) => {
    for (const request of [single, several]) replies(request, text);
  });

  it(
    'any reply of up to 2 × MAX_REPLY_CHARS built from reply-like pieces: a result or a typed error, under 100 ms each',
    { timeout: 60_000 },
    () => {
      const piece = fc.constantFrom(
        '1',
        '2',
        ',',
        ' ',
        '\n',
        'q_a:',
        'One',
        'two',
        '、',
        '\u0301',
        '😀',
        'x',
      );
      fc.assert(
        fc.property(piece, piece, fc.integer({ min: 1, max: 2 * MAX_REPLY_CHARS }), (a, b, n) => {
          replies(several, (a + b).repeat(Math.ceil(n / (a + b).length)));
        }),
        { numRuns: 60 },
      );
    },
  );
});

describe('button callbacks', () => {
  it(
    'decodeButtonCallback of any data, 1 MB included: answers or a ChannelButtonError with a short message, under 50 ms each',
    { timeout: 30_000 },
    () => {
      const check = (data: string) => {
        try {
          expect(Array.isArray(decodeButtonCallback(single, 'p1', data))).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(ChannelButtonError);
          // The message quotes at most a bounded part of the data.
          expect((error as Error).message.length).toBeLessThan(1000);
        }
      };
      fc.assert(
        fc.property(
          fc.oneof(
            fc.string(),
            fc.stringMatching(/^ask:p1:[0-9o]{0,12}$/),
            fc.stringMatching(/^ask:[a-z0-9:]{0,20}$/),
          ),
          check,
        ),
        { numRuns: 1000 },
      );
      for (const data of [
        `ask:${'p1:'.repeat(300_000)}1`,
        `ask:p1:${'9'.repeat(1_000_000)}`,
        'x'.repeat(1_000_000),
      ])
        check(data);
    },
  );
});

describe('model text at the limits, and 10× past them on a request built by hand', () => {
  const shapes: Array<[string, (n: number) => string]> = [
    ['blockquotes', (n) => `${'> '.repeat(n)}deep`],
    ['list levels', (n) => '- '.repeat(n / 2)],
    ['a long list', (n) => '- x\n  - y\n'.repeat(n / 10)],
    ['a setext bomb', (n) => 'a\n=\n'.repeat(n)],
    ['an emphasis bomb', (n) => '**a*'.repeat(n)],
    ['nested links', (n) => `${'['.repeat(n)}x${'](u)'.repeat(n)}`],
    ['combining marks', (n) => `a${'\u0301'.repeat(n)}`],
  ];

  it.each(shapes)(
    '%s in a label at the label limit: renderPromptText and every toChannelPayload end in text, under 200 ms',
    { timeout: 20_000 },
    (_name, shape) => {
      const request = toolRequest((i) =>
        `${i} ${shape(ASKTOOL_LABEL_MAX_CHARS)}`.slice(0, ASKTOOL_LABEL_MAX_CHARS),
      );
      expect(renderPromptText(request)).toContain('Pick');
      for (const platform of PLATFORMS)
        expect(toChannelPayload(request, platform, { promptId: 'p1' })).toHaveProperty('kind');
      replies(request, '1, 2');
    },
  );

  it.each(shapes)(
    '%s 10× past the label limit, 100 options (1 MB of Markdown, not from the parser): no RangeError, under 10 s',
    { timeout: 30_000 },
    (_name, shape) => {
      const label = shape(10 * ASKTOOL_LABEL_MAX_CHARS);
      const request: AskRequest = {
        dialect: 'asktool',
        questions: [
          {
            id: 'q1',
            question: label,
            multiSelect: false,
            options: Array.from({ length: MAX_ITEMS }, (_, i) => ({ label: `${i} ${label}` })),
          },
        ],
      } as AskRequest;
      expect(typeof renderPromptText(request)).toBe('string');
      for (const platform of PLATFORMS) {
        try {
          expect(toChannelPayload(request, platform, { promptId: 'p1' })).toHaveProperty('kind');
        } catch (error) {
          // A request that skipped the parser may be refused, but only with a typed error.
          expect((error as Error).name).not.toBe('RangeError');
          expect((error as Error).constructor.name).toMatch(/Ask|Channel/);
        }
      }
      // The machine reads a reply only against a valid request: past the size bound it is
      // refused, typed.
      try {
        replies(request, `1, ${label}`);
      } catch (error) {
        expect(error).toBeInstanceOf(AskInputError);
      }
    },
  );

  it(
    'truncate of a 1 MB string, by characters and by bytes: under 50 ms',
    { timeout: 10_000 },
    () => {
      const huge = 'ab😀\u0301'.repeat(250_000);
      expect(truncate(huge, 4096).length).toBeLessThanOrEqual(4096);
      expect(truncate(huge, 4096, 'bytes').length).toBeLessThanOrEqual(4096);
    },
  );
});
