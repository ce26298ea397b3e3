/** Issue 29 #2: the URL card closes itself on `elicitation/complete` for its own id. */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createElicitationCompletions, parseElicitUrlRequest } from '../../src/core';
import { AskI18nProvider } from '../../src/react/i18n';
import { AskUrlCard } from '../../src/react/elicitation';

const request = (elicitationId = 'el-7') =>
  parseElicitUrlRequest(
    {
      mode: 'url',
      message: 'Connect your calendar so I can book the meeting.',
      elicitationId,
      url: 'https://accounts.example.com/oauth?state=abc',
    },
    { source: 'Calendar agent' },
  );

type UrlCardProps = Parameters<typeof AskUrlCard>[0];

/** The card as a host renders it, in StrictMode (its effects run twice); no browser by default. */
const strictCard = (props: Omit<UrlCardProps, 'onOpenUrl'> & Partial<UrlCardProps>) => (
  <StrictMode>
    <AskUrlCard onOpenUrl={() => {}} {...props} />
  </StrictMode>
);

function setup(props: Partial<UrlCardProps> = {}) {
  const completions = createElicitationCompletions();
  const onResolve = vi.fn();
  const onComplete = vi.fn();
  const utils = render(
    strictCard({ request: request(), onResolve, completions, onComplete, ...props }),
  );
  const card = screen.getByRole('group', { name: 'Request to open a link' });
  const live = card.querySelector('[data-part="live-region"]')!;
  return { ...utils, completions, onResolve, onComplete, card, live, user: userEvent.setup() };
}

