// Issue 29: an ACP `elicitation/create` form on a chat platform. A reply or a tap runs through the
// machine and the client answers the agent exactly what the card would: `accept` with typed
// values (consts, numbers, booleans, arrays), optional fields left out, and Claude's
// `question_<n>` / `question_<n>_custom` pairs answered in both fields.
import { describe, expect, it } from 'vitest';
import { parseAcpElicitRequest } from '../core/adapters/acp-elicitation';
import { CLAUDE_OPTION_META_KEY, claudeAcpForm } from '../../test/fixtures/acp';
import { replied } from '../../test/fixtures/drive';
import {
  resolveButtonCallback,
  toChannelPayload,
  toResolvedMessage,
  toTelegramForceReply,
} from './buttons';
import { parseReply } from './reply';
import { renderPromptText } from './text';

const scope = { sessionId: 'sess-1', toolCallId: 'call-7' };

const form = parseAcpElicitRequest(
  {
    ...scope,
    mode: 'form',
    message: 'A few details before I create the cluster.',
    requestedSchema: {
      type: 'object',
      title: 'New cluster',
      properties: {
        region: {
          type: 'string',
          title: 'Region',
          oneOf: [
            { const: 'eu-west-1', title: 'Ireland', description: 'Closest to the team' },
            { const: 'us-east-1', title: 'Virginia' },
          ],
        },
        replicas: { type: 'integer', title: 'Replicas', minimum: 1, maximum: 9 },
        slug: { type: 'string', title: 'Slug', pattern: '^[a-z]+$' },
        public: { type: 'boolean', title: 'Public' },
        tags: {
          type: 'array',
          title: 'Tags',
          items: {
            anyOf: [
              { const: 'db', title: 'Database' },
              { const: 'web', title: 'Web' },
            ],
          },
        },
      },
      required: ['region', 'replicas'],
    },
  },
  { source: 'Codex' },
);

/** Claude's `AskUserQuestion` as its ACP agent sends it (PROTOCOLS-NEXT §3.5). */
const claude = parseAcpElicitRequest(
  claudeAcpForm(
    [
      {
        header: 'Env',
        question: 'Where should I deploy?',
        options: [
          {
            const: 'Staging',
            title: 'Staging',
            description: 'Safe first',
            _meta: { [CLAUDE_OPTION_META_KEY]: { preview: '## Staging\n\nA preview' } },
          },
          { const: 'Production', title: 'Production' },
        ],
      },
      {
        header: 'Checks',
        question: 'Which checks should run?',
        multi: true,
        options: [
          { const: 'Unit', title: 'Unit' },
          { const: 'Lint', title: 'Lint' },
          { const: 'E2E', title: 'E2E' },
        ],
      },
    ],
    scope,
  ),
);

const claudeOne = parseAcpElicitRequest(
  claudeAcpForm(
    [
      {
        header: 'Database',
        question: 'Which database should I use?',
        options: [
          { const: 'Postgres', title: 'Postgres', description: 'Relational' },
          { const: 'SQLite', title: 'SQLite' },
        ],
      },
    ],
    scope,
  ),
);

