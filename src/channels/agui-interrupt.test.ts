// Issue 30: an AG-UI interrupt and the JSON text field on a chat platform. A reply or a tap runs
// through the machine, and the agent gets exactly what the card would give: AG-UI's resume entry
// with a typed payload, or the parsed JSON; a JSON reply the card would refuse is refused with
// the card's own words.
import { describe, expect, it } from 'vitest';
import { parseAgUiInterrupt } from '../core/adapters/agui-interrupt';
import { jsonTextFallback, safeParseJsonSchemaForm } from '../core/adapters/json-schema-form';
import { getAdvanceBlocker } from '../core/dialects';
import { en } from '../core/messages/en';
import { zhCN } from '../core/messages/zh-CN';
import type { AskRequest } from '../core/types';
import { replied, runStacked } from '../../test/fixtures/drive';
import { resolveButtonCallback, toChannelPayload } from './buttons';
import { parseReply } from './reply';
import { renderPromptText } from './text';

const form = parseAgUiInterrupt({
  id: 'int-1',
  reason: 'input_required',
  message: 'A few details before I deploy.',
  responseSchema: {
    type: 'object',
    properties: {
      env: { type: 'string', title: 'Environment', enum: ['staging', 'prod'] },
      replicas: { type: 'integer', title: 'Replicas', minimum: 1, maximum: 9 },
      notify: { type: 'boolean', title: 'Notify the team' },
    },
    required: ['env', 'replicas'],
  },
});

const confirm = parseAgUiInterrupt({
  id: 'int-2',
  reason: 'confirmation',
  message: 'Deploy to prod now?',
});

const freeText = parseAgUiInterrupt({
  id: 'int-3',
  reason: 'input_required',
  message: 'What should the release be called?',
});

describe('issue 30 #2: AG-UI interrupts over a chat', () => {
  it('issue 30 #2: a form prompt shows the message and each field; a reply resumes with typed values', () => {
    const text = renderPromptText(form);
    expect(text.split('\n\n')[0]).toBe('A few details before I deploy.');
    expect(text).toContain('[env] Environment\n1. staging\n2. prod');
    expect(text).toContain('[replicas] Replicas');
    const resolution = replied(form, 'env: 2\nreplicas: 3\nnotify: yes');
    expect(resolution.result).toEqual({
      interruptId: 'int-1',
      status: 'resolved',
      payload: { env: 'prod', replicas: 3, notify: true },
    });
    // The card's answer for the same choices.
    const card = runStacked(form, [
      { type: 'toggle', option: 1, question: 0 },
      { type: 'setOtherText', text: '3', question: 1 },
      { type: 'selectOther', question: 1 },
      { type: 'toggle', option: 0, question: 2 },
      { type: 'submitAll' },
    ]).resolution;
    expect(card?.result).toEqual(resolution.result);
    expect(card?.content).toBe(resolution.content);
  });

  it('issue 30 #2: the schema’s rules hold in a chat: a required field and a bound', () => {
    expect(parseReply(form, 'env: 1')).toMatchObject({
      ok: false,
      error: { code: 'required', question: 'replicas' },
    });
    expect(parseReply(form, 'env: 1\nreplicas: 12')).toMatchObject({
      ok: false,
      error: { code: 'invalid_answer', question: 'replicas' },
    });
  });

  it('issue 30 #2: a confirmation gets Yes / No buttons; a tap or a reply resumes with true or false', () => {
    for (const platform of ['telegram', 'discord', 'slack'] as const)
      expect(toChannelPayload(confirm, platform, { promptId: 'p1' }).kind).toBe('buttons');
    const tap = resolveButtonCallback(confirm, 'p1', 'ask:p1:0');
    expect(tap.ok && tap.resolution.result).toEqual({
      interruptId: 'int-2',
      status: 'resolved',
      payload: true,
    });
    expect(replied(confirm, 'no').result).toEqual({
      interruptId: 'int-2',
      status: 'resolved',
      payload: false,
    });
  });

  it('issue 30 #2: an interrupt with only a message takes the reply as its text', () => {
    expect(renderPromptText(freeText)).toContain('Reply with your answer.');
    expect(replied(freeText, 'v2.1 "Aurora"').result).toEqual({
      interruptId: 'int-3',
      status: 'resolved',
      payload: 'v2.1 "Aurora"',
    });
  });
});

describe('issue 30 #1: the JSON text field over a chat', () => {
  const schema = {
    type: 'object',
    title: 'Deployment',
    properties: {
      env: { type: 'string', enum: ['staging', 'prod'] },
      owner: { type: 'object', properties: { name: { type: 'string', minLength: 2 } } },
    },
    required: ['env'],
  };
  const parsed = safeParseJsonSchemaForm(schema, { fallback: jsonTextFallback });
  if (!parsed.success) throw parsed.error;
  const request: AskRequest = parsed.data;

  it('issue 30 #1: the prompt asks for JSON and shows the schema as plain text', () => {
    const text = renderPromptText(request);
    expect(text.split('\n')[0]).toBe('Deployment');
    expect(text).toContain(`${en.jsonField.schema}: ${JSON.stringify(schema)}`);
    expect(text).toContain(en.channelReplyJson);
    // No buttons for a JSON field: every platform gets the text prompt, answered by a reply.
    for (const platform of ['telegram', 'discord', 'slack'] as const)
      expect(toChannelPayload(request, platform, { promptId: 'p1' })).toEqual({
        kind: 'text',
        text,
      });
    const zh = renderPromptText(request, { messages: 'zh-CN' });
    expect(zh).toContain(zhCN.channelReplyJson);
    expect(zh).toContain(zhCN.jsonField.schema);
  });

  it('issue 30 #1: a JSON reply, across lines too, resumes with the parsed value', () => {
    const reply = '{\n  "env": "prod",\n  "owner": { "name": "Ada" }\n}';
    expect(replied(request, reply).result).toEqual({
      status: 'resolved',
      payload: { env: 'prod', owner: { name: 'Ada' } },
    });
  });

  it('issue 30 #1: a reply that is not JSON, or fails the schema, gets the card’s own words', () => {
    const cases = [
      '{"env": prod}',
      '{"env":"dev"}',
      '{"env":"prod","owner":{"name":"A"}}',
      '['.repeat(70) + ']'.repeat(70),
    ];
    for (const text of cases)
      for (const messages of [en, zhCN]) {
        const read = parseReply(request, text, { messages });
        expect(read.ok, text).toBe(false);
        const card = runStacked(request, [
          { type: 'setOtherText', text, question: 0 },
          { type: 'submitAll' },
        ]).state;
        const words = messages.blocker(getAdvanceBlocker(card, 0)!);
        if (!read.ok) {
          expect(read.error.code).toBe('invalid_answer');
          expect(read.error.message).toContain(words);
        }
      }
  });
});
