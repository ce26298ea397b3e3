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
  card,
  DeployAnswer,
  deploySchema,
  expectResumeEntry,
  INTERRUPT_ID,
  JsonSchemaFormHost,
  nestedSchema,
} from '../json-schema-form.fixtures';
import { expectNoFrame } from '../page';

/**
 * An open JSON Schema's card, played: zod's `z.toJSONSchema()` output answered with the keyboard
 * alone, checking the exact AG-UI resume entry the host sends, and that its payload passes the
 * zod schema the agent wrote. The designers' stories are `Protocols/JSON Schema form`.
 */
const meta = {
  title: 'Tests/JSON Schema form',
  component: JsonSchemaFormHost,
  args: { schema: deploySchema, onResume: fn() },
} satisfies Meta<typeof JsonSchemaFormHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the form by keyboard resumes with: the literal sent, the skipped nullable note as null. */
const PAYLOAD = {
  kind: 'deploy',
  env: 'production',
  replicas: 3,
  checks: ['lint', 'e2e'],
  note: null,
  notify: true,
};

/**
 * Every field by keyboard: the enum by arrow, the integer typed past its exclusive bound and
 * back, two checks, the note left empty, the boolean's default kept; then Submit.
 */
async function fillForm(canvasElement: HTMLElement) {
  await mounted();
  const canvas = within(card(canvasElement));
  await expect(canvas.getByText(/Before I deploy/)).toBeVisible();
  // `kind` is a const: never asked.
  await expect(canvas.queryByText('kind')).toBeNull();
  await expectFocus(canvas.getAllByRole('heading')[0]!);
  await tab();
  await expectFocus(canvas.getByRole('radio', { name: /staging/ }));
  await press('{ArrowDown}');
  await expect(canvas.getByRole('radio', { name: /production/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await tab();
  const replicas = canvas.getByRole('textbox', { name: /Replicas/ });
  await expectFocus(replicas);
  // `positive()` is `exclusiveMinimum: 0`: 0 is refused, as zod refuses it.
  await press('0');
  await expect(replicas).toHaveAttribute('aria-invalid', 'true');
  await press('{Backspace}3');
  await expect(replicas).not.toHaveAttribute('aria-invalid', 'true');
  await tab();
  await expectFocus(canvas.getByRole('checkbox', { name: /lint/ }));
  await press(' ');
  await tab(2);
  await expectFocus(canvas.getByRole('checkbox', { name: /e2e/ }));
  await press(' ');
  await tab();
  await expectFocus(canvas.getByRole('textbox', { name: /Note/ }));
  await tab();
  await expectFocus(canvas.getByRole('radio', { name: 'Yes' }));
  await expect(canvas.getByRole('radio', { name: 'Yes' })).toHaveAttribute('aria-checked', 'true');
  // Submit's colours ease in (a CSS transition): axe reads them once they have settled.
  await readNewStep();
  await expectNoAxeViolations(canvasElement);
  await tabTo(canvas.getByRole('button', { name: 'Submit' }));
  await press('{Enter}');
  await expectResumeEntry(canvasElement, {
    interruptId: INTERRUPT_ID,
    status: 'resolved',
    payload: PAYLOAD,
  });
  // What the agent runs on resume (LangGraph parses with it) accepts the payload as sent.
  await expect(DeployAnswer.safeParse(PAYLOAD).success).toBe(true);
}

export const FormByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await fillForm(canvasElement);
    await expect(args.onResume).toHaveBeenCalledTimes(1);
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

/** Decline by keyboard: AG-UI has no decline for a form, so the entry is `cancelled`. */
export const DeclineByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(card(canvasElement));
    await tabTo(canvas.getByRole('button', { name: /Decline/ }));
    await press('{Enter}');
    await expectResumeEntry(canvasElement, { interruptId: INTERRUPT_ID, status: 'cancelled' });
  },
};

/** A nested object: no card, the keyword named, and `cancelled` sent. */
export const RefusedShowsTheReason: Story = {
  args: { schema: nestedSchema },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('properties.owner.type');
    await expect(canvas.getByRole('alert')).toHaveTextContent('flatten');
    await expect(card(canvasElement)).toBeNull();
    await expectResumeEntry(canvasElement, { interruptId: INTERRUPT_ID, status: 'cancelled' });
  },
};
