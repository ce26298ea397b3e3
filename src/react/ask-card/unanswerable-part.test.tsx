import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseElicitRequest } from '../../core/adapters/elicitation/schema';
import type { AskResolution } from '../../core/dialects';
import { AskCard, AskCardUnanswerable } from '../../index';

const impossible = parseElicitRequest({
  message: 'How many replicas?',
  requestedSchema: {
    type: 'object',
    properties: { replicas: { type: 'integer', minimum: 9, maximum: 1 } },
    required: ['replicas'],
  },
});

describe('AskCard.Unanswerable', () => {
  it('issue 25 #7: the unanswerable part is a compound part (AskCard.Unanswerable) and exported (AskCardUnanswerable), for cards composed from parts', async () => {
    expect(AskCardUnanswerable).toBeDefined();
    expect(AskCard.Unanswerable).toBe(AskCardUnanswerable);
    const onResolve = vi.fn<(r: AskResolution) => void>();
    const user = userEvent.setup();
    render(
      <AskCard.Root request={impossible} onResolve={onResolve}>
        <AskCard.Intro />
        <AskCard.Unanswerable />
        <AskCard.Actions />
      </AskCard.Root>,
    );
    const reasons = document.querySelector('[data-scope="ask-card"][data-part="unanswerable"]');
    expect(reasons).not.toBeNull();
    expect(
      within(reasons as HTMLElement).getByText(/replicas\.maximum \(1\) is below minimum \(9\)/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onResolve.mock.calls[0]![0].result).toEqual({ action: 'decline' });
  });
});
