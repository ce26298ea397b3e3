import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  expectFocus,
  expectNoAxeViolations,
  mounted,
  press,
  readNewStep,
  tabTo,
} from '../keyboard';
import {
  auqInput,
  ClaudeHost,
  expectResult,
  featuresQuestion,
  htmlPreviewInput,
  layoutQuestion,
  libraryQuestion,
  previewInput,
  zhInput,
} from '../claude-agent-sdk.fixtures';
import { expectNoFrame } from '../page';

/**
 * `AskUserQuestion`, played: each card completed with the keyboard alone (the final Submit is a
 * click), checking the exact permission result `canUseTool` resolves with. Keys are spelled out
 * by hand: the question texts exactly as the input gave them. The designers' stories are
 * `Protocols/Claude Agent SDK`.
 */
const meta = {
  title: 'Tests/Claude Agent SDK',
  component: ClaudeHost,
  args: { input: auqInput, onResult: fn() },
} satisfies Meta<typeof ClaudeHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const Q1 = 'Which library should we use for date formatting? ';
const Q2 = 'Which features do you want to enable?';
const Q3 = 'Which layout should the settings page use?';

const allow = (extra: Record<string, unknown>, input: object = auqInput) => ({
  behavior: 'allow',
  updatedInput: { ...input, ...extra },
});

/** A label, Next, two labels, Submit: answers keyed by the exact question texts. */
export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: /Which library/ });
    await expectFocus(heading);
    await expect(heading).toHaveTextContent('Library');
    await press('2');
    await expectFocus(canvas.getByRole('radio', { name: /Luxon/ }));
    await press('{Enter}');
    await readNewStep();
    await expectFocus(canvas.getByRole('heading', { name: /Which features/ }));
    await press('3');
    await press('1');
    await expect(canvas.getByRole('checkbox', { name: /Dark mode/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expectNoAxeViolations(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const result = allow({ answers: { [Q1]: 'Luxon', [Q2]: 'Dark mode, Sync' } });
    await expectResult(canvasElement, result);
    await expect(args.onResult).toHaveBeenCalledWith(result);
  },
};

/** Two labels and a note typed beside them: the note is never dropped. */
export const MultiSelect: Story = {
  args: { input: { questions: [featuresQuestion] } },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expectFocus(canvas.getByRole('heading'));
    await press('3');
    await press('2');
    await press('4');
    await expectFocus(canvas.getByRole('textbox'));
    await press('only on Wi-Fi');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectResult(
      canvasElement,
      allow(
        { answers: { [Q2]: 'Offline, Sync' }, annotations: { [Q2]: { notes: 'only on Wi-Fi' } } },
        { questions: [featuresQuestion] },
      ),
    );
  },
};

/** Free text in place of a label is the answer itself. */
export const FreeText: Story = {
  args: { input: { questions: [libraryQuestion] } },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expectFocus(canvas.getByRole('heading'));
    await press('3');
    await expectFocus(canvas.getByRole('textbox'));
    await press('Temporal');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectResult(
      canvasElement,
      allow({ answers: { [Q1]: 'Temporal' } }, { questions: [libraryQuestion] }),
    );
  },
};

/**
 * The first option's preview shows from the start (issue 27 #12), then the preview follows the
 * focused option; the chosen one is echoed in `annotations.preview`.
 */
export const Preview: Story = {
  args: { input: previewInput },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expectFocus(canvas.getByRole('heading'));
    await expect(canvas.getByRole('figure', { name: 'Sidebar' })).toHaveTextContent('Nav');
    await press('2');
    await expect(canvas.getByRole('figure', { name: 'Tabs' })).toHaveTextContent('[General]');
    await press('{ArrowUp}');
    await expectFocus(canvas.getByRole('radio', { name: /Sidebar/ }));
    const figure = canvas.getByRole('figure', { name: 'Sidebar' });
    await expect(getComputedStyle(figure.querySelector('pre')!).fontFamily).toMatch(/mono/i);
    await press('{ArrowDown}');
    await expectNoAxeViolations(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectResult(
      canvasElement,
      allow(
        {
          answers: { [Q3]: 'Tabs' },
          annotations: { [Q3]: { preview: layoutQuestion.options[1].preview } },
        },
        previewInput,
      ),
    );
  },
};

