import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { card, RefusalHost } from '../ask-card-field-errors.fixtures';
import { expectFocus, expectNoAxeViolations, mounted, press, tab } from '../keyboard';

/**
 * A refused answer fixed with the keyboard alone: the card opens on the refused question, its
 * field says why (invalid, described, announced), the fix clears it, and Submit sends a payload
 * the agent's own zod schema accepts. The designers' stories are `Components/AskCard field errors`.
 */
const meta = {
  title: 'Tests/AskCard field errors',
  component: RefusalHost,
  args: { onAccepted: fn() },
} satisfies Meta<typeof RefusalHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const REFUSAL = 'Staging has room for 2 replicas at most.';

/** See the error, fix it, submit: the agent accepts. */
export const FixAndSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    await mounted();
    const root = card(canvasElement);
    const canvas = within(root);
    await expectFocus(canvas.getByRole('heading', { name: /Replicas/ }));
    const field = canvas.getByRole('textbox', { name: /Replicas/ });
    await expect(field).toHaveValue('4');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(REFUSAL.replace('.', '\\.')));
    const live = root.querySelector('[data-part="live-region"]')!;
    await waitFor(() => expect(live).toHaveTextContent(REFUSAL));
    await expectNoAxeViolations(root);
    await tab();
    await expectFocus(field);
    await press('{Backspace}2');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(root.querySelector('[data-source="agent"]')).toBeNull();
    await press('{Control>}{Enter}{/Control}');
    await waitFor(() =>
      expect(args.onAccepted).toHaveBeenCalledWith({
        env: 'staging',
        replicas: 2,
        reason: 'Load test',
      }),
    );
  },
};

/** Submitted unchanged, the agent refuses again: the card reopens with the error once more. */
export const RefusedAgain: Story = {
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(card(canvasElement));
    await expectFocus(canvas.getByRole('heading', { name: /Replicas/ }));
    await tab();
    await press('{Backspace}3');
    await press('{Control>}{Enter}{/Control}');
    await waitFor(() =>
      expect(within(card(canvasElement)).getByRole('textbox', { name: /Replicas/ })).toHaveValue(
        '3',
      ),
    );
    const again = within(card(canvasElement)).getByRole('textbox', { name: /Replicas/ });
    await expect(again).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onAccepted).not.toHaveBeenCalled();
  },
};

/** Fixed, left and revisited: the live region reads the step, never the refusal again. */
export const NotReadAgain: Story = {
  play: async ({ canvasElement }) => {
    await mounted();
    const root = card(canvasElement);
    const canvas = within(root);
    const live = root.querySelector('[data-part="live-region"]')!;
    await waitFor(() => expect(live).toHaveTextContent(REFUSAL));
    await expectFocus(canvas.getByRole('heading', { name: /Replicas/ }));
    await tab();
    await press('{Backspace}2');
    await expect(live).not.toHaveTextContent(REFUSAL);
    await userEvent.click(canvas.getByRole('button', { name: /^Question 3 of 3/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Question 2 of 3/ }));
    await expect(live).toHaveTextContent('Question 2 of 3');
  },
};

/** Stacked: the refused field says why under it; axe clean with the error showing. */
export const Stacked: Story = {
  args: { layout: 'stacked' },
  play: async ({ canvasElement }) => {
    await mounted();
    const root = card(canvasElement);
    await expect(root.querySelector('[data-source="agent"]')).toHaveTextContent(REFUSAL);
    await expectNoAxeViolations(root);
  },
};
