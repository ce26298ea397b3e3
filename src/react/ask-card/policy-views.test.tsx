/** The policy fields that only the card reads: each flipped alone on a copy of asktool's. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { askToolRequest } from '../../../test/fixtures/requests';
import { askToolAdapter, createAskRegistry } from '../../core/adapters';
import type { AskDialectPolicy } from '../../core/machine/policy';
import type { AskResolution } from '../../core/dialects';
import { AskCard } from '.';

const request = askToolRequest(
  { question: 'Env?', options: ['Staging', 'Prod'] },
  { question: 'Notify?', options: ['Yes', 'No'] },
);
// This file's own dialects: the default registry never sees them (the cards take `registry`).
const registry = createAskRegistry([askToolAdapter]);
let n = 0;
function on(change: Partial<AskDialectPolicy>) {
  const dialect = `view_policy_${++n}`;
  registry.add({
    ...askToolAdapter,
    dialect,
    policy: { ...askToolAdapter.policy, ...change },
  });
  return { ...request, dialect };
}

describe('policy fields the card reads', () => {
  it('dismissible: a Close button sends dismiss, resolving as dismissed, not declined', async () => {
    expect(
      render(<AskCard request={request} />).container.querySelector('[data-part="dismiss"]'),
    ).toBeNull();
    const onResolve = vi.fn<(r: AskResolution) => void>();
    render(
      <AskCard request={on({ dismissible: true })} registry={registry} onResolve={onResolve} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(onResolve.mock.calls[0]![0].reason).toBe('dismissed');
  });

  it('header: the card gets its header bar, holding the indicators, instead of a row of them', () => {
    const plain = render(<AskCard request={request} />).container;
    expect(plain.querySelector('[data-part="header"]')).toBeNull();
    expect(plain.querySelector('[data-part="indicators"]')).not.toBeNull();
    const barred = render(<AskCard request={on({ header: true })} registry={registry} />).container;
    expect(barred.querySelector('[data-part="header"] [data-part="indicators"]')).not.toBeNull();
  });

  it('a blocker is shown beside the disabled action and describes it', async () => {
    const required = {
      ...request,
      questions: request.questions.map((q) => ({ ...q, required: true })),
    };
    render(<AskCard request={required} />);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAccessibleDescription('Answer this question to continue.');
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Prod' }));
    expect(next).not.toHaveAttribute('aria-disabled');
    expect(next).not.toHaveAttribute('aria-describedby');
  });
});

describe('an unavailable primary action (issue 16, item 12)', () => {
  it('stays in the tab order with aria-disabled and its reason, and pressing it records nothing', async () => {
    const required = {
      ...request,
      questions: request.questions.map((q) => ({ ...q, required: true })),
    };
    const onResolve = vi.fn();
    render(<AskCard request={required} onResolve={onResolve} />);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).not.toHaveAttribute('disabled');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    next.focus();
    expect(next).toHaveFocus();
    await userEvent.setup().keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Env?' })).toBeInTheDocument();
    expect(onResolve).not.toHaveBeenCalled();
  });
});

describe('issue 28 #3: each button reads its own action', () => {
  it('issue 28 #3: Skip on a required question is aria-disabled, stays focusable, says why and records nothing', async () => {
    const required = {
      ...request,
      questions: request.questions.map((q) => ({ ...q, required: true })),
    };
    const onResolve = vi.fn();
    render(<AskCard request={required} onResolve={onResolve} />);
    const skip = screen.getByRole('button', { name: 'Skip' });
    expect(skip).not.toHaveAttribute('disabled');
    expect(skip).toHaveAttribute('aria-disabled', 'true');
    expect(skip).toHaveAccessibleDescription('Answer this question to continue.');
    const user = userEvent.setup();
    await user.click(skip);
    skip.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Env?' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /question 1/i })[0]).toHaveAttribute(
      'data-state',
      'unanswered',
    );
    expect(onResolve).not.toHaveBeenCalled();
  });

  it('issue 28 #3: Skip on an optional question acts and carries no aria-disabled', async () => {
    render(<AskCard request={request} />);
    const skip = screen.getByRole('button', { name: 'Skip' });
    expect(skip).not.toHaveAttribute('aria-disabled');
    await userEvent.setup().click(skip);
    expect(screen.getByRole('heading', { name: 'Notify?' })).toBeInTheDocument();
  });
});

describe('heading level (issue 16, item 13)', () => {
  it("defaults to 2, under a chat page's h1, so axe heading-order passes; headingLevel overrides it", async () => {
    const { default: axe } = await import('axe-core');
    const { container } = render(
      <main>
        <h1>Chat</h1>
        <AskCard request={request} autoFocus={false} />
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Env?' })).toHaveAttribute('aria-level', '2');
    const { violations } = await axe.run(container, { runOnly: ['heading-order'] });
    expect(violations).toEqual([]);
    render(
      <AskCard
        request={{ ...request, questions: [{ ...request.questions[0]!, question: 'Other?' }] }}
        headingLevel={4}
        autoFocus={false}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Other?' })).toHaveAttribute('aria-level', '4');
  });
});
