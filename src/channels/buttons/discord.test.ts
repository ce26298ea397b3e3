import { describe, expect, it } from 'vitest';
import { en } from '../../core/messages';
import { resolveAsk } from '../../core/dialects';
import type { AskRequest } from '../../core/types';
import { deploy, request } from '../test-fixtures';
import { toDiscordComponents } from './discord';
import { toResolvedMessage, toStaleTapReply } from './payload';
import { closedQuestion, DEPLOY_END_LINES, DEPLOY_ENDS, DEPLOY_LEAD, thrown } from './test-helpers';

function resolveOwn(req: AskRequest, text: string) {
  return resolveAsk(req, [{ type: 'setOtherText', text }, { type: 'next' }]).resolution!;
}

const closed = closedQuestion();

describe('issue 26 #3: Discord closed choices', () => {
  it('issue 26 #3: a closed question has no own-answer hint', () => {
    const message = toDiscordComponents(closed, { promptId: 'p' });
    expect(message.content).toBe('Ship it?');
    expect(message.content).not.toContain(en.channelOtherHint);
  });
});

describe('issue 26 #9: Discord after the prompt ends', () => {
  it.each(DEPLOY_END_LINES)(
    'issue 26 #9: %s edits the message to "%s", components removed',
    (end, line) => {
      expect(toResolvedMessage('discord', deploy, DEPLOY_ENDS[end])).toEqual({
        content: `${DEPLOY_LEAD}\n\n${line}`,
        components: [],
        allowed_mentions: { parse: [] },
      });
    },
  );

  it('issue 26 #9: an own answer is escaped like the question', () => {
    const req = request({ question: 'Name it' });
    const { content } = toResolvedMessage('discord', req, resolveOwn(req, '**bold** @everyone'));
    expect(content).toBe('Name it\n\nAnswered: \\*\\*bold\\*\\* @everyone');
  });

  it('issue 26 #9: a stale tap gets an ephemeral interaction reply', () => {
    expect(toStaleTapReply('discord')).toEqual({
      type: 4,
      data: { content: 'This question was already answered.', flags: 64 },
    });
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
