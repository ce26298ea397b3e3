import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  AcpFormHost,
  AcpUrlHost,
  claudeOneParams,
  claudeSeveralParams,
  formParams,
  patternParams,
  unknownTypeParams,
} from './acp-elicitation.fixtures';

/**
 * ACP `elicitation/create` in ask-cards: an agent's form as one card (options with their
 * descriptions, `pattern` checked as the user types), Claude's questions over ACP as Claude's
 * own card, URL mode, and a request the editor refuses. Below each card, the response the editor
 * sends. The played versions are `Tests/ACP elicitation`.
 */
const meta = {
  title: 'Protocols/ACP elicitation',
  component: AcpFormHost,
  args: { params: formParams },
} satisfies Meta<typeof AcpFormHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form: a titled enum with option descriptions, an integer, a multi-select, a boolean. */
export const Form: Story = {};

/** The same form one field at a time. */
export const FormStepper: Story = { args: { layout: 'stepper' } };

/** A string field with a `pattern`. */
export const Pattern: Story = { args: { params: patternParams } };

/** Claude's `AskUserQuestion` over ACP, one question: choices, previews and "Other". */
export const ClaudeOneQuestion: Story = { args: { params: claudeOneParams } };

/** Claude over ACP, two questions: each `question_<n>` and its `_custom` shown as one question. */
export const ClaudeSeveralQuestions: Story = {
  args: { params: claudeSeveralParams, layout: 'stepper' },
};

/** URL mode: the message, the host name first, the whole URL as text, and Open. */
export const UrlMode: Story = { render: () => <AcpUrlHost /> };

/** A property type ACP does not define: no card; the editor says why and answers `cancel`. */
export const Refused: Story = { args: { params: unknownTypeParams } };

/** Dark theme. */
export const Dark: Story = { args: { params: claudeOneParams }, globals: { theme: 'dark' } };

/** Simplified Chinese. */
export const ZhCN: Story = { globals: { locale: 'zh-CN' } };
