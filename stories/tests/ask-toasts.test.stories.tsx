import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ToastPlayground } from '../ask-toasts.fixtures';
import { mounted } from '../keyboard';

/** The toasts' interactions, each driven by its play function (the pristine states: AskToasts). */
const meta = {
  title: 'Tests/AskToasts',
  component: ToastPlayground,
  args: { onOpenSession: fn(), chime: fn(), onAsk: fn() },
} satisfies Meta<typeof ToastPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

const toasts = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>('[data-part="toast"][data-state="open"]'));
const askToast = (root: HTMLElement, text: string) => {
  const found = toasts(root).find(
    (el) => el.dataset.kind === 'ask' && el.textContent?.includes(text),
  );
  if (!found) throw new Error(`no ask toast with "${text}"`);
  return found;
};
const messageIn = (toast: HTMLElement) => within(toast).getByRole('button', { name: /question/ });

export const OneSession: Story = {
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ask from Deploy' }));
    const toast = await waitFor(() => askToast(canvasElement, 'Deploy'));
    await waitFor(() =>
      expect(
        within(toast).getByRole('button', {
          name: 'The assistant has a question Deploy v2.4.0 to which environment?',
        }),
      ).toBeVisible(),
    );
    await expect(toast.querySelector('[data-part="toast-body"] strong')).toHaveTextContent(
      'v2.4.0',
    );
    await expect(toast).not.toHaveTextContent('smoke suite');
    await waitFor(() =>
      expect(within(toast).getByRole('button', { name: 'Dismiss' })).toBeVisible(),
    );
    await expect(canvas.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    await expect(args.chime).toHaveBeenCalledTimes(1);
    await expect(args.onAsk).toHaveBeenCalledWith({
      sessionId: 'deploy',
      title: 'The assistant has a question',
      body: 'Deploy v2.4.0 to which environment?',
    });
    // Receiving never navigates.
    await expect(args.onOpenSession).not.toHaveBeenCalled();
  },
};

export const SeveralSessions: Story = {
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ask from Deploy' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Same question from Docs' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ask from Billing' }));
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(3));
    await expect(args.chime).toHaveBeenCalledTimes(3);
    // Identical prompts from Deploy and Docs: two toasts, two targets.
    const same = toasts(canvasElement).filter((el) => el.textContent?.includes('Deploy v2.4.0'));
    await expect(same).toHaveLength(2);
    await userEvent.click(messageIn(same[1]!));
    await waitFor(() => expect(canvas.getByTestId('opened')).toHaveTextContent('docs'));
    await expect(args.onOpenSession).toHaveBeenCalledTimes(1);
    await expect(args.onOpenSession).toHaveBeenCalledWith('docs');
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(2));
  },
};

export const ReplaceInPlace: Story = {
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ask from Deploy' }));
    const first = await waitFor(() => askToast(canvasElement, 'Deploy v2.4.0'));
    await userEvent.click(canvas.getByRole('button', { name: 'Ask again from Deploy' }));
    await waitFor(() => expect(first).toHaveTextContent('Run the db:migrate step first?'));
    // Same element, updated content, no second toast; one chime per ask event.
    await expect(toasts(canvasElement)).toEqual([first]);
    await expect(first).not.toHaveTextContent('v2.4.0');
    await expect(args.chime).toHaveBeenCalledTimes(2);
    await expect(canvasElement.querySelector('[data-part="toast-announcer"]')).toHaveTextContent(
      'Run the db:migrate step first?',
    );
  },
};

export const NavigationSuccess: Story = {
  args: { navigationDelay: 400 },
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ask from Deploy' }));
    const toast = await waitFor(() => askToast(canvasElement, 'Deploy'));
    const message = messageIn(toast);
    await userEvent.click(message);
    // Pending: busy, still shown, a second activation does nothing.
    await expect(message).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(message);
    await expect(args.onOpenSession).toHaveBeenCalledTimes(1);
    await expect(toast).toBeInTheDocument();
    // Dismissed only after the host resolves.
    await waitFor(() => expect(canvas.getByTestId('opened')).toHaveTextContent('deploy'));
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(0));

    // Keyboard: Enter on the focused message button.
    await userEvent.click(canvas.getByRole('button', { name: 'Ask from Billing' }));
    const billing = await waitFor(() => askToast(canvasElement, 'invoice'));
    messageIn(billing).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenSession).toHaveBeenLastCalledWith('billing');
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(0));
  },
};

