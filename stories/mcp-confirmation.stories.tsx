import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectNoAxeViolations, mounted, press, tabTo } from './keyboard';
import {
  card,
  confirmationParams,
  expectResult,
  FormHost,
  unanswerableParams,
} from './mcp-elicitation.fixtures';

/**
 * MCP elicitation forms with no fields to fill (issue 25 #6, #7): a confirmation
 * (`properties: {}`) is the server's message with Accept / Decline / Close, and Accept sends
 * `content: {}`; a form no content can satisfy shows the server's mistake and offers Decline /
 * Close only, so the server reads `decline` or `cancel`, never a failed call.
 */
const meta = {
  title: 'Protocols/MCP elicitation/Confirmation',
  component: FormHost,
  args: { params: confirmationParams, onResult: fn() },
} satisfies Meta<typeof FormHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The confirmation as it first shows: the message, Close, Decline, Accept. */
export const Pristine: Story = {};

/** Tab to Accept, Enter: the server reads `{ action: 'accept', content: {} }`. */
export const AcceptedByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(card(canvasElement));
    await expect(canvas.getByText(confirmationParams.message)).toBeVisible();
    await expect(canvas.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Close',
      'Decline',
      'Accept',
    ]);
    await expectNoAxeViolations(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Accept' }));
    await press('{Enter}');
    await expectResult(canvasElement, { action: 'accept', content: {} });
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: {} });
  },
};

/** Simplified Chinese: Tab to 拒绝 (Decline), Enter. */
export const ZhCNDeclinedByKeyboard: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(card(canvasElement));
    await tabTo(canvas.getByRole('button', { name: '拒绝' }));
    await press('{Enter}');
    await expectResult(canvasElement, { action: 'decline' });
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await expect(args.onResult).toHaveBeenCalledWith({ action: 'decline' });
  },
};

/** A form no content satisfies, as it first shows: the message, the reason, Close and Decline. */
export const UnanswerablePristine: Story = { args: { params: unanswerableParams } };

/** No Submit or Accept to reach: Tab to Decline, Enter; the server reads `decline`. */
export const UnanswerableDeclinedByKeyboard: Story = {
  args: { params: unanswerableParams },
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(card(canvasElement));
    await expect(canvas.getByText(/This form can’t be answered/)).toBeVisible();
    await expect(canvas.getByText(/replicas\.maximum \(1\) is below minimum \(9\)/)).toBeVisible();
    await expect(canvas.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Close',
      'Decline',
    ]);
    await expect(canvas.queryByRole('button', { name: /Submit|Accept/ })).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expectNoAxeViolations(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Decline' }));
    await press('{Enter}');
    await expectResult(canvasElement, { action: 'decline' });
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await expect(args.onResult).toHaveBeenCalledWith({ action: 'decline' });
  },
};
