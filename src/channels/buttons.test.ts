import { describe, expect, it } from 'vitest';
import { en, zhCN } from '../core/messages';
import { toAskUserResult } from '../core/serialize';
import type { AskRequest } from '../core/types';
import {
  CHANNEL_LIMITS,
  decodeButtonCallback,
  encodeButtonData,
  isButtonPrompt,
  isOtherButtonCallback,
  toChannelPayload,
  toDiscordComponents,
  toSlackBlocks,
  toTelegramForceReply,
  toTelegramKeyboard,
  type ChannelPlatform,
} from './buttons';
import { ChannelButtonError } from './errors';
import { utf8Length } from './limits';
import { deploy, deployAndNotify, request } from './test-fixtures';
import { renderPromptText } from './text';

/** Every button's data and text, whatever the platform. */
function buttons(
  req: AskRequest,
  platform: ChannelPlatform,
  promptId = 'p',
): { data: string; text: string }[] {
  if (platform === 'telegram') {
    return toTelegramKeyboard(req, { promptId })
      .reply_markup.inline_keyboard.flat()
      .map((b) => ({ data: b.callback_data, text: b.text }));
  }
  if (platform === 'discord') {
    return toDiscordComponents(req, { promptId }).components.flatMap((row) =>
      row.components.map((b) => ({ data: b.custom_id, text: b.label })),
    );
  }
  const actions = toSlackBlocks(req, { promptId }).blocks.find((b) => b.type === 'actions');
  return actions && actions.type === 'actions'
    ? actions.elements.map((b) => ({ data: b.value, text: b.text.text }))
    : [];
}

function thrown(fn: () => unknown): ChannelButtonError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ChannelButtonError) return error;
    throw error;
  }
  throw new Error('expected a ChannelButtonError');
}

const PLATFORMS: ChannelPlatform[] = ['telegram', 'discord', 'slack'];
const LABEL_LIMIT = {
  telegram: CHANNEL_LIMITS.telegram.buttonText,
  discord: CHANNEL_LIMITS.discord.buttonLabel,
  slack: CHANNEL_LIMITS.slack.buttonText,
};
const DATA_LIMIT = {
  telegram: CHANNEL_LIMITS.telegram.callbackDataBytes,
  discord: CHANNEL_LIMITS.discord.customId,
  slack: CHANNEL_LIMITS.slack.actionId,
};
const dataSize = (platform: ChannelPlatform, data: string) =>
  platform === 'telegram' ? utf8Length(data) : data.length;

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

describe('toDiscordComponents', () => {
  it('puts up to five buttons in an action row, with index custom ids', () => {
    const message = toDiscordComponents(deploy, { promptId: 'p1' });
    expect(message.components).toEqual([
      {
        type: 1,
        components: [
          { type: 2, style: 2, label: 'Staging (Recommended)', custom_id: 'ask:p1:0' },
          { type: 2, style: 2, label: 'Production', custom_id: 'ask:p1:1' },
        ],
      },
    ]);
    expect(message.allowed_mentions).toEqual({ parse: [] });
    expect(message.content.endsWith(en.channelOtherHint)).toBe(true);
  });

  it.each([
    [5, [5]],
    [6, [5, 1]],
    [12, [5, 5, 2]],
    [25, [5, 5, 5, 5, 5]],
  ])('%i options make rows of %j', (n, rows) => {
    const req = request({ options: Array.from({ length: n }, (_, i) => `Option ${i}`) });
    expect(
      toDiscordComponents(req, { promptId: 'p' }).components.map((r) => r.components.length),
    ).toEqual(rows);
  });

  it('refuses more than 25 options (5 rows of 5)', () => {
    const req = request({ options: Array.from({ length: 26 }, (_, i) => `Option ${i}`) });
    const error = thrown(() => toDiscordComponents(req, { promptId: 'p' }));
    expect(error.code).toBe('too_many_options');
    expect(error.limit).toMatchObject({ platform: 'discord', max: 25 });
  });

  it('escapes Discord Markdown in the content', () => {
    const req = request({ question: 'Is `2*3` > 5? Use \\*literal\\* stars', options: ['a', 'b'] });
    expect(toDiscordComponents(req, { promptId: 'p' }).content).toMatch(
      /^Is 2\\\*3 > 5\? Use \\\*literal\\\* stars/,
    );
  });

  it.each([
    ['94 characters fit (100 with ask: and :1)', 'x'.repeat(94), true],
    ['95 characters do not', 'x'.repeat(95), false],
    ['94 CJK characters fit: Discord counts characters, not bytes', '部'.repeat(94), true],
  ])('custom_id stays within 100 characters: %s', (_case, promptId, fits) => {
    if (fits) expect(() => toDiscordComponents(deploy, { promptId })).not.toThrow();
    else
      expect(thrown(() => toDiscordComponents(deploy, { promptId })).limit).toEqual({
        platform: 'discord',
        field: 'custom_id',
        max: 100,
        unit: 'chars',
      });
  });
});

