import { cleanup, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseElicitRequest } from '../../core/adapters/elicitation/schema';
import { AskCard } from '.';

const DESCRIPTION = 'Used in every alert we send.';
/** A title past the 24-character chip: the chip shows it cut, the question leads with it whole. */
const LONG_TITLE =
  `${'The address the deploy server writes to when a rollout stalls '.repeat(5)}`.trim();

const form = (title: string, field: Record<string, unknown>) =>
  parseElicitRequest({
    message: 'Set up alerts.',
    requestedSchema: {
      type: 'object',
      properties: { contact: { ...field, title, description: DESCRIPTION } },
      required: ['contact'],
    },
  });

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe.each(['stacked', 'stepper'] as const)('a long MCP field title (%s)', (layout) => {
  it('issue 25 #12: a long field title is not read twice by a screen reader (the field reads the title once, then the description)', () => {
    expect(LONG_TITLE.length).toBeGreaterThan(300);
    render(<AskCard request={form(LONG_TITLE, { type: 'string' })} layout={layout} />);
    const field = screen.getByRole('textbox');
    expect(field).toHaveAccessibleName(LONG_TITLE);
    expect(field).toHaveAccessibleDescription(DESCRIPTION);
    expect(screen.getByRole('heading', { name: LONG_TITLE })).toBeInTheDocument();
    // The cut chip is still on screen for sighted users.
    expect(screen.getByText(/^The address the deploy…$/)).toBeVisible();
  });

  it('issue 25 #12: a choice field with a long title names its group with the title once', () => {
    render(
      <AskCard
        request={form(LONG_TITLE, { type: 'string', enum: ['pager', 'email'] })}
        layout={layout}
      />,
    );
    expect(screen.getByRole('radiogroup')).toHaveAccessibleName(LONG_TITLE);
  });

  it('issue 25 #12: any title past the chip is read once, whole, in the field’s name', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z ]{24,298}[A-Za-z]$/), (title) => {
        cleanup();
        render(<AskCard request={form(title, { type: 'integer' })} layout={layout} />);
        const field = screen.getByRole('textbox');
        expect(field).toHaveAccessibleName(squash(title));
        expect(field).toHaveAccessibleDescription(DESCRIPTION);
      }),
      { numRuns: 10 },
    );
  });
});
