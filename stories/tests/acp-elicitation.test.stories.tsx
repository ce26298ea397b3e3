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
  AcpFormHost,
  AcpUrlHost,
  card,
  claudeOneParams,
  claudeSeveralParams,
  expectResponse,
  formParams,
  patternParams,
  unknownTypeParams,
} from '../acp-elicitation.fixtures';
import { expectNoFrame } from '../page';

/**
 * ACP elicitation, played: each request answered with the keyboard alone, checking the exact
 * `CreateElicitationResponse` the editor sends back to the agent. The designers' stories are
 * `Protocols/ACP elicitation`.
 */
const meta = {
  title: 'Tests/ACP elicitation',
  component: AcpFormHost,
  args: { params: formParams, onResult: fn() },
} satisfies Meta<typeof AcpFormHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field by keyboard: the option's const is sent, the integer typed, the boolean a boolean. */
async function fillForm(canvasElement: HTMLElement) {
  await mounted();
  const canvas = within(card(canvasElement));
  await expect(canvas.getByText('Requested by Deploy agent')).toBeVisible();
  await expect(canvas.getByText('Live traffic')).toBeVisible();
  await expectFocus(canvas.getAllByRole('heading')[0]!);
  await tab();
  await expectFocus(canvas.getByRole('radio', { name: /Staging/ }));
  await press('{ArrowDown}');
  await expect(canvas.getByRole('radio', { name: /Production/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await tab();
  await expectFocus(canvas.getByRole('textbox', { name: /Replicas/ }));
  await press('12');
  await expect(canvas.getByRole('textbox', { name: /Replicas/ })).toHaveAccessibleDescription(
    expect.stringContaining('Enter 9 or less.'),
  );
  await press('{Backspace}{Backspace}3');
  await tab();
  await expectFocus(canvas.getByRole('checkbox', { name: /Lint/ }));
  await press(' ');
  await tab(2);
  await expectFocus(canvas.getByRole('radio', { name: 'Yes' }));
  await press(' ');
  // Submit's colours ease in (a CSS transition): axe reads them once they have settled.
  await readNewStep();
  await expectNoAxeViolations(canvasElement);
  await tabTo(canvas.getByRole('button', { name: 'Submit' }));
  await press('{Enter}');
  await expectResponse(canvasElement, {
    action: 'accept',
    content: { target: 'production', replicas: 3, checks: ['lint'], notify: true },
  });
}

export const FormByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await fillForm(canvasElement);
    await expect(args.onResult).toHaveBeenCalledTimes(1);
  },
};

/** Dark: the page around the card is dark too, and the form by keyboard. */
export const FormDarkByKeyboard: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectNoFrame(canvasElement);
    await fillForm(canvasElement);
  },
};

/** Decline by keyboard: the agent reads `decline`, not `cancel`. */
export const DeclineByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(card(canvasElement));
    await tabTo(canvas.getByRole('button', { name: /Decline/ }));
    await press('{Enter}');
    await expectResponse(canvasElement, { action: 'decline' });
  },
};

/** A `pattern`: "release/2" keeps Submit waiting; "release/2.4" is sent. */
export const PatternByKeyboard: Story = {
  args: { params: patternParams },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(card(canvasElement));
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await tab();
    const field = canvas.getByRole('textbox', { name: /Branch/ });
    await expectFocus(field);
    await press('release/2');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await press('.4');
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await press('{Control>}{Enter}{/Control}');
    await expectResponse(canvasElement, {
      action: 'accept',
      content: { branch: 'release/2.4' },
    });
  },
};

/** Claude over ACP, one question: the preview follows the choice; the const goes in question_0. */
export const ClaudeOneQuestionByKeyboard: Story = {
  args: { params: claudeOneParams },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(card(canvasElement));
    const heading = canvas.getByRole('heading', { name: /Which layout/ });
    await expectFocus(heading);
    await expect(heading).toHaveTextContent('Layout');
    // Asked once: the message is the question, not shown again above it.
    await expect(canvas.getAllByText(/Which layout/)).toHaveLength(1);
    await press('2');
    await expectFocus(canvas.getByRole('radio', { name: /Tabs/ }));
    await expect(canvas.getByRole('figure', { name: 'Tabs' })).toHaveTextContent('[General]');
    // With an answer, Submit turns primary; its colours ease in before axe reads them.
    await readNewStep();
    await expectNoAxeViolations(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Submit' }));
    await press('{Enter}');
    await expectResponse(canvasElement, { action: 'accept', content: { question_0: 'Tabs' } });
  },
};

/**
 * Claude over ACP, two questions one at a time: "Other" typed for the first (sent in
 * question_0_custom alone), two labels and a note for the second (both keys).
 */
export const ClaudePickAndOtherByKeyboard: Story = {
  args: { params: claudeSeveralParams, layout: 'stepper' },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(card(canvasElement));
    await expectFocus(canvas.getByRole('heading', { name: /Which library/ }));
    await press('3');
    const other = canvas.getByRole('textbox');
    await expectFocus(other);
    await press('Temporal');
    await press('{Control>}{Enter}{/Control}');
    await readNewStep();
    await expectFocus(canvas.getByRole('heading', { name: /Which features/ }));
    await press('1');
    await press('3');
    await press('4');
    await expectFocus(canvas.getByRole('textbox'));
    await press('only on Wi-Fi');
    await tabTo(canvas.getByRole('button', { name: 'Submit' }));
    await press('{Enter}');
    await expectResponse(canvasElement, {
      action: 'accept',
      content: {
        question_0_custom: 'Temporal',
        question_1: ['Dark mode', 'Sync'],
        question_1_custom: 'only on Wi-Fi',
      },
    });
  },
};

const openUrl = fn();

/** URL mode: Open by keyboard is consent (`accept`); the agent's `elicitation/complete` closes it. */
export const UrlOpenThenComplete: Story = {
  render: () => <AcpUrlHost onOpenUrl={openUrl} completable />,
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    const url = within(card(canvasElement));
    await expect(url.getByText('accounts.example.com')).toBeVisible();
    await tabTo(url.getByRole('button', { name: 'Open accounts.example.com' }));
    await press('{Enter}');
    await expect(openUrl).toHaveBeenCalledWith(
      'https://accounts.example.com/oauth/authorize?client=deploy',
    );
    await expectResponse(canvasElement, { action: 'accept' });
    await expect(url.getAllByText(/Opened accounts\.example\.com/)[0]).toBeVisible();
    await tabTo(canvas.getByRole('button', { name: 'Agent sends elicitation/complete' }));
    await press('{Enter}');
    await expect(
      url.getAllByText('Done: the request at accounts.example.com is complete.')[0],
    ).toBeVisible();
    await expect(url.queryByRole('button', { name: /^Open/ })).toBeNull();
    // Still the one response: completion after consent sends nothing more.
    await expectResponse(canvasElement, { action: 'accept' });
  },
};

/** A type ACP does not define: no card, the reason named by field, and `cancel` sent. */
export const RefusedShowsTheReason: Story = {
  args: { params: unknownTypeParams },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Deploy agent sent a form this editor cannot show',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('requestedSchema.properties.banner');
    await expect(card(canvasElement)).toBeNull();
    await expectResponse(canvasElement, { action: 'cancel' });
  },
};
