import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AskToolPart } from '../src/ai-sdk';
import { openClawAnswers, openClawRequest, storedRow } from '../src/react/transcript/fixtures';
import { askUserInput, asktoolInput, toolPart } from './ai-sdk.fixtures';

/**
 * `AskToolPart` from `ask-cards/ai-sdk`, one story per state of a `useChat` tool part: the busy
 * placeholder while the input streams, the live card, the receipt once answered, the notice for a
 * failed or invalid call. Pristine stories; the played version is **Tests/AI SDK**.
 */
const meta = {
  title: 'Bindings/AI SDK',
  component: AskToolPart,
  args: { part: toolPart(), addToolOutput: fn() },
} satisfies Meta<typeof AskToolPart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `input-streaming`: the model is still writing the input; nothing to answer yet. */
export const InputStreaming: Story = {
  args: {
    part: toolPart({
      toolCallId: 'call-streaming',
      state: 'input-streaming',
      input: { questions: [{ id: 'env', question: 'Which envir' }] },
    }),
  },
};

/** `input-available` for `ask_user`: the live card, its answer goes to `addToolOutput`. */
export const InputAvailableAskUser: Story = {
  name: 'InputAvailable (ask_user)',
  args: { part: toolPart({ toolCallId: 'call-ask-user', input: askUserInput }) },
};

/** `input-available` for `asktool`. */
export const InputAvailableAsktool: Story = {
  name: 'InputAvailable (asktool)',
  args: {
    part: toolPart({ type: 'tool-asktool', toolCallId: 'call-asktool', input: asktoolInput }),
  },
};

const receipt = storedRow(openClawRequest, openClawAnswers);

/** `output-available`: the question-and-answer receipt, from the details the host kept. */
export const OutputAvailable: Story = {
  args: {
    part: toolPart({
      toolCallId: 'call-answered',
      state: 'output-available',
      input: openClawRequest,
      output: receipt.content,
    }),
    details: receipt.details,
  },
};

/** `output-error`: the localized notice, the error text as plain text. */
export const OutputError: Story = {
  args: {
    part: toolPart({
      toolCallId: 'call-error',
      state: 'output-error',
      errorText: 'questions[0].options: at least 2 options are required.',
    }),
  },
};

/** `input-available` with an input the dialect rejects: the notice, and an error answer. */
export const InvalidInput: Story = {
  args: { part: toolPart({ toolCallId: 'call-invalid', input: { questions: [{ id: 'x' }] } }) },
};
