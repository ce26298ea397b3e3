import type { Meta, StoryObj } from '@storybook/react-vite';
import { RefusalHost } from './ask-card-field-errors.fixtures';

/**
 * An answer the agent refused (a LangGraph `ZodError`, an AG-UI `RunError`): the card opens again
 * with the user's answers (`reopenAsk`) and the agent's words under the field it refused
 * (`fieldErrors`), announced once; changing that answer clears them. The played versions are
 * `Tests/AskCard field errors`.
 */
const meta = {
  title: 'Components/AskCard field errors',
  component: RefusalHost,
} satisfies Meta<typeof RefusalHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stepper, opened on the refused question. */
export const Refused: Story = {};

/** Every question at once: the refused field says why under it. */
export const RefusedStacked: Story = { args: { layout: 'stacked' } };

/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** Simplified Chinese (the card's own words; the refusal is the agent's). */
export const ZhCN: Story = { globals: { locale: 'zh-CN' } };
