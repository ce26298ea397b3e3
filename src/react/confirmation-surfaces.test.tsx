// Issue 25 #6/#7: a request with no questions (an MCP confirmation, or a decline-only form) reaches
// every view, not only the card: none may crash or show an empty prompt.
import { act, render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { parseElicitRequest } from '../core/adapters/elicitation/schema';
import { askTransition, createAskState } from '../core/dialects';
import { toAskResolution } from '../core/dialects';
import { AskDock } from './dock';
import { AskToastProvider, useAskToasts } from './toast';
import { AskTranscript } from './transcript';

const confirmation = parseElicitRequest({
  message: 'Delete the branch feature/login?',
  requestedSchema: { type: 'object', properties: {} },
});
const declineOnly = parseElicitRequest({
  message: 'Scale the service',
  requestedSchema: {
    type: 'object',
    properties: { n: { type: 'integer', minimum: 9, maximum: 1 } },
    required: ['n'],
  },
});

describe('issue 25 #6: a form with no questions in every view', () => {
  it('the dock offers Accept, Decline and Close for a confirmation, and only Decline and Close when nothing can be sent', () => {
    const names = (request: typeof confirmation) => {
      const { unmount } = render(
        <AskDock
          request={request}
          onResolve={() => {}}
          composer={<textarea aria-label="Reply" />}
        />,
      );
      const shown = screen
        .getAllByRole('button')
        .map((button) => button.textContent)
        .filter(Boolean);
      unmount();
      return shown;
    };
    expect(names(confirmation)).toEqual(['Close', 'Decline', 'Accept']);
    expect(names(declineOnly)).toEqual(['Close', 'Decline']);
  });

  it("the toast shows the confirmation's message, not an empty prompt", async () => {
    function Ask() {
      const toasts = useAskToasts();
      useEffect(() => toasts.notifyAsk({ sessionId: 's1', request: confirmation }), [toasts]);
      return null;
    }
    render(
      <AskToastProvider openSession={async () => {}} chime={false}>
        <Ask />
      </AskToastProvider>,
    );
    await act(async () => {});
    const toast = document.querySelector<HTMLElement>('[data-part="toast"]')!;
    expect(within(toast).getByText('Delete the branch feature/login?')).toBeInTheDocument();
  });

  it('its transcript is the result the server read', () => {
    const resolution = toAskResolution(
      askTransition(createAskState(confirmation), { type: 'next' }),
    )!;
    expect(resolution.result).toEqual({ action: 'accept', content: {} });
    const { container } = render(
      <AskTranscript details={resolution.details} content={resolution.content} />,
    );
    expect(container).toHaveTextContent(resolution.content);
  });
});
