import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { fn } from 'storybook/test';
import { AskDock, AskDockSummary } from '../src/react/dock';
import {
  ChatPage,
  deploy,
  ExpiredPage,
  migrate,
  now,
  zhRequest,
  type ChatPageProps,
} from './ask-dock.fixtures';

/**
 * OpenClaw's docked stepper inside a chat page: every state as a designer opens it, nothing
 * answered for you (the interactions are under Tests/AskDock). While expanded the stepper
 * replaces the composer; collapsed, a slim bar sits above it.
 */
const meta = {
  title: 'Components/AskDock',
  // The props table documents AskDock itself; each story renders it inside a chat page.
  component: AskDock as unknown as ComponentType<ChatPageProps>,
  subcomponents: { AskDockSummary: AskDockSummary as ComponentType<unknown> },
  render: (args) => <ChatPage {...args} />,
  args: { requests: [deploy], onResolve: fn(), onSend: fn(), onCollapsedChange: fn() },
} satisfies Meta<ChatPageProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One prompt of two questions, expanded: the stepper in the composer's place. */
export const Pending: Story = {};

/** Collapsed: the slim bar (header, question, question count) above the composer. */
export const Collapsed: Story = { args: { defaultCollapsed: true } };

/** Two prompts: the switcher reads "Prompt 1 of 2". */
export const SeveralPrompts: Story = { args: { requests: [deploy, migrate] } };

/** Two prompts, collapsed. */
export const SeveralCollapsed: Story = {
  args: { requests: [deploy, migrate], defaultCollapsed: true },
};

/** A phone: every question stacked, one Submit. */
export const Stacked: Story = {
  args: { layout: 'stacked' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A prompt that timed out before anyone answered: only its summary is left. */
export const Expired: Story = {
  args: { clock: () => now },
  render: (args) => <ExpiredPage {...args} />,
};

export const ZhCN: Story = {
  args: { requests: [zhRequest, migrate] },
  globals: { locale: 'zh-CN' },
};

export const Dark: Story = {
  args: { requests: [deploy, migrate] },
  globals: { theme: 'dark' },
};

export const DarkCollapsed: Story = {
  args: { requests: [deploy], defaultCollapsed: true },
  globals: { theme: 'dark' },
};
