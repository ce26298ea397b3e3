import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AskOption, AskQuestion, AskRequest } from '../core/types';
import {
  CHANNEL_LIMITS,
  decodeButtonCallback,
  isButtonPrompt,
  toChannelPayload,
  type ChannelPayload,
  type ChannelPlatform,
} from './buttons';
import { ChannelButtonError } from './errors';
import { utf8Length } from './limits';
import { parseOptionNumber, parseReply } from './reply';
import { renderPromptText } from './text';

const RUNS = { numRuns: 1000 };

const id = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[a-z][a-z0-9_]{0,15}$/) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('constructor', 'to_string', 'value_of', 'has_own_property', 'q1'),
  },
);

/** Trimmed, non-empty labels: any Unicode, plus Markdown and separators that stress the parser. */
const label = fc
  .oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 24 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '**Staging**',
        'A, B',
        'x: y',
        'C:\\path',
        'https://x.y/z',
        '部署到生产环境',
        '🚀 Launch',
        '👩‍💻',
        '`code`',
        '<b>html</b>',
        '*',
        'Staging (Recommended)',
      ),
    },
  )
  .map((s) => s.trim())
  .filter((s) => s !== '');

const options = fc
  .uniqueArray(label, { minLength: 2, maxLength: 4, selector: (l) => l.toLowerCase() })
  .map((labels) => labels.map((l): AskOption => ({ label: l })));

const question = (qid: string, multiSelect: boolean) =>
  fc
    .record({
      options,
      header: fc.option(
        fc
          .string({ minLength: 1, maxLength: 12 })
          .map((h) => h.trim())
          .filter((h) => h !== ''),
        { nil: undefined },
      ),
    })
    .map(({ options: opts, header }): AskQuestion => ({
      id: qid,
      question: 'Which one?',
      options: opts,
      multiSelect,
      ...(header === undefined ? {} : { header }),
    }));

/** A valid request: 1-3 questions with unique snake_case ids, 2-4 unique labels each. */
const askRequest = fc
  .uniqueArray(id, { minLength: 1, maxLength: 3 })
  .chain((ids) =>
    fc.tuple(...ids.map((qid) => fc.boolean().chain((multi) => question(qid, multi)))),
  )
  .map((questions): AskRequest => ({ dialect: 'ask_user', questions }));

/** One single-select question, so every platform renders buttons. */
const buttonRequest = fc
  .tuple(id, fc.boolean())
  .chain(([qid]) => question(qid, false))
  .map((q): AskRequest => ({ dialect: 'ask_user', questions: [q] }));

const promptId = fc.oneof(
  fc.uuid(),
  fc.stringMatching(/^[A-Za-z0-9:_-]{1,40}$/),
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 30 })
    // eslint-disable-next-line no-control-regex -- control characters are what this excludes
    .filter((s) => !/[\u0000-\u001f\u007f]/.test(s)),
);

const platform = fc.constantFrom<ChannelPlatform>('telegram', 'discord', 'slack');

function buttonData(payload: ChannelPayload): string[] {
  if (payload.kind === 'text') return [];
  if (payload.platform === 'telegram')
    return payload.message.reply_markup.inline_keyboard.flat().map((b) => b.callback_data);
  if (payload.platform === 'discord')
    return payload.message.components.flatMap((row) => row.components.map((b) => b.custom_id));
  return payload.message.blocks.flatMap((b) =>
    b.type === 'actions' ? b.elements.map((e) => e.value) : [],
  );
}

function buttonTexts(payload: ChannelPayload): string[] {
  if (payload.kind === 'text') return [];
  if (payload.platform === 'telegram')
    return payload.message.reply_markup.inline_keyboard.flat().map((b) => b.text);
  if (payload.platform === 'discord')
    return payload.message.components.flatMap((row) => row.components.map((b) => b.label));
  return payload.message.blocks.flatMap((b) =>
    b.type === 'actions' ? b.elements.map((e) => e.text.text) : [],
  );
}

