import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as channels from './index';

const DIR = import.meta.dirname;
const SOURCES = readdirSync(DIR).filter(
  (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'test-fixtures.ts',
);
const ALLOWED_PACKAGES = new Set([
  'mdast',
  'mdast-util-from-markdown',
  'mdast-util-gfm',
  'micromark-extension-gfm',
]);

function specifiers(file: string): string[] {
  const code = readFileSync(join(DIR, file), 'utf8');
  return [...code.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map(
    (m) => m[1]!,
  );
}

describe('ask-cards/channels boundary', () => {
  it.each(SOURCES)(
    '%s imports only the core, its siblings and the Markdown parser (no React, no DOM)',
    (file) => {
      for (const spec of specifiers(file)) {
        const ok =
          spec.startsWith('./') || spec.startsWith('../core/') || ALLOWED_PACKAGES.has(spec);
        expect(ok, `${file} imports ${spec}`).toBe(true);
      }
    },
  );

  it('reaches only the core model, catalogs and Markdown bound, not the schema or the machine', () => {
    const core = SOURCES.flatMap(specifiers).filter((s) => s.startsWith('../core/'));
    // The Markdown depth bound and the raw-HTML skip are shared with the views and the label key:
    // plain string and tree scanning, no model.
    expect(new Set(core)).toEqual(
      new Set([
        '../core/types',
        '../core/messages',
        '../core/markdown/bounds',
        '../core/markdown/raw-html',
      ]),
    );
  });

  it('exports the public names', () => {
    expect(Object.keys(channels).sort()).toEqual(
      [
        'BUTTON_DATA_PREFIX',
        'CHANNEL_LIMITS',
        'MAX_REPLY_CHARS',
        'ChannelButtonError',
        'ChannelReplyError',
        'decodeButtonCallback',
        'encodeButtonData',
        'isButtonPrompt',
        'isOtherButtonCallback',
        'markdownToChatText',
        'markdownToPlainText',
        'parseOptionNumber',
        'parseReply',
        'plainLabel',
        'renderPromptText',
        'replyHintText',
        'resolveChannelMessages',
        'toChannelPayload',
        'toDiscordComponents',
        'toSlackBlocks',
        'toTelegramForceReply',
        'toTelegramKeyboard',
        'truncate',
        'utf8Length',
      ].sort(),
    );
  });
});
