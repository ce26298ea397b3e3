import type { Meta, StoryObj } from '@storybook/react-vite';
import { AskHumanInTheLoopCard } from '../src/copilotkit';
import { asktoolInput, executingArgs } from './ai-sdk.fixtures';

/**
 * `AskHumanInTheLoopCard` from `ask-cards/copilotkit`: the render of a `useHumanInTheLoop` tool in
 * each CopilotKit status. The busy placeholder while the agent streams the arguments
 * (`inProgress`), the live card while the tool waits (`executing`, its answer goes to `respond`),
 * the receipt once `complete` (from the string result CopilotKit hands back). Pristine stories;
 * the round trip through CopilotKit's runtime is `src/copilotkit/round-trip.test.tsx`.
 */
const meta = {
  title: 'Bindings/CopilotKit',
  component: AskHumanInTheLoopCard,
  args: executingArgs('copilotkit-executing'),
} satisfies Meta<typeof AskHumanInTheLoopCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `inProgress`: the agent is still writing the arguments; nothing to answer yet. */
export const InProgress: Story = {
  args: {
    toolCallId: 'copilotkit-in-progress',
    status: 'inProgress',
    args: { questions: [{ id: 'env', question: 'Which envir' }] },
    respond: undefined,
  },
};

/** `executing` for `ask_user`: the live card; its answer goes to `respond` once. */
export const ExecutingAskUser: Story = { name: 'Executing (ask_user)' };

/** `executing` for `asktool`: its answer is the `content` text. */
export const ExecutingAsktool: Story = {
  name: 'Executing (asktool)',
  args: { name: 'asktool', toolCallId: 'copilotkit-asktool', args: asktoolInput },
};

/** `complete`: the receipt, read from the string result CopilotKit keeps for the call. */
export const Complete: Story = {
  args: {
    toolCallId: 'copilotkit-complete',
    status: 'complete',
    respond: undefined,
    result: JSON.stringify({
      status: 'answered',
      answers: {
        answers: { env: { answers: ['Production'] }, notify: { answers: ['On-call'] } },
      },
    }),
  },
};

/** An input that breaks the dialect's rules: the notice; the agent got the error to fix it by. */
export const Invalid: Story = {
  args: {
    toolCallId: 'copilotkit-invalid',
    args: { questions: [{ id: 'env', question: 'Which environment?', options: [] }] },
  },
};
