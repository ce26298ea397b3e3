import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseElicitRequest } from '../../core/adapters/elicitation';
import { parseRequestUserInputParams } from '../../core/adapters/request-user-input';
import { ruiParams } from '../../core/adapters/request-user-input/fixtures';
import { createAskState, recordPicks } from '../../core/dialects';
import { en, zhCN } from '../../core/messages';
import { ASK_SECRET_MASK } from '../../core/serialize';
import { resolveAsk } from '../../core/dialects';
import type { AskRequest, AskState } from '../../core/types';
import { utf8Length } from '../limits';
import { deploy, deployAndNotify, mcpRegionForm, request } from '../test-fixtures';
import { renderPromptText } from '../text';
import { CHANNEL_LIMITS, isButtonPrompt, type ChannelPlatform } from './core';
import { toDiscordComponents } from './discord';
import { toChannelPayload, toResolvedMessage, toStaleTapReply } from './payload';
import { toSlackBlocks } from './slack';
import { toTelegramKeyboard } from './telegram';
import { buttons, PLATFORMS, thrown } from './test-helpers';

const DATA_LIMIT = {
  telegram: CHANNEL_LIMITS.telegram.callbackDataBytes,
  discord: CHANNEL_LIMITS.discord.customId,
  slack: CHANNEL_LIMITS.slack.actionId,
};
const dataSize = (platform: ChannelPlatform, data: string) =>
  platform === 'telegram' ? utf8Length(data) : data.length;

/** Every text a resolved message shows, with the platform's limit for it. */
function resolvedTexts(platform: ChannelPlatform, request: AskRequest, state: AskState) {
  if (platform === 'telegram')
    return [[toResolvedMessage(platform, request, state).text, CHANNEL_LIMITS.telegram.text]];
  if (platform === 'discord')
    return [[toResolvedMessage(platform, request, state).content, CHANNEL_LIMITS.discord.content]];
  const { text, blocks } = toResolvedMessage(platform, request, state);
  const inBlocks = blocks.flatMap((b) => (b.type === 'section' ? [b.text] : b.elements));
  return [text, ...inBlocks.map((t) => t.text)].map((t) => [t, CHANNEL_LIMITS.slack.sectionText]);
}

describe('issue 26 #3: a secret question is never rendered as buttons', () => {
  const secretChoice = parseRequestUserInputParams({
    ...ruiParams,
    questions: [{ ...ruiParams.questions[0]!, isSecret: true }],
  });

  it.each(PLATFORMS)(
    'issue 26 #3: %s: a secret question with options gets the text',
    (platform) => {
      expect(isButtonPrompt(secretChoice)).toBe(false);
      expect(toChannelPayload(secretChoice, platform, { promptId: 'p' })).toEqual({
        kind: 'text',
        text: renderPromptText(secretChoice),
      });
    },
  );
});

describe('issue 26 #3: an MCP form over buttons', () => {
  const form = mcpRegionForm({ message: 'Pick where the cluster runs.' });

  it.each(PLATFORMS)("issue 26 #3: %s: the server's message leads the buttons", (platform) => {
    const payload = toChannelPayload(form, platform, { promptId: 'p' });
    expect(payload.kind).toBe('buttons');
    expect(JSON.stringify(payload)).toMatch(
      /"(text|content)":"Pick where the cluster runs\.\\n\\n/,
    );
  });
});

