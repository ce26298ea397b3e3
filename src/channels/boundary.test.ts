import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as channels from './index';

const DIR = import.meta.dirname;
const SOURCES = readdirSync(DIR, { recursive: true, encoding: 'utf8' }).filter(
  (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('test-fixtures.ts'),
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
      const nested = file.includes('/');
      for (const spec of specifiers(file)) {
        const ok =
          spec.startsWith('./') ||
          spec.startsWith(nested ? '../../core/' : '../core/') ||
          (nested && spec.startsWith('../') && !spec.startsWith('../../')) ||
          ALLOWED_PACKAGES.has(spec);
        expect(ok, `${file} imports ${spec}`).toBe(true);
      }
    },
  );

  it('issue 26 #1: answers through the machine and its resolution; never the schema, adapters or views', () => {
    const core = SOURCES.flatMap(specifiers)
      .filter((s) => s.includes('/core/'))
      .map((s) => s.replace(/^(\.\.\/)+/, ''));
    // The Markdown depth bound and the raw-HTML skip are shared with the views and the label key.
    // The machine is how a reply or a button answers: the same rules as the card.
    expect(new Set(core)).toEqual(
      new Set([
        'core/types',
        'core/messages',
        'core/markdown/bounds',
        'core/markdown/raw-html',
        'core/machine/drive',
        'core/machine/snapshot',
        // The machine and the resolution bound to the default registry (issue 28 #1).
        'core/dialects/machine',
        'core/dialects/serialize',
        // AskInputError, for a state that is not a state of the request.
        'core/schema/errors',
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
        'REACTION_KEYCAPS',
        'decodeButtonCallback',
        'parseReaction',
        'resolveButtonCallback',
        'toReactionPrompt',
        'toResolvedMessage',
        'toStaleTapReply',
        'encodeButtonData',
        'isButtonPrompt',
        'isOtherButtonCallback',
        'markdownToChatText',
        'parseReply',
        'renderPromptText',
        'replyHintText',
        'toChannelPayload',
        'toDiscordComponents',
        'toSlackBlocks',
        'toTelegramForceReply',
        'toTelegramKeyboard',
      ].sort(),
    );
  });
});
