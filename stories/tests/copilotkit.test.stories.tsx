import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AskHumanInTheLoopCard } from '../../src/copilotkit';
import { asktoolInput, chooseProductionByKeyboard, executingArgs } from '../ai-sdk.fixtures';
import { expectFocus, mounted, press } from '../keyboard';

/**
 * `AskHumanInTheLoopCard` at CopilotKit's `executing` status, played: answered with the keyboard
 * alone (the final Submit is a click), checking the exact `respond` call. The designers' stories
 * are `Bindings/CopilotKit`; the round trip through CopilotKit's runtime is a dom test.
 */
const meta = {
  title: 'Tests/CopilotKit',
  component: AskHumanInTheLoopCard,
  args: executingArgs('copilotkit-play'),
} satisfies Meta<typeof AskHumanInTheLoopCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two steps by keyboard, Submit by click: `respond` once, with the `ask_user` result. */
export const AnswerAskUser: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await chooseProductionByKeyboard(canvasElement);
    await press('2');
    await expectFocus(canvas.getByRole('radio', { name: /On-call/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.respond).toHaveBeenCalled());
    await expect(args.respond).toHaveBeenCalledTimes(1);
    await expect(args.respond).toHaveBeenCalledWith({
      status: 'answered',
      answers: { answers: { env: { answers: ['Production'] }, notify: { answers: ['On-call'] } } },
    });
  },
};

/** `asktool`: `respond` gets the content text, the form its seed makes the tool result. */
export const AnswerAsktool: Story = {
  args: { name: 'asktool', toolCallId: 'copilotkit-play-asktool', args: asktoolInput },
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await press('2');
    await expectFocus(canvas.getByRole('radio', { name: 'Blue' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.respond).toHaveBeenCalledTimes(1));
    await expect(args.respond).toHaveBeenCalledWith('Which colour for the banner?：Blue');
  },
};
