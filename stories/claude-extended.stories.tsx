import type { Meta, StoryObj } from '@storybook/react-vite';
import { extendedInput } from '../src/core/adapters/ask-user-question/extended-fixtures';
import { ClaudeHost } from './claude-agent-sdk.fixtures';

/**
 * Claude's extended questions (a host that sets `CLAUDE_CODE_QUESTION_EXTENDED`): the `title` as
 * the card's heading, a choice, a text field with its placeholder and description, a number
 * spinbutton with its bounds, step, unit and default, and "Ask me more" beside Submit on the
 * final step. The played versions are `Tests/Claude Agent SDK extended questions`.
 */
const meta = {
  title: 'Protocols/Claude Agent SDK extended questions',
  component: ClaudeHost,
  args: { input: extendedInput },
} satisfies Meta<typeof ClaudeHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A title, then a choice, a text and a number question, one at a time. */
export const Pending: Story = {};

/** Simplified Chinese: the card's own words (the range, "Ask me more") in zh-CN. */
export const ZhCN: Story = { globals: { locale: 'zh-CN' } };

/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
