import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentHasAnswer } from '../../core/machine/selectors';
import type { AskResolution } from '../../core/dialects';
import { useAskCard } from '.';
import { askUserRequest, deployRequest } from './fixtures';

describe('useAskCard (headless)', () => {
  it('returns the state, derived flags and stable senders', () => {
    const { result, rerender } = renderHook(() => useAskCard(deployRequest));
    const first = result.current;
    expect(first.state.status).toBe('pending');
    expect(first.cursor).toBe(0);
    expect(first.question.id).toBe('q1');
    expect(first.progress).toEqual({ index: 0, count: 3, answered: 0, skipped: 0 });
    expect(currentHasAnswer(first.state)).toBe(false);
    expect(first.actions.next.enabled).toBe(true);
    expect(first.isFinalStep).toBe(false);
    expect(first.deadline).toBeNull();
    expect(first.policy.skipCancels).toBe(false);

    act(() => first.toggle(1));
    expect(result.current.entry.selected).toEqual([1]);
    expect(currentHasAnswer(result.current.state)).toBe(true);
    act(() => result.current.next());
    expect(result.current.progress).toMatchObject({ index: 1, answered: 1 });
    // Senders keep their identity across renders (memoized rows rely on it).
    expect(result.current.toggle).toBe(first.toggle);
    expect(result.current.next).toBe(first.next);
    rerender();
    expect(result.current.send).toBe(first.send);
  });

  it('targets another question with `question` (stacked layouts) without losing drafts', () => {
    const { result } = renderHook(() => useAskCard(deployRequest, { layout: 'stacked' }));
    act(() => result.current.toggle(2, { question: 1 }));
    act(() => result.current.setOtherText('ops', { question: 2 }));
    act(() => result.current.toggle(0, { question: 0 }));
    expect(result.current.state.entries.map((e) => e.selected)).toEqual([[0], [2], []]);
    expect(result.current.state.entries[2]!.otherSelected).toBe(true);
    act(() => result.current.next());
    expect(result.current.resolution?.answers.map((a) => [a.labels, a.customText])).toEqual([
      [['Staging'], undefined],
      [['e2e'], undefined],
      [[], 'ops'],
    ]);
  });

  it('a pointer toggle auto-advances only where the policy says so', () => {
    const asktool = renderHook(() => useAskCard(deployRequest));
    act(() => asktool.result.current.toggle(0, { pointer: true }));
    expect(asktool.result.current.cursor).toBe(0);
    const askUser = renderHook(() => useAskCard(askUserRequest));
    act(() => askUser.result.current.toggle(0, { pointer: true }));
    expect(askUser.result.current.cursor).toBe(1);
    const left = askUser.result.current.deadline! - Date.now();
    expect(left).toBeGreaterThan(119_000);
    expect(left).toBeLessThanOrEqual(120_000);
  });

  it('builds a fully custom card', async () => {
    const onResolve = vi.fn();
    function Custom() {
      const card = useAskCard(askUserRequest, { onResolve });
      if (card.resolution) return <output>{card.resolution.reason}</output>;
      return (
        <section aria-label={card.question.header}>
          <p>{card.messages.progress({ index: card.cursor + 1, count: card.progress.count })}</p>
          {card.question.options.map((option, i) => (
            <button
              key={option.label}
              type="button"
              aria-pressed={card.entry.selected.includes(i)}
              onClick={() => card.toggle(i)}
            >
              {option.label}
            </button>
          ))}
          <button type="button" disabled={!card.actions.next.enabled} onClick={card.next}>
            {card.isFinalStep ? card.messages.submit : card.messages.next}
          </button>
        </section>
      );
    }
    const user = userEvent.setup();
    render(<Custom />);
    // A custom card of its own markup: its own disabled button.
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('region', { name: 'Notify' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'On-call' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('status')).toHaveTextContent('submitted');
    expect((onResolve.mock.calls[0]![0] as AskResolution).askUserResult).toEqual({
      status: 'answered',
      answers: {
        answers: { deploy_target: { answers: ['Production'] }, notify: { answers: ['On-call'] } },
      },
    });
  });
});
