import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAskState } from '../../core/dialects';
import { toAskUserResult } from '../../core/dialects';
import { resolveAsk } from '../../core/dialects';
import type { AskRequest } from '../../core/types';
import { deploy, deployAndNotify, mcpRegionForm, request } from '../test-fixtures';
import { decodeButtonCallback, isOtherButtonCallback, resolveButtonCallback } from './callback';
import { encodeButtonData } from './core';
import { buttons, PLATFORMS, thrown } from './test-helpers';

/** What the card gives for choosing option `index` of a one-question prompt. */
const cardChoice = (req: AskRequest, index: number) =>
  resolveAsk(req, [{ type: 'toggle', option: index }, { type: 'next' }]).resolution!;

/** An MCP form of one titled enum: the titles are shown, the consts are the values. */
const regionForm = mcpRegionForm({ required: ['region'] });

describe('issue 26 #1: a button callback goes through the machine', () => {
  it('issue 26 #1: every button resolves exactly as the card does (result, content, details)', () => {
    for (const [i, b] of buttons(deploy, 'telegram', 'p')
      .filter((b) => !b.data.endsWith(':o'))
      .entries()) {
      const out = resolveButtonCallback(deploy, 'p', b.data);
      expect(out.ok).toBe(true);
      if (!out.ok) continue;
      const card = cardChoice(deploy, i);
      expect(out.resolution.result).toEqual(card.result);
      expect(out.resolution.content).toBe(card.content);
      expect(out.resolution.details).toEqual(card.details);
      expect(out.answers).toEqual(card.answers);
      expect(out.state.status).toBe('resolved');
      // The events replay to the same resolution.
      expect(resolveAsk(deploy, out.events).resolution).toEqual(out.resolution);
    }
  });

  it('issue 26 #1: for any one-choice prompt and any option, the button and the card agree', () => {
    const labels = fc.uniqueArray(
      fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,11}$/).map((s) => s.trim()),
      { minLength: 2, maxLength: 6, selector: (s) => s.toLowerCase() },
    );
    fc.assert(
      fc.property(
        labels.filter((l) => l.every((s) => s !== '')),
        fc.boolean(),
        fc.nat(),
        (list, withValues, pick) => {
          const req = request({
            id: 'choice',
            options: list.map((label, i) => (withValues ? { label, value: `v${i}` } : label)),
          });
          const index = pick % list.length;
          const out = resolveButtonCallback(req, 'p', encodeButtonData('p', index));
          if (!out.ok) throw out.error;
          const card = cardChoice(req, index);
          expect([out.resolution.result, out.resolution.content, out.resolution.details]).toEqual([
            card.result,
            card.content,
            card.details,
          ]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('issue 26 #1: decodeButtonCallback gives the machine answers, values included', () => {
    const req = request({
      id: 'env',
      options: [
        { label: 'Staging', value: 'stg' },
        { label: 'Production', value: 'prd' },
      ],
    });
    expect(decodeButtonCallback(req, 'p', 'ask:p:1')).toEqual([
      { id: 'env', status: 'answered', labels: ['Production'], values: ['prd'] },
    ]);
  });

  it('issue 26 #1: a host state with a draft is continued from, and the tap wins', () => {
    const draft = resolveAsk(deploy, [{ type: 'toggle', option: 0 }]).state;
    const out = resolveButtonCallback(deploy, 'p', 'ask:p:1', { state: draft });
    expect(out.ok && out.answers[0]!.labels).toEqual(['Production']);
  });

  it('issue 26 #1: a tap after the prompt resolved is already_resolved, the state unchanged', () => {
    const first = resolveButtonCallback(deploy, 'p', 'ask:p:0');
    if (!first.ok) throw first.error;
    const expired = resolveAsk(deploy, [{ type: 'expire' }]).state;
    for (const state of [first.state, expired]) {
      for (const data of ['ask:p:0', 'ask:p:1', 'ask:p:o', 'ask:p:7']) {
        const again = resolveButtonCallback(deploy, 'p', data, { state });
        expect(again.ok).toBe(false);
        if (again.ok) continue;
        expect(again.error.name).toBe('ChannelButtonError');
        expect(again.error.code).toBe('already_resolved');
        // Developer-facing English; the person gets toStaleTapReply.
        expect(again.error.message).toMatch(/already resolved/);
      }
    }
    // Another prompt's button is still foreign, and junk still malformed.
    const stale = { state: first.state };
    expect(resolveButtonCallback(deploy, 'p', 'ask:q:0', stale)).toMatchObject({
      ok: false,
      error: { code: 'foreign_prompt' },
    });
    expect(resolveButtonCallback(deploy, 'p', 'nope', stale)).toMatchObject({
      ok: false,
      error: { code: 'malformed' },
    });
  });

  it.each<[string, string]>([
    ['ask:p2:0', 'foreign_prompt'],
    ['ask:p1:2', 'out_of_range'],
    ['ask:p1:x', 'malformed'],
    ['ask:p1:o', 'other_button'],
  ])('issue 26 #1: resolveButtonCallback returns %s as %s without throwing', (data, code) => {
    const out = resolveButtonCallback(deploy, 'p1', data);
    expect(out).toMatchObject({ ok: false, error: { name: 'ChannelButtonError', code } });
  });

  it('issue 26 #1: a request that is not a button prompt is not_button_prompt', () => {
    const multi = request({ multiSelect: true });
    expect(resolveButtonCallback(multi, 'p', 'ask:p:0')).toMatchObject({
      ok: false,
      error: { code: 'not_button_prompt' },
    });
  });
});

describe('issue 26 #3: values, not titles, and no Other on a closed choice', () => {
  it('issue 26 #3: the MCP titled enum shows titles, carries indexes, and answers the const', () => {
    for (const platform of PLATFORMS) {
      expect(buttons(regionForm, platform, 'p')).toEqual([
        { data: 'ask:p:0', text: 'Ireland' },
        { data: 'ask:p:1', text: 'Virginia' },
      ]);
    }
    const virginia = resolveButtonCallback(regionForm, 'p', 'ask:p:1');
    if (!virginia.ok) throw virginia.error;
    expect(virginia.resolution.result).toEqual({
      action: 'accept',
      content: { region: 'us-east-1' },
    });
    expect(JSON.stringify(virginia.resolution.result)).not.toContain('Virginia');
    expect(virginia.resolution).toEqual(cardChoice(regionForm, 1));
  });

  it('issue 26 #3: the Other… data of a closed question is out_of_range, not other_button', () => {
    expect(thrown(() => decodeButtonCallback(regionForm, 'p', 'ask:p:o')).code).toBe(
      'out_of_range',
    );
    expect(resolveButtonCallback(regionForm, 'p', 'ask:p:o')).toMatchObject({
      ok: false,
      error: { code: 'out_of_range' },
    });
  });

  it('issue 26 #3: a state of the form is accepted as the start', () => {
    const out = resolveButtonCallback(regionForm, 'p', 'ask:p:0', {
      state: createAskState(regionForm),
    });
    expect(out.ok && out.resolution.result).toEqual({
      action: 'accept',
      content: { region: 'eu-west-1' },
    });
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
