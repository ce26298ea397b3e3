import { describe, expect, it } from 'vitest';
import { parseAgUiInterrupt } from '../core/adapters/agui-interrupt';
import { encodeButtonData } from './buttons/core';
import { resolveButtonCallback } from './buttons/callback';
import { parseReply } from './reply';
import { renderPromptText } from './text';

// A fixed clock: the deadline and the moments before and after it.
const DEADLINE = Date.UTC(2030, 0, 15, 9, 30);
const confirm = () =>
  parseAgUiInterrupt({
    id: 'i1',
    reason: 'confirmation',
    message: 'Deploy?',
    expiresAt: new Date(DEADLINE).toISOString(),
  });

describe('issue 30 #2: a chat reply after the interrupt expired', () => {
  it('issue 30 #2: a reply at or after expiresAt resolves expired, never the answer', () => {
    for (const now of [DEADLINE, DEADLINE + 60_000]) {
      const read = parseReply(confirm(), 'yes', { now });
      expect(read.ok).toBe(true);
      if (!read.ok) continue;
      expect(read.resolution.reason).toBe('expired');
      // What AG-UI resumes with: the client refuses a resolved entry for an expired interrupt.
      expect(read.resolution.result).toEqual({ interruptId: 'i1', status: 'cancelled' });
      expect(read.state.status).toBe('resolved');
    }
  });

  it('issue 30 #2: a reply before it answers as usual', () => {
    const read = parseReply(confirm(), 'yes', { now: DEADLINE - 1 });
    expect(read.ok && read.resolution.result).toEqual({
      interruptId: 'i1',
      status: 'resolved',
      payload: true,
    });
  });

  it('issue 30 #2: a button tap after it resolves expired too', () => {
    const request = confirm();
    const late = resolveButtonCallback(request, 'p', encodeButtonData('p', 0), { now: DEADLINE });
    expect(late.ok && late.resolution.reason).toBe('expired');
    const early = resolveButtonCallback(request, 'p', encodeButtonData('p', 0), {
      now: DEADLINE - 1,
    });
    expect(early.ok && early.resolution.reason).toBe('submitted');
  });

  it('issue 30 #2: the text prompt states the deadline, in the reader’s language', () => {
    expect(renderPromptText(confirm())).toContain('Answer by 2030-01-15 09:30 UTC.');
    expect(renderPromptText(confirm(), { messages: 'zh-CN' })).toContain(
      '请在 2030-01-15 09:30 UTC 之前回答。',
    );
    const open = parseAgUiInterrupt({ id: 'i2', reason: 'confirmation', message: 'Go?' });
    expect(renderPromptText(open)).not.toContain('Answer by');
  });
});
