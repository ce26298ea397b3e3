import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
  defaultsParams,
  expectResult,
  everyFieldParams,
  FormHost,
  invalidDefaultsParams,
  multiParams,
  UrlHost,
  zhParams,
} from '../mcp-elicitation.fixtures';
import { expectNoFrame } from '../page';

/**
 * MCP elicitation, played: each form and link completed with the keyboard alone (the final
 * Submit is a click), checking what blocks Submit field by field and the exact `ElicitResult`
 * the client would send. The designers' stories are `Protocols/MCP elicitation`.
 */
const meta = {
  title: 'Tests/MCP elicitation',
  component: FormHost,
  args: { params: everyFieldParams, onResult: fn() },
} satisfies Meta<typeof FormHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field's own description says what its answer must fix (issue 27 #9). */
async function expectFieldSays(field: HTMLElement, reason: string) {
  await expect(field).toHaveAccessibleDescription(expect.stringContaining(reason));
  await expect(field.closest('[data-part="options"]')).toHaveTextContent(reason);
}

/**
 * Every field type, stacked, filled in with the keyboard; Submit counts what blocks it and each
 * field says its own rule beside it.
 */
async function fillEveryField(canvasElement: HTMLElement, submitName = 'Submit') {
  await mounted();
  const canvas = within(canvas_(canvasElement));
  const submit = canvas.getByRole('button', { name: submitName });
  await expect(canvas.getByText('Requested by Deploy server')).toBeVisible();
  await expectFocus(canvas.getAllByRole('heading')[0]!);
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await tab();
  await expectFocus(canvas.getByRole('textbox', { name: /Email/ }));
  await press('ada@example');
  await expect(submit).toHaveAccessibleDescription(
    'Answer 2 required questions and fix 1 answer to submit.',
  );
  await expectFieldSays(canvas.getByRole('textbox', { name: /Email/ }), 'Enter an email address.');
  await press('.com');
  await tab();
  await expectFocus(canvas.getByRole('textbox', { name: /Service name/ }));
  await press('we');
  await expectFieldSays(
    canvas.getByRole('textbox', { name: /Service name/ }),
    'Write at least 3 characters.',
  );
  await press('b');
  await tab();
  await expectFocus(canvas.getByRole('textbox', { name: /Replicas/ }));
  await press('3.5');
  await expectFieldSays(canvas.getByRole('textbox', { name: /Replicas/ }), 'Enter a whole number.');
  await press('{Backspace}');
  // The field keeps the user's text as typed ("3."); the result reads it as the integer 3.
  await expect(canvas.getByRole('textbox', { name: /Replicas/ })).toHaveValue('3.');
  await tab();
  await press('0.5');
  await tab();
  const eu = canvas.getByRole('radio', { name: 'EU West (Ireland)' });
  await expectFocus(eu);
  await press('{ArrowDown}');
  await expect(canvas.getByRole('radio', { name: 'US East (Virginia)' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await tab();
  await expectFocus(canvas.getByRole('checkbox', { name: 'lint' }));
  await press(' ');
  await tab();
  await press(' ');
  await tab();
  await press(' ');
  await expect(submit).toHaveAccessibleDescription('Fix 1 answer to submit.');
  await expectFieldSays(canvas.getByRole('group', { name: /Checks/ }), 'Choose at most 2.');
  await press(' ');
  await tab();
  await expectFocus(canvas.getByRole('radio', { name: 'Yes' }));
  await press(' ');
  await tab();
  await expectFocus(canvas.getByRole('textbox', { name: /Start/ }));
  await press('2026-12-01 09:30');
  await expectFieldSays(canvas.getByRole('textbox', { name: /Start/ }), 'Enter a date and time');
  await press('{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
  await press('T09:30:00Z');
  await expect(submit).not.toHaveAttribute('aria-disabled');
  // Submit's colours ease in (a CSS transition): axe reads them once they have settled.
  await readNewStep();
  await expectNoAxeViolations(canvasElement);
  await userEvent.click(submit);
  await expectResult(canvasElement, {
    action: 'accept',
    content: {
      email: 'ada@example.com',
      service: 'web',
      replicas: 3,
      cpu: 0.5,
      region: 'us-east-1',
      checks: ['lint', 'unit'],
      notify: true,
      window: '2026-12-01T09:30:00Z',
    },
  });
}
const canvas_ = (canvasElement: HTMLElement) => card(canvasElement);

export const EveryFieldByKeyboard: Story = {
  play: async ({ canvasElement }) => fillEveryField(canvasElement),
};

/** Dark: the page around the card is dark too (issue 27 #15), and every field by keyboard. */
export const DarkByKeyboard: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectNoFrame(canvasElement);
    await fillEveryField(canvasElement);
  },
};

/** One field at a time: Tab to Next, Enter; the final Submit is a click. */
export const ZhCNStepperByKeyboard: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    params: zhParams,
    layout: 'stepper',
    options: { booleanLabels: { true: '是', false: '否' } },
  },
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(card(canvasElement));
    await expect(canvas.getByText('请求方：Deploy server')).toBeVisible();
    const heading = canvas.getByRole('heading');
    await expectFocus(heading);
    await tab();
    await expectFocus(canvas.getByRole('textbox', { name: /服务名称/ }));
    await press('网');
    await expect(canvas.getByText('请至少输入 2 个字符。')).toBeVisible();
    await press('关');
    await tabTo(canvas.getByRole('button', { name: '下一步' }));
    await press('{Enter}');
    await readNewStep();
    await expectFocus(canvas.getByRole('heading'));
    await expect(canvas.getByRole('heading')).toHaveTextContent('副本数');
    await tab();
    // The default is prefilled.
    await expectFocus(canvas.getByRole('textbox', { name: /副本数/ }));
    await expect(canvas.getByRole('textbox', { name: /副本数/ })).toHaveValue('2');
    await tabTo(canvas.getByRole('button', { name: '下一步' }));
    await press('{Enter}');
    await readNewStep();
    await expect(canvas.getByRole('heading')).toHaveTextContent('完成后在群里通知？');
    await tab();
    await expectFocus(canvas.getByRole('radio', { name: '是' }));
    await press('{ArrowDown}');
    await expectFocus(canvas.getByRole('radio', { name: '否' }));
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expectResult(canvasElement, {
      action: 'accept',
      content: { name: '网关', replicas: 2, notify: false },
    });
    await expect(args.onResult).toHaveBeenCalledTimes(1);
  },
};

