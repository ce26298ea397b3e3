import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  CodexHost,
  envParams,
  freeTextParams,
  noOtherParams,
  ruiParams,
  secretParams,
  threeParams,
  zhParams,
} from './codex.fixtures';

/**
 * The card a Codex app-server client renders for `item/tool/requestUserInput`: single-select
 * options, free text always, a masked field where `isSecret`, a Skip per question
 * (its answers `[]`), no timer. Below it, the response's content (secrets masked). The played
 * versions are `Tests/Codex`.
 */
const meta = {
  title: 'Protocols/Codex',
  component: CodexHost,
  args: { params: ruiParams },
} satisfies Meta<typeof CodexHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two questions: options, then a secret. */
export const Pending: Story = {};

/** One question with options. */
export const SingleQuestion: Story = { args: { params: envParams } };

/** `options: null`: free text only. */
export const FreeText: Story = { args: { params: freeTextParams } };

/** `isSecret`: the field is masked. */
export const Secret: Story = { args: { params: secretParams } };

/** `isOther: false` still offers the free text: Codex forces it true, and a client always offers it. */
export const IsOtherFalse: Story = { args: { params: noOtherParams } };

/** Three questions. */
export const ThreeQuestions: Story = { args: { params: threeParams } };

/** With a "Stop the turn" button. */
export const Stoppable: Story = { args: { stoppable: true } };

/** Simplified Chinese. */
export const ZhCN: Story = { args: { params: zhParams }, globals: { locale: 'zh-CN' } };

/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
