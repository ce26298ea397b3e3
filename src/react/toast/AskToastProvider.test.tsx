import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AskInputError } from '../../core/schema/errors';
import type { AskRequest } from '../../core/types';
import { AskI18nProvider } from '../i18n';
import {
  AskToastProvider,
  useAskToasts,
  type AskToastProviderProps,
  type AskToastsApi,
} from './index';
import { AskToastQueue } from './queue';

const request = (...questions: string[]): AskRequest => ({
  dialect: 'asktool',
  questions: questions.map((question, i) => ({
    id: `q${i + 1}`,
    question,
    options: [{ label: 'Yes' }, { label: 'No' }],
    multiSelect: false,
  })),
});

function deferred() {
  let resolve!: (value?: unknown) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(props: Partial<AskToastProviderProps> = {}, locale = 'en') {
  const openSession = vi.fn((_id: string): Promise<unknown> => Promise.resolve());
  const api: { current: AskToastsApi | null } = { current: null };
  function Grab() {
    api.current = useAskToasts();
    return null;
  }
  const tree = (extra: Partial<AskToastProviderProps> = {}) => (
    <AskI18nProvider locale={locale}>
      <AskToastProvider openSession={openSession} chime={false} {...props} {...extra}>
        <Grab />
      </AskToastProvider>
    </AskI18nProvider>
  );
  const utils = render(tree());
  const toasts = () => api.current!;
  return {
    ...utils,
    openSession,
    rerenderWith: (extra: Partial<AskToastProviderProps>) => utils.rerender(tree(extra)),
    notifyAsk: (sessionId: string, ...questions: string[]) =>
      act(() => toasts().notifyAsk({ sessionId, request: request(...questions) })),
    notify: (input: Parameters<AskToastsApi['notify']>[0]) => act(() => toasts().notify(input)),
    dismissSession: (id: string) => act(() => toasts().dismissSession(id)),
  };
}

const toastEls = () => Array.from(document.querySelectorAll<HTMLElement>('[data-part="toast"]'));
const toastEl = (index = 0) => {
  const el = toastEls()[index];
  if (!el) throw new Error(`no toast #${index}`);
  return el;
};
const messageButton = (index = 0) =>
  within(toastEl(index)).getByRole('button', { name: /has a question|助手有一个问题/ });
const flush = () => act(async () => {});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useAskToasts', () => {
  it('throws a clear error outside the provider', () => {
    function Lonely() {
      useAskToasts();
      return null;
    }
    // React logs the error (and React 18 reports it to window.onerror too): keep the output quiet.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const quiet = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', quiet);
    expect(() => render(<Lonely />)).toThrow(
      '`useAskToasts` must be used within `AskToastProvider`',
    );
    window.removeEventListener('error', quiet);
    vi.mocked(console.error).mockRestore();
  });
});

