import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AskResolution } from '../../core/dialects';
import { AskCard } from '.';
import { askUserRequest, deployRequest } from './fixtures';

const NO_ANSWER = 'No answer arrived; proceed with best judgment.\n\n{\n  "status": "no_answer"\n}';
const root = () =>
  document.querySelector<HTMLElement>('[data-scope="ask-card"][data-part="root"]')!;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the ask_user countdown', () => {
  it('shows the time left, quietly: a timer, not a live region', () => {
    render(<AskCard request={askUserRequest} />);
    const timer = screen.getByRole('timer', { name: 'Time remaining: 2 minutes' });
    expect(timer).toHaveTextContent('2:00 left');
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(
      timer.closest(
        '[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"]',
      ),
    ).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(
      screen.getByRole('timer', { name: 'Time remaining: 1 minute 59 seconds' }),
    ).toHaveTextContent('1:59 left');
    // The polite live region still says where the user is, not the time.
    expect(root().querySelector('[data-part="live-region"]')).toHaveTextContent('Question 1 of 2');
  });

  it('turns low near the end', () => {
    render(<AskCard request={askUserRequest} />);
    expect(screen.getByRole('timer')).toHaveAttribute('data-state', 'running');
    act(() => vi.advanceTimersByTime(96_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:24 left');
    expect(screen.getByRole('timer')).toHaveAttribute('data-state', 'low');
  });

  it('expires at the deadline: the view sends expire, the card shows Expired and resolves no_answer once', () => {
    const onResolve = vi.fn();
    render(<AskCard request={askUserRequest} onResolve={onResolve} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Production' })); // auto-advances, answer recorded
    act(() => vi.advanceTimersByTime(119_999));
    expect(onResolve).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onResolve).toHaveBeenCalledTimes(1);
    const resolution = onResolve.mock.calls[0]![0] as AskResolution;
    expect(resolution.reason).toBe('expired');
    expect(resolution.content).toBe(NO_ANSWER);
    expect(root()).toHaveAttribute('data-state', 'resolved');
    expect(root().querySelector('[data-part="outcome"]')).toHaveTextContent('Expired');
    expect(screen.queryByRole('timer')).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(onResolve).toHaveBeenCalledTimes(1);
  });

  it('ticks without re-rendering the rest of the card', () => {
    const commits: string[] = [];
    render(
      <AskCard.Root request={askUserRequest}>
        <AskCard.Countdown />
        <Profiler id="options" onRender={(id) => commits.push(id)}>
          <AskCard.Question />
          <AskCard.Options />
        </Profiler>
      </AskCard.Root>,
    );
    commits.length = 0;
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('timer')).toHaveTextContent('1:55 left');
    expect(commits).toEqual([]);
  });

  it('takes an injected clock and the time the prompt was asked', () => {
    let now = 1_000_000;
    const clock = () => now;
    const onResolve = vi.fn();
    render(
      <AskCard
        request={askUserRequest}
        clock={clock}
        startedAt={now - 90_000}
        onResolve={onResolve}
      />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('0:30 left');
    now += 30_000;
    act(() => vi.advanceTimersByTime(30_000));
    expect((onResolve.mock.calls[0]![0] as AskResolution).reason).toBe('expired');
  });

  it('a deadline already passed at mount expires at once', () => {
    const onResolve = vi.fn();
    render(
      <AskCard request={askUserRequest} startedAt={Date.now() - 500_000} onResolve={onResolve} />,
    );
    expect((onResolve.mock.calls[0]![0] as AskResolution).reason).toBe('expired');
  });

  it('there is no countdown and no expiry in asktool', () => {
    const onResolve = vi.fn();
    render(<AskCard request={{ ...deployRequest, timeoutSeconds: 30 }} onResolve={onResolve} />);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(root().querySelector('[data-part="header"]')).toBeNull();
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(onResolve).not.toHaveBeenCalled();
  });
});
