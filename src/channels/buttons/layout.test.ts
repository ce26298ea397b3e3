// Issue 26 #4: the button code is one module per platform beside a shared core, and the public
// names of `ask-cards/channels` stay as they were.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as channels from '../index';

const DIR = fileURLToPath(new URL('.', import.meta.url));
const PLATFORM_MODULES = ['telegram.ts', 'discord.ts', 'slack.ts'];
const read = (name: string) => readFileSync(`${DIR}/${name}`, 'utf8');
const imports = (source: string) => [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]!);

describe('issue 26 #4: one module per platform beside a shared core', () => {
  it('issue 26 #4: each platform has its own module; no platform module reaches another', () => {
    expect(existsSync(fileURLToPath(new URL('../buttons.ts', import.meta.url)))).toBe(false);
    for (const name of ['core.ts', 'callback.ts', 'payload.ts', ...PLATFORM_MODULES])
      expect(existsSync(`${DIR}/${name}`)).toBe(true);
    for (const name of PLATFORM_MODULES) {
      const others = PLATFORM_MODULES.filter((n) => n !== name).map((n) => `./${n.slice(0, -3)}`);
      expect(imports(read(name)).filter((from) => others.includes(from))).toEqual([]);
    }
  });

  it('issue 26 #4: the shared core knows no platform payload, and every module stays small', () => {
    expect(read('core.ts')).not.toMatch(/inline_keyboard|custom_id|block_id|callback_data/);
    for (const name of readdirSync(DIR).filter((n) => n.endsWith('.ts') && !n.includes('.test.')))
      expect(read(name).split('\n').length, name).toBeLessThan(300);
  });
});

describe('the public names of ask-cards/channels', () => {
  it('keeps every button name it exported before the split', () => {
    for (const name of [
      'toChannelPayload',
      'toTelegramKeyboard',
      'toTelegramForceReply',
      'toDiscordComponents',
      'toSlackBlocks',
      'decodeButtonCallback',
      'isOtherButtonCallback',
      'isButtonPrompt',
      'encodeButtonData',
      'BUTTON_DATA_PREFIX',
      'CHANNEL_LIMITS',
      'ChannelButtonError',
    ])
      expect(channels, name).toHaveProperty(name);
  });
});
