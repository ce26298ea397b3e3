import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChatPage, deploy, ExpiredPage, migrate, now, zhRequest } from '../ask-dock.fixtures';
import { mounted } from '../keyboard';

/** AskDock's interactions, each completed by its play function (the pristine states: AskDock). */
const meta = {
  title: 'Tests/AskDock',
  component: ChatPage,
  args: { requests: [deploy], onResolve: fn(), onSend: fn(), onCollapsedChange: fn() },
} satisfies Meta<typeof ChatPage>;

export default meta;

/** ask_user's Skip cancels the whole prompt; the card names it for that ("Skip all"). */
const SKIP_PROMPT = /^Skip( all)?$/;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /Where should I deploy/ })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Message' })).toBeNull(); // hidden while expanded
    await expect(canvas.getByRole('button', { name: 'Collapse question' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const CollapseKeepsDraft: Story = {
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse question' }));
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    const composer = canvas.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    await userEvent.type(composer, 'Also bump the changelog');
    for (let i = 0; i < 3; i++) {
      await userEvent.click(canvas.getByRole('button', { name: 'Expand question' }));
      // Expanding moves focus into the question; the composer is hidden, not gone.
      await waitFor(() =>
        expect(canvasElement.ownerDocument.activeElement).toHaveAttribute('data-part', 'question'),
      );
      await expect(canvas.queryByRole('textbox', { name: 'Message' })).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: 'Collapse question' }));
    }
    const after = canvas.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    await expect(after).toBe(composer);
    await expect(after.value).toBe('Also bump the changelog');
    await expect(args.onResolve).not.toHaveBeenCalled();
    // The slim bar: header, question and progress.
    const bar = canvasElement.querySelector(
      '[data-part="dock-prompt"]:not([hidden]) [data-part="dock-bar"]',
    )!;
    await expect(bar).toHaveTextContent('Target');
    await expect(bar).toHaveTextContent('1/2');
  },
};

export const ResolvedSummary: Story = {
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Production/ })); // advances by itself
    // A person reads the new question first: a click right after the step changed is taken for a double-click.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Team channel' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'On-call' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    const summary = await canvas.findByRole('group', { name: 'Your answers' });
    await expect(summary).toHaveTextContent('Target: Production');
    await expect(summary).toHaveTextContent('Notify: Team channel, On-call');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeVisible();
    // The chat keeps the read-only transcript of the tool row.
    await expect(canvas.getByRole('list', { name: 'Questions and answers' })).toBeVisible();
  },
};

export const Skipped: Story = {
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: SKIP_PROMPT }));
    const summary = await canvas.findByRole('group', { name: 'Your answers' });
    // ask_user's Skip cancels the prompt: no answer, the same words as the card and the transcript.
    await expect(summary).toHaveTextContent('Target: No answer');
    await expect(summary).toHaveTextContent('Declined');
  },
};

export const Expired: Story = {
  args: { clock: () => now },
  render: (args) => <ExpiredPage {...args} />,
  play: async ({ canvasElement }) => {
    await mounted();
    const summary = await within(canvasElement).findByRole('group', { name: 'Your answers' });
    await expect(summary).toHaveTextContent('Target: Expired');
  },
};

export const SeveralPrompts: Story = {
  args: { requests: [deploy, migrate] },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    const position = () =>
      canvasElement.querySelector(
        '[data-part="dock-prompt"]:not([hidden]) [data-part="dock-switcher-position"]',
      );
    await expect(canvas.getByRole('group', { name: 'Pending question prompts' })).toBeVisible();
    // The switcher names what it counts (issue 16, item 15).
    await expect(position()).toHaveTextContent('Prompt 1 of 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Next question prompt' }));
    await expect(position()).toHaveTextContent('Prompt 2 of 2');
    await expect(canvas.getByRole('heading', { name: /database migrations/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes (Recommended)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    // The other prompt comes back on its own, still pending; the first summary is left above.
    await expect(
      await canvas.findByRole('heading', { name: /Where should I deploy/ }),
    ).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Pending question prompts' })).toBeNull();
    await expect(canvas.getByRole('group', { name: 'Your answers' })).toHaveTextContent(
      'Migrations: Yes (Recommended)',
    );
  },
};

export const Stacked: Story = {
  args: { layout: 'stacked' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading')).toHaveLength(2);
    await expect(
      canvasElement.querySelector('[data-scope="ask-card"][data-part="root"]'),
    ).toHaveAttribute('data-layout', 'stacked');
  },
};

export const Collapsed: Story = {
  args: { defaultCollapsed: true, requests: [deploy, migrate] },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Expand question' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const ZhCN: Story = {
  args: { requests: [zhRequest, migrate] },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '收起问题' }));
    await expect(canvas.getByRole('button', { name: '展开问题' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '下一个提问' })).toBeVisible();
  },
};

export const DarkSummary: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: SKIP_PROMPT }));
    await expect(await canvas.findByRole('group', { name: 'Your answers' })).toBeVisible();
  },
};