describe('AskToastProvider: ask toasts', () => {
  it('shows the stable localized title and the first question as Markdown, never the session id', () => {
    const { notifyAsk } = setup();
    notifyAsk('Deploy **prod** `rm -rf /`', 'Use **pnpm**?', 'Second question?');
    const toast = toastEl();
    expect(toast).toHaveAttribute('data-kind', 'ask');
    expect(within(toast).getByText('The assistant has a question')).toHaveAttribute(
      'data-part',
      'toast-title',
    );
    const body = toast.querySelector('[data-part="toast-body"]')!;
    expect(body).toHaveTextContent('Use pnpm?');
    expect(body.querySelector('strong')).toHaveTextContent('pnpm');
    expect(toast).not.toHaveTextContent('Second question?');
    expect(toast).not.toHaveTextContent('prod');
  });

  it('the message is a button named by the title and the question text', () => {
    const { notifyAsk } = setup();
    notifyAsk('s1', 'Use *pnpm* or `npm`?');
    const button = within(toastEl()).getByRole('button', {
      name: 'The assistant has a question Use pnpm or npm?',
    });
    expect(button).toHaveAttribute('data-part', 'toast-message');
    expect(button).toHaveAccessibleDescription('Open the conversation');
  });

  it('puts data-part on every part and data-kind on each toast', () => {
    const { notifyAsk, notify } = setup();
    notifyAsk('s1', 'Q?');
    notify({ title: 'Saved', description: 'All good' });
    expect(document.querySelector('[data-part="toast-viewport"]')).toBeInTheDocument();
    const ask = toastEls().find((el) => el.dataset.kind === 'ask');
    const plain = toastEls().find((el) => el.dataset.kind === 'plain');
    for (const part of ['toast-message', 'toast-title', 'toast-body', 'toast-close']) {
      expect(ask!.querySelector(`[data-part="${part}"]`), part).toBeInTheDocument();
    }
    for (const part of ['toast-title', 'toast-body', 'toast-close']) {
      expect(plain!.querySelector(`[data-part="${part}"]`), part).toBeInTheDocument();
    }
    expect(ask).toHaveAttribute('data-kind', 'ask');
    expect(plain).toHaveAttribute('data-kind', 'plain');
  });

  it('receiving never navigates', () => {
    const { notifyAsk, openSession } = setup();
    notifyAsk('s1', 'Q?');
    notifyAsk('s1', 'Q again?');
    notifyAsk('s2', 'Q?');
    expect(openSession).not.toHaveBeenCalled();
  });

  it('a repeat from the same session replaces its toast in place: same element, new content', () => {
    const { notifyAsk } = setup();
    notifyAsk('s1', 'First?');
    const before = toastEl();
    const button = messageButton();
    notifyAsk('s1', 'Second?');
    expect(toastEls()).toHaveLength(1);
    expect(toastEl()).toBe(before);
    expect(messageButton()).toBe(button);
    expect(before).toHaveTextContent('Second?');
    expect(before).not.toHaveTextContent('First?');
  });

  it('a replace restarts the auto-dismiss timer', () => {
    vi.useFakeTimers();
    const { notifyAsk } = setup({ duration: 1000 });
    notifyAsk('s1', 'First?');
    act(() => vi.advanceTimersByTime(800));
    notifyAsk('s1', 'Second?');
    act(() => vi.advanceTimersByTime(800));
    expect(toastEls()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(toastEls()).toHaveLength(0);
  });

  it('announces the new question of a replaced toast in a polite live region', () => {
    const { notifyAsk } = setup();
    notifyAsk('s1', 'First?');
    const announcer = document.querySelector('[data-part="toast-announcer"]')!;
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    expect(announcer).toHaveTextContent('');
    notifyAsk('s1', 'Use **this**?');
    expect(announcer).toHaveTextContent('The assistant has a question: Use this?');
  });

  it('does not announce a replace of a toast waiting for space', () => {
    const { notifyAsk } = setup({ max: 1 });
    notifyAsk('hidden', 'First?');
    notifyAsk('shown', 'Second?');
    notifyAsk('hidden', 'First again?');
    expect(document.querySelector('[data-part="toast-announcer"]')).toHaveTextContent('');
    expect(
      toastEls().map((el) => el.querySelector('[data-part="toast-body"]')!.textContent),
    ).toEqual(['Second?']);
  });

  it('identical prompts from different sessions keep separate toasts and targets', async () => {
    const user = userEvent.setup();
    const { notifyAsk, openSession } = setup();
    notifyAsk('s1', 'Same?');
    notifyAsk('s2', 'Same?');
    expect(toastEls()).toHaveLength(2);
    // Toasts mount in arrival order (Radix portals them into the viewport as they come).
    const [first, second] = toastEls();
    await user.click(within(second!).getByRole('button', { name: /Same\?/ }));
    expect(openSession).toHaveBeenLastCalledWith('s2');
    await user.click(within(first!).getByRole('button', { name: /Same\?/ }));
    expect(openSession).toHaveBeenLastCalledWith('s1');
  });

  it('shows at most `max` toasts, newest first, and the rest as space frees up', async () => {
    const { notifyAsk, dismissSession } = setup({ max: 2 });
    notifyAsk('s1', 'One?');
    notifyAsk('s2', 'Two?');
    notifyAsk('s3', 'Three?');
    // Visual order comes from the queue (CSS `order`), newest first.
    const shown = () =>
      toastEls()
        .filter((el) => el.dataset.state === 'open')
        .sort((a, b) => Number(a.style.order) - Number(b.style.order))
        .map((el) => el.querySelector('[data-part="toast-body"]')!.textContent);
    expect(shown()).toEqual(['Three?', 'Two?']);
    dismissSession('s3');
    await flush();
    expect(shown()).toEqual(['Two?', 'One?']);
  });
});

describe('AskToastProvider: malformed asks', () => {
  it('throws a typed AskInputError at the call, before any toast, chime or onAsk', () => {
    const chime = vi.fn();
    const onAsk = vi.fn();
    const api: { current: AskToastsApi | null } = { current: null };
    function Grab() {
      api.current = useAskToasts();
      return null;
    }
    render(
      <AskToastProvider openSession={() => Promise.resolve()} chime={chime} onAsk={onAsk}>
        <Grab />
      </AskToastProvider>,
    );
    expect(() =>
      api.current!.notifyAsk({
        sessionId: 's1',
        request: { dialect: 'asktool', questions: [] } as never,
      }),
    ).toThrow(AskInputError);
    expect(() => api.current!.notifyAsk({ sessionId: '', request: request('Ship it?') })).toThrow(
      /sessionId must be a non-empty string/,
    );
    expect(toastEls()).toHaveLength(0);
    expect(chime).not.toHaveBeenCalled();
    expect(onAsk).not.toHaveBeenCalled();
  });
});

describe('AskToastProvider: opening the conversation', () => {
  it('a click calls openSession and dismisses the toast only after it resolves', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const { notifyAsk, openSession } = setup();
    openSession.mockReturnValue(pending.promise);
    notifyAsk('s1', 'Q?');
    await user.click(messageButton());
    expect(openSession).toHaveBeenCalledExactlyOnceWith('s1');
    expect(toastEls()).toHaveLength(1);
    await act(async () => pending.resolve());
    expect(toastEls()).toHaveLength(0);
  });

  it('Enter on the focused message button opens the session', async () => {
    const user = userEvent.setup();
    const { notifyAsk, openSession } = setup();
    notifyAsk('s1', 'Q?');
    messageButton().focus();
    await user.keyboard('{Enter}');
    expect(openSession).toHaveBeenCalledExactlyOnceWith('s1');
  });

  it('Space on the focused message button opens the session', async () => {
    const user = userEvent.setup();
    const { notifyAsk, openSession } = setup();
    notifyAsk('s7', 'Q?');
    messageButton().focus();
    await user.keyboard(' ');
    expect(openSession).toHaveBeenCalledExactlyOnceWith('s7');
  });

  it('while pending, a second activation does nothing and the button is aria-busy', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const { notifyAsk, openSession } = setup();
    openSession.mockReturnValue(pending.promise);
    notifyAsk('s1', 'Q?');
    await user.click(messageButton());
    expect(messageButton()).toHaveAttribute('aria-busy', 'true');
    await user.click(messageButton());
    messageButton().focus();
    await user.keyboard('{Enter}');
    expect(openSession).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve());
  });

  it('a rejection shows a localized error toast and keeps the original for a retry', async () => {
    const user = userEvent.setup();
    const { notifyAsk, openSession } = setup();
    openSession.mockRejectedValueOnce(new Error('no such project'));
    notifyAsk('s1', 'Q?');
    const original = toastEl();
    await user.click(messageButton());
    await flush();
    const error = toastEls().find((el) => el.dataset.kind === 'error')!;
    expect(error).toHaveTextContent("Couldn't open the conversation");
    expect(error).toHaveTextContent('Try again from the reminder.');
    expect(within(error).queryByRole('button', { name: /question/ })).toBeNull();
    expect(original).toBeInTheDocument();
    expect(messageButton(toastEls().indexOf(original))).not.toHaveAttribute('aria-busy');

    // Retry succeeds: the reminder and its error toast go away.
    await user.click(within(original).getByRole('button', { name: /question/ }));
    expect(openSession).toHaveBeenCalledTimes(2);
    await flush();
    expect(toastEls()).toHaveLength(0);
  });

  it('a synchronous throw from openSession is treated as a failure', async () => {
    const user = userEvent.setup();
    const { notifyAsk, openSession } = setup();
    openSession.mockImplementationOnce(() => {
      throw new Error('boom');
    });
    notifyAsk('s1', 'Q?');
    await user.click(messageButton());
    await flush();
    expect(
      toastEls()
        .map((el) => el.dataset.kind)
        .sort(),
    ).toEqual(['ask', 'error']);
  });

  it('repeated failures for one session keep a single error toast', async () => {
    const user = userEvent.setup();
    const { notifyAsk, openSession } = setup();
    openSession.mockRejectedValue(new Error('nope'));
    notifyAsk('s1', 'Q?');
    const original = toastEl();
    await user.click(messageButton());
    await flush();
    await user.click(within(original).getByRole('button', { name: /question/ }));
    await flush();
    expect(toastEls().filter((el) => el.dataset.kind === 'error')).toHaveLength(1);
  });

  it('the close button is named by the catalog and closes without navigating', async () => {
    const user = userEvent.setup();
    const { notifyAsk, openSession } = setup();
    notifyAsk('s1', 'Q?');
    await user.click(within(toastEl()).getByRole('button', { name: 'Dismiss' }));
    expect(openSession).not.toHaveBeenCalled();
    expect(toastEls()).toHaveLength(0);
  });

  it('selecting the text with a mouse drag does not navigate', async () => {
    const user = userEvent.setup();
    const { notifyAsk, openSession } = setup();
    notifyAsk('s1', 'Which database should we use?');
    const text = within(toastEl()).getByText('Which database should we use?');
    const node = text.firstChild!;
    await user.pointer([
      { keys: '[MouseLeft>]', target: text, node, offset: 0 },
      { target: text, node, offset: 14 },
      { keys: '[/MouseLeft]', target: text, node, offset: 14 },
    ]);
    expect(window.getSelection()?.toString()).toBe('Which database');
    expect(openSession).not.toHaveBeenCalled();
    // A plain click (a real mousedown collapses the selection) still opens.
    window.getSelection()!.collapseToStart();
    await user.click(messageButton());
    expect(openSession).toHaveBeenCalledWith('s1');
  });

  it('a click with a selection elsewhere on the page still opens', async () => {
    const { notifyAsk, openSession, container } = setup();
    const outside = document.createElement('p');
    outside.textContent = 'elsewhere on the page';
    container.append(outside);
    notifyAsk('s1', 'Q?');
    window.getSelection()!.selectAllChildren(outside);
    await act(async () => fireEvent.click(messageButton(), { detail: 1 }));
    expect(openSession).toHaveBeenCalledWith('s1');
  });

  it('keyboard activation opens even when text in the toast is selected', async () => {
    const { notifyAsk, openSession } = setup();
    notifyAsk('s1', 'Q?');
    window.getSelection()!.selectAllChildren(toastEl().querySelector('[data-part="toast-body"]')!);
    fireEvent.click(messageButton(), { detail: 1 });
    expect(openSession).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(messageButton(), { detail: 0 }));
    expect(openSession).toHaveBeenCalledWith('s1');
  });

  it('the message allows text selection (toast.css; computed style checked in Chromium)', () => {
    const { notifyAsk } = setup();
    notifyAsk('s1', 'Q?');
    // Radix puts `user-select: none` inline on the toast only; the message overrides it in CSS.
    expect(messageButton().style.userSelect).toBe('');
    const css = readFileSync(resolve(process.cwd(), 'src/react/styles/toast.css'), 'utf8');
    const rule = css.slice(
      css.indexOf("[data-scope='ask-toast'][data-ask-toast__toast-message] {"),
    );
    expect(rule.slice(0, rule.indexOf('}'))).toContain('user-select: text;');
  });
});

