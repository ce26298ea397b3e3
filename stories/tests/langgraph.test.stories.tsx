import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  approvalInterrupt,
  askUserInterrupt,
  cards,
  checkDeploy,
  expectResumes,
  formInterrupt,
  keyedInterrupts,
  LangGraphHost,
  textInterrupt,
} from '../langgraph.fixtures';
import { expectNoAxeViolations, mounted, press, readNewStep, tabTo } from '../keyboard';
import { expectNoFrame } from '../page';

/**
 * `ask-cards/langgraph` played by keyboard on a structural `useStream` result: each story checks
 * every `command.resume` submitted. The designers' stories are `Protocols/LangGraph`.
 */
const meta = {
  title: 'Tests/LangGraph',
  component: LangGraphHost,
  args: { interrupts: [formInterrupt], check: checkDeploy },
} satisfies Meta<typeof LangGraphHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const sent = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Resume sent' });

/** Submits the first card by keyboard. */
async function submit(canvasElement: HTMLElement) {
  const [card] = cards(canvasElement).map((c) => within(c));
  await tabTo(card!.getByRole('button', { name: 'Submit' }));
  await press('{Enter}');
}

/** Production without replicas: refused by the graph's zod schema, shown under Replicas. */
async function refuseThenFix(canvasElement: HTMLElement) {
  await mounted();
  let [card] = cards(canvasElement).map((c) => within(c));
  await expect(card!.getByText('Where should I deploy?')).toBeVisible();
  await tabTo(card!.getByRole('radio', { name: /staging/ }));
  await press('{ArrowDown}');
  await submit(canvasElement);
  await expectResumes(canvasElement, [{ env: 'production' }]);
  // The card reopens with the answer kept and the graph's issue under its field (the live
  // region announces it too).
  await waitFor(() =>
    expect(cards(canvasElement)[0]!.querySelector('[data-part="field-error"]')).toHaveTextContent(
      'Production needs the number of replicas.',
    ),
  );
  [card] = cards(canvasElement).map((c) => within(c));
  const replicas = card!.getByRole('textbox', { name: /Replicas/ });
  await expect(replicas).toHaveAttribute('aria-invalid', 'true');
  await expect(card!.getByRole('radio', { name: /production/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await readNewStep();
  await expectNoAxeViolations(canvasElement);
  await tabTo(replicas);
  await press('2');
  await submit(canvasElement);
  await expectResumes(canvasElement, [{ env: 'production' }, { env: 'production', replicas: 2 }]);
}

export const FormByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await mounted();
    const [card] = cards(canvasElement).map((c) => within(c));
    await tabTo(card!.getByRole('radio', { name: /staging/ }));
    await press(' ');
    await submit(canvasElement);
    await expectResumes(canvasElement, [{ env: 'staging' }]);
  },
};

export const RefusedThenFixed: Story = {
  play: ({ canvasElement }) => refuseThenFix(canvasElement),
};

/** Dark: the page around the card is dark too. */
export const RefusedThenFixedDark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectNoFrame(canvasElement);
    await refuseThenFix(canvasElement);
  },
};

/** An `ask_user` value: its card, resumed with OpenClaw's `{ status, answers }` result. */
export const DialectValueByKeyboard: Story = {
  args: { interrupts: [askUserInterrupt], check: undefined },
  play: async ({ canvasElement }) => {
    await mounted();
    const [root] = cards(canvasElement);
    await expect(root).toHaveAttribute('data-dialect', 'ask_user');
    await tabTo(within(root!).getByRole('radio', { name: /Email/ }));
    await press('{ArrowDown}');
    await expect(within(root!).getByRole('radio', { name: /Slack/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await submit(canvasElement);
    await waitFor(() => expect(sent(canvasElement)).toHaveTextContent(/Slack/));
    const [result] = JSON.parse(sent(canvasElement).textContent!) as { status: string }[];
    await expect(result!.status).toBe('answered');
  },
};

/** A plain value: one free-text answer, resumed with the text itself. */
export const PlainValueFreeText: Story = {
  args: { interrupts: [textInterrupt], check: undefined },
  play: async ({ canvasElement }) => {
    await mounted();
    const [card] = cards(canvasElement).map((c) => within(c));
    await expect(card!.getByText('Which branch should I release from?')).toBeVisible();
    await tabTo(card!.getByRole('textbox', { name: /Your answer/ }));
    await press('release/2.4');
    await submit(canvasElement);
    await expectResumes(canvasElement, ['release/2.4']);
  },
};

/** Declined: LangGraph has no cancel, so nothing is sent and the card says so. */
export const DeclinedSendsNothing: Story = {
  args: { interrupts: [textInterrupt], check: undefined },
  play: async ({ canvasElement }) => {
    await mounted();
    const [card] = cards(canvasElement).map((c) => within(c));
    await tabTo(card!.getByRole('button', { name: /Decline/ }));
    await press('{Enter}');
    await expect(
      within(canvasElement).getByText(/Left unanswered: nothing was sent/),
    ).toBeVisible();
    await expect(sent(canvasElement)).toHaveTextContent('');
  },
};

/** Two interrupts: nothing goes after the first; one resume, a map by interrupt id. */
export const TwoKeyedOneResume: Story = {
  args: { interrupts: keyedInterrupts, check: undefined },
  play: async ({ canvasElement }) => {
    await mounted();
    const [eu, us] = cards(canvasElement).map((c) => within(c));
    await tabTo(eu!.getByRole('textbox', { name: /Your answer/ }));
    await press('Sat 02:00');
    await tabTo(eu!.getByRole('button', { name: 'Submit' }));
    await press('{Enter}');
    await expect(sent(canvasElement)).toHaveTextContent('');
    await tabTo(us!.getByRole('textbox', { name: /Your answer/ }));
    await press('Sun 03:00');
    await tabTo(us!.getByRole('button', { name: 'Submit' }));
    await press('{Enter}');
    await expectResumes(canvasElement, [{ 'lg-eu': 'Sat 02:00', 'lg-us': 'Sun 03:00' }]);
  },
};

/** An approval value: the "not a question" note, no card, nothing sent. */
export const ApprovalIsANote: Story = {
  args: { interrupts: [approvalInterrupt], check: undefined },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent(/not an answer to a question/);
    await expect(cards(canvasElement)).toHaveLength(0);
    await expect(sent(canvasElement)).toHaveTextContent('');
    await expectNoAxeViolations(canvasElement);
  },
};

/** Simplified Chinese: the free-text answer's label from the catalog. */
export const ZhCNPlainValue: Story = {
  globals: { locale: 'zh-CN' },
  args: { interrupts: [textInterrupt], check: undefined },
  play: async ({ canvasElement }) => {
    await mounted();
    const [card] = cards(canvasElement).map((c) => within(c));
    await expect(card!.queryByRole('textbox', { name: /Your answer/ })).toBeNull();
    await expectNoAxeViolations(canvasElement);
  },
};
