import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AskRequest } from '../../core/types';
import { AskCard } from '.';
import { askUserRequest } from './fixtures';

const START = Date.UTC(2025, 0, 1);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The ask_user fixture with an absolute deadline `left` ms away instead of its timeout. */
function expiringIn(left: number): AskRequest {
  const { timeoutSeconds: _timeout, ...rest } = askUserRequest;
  return { ...rest, expiresAt: START + left };
}

describe('issue 30 #2: a countdown days long', () => {
  it('issue 30 #2: reads days and hours, and wakes only when the hour it shows changes', () => {
    const commits: number[] = [];
    render(
      <AskCard.Root request={expiringIn(3 * DAY)}>
        <Profiler id="countdown" onRender={() => commits.push(Date.now())}>
          <AskCard.Countdown />
        </Profiler>
      </AskCard.Root>,
    );
    const timer = screen.getByRole('timer', { name: 'Time remaining: 3 days' });
    expect(timer).toHaveTextContent('3 d 0 h left');
    commits.length = 0;
    // Half an hour: "3 d 0 h" still (rounded up), so nothing renders.
    act(() => vi.advanceTimersByTime(30 * MINUTE));
    expect(commits).toEqual([]);
    act(() => vi.advanceTimersByTime(30 * MINUTE));
    expect(screen.getByRole('timer')).toHaveTextContent('2 d 23 h left');
    expect(commits.length).toBe(1);
  });

  it('issue 30 #2: under a day it reads hours, minutes and seconds, and ticks each second', () => {
    render(<AskCard request={expiringIn(2 * HOUR + 5 * MINUTE)} />);
    expect(
      screen.getByRole('timer', { name: 'Time remaining: 2 hours 5 minutes' }),
    ).toHaveTextContent('2:05:00 left');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('2:04:59 left');
  });

  it('issue 30 #2: crossing into the last day switches to the clock on time', () => {
    render(<AskCard request={expiringIn(DAY + 30 * MINUTE)} />);
    expect(screen.getByRole('timer')).toHaveTextContent('1 d 1 h left');
    act(() => vi.advanceTimersByTime(30 * MINUTE));
    expect(screen.getByRole('timer')).toHaveTextContent('1 d 0 h left');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('23:59:59 left');
  });
});