describe('toSlackBlocks', () => {
  it('has a section with the question, an actions block of buttons and a context with the free-text hint', () => {
    expect(toSlackBlocks(deploy, { promptId: 'p1' })).toEqual({
      text: 'Deploy target — Where should I deploy?\n\n- Staging (Recommended) - Safe to try first',
      blocks: [
        {
          type: 'section',
          text: {
            type: 'plain_text',
            text: 'Deploy target — Where should I deploy?\n\n- Staging (Recommended) - Safe to try first',
            emoji: true,
          },
        },
        {
          type: 'actions',
          block_id: 'ask:p1',
          elements: [
            {
              type: 'button',
              text: { type: 'plain_text', text: 'Staging (Recommended)', emoji: true },
              action_id: 'ask:p1:0',
              value: 'ask:p1:0',
            },
            {
              type: 'button',
              text: { type: 'plain_text', text: 'Production', emoji: true },
              action_id: 'ask:p1:1',
              value: 'ask:p1:1',
            },
          ],
        },
        {
          type: 'context',
          elements: [{ type: 'plain_text', text: en.channelOtherHint, emoji: true }],
        },
      ],
    });
  });

  it('escapes &, < and > in the notification text only', () => {
    const message = toSlackBlocks(request({ question: 'A & B < C', options: ['x', 'y'] }), {
      promptId: 'p',
    });
    expect(message.text).toBe('A &amp; B &lt; C');
    expect(message.blocks[0]).toEqual({
      type: 'section',
      text: { type: 'plain_text', text: 'A & B < C', emoji: true },
    });
  });

  it('refuses more than 25 buttons', () => {
    const req = request({ options: Array.from({ length: 26 }, (_, i) => `Option ${i}`) });
    expect(thrown(() => toSlackBlocks(req, { promptId: 'p' })).code).toBe('too_many_options');
  });

  it('refuses a promptId that makes action_id longer than 255 characters', () => {
    expect(() => toSlackBlocks(deploy, { promptId: 'x'.repeat(249) })).not.toThrow();
    expect(thrown(() => toSlackBlocks(deploy, { promptId: 'x'.repeat(250) })).limit).toMatchObject({
      field: 'action_id',
      max: 255,
    });
  });
});

