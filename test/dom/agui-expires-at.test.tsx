/**
 * issue 30 #2: an AG-UI interrupt's `expiresAt` on the card: a countdown to the absolute
 * deadline, an `expired` (so `cancelled`) resolution when it passes, and a card restored from a
 * snapshot after the deadline resolves `expired` at mount: only a cancel can follow.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseAgUiInterrupt } from '../../src/core/adapters/agui-interrupt';
import type { AskResolution } from '../../src/core/dialects';
import type { AskSnapshot } from '../../src/core/types';
import { AskCard } from '../../src/react/ask-card';

const NOW = Date.parse('2030-01-01T00:00:00Z');
const interrupt = {
  id: 'i1',
  reason: 'input_required',
  message: 'Which branch?',
  expiresAt: '2030-01-01T00:01:00Z',
};
const root = () =>
  document.querySelector<HTMLElement>('[data-scope="ask-card"][data-part="root"]')!;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('issue 30 #2: expiresAt on the card', () => {
  it('issue 30 #2: counts down to the absolute deadline and resolves cancelled when it passes', () => {
    const onResolve = vi.fn();
    render(<AskCard request={parseAgUiInterrupt(interrupt)} onResolve={onResolve} />);
    expect(screen.getByRole('timer', { name: 'Time remaining: 1 minute' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(59_999));
    expect(onResolve).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onResolve).toHaveBeenCalledTimes(1);
    const resolution = onResolve.mock.calls[0]![0] as AskResolution;
    expect(resolution.reason).toBe('expired');
    expect(resolution.result).toEqual({ interruptId: 'i1', status: 'cancelled' });
    expect(root()).toHaveAttribute('data-state', 'resolved');
  });

  it('issue 30 #2: a draft restored after the deadline resolves expired at mount, the draft not sent', () => {
    const request = parseAgUiInterrupt(interrupt);
    let saved: AskSnapshot | undefined;
    const first = render(
      <AskCard request={request} onSnapshotChange={(snapshot) => (saved = snapshot)} />,
    );
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'main' } });
    expect(saved).toBeDefined();
    first.unmount();
    // The reload happens two minutes later, past the deadline; a new mount starts its own clock.
    vi.setSystemTime(NOW + 120_000);
    const onResolve = vi.fn();
    render(<AskCard request={request} snapshot={saved} onResolve={onResolve} />);
    act(() => vi.advanceTimersByTime(0));
    expect(onResolve).toHaveBeenCalledTimes(1);
    const resolution = onResolve.mock.calls[0]![0] as AskResolution;
    expect(resolution.reason).toBe('expired');
    expect(resolution.result).toEqual({ interruptId: 'i1', status: 'cancelled' });
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
