import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseElicitRequest } from '../../core/adapters/elicitation/schema';
import type { AskResolution } from '../../core/dialects';
import { AskCard } from '.';

const confirmation = parseElicitRequest({
  message: 'Proceed with the deletion?',
  requestedSchema: { type: 'object', properties: {} },
});
const impossible = parseElicitRequest({
  message: 'How many replicas?',
  requestedSchema: {
    type: 'object',
    properties: { replicas: { type: 'integer', minimum: 9, maximum: 1 } },
    required: ['replicas'],
  },
});

describe.each(['stacked', 'stepper'] as const)('a card with no questions (%s)', (layout) => {
  it('issue 25 #6: a confirmation form (properties: {}) shows the message with Accept / Decline / Cancel and accepts with content {}', async () => {
    const onResolve = vi.fn<(r: AskResolution) => void>();
    const user = userEvent.setup();
    render(<AskCard request={confirmation} layout={layout} onResolve={onResolve} />);
    const card = screen.getByRole('group', { name: 'Question from the assistant' });
    expect(within(card).getByText('Proceed with the deletion?')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Close', 'Decline', 'Accept']);
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(onResolve.mock.calls[0]![0].result).toEqual({ action: 'accept', content: {} });
  });

  it('issue 25 #7: a form no answer satisfies shows the reason and offers Decline / Close only', async () => {
    const onResolve = vi.fn<(r: AskResolution) => void>();
    const user = userEvent.setup();
    render(<AskCard request={impossible} layout={layout} onResolve={onResolve} />);
    const card = screen.getByRole('group', { name: 'Question from the assistant' });
    expect(within(card).getByText(/This form can’t be answered/)).toBeInTheDocument();
    expect(
      within(card).getByText(/replicas\.maximum \(1\) is below minimum \(9\)/),
    ).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Close', 'Decline']);
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    expect(onResolve.mock.calls[0]![0].result).toEqual({ action: 'decline' });
  });
});
