import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AskReason } from '../src/core/types';
import { AskTranscript } from '../src/react/transcript';
import {
  deployAnswers,
  deployRequest,
  openClawAnswers,
  openClawRequest,
  storedRow,
} from '../src/react/transcript/fixtures';

/**
 * The read-only summary a finished ask leaves in the chat history, drawn from the persisted
 * `details`: the same summary, in the card's type and on its own surface, for every dialect.
 * Unusable details (imported or malformed history) show the generic content instead. Pristine
 * stories; the assertions live under **Tests/AskTranscript**.
 */
const meta = {
  title: 'Components/AskTranscript',
  component: AskTranscript,
  args: { details: undefined, content: '' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AskTranscript>;

export default meta;
type Story = StoryObj<typeof meta>;

const deploy = (reason?: AskReason) => storedRow(deployRequest, deployAnswers, reason);
const openClaw = (reason?: AskReason) => storedRow(openClawRequest, openClawAnswers, reason);

/** `asktool`: each label its own pill, a skipped question says so. */
export const Asktool: Story = { args: deploy() };

/** `ask_user`: `Header: a, b`, the header said once. */
export const AskUser: Story = { args: openClaw() };

/** Declined: the outcome line follows the answers. */
export const Declined: Story = { args: deploy('declined') };

/** Stopped part-way. */
export const Stopped: Story = { args: storedRow(deployRequest, [deployAnswers[0]!], 'stopped') };

/** `ask_user` ran out of time: the questions stay readable. */
export const Expired: Story = { args: openClaw('expired') };

/** Simplified Chinese messages. */
export const ZhCN: Story = { args: deploy('stopped'), globals: { locale: 'zh-CN' } };

/** The dark theme. */
export const Dark: Story = { args: openClaw(), globals: { theme: 'dark' } };

/** Details that do not validate: the generic row of the content. */
export const Malformed: Story = {
  args: { details: { foo: [1, 2] }, content: deploy().content },
};

/** On a serif page with no theme switch: the transcript keeps the card's type and its own surface. */
export const OnASerifPage: Story = {
  args: deploy(),
  decorators: [
    (Story) => (
      <div style={{ fontFamily: 'Georgia, serif' }}>
        <p>The host page&apos;s own text, in its serif.</p>
        <Story />
      </div>
    ),
  ],
};
