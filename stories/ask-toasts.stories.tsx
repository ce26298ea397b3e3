import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { AskToastProvider } from '../src/react/toast';
import { ToastShowcase, type ToastShowcaseProps } from './ask-toasts.fixtures';

/**
 * Session-targeted toasts as a designer opens them: a stable title and the first question,
 * frozen in each state (the interactions are under Tests/AskToasts). By default they stack at
 * the bottom end, and at the top centre on a phone, clear of the composer.
 */
const meta = {
  title: 'Components/AskToasts',
  // The props table documents AskToastProvider itself; each story seeds a host-owned queue.
  component: AskToastProvider as unknown as ComponentType<ToastShowcaseProps>,
  render: (args) => <ToastShowcase {...args} />,
} satisfies Meta<ToastShowcaseProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneSession: Story = {};

/** Three sessions and a plain notice: newest nearest the edge, one toast per session. */
export const SeveralSessions: Story = {
  args: { sessions: ['deploy', 'docs', 'billing'], plain: true },
};

/** The host is opening the conversation: progress, not a faint tint. */
export const Opening: Story = { args: { sessions: ['docs', 'deploy'], busy: 'deploy' } };

/** The navigation failed: the error sits with its reminder, which stays for a retry. */
export const NavigationError: Story = {
  args: { sessions: ['docs', 'billing', 'deploy'], failed: 'docs' },
};

/** An explicit placement, at every width. */
export const TopCenter: Story = {
  args: { sessions: ['deploy', 'billing'], placement: 'top-center' },
};

export const BottomStart: Story = {
  args: { sessions: ['deploy', 'billing'], placement: 'bottom-start' },
};

/** A phone with the default placement: the top centre, clear of the composer. */
export const Phone: Story = {
  args: { sessions: ['deploy', 'billing'] },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const ZhCN: Story = {
  args: { sessions: ['billing'], failed: 'billing' },
  globals: { locale: 'zh-CN' },
};

export const Dark: Story = {
  args: { sessions: ['docs', 'deploy', 'billing'], busy: 'deploy', failed: 'billing', plain: true },
  globals: { theme: 'dark' },
};
