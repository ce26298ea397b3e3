import { describe, expect, it } from 'vitest';
import { parseElicitRequest } from '../../core/adapters/elicitation';
import { en, zhCN } from '../../core/messages';
import { ChannelButtonError } from '../errors';
import { utf8Length } from '../limits';
import { deploy, request } from '../test-fixtures';
import { toResolvedMessage, toStaleTapReply } from './payload';
import { toTelegramForceReply, toTelegramKeyboard } from './telegram';
import {
  buttons,
  closedQuestion,
  DEPLOY_END_LINES,
  DEPLOY_ENDS,
  DEPLOY_LEAD,
  thrown,
} from './test-helpers';

const closed = closedQuestion([
  { label: 'Yes', value: 'true' },
  { label: 'No', value: 'false' },
]);

describe('issue 26 #3: Telegram closed choices', () => {
  it('issue 26 #3: a closed question has no Other… button, even when asked for', () => {
    for (const other of [undefined, true]) {
      expect(
        toTelegramKeyboard(closed, { promptId: 'p', other }).reply_markup.inline_keyboard,
      ).toEqual([
        [{ text: 'Yes', callback_data: 'ask:p:0' }],
        [{ text: 'No', callback_data: 'ask:p:1' }],
      ]);
    }
  });

  it('issue 26 #3: an MCP boolean is Yes / No with no Other…', () => {
    const form = parseElicitRequest({
      message: 'Confirm',
      requestedSchema: { type: 'object', properties: { ship: { type: 'boolean' } } },
    });
    const rows = toTelegramKeyboard(form, { promptId: 'p' }).reply_markup.inline_keyboard;
    expect(rows.flat().map((b) => b.callback_data)).toEqual(['ask:p:0', 'ask:p:1']);
  });

  it('issue 26 #3: a secret question never gets a keyboard', () => {
    const secret = request({ options: ['a', 'b'] });
    secret.questions[0]!.input = { secret: true };
    expect(thrown(() => toTelegramKeyboard(secret, { promptId: 'p' })).code).toBe(
      'not_button_prompt',
    );
  });
});

describe('issue 26 #9: Telegram after the prompt ends', () => {
  it.each(DEPLOY_END_LINES)(
    'issue 26 #9: %s edits the message to the question and "%s", keyboard removed',
    (end, line) => {
      expect(toResolvedMessage('telegram', deploy, DEPLOY_ENDS[end])).toEqual({
        text: `${DEPLOY_LEAD}\n\n${line}`,
        reply_markup: { inline_keyboard: [] },
      });
    },
  );

  it('issue 26 #9: the line is localized', () => {
    const { text } = toResolvedMessage('telegram', deploy, DEPLOY_ENDS.answered, {
      messages: 'zh-CN',
    });
    expect(text.endsWith(zhCN.channelResolvedAnswered({ answer: 'Production' }))).toBe(true);
  });

  it('issue 26 #9: a stale tap is answered with a toast, not an alert', () => {
    expect(toStaleTapReply('telegram')).toEqual({
      text: 'This question was already answered.',
      show_alert: false,
    });
    expect(toStaleTapReply('telegram', { messages: 'zh-CN' }).text).toBe(
      zhCN.channelAlreadyAnswered,
    );
  });
});

describe('toTelegramKeyboard', () => {
  it('has one button per option per row, then Other…, carrying the prompt id and the option index', () => {
    expect(toTelegramKeyboard(deploy, { promptId: 'p1' })).toEqual({
      text: 'Deploy target — Where should I deploy?\n\n- Staging (Recommended) - Safe to try first',
      reply_markup: {
        inline_keyboard: [
          [{ text: 'Staging (Recommended)', callback_data: 'ask:p1:0' }],
          [{ text: 'Production', callback_data: 'ask:p1:1' }],
          [{ text: 'Other…', callback_data: 'ask:p1:o' }],
        ],
      },
    });
  });

  it('leaves Other… out on request', () => {
    expect(
      toTelegramKeyboard(deploy, { promptId: 'p1', other: false }).reply_markup.inline_keyboard,
    ).toHaveLength(2);
  });

  it('localizes Other…', () => {
    const rows = toTelegramKeyboard(deploy, { promptId: 'p1', messages: 'zh-CN' }).reply_markup
      .inline_keyboard;
    expect(rows.at(-1)![0]!.text).toBe(zhCN.channelOtherButton);
  });

  it('keeps the text to the question when no option has a description', () => {
    expect(toTelegramKeyboard(request({ question: 'Pick **one**' }), { promptId: 'p' }).text).toBe(
      'Pick one',
    );
  });

  it.each([
    ['a UUID fits', '123e4567-e89b-12d3-a456-426614174000', true],
    ['58 ASCII bytes fit exactly (ask:…:1 is 64 bytes)', 'x'.repeat(58), true],
    ['59 ASCII bytes are one too many', 'x'.repeat(59), false],
    ['19 CJK characters are 57 bytes and fit', '部'.repeat(19), true],
    ['20 CJK characters are 60 bytes and do not', '部'.repeat(20), false],
    ['14 emoji are 56 bytes and fit', '🚀'.repeat(14), true],
    ['15 emoji are 60 bytes and do not', '🚀'.repeat(15), false],
  ])('callback_data stays within 64 bytes: %s', (_case, promptId, fits) => {
    if (fits) {
      for (const b of buttons(deploy, 'telegram', promptId))
        expect(utf8Length(b.data)).toBeLessThanOrEqual(64);
    } else {
      const error = thrown(() => toTelegramKeyboard(deploy, { promptId }));
      expect(error.code).toBe('data_too_long');
      expect(error.limit).toEqual({
        platform: 'telegram',
        field: 'callback_data',
        max: 64,
        unit: 'bytes',
      });
      expect(error.message).toMatch(/callback_data is limited to 64 bytes/);
    }
  });

  it('counts the widest index: with 10+ options the data grows by a byte', () => {
    const many = request({ options: Array.from({ length: 11 }, (_, i) => `Option ${i}`) });
    expect(() => toTelegramKeyboard(many, { promptId: 'x'.repeat(58) })).toThrow(
      ChannelButtonError,
    );
    expect(() => toTelegramKeyboard(many, { promptId: 'x'.repeat(57) })).not.toThrow();
  });
});

describe('toTelegramForceReply', () => {
  it('asks for a free-text reply with the catalog placeholder', () => {
    expect(toTelegramForceReply(deploy)).toEqual({
      text: `Deploy target — Where should I deploy?\n\n${en.channelOtherPrompt}`,
      reply_markup: {
        force_reply: true,
        input_field_placeholder: en.otherPlaceholder,
        selective: true,
      },
    });
  });

  it('cuts a long placeholder to 64 characters', () => {
    const messages = { ...en, otherPlaceholder: '写'.repeat(100) };
    const placeholder = toTelegramForceReply(deploy, { messages }).reply_markup
      .input_field_placeholder;
    expect(placeholder.length).toBe(64);
    expect(placeholder.endsWith('…')).toBe(true);
  });
});