describe('AskToastProvider: auto-dismiss', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('an ask toast stays 60 s by default', () => {
    const { notifyAsk } = setup();
    notifyAsk('s1', 'Q?');
    act(() => vi.advanceTimersByTime(59_999));
    expect(toastEls()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(toastEls()).toHaveLength(0);
  });

  it('duration={Infinity} keeps an ask toast until closed', () => {
    const { notifyAsk } = setup({ duration: Infinity });
    notifyAsk('s1', 'Q?');
    act(() => vi.advanceTimersByTime(24 * 3600_000));
    expect(toastEls()).toHaveLength(1);
  });

  it('hovering the toasts pauses auto-dismiss (Radix viewport pause); leaving resumes it', () => {
    const { notifyAsk } = setup({ duration: 1000 });
    notifyAsk('s1', 'Q?');
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    act(() => vi.advanceTimersByTime(500));
    fireEvent.pointerMove(toastEl());
    act(() => vi.advanceTimersByTime(5000));
    expect(toastEls()).toHaveLength(1);
    fireEvent.pointerLeave(region);
    act(() => vi.advanceTimersByTime(499));
    expect(toastEls()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(toastEls()).toHaveLength(0);
  });

  it('keyboard focus in a toast pauses auto-dismiss; focus leaving resumes it', () => {
    const { notifyAsk, container } = setup({ duration: 1000 });
    const outside = document.createElement('button');
    container.append(outside);
    notifyAsk('s1', 'Q?');
    act(() => messageButton().focus());
    act(() => vi.advanceTimersByTime(5000));
    expect(toastEls()).toHaveLength(1);
    act(() => outside.focus());
    act(() => vi.advanceTimersByTime(1000));
    expect(toastEls()).toHaveLength(0);
  });

  it('a pending navigation holds the timer; after a failure the reminder gets its full time again', async () => {
    const pending = deferred();
    const { notifyAsk, openSession } = setup({ duration: 1000 });
    openSession.mockReturnValue(pending.promise);
    notifyAsk('s1', 'Q?');
    fireEvent.click(messageButton(), { detail: 1 });
    act(() => vi.advanceTimersByTime(5000));
    expect(toastEls()).toHaveLength(1);
    await act(async () => pending.reject(new Error('x')));
    act(() => vi.advanceTimersByTime(999));
    expect(toastEls().some((el) => el.dataset.kind === 'ask')).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(toastEls().some((el) => el.dataset.kind === 'ask')).toBe(false);
  });

  it('timers keep working under StrictMode', () => {
    const openSession = vi.fn(() => Promise.resolve());
    let api: AskToastsApi | null = null;
    function Grab() {
      api = useAskToasts();
      return null;
    }
    render(
      <StrictMode>
        <AskToastProvider openSession={openSession} chime={false} duration={1000}>
          <Grab />
        </AskToastProvider>
      </StrictMode>,
    );
    act(() => api!.notifyAsk({ sessionId: 's1', request: request('Q?') }));
    expect(toastEls()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(toastEls()).toHaveLength(0);
  });
});

describe('AskToastProvider: plain notify', () => {
  it('is non-interactive: title and description as plain text, no session button', async () => {
    const user = userEvent.setup();
    const { notify, openSession } = setup();
    notify({ title: 'Saved **draft**', description: 'All `good`' });
    const toast = toastEl();
    expect(toast).toHaveAttribute('data-kind', 'plain');
    expect(within(toast).getByText('Saved **draft**')).toHaveAttribute('data-part', 'toast-title');
    expect(within(toast).getByText('All `good`')).toHaveAttribute('data-part', 'toast-body');
    expect(toast.querySelector('strong, code')).toBeNull();
    expect(
      within(toast)
        .getAllByRole('button')
        .map((b) => b.getAttribute('data-part')),
    ).toEqual(['toast-close']);
    await user.click(within(toast).getByText('Saved **draft**'));
    expect(openSession).not.toHaveBeenCalled();
  });

  it('auto-dismisses after 5 s by default, or its own duration', () => {
    vi.useFakeTimers();
    const { notify } = setup();
    notify({ title: 'Default' });
    notify({ title: 'Longer', duration: 8000 });
    act(() => vi.advanceTimersByTime(5000));
    expect(toastEls().map((el) => el.textContent)).toEqual([expect.stringContaining('Longer')]);
    act(() => vi.advanceTimersByTime(3000));
    expect(toastEls()).toHaveLength(0);
  });
});

describe('AskToastProvider: chime and onAsk', () => {
  it('one chime per ask event, including a replace; none for re-renders or plain toasts', () => {
    const chime = vi.fn();
    const { notifyAsk, notify, rerenderWith } = setup({ chime });
    notifyAsk('s1', 'One?');
    expect(chime).toHaveBeenCalledTimes(1);
    notifyAsk('s1', 'One again?');
    expect(chime).toHaveBeenCalledTimes(2);
    notifyAsk('s2', 'Two?');
    expect(chime).toHaveBeenCalledTimes(3);
    rerenderWith({ chime, duration: 2000 });
    rerenderWith({ chime, max: 1 });
    notify({ title: 'Plain' });
    expect(chime).toHaveBeenCalledTimes(3);
  });

  it('a throwing host chime does not stop the toast', () => {
    const reportError = vi.fn();
    vi.stubGlobal('reportError', reportError);
    const { notifyAsk } = setup({
      chime: () => {
        throw new Error('no sound');
      },
    });
    notifyAsk('s1', 'Q?');
    expect(toastEls()).toHaveLength(1);
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: 'no sound' }));
  });

  it('the default chime synthesizes one tone per ask event; chime={false} mutes it', () => {
    const started = vi.fn();
    vi.stubGlobal('AudioContext', fakeAudioContext(started));
    const { notifyAsk, rerenderWith } = setup({ chime: true });
    notifyAsk('s1', 'Q?');
    notifyAsk('s1', 'Q again?');
    expect(started).toHaveBeenCalledTimes(2);
    rerenderWith({ chime: false });
    notifyAsk('s2', 'Q?');
    expect(started).toHaveBeenCalledTimes(2);
  });

  it('onAsk gets the stable title and the first question as plain text, once per event', () => {
    const onAsk = vi.fn();
    const { notifyAsk } = setup({ onAsk }, 'zh-CN');
    notifyAsk(
      's1',
      'Use **pnpm** or [npm](https://npmjs.com)?\n\n- `fast`\n- ![alt text](x.png)',
      'Second?',
    );
    expect(onAsk).toHaveBeenCalledExactlyOnceWith({
      sessionId: 's1',
      title: '助手有一个问题',
      body: 'Use pnpm or npm?\n• fast\n• alt text',
    });
    notifyAsk('s1', 'Again?');
    expect(onAsk).toHaveBeenCalledTimes(2);
    expect(onAsk).toHaveBeenLastCalledWith({
      sessionId: 's1',
      title: '助手有一个问题',
      body: 'Again?',
    });
  });
});

