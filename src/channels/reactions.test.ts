import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseElicitRequest } from '../core/adapters/elicitation';
import { zhCN } from '../core/messages';
import { resolveAsk } from '../core/dialects';
import type { AskRequest } from '../core/types';
import { parseReaction, REACTION_KEYCAPS, toReactionPrompt } from './reactions';
import { deploy, deployAndNotify, request } from './test-fixtures';
import { renderPromptText } from './text';

const options = (n: number) =>
  request({ id: 'pick', options: Array.from({ length: n }, (_, i) => `Option ${i + 1}`) });
const cardChoice = (req: AskRequest, index: number) =>
  resolveAsk(req, [{ type: 'toggle', option: index }, { type: 'next' }]).resolution!;

describe('issue 26 #9: a one-choice prompt answered by reaction', () => {
  it('issue 26 #9: the prompt text says which keycaps to react with', () => {
    const prompt = toReactionPrompt(options(4));
    expect(prompt).toMatchObject({ kind: 'reactions', reactions: ['1️⃣', '2️⃣', '3️⃣', '4️⃣'] });
    expect(prompt.text).toContain('1. Option 1\n2. Option 2');
    expect(
      prompt.text.endsWith('React with 1️⃣–4️⃣ or reply with the number or the option text.'),
    ).toBe(true);
    expect(toReactionPrompt(options(4), { messages: 'zh-CN' }).text).toContain(
      zhCN.channelReactHint({ range: '1️⃣–4️⃣' }),
    );
  });

  it('issue 26 #9: up to ten options, 🔟 the tenth; more, or several questions, is the text prompt', () => {
    expect(toReactionPrompt(options(10))).toMatchObject({ kind: 'reactions' });
    expect(REACTION_KEYCAPS).toHaveLength(10);
    expect(REACTION_KEYCAPS[9]).toBe('🔟');
    for (const req of [options(11), deployAndNotify, request({ multiSelect: true })])
      expect(toReactionPrompt(req)).toEqual({ kind: 'text', text: renderPromptText(req) });
  });

  it.each([
    ['with U+FE0F', '2\uFE0F\u20E3'],
    ['without U+FE0F', '2\u20E3'],
    ['as a Slack shortcode', ':two:'],
    ['as a Slack reaction name', 'two'],
    ['with spaces around', ' 2️⃣ '],
  ])('issue 26 #9: a keycap %s picks its option as the card would', (_case, emoji) => {
    const out = parseReaction(deploy, emoji);
    if (!out.ok) throw out.error;
    expect(out.resolution).toEqual(cardChoice(deploy, 1));
  });

  it('issue 26 #9: 🔟 (and :keycap_ten:) picks the tenth option', () => {
    for (const emoji of ['🔟', ':keycap_ten:']) {
      const out = parseReaction(options(10), emoji);
      expect(out.ok && out.answers[0]!.labels).toEqual(['Option 10']);
    }
  });

  it('issue 26 #9: any keycap of any prompt agrees with the card, with or without U+FE0F', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.nat(), fc.boolean(), (n, pick, fe0f) => {
        const req = options(n);
        const index = pick % n;
        const emoji = index === 9 ? '🔟' : `${index + 1}${fe0f ? '\uFE0F' : ''}\u20E3`;
        const out = parseReaction(req, emoji);
        if (!out.ok) throw out.error;
        expect(out.resolution).toEqual(cardChoice(req, index));
      }),
    );
  });

  it('issue 26 #9: an MCP titled enum answers the const', () => {
    const form = parseElicitRequest({
      message: 'Where?',
      requestedSchema: {
        type: 'object',
        properties: {
          region: {
            type: 'string',
            oneOf: [
              { const: 'eu-west-1', title: 'Ireland' },
              { const: 'us-east-1', title: 'Virginia' },
            ],
          },
        },
        required: ['region'],
      },
    });
    const out = parseReaction(form, '2️⃣');
    expect(out.ok && out.resolution.result).toEqual({
      action: 'accept',
      content: { region: 'us-east-1' },
    });
  });

  it.each([
    ['a keycap past the options', '3️⃣', 'out_of_range'],
    ['keycap zero', '0️⃣', 'out_of_range'],
    ['🔟 on two options', '🔟', 'out_of_range'],
    ['a thumbs up', '👍', 'malformed'],
    ['a keycap #', '#️⃣', 'malformed'],
    ['two keycaps', '1️⃣2️⃣', 'malformed'],
    ['a bare digit', '1', 'malformed'],
    ['an unknown name', ':tada:', 'malformed'],
    ['an empty string', '', 'malformed'],
    ['a BigInt', 10n, 'malformed'],
  ])('issue 26 #9: %s is refused as %s', (_case, emoji, code) => {
    expect(parseReaction(deploy, emoji as string)).toMatchObject({
      ok: false,
      error: { name: 'ChannelButtonError', code },
    });
  });

  it('issue 26 #9: a reaction after the prompt ended is already_resolved', () => {
    const first = parseReaction(deploy, '1️⃣');
    if (!first.ok) throw first.error;
    expect(parseReaction(deploy, '2️⃣', { state: first.state })).toMatchObject({
      ok: false,
      error: { code: 'already_resolved' },
    });
  });

  it('issue 26 #9: a prompt with no reaction form is not_button_prompt', () => {
    expect(parseReaction(deployAndNotify, '1️⃣')).toMatchObject({
      ok: false,
      error: { code: 'not_button_prompt' },
    });
  });
});
