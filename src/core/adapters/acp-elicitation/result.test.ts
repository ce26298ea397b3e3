import { describe, expect, it } from 'vitest';
import { ASK_REASONS } from '../../types';
import type { AskAnswer } from '../../types';
import { toElicitResult } from '../elicitation';
import {
  ACP_ELICITATION_CAPABILITIES,
  formatAcpElicitContent,
  parseAcpElicitRequest,
  readAcpElicitationModes,
  toAcpElicitResult,
} from '.';

const request = parseAcpElicitRequest({
  sessionId: 's',
  mode: 'form',
  message: 'Deploy',
  requestedSchema: {
    type: 'object',
    properties: {
      env: { type: 'string', oneOf: [{ const: 'prod', title: 'Production' }] },
      n: { type: 'integer' },
      ok: { type: 'boolean' },
      tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
      note: { type: 'string' },
    },
  },
});

const answers: AskAnswer[] = [
  { id: 'env', status: 'answered', labels: ['Production'], values: ['prod'] },
  { id: 'n', status: 'answered', labels: [], customText: '3' },
  { id: 'ok', status: 'answered', labels: ['No'], values: ['false'] },
  { id: 'tags', status: 'answered', labels: ['b'], values: ['b'] },
  { id: 'note', status: 'skipped', labels: [] },
];

describe('issue 29: the ACP result', () => {
  it('issue 29: submitted → accept with typed content, skipped fields left out (as MCP’s)', () => {
    const result = toAcpElicitResult(request, answers, 'submitted');
    expect(result).toEqual({
      action: 'accept',
      content: { env: 'prod', n: 3, ok: false, tags: ['b'] },
    });
    expect(result).toEqual(toElicitResult(request, answers, 'submitted'));
    expect(JSON.parse(formatAcpElicitContent(request, answers, 'submitted'))).toEqual(result);
  });

  it('issue 29: declined → decline; dismissed, stopped, expired, repliedInChat → cancel', () => {
    const actions = Object.fromEntries(
      ASK_REASONS.map((reason) => [reason, toAcpElicitResult(request, answers, reason)]),
    );
    expect(actions).toEqual({
      submitted: expect.objectContaining({ action: 'accept' }),
      declined: { action: 'decline' },
      dismissed: { action: 'cancel' },
      stopped: { action: 'cancel' },
      expired: { action: 'cancel' },
      repliedInChat: { action: 'cancel' },
    });
  });
});

describe('issue 29: ACP’s elicitation capability', () => {
  it('issue 29: the advertised capability is { form: {}, url: {} }, read as both modes', () => {
    expect(ACP_ELICITATION_CAPABILITIES).toEqual({ form: {}, url: {} });
    expect(readAcpElicitationModes(ACP_ELICITATION_CAPABILITIES)).toEqual({
      form: true,
      url: true,
    });
  });

  it('issue 29: ACP’s {} and null members advertise no mode (MCP’s {} would mean form)', () => {
    for (const none of [{}, { form: null, url: null }, null, undefined, { form: true }])
      expect(readAcpElicitationModes(none)).toEqual({ form: false, url: false });
    expect(readAcpElicitationModes({ form: {} })).toEqual({ form: true, url: false });
    expect(readAcpElicitationModes({ url: {}, form: null })).toEqual({ form: false, url: true });
  });
});
