import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
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
  expectConfirmed,
  featuresInput,
  fourInput,
  GeminiHost,
  textInput,
  yesnoInput,
  zhInput,
} from '../gemini-ask-user.fixtures';
import { expectNoFrame } from '../page';

/**
 * Gemini CLI's `ask_user`, played: each card answered with the keyboard alone, checking the
 * exact `onConfirm(outcome, payload)` the host makes and the text the model reads (the tool's
 * `llmContent`). The designers' stories are `Protocols/Gemini ask_user`.
 */
const meta = {
  title: 'Tests/Gemini ask_user',
  component: GeminiHost,
  args: { input: featuresInput, onConfirm: fn() },
} satisfies Meta<typeof GeminiHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Waits until the host shows a submit: `onConfirm('proceed_once', { answers })`, and the model
 * reads `{ answers }` as JSON. Returns the confirmation's arguments.
 */
async function expectProceed(canvasElement: HTMLElement, answers: Record<string, string>) {
  const confirmed: [string, unknown] = ['proceed_once', { answers }];
  await expectConfirmed(canvasElement, confirmed, JSON.stringify({ answers }));
  return confirmed;
}

/** Two labels and the user's own text: one answer, labels in option order, the text last. */
export const ChoiceByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expectFocus(canvas.getByRole('heading', { name: /Which areas/ }));
    await press('2');
    await press('1');
    await expect(canvas.getByRole('checkbox', { name: /Logs/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await press('4');
    const other = canvas.getByRole('textbox');
    await expectFocus(other);
    await expect(other).toHaveAttribute('placeholder', 'Anything else?');
    await press('also metrics');
    // Submit's colours ease in (a CSS transition): axe reads them once they have settled.
    await readNewStep();
    await expectNoAxeViolations(canvasElement);
    await press('{Control>}{Enter}{/Control}');
    const confirmed = await expectProceed(canvasElement, { '0': 'Auth, Logs, also metrics' });
    await expect(args.onConfirm).toHaveBeenCalledWith(...confirmed);
  },
};

/** A text question: the typed name is the answer. */
export const TextByKeyboard: Story = {
  args: { input: textInput },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expectFocus(canvas.getByRole('heading', { name: /called/ }));
    await tab();
    const field = canvas.getByRole('textbox');
    await expectFocus(field);
    await expect(field).toHaveAttribute('placeholder', 'e.g. shop');
    await press('shop');
    await press('{Control>}{Enter}{/Control}');
    await expectProceed(canvasElement, { '0': 'shop' });
  },
};

/** Yes / No: "Yes" by its digit, then Enter. */
export const YesNoByKeyboard: Story = {
  args: { input: yesnoInput },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expectFocus(canvas.getByRole('heading', { name: /migrations/ }));
    await expect(canvas.getAllByRole('radio').map((r) => r.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Yes'), expect.stringContaining('No')]),
    );
    await press('1');
    await expectFocus(canvas.getByRole('radio', { name: /Yes/ }));
    await press('{Enter}');
    await expectProceed(canvasElement, { '0': 'Yes' });
  },
};

/**
 * Four questions, one at a time: two labels, a name, a skipped yes/no (its key left out), a
 * region; dark page, no frame around the card.
 */
export const FourQuestionsByKeyboard: Story = {
  args: { input: fourInput },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectNoFrame(canvasElement);
    await mounted();
    const canvas = within(canvasElement);
    await expectFocus(canvas.getByRole('heading', { name: /Which areas/ }));
    await press('1');
    await press('3');
    await tabTo(canvas.getByRole('button', { name: 'Next' }));
    await press('{Enter}');
    await readNewStep();
    await expectFocus(canvas.getByRole('heading', { name: /called/ }));
    await tab();
    await press('shop');
    await press('{Control>}{Enter}{/Control}');
    await readNewStep();
    await expectFocus(canvas.getByRole('heading', { name: /migrations/ }));
    await tabTo(canvas.getByRole('button', { name: 'Skip' }));
    await press('{Enter}');
    await readNewStep();
    await expectFocus(canvas.getByRole('heading', { name: /region/ }));
    await press('2');
    await readNewStep();
    await expectNoAxeViolations(canvasElement);
    await press('{Enter}');
    await expectProceed(canvasElement, { '0': 'Auth, Billing', '1': 'shop', '3': 'us-central1' });
  },
};

/** Closing the card is the CLI's Escape: `cancel`, and the model reads the dismissal line. */
export const CloseIsCancel: Story = {
  args: { input: yesnoInput },
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Close' }), true);
    await press('{Enter}');
    await expectConfirmed(
      canvasElement,
      ['cancel'],
      'User dismissed ask_user dialog without answering.',
    );
    await expect(args.onConfirm).toHaveBeenCalledWith('cancel', undefined);
  },
};

/** Simplified Chinese, stacked: a label, a name, Submit. */
export const ZhCNByKeyboard: Story = {
  args: { input: zhInput, layout: 'stacked' },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('checkbox', { name: /日志/ }));
    await press(' ');
    await tabTo(canvas.getByRole('textbox', { name: /名字/ }));
    await press('shop');
    await tabTo(canvas.getByRole('button', { name: '提交' }));
    await press('{Enter}');
    await expectProceed(canvasElement, { '0': '日志', '1': 'shop' });
  },
};
