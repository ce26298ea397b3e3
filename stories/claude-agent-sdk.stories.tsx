import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  auqInput,
  ClaudeHost,
  featuresQuestion,
  htmlPreviewInput,
  libraryQuestion,
  previewInput,
  zhInput,
} from './claude-agent-sdk.fixtures';

/**
 * The card a `canUseTool` host renders for the Claude Agent SDK's `AskUserQuestion`: a header
 * chip per question, a Skip per question, free text always offered, previews for single-select
 * options, and no timer (the CLI owns it). Below the card, what `canUseTool` resolves with.
 * The played versions are `Tests/Claude Agent SDK`.
 */
const meta = {
  title: 'Protocols/Claude Agent SDK',
  component: ClaudeHost,
  args: { input: auqInput },
} satisfies Meta<typeof ClaudeHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two questions: single-select, then multi-select. */
export const Pending: Story = {};

/** A multi-select question: labels join with ", " in option order. */
export const MultiSelect: Story = { args: { input: { questions: [featuresQuestion] } } };

/** Free text: in place of a label it is the answer; beside labels it goes to `notes`. */
export const FreeText: Story = { args: { input: { questions: [libraryQuestion] } } };

/** Markdown previews of a single-select question's options. */
export const Preview: Story = { args: { input: previewInput } };

/** An `html` session: the preview is its source text, never HTML. */
export const PreviewHtml: Story = { args: { input: htmlPreviewInput, previewFormat: 'html' } };

/** With a "Stop the turn" button: the query's abort resolves the card, `canUseTool` gets null. */
export const Stoppable: Story = { args: { stoppable: true } };

/** Simplified Chinese. */
export const ZhCN: Story = { args: { input: zhInput }, globals: { locale: 'zh-CN' } };

/** Dark theme. */
export const Dark: Story = { args: { input: previewInput }, globals: { theme: 'dark' } };
