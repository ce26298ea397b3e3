/**
 * Issue 12: a Codex `isSecret` answer never leaves memory in clear. It reaches the JSON-RPC
 * response (the only place it must go) and no other surface: the text content, the details, the
 * summary, the transcript, the dock summary, a toast, a channel text, a stored snapshot.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPromptText } from '../../src/channels';
import { parseRequestUserInputParams } from '../../src/core/adapters/request-user-input';
import { ruiParams } from '../../src/core/adapters/request-user-input/fixtures';
import { summarizeAsk, type AskResolution } from '../../src/core/dialects';
import type { AskSnapshot } from '../../src/core/types';
import { AskDock } from '../../src/react/dock';
import { AskToastProvider, useAskToasts } from '../../src/react/toast';
import { AskTranscript } from '../../src/react/transcript';

const SECRET = 'tok_live_9f8e7d';

describe('a secret answer (request_user_input isSecret)', () => {
  it('is in the response and on no other surface, each checked', async () => {
    const user = userEvent.setup();
    const request = parseRequestUserInputParams(ruiParams);
    const snapshots: AskSnapshot[] = [];
    let resolution: AskResolution | null = null;
    function Toast() {
      const toasts = useAskToasts();
      useEffect(() => toasts.notifyAsk({ sessionId: 's1', request }), [toasts]);
      return null;
    }
    const { container } = render(
      <AskToastProvider openSession={() => Promise.resolve()} chime={false}>
        <Toast />
        <AskDock
          request={request}
          composer={<textarea aria-label="Message" />}
          onSnapshotChange={(s) => snapshots.push(JSON.parse(JSON.stringify(s)) as AskSnapshot)}
          onResolve={(r) => (resolution = r)}
        />
      </AskToastProvider>,
    );

    await user.click(screen.getByRole('radio', { name: /Production/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // A password field has no role: found by its name, the question.
    const field = screen
      .getAllByLabelText(/Paste the deploy token/)
      .find((el) => el instanceof HTMLInputElement)!;
    expect(field).toHaveAttribute('type', 'password');
    await user.type(field, SECRET);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => {});

    const r = resolution as AskResolution | null;
    expect(r?.reason).toBe('submitted');
    // The response: the one place the secret goes.
    expect(r!.result).toEqual({
      answers: { deploy_env: { answers: ['Production'] }, api_token: { answers: [SECRET] } },
    });
    const surfaces: Record<string, string> = {
      content: r!.content,
      details: JSON.stringify(r!.details),
      summarizeAsk: JSON.stringify(summarizeAsk(r!)),
      'dock summary and toast': document.body.textContent ?? '',
      'channel text': renderPromptText(request),
      snapshots: JSON.stringify(snapshots),
    };
    const transcript = render(<AskTranscript details={r!.details} content={r!.content} />);
    surfaces.transcript = transcript.container.textContent ?? '';
    surfaces['transcript of the persisted response'] = render(
      <AskTranscript details={{ params: ruiParams, response: r!.result }} content={r!.content} />,
    ).container.textContent!;

    expect(snapshots.length).toBeGreaterThan(2);
    expect(within(container).getByRole('group', { name: 'Your answers' })).toHaveTextContent(
      'Production',
    );
    expect(surfaces.transcript).toContain('Production');
    for (const [surface, text] of Object.entries(surfaces))
      expect({ surface, leaks: text.includes(SECRET) }).toEqual({ surface, leaks: false });
  });
});