describe('AskToastProvider: viewport and locale', () => {
  it("is Radix's labelled region with its F8 hotkey", () => {
    const { notifyAsk } = setup();
    notifyAsk('s1', 'Q?');
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    const viewport = region.querySelector('[data-part="toast-viewport"]') as HTMLElement;
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(viewport).toHaveFocus();
  });

  it('is localized in zh-CN', () => {
    const { notifyAsk } = setup({}, 'zh-CN');
    notifyAsk('s1', '用哪个数据库？');
    screen.getByRole('region', { name: '通知 (F8)' });
    const toast = toastEl();
    within(toast).getByRole('button', { name: '助手有一个问题 用哪个数据库？' });
    expect(within(toast).getByRole('button', { name: '关闭' })).toHaveAttribute(
      'data-part',
      'toast-close',
    );
    expect(within(toast).getByRole('button', { name: /助手/ })).toHaveAccessibleDescription(
      '打开对话',
    );
  });

  it('localizes the error toast', async () => {
    const { notifyAsk, openSession } = setup({}, 'zh-CN');
    openSession.mockRejectedValueOnce(new Error('x'));
    notifyAsk('s1', 'Q?');
    fireEvent.click(messageButton(), { detail: 1 });
    await flush();
    expect(toastEls().find((el) => el.dataset.kind === 'error')).toHaveTextContent(
      '无法打开对话请从提醒中重试。',
    );
  });

  it('dismissSession closes that session’s toast only', async () => {
    const { notifyAsk, dismissSession } = setup();
    notifyAsk('s1', 'One?');
    notifyAsk('s2', 'Two?');
    dismissSession('s1');
    await flush();
    expect(
      toastEls().map((el) => el.querySelector('[data-part="toast-body"]')!.textContent),
    ).toEqual(['Two?']);
  });

  it('hands focus to the viewport when a focused toast is dismissed', async () => {
    const { notifyAsk } = setup();
    notifyAsk('s1', 'Q?');
    messageButton().focus();
    await act(async () => fireEvent.click(messageButton(), { detail: 0 }));
    expect(document.querySelector('[data-part="toast-viewport"]')).toHaveFocus();
  });
});

