import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { parseElicitUrlRequest } from '../../core/adapters/elicitation/schema';
import { AskI18nProvider } from '../i18n/context';
import { AskUrlCard } from '.';

const request = (url: string) =>
  parseElicitUrlRequest(
    {
      mode: 'url',
      message: 'Connect your calendar so I can book the meeting.',
      elicitationId: 'el-7',
      url,
    },
    { source: 'Calendar server' },
  );

function setup(url = 'https://accounts.example.com/oauth?state=abc', signal?: AbortSignal) {
  const onOpenUrl = vi.fn();
  const onResolve = vi.fn();
  const user = userEvent.setup();
  render(
    <AskUrlCard
      request={request(url)}
      onOpenUrl={onOpenUrl}
      onResolve={onResolve}
      signal={signal}
    />,
  );
  const card = screen.getByRole('group', { name: 'Request to open a link' });
  return { user, onOpenUrl, onResolve, card };
}

describe('AskUrlCard', () => {
  it('shows who asks, the message, the host name and the full URL as text (no link)', () => {
    const { card } = setup();
    expect(within(card).getByText('Requested by Calendar server')).toBeInTheDocument();
    expect(
      within(card).getByText('Connect your calendar so I can book the meeting.'),
    ).toBeVisible();
    expect(within(card).getByText('accounts.example.com')).toHaveAttribute('data-part', 'url-host');
    expect(
      within(card).getByText('https://accounts.example.com/oauth?state=abc'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('link')).toBeNull();
    expect(card.querySelector('a, iframe, img')).toBeNull();
  });

  it('Open hands the URL to the host and answers accept; it never navigates itself', async () => {
    const { user, onOpenUrl, onResolve, card } = setup();
    const before = window.location.href;
    await user.click(within(card).getByRole('button', { name: 'Open accounts.example.com' }));
    expect(onOpenUrl).toHaveBeenCalledWith('https://accounts.example.com/oauth?state=abc');
    expect(onResolve).toHaveBeenCalledExactlyOnceWith({ action: 'accept' });
    expect(window.location.href).toBe(before);
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).getAllByText(/Opened accounts\.example\.com/).length).toBeGreaterThan(0);
  });

  it('issue 28 #4: a host whose onOpenUrl throws leaves the card open to retry or cancel', async () => {
    const onResolve = vi.fn();
    const user = userEvent.setup();
    const onOpenUrl = vi.fn(() => {
      throw new Error('popup blocked');
    });
    // The host's error surfaces where React reports an event handler's error.
    const swallow = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', swallow);
    try {
      render(
        <AskUrlCard
          request={request('https://accounts.example.com/oauth')}
          onOpenUrl={onOpenUrl}
          onResolve={onResolve}
        />,
      );
      const card = screen.getByRole('group', { name: 'Request to open a link' });
      await user
        .click(within(card).getByRole('button', { name: 'Open accounts.example.com' }))
        .catch(() => {});
      expect(onOpenUrl).toHaveBeenCalledTimes(1);
      expect(onResolve).not.toHaveBeenCalled();
      await user.click(within(card).getByRole('button', { name: 'Cancel' }));
      expect(onResolve).toHaveBeenCalledExactlyOnceWith({ action: 'cancel' });
    } finally {
      window.removeEventListener('error', swallow);
    }
  });

  it('Decline answers decline and Cancel answers cancel, by keyboard', async () => {
    const first = setup();
    await first.user.tab();
    expect(within(first.card).getByRole('button', { name: 'Decline' })).toHaveFocus();
    await first.user.keyboard('{Enter}');
    expect(first.onResolve).toHaveBeenCalledExactlyOnceWith({ action: 'decline' });
    cleanup();

    const second = setup();
    within(second.card).getByRole('button', { name: 'Cancel' }).focus();
    await second.user.keyboard(' ');
    expect(second.onResolve).toHaveBeenCalledExactlyOnceWith({ action: 'cancel' });
    expect(second.onOpenUrl).not.toHaveBeenCalled();
  });

  it.each(['http://accounts.example.com/login', 'javascript:alert(1)'])(
    '%s is shown, not offered for opening, with a notice saying why',
    (url) => {
      const { card } = setup(url);
      expect(within(card).queryByRole('button', { name: /^Open/ })).toBeNull();
      expect(within(card).getByText(/only secure https links are allowed/)).toBeVisible();
      expect(within(card).getByText(url)).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Decline' })).toBeEnabled();
    },
  );

  it('the request signal aborting (the server gave up) resolves cancel once', () => {
    const controller = new AbortController();
    const { onResolve, card } = setup(undefined, controller.signal);
    act(() => controller.abort());
    expect(onResolve).toHaveBeenCalledExactlyOnceWith({ action: 'cancel' });
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('speaks zh-CN under the zh-CN provider', () => {
    render(
      <AskI18nProvider locale="zh-CN">
        <AskUrlCard
          request={request('https://example.com/x')}
          onOpenUrl={() => {}}
          onResolve={() => {}}
        />
      </AskI18nProvider>,
    );
    const card = screen.getByRole('group', { name: '打开链接的请求' });
    expect(within(card).getByRole('button', { name: '打开 example.com' })).toBeInTheDocument();
    expect(within(card).getByText('请求方：Calendar server')).toBeInTheDocument();
  });
});
