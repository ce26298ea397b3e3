import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectFocus, expectNoAxeViolations, mounted, press, readNewStep, tab } from './keyboard';
import { FormHost } from './mcp-elicitation.fixtures';

/**
 * MCP elicitation, a string field with a `pattern` (issue 25 #8): checked as the user types by a
 * linear-time matcher (RE2), so the server never refuses after the fact. A pattern the matcher
 * cannot run (a lookahead) is left to the server, and the field says so.
 */
const meta = {
  title: 'Protocols/MCP elicitation/Pattern',
  component: FormHost,
  args: {
    params: {
      message: 'Pick a handle for your account',
      requestedSchema: {
        type: 'object',
        properties: {
          handle: {
            type: 'string',
            title: 'Handle',
            description: 'Lower-case letters only',
            pattern: '^[a-z]+$',
          },
        },
        required: ['handle'],
      },
    },
    onResult: fn(),
  },
} satisfies Meta<typeof FormHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field as it first shows: empty, Submit waiting for an answer. */
export const Pristine: Story = {};

/** Typed by keyboard: "Ada" gets the live message and Submit waits; "ada" enables Submit. */
export const TypedByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await tab();
    const field = canvas.getByRole('textbox');
    await expectFocus(field);
    await press('Ada');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toHaveAccessibleDescription('Enter it in the form this field asks for.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(canvasElement);
    await press('{Home}{Delete}a');
    await expect(field).toHaveValue('ada');
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await press('{Control>}{Enter}{/Control}');
    await waitFor(() =>
      expect(args.onResult).toHaveBeenCalledWith({ action: 'accept', content: { handle: 'ada' } }),
    );
  },
};

const lookahead = {
  message: 'Choose a password hint',
  requestedSchema: {
    type: 'object',
    properties: {
      hint: { type: 'string', title: 'Hint', pattern: '^(?=.*\\d).+$' },
    },
  },
};

/** A lookahead the matcher cannot run: the note under the field says the server checks it. */
export const ServerChecked: Story = {
  args: { params: lookahead },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    const note = canvas.getByText('The server checks the form of this answer when you submit.');
    await tab();
    const field = canvas.getByRole('textbox', { name: /Hint/ });
    await expectFocus(field);
    await expect(field).toHaveAccessibleDescription(new RegExp(note.textContent!));
    await press('abc');
    await expect(canvas.getByRole('button', { name: 'Submit' })).not.toHaveAttribute(
      'aria-disabled',
    );
    // With an answer, Submit turns primary (issue 27 #14); its colours ease in (a CSS
    // transition): axe reads them once they have settled.
    await readNewStep();
    await expectNoAxeViolations(canvasElement);
  },
};

/** Simplified Chinese: the live message and the server's note. */
export const ZhCN: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    await tab();
    await press('Ada');
    await expect(canvas.getByText('请按此字段要求的格式输入。')).toBeVisible();
  },
};