describe('AskToastProvider: a host-owned queue', () => {
  it('renders the queue it is given, read as an external store, and adds to it', () => {
    const queue = new AskToastQueue({ max: 5 });
    const { notifyAsk } = setup({ queue });
    // Outside React: the host adds to its own queue, the provider shows it.
    act(() => {
      queue.upsertSession('from-host', request('Added outside React?'));
    });
    expect(toastEl()).toHaveTextContent('Added outside React?');
    notifyAsk('s1', 'Through the API?');
    expect(queue.getAll().map((item) => item.id)).toEqual(['ask:s1', 'ask:from-host']);
    expect(toastEls()).toHaveLength(2);
  });

  it('leaves the queue’s own limit alone unless `max` is given', () => {
    const queue = new AskToastQueue({ max: 5 });
    const { rerenderWith } = setup({ queue });
    expect(queue.max).toBe(5);
    rerenderWith({ queue, max: 2 });
    expect(queue.max).toBe(2);
  });
});

describe('AskToastProvider: while the conversation opens (issue 16, items 16 and 17)', () => {
  it('shows progress: a spinner and a line that says so, aria-busy, and says it to readers', async () => {
    const pending = deferred();
    const { notifyAsk, openSession } = setup();
    openSession.mockReturnValue(pending.promise);
    notifyAsk('s1', 'Q?');
    expect(toastEl().querySelector('[data-part="toast-status"]')).toBeNull();
    await act(async () => fireEvent.click(messageButton(), { detail: 1 }));
    const status = toastEl().querySelector('[data-scope="ask-toast"][data-part="toast-status"]');
    expect(status).toHaveTextContent('Opening the conversation…');
    expect(status!.querySelector('[data-part="toast-spinner"]')).not.toBeNull();
    expect(messageButton()).toHaveAttribute('aria-busy', 'true');
    expect(messageButton()).toHaveAccessibleDescription('Opening the conversation…');
    await act(async () => pending.resolve());
  });

  it('an openSession that never settles times out into the error toast; the reminder stays', () => {
    vi.useFakeTimers();
    const { notifyAsk, openSession } = setup({ openTimeout: 3_000 });
    openSession.mockReturnValue(new Promise(() => {}));
    notifyAsk('s1', 'Q?');
    fireEvent.click(messageButton(), { detail: 1 });
    act(() => vi.advanceTimersByTime(2_999));
    expect(messageButton()).toHaveAttribute('aria-busy', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(toastEls().map((el) => el.dataset.kind)).toEqual(['ask', 'error']);
    expect(messageButton()).not.toHaveAttribute('aria-busy');
  });

  it('accepts an openSession that returns nothing', async () => {
    const { notifyAsk, openSession } = setup();
    openSession.mockImplementation((() => undefined) as never);
    notifyAsk('s1', 'Q?');
    await act(async () => fireEvent.click(messageButton(), { detail: 1 }));
    expect(openSession).toHaveBeenCalledWith('s1');
    expect(toastEls()).toHaveLength(0);
  });

  it('after a failure at the toast limit the reminder stays in view beside its error', async () => {
    const { notifyAsk, openSession } = setup({ max: 2 });
    openSession.mockRejectedValueOnce(new Error('offline'));
    notifyAsk('old', 'Oldest?');
    notifyAsk('new', 'Newest?');
    const reminder = toastEls().find((el) => el.textContent?.includes('Oldest?'))!;
    await act(async () =>
      fireEvent.click(within(reminder).getByRole('button', { name: /question/ }), { detail: 1 }),
    );
    const open = toastEls().filter((el) => el.dataset.state === 'open');
    expect(open.map((el) => el.dataset.kind).sort()).toEqual(['ask', 'ask', 'error']);
    expect(open).toContain(reminder);
  });

  it('onAsk gets the text the toast shows, also for a question that is all raw HTML', () => {
    const onAsk = vi.fn();
    const { notifyAsk } = setup({ onAsk });
    for (const question of ['<script>alert(1)</script>', 'before <script>x()</script> after']) {
      notifyAsk('s1', question);
      // The same words; plain text collapses runs of white space.
      const shown = toastEl()
        .querySelector('[data-part="toast-body"]')!
        .textContent!.replace(/\s+/g, ' ')
        .trim();
      expect(onAsk).toHaveBeenLastCalledWith(expect.objectContaining({ body: shown }));
    }
  });
});

describe('AskToastProvider: placement (issue 16, item 18)', () => {
  it('marks the viewport with the placement: given, or auto (bottom end, top centre on phones)', () => {
    const { rerenderWith, notifyAsk } = setup();
    notifyAsk('s1', 'Q?');
    const viewport = () => document.querySelector('[data-part="toast-viewport"]')!;
    expect(viewport()).toHaveAttribute('data-placement', 'auto');
    expect(viewport()).toHaveAttribute('data-scope', 'ask-toast');
    rerenderWith({ placement: 'top-center' });
    expect(viewport()).toHaveAttribute('data-placement', 'top-center');
  });
});

/** A minimal Web Audio fake: counts oscillator starts. */
function fakeAudioContext(started: () => void) {
  const param = () => ({ setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() });
  return class {
    state = 'running';
    currentTime = 0;
    destination = {};
    resume = vi.fn(async () => {});
    createOscillator() {
      return {
        type: '',
        frequency: param(),
        connect: vi.fn(),
        disconnect: vi.fn(),
        start: started,
        stop: vi.fn(),
        onended: null,
      };
    }
    createGain() {
      return { gain: param(), connect: vi.fn(), disconnect: vi.fn() };
    }
  };
}
