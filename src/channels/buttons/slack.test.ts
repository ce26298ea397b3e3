import { describe, expect, it } from 'vitest';
import { en } from '../../core/messages';
import { deploy, request } from '../test-fixtures';
import { toResolvedMessage, toStaleTapReply } from './payload';
import { toSlackBlocks } from './slack';
import { closedQuestion, DEPLOY_END_LINES, DEPLOY_ENDS, DEPLOY_LEAD, thrown } from './test-helpers';

const closed = closedQuestion();

describe('issue 26 #3: Slack closed choices', () => {
  it('issue 26 #3: a closed question has no own-answer context line', () => {
    const message = toSlackBlocks(closed, { promptId: 'p' });
    expect(message.blocks.map((b) => b.type)).toEqual(['section', 'actions']);
    expect(JSON.stringify(message)).not.toContain(en.channelOtherHint);
  });
});

describe('issue 26 #9: Slack after the prompt ends', () => {
  it.each(DEPLOY_END_LINES)(
    'issue 26 #9: %s updates the message to "%s", actions removed',
    (end, line) => {
      expect(toResolvedMessage('slack', deploy, DEPLOY_ENDS[end])).toEqual({
        text: `${DEPLOY_LEAD}\n\n${line}`,
        blocks: [
          { type: 'section', text: { type: 'plain_text', text: DEPLOY_LEAD, emoji: true } },
          { type: 'context', elements: [{ type: 'plain_text', text: line, emoji: true }] },
        ],
      });
    },
  );

  it('issue 26 #9: a stale tap gets an ephemeral reply that keeps the message', () => {
    expect(toStaleTapReply('slack')).toEqual({
      response_type: 'ephemeral',
      text: 'This question was already answered.',
      replace_original: false,
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