describe('button labels', () => {
  const long = (label: string) => request({ options: [label, 'Short'] });

  it.each(PLATFORMS)('%s: labels render to plain text', (platform) => {
    const req = request({
      options: ['**Bold** `code`', '[link](https://x.y) ![img](i.png) <b>html</b>'],
    });
    expect(
      buttons(req, platform)
        .slice(0, 2)
        .map((b) => b.text),
    ).toEqual(['Bold code', 'link (https://x.y) img html']);
  });

  it.each(
    PLATFORMS.flatMap(
      (p) =>
        [
          [p, 'ASCII', 'a'.repeat(300)],
          [p, 'CJK', '部署到生产环境'.repeat(40)],
          [p, 'emoji', '🚀'.repeat(200)],
          [p, 'ZWJ emoji', '👩‍💻'.repeat(60)],
          [p, 'combining marks', 'e\u0301'.repeat(150)],
        ] as const,
    ),
  )(
    '%s: a long %s label is cut to the limit with … and no broken code point',
    (platform, _kind, label) => {
      const [first] = buttons(long(label), platform, 'p');
      const max = LABEL_LIMIT[platform];
      expect(first!.text.length).toBeLessThanOrEqual(max);
      expect(first!.text.endsWith('…')).toBe(true);
      expect(first!.text.length).toBeGreaterThan(max - 12);
      expect(label.startsWith(first!.text.slice(0, -1))).toBe(true);
      expect(first!.text).not.toMatch(
        /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
      );
    },
  );

  it.each(PLATFORMS)('%s: a label exactly at the limit is not cut', (platform) => {
    const label = 'a'.repeat(LABEL_LIMIT[platform]);
    expect(buttons(long(label), platform, 'p')[0]!.text).toBe(label);
  });

  it.each(PLATFORMS)('%s: data never carries the label', (platform) => {
    const secret = 'Secret label text';
    for (const b of buttons(long(secret), platform, 'p')) expect(b.data).not.toContain('Secret');
  });
});

describe('decodeButtonCallback', () => {
  it.each(PLATFORMS)('%s: every button decodes to its own option', (platform) => {
    for (const [i, b] of buttons(deploy, platform, 'prompt-7')
      .filter((b) => !b.data.endsWith(':o'))
      .entries()) {
      expect(decodeButtonCallback(deploy, 'prompt-7', b.data)).toEqual([
        {
          id: 'deploy_target',
          status: 'answered',
          labels: [deploy.questions[0]!.options[i]!.label],
        },
      ]);
    }
  });

  it('gives answers the core serializers read', () => {
    expect(
      toAskUserResult(deploy, decodeButtonCallback(deploy, 'p', 'ask:p:0'), 'submitted'),
    ).toEqual({
      status: 'answered',
      answers: { answers: { deploy_target: { answers: ['Staging (Recommended)'] } } },
    });
  });

  it('handles a prompt id that holds colons', () => {
    expect(
      decodeButtonCallback(deploy, 'chat:1:msg:2', encodeButtonData('chat:1:msg:2', 1))[0]!.labels,
    ).toEqual(['Production']);
  });

  it.each<[string, string, string]>([
    ['data of another prompt', 'ask:p2:0', 'foreign_prompt'],
    ['data of a prompt whose id extends this one', 'ask:p1x:0', 'foreign_prompt'],
    ['an index past the options', 'ask:p1:2', 'out_of_range'],
    ['a huge index', 'ask:p1:999999999', 'out_of_range'],
    ['a negative index', 'ask:p1:-1', 'malformed'],
    ['a padded index', 'ask:p1:01', 'malformed'],
    ['a fractional index', 'ask:p1:1.0', 'malformed'],
    ['an empty index', 'ask:p1:', 'malformed'],
    ['a label instead of an index', 'ask:p1:Production', 'malformed'],
    ['another prefix', 'vote:p1:0', 'malformed'],
    ['no prompt part', 'ask:0', 'malformed'],
    ['empty data', '', 'malformed'],
    ['the Other… button', 'ask:p1:o', 'other_button'],
  ])('rejects %s', (_case, data, code) => {
    expect(thrown(() => decodeButtonCallback(deploy, 'p1', data)).code).toBe(code);
  });

  it('rejects a request that has no buttons', () => {
    expect(thrown(() => decodeButtonCallback(deployAndNotify, 'p1', 'ask:p1:0')).code).toBe(
      'not_button_prompt',
    );
  });

  it('recognises the Other… button of this prompt only', () => {
    expect(isOtherButtonCallback('p1', 'ask:p1:o')).toBe(true);
    expect(isOtherButtonCallback('p1', 'ask:p2:o')).toBe(false);
    expect(isOtherButtonCallback('p1', 'ask:p1:0')).toBe(false);
    expect(isOtherButtonCallback('p1', 'nonsense')).toBe(false);
  });

  it('decodes a question whose id is a prototype property name', () => {
    const req = request({ id: '__proto__', options: ['constructor', 'toString'] });
    const [answer] = decodeButtonCallback(req, 'p', 'ask:p:1');
    expect(answer).toEqual({ id: '__proto__', status: 'answered', labels: ['toString'] });
    expect(Object.getPrototypeOf(answer)).toBe(Object.prototype);
  });
});

