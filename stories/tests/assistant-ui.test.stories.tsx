import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AskApprovalQuestions } from '../../src/assistant-ui';
import { approvalOf } from '../assistant-ui.fixtures';
import { expectFocus, expectNoAxeViolations, mounted, press, readNewStep } from '../keyboard';

/**
 * `AskApprovalQuestions`, played: the questionnaire answered with the keyboard alone (the final
 * Submit is a click), checking the exact `respondToApproval` call: option ids, never labels. The
 * designers' stories are `Bindings/assistant-ui`.
 */
const meta = {
  title: 'Tests/assistant-ui',
  component: AskApprovalQuestions,
  args: { approval: approvalOf('approval-play'), respondToApproval: fn() },
} satisfies Meta<typeof AskApprovalQuestions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A single choice, several choices with typed text, then a typed answer: one response. */
export const AnswerQuestionnaire: Story = {
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expectFocus(canvas.getByRole('heading', { name: /Where should this deploy/ }));
    await expectNoAxeViolations(canvasElement);
    await press('2');
    await expectFocus(canvas.getByRole('radio', { name: /Production/ }));
    await press('{Enter}');
    await readNewStep();
    await expectFocus(canvas.getByRole('heading', { name: /Which checks/ }));
    await press('1');
    await press('3');
    await expect(canvas.getByRole('checkbox', { name: 'Lint' })).toBeChecked();
    await press('4');
    await expectFocus(canvas.getByRole('textbox'));
    await press('smoke test');
    await press('{Control>}{Enter}{/Control}');
    await readNewStep();
    await expectFocus(canvas.getByRole('heading', { name: /release note/ }));
    await press('1');
    await expectFocus(canvas.getByRole('textbox'));
    await press('Ship it');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.respondToApproval).toHaveBeenCalled());
    await expect(args.respondToApproval).toHaveBeenCalledTimes(1);
    await expect(args.respondToApproval).toHaveBeenCalledWith({
      answers: {
        env: { optionIds: ['prod'] },
        checks: { optionIds: ['unit', 'lint'], text: 'smoke test' },
        note: { text: 'Ship it' },
      },
    });
  },
};

/** Skip all is the dismissal (offered with `dismissible`): `{ approved: false }`, once. */
export const SkipAll: Story = {
  args: { approval: approvalOf('approval-play-skip', { dismissible: true }) },
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Skip all' }));
    await waitFor(() => expect(args.respondToApproval).toHaveBeenCalled());
    await expect(args.respondToApproval).toHaveBeenCalledTimes(1);
    await expect(args.respondToApproval).toHaveBeenCalledWith({ approved: false });
  },
};
