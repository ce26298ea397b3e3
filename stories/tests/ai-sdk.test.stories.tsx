import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

const confirm = (id: string, question: string) => ({
  questions: [{ id, header: 'Confirm', question, options: [{ label: 'Yes' }, { label: 'No' }] }],
});

/**
 * The stream sends the call again with another question under the same `toolCallId` (issue 24):
 * the card starts over, nothing chosen, and the answer sent is the new question's.
 */
export const QuestionChangesUnderSameCallId: Story = {
  args: { part: toolPart({ toolCallId: 'call-changed' }) },
  render: function Render({ addToolOutput }) {
    const [input, setInput] = useState(() => confirm('deploy', 'Deploy to staging?'));
    return (
      <>
        <AskToolPart
          part={toolPart({ toolCallId: 'call-changed', input })}
          addToolOutput={addToolOutput}
        />
        <button
          type="button"
          onClick={() => setInput(confirm('drop', 'Delete the production database?'))}
        >
          Stream the call again
        </button>
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Yes' }));
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Stream the call again' }));
    await expect(await canvas.findByText('Delete the production database?')).toBeVisible();
    await expect(canvas.queryByText('Deploy to staging?')).toBeNull();
    await expect(canvas.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'No' }));
    const submit = canvas.queryByRole('button', { name: 'Submit' });
    if (submit) await userEvent.click(submit);
    await waitFor(() => expect(args.addToolOutput).toHaveBeenCalledTimes(1));
    await expect(args.addToolOutput).toHaveBeenCalledWith({
      tool: 'ask_user',
      toolCallId: 'call-changed',
      output: { status: 'answered', answers: { answers: { drop: { answers: ['No'] } } } },
    });
  },
};
