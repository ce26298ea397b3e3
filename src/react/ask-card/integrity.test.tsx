/** Regression tests of issue 10, case 4: one card element, the host's next prompt. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { askToolRequest } from '../../../test/fixtures/requests';
import type { AskResolution } from '../../core/dialects';
import { AskCard } from '.';

const first = askToolRequest(
  { question: 'Deploy where?', options: ['Staging', 'Production'] },
  { question: 'Run migrations?', options: ['Yes', 'No'] },
);
const second = askToolRequest({ question: 'Which branch?', options: ['main', 'release'] });

describe('AskCard given the next prompt without a key', () => {
  it("shows the new request's questions and resolves with its answers, never the old one's", async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn<(r: AskResolution) => void>();
    const { rerender } = render(<AskCard request={first} onResolve={onResolve} />);
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The host passes the next tool call's request to the same element (README's own pattern).
    rerender(<AskCard request={second} onResolve={onResolve} />);
    expect(screen.getByRole('heading', { name: 'Which branch?' })).toBeInTheDocument();
    expect(screen.queryByText('Run migrations?')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'release' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(onResolve.mock.calls[0]![0].content).toBe('Which branch?\uFF1Arelease');
  });

  it('an equal request rebuilt by the host on every render keeps the draft', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<AskCard request={first} />);
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    rerender(<AskCard request={structuredClone(first)} />);
    expect(screen.getByRole('radio', { name: 'Production' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});