describe('AskUrlCard and elicitation/complete', () => {
  it('issue 29: a complete for another id changes nothing', async () => {
    const { completions, card, user, onResolve, onComplete } = setup();
    await user.click(within(card).getByRole('button', { name: 'Open accounts.example.com' }));
    act(() => completions.complete('el-8'));
    expect(card).toHaveAttribute('data-outcome', 'opened');
    expect(onResolve).toHaveBeenCalledExactlyOnceWith({ action: 'accept' });
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('issue 29: after Open, a complete for its id closes it once and says so in the live region', async () => {
    const { completions, card, live, user, onResolve, onComplete } = setup();
    await user.click(within(card).getByRole('button', { name: 'Open accounts.example.com' }));
    act(() => completions.complete('el-7'));
    act(() => completions.complete('el-7'));
    expect(card).toHaveAttribute('data-outcome', 'completed');
    expect(card).toHaveAttribute('data-state', 'resolved');
    expect(live).toHaveTextContent('Done: the request at accounts.example.com is complete.');
    expect(onComplete).toHaveBeenCalledOnce();
    // Open already answered accept; the completion sends nothing more.
    expect(onResolve).toHaveBeenCalledExactlyOnceWith({ action: 'accept' });
  });

  it('issue 29: a complete while still pending answers cancel (the agent no longer waits) and closes', () => {
    const { completions, card, onResolve, onComplete } = setup();
    act(() => completions.complete('el-7'));
    expect(onResolve).toHaveBeenCalledExactlyOnceWith({ action: 'cancel' });
    expect(onComplete).toHaveBeenCalledOnce();
    expect(card).toHaveAttribute('data-outcome', 'completed');
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('issue 29: after Decline a complete changes nothing', async () => {
    const { completions, card, user, onResolve, onComplete } = setup();
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    act(() => completions.complete('el-7'));
    expect(card).toHaveAttribute('data-outcome', 'declined');
    expect(onResolve).toHaveBeenCalledExactlyOnceWith({ action: 'decline' });
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('issue 29: after unmount a complete for its id throws nothing and calls nobody', () => {
    const { completions, unmount, onResolve, onComplete } = setup();
    unmount();
    expect(() => completions.complete('el-7')).not.toThrow();
    expect(onResolve).not.toHaveBeenCalled();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('issue 29: a new request id on the same card listens for the new id only', async () => {
    const { completions, rerender, card, onComplete } = setup();
    const onResolve = vi.fn();
    rerender(strictCard({ request: request('el-9'), onResolve, completions, onComplete }));
    act(() => completions.complete('el-7'));
    expect(card).toHaveAttribute('data-outcome', 'pending');
    act(() => completions.complete('el-9'));
    expect(card).toHaveAttribute('data-outcome', 'completed');
  });

  it('issue 29: `completed` from a host that tracks it itself closes the card the same way', async () => {
    const onResolve = vi.fn();
    const onComplete = vi.fn();
    const user = userEvent.setup();
    const card = (completed: boolean) => (
      <AskUrlCard
        request={request()}
        onOpenUrl={() => {}}
        onResolve={onResolve}
        completed={completed}
        onComplete={onComplete}
      />
    );
    const { rerender } = render(card(false));
    await user.click(screen.getByRole('button', { name: 'Open accounts.example.com' }));
    rerender(card(true));
    rerender(card(true));
    expect(screen.getByRole('group')).toHaveAttribute('data-outcome', 'completed');
    expect(onComplete).toHaveBeenCalledOnce();
  });

  it('issue 29: a `completed` left true from the previous request does not complete the next one', () => {
    const onResolve = vi.fn();
    const onResolve2 = vi.fn();
    const onComplete = vi.fn();
    const card = (next: ReturnType<typeof request>, completed: boolean, resolve = onResolve) =>
      strictCard({ request: next, onResolve: resolve, completed, onComplete });
    const { rerender } = render(card(request(), false));
    rerender(card(request(), true));
    const group = screen.getByRole('group', { name: 'Request to open a link' });
    expect(group).toHaveAttribute('data-outcome', 'completed');
    expect(onResolve).toHaveBeenCalledExactlyOnceWith({ action: 'cancel' });
    // The host shows the next request but has not reset its flag yet: that one still waits.
    rerender(card(request('el-9'), true, onResolve2));
    expect(group).toHaveAttribute('data-outcome', 'pending');
    expect(within(group).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(onResolve2).not.toHaveBeenCalled();
    expect(onComplete).toHaveBeenCalledOnce();
    // Once the host reports the new request complete (false, then true), it closes.
    rerender(card(request('el-9'), false, onResolve2));
    expect(group).toHaveAttribute('data-outcome', 'pending');
    rerender(card(request('el-9'), true, onResolve2));
    expect(group).toHaveAttribute('data-outcome', 'completed');
    expect(onResolve2).toHaveBeenCalledExactlyOnceWith({ action: 'cancel' });
    expect(onComplete).toHaveBeenCalledTimes(2);
  });

  it('issue 29: a new request given with `completed` true at once is complete', () => {
    const onResolve2 = vi.fn();
    const card = (next: ReturnType<typeof request>, completed: boolean, onResolve = vi.fn()) =>
      strictCard({ request: next, onResolve, completed });
    const { rerender } = render(card(request(), false));
    rerender(card(request('el-9'), true, onResolve2));
    expect(screen.getByRole('group')).toHaveAttribute('data-outcome', 'completed');
    expect(onResolve2).toHaveBeenCalledExactlyOnceWith({ action: 'cancel' });
  });

  it('issue 29: a card whose request changed starts over: pending, and answers through the new onResolve', async () => {
    const { completions, rerender, card, user, onResolve, onComplete } = setup();
    await user.click(within(card).getByRole('button', { name: 'Open accounts.example.com' }));
    const card2 = (next: ReturnType<typeof request>, resolve2: () => void) =>
      strictCard({ request: next, onResolve: resolve2, completions, onComplete });
    // The same content rebuilt by the host is the same card: it stays opened.
    rerender(card2(request(), onResolve));
    expect(card).toHaveAttribute('data-outcome', 'opened');
    const onResolve2 = vi.fn();
    rerender(card2(request('el-9'), onResolve2));
    expect(card).toHaveAttribute('data-outcome', 'pending');
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    act(() => completions.complete('el-9'));
    expect(card).toHaveAttribute('data-outcome', 'completed');
    expect(onResolve2).toHaveBeenCalledExactlyOnceWith({ action: 'cancel' });
    expect(onResolve).toHaveBeenCalledExactlyOnceWith({ action: 'accept' });
  });

  it('issue 29: the same id with another url or message is another card', async () => {
    const { rerender, card, user, completions } = setup();
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    const changed = parseElicitUrlRequest(
      {
        mode: 'url',
        message: 'Connect your calendar so I can book the meeting.',
        elicitationId: 'el-7',
        url: 'https://accounts.example.com/oauth?state=xyz',
      },
      { source: 'Calendar agent' },
    );
    const onResolve2 = vi.fn();
    rerender(strictCard({ request: changed, onResolve: onResolve2, completions }));
    expect(card).toHaveAttribute('data-outcome', 'pending');
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(onResolve2).toHaveBeenCalledExactlyOnceWith({ action: 'cancel' });
  });

  it('issue 29: a completion that arrived before the card mounted closes it at once', () => {
    const completions = createElicitationCompletions();
    completions.complete('el-7');
    const onResolve = vi.fn();
    const onComplete = vi.fn();
    render(strictCard({ request: request(), onResolve, completions, onComplete }));
    const card = screen.getByRole('group', { name: 'Request to open a link' });
    expect(card).toHaveAttribute('data-outcome', 'completed');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(onResolve).toHaveBeenCalledExactlyOnceWith({ action: 'cancel' });
    expect(onComplete).toHaveBeenCalledOnce();
  });

  it('issue 29: a completion while focus is on a button moves focus to the outcome line', () => {
    const { completions, card } = setup();
    within(card).getByRole('button', { name: 'Decline' }).focus();
    act(() => completions.complete('el-7'));
    const outcome = card.querySelector('[data-part="outcome"]');
    expect(outcome).toHaveAttribute('tabindex', '-1');
    expect(document.activeElement).toBe(outcome);
  });

  it('issue 29: Open pressed by keyboard leaves focus on the outcome line, not the page', async () => {
    const { card, user } = setup();
    within(card).getByRole('button', { name: 'Open accounts.example.com' }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(card.querySelector('[data-part="outcome"]'));
  });

  it('issue 29: a completion does not take focus from outside the card', () => {
    const outside = document.body.appendChild(document.createElement('input'));
    try {
      const { completions, card } = setup();
      outside.focus();
      act(() => completions.complete('el-7'));
      expect(card).toHaveAttribute('data-outcome', 'completed');
      expect(document.activeElement).toBe(outside);
    } finally {
      outside.remove();
    }
  });

  it('issue 29: the completion is announced in the catalog’s other locale', () => {
    const completions = createElicitationCompletions();
    render(
      <AskI18nProvider locale="zh-CN">
        <AskUrlCard
          request={request()}
          onOpenUrl={() => {}}
          onResolve={() => {}}
          completions={completions}
        />
      </AskI18nProvider>,
    );
    act(() => completions.complete('el-7'));
    expect(document.querySelector('[data-part="live-region"]')).toHaveTextContent(
      '完成：accounts.example.com 上的请求已完成。',
    );
  });
});
