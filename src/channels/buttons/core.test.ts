import { describe, expect, it } from 'vitest';
import { deploy, deployAndNotify, request } from '../test-fixtures';
import { CHANNEL_LIMITS, encodeButtonData, isButtonPrompt } from './core';
import { toDiscordComponents } from './discord';
import { toChannelPayload } from './payload';
import { toSlackBlocks } from './slack';
import { toTelegramKeyboard } from './telegram';
import { buttons, PLATFORMS, thrown } from './test-helpers';

const LABEL_LIMIT = {
  telegram: CHANNEL_LIMITS.telegram.buttonText,
  discord: CHANNEL_LIMITS.discord.buttonLabel,
  slack: CHANNEL_LIMITS.slack.buttonText,
};

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

describe('isButtonPrompt', () => {
  it.each([
    ['one single-select question', deploy, true],
    ['one multi-select question', request({ multiSelect: true }), false],
    ['several questions', deployAndNotify, false],
    ['one question with no options', request({ options: [] }), false],
  ])('%s → %s', (_case, req, expected) => {
    expect(isButtonPrompt(req)).toBe(expected);
  });
});
