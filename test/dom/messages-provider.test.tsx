/**
 * Issue 31 #4: a card pays for its own strings only. `AskCard` falls back to the card's English
 * (`enCard`), not every view's; `AskMessagesProvider` sets the catalog a host imports (`zhCNCard`,
 * a few keys of its own) without the locale table `AskI18nProvider` reads. Every view reads a
 * provider's strings key by key over its own English, so a catalog that lacks a key never shows
 * `undefined`.
 */
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AskCard as CardAskCard,
  AskMessagesProvider,
  askToolEntry,
  createAskRegistry,
  enCard,
  zhCNCard,
} from '../../src/card';
import { en, zhCN } from '../../src/core/messages';
import { AskCard } from '../../src/react/ask-card';
import { AskI18nProvider, useAskMessages } from '../../src/react/i18n';
import { AskUrlCard } from '../../src/react/elicitation';
import { parseElicitUrlRequest } from '../../src/core/adapters/elicitation/schema';
import { askToolRequest } from '../fixtures/requests';

const registry = createAskRegistry([askToolEntry]);
const request = askToolRequest(
  { question: 'Where?', options: ['Staging', 'Production'] },
  { question: 'When?', options: ['Now', 'Later'] },
);

afterEach(cleanup);

describe('the card strings', () => {
  it('are whole in each catalog and the same in the whole catalog', () => {
    for (const [card, whole] of [
      [enCard, en],
      [zhCNCard, zhCN],
    ] as const) {
      for (const [key, value] of Object.entries(card)) {
        expect(value, key).not.toBeUndefined();
        expect(whole[key as keyof typeof whole], key).toBe(value);
      }
    }
    // The card's catalog is the card's: no toast, dock or channel string in it.
    expect(Object.keys(enCard).filter((k) => /^(toast|dock|url|agUi|channel)/.test(k))).toEqual([]);
    expect(Object.keys(zhCNCard).sort()).toEqual(Object.keys(enCard).sort());
  });

  it('come from the card itself with no provider above', async () => {
    render(<CardAskCard request={request} registry={registry} autoFocus={false} />);
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(enCard.singleSelectHint);
    expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
  });

  it('come from the catalog a host imports, in the lean card and the full one', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <AskMessagesProvider messages={zhCNCard}>
        <CardAskCard request={request} registry={registry} autoFocus={false} />
      </AskMessagesProvider>,
    );
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('选择一项');
    expect(screen.getByRole('button', { name: '跳过' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Staging' }));
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByRole('heading', { name: 'When?' })).toBeInTheDocument();
    unmount();

    render(
      <AskMessagesProvider messages={zhCNCard}>
        <AskCard request={request} autoFocus={false} />
      </AskMessagesProvider>,
    );
    expect(screen.getByRole('button', { name: '跳过' })).toBeInTheDocument();
  });

  it('read a few keys over English, key by key, and the card prop over both', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <AskMessagesProvider messages={{ skip: 'Pass' }}>
        <CardAskCard request={request} registry={registry} autoFocus={false} />
      </AskMessagesProvider>,
    );
    expect(screen.getByRole('button', { name: 'Pass' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Choose one');
    unmount();

    render(
      <AskMessagesProvider messages={{ next: 'Onward', skip: 'Pass' }}>
        <CardAskCard
          request={request}
          registry={registry}
          autoFocus={false}
          messages={{ skip: 'Not now' }}
        />
      </AskMessagesProvider>,
    );
    expect(screen.getByRole('button', { name: 'Not now' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Staging' }));
    expect(screen.getByRole('button', { name: 'Onward' })).toBeInTheDocument();
  });

  it('leave the other views whole: a card catalog under a provider never blanks a toast string', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AskMessagesProvider messages={zhCNCard}>{children}</AskMessagesProvider>
    );
    const { result } = renderHook(() => useAskMessages(), { wrapper });
    expect(result.current.next).toBe('下一步');
    expect(result.current.toastAskTitle).toBe(en.toastAskTitle);
    for (const [key, value] of Object.entries(result.current))
      expect(value, key).not.toBeUndefined();
  });

  it('still follow a locale name through AskI18nProvider', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AskI18nProvider locale="zh-CN">{children}</AskI18nProvider>
    );
    const { result } = renderHook(() => useAskMessages(), { wrapper });
    expect(result.current).toEqual(zhCN);
    render(<CardAskCard request={request} registry={registry} autoFocus={false} />, { wrapper });
    expect(screen.getByRole('button', { name: '跳过' })).toBeInTheDocument();
  });
});

describe("a card-only catalog's direction", () => {
  const urlRequest = parseElicitUrlRequest(
    {
      mode: 'url',
      message: 'Connect your calendar.',
      elicitationId: 'el-1',
      url: 'https://a.example/x',
    },
    { source: 'Calendar server' },
  );
  const rtlCard = { ...zhCNCard, locale: 'ar', dir: 'rtl' as const };
  const page = (messages: Partial<typeof en>) => (
    <AskMessagesProvider messages={messages}>
      <CardAskCard request={request} registry={registry} autoFocus={false} />
      <AskUrlCard request={urlRequest} onOpenUrl={() => {}} onResolve={() => {}} />
    </AskMessagesProvider>
  );
  const roots = () => [
    document.querySelector('[data-part="root"]:not([data-variant="url"])')!,
    document.querySelector('[data-part="root"][data-variant="url"]')!,
  ];

  it('turns the card it words, not a view left in its own English', () => {
    render(page(rtlCard));
    const [card, url] = roots();
    expect(card!.getAttribute('dir')).toBe('rtl');
    expect(url!.textContent).toContain(en.urlOpen('a.example'));
    expect(url!.getAttribute('dir')).toBeNull();
  });

  it('a view given strings of its own in that language turns too', () => {
    render(
      <AskMessagesProvider messages={rtlCard}>
        <AskUrlCard
          request={urlRequest}
          onOpenUrl={() => {}}
          onResolve={() => {}}
          messages={{ urlOpen: (host) => `افتح ${host}` }}
        />
      </AskMessagesProvider>,
    );
    expect(
      document.querySelector('[data-part="root"][data-variant="url"]')!.getAttribute('dir'),
    ).toBe('rtl');
  });

  it('a whole catalog turns every view it words', () => {
    render(page({ ...zhCN, locale: 'ar', dir: 'rtl' }));
    for (const root of roots()) expect(root.getAttribute('dir')).toBe('rtl');
  });
});
