/**
 * Issue 24 #7: `onAsk`'s body (a host's native notification) is what the toast shows: the plain
 * text of the rendered question, never its HTML source.
 */
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AskRequest } from '../../core/types';
import { AskToastProvider, useAskToasts, type AskToastsApi } from './index';

const request = (question: string): AskRequest => ({
  dialect: 'asktool',
  questions: [{ id: 'q1', question, options: [{ label: 'Yes' }], multiSelect: false }],
});

/** `onAsk`'s body and the toast's own text, for one question. */
function notifyAsk(question: string) {
  const onAsk = vi.fn();
  const api: { current: AskToastsApi | null } = { current: null };
  function Grab() {
    api.current = useAskToasts();
    return null;
  }
  const view = render(
    <AskToastProvider openSession={() => Promise.resolve()} chime={false} onAsk={onAsk}>
      <Grab />
    </AskToastProvider>,
  );
  act(() => api.current!.notifyAsk({ sessionId: 's1', request: request(question) }));
  const shown = document.querySelector('[data-part="toast-body"]')?.textContent ?? '';
  view.unmount();
  return { body: (onAsk.mock.calls[0]![0] as { body: string }).body, shown };
}

describe('onAsk body (issue 24 #7)', () => {
  it('issue 24 #7: a question made only of raw HTML gives onAsk what the toast shows, not the HTML source', () => {
    for (const question of [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<div>\n<b>bold</b>\n</div>',
      '<!-- hidden -->',
    ]) {
      const { body, shown } = notifyAsk(question);
      expect({ question, body }).toEqual({ question, body: shown.trim() });
      expect(body, question).not.toMatch(/<\w|<!--/);
      // What it renders to is nothing: the toast and the notification invite to open the chat.
      expect(body, question).toBe('Open the conversation');
    }
  });

  it('issue 24 #7: inline HTML inside a question is dropped from the body, as on screen', () => {
    const { body, shown } = notifyAsk('Deploy <b>now</b><script>alert(1)</script>?');
    expect(body).toBe(shown);
    expect(body).not.toContain('<');
  });
});
