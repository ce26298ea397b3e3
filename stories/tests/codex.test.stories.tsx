import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  expectFocus,
  expectNoAxeViolations,
  mounted,
  press,
  readNewStep,
  tab,
  tabTo,
} from '../keyboard';
import {
  CodexHost,
  envParams,
  freeTextParams,
  noOtherParams,
  ruiParams,
  secretParams,
  threeParams,
  zhParams,
} from '../codex.fixtures';
import { expectNoFrame } from '../page';

/**
 * Codex `request_user_input`, played: each card completed with the keyboard alone (the final
 * Submit is a click), checking the exact JSON-RPC message the client sends. The designers'
 * stories are `Protocols/Codex`.
 */
const meta = {
  title: 'Tests/Codex',
  component: CodexHost,
  args: { params: ruiParams, onResponse: fn() },
} satisfies Meta<typeof CodexHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const reply = (answers: Record<string, { answers: string[] }>) => ({
  jsonrpc: '2.0',
  id: 7,
  result: { answers },
});

async function expectSent(args: { onResponse?: unknown }, message: unknown) {
  await waitFor(() => expect(args.onResponse).toHaveBeenCalledWith(message));
}

const status = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'JSON-RPC response' });

/** A label, Next, a secret, Submit: the label, then the secret in the message only. */
export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expectFocus(canvas.getByRole('heading', { name: /Where should this deploy/ }));
    await press('2');
    await expectFocus(canvas.getByRole('radio', { name: /Production/ }));
    await press('{Enter}');
    await readNewStep();
    await expectFocus(canvas.getByRole('heading', { name: /deploy token/ }));
    await tab();
    await press('tok_live_42');
    await expectNoAxeViolations(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectSent(
      args,
      reply({ deploy_env: { answers: ['Production'] }, api_token: { answers: ['tok_live_42'] } }),
    );
    await expect(status(canvasElement)).not.toHaveTextContent('tok_live_42');
    await expect(canvasElement).not.toHaveTextContent('tok_live_42');
  },
};

/** A label and free text: the label, then the text. */
export const FreeText: Story = {
  args: { params: envParams },
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expectFocus(canvas.getByRole('heading'));
    await press('3');
    await expectFocus(canvas.getByRole('textbox'));
    await press('Canary first');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectSent(args, reply({ deploy_env: { answers: ['Canary first'] } }));
  },
};

/** `options: null`: the question is its text field. */
export const TextOnly: Story = {
  args: { params: freeTextParams },
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expectFocus(canvas.getByRole('heading'));
    await tab();
    await expectFocus(canvas.getByRole('textbox'));
    await press('Faster builds');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectSent(args, reply({ release_notes: { answers: ['Faster builds'] } }));
  },
};

/** `isSecret`: typed into a password field, masked on screen, sent in the message only. */
export const Secret: Story = {
  args: { params: secretParams },
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expectFocus(canvas.getByRole('heading'));
    await tab();
    const field = canvasElement.querySelector<HTMLInputElement>('input[type="password"]')!;
    await expectFocus(field);
    await press('hunter2');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectSent(args, reply({ api_token: { answers: ['hunter2'] } }));
    await expect(canvasElement).not.toHaveTextContent('hunter2');
    await expect(status(canvasElement)).toHaveTextContent('••••••');
  },
};

/**
 * `isOther: false` (only a non-model caller sends it) still offers the free text, as every Codex
 * client must (PROTOCOLS.md §5.4): the third choice is the field.
 */
export const IsOtherFalse: Story = { ...FreeText, args: { params: noOtherParams } };

/** Skip one question, revisit the first by its indicator, then Submit: the skip is `[]`. */
export const Revisit: Story = {
  args: { params: threeParams },
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expectFocus(canvas.getByRole('heading', { name: /Where should this deploy/ }));
    await press('1');
    await press('{Enter}');
    await readNewStep();
    await tabTo(canvas.getByRole('button', { name: 'Skip' }));
    await press('{Enter}');
    await readNewStep();
    await expectFocus(canvas.getByRole('heading', { name: /Post in #deploys/ }));
    await press('1');
    await tabTo(canvas.getByRole('button', { name: 'Question 1 of 3, answered' }), true);
    await press('{Enter}');
    await readNewStep();
    await expectFocus(canvas.getByRole('heading', { name: /Where should this deploy/ }));
    await expect(canvas.getByRole('radio', { name: /Staging/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await press('2');
    await press('{Enter}');
    await readNewStep();
    await expectNoAxeViolations(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectSent(
      args,
      reply({
        deploy_env: { answers: ['Production'] },
        api_token: { answers: [] },
        notify: { answers: ['Yes'] },
      }),
    );
  },
};

/** Decline all: `{ answers: {} }`. */
export const Declined: Story = {
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expectFocus(canvas.getByRole('heading', { name: /Where should this deploy/ }));
    await tabTo(canvas.getByRole('button', { name: 'Decline all' }));
    await press('{Enter}');
    await expectSent(args, reply({}));
  },
};

/** The turn is interrupted: Codex settles the request, the client sends nothing. */
export const Stopped: Story = {
  args: { stoppable: true },
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expectFocus(canvas.getByRole('heading', { name: /Where should this deploy/ }));
    await press('1');
    await tabTo(canvas.getByRole('button', { name: 'Stop the turn' }), true);
    await press('{Enter}');
    await expectSent(args, null);
    await expect(status(canvasElement)).toHaveTextContent('nothing sent');
  },
};

/** Simplified Chinese. */
export const ZhCN: Story = {
  args: { params: zhParams },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expectFocus(canvas.getByRole('heading', { name: /部署到哪里/ }));
    await press('2');
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expectSent(args, reply({ deploy_env: { answers: ['生产'] } }));
  },
};

/** Dark theme, on a dark page with no frame of another colour (issue 27 #15). */
export const Dark: Story = {
  args: { params: envParams },
  globals: { theme: 'dark' },
  play: async ({ canvasElement, args }) => {
    await mounted();
    await expectNoFrame(canvasElement);
    const canvas = within(canvasElement);
    await expectFocus(canvas.getByRole('heading'));
    await press('1');
    await expectNoAxeViolations(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectSent(args, reply({ deploy_env: { answers: ['Staging (Recommended)'] } }));
  },
};