export const NavigationFailure: Story = {
  args: { failFirst: 1 },
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ask from Deploy' }));
    const toast = await waitFor(() => askToast(canvasElement, 'Deploy'));
    await userEvent.click(messageIn(toast));
    const error = await waitFor(() => {
      const found = toasts(canvasElement).find((el) => el.dataset.kind === 'error');
      if (!found) throw new Error('no error toast');
      return found;
    });
    await expect(error).toHaveTextContent("Couldn't open the conversation");
    await expect(error).toHaveTextContent('Try again from the reminder.');
    // The reminder stays, idle again, for a retry.
    await expect(toast).toBeInTheDocument();
    await expect(messageIn(toast)).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByTestId('opened')).toHaveTextContent('none');

    await userEvent.click(messageIn(toast));
    await waitFor(() => expect(canvas.getByTestId('opened')).toHaveTextContent('deploy'));
    await expect(args.onOpenSession).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(0));
  },
};

/** A host whose navigation never answers: the toast gives up after `openTimeout`. */
export const NavigationTimeout: Story = {
  args: { navigationDelay: 600_000, openTimeout: 1_500 },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ask from Deploy' }));
    const toast = await waitFor(() => askToast(canvasElement, 'Deploy'));
    await userEvent.click(messageIn(toast));
    // Progress shows while the host works: a spinner and a line that says so.
    await expect(messageIn(toast)).toHaveAttribute('aria-busy', 'true');
    await expect(toast.querySelector('[data-part="toast-status"]')).toHaveTextContent(
      'Opening the conversation…',
    );
    const error = await waitFor(
      () => {
        const found = toasts(canvasElement).find((el) => el.dataset.kind === 'error');
        if (!found) throw new Error('no error toast');
        return found;
      },
      { timeout: 5_000 },
    );
    await expect(error).toHaveTextContent("Couldn't open the conversation");
    // The reminder stays, idle again, for a retry.
    await expect(toasts(canvasElement)).toContain(toast);
    await expect(messageIn(toast)).not.toHaveAttribute('aria-busy');
  },
};

export const PlainNotify: Story = {
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Plain notice' }));
    const toast = await waitFor(() => {
      const found = toasts(canvasElement).find((el) => el.dataset.kind === 'plain');
      if (!found) throw new Error('no plain toast');
      return found;
    });
    await expect(within(toast).getByText('Draft saved')).toHaveAttribute(
      'data-part',
      'toast-title',
    );
    // Plain text: the description is not Markdown.
    await waitFor(() =>
      expect(within(toast).getByText('Your **changes** are stored on this device.')).toBeVisible(),
    );
    await expect(
      within(toast)
        .getAllByRole('button')
        .map((b) => b.dataset.part),
    ).toEqual(['toast-close']);
    await userEvent.click(within(toast).getByText('Draft saved'));
    await expect(args.onOpenSession).not.toHaveBeenCalled();
    await expect(args.chime).not.toHaveBeenCalled();
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(0));
  },
};

export const ZhCN: Story = {
  globals: { locale: 'zh-CN' },
  args: { failFirst: 1 },
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ask from Billing' }));
    const toast = await waitFor(() => askToast(canvasElement, 'invoice'));
    await waitFor(() =>
      expect(
        within(toast).getByRole('button', { name: /^助手有一个问题 Which invoice template/ }),
      ).toBeVisible(),
    );
    await waitFor(() => expect(within(toast).getByRole('button', { name: '关闭' })).toBeVisible());
    await expect(canvas.getByRole('region', { name: '通知 (F8)' })).toBeInTheDocument();
    await expect(args.onAsk).toHaveBeenCalledWith({
      sessionId: 'billing',
      title: '助手有一个问题',
      body: 'Which invoice template should I use for EU customers?\n• Standard\n• Reverse charge',
    });
    await userEvent.click(within(toast).getByRole('button', { name: /^助手/ }));
    await waitFor(() =>
      expect(toasts(canvasElement).find((el) => el.dataset.kind === 'error')).toHaveTextContent(
        '无法打开对话',
      ),
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { failFirst: 1 },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ask from Billing' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Plain notice' }));
    const toast = await waitFor(() => askToast(canvasElement, 'invoice'));
    await userEvent.click(messageIn(toast));
    await waitFor(() =>
      expect(
        toasts(canvasElement)
          .map((el) => el.dataset.kind)
          .sort(),
      ).toEqual(['ask', 'error', 'plain']),
    );
    // A dark surface with light text (axe checks the contrast after this play function).
    const { backgroundColor, color } = getComputedStyle(toast);
    await expect(luminance(backgroundColor)).toBeLessThan(luminance(color));
    // Let the entry animations finish so axe measures the settled colours.
    await new Promise((resolve) => setTimeout(resolve, 250));
  },
};

function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