describe('prompt ids', () => {
  it.each([
    ['empty', ''],
    ['a newline', 'a\nb'],
    ['a NUL', 'a\u0000'],
  ])('an id with %s is refused everywhere', (_case, promptId) => {
    for (const fn of [
      () => toTelegramKeyboard(deploy, { promptId }),
      () => toDiscordComponents(deploy, { promptId }),
      () => toSlackBlocks(deploy, { promptId }),
      () => toChannelPayload(deploy, 'slack', { promptId }),
      () => encodeButtonData(promptId, 0),
    ]) {
      expect(thrown(fn).code).toBe('invalid_prompt_id');
    }
  });
});

describe('toChannelPayload', () => {
  const multi = request({ multiSelect: true });

  it.each(PLATFORMS)('%s: one single-select question gets buttons', (platform) => {
    const payload = toChannelPayload(deploy, platform, { promptId: 'p' });
    expect(payload).toMatchObject({ kind: 'buttons', platform });
  });

  it('hands back the same message as the platform builder', () => {
    expect(toChannelPayload(deploy, 'telegram', { promptId: 'p' })).toEqual({
      kind: 'buttons',
      platform: 'telegram',
      message: toTelegramKeyboard(deploy, { promptId: 'p' }),
    });
    expect(toChannelPayload(deploy, 'discord', { promptId: 'p' })).toEqual({
      kind: 'buttons',
      platform: 'discord',
      message: toDiscordComponents(deploy, { promptId: 'p' }),
    });
    expect(toChannelPayload(deploy, 'slack', { promptId: 'p' })).toEqual({
      kind: 'buttons',
      platform: 'slack',
      message: toSlackBlocks(deploy, { promptId: 'p' }),
    });
  });

  it.each(
    PLATFORMS.flatMap(
      (p) =>
        [
          [p, 'multi-select', multi],
          [p, 'several questions', deployAndNotify],
        ] as const,
    ),
  )('%s: %s falls back to text', (platform, _case, req) => {
    expect(toChannelPayload(req, platform, { promptId: 'p', messages: 'zh-CN' })).toEqual({
      kind: 'text',
      text: renderPromptText(req, { messages: 'zh-CN' }),
    });
  });

  it.each([
    ['discord', 26],
    ['slack', 26],
    ['telegram', 100],
  ] as const)('%s: more options than buttons falls back to text (%i options)', (platform, n) => {
    const req = request({ options: Array.from({ length: n }, (_, i) => `Option ${i}`) });
    expect(toChannelPayload(req, platform, { promptId: 'p' }).kind).toBe('text');
  });

  it('still throws data_too_long rather than silently dropping the buttons', () => {
    expect(
      thrown(() => toChannelPayload(deploy, 'telegram', { promptId: 'x'.repeat(80) })).code,
    ).toBe('data_too_long');
  });

  it('passes the catalog to the buttons', () => {
    const payload = toChannelPayload(deploy, 'slack', { promptId: 'p', messages: 'zh-CN' });
    expect(JSON.stringify(payload)).toContain(zhCN.channelOtherHint);
  });

  it.each(PLATFORMS)(
    '%s: all data fits the platform with a UUID prompt id and 25 options',
    (platform) => {
      const req = request({ options: Array.from({ length: 25 }, (_, i) => `Option ${i}`) });
      const promptId = '123e4567-e89b-12d3-a456-426614174000';
      for (const b of buttons(req, platform, promptId))
        expect(dataSize(platform, b.data)).toBeLessThanOrEqual(DATA_LIMIT[platform]);
    },
  );
});

describe('isButtonPrompt', () => {
  it.each([
    ['one single-select question', deploy, true],
    ['one multi-select question', request({ multiSelect: true }), false],
    ['several questions', deployAndNotify, false],
  ])('%s → %s', (_case, req, expected) => {
    expect(isButtonPrompt(req)).toBe(expected);
  });
});
