import { describe, expect, it } from 'vitest';
import { en, zhCN, type AskMessages } from '../core/messages';
import { deploy, deployAndNotify, request } from './test-fixtures';
import { renderPromptText } from './text';

describe('renderPromptText', () => {
  it('renders one question: header — question, numbered options, the free-text hint, the single reply hint', () => {
    expect(renderPromptText(deploy)).toBe(
      [
        'Deploy target — Where should I deploy?',
        '1. Staging (Recommended) - Safe to try first',
        '2. Production',
        'Or reply with your own answer.',
        '',
        'Reply with the number, the option text, or your own answer.',
      ].join('\n'),
    );
  });

  it('leaves the header out when there is none', () => {
    expect(renderPromptText(request({ question: 'Pick one' })).split('\n')[0]).toBe('Pick one');
  });

  it('gives a multi-select question the comma-separated reply hint', () => {
    const text = renderPromptText(request({ multiSelect: true }));
    expect(text.endsWith(en.channelReplyMulti)).toBe(true);
    expect(text).not.toContain(en.channelReplySingle);
  });

  it('renders several questions with their ids, and one "id: answer" hint with real example lines', () => {
    expect(renderPromptText(deployAndNotify)).toBe(
      [
        '[deploy_target] Deploy target — Where should I deploy?',
        '1. Staging (Recommended)',
        '2. Production',
        'Or reply with your own answer.',
        '',
        '[notify] Notify — Who should I tell? (Choose any that apply)',
        '1. Team, leads',
        '2. Ops',
        '3. Nobody',
        'Or reply with your own answer.',
        '',
        'Reply with one line per question, like "id: answer".',
        'For example:',
        'deploy_target: 1',
        'notify: 1, 2',
      ].join('\n'),
    );
  });

  it.each([
    ['one question', 1],
    ['three questions', 3],
  ])('has one free-text hint per question and exactly one reply hint (%s)', (_case, count) => {
    const req = request(...Array.from({ length: count }, (_, i) => ({ id: `q_${i}` })));
    const text = renderPromptText(req);
    const hints = [en.channelReplySingle, en.channelReplyMulti, en.channelReplyMany].filter((h) =>
      text.includes(h),
    );
    expect(hints).toHaveLength(1);
    expect(text.split(en.channelOtherHint)).toHaveLength(count + 1);
  });

  describe('Markdown degrades to readable text', () => {
    const md = request({
      question:
        'Pick a **target**, see [docs](https://x.y/z) ![diagram](d.png) <b>now</b>\n\n- fast\n- safe',
      options: ['**Staging**', '`prod-eu`', '_Both_ <i>maybe</i>'],
    });
    const text = renderPromptText(md);

    it.each([
      ['no emphasis markers', /\*\*|(?<![a-z])_[A-Za-z]/],
      ['no backticks', /`/],
      ['no raw HTML tags', /<\/?[a-z]/i],
      ['no image markup', /!\[/],
    ])('%s', (_rule, pattern) => {
      expect(text).not.toMatch(pattern);
    });

    it('keeps link urls, image alt text, list items and paragraphs', () => {
      expect(text).toContain(
        'Pick a target, see docs (https://x.y/z) diagram now\n\n- fast\n- safe',
      );
    });

    it('numbers the rendered labels', () => {
      expect(text).toContain('1. Staging\n2. prod-eu\n3. Both maybe');
    });
  });

  it('keeps descriptions as plain text, on one line', () => {
    const req = request({
      options: [{ label: 'A', description: 'not **bold**\nsecond line' }, 'B'],
    });
    expect(renderPromptText(req)).toContain('1. A - not **bold** second line');
  });

  it('shows a label that renders to nothing as its source', () => {
    expect(renderPromptText(request({ options: ['<br>', 'B'] }))).toContain('1. <br>');
  });

  it.each([
    ['the zh-CN locale', 'zh-CN' as const],
    ['the zh-CN catalog', zhCN],
  ])('is localized with %s', (_case, messages) => {
    const one = renderPromptText(deploy, { messages });
    expect(one).toContain(zhCN.channelOtherHint);
    expect(one.endsWith(zhCN.channelReplySingle)).toBe(true);
    const many = renderPromptText(deployAndNotify, { messages });
    expect(many).toContain(`(${zhCN.multiSelectHint})`);
    expect(many).toContain(
      `${zhCN.channelReplyMany}\n${zhCN.channelReplyExample}\ndeploy_target: 1`,
    );
  });

  it('uses a custom catalog', () => {
    const messages: AskMessages = {
      ...en,
      channelOtherHint: 'Or say something else.',
      channelReplySingle: 'Answer below.',
    };
    expect(renderPromptText(deploy, { messages })).toMatch(
      /Or say something else\.\n\nAnswer below\.$/,
    );
  });

  it('falls back to English for an unknown locale', () => {
    expect(renderPromptText(deploy, { messages: 'fr' as never })).toContain(en.channelReplySingle);
  });

  it('renders prototype-named ids as plain keys', () => {
    const req = request({ id: 'constructor' }, { id: '__proto__' }, { id: 'to_string' });
    expect(renderPromptText(req)).toContain('constructor: 1\n__proto__: 1\nto_string: 1');
  });
});
