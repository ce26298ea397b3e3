import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  EXTENDED_Q1,
  EXTENDED_Q2,
  EXTENDED_Q3,
  extendedInput,
} from '../../src/core/adapters/ask-user-question/extended-fixtures';
import { ClaudeHost, expectResult } from '../claude-agent-sdk.fixtures';
import {
  expectFocus,
  expectNoAxeViolations,
  mounted,
  press,
  readNewStep,
  tabTo,
} from '../keyboard';

/**
 * Claude's extended questions (issue 25 #2), played by keyboard alone: the text typed, the
 * number stepped with the arrow keys, submitted; and the "Ask me more" path, whose result
 * carries `followUp: true`. The designers' stories are `Protocols/Claude Agent SDK extended
 * questions`.
 */
const meta = {
  title: 'Tests/Claude Agent SDK extended questions',
  component: ClaudeHost,
  args: { input: extendedInput, onResult: fn() },
} satisfies Meta<typeof ClaudeHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose, type the name, step the number up twice, submit with Ctrl+Enter. */
export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: extendedInput.title })).toBeVisible();
    await expectFocus(canvas.getByRole('heading', { name: /Where should the backups go/ }));
    await press('1{Enter}');
    await readNewStep();
    const name = canvas.getByRole('textbox', { name: /What should the backup job be called/ });
    await expect(name).toHaveAttribute('placeholder', 'e.g. nightly-db');
    await expect(name).toHaveAccessibleDescription('Shown in the scheduler and in alerts.');
    await tabTo(name);
    await press('nightly-db');
    await press('{Control>}{Enter}{/Control}');
    await readNewStep();
    const timeout = canvas.getByRole('spinbutton', { name: /How long may one backup run/ });
    await expect(timeout).toHaveValue('30');
    await expect(timeout).toHaveAccessibleDescription(
      'The job is stopped after this. From 5 to 120 minutes, in steps of 5 minutes.',
    );
    await tabTo(timeout);
    await press('{ArrowUp}{ArrowUp}');
    await expect(timeout).toHaveValue('40');
    await expect(timeout).toHaveAttribute('aria-valuenow', '40');
    await expect(timeout).toHaveAttribute('aria-valuetext', '40 minutes');
    await expect(canvas.getByRole('button', { name: 'Ask me more' })).toBeVisible();
    await expectNoAxeViolations(canvasElement);
    await press('{Control>}{Enter}{/Control}');
    const result = {
      behavior: 'allow',
      updatedInput: {
        ...extendedInput,
        answers: { [EXTENDED_Q1]: 'S3', [EXTENDED_Q2]: 'nightly-db', [EXTENDED_Q3]: '40' },
      },
    };
    await expectResult(canvasElement, result);
    await expect(args.onResult).toHaveBeenCalledWith(result);
  },
};

/** The follow-up path: the default taken as it stands, then "Ask me more" by keyboard. */
export const FollowUp: Story = {
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expectFocus(canvas.getByRole('heading', { name: /Where should the backups go/ }));
    await press('2{Enter}');
    await readNewStep();
    await tabTo(canvas.getByRole('textbox', { name: /backup job/ }));
    await press('db-nightly{Control>}{Enter}{/Control}');
    await readNewStep();
    const more = canvas.getByRole('button', { name: 'Ask me more' });
    await tabTo(more);
    await expectNoAxeViolations(canvasElement);
    await press('{Enter}');
    const result = {
      behavior: 'allow',
      updatedInput: {
        ...extendedInput,
        answers: {
          [EXTENDED_Q1]: 'Local disk',
          [EXTENDED_Q2]: 'db-nightly',
          [EXTENDED_Q3]: '30',
        },
        followUp: true,
      },
    };
    await expectResult(canvasElement, result);
    await expect(args.onResult).toHaveBeenCalledWith(result);
  },
};

/** Simplified Chinese: the range and "Ask me more" in zh-CN. */
export const ZhCN: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    await press('1{Enter}');
    await readNewStep();
    await tabTo(canvas.getByRole('textbox', { name: /backup job/ }));
    await press('x{Control>}{Enter}{/Control}');
    await readNewStep();
    await expect(canvas.getByText('5 到 120 minutes，步长 5 minutes。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '再问我一些' })).toBeVisible();
    await expectNoAxeViolations(canvasElement);
  },
};