/** An html preview is its source text: no element of it reaches the page. */
export const PreviewHtml: Story = {
  args: { input: htmlPreviewInput, previewFormat: 'html' },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expectFocus(canvas.getByRole('heading'));
    await press('2');
    const figure = canvas.getByRole('figure', { name: 'Roomy' });
    await expect(figure).toHaveTextContent('<h3>Build</h3>');
    await expect(figure.querySelector('h3, p, div')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const question = htmlPreviewInput.questions[0];
    await expectResult(
      canvasElement,
      allow(
        {
          answers: { [question.question]: 'Roomy' },
          annotations: { [question.question]: { preview: question.options[1].preview } },
        },
        htmlPreviewInput,
      ),
    );
  },
};

/** Skip one question, come back to the first by its indicator: the recorded label is shown. */
export const Revisit: Story = {
  args: { input: { questions: [libraryQuestion, featuresQuestion, layoutQuestion] } },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expectFocus(canvas.getByRole('heading', { name: /Which library/ }));
    await press('1');
    await press('{Enter}');
    await readNewStep();
    await expectFocus(canvas.getByRole('heading', { name: /Which features/ }));
    await tabTo(canvas.getByRole('button', { name: 'Skip' }));
    await press('{Enter}');
    await readNewStep();
    await expectFocus(canvas.getByRole('heading', { name: /Which layout/ }));
    await tabTo(canvas.getByRole('button', { name: 'Question 1 of 3, answered' }), true);
    await press('{Enter}');
    await readNewStep();
    await expectFocus(canvas.getByRole('heading', { name: /Which library/ }));
    await expect(canvas.getByRole('radio', { name: /date-fns/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Question 2 of 3, skipped' })).toHaveAttribute(
      'data-state',
      'skipped',
    );
    await expectNoAxeViolations(canvasElement);
    await expectResult(canvasElement, 'pending');
  },
};

/** Decline all: allow with no answers, every question `dismissed`. */
export const Declined: Story = {
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expectFocus(canvas.getByRole('heading', { name: /Which library/ }));
    await press('2');
    await tabTo(canvas.getByRole('button', { name: 'Decline all' }));
    await press('{Enter}');
    await expectResult(
      canvasElement,
      allow({
        annotations: { [Q1]: { unanswered: 'dismissed' }, [Q2]: { unanswered: 'dismissed' } },
      }),
    );
  },
};

/** The query aborts: the card reads Stopped and `canUseTool` has nothing to send (null). */
export const Stopped: Story = {
  args: { stoppable: true },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expectFocus(canvas.getByRole('heading', { name: /Which library/ }));
    await press('2');
    await press('{Enter}');
    await readNewStep();
    await tabTo(canvas.getByRole('button', { name: 'Stop the turn' }), true);
    await press('{Enter}');
    await expectResult(canvasElement, null);
    await waitFor(() =>
      expect(
        canvasElement.querySelector('[data-scope="ask-card"][data-part="outcome"]'),
      ).toHaveTextContent('Stopped'),
    );
  },
};

/** Simplified Chinese: the card's words in zh-CN, the keys the model's own texts. */
export const ZhCN: Story = {
  args: { input: zhInput },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expectFocus(canvas.getByRole('heading', { name: /日期格式化/ }));
    await press('1');
    await press('{Enter}');
    await readNewStep();
    await expectFocus(canvas.getByRole('heading', { name: /要启用哪些功能/ }));
    await press('3');
    await press('1');
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expectResult(
      canvasElement,
      allow(
        {
          answers: { '日期格式化应该用哪个库？': 'date-fns', '要启用哪些功能？': '深色模式, 同步' },
        },
        zhInput,
      ),
    );
  },
};

/** Dark theme, a preview on screen, on a dark page with no frame of another colour (#15). */
export const Dark: Story = {
  args: { input: previewInput },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await mounted();
    await expectNoFrame(canvasElement);
    const canvas = within(canvasElement);
    await expectFocus(canvas.getByRole('heading'));
    await press('1');
    await expect(canvas.getByRole('figure', { name: 'Sidebar' })).toBeVisible();
    await expectNoAxeViolations(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectResult(
      canvasElement,
      allow(
        {
          answers: { [Q3]: 'Sidebar' },
          annotations: { [Q3]: { preview: layoutQuestion.options[0].preview } },
        },
        previewInput,
      ),
    );
  },
};
