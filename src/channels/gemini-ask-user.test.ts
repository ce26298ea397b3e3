// Issue 29: Gemini CLI's `ask_user` on a chat platform. The prompt reads as text or buttons, a
// reply or a tap runs through the machine, and the host hands `onConfirm` exactly what the card
// would: `{ answers }` keyed by the question's index, multi-select labels then typed text joined
// with ", ", a skipped question's key left out.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseGeminiAskUserInput } from '../core/adapters/gemini-ask-user';
import { replied } from '../../test/fixtures/drive';
import { geminiAuditInput, geminiNameInput } from '../../test/fixtures/gemini';
import {
  isOtherButtonCallback,
  resolveButtonCallback,
  toChannelPayload,
  toResolvedMessage,
  toTelegramForceReply,
} from './buttons';
import { parseReply } from './reply';
import { renderPromptText } from './text';

const setup = parseGeminiAskUserInput(geminiAuditInput);

const yesNo = parseGeminiAskUserInput({
  questions: [{ header: 'Ship', question: 'Ship it today?', type: 'yesno' }],
});

const textOnly = parseGeminiAskUserInput(geminiNameInput);

describe('issue 29: Gemini ask_user over a chat', () => {
  it('issue 29: the text prompt numbers the questions from 1, never by the index ids "0", "1"', () => {
    const text = renderPromptText(setup);
    expect(text).toBe(
      [
        '[1] Scope — Which areas should the audit cover? (Choose any that apply)',
        '1. Auth - Login and sessions',
        '2. Billing',
        '3. Logs - Retention and access',
        'Or reply with your own answer.',
        '',
        '[2] Store — Which store is it for?',
        '',
        '[3] Ship — Ship it today?',
        '1. Yes',
        '2. No',
        'Or reply with your own answer.',
        '',
        'Reply with one line per question, like "id: answer".',
        'For example:',
        '1: 1, 2',
        '2: …',
        '3: 1',
      ].join('\n'),
    );
  });

  it('issue 29: a reply keyed by question number gives {answers} keyed by index, ", "-joined', () => {
    const resolution = replied(setup, '1: 1, 3, also metrics\n2: shop\n3: yes');
    expect(resolution.result).toEqual({
      outcome: 'proceed_once',
      payload: { answers: { '0': 'Auth, Logs, also metrics', '1': 'shop', '2': 'Yes' } },
    });
    expect(resolution.content).toBe(
      '{"answers":{"0":"Auth, Logs, also metrics","1":"shop","2":"Yes"}}',
    );
  });

  it('issue 29: keyed by header, and by position; a question left out is left out of answers', () => {
    expect(replied(setup, 'Store: shop').result).toEqual({
      outcome: 'proceed_once',
      payload: { answers: { '1': 'shop' } },
    });
    expect(replied(setup, 'Auth\n\nNo, next week').result).toEqual({
      outcome: 'proceed_once',
      payload: { answers: { '0': 'Auth', '2': 'No, next week' } },
    });
  });

  it('issue 29: a header that is a number does not take over the question numbers the prompt shows', () => {
    const numbered = parseGeminiAskUserInput({
      questions: [
        { header: '2', question: 'Which year?', type: 'text' },
        { header: 'N', question: 'Who is it for?', type: 'text' },
      ],
    });
    const text = renderPromptText(numbered);
    expect(text).toContain('[1] 2 — Which year?');
    expect(text).toContain('[2] N — Who is it for?');
    expect(replied(numbered, '1: 2024\n2: bob').result).toEqual({
      outcome: 'proceed_once',
      payload: { answers: { '0': '2024', '1': 'bob' } },
    });
    // The other header still names its question.
    expect(replied(numbered, 'N: bob').result).toEqual({
      outcome: 'proceed_once',
      payload: { answers: { '1': 'bob' } },
    });
  });

  it('issue 29: an error shows an example keyed as the prompt numbers the questions', () => {
    const read = parseReply(setup, '2: shop\nAuth\nyes\nmore');
    expect(read).toMatchObject({ ok: false, error: { code: 'unkeyed_line' } });
    expect(!read.ok && read.error.message).toContain('"1: 1, 2"');
  });

  it('issue 29: a yes/no gets Yes and No buttons (and Other… on Telegram); a tap answers', () => {
    const telegram = toChannelPayload(yesNo, 'telegram', { promptId: 'p1' });
    expect(telegram.kind).toBe('buttons');
    const buttons =
      telegram.kind === 'buttons' && telegram.platform === 'telegram'
        ? telegram.message.reply_markup.inline_keyboard.flat().map((b) => b.text)
        : [];
    expect(buttons).toEqual(['Yes', 'No', 'Other…']);
    for (const platform of ['discord', 'slack'] as const)
      expect(toChannelPayload(yesNo, platform, { promptId: 'p1' }).kind).toBe('buttons');

    const tap = resolveButtonCallback(yesNo, 'p1', 'ask:p1:0');
    expect(tap.ok && tap.resolution.result).toEqual({
      outcome: 'proceed_once',
      payload: { answers: { '0': 'Yes' } },
    });
    expect(tap.ok && toResolvedMessage('slack', yesNo, tap.resolution).text).toContain(
      'Answered: Yes',
    );
  });

  it('issue 29: the Other… of a yes/no asks for a reply, whose text is the answer', () => {
    expect(isOtherButtonCallback('p1', 'ask:p1:o')).toBe(true);
    expect(replied(yesNo, 'Yes, after the freeze').result).toEqual({
      outcome: 'proceed_once',
      payload: { answers: { '0': 'Yes, after the freeze' } },
    });
    expect(replied(yesNo, '2').content).toBe('{"answers":{"0":"No"}}');
  });

  it('issue 29: Telegram’s reply field after Other… shows the question’s own placeholder', () => {
    const hinted = parseGeminiAskUserInput({
      questions: [
        {
          header: 'Ship',
          question: 'Ship it today?',
          type: 'yesno',
          placeholder: 'e.g. after\\nlunch',
        },
      ],
    });
    expect(toTelegramForceReply(hinted).reply_markup.input_field_placeholder).toBe(
      'e.g. after lunch',
    );
    expect(toTelegramForceReply(yesNo).reply_markup.input_field_placeholder).toBe(
      'Type your answer…',
    );
  });

  it('issue 29: a text question is a reply prompt, not buttons', () => {
    expect(toChannelPayload(textOnly, 'telegram', { promptId: 'p1' }).kind).toBe('text');
    expect(renderPromptText(textOnly)).toBe(
      'Name — What should the job be called?\n\nReply with your answer.',
    );
  });

  it('issue 29: any reply to a text question is its answer, trimmed (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }).filter((s) => s.trim() !== ''),
        (text) => {
          const read = parseReply(textOnly, text);
          expect(read.ok ? null : read.error.message).toBeNull();
          if (!read.ok) return;
          const result = read.resolution.result as { payload: { answers: Record<string, string> } };
          expect(result.payload.answers).toEqual({ '0': text.trim() });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('issue 29: any reply to a yes/no is Yes, No, or its own answer (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 80 }),
          fc.constantFrom('yes', ' YES ', 'No', '1', '#2', '２', 'Yes, but later'),
        ),
        (text) => {
          const read = parseReply(yesNo, text);
          if (text.trim() === '') {
            expect(read).toMatchObject({ ok: false, error: { code: 'empty' } });
            return;
          }
          expect(read.ok ? null : read.error.message).toBeNull();
          if (!read.ok) return;
          const answer = (
            read.resolution.result as { payload: { answers: Record<string, string> } }
          ).payload.answers['0'];
          const answers = read.answers[0]!;
          if (answers.labels.length > 0) {
            expect(['Yes', 'No']).toContain(answer);
            expect(answers.customText).toBeUndefined();
          } else {
            expect(answer).toBe(answers.customText);
            expect(answer).toBe(text.trim());
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
