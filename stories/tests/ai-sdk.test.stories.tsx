import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AskToolPart } from '../../src/ai-sdk';
import { chooseProductionByKeyboard, toolPart } from '../ai-sdk.fixtures';
import { expectFocus, press } from '../keyboard';

/**
 * `AskToolPart`, played: the live `ask_user` card answered with the keyboard alone (the final
 * Submit is a click), checking the exact `addToolOutput` call. The designers' stories are
 * `Bindings/AI SDK`.
 */
const meta = {
  title: 'Tests/AI SDK',
  component: AskToolPart,
  args: { part: toolPart({ toolCallId: 'call-play' }), addToolOutput: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AskToolPart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two steps by keyboard, Submit by click: one `addToolOutput`, the `ask_user` result. */
export const AnswerAskUser: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await chooseProductionByKeyboard(canvasElement);
    await expectFocus(canvas.getByRole('heading', { name: /Who should hear/ }));
    await press('1');
    await expectFocus(canvas.getByRole('radio', { name: /Team channel/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.addToolOutput).toHaveBeenCalled());
    await expect(args.addToolOutput).toHaveBeenCalledTimes(1);
    await expect(args.addToolOutput).toHaveBeenCalledWith({
      tool: 'ask_user',
      toolCallId: 'call-play',
      output: {
        status: 'answered',
        answers: {
          answers: { env: { answers: ['Production'] }, notify: { answers: ['Team channel'] } },
        },
      },
    });
  },
};
