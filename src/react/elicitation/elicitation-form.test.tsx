import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseElicitRequest } from '../../core/adapters/elicitation/schema';
import type { AskResolution } from '../../core/dialects';
import { AskCard } from '../ask-card';

const request = parseElicitRequest(
  {
    message: 'Set up the staging deploy.',
    requestedSchema: {
      type: 'object',
      properties: {
        email: { type: 'string', title: 'Email', description: 'Who gets alerts?', format: 'email' },
        replicas: { type: 'integer', title: 'Replicas', minimum: 1, maximum: 5, default: 2 },
        region: {
          type: 'string',
          title: 'Region',
          oneOf: [
            { const: 'eu-west-1', title: 'EU West' },
            { const: 'us-east-1', title: 'US East' },
          ],
        },
        notify: { type: 'boolean', title: 'Notify', description: 'Post in the channel?' },
        checks: {
          type: 'array',
          title: 'Checks',
          maxItems: 2,
          items: { type: 'string', enum: ['lint', 'unit', 'e2e'] },
        },
      },
      required: ['email', 'region'],
    },
  },
  { source: 'Deploy server' },
);

function setup() {
  const onResolve = vi.fn();
  const user = userEvent.setup();
  render(<AskCard request={request} layout="stacked" onResolve={onResolve} />);
  const card = screen.getByRole('group', { name: 'Question from the assistant' });
  return { user, onResolve, card };
}

describe('an MCP form in the card', () => {
  it('leads with who asks and the message; enums offer no free-text choice', () => {
    const { card } = setup();
    expect(within(card).getByText('Requested by Deploy server')).toBeInTheDocument();
    expect(within(card).getByText('Set up the staging deploy.')).toBeInTheDocument();
    const region = within(card).getByRole('radiogroup', { name: /Region/ });
    expect(
      within(region)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual([expect.stringContaining('EU West'), expect.stringContaining('US East')]);
    expect(within(card).queryByText('Enter another answer')).toBeNull();
    // Text and number fields are fields, not choices: only the two choice questions say so.
    expect(within(card).getAllByRole('radiogroup')).toHaveLength(2);
    expect(within(card).getAllByText('Choose one')).toHaveLength(2);
    expect(within(card).getByRole('textbox', { name: /Replicas/ })).toHaveValue('2');
  });

  it('Submit counts what blocks it, each field says its rule beside it, until the form is valid (issue 27 #9)', async () => {
    const { user, card, onResolve } = setup();
    const submit = within(card).getByRole('button', { name: 'Submit' });
    const email = within(card).getByRole('textbox', { name: /Email/ });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveAccessibleDescription('Answer 2 required questions to submit.');
    expect(email).toHaveAttribute('aria-required', 'true');
    expect(within(card).getByRole('radiogroup', { name: /Region/ })).toHaveAttribute(
      'aria-required',
      'true',
    );
    await user.type(email, 'ada@');
    expect(submit).toHaveAccessibleDescription(
      'Answer 1 required question and fix 1 answer to submit.',
    );
    expect(email).toHaveAccessibleDescription('Enter an email address.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(card).getByRole('textbox', { name: /Email/ }), 'example.com');
    await user.click(within(card).getByRole('radio', { name: 'US East' }));
    const replicas = within(card).getByRole('textbox', { name: /Replicas/ });
    await user.clear(replicas);
    await user.type(replicas, '2.');
    // The user's text stays as typed while it does not parse yet.
    expect(replicas).toHaveValue('2.');
    await user.clear(replicas);
    await user.type(replicas, '9');
    expect(submit).toHaveAccessibleDescription('Fix 1 answer to submit.');
    expect(replicas).toHaveAccessibleDescription('Enter 5 or less.');
    await user.click(submit);
    expect(onResolve).not.toHaveBeenCalled();
    await user.clear(replicas);
    await user.type(replicas, '3');
    await user.click(within(card).getByRole('radio', { name: 'Yes' }));
    const checks = within(card).getByRole('group', { name: /Checks/ });
    for (const name of ['lint', 'unit', 'e2e'])
      await user.click(within(checks).getByRole('checkbox', { name }));
    expect(submit).toHaveAccessibleDescription('Fix 1 answer to submit.');
    expect(checks).toHaveAccessibleDescription(expect.stringContaining('Choose at most 2.'));
    await user.click(within(checks).getByRole('checkbox', { name: 'e2e' }));
    expect(submit).not.toHaveAttribute('aria-disabled');
    await user.click(submit);
    const resolution = onResolve.mock.calls[0]![0] as AskResolution;
    expect(resolution.result).toEqual({
      action: 'accept',
      content: {
        email: 'ada@example.com',
        replicas: 3,
        region: 'us-east-1',
        notify: true,
        checks: ['lint', 'unit'],
      },
    });
  });

  it('Close answers cancel and Decline all answers decline', async () => {
    const first = setup();
    await first.user.click(within(first.card).getByRole('button', { name: 'Close' }));
    expect((first.onResolve.mock.calls[0]![0] as AskResolution).result).toEqual({
      action: 'cancel',
    });
    cleanup();
    const second = setup();
    await second.user.click(within(second.card).getByRole('button', { name: 'Decline all' }));
    expect((second.onResolve.mock.calls[0]![0] as AskResolution).result).toEqual({
      action: 'decline',
    });
  });
});
