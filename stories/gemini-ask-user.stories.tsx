import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  featuresInput,
  fourInput,
  GeminiHost,
  textInput,
  yesnoInput,
  zhInput,
} from './gemini-ask-user.fixtures';

/**
 * Gemini CLI's `ask_user` in ask-cards: a `choice` (one or several, "Other" added), a `text` and
 * a `yesno` question, up to four, answered by index. Below the card, what the host hands the
 * tool's `onConfirm` and what the model reads. The played versions are `Tests/Gemini ask_user`.
 */
const meta = {
  title: 'Protocols/Gemini ask_user',
  component: GeminiHost,
  args: { input: featuresInput },
} satisfies Meta<typeof GeminiHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A multi-select `choice`: the labels, then the user's own text, joined with ", ". */
export const Choice: Story = {};

/** A `text` question: one field with the model's placeholder. */
export const Text: Story = { args: { input: textInput } };

/** A `yesno` question: Yes, No, and "Other" for anything else. */
export const YesNo: Story = { args: { input: yesnoInput } };

/** Four questions, the tool's most, one at a time. */
export const FourQuestions: Story = { args: { input: fourInput } };

/** The four questions stacked on one card. */
export const FourQuestionsStacked: Story = { args: { input: fourInput, layout: 'stacked' } };

/** Simplified Chinese. */
export const ZhCN: Story = { args: { input: zhInput }, globals: { locale: 'zh-CN' } };

/** Dark theme. */
export const Dark: Story = { args: { input: fourInput }, globals: { theme: 'dark' } };