describe('issue 26 #9: the resolved message', () => {
  it.each(PLATFORMS)('issue 26 #9: %s: a resolved state reads as its resolution', (platform) => {
    const { state, resolution } = resolveAsk(deploy, [
      { type: 'toggle', option: 0 },
      { type: 'next' },
    ]);
    expect(toResolvedMessage(platform, deploy, state)).toEqual(
      toResolvedMessage(platform, deploy, resolution!),
    );
  });

  it.each(PLATFORMS)('issue 26 #9: %s: a pending state is refused as not_resolved', (platform) => {
    expect(thrown(() => toResolvedMessage(platform, deploy, createAskState(deploy))).code).toBe(
      'not_resolved',
    );
  });

  it('issue 26 #9: several questions summarize by header, a skip as Skipped', () => {
    const { resolution } = resolveAsk(deployAndNotify, [
      { type: 'toggle', option: 1 },
      { type: 'next' },
      { type: 'toggle', option: 1 },
      { type: 'toggle', option: 2 },
      { type: 'next' },
    ]);
    expect(toResolvedMessage('telegram', deployAndNotify, resolution!).text).toBe(
      'Deploy target — Where should I deploy?\n\nNotify — Who should I tell?\n\n' +
        'Answered: Deploy target: Production; Notify: Ops, Nobody',
    );
  });

  it.each(PLATFORMS)(
    'issue 26 #9: %s: a secret answer never shows, not even masked',
    (platform) => {
      const req = parseRequestUserInputParams(ruiParams);
      const { resolution } = resolveAsk(req, [
        { type: 'toggle', option: 1 },
        { type: 'next' },
        { type: 'setOtherText', text: 'tok-hunter2' },
        { type: 'next' },
      ]);
      expect(resolution?.reason).toBe('submitted');
      const json = JSON.stringify(toResolvedMessage(platform, req, resolution!));
      expect(json).toContain('Answered: Environment: Production');
      expect(json).not.toContain('hunter2');
      expect(json).not.toContain(ASK_SECRET_MASK);
    },
  );

  it.each(PLATFORMS)(
    'issue 26 #9: %s: a very long own answer leaves the question shown',
    (platform) => {
      const req = request({ question: 'Name the release' });
      const { resolution } = resolveAsk(req, [
        { type: 'setOtherText', text: 'n'.repeat(10_000) },
        { type: 'next' },
      ]);
      const json = JSON.stringify(toResolvedMessage(platform, req, resolution!));
      expect(json).toMatch(/"(text|content)":"Name the release\\n\\nAnswered: nnn/);
    },
  );

  it('issue 26 #9: every outcome fits every platform, and its line survives the cut', () => {
    const text = (min: number, max: number) =>
      fc
        .string({ unit: 'grapheme', minLength: min, maxLength: max })
        .filter((s) => s.trim() !== '');
    fc.assert(
      fc.property(
        text(0, 4000),
        text(1, 2000),
        text(1, 5000),
        fc.constantFrom('answered', 'expired', 'declined', 'dismissed', 'stopped'),
        (message, description, note, end) => {
          const form = parseElicitRequest({
            message: message.trim() === '' ? 'm' : message,
            requestedSchema: {
              type: 'object',
              properties: {
                region: { type: 'string', description, enum: ['eu', 'us'] },
                note: { type: 'string', description },
              },
            },
          });
          let state: AskState = createAskState(form);
          if (end === 'answered') {
            const out = recordPicks(state, [
              { question: 0, selected: [1] },
              { question: 1, selected: [], otherText: note },
            ]);
            if (!out.ok) return;
            state = out.state;
          } else if (end === 'expired') {
            // The server's own timeout, as a host records it.
            state = { ...state, status: 'resolved', reason: 'expired' };
          } else {
            const event = { declined: 'declineAll', dismissed: 'dismiss', stopped: 'stop' }[end];
            state = resolveAsk(state, [{ type: event as 'stop' }]).state;
          }
          const line = {
            answered: 'Answered: ',
            expired: en.channelResolvedExpired,
            declined: en.channelResolvedCancelled,
            dismissed: en.channelResolvedCancelled,
            stopped: en.channelResolvedCancelled,
          }[end];
          for (const platform of PLATFORMS) {
            const all = resolvedTexts(platform, form, state) as [string, number][];
            for (const [t, max] of all) expect(t.length).toBeLessThanOrEqual(max);
            expect(all[0]![0].split('\n').at(-1)!.startsWith(line)).toBe(true);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('issue 26 #9: the reply to a stale tap', () => {
  it.each(PLATFORMS)('issue 26 #9: %s: within the platform limits, localized', (platform) => {
    const long = { ...en, channelAlreadyAnswered: '答'.repeat(5000) };
    const json = JSON.stringify(toStaleTapReply(platform, { messages: long }));
    const text = /"(?:text|content)":"([^"]*)"/.exec(json)![1]!;
    const max = {
      telegram: CHANNEL_LIMITS.telegram.callbackAnswerText,
      discord: CHANNEL_LIMITS.discord.content,
      slack: CHANNEL_LIMITS.slack.sectionText,
    }[platform];
    expect(text.length).toBeLessThanOrEqual(max);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('toChannelPayload on a text-only question', () => {
  it.each(PLATFORMS)('%s: a question with no options gets the text', (platform) => {
    const textOnly = request({ options: [] });
    expect(toChannelPayload(textOnly, platform, { promptId: 'p' }).kind).toBe('text');
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
