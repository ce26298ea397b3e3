import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  AgUiHost,
  cards,
  confirmInterrupt,
  DeployAnswer,
  expectResume,
  expiredInterrupt,
  formInterrupt,
  nestedInterrupt,
  soonInterrupt,
  toolCallInterrupt,
  unknownInterrupt,
} from '../ag-ui.fixtures';
import { expectNoAxeViolations, mounted, press, readNewStep, tabTo } from '../keyboard';
import { expectNoFrame } from '../page';

/**
 * `ask-cards/ag-ui` played by keyboard on a test agent built on the real `AbstractAgent` of
 * `@ag-ui/client` 1.0: each story checks the exact `resume[]` the agent's next run receives
 * (after the client's own checks). The designers' stories are `Protocols/AG-UI`.
 */
const meta = {
  title: 'Tests/AG-UI',
  component: AgUiHost,
  args: { interrupts: [formInterrupt, confirmInterrupt] },
} satisfies Meta<typeof AgUiHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const sent = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Resume sent' });

/** The form by keyboard, then the yes/no: one resume, both entries, in the interrupts' order. */
async function answerBoth(canvasElement: HTMLElement) {
  await mounted();
  const [form, confirm] = cards(canvasElement).map((c) => within(c));
  await tabTo(form!.getByRole('radio', { name: /staging/ }));
  await press('{ArrowDown}');
  await tabTo(form!.getByRole('textbox', { name: /Replicas/ }));
  await press('3');
  await tabTo(form!.getByRole('button', { name: 'Submit' }));
  await press('{Enter}');
  // AG-UI has no partial resume: nothing goes while the confirmation is open.
  await expect(sent(canvasElement)).toHaveTextContent('');
  await tabTo(confirm!.getByRole('radio', { name: 'Yes' }));
  await press(' ');
  await readNewStep();
  await expectNoAxeViolations(canvasElement);
  await tabTo(confirm!.getByRole('button', { name: 'Submit' }));
  await press('{Enter}');
  const payload = { env: 'production', replicas: 3 };
  await expectResume(canvasElement, [
    { interruptId: 'int-form', status: 'resolved', payload },
    { interruptId: 'int-confirm', status: 'resolved', payload: true },
  ]);
  // What the agent validates on resume accepts the payload as sent.
  await expect(DeployAnswer.safeParse(payload).success).toBe(true);
}

export const TwoInterruptsByKeyboard: Story = {
  play: ({ canvasElement }) => answerBoth(canvasElement),
};

/** Dark: the page around the cards is dark too. */
export const TwoInterruptsDarkByKeyboard: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectNoFrame(canvasElement);
    await answerBoth(canvasElement);
  },
};

/** One interrupt past `expiresAt` is cancelled at once; the other answered in time. */
export const ExpiredGoesCancelled: Story = {
  args: { interrupts: [soonInterrupt(), expiredInterrupt] },
  play: async ({ canvasElement }) => {
    await mounted();
    const [soon] = cards(canvasElement).map((c) => within(c));
    await tabTo(soon!.getByRole('radio', { name: 'Yes' }));
    await press(' ');
    await tabTo(soon!.getByRole('button', { name: 'Submit' }));
    await press('{Enter}');
    await expectResume(canvasElement, [
      { interruptId: 'int-soon', status: 'resolved', payload: true },
      { interruptId: 'int-expired', status: 'cancelled' },
    ]);
  },
};

/**
 * The same two cards at mount: the one past its deadline ends at once, and leaves focus to the
 * live card's question (it used to take focus to its outcome from load to load).
 */
export const ExpiredLeavesFocusToLiveCard: Story = {
  args: { interrupts: [soonInterrupt(), expiredInterrupt] },
  play: async ({ canvasElement }) => {
    await mounted();
    const [soon, expired] = cards(canvasElement);
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-part', 'question'));
    await expect(soon!.contains(document.activeElement)).toBe(true);
    await expect(expired!.contains(document.activeElement)).toBe(false);
  },
};

/** A `tool_call` with no approval view: the note says so; its Cancel settles it. */
export const ToolCallNoteCancels: Story = {
  args: { interrupts: [toolCallInterrupt] },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/not asking a question/)).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(0);
    await expectNoAxeViolations(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Cancel' }));
    await press('{Enter}');
    await expectResume(canvasElement, [{ interruptId: 'int-tool', status: 'cancelled' }]);
  },
};

/** An unknown reason with only a message: one free-text answer, sent as the payload. */
export const UnknownReasonFreeText: Story = {
  args: { interrupts: [unknownInterrupt] },
  play: async ({ canvasElement }) => {
    await mounted();
    const [card] = cards(canvasElement).map((c) => within(c));
    await expect(card!.getByText(/Which table/)).toBeVisible();
    await tabTo(card!.getByRole('textbox'));
    await press('orders_2019');
    await tabTo(card!.getByRole('button', { name: 'Submit' }));
    await press('{Enter}');
    await expectResume(canvasElement, [
      { interruptId: 'int-langgraph', status: 'resolved', payload: 'orders_2019' },
    ]);
  },
};

/** The JSON text field: invalid JSON is refused with the place to fix; valid JSON is sent. */
export const JsonTextFallback: Story = {
  args: { interrupts: [nestedInterrupt], fallback: true },
  play: async ({ canvasElement }) => {
    await mounted();
    const [card] = cards(canvasElement).map((c) => within(c));
    const field = card!.getByRole('textbox', { name: /Answer as JSON/ });
    await tabTo(field);
    await press('{{"owner": ');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(card!.getByText(/not valid JSON: check line 1/)).toBeVisible();
    await expect(card!.getByRole('button', { name: 'Submit' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await press('{{"name": "Ada", "email": "ada@example.com"}}');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    // Submit's colours ease in (a CSS transition): axe reads them once they have settled.
    await readNewStep();
    await expectNoAxeViolations(canvasElement);
    await tabTo(card!.getByRole('button', { name: 'Submit' }));
    await press('{Enter}');
    await expectResume(canvasElement, [
      {
        interruptId: 'int-owner',
        status: 'resolved',
        payload: { owner: { name: 'Ada', email: 'ada@example.com' } },
      },
    ]);
  },
};

/** Simplified Chinese: the note and its Cancel in the catalog's words, cancelled by keyboard. */
export const ZhCNByKeyboard: Story = {
  globals: { locale: 'zh-CN' },
  args: { interrupts: [toolCallInterrupt] },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/智能体请求批准一项操作/)).toBeVisible();
    await expectNoAxeViolations(canvasElement);
    await tabTo(canvas.getByRole('button', { name: '取消' }));
    await press('{Enter}');
    await expectResume(canvasElement, [{ interruptId: 'int-tool', status: 'cancelled' }]);
  },
};