describe('issue 29: ACP elicitation over a chat', () => {
  it('issue 29: the text prompt shows the form title, the agent, the message and option descriptions', () => {
    const text = renderPromptText(form);
    expect(text.split('\n\n').slice(0, 3)).toEqual([
      'New cluster',
      'Codex',
      'A few details before I create the cluster.',
    ]);
    expect(text).toContain('[region] Region');
    expect(text).toContain('1. Ireland - Closest to the team\n2. Virginia');
    expect(text).toContain('[public] Public');
  });

  it('issue 29: a reply gives accept with typed values; optional fields left alone are left out', () => {
    const resolution = replied(form, 'region: 1\nreplicas: 3\npublic: yes\ntags: 2');
    expect(resolution.result).toEqual({
      action: 'accept',
      content: { region: 'eu-west-1', replicas: 3, public: true, tags: ['web'] },
    });
    expect(JSON.parse(resolution.content)).toEqual(resolution.result);
    expect(replied(form, 'region: Virginia\nreplicas: 1').result).toEqual({
      action: 'accept',
      content: { region: 'us-east-1', replicas: 1 },
    });
  });

  it('issue 29: the form’s rules hold in a chat: a required field, a bound, the pattern', () => {
    expect(parseReply(form, 'region: 1')).toMatchObject({
      ok: false,
      error: { code: 'required', question: 'replicas' },
    });
    expect(parseReply(form, 'region: 1\nreplicas: 12')).toMatchObject({
      ok: false,
      error: { code: 'invalid_answer', question: 'replicas' },
    });
    expect(parseReply(form, 'region: 1\nreplicas: 2\nslug: Not Ok')).toMatchObject({
      ok: false,
      error: { code: 'invalid_answer', question: 'slug' },
    });
    expect(replied(form, 'region: 1\nreplicas: 2\nslug: blue').result).toMatchObject({
      content: { slug: 'blue' },
    });
  });

  it('issue 29: Claude’s pairs: one question each, the pick in question_<n>, Other in _custom', () => {
    const text = renderPromptText(claude);
    expect(text).toContain('[question_0] Env — Where should I deploy?\n1. Staging - Safe first');
    expect(text).not.toContain('question_0_custom');
    expect(text).not.toContain('## Staging');
    expect(replied(claude, '1: 2\n2: 1, 3, smoke').result).toEqual({
      action: 'accept',
      content: {
        question_0: 'Production',
        question_1: ['Unit', 'E2E'],
        question_1_custom: 'smoke',
      },
    });
    expect(replied(claude, 'Env: canary first\nChecks: Lint').result).toEqual({
      action: 'accept',
      content: { question_0_custom: 'canary first', question_1: ['Lint'] },
    });
    expect(replied(claude, 'Checks: 2').result).toEqual({
      action: 'accept',
      content: { question_1: ['Lint'] },
    });
  });

  it('issue 29: a lone Claude question gets buttons; a tap sends the const, a reply the Other', () => {
    expect(renderPromptText(claudeOne).split('\n\n')[0]).toBe(
      'Database — Which database should I use?\n1. Postgres - Relational\n2. SQLite\n' +
        'Or reply with your own answer.',
    );
    for (const platform of ['telegram', 'discord', 'slack'] as const) {
      const payload = toChannelPayload(claudeOne, platform, { promptId: 'p1' });
      expect(payload.kind).toBe('buttons');
    }
    const tap = resolveButtonCallback(claudeOne, 'p1', 'ask:p1:1');
    expect(tap.ok && tap.resolution.result).toEqual({
      action: 'accept',
      content: { question_0: 'SQLite' },
    });
    expect(tap.ok && toResolvedMessage('telegram', claudeOne, tap.resolution).text).toContain(
      'Answered: SQLite',
    );
    // A single-select's custom field invites a note beside the pick; the card's Other replaces
    // the pick, so the catalog's own hint is shown, not the agent's.
    expect(toTelegramForceReply(claudeOne).reply_markup.input_field_placeholder).toBe(
      'Type your answer…',
    );
    expect(replied(claudeOne, 'DuckDB, embedded').result).toEqual({
      action: 'accept',
      content: { question_0_custom: 'DuckDB, embedded' },
    });
  });

  it('issue 29: a lone boolean gets Yes / No buttons and answers true or false', () => {
    const flag = parseAcpElicitRequest({
      sessionId: 's',
      mode: 'form',
      message: 'Open a pull request?',
      requestedSchema: { type: 'object', properties: { pr: { type: 'boolean', title: 'PR' } } },
    });
    const tap = resolveButtonCallback(flag, 'p1', 'ask:p1:1');
    expect(tap.ok && tap.resolution.result).toEqual({
      action: 'accept',
      content: { pr: false },
    });
    expect(replied(flag, 'yes').result).toEqual({ action: 'accept', content: { pr: true } });
  });
});
