import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AskToolPart } from '../../src/ai-sdk';
import { toolPart } from '../ai-sdk.fixtures';
import { expectFocus, mounted, press, readNewStep } from '../keyboard';

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
    await mounted();
    const canvas = within(canvasElement);
    await expectFocus(canvas.getByRole('heading', { name: /Which environment/ }));
    await press('2');
    await expectFocus(canvas.getByRole('radio', { name: /Production/ }));
    await press('{Enter}');
    await readNewStep();
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