/** Whether `ask:<promptId>:<last index>` is within the platform's data limit. */
function dataFits(p: ChannelPlatform, pid: string, optionCount: number): boolean {
  const widest = `ask:${pid}:${optionCount - 1}`;
  if (p === 'telegram') return utf8Length(widest) <= CHANNEL_LIMITS.telegram.callbackDataBytes;
  return (
    widest.length <=
    (p === 'discord' ? CHANNEL_LIMITS.discord.customId : CHANNEL_LIMITS.slack.actionId)
  );
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('properties', () => {
  it('every button decodes back to its own option, on every platform', () => {
    fc.assert(
      fc.property(buttonRequest, platform, promptId, (req, p, pid) => {
        const q = req.questions[0]!;
        if (!dataFits(p, pid, q.options.length)) {
          expect(() => toChannelPayload(req, p, { promptId: pid })).toThrow(ChannelButtonError);
          return;
        }
        const payload = toChannelPayload(req, p, { promptId: pid });
        expect(payload.kind).toBe('buttons');
        const data = buttonData(payload).filter((d) => !d.endsWith(':o'));
        expect(data).toHaveLength(q.options.length);
        data.forEach((d, i) => {
          expect(decodeButtonCallback(req, pid, d)).toEqual([
            { id: q.id, status: 'answered', labels: [q.options[i]!.label] },
          ]);
        });
      }),
      RUNS,
    );
  });

  it('button texts and data stay within the platform limits, with no broken code point', () => {
    fc.assert(
      fc.property(buttonRequest, platform, fc.uuid(), (req, p, pid) => {
        const payload = toChannelPayload(req, p, { promptId: pid });
        const max =
          p === 'telegram'
            ? CHANNEL_LIMITS.telegram.buttonText
            : p === 'discord'
              ? CHANNEL_LIMITS.discord.buttonLabel
              : CHANNEL_LIMITS.slack.buttonText;
        for (const text of buttonTexts(payload)) {
          expect(text.length).toBeLessThanOrEqual(max);
          expect(text).not.toMatch(LONE_SURROGATE);
          expect(text.trim()).not.toBe('');
        }
        for (const data of buttonData(payload)) {
          if (p === 'telegram')
            expect(utf8Length(data)).toBeLessThanOrEqual(CHANNEL_LIMITS.telegram.callbackDataBytes);
          else
            expect(data.length).toBeLessThanOrEqual(
              p === 'discord' ? CHANNEL_LIMITS.discord.customId : CHANNEL_LIMITS.slack.actionId,
            );
        }
      }),
      RUNS,
    );
  });

  it('only one single-select question gets buttons; everything else gets the text fallback', () => {
    fc.assert(
      fc.property(askRequest, platform, (req, p) => {
        const payload = toChannelPayload(req, p, { promptId: 'p' });
        expect(payload.kind).toBe(isButtonPrompt(req) ? 'buttons' : 'text');
        if (payload.kind === 'text') expect(payload.text).toBe(renderPromptText(req));
      }),
      RUNS,
    );
  });

  it("replying with an option's number picks that option", () => {
    fc.assert(
      fc.property(options, fc.boolean(), fc.nat(), (opts, multiSelect, pick) => {
        const req: AskRequest = {
          dialect: 'ask_user',
          questions: [{ id: 'q', question: 'Q?', options: opts, multiSelect }],
        };
        const i = pick % opts.length;
        expect(parseReply(req, String(i + 1))).toMatchObject({
          ok: true,
          answers: [{ id: 'q', status: 'answered', labels: [opts[i]!.label] }],
        });
      }),
      RUNS,
    );
  });

  it("replying with an option's text picks that option (labels that spell a number excepted: numbers come first)", () => {
    fc.assert(
      fc.property(options, fc.boolean(), fc.nat(), (opts, multiSelect, pick) => {
        const req: AskRequest = {
          dialect: 'ask_user',
          questions: [{ id: 'q', question: 'Q?', options: opts, multiSelect }],
        };
        const i = pick % opts.length;
        const chosen = opts[i]!.label;
        fc.pre(parseOptionNumber(chosen) === null);
        expect(parseReply(req, chosen)).toMatchObject({
          ok: true,
          answers: [{ id: 'q', status: 'answered', labels: [chosen] }],
        });
        expect(parseReply(req, `  ${chosen.toUpperCase()} `)).toMatchObject({ ok: true });
      }),
      RUNS,
    );
  });

  it('a keyed several-question reply of numbers gives back every chosen option, skipping unmentioned questions (asktool), refusing them (ask_user)', () => {
    fc.assert(
      fc.property(
        askRequest,
        fc.array(fc.option(fc.nat(), { nil: undefined }), { minLength: 3, maxLength: 3 }),
        (askUser, picks) => {
          fc.pre(askUser.questions.length > 1);
          const left = askUser.questions.findIndex((_, i) => picks[i] === undefined);
          if (
            left !== -1 &&
            picks.slice(0, askUser.questions.length).some((p) => p !== undefined)
          ) {
            const refused = parseReply(
              askUser,
              askUser.questions
                .flatMap((q, i) => (picks[i] === undefined ? [] : [`${q.id}: 1`]))
                .join('\n'),
            );
            expect(refused).toMatchObject({ ok: false, error: { code: 'required' } });
            expect(!refused.ok && refused.error.question).toBe(askUser.questions[left]!.id);
          }
          const req: AskRequest = { ...askUser, dialect: 'asktool' };
          const lines = req.questions.flatMap((q, i) =>
            picks[i] === undefined ? [] : [`${q.id}: ${(picks[i]! % q.options.length) + 1}`],
          );
          const result = parseReply(req, lines.join('\n'));
          if (lines.length === 0) {
            expect(result.ok).toBe(false);
            return;
          }
          expect(result).toMatchObject({
            ok: true,
            answers: req.questions.map((q, i) =>
              picks[i] === undefined
                ? { id: q.id, status: 'skipped', labels: [] }
                : {
                    id: q.id,
                    status: 'answered',
                    labels: [q.options[picks[i]! % q.options.length]!.label],
                  },
            ),
          });
        },
      ),
      RUNS,
    );
  });

  it('a keyed several-question reply of label texts gives back those labels', () => {
    fc.assert(
      fc.property(askRequest, fc.nat(), (req, pick) => {
        fc.pre(req.questions.length > 1);
        const chosen = req.questions.map((q) => q.options[pick % q.options.length]!.label);
        fc.pre(chosen.every((l) => parseOptionNumber(l) === null && !/[\r\n]/.test(l)));
        const result = parseReply(
          req,
          req.questions.map((q, i) => `${q.id}: ${chosen[i]}`).join('\n'),
        );
        expect(result).toMatchObject({
          ok: true,
          answers: req.questions.map((q, i) => ({
            id: q.id,
            status: 'answered',
            labels: [chosen[i]],
          })),
        });
      }),
      RUNS,
    );
  });

  it('any reply at all parses without throwing into one answer per question, naming only offered labels', () => {
    fc.assert(
      fc.property(askRequest, fc.string({ unit: 'grapheme', maxLength: 80 }), (req, text) => {
        const result = parseReply(req, text);
        if (!result.ok) {
          expect(result.error.code).toMatch(
            /^(empty|unkeyed_line|duplicate_answer|too_many_lines|required)$/,
          );
          return;
        }
        expect(result.answers.map((a) => a.id)).toEqual(req.questions.map((q) => q.id));
        result.answers.forEach((a, i) => {
          const offered = req.questions[i]!.options.map((o) => o.label);
          expect(a.labels.every((l) => offered.includes(l))).toBe(true);
          expect(a.labels).toEqual(offered.filter((l) => a.labels.includes(l)));
          if (a.status === 'skipped')
            expect(a).toEqual({ id: a.id, status: 'skipped', labels: [] });
          if (a.customText !== undefined) expect(a.customText).toBe(a.customText.trim());
        });
        expect(result.answers.some((a) => a.status === 'answered')).toBe(true);
      }),
      RUNS,
    );
  });

  it('the text fallback numbers every option of every question', () => {
    fc.assert(
      fc.property(askRequest, (req) => {
        const text = renderPromptText(req);
        for (const q of req.questions)
          for (let i = 1; i <= q.options.length; i++) expect(text).toContain(`\n${i}. `);
        if (req.questions.length > 1) expect(text).toContain(`\n${req.questions[0]!.id}: 1`);
      }),
      RUNS,
    );
  });
});