/** minItems 2, maxItems 3: Submit waits below 2 and above 3. */
export const MultiSelectBoundsByKeyboard: Story = {
  args: { params: multiParams },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(card(canvasElement));
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await tab();
    await expectFocus(canvas.getByRole('checkbox', { name: 'eu-west-1' }));
    await press(' ');
    await expect(submit).toHaveAccessibleDescription('Choose at least 2.');
    for (let i = 0; i < 3; i++) {
      await tab();
      await press(' ');
    }
    await expect(submit).toHaveAccessibleDescription('Choose at most 3.');
    await press(' ');
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await userEvent.click(submit);
    await expectResult(canvasElement, {
      action: 'accept',
      content: { regions: ['eu-west-1', 'eu-central-1', 'us-east-1'] },
    });
  },
};

/** Defaults prefill every type; submitted untouched they come back typed. */
export const DefaultsOnAPhone: Story = {
  args: { params: defaultsParams, width: 360 },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(card(canvasElement));
    await expect(canvas.getByRole('radio', { name: 'Staging' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: /Replicas/ })).toHaveValue('3');
    await expect(canvas.getByRole('checkbox', { name: 'Metrics' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // Keyboard: untick Logs (Tab to the group, Space) before submitting.
    await tab(5);
    await expectFocus(canvas.getByRole('checkbox', { name: 'Auth' }));
    await tab();
    await press(' ');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectResult(canvasElement, {
      action: 'accept',
      content: {
        env: 'staging',
        replicas: 3,
        owner: 'ops@example.com',
        notify: true,
        features: ['metrics'],
      },
    });
  },
};

/** A server's defaults break its rules: each field says so beside it; the user fixes them. */
export const ValidationErrorsFixed: Story = {
  args: { params: invalidDefaultsParams },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(card(canvasElement));
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await expect(submit).toHaveAccessibleDescription('Fix 3 answers to submit.');
    await expectFieldSays(
      canvas.getByRole('textbox', { name: /Email/ }),
      'Enter an email address.',
    );
    await expectFieldSays(canvas.getByRole('textbox', { name: /Replicas/ }), 'Enter 9 or less.');
    await expectFieldSays(
      canvas.getByRole('textbox', { name: /Code/ }),
      'Write at least 6 characters.',
    );
    // The errors beside the fields read in both themes (the `storybook-dark` run too).
    await expectNoAxeViolations(canvasElement);
    await tab();
    await press('{Control>}a{/Control}ops@example.com');
    await tab();
    await press('{Control>}a{/Control}9');
    await tab();
    await press('{End}def');
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await userEvent.click(submit);
    await expectResult(canvasElement, {
      action: 'accept',
      content: { email: 'ops@example.com', replicas: 9, code: 'abcdef' },
    });
  },
};

/** Close is cancel, by keyboard. */
export const CloseIsCancel: Story = {
  args: { params: multiParams },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(card(canvasElement));
    canvas.getByRole('button', { name: 'Close' }).focus();
    await press('{Enter}');
    await expectResult(canvasElement, { action: 'cancel' });
  },
};

const openUrl = fn();

/** URL mode: Tab to Open, Enter: the host gets the URL; the card says where to finish. */
export const UrlOpenByKeyboard: Story = {
  render: () => <UrlHost onOpenUrl={openUrl} />,
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(card(canvasElement));
    await expect(canvas.getByText('accounts.example.com')).toBeVisible();
    await tab(3);
    await expectFocus(canvas.getByRole('button', { name: 'Open accounts.example.com' }));
    await press('{Enter}');
    await expect(openUrl).toHaveBeenCalledWith(
      'https://accounts.example.com/oauth/authorize?client=deploy',
    );
    await expectResult(canvasElement, { action: 'accept' });
    await expect(canvas.getAllByText(/Opened accounts\.example\.com/)[0]).toBeVisible();
  },
};

/** A link that is not https: no Open; Decline by keyboard. */
export const UrlRefusedDeclineByKeyboard: Story = {
  render: () => <UrlHost url="http://accounts.example.com/login" />,
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(card(canvasElement));
    await expect(canvas.getByText(/only secure https links are allowed/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Open/ })).toBeNull();
    await tab();
    await expectFocus(canvas.getByRole('button', { name: 'Decline' }));
    await press('{Enter}');
    await expectResult(canvasElement, { action: 'decline' });
  },
};

/** URL mode in zh-CN, dark: Cancel by keyboard. */
export const UrlZhCNDarkCancel: Story = {
  globals: { locale: 'zh-CN', theme: 'dark' },
  render: () => <UrlHost />,
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(card(canvasElement));
    await tab(2);
    await expectFocus(canvas.getByRole('button', { name: '取消' }));
    await press(' ');
    await expectResult(canvasElement, { action: 'cancel' });
  },
};
