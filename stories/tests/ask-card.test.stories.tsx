import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { askToolAdapter, createAskRegistry } from '../../src/core/adapters';
import type { AskMessages } from '../../src/core/messages/types';
import type { AskResolution } from '../../src/core/dialects';
import type { AskEntryStatus, AskRequest } from '../../src/core/types';
import { AskCard, useAskCard, type AskCardOwnedProps } from '../../src/react/ask-card';
import {
  askUserRequest,
  deployRequest,
  hostileRequest,
  multiRequest,
  singleRequest,
} from '../../src/react/ask-card/fixtures';
import { AskI18nProvider, useAskMessages } from '../../src/react/i18n';
import { AskMarkdown } from '../../src/react/markdown';
import { AskRegistryProvider } from '../../src/react/registry';
import {
  expectFocus,
  expectNoAxeViolations,
  mounted,
  press,
  readNewStep,
  shiftTab,
  tab,
} from '../keyboard';

// Expected tool results are spelled out by hand, never computed with the serializers.
const FW = '\uFF1A';
const IC = '\u3001';
const Q1 = 'Which **environment** should I deploy to?';
const Q2 = 'Which checks should run first?';
const Q3 = 'Notify anyone?';

const stack: CSSProperties = { display: 'grid', gap: '1rem', maxWidth: '40rem' };
const preStyle: CSSProperties = {
  margin: 0,
  minHeight: '1.5em',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: '0.8125rem',
};

/** The host's view of the result: the last `AskResolution.content`, for plays to assert. */
function ToolResult({ resolution }: { resolution: AskResolution | null }) {
  return (
    <pre role="status" aria-label="Tool result" style={preStyle}>
      {resolution?.content ?? ''}
    </pre>
  );
}

type DemoProps = AskCardOwnedProps;

/** A host: one card and the tool result it produced. */
function Demo({ onResolve, ...props }: DemoProps) {
  const [resolution, setResolution] = useState<AskResolution | null>(null);
  return (
    <div style={stack}>
      <AskCard
        {...props}
        onResolve={(r: AskResolution) => {
          setResolution(r);
          onResolve?.(r);
        }}
      />
      <ToolResult resolution={resolution} />
    </div>
  );
}

/**
 * The stepper card an agent shows when it pauses to ask. One question at a time, an indicator per
 * question, Next / Submit, Skip, Decline all and a free-text answer; read-only with the outcome
 * once resolved. Keyboard: digits choose, arrows move within a single-select group, Enter
 * advances, Ctrl/⌘+Enter advances from the text field. Every play below completes its card with
 * the keyboard alone (Tab, digits, arrows, Space, Enter, typing), except `AskUserPointer`.
 */
const meta = {
  title: 'Tests/AskCard',
  // Play-function tests: every assertion runs in the storybook projects; no Docs page.
  tags: ['!autodocs'],
  component: Demo,
  args: { request: deployRequest, onResolve: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const result = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Tool result');
const outcome = (root: HTMLElement) =>
  root.querySelector<HTMLElement>('[data-scope="ask-card"][data-part="outcome"]');

async function expectResult(canvasElement: HTMLElement, content: string) {
  await waitFor(() => expect(result(canvasElement).textContent).toBe(content));
}

/** The outcome reads `text`, and focus went to it instead of falling to `body`. */
async function expectOutcome(root: HTMLElement, text: string) {
  const element = outcome(root);
  await expect(element).toHaveTextContent(text);
  await expectFocus(element);
}

// ── Stories ─────────────────────────────────────────────────────────────────────────────────

/** A single question; completed with the keyboard only (Tab, arrows, Home/End, Enter). */
export const Pending: Story = {
  args: { request: singleRequest },
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading');
    // Focus starts on the question heading.
    await expectFocus(heading);
    // Nothing chosen: Submit would only skip, so Skip stands alone (issue 16, item 6).
    await expect(canvas.getByRole('button', { name: 'Skip' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Submit' })).toBeNull();
    // Enter does nothing until the question has an answer.
    await press('{Enter}');
    await expectFocus(heading);
    await expect(result(canvasElement).textContent).toBe('');
    // One tab stop for the group: the first radio while none is checked.
    await tab();
    const staging = canvas.getByRole('radio', { name: 'Staging' });
    const production = canvas.getByRole('radio', { name: 'Production' });
    const other = canvas.getByRole('radio', { name: 'Enter another answer' });
    await expectFocus(staging);
    // Arrows move focus and check, wrapping at both ends; the free-text choice is in the group.
    await press('{ArrowUp}');
    await expectFocus(other);
    await expect(other).toHaveAttribute('aria-checked', 'true');
    await press('{ArrowDown}');
    await expectFocus(staging);
    await expect(staging).toHaveAttribute('aria-checked', 'true');
    await expect(other).toHaveAttribute('aria-checked', 'false');
    await press('{End}');
    await expectFocus(other);
    await press('{Home}');
    await expectFocus(staging);
    await press('{ArrowDown}');
    await expectFocus(production);
    await expect(production).toHaveAttribute('aria-checked', 'true');
    await expect(staging).toHaveAttribute('aria-checked', 'false');
    await press('{Enter}');
    await expectResult(canvasElement, `${Q1}${FW}Production`);
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    await expectOutcome(canvasElement, 'Answered');
  },
};

/** Checkboxes; completed with the keyboard only (digits, Shift+Tab, Space, Enter). */
export const MultiSelect: Story = {
  args: { request: multiRequest },
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expectFocus(canvas.getByRole('heading'));
    await press('3');
    const e2e = canvas.getByRole('checkbox', { name: 'e2e' });
    await expectFocus(e2e);
    await expect(e2e).toHaveAttribute('aria-checked', 'true');
    // Every checkbox is a tab stop.
    await shiftTab(2);
    const unit = canvas.getByRole('checkbox', { name: 'Unit tests' });
    await expectFocus(unit);
    await press(' ');
    await expect(unit).toHaveAttribute('aria-checked', 'true');
    await tab();
    await expectFocus(canvas.getByRole('checkbox', { name: 'Lint' }));
    await press('{Enter}');
    // Declared option order, not the order they were ticked in.
    await expectResult(canvasElement, `${Q2}${FW}Unit tests${IC}e2e`);
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    await expectOutcome(canvasElement, 'Answered');
  },
};

const twoQuestions: AskRequest = {
  ...deployRequest,
  questions: deployRequest.questions.slice(0, 2),
};

/**
 * The always-present "Enter another answer" choice: the digit after the last option picks it and
 * focuses its field; Enter there is a newline, Ctrl/⌘+Enter advances.
 */
export const FreeText: Story = {
  args: { request: twoQuestions },
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading');
    await expectFocus(heading);
    // Three options: 4 is the free text. The digit is not typed into the field.
    await press('4');
    // The row became its field, named after its question (issue 16, item 5).
    const field = canvas.getByRole('textbox', { name: /^Your answer Which environment/ });
    await expectFocus(field);
    await expect(canvas.getByRole('radio', { name: 'Enter another answer' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(field).toHaveValue('');
    await press('A canary in eu-west-1{Enter}then everywhere');
    await expect(field).toHaveValue('A canary in eu-west-1\nthen everywhere');
    await expect(heading).toHaveTextContent(Q1.replace(/\*\*/g, ''));
    await press('{Control>}{Enter}{/Control}');
    await expectFocus(heading);
    await expect(heading).toHaveTextContent(Q2);
    await press('2');
    await expectFocus(canvas.getByRole('checkbox', { name: 'Lint' }));
    await press('4');
    await expectFocus(canvas.getByRole('textbox', { name: `Your answer ${Q2}` }));
    await expect(canvas.getByRole('checkbox', { name: 'Enter another answer' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await press('fuzzing');
    // Tab order after the field: Decline all, Skip, Submit.
    await tab();
    await expectFocus(canvas.getByRole('button', { name: 'Decline all' }));
    await tab(2);
    await expectFocus(canvas.getByRole('button', { name: 'Submit' }));
    await press('{Enter}');
    await expectResult(
      canvasElement,
      `${Q1}${FW}A canary in eu-west-1\nthen everywhere\n---\n${Q2}${FW}Lint${IC}fuzzing`,
    );
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    await expectOutcome(canvasElement, 'Answered');
  },
};

/**
 * Answer, skip, then revisit questions from their indicators (Shift+Tab, Space / Enter): each
 * shows its recorded answer again. Then finish the prompt.
 */
export const Revisit: Story = {
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading');
    await expectFocus(heading);
    await press('2');
    await expectFocus(canvas.getByRole('radio', { name: 'Production' }));
    await press('{Enter}');
    await expectFocus(heading);
    await expect(heading).toHaveTextContent(Q2);
    // Four checkboxes (the free-text field opens only once chosen), Decline all, then Skip.
    await tab(6);
    await expectFocus(canvas.getByRole('button', { name: 'Skip' }));
    await press('{Enter}');
    await expectFocus(heading);
    await expect(heading).toHaveTextContent(Q3);
    // The indicators come before the question: Shift+Tab reaches them.
    await shiftTab(2);
    await expectFocus(canvas.getByRole('button', { name: 'Question 2 of 3, skipped' }));
    await press(' ');
    await expectFocus(heading);
    await expect(heading).toHaveTextContent(Q2);
    for (const box of canvas.getAllByRole('checkbox'))
      await expect(box).toHaveAttribute('aria-checked', 'false');
    await shiftTab(3);
    const first = canvas.getByRole('button', { name: 'Question 1 of 3, answered' });
    await expectFocus(first);
    await press('{Enter}');
    await expectFocus(heading);
    await expect(heading).toHaveTextContent(Q1.replace(/\*\*/g, ''));
    await expect(first).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('button', { name: 'Question 2 of 3, skipped' })).toHaveAttribute(
      'data-state',
      'skipped',
    );
    await expect(
      canvas.getByRole('button', { name: 'Question 3 of 3, unanswered' }),
    ).toHaveAttribute('data-state', 'unanswered');
    // The recorded answer is shown and is the group's tab stop.
    const production = canvas.getByRole('radio', { name: 'Production' });
    await expect(production).toHaveAttribute('aria-checked', 'true');
    await tab();
    await expectFocus(production);
    // Every indicator state on screen at once.
    await expectNoAxeViolations(canvasElement);
    await expect(result(canvasElement).textContent).toBe('');
    // Enter keeps the answer and goes to the next unanswered question (3; 2 stays skipped).
    await press('{Enter}');
    await expectFocus(heading);
    await expect(heading).toHaveTextContent(Q3);
    await press('2');
    await press('{Enter}');
    await expectResult(
      canvasElement,
      `${Q1}${FW}Production\n---\n${Q2}${FW}\n---\n${Q3}${FW}The team`,
    );
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    await expectOutcome(canvasElement, 'Answered');
  },
};

/** Decline all, reached with Tab and pressed with Space: every question is skipped, even answered ones. */
export const Declined: Story = {
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading');
    await expectFocus(heading);
    await press('1');
    await press('{Enter}');
    await expectFocus(heading);
    await expect(heading).toHaveTextContent(Q2);
    await tab(5);
    await expectFocus(canvas.getByRole('button', { name: 'Decline all' }));
    await press(' ');
    await expectResult(canvasElement, `${Q1}${FW}\n---\n${Q2}${FW}\n---\n${Q3}${FW}`);
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    await expectOutcome(canvasElement, 'Declined');
  },
};

function StoppableDemo(props: DemoProps) {
  const [controller] = useState(() => new AbortController());
  return (
    <div style={stack}>
      <button type="button" onClick={() => controller.abort()} style={{ justifySelf: 'start' }}>
        Stop the turn
      </button>
      <Demo {...props} signal={controller.signal} />
    </div>
  );
}

/**
 * The agent turn stops mid-prompt (its AbortSignal aborts, here from the host's own button):
 * recorded answers stay, the rest are skipped, and focus stays with the host.
 */
export const Stopped: Story = {
  render: (args) => <StoppableDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading');
    await expectFocus(heading);
    await press('1');
    await press('{Enter}');
    await expectFocus(heading);
    await press('2');
    await expectFocus(canvas.getByRole('checkbox', { name: 'Lint' }));
    // Back past Unit tests and the three indicators to the host's button.
    await shiftTab(5);
    const stop = canvas.getByRole('button', { name: 'Stop the turn' });
    await expectFocus(stop);
    await press('{Enter}');
    // Lint was never recorded with Next, so question 2 is skipped.
    await expectResult(canvasElement, `${Q1}${FW}Staging\n---\n${Q2}${FW}\n---\n${Q3}${FW}`);
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    await expect(outcome(canvasElement)).toHaveTextContent('Stopped');
    // Focus was outside the card: the card leaves it there.
    await expectFocus(stop);
  },
};

const shortAskUser: AskRequest = {
  ...askUserRequest,
  timeoutSeconds: 30,
  questions: [askUserRequest.questions[0]!],
};

function ExpiringDemo(props: DemoProps) {
  // Asked 29 s ago with a 30 s timeout: the prompt expires about 1 s after it renders, time enough
  // for the play's few key presses (the story checks the card is still pending before it waits).
  const [startedAt] = useState(() => Date.now() - 29_000);
  return <Demo {...props} startedAt={startedAt} />;
}

/**
 * ask_user with a 30 s timeout that runs out while the user is choosing with the keyboard: the
 * view sends `expire`, the model gets no_answer, focus moves to the outcome.
 */
export const Expired: Story = {
  args: { request: shortAskUser },
  render: (args) => <ExpiringDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expectFocus(canvas.getByRole('heading'));
    await expect(canvas.getByRole('timer')).toHaveTextContent('0:01 left');
    await tab();
    await expectFocus(canvas.getByRole('radio', { name: 'Staging (Recommended)' }));
    await press('{ArrowDown}');
    const production = canvas.getByRole('radio', { name: 'Production' });
    await expectFocus(production);
    await expect(production).toHaveAttribute('aria-checked', 'true');
    // Chosen but not submitted: still pending when time runs out.
    await expect(result(canvasElement).textContent).toBe('');
    await waitFor(() => expect(outcome(canvasElement)).toHaveTextContent('Expired'), {
      timeout: 4000,
    });
    await expectResult(
      canvasElement,
      'No answer arrived; proceed with best judgment.\n\n{\n  "status": "no_answer"\n}',
    );
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    await expectFocus(outcome(canvasElement));
  },
};

const askUser900: AskRequest = { ...askUserRequest, timeoutSeconds: 900 };

/** OpenClaw's ask_user: header chip, progress, countdown, Skip cancels; keyboard only (a key never auto-advances). */
export const AskUser: Story = {
  args: { request: askUser900 },
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading');
    await expectFocus(heading);
    await expect(
      canvas.getByRole('timer', { name: /^Time remaining: 1[45] minutes/ }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Decline all' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expectNoAxeViolations(canvasElement);
    // Next needs an answer: Enter does nothing yet.
    await press('{Enter}');
    await expectFocus(heading);
    await expect(heading).toHaveTextContent('Where should I deploy the release?');
    await tab();
    await expectFocus(canvas.getByRole('radio', { name: 'Staging (Recommended)' }));
    // Arrows check without advancing (only a pointer choice auto-advances: see AskUserPointer).
    await press('{ArrowDown}');
    await expectFocus(canvas.getByRole('radio', { name: 'Production' }));
    await press('1');
    await expectFocus(canvas.getByRole('radio', { name: 'Staging (Recommended)' }));
    await expect(heading).toHaveTextContent('Where should I deploy the release?');
    await press('{Enter}');
    await expectFocus(heading);
    await expect(heading).toHaveTextContent('Who should hear about it?');
    await press('2');
    await expectFocus(canvas.getByRole('checkbox', { name: 'On-call' }));
    await press('{Enter}');
    const json = JSON.stringify(
      {
        status: 'answered',
        answers: {
          answers: {
            deploy_target: { answers: ['Staging (Recommended)'] },
            notify: { answers: ['On-call'] },
          },
        },
      },
      null,
      2,
    );
    await expectResult(canvasElement, `Target: Staging (Recommended)\nNotify: On-call\n\n${json}`);
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    await expectOutcome(canvasElement, 'Answered');
  },
};

/**
 * ask_user's pointer behaviour: clicking an option of a single-select question advances by itself
 * (a key press never does: see AskUser), and focus follows to the next question.
 */
export const AskUserPointer: Story = {
  args: { request: askUser900 },
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading');
    await expectFocus(heading);
    await userEvent.click(canvas.getByRole('radio', { name: 'Production' }));
    await expect(heading).toHaveTextContent('Who should hear about it?');
    await expectFocus(heading);
    await expect(canvas.getByRole('button', { name: 'Question 1 of 2, answered' })).toBeVisible();
    await readNewStep(); // a click right after the step changed would be taken for a double-click
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Team channel' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const json = JSON.stringify(
      {
        status: 'answered',
        answers: {
          answers: {
            deploy_target: { answers: ['Production'] },
            notify: { answers: ['Team channel'] },
          },
        },
      },
      null,
      2,
    );
    await expectResult(canvasElement, `Target: Production\nNotify: Team channel\n\n${json}`);
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    await expectOutcome(canvasElement, 'Answered');
  },
};

/** Phones: every question at once, one Submit. Tab walks through every question in order. */
export const Stacked: Story = {
  args: { layout: 'stacked' },
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading');
    await expect(headings).toHaveLength(3);
    await expectFocus(headings[0]!);
    // No free-text field is open until its row is chosen (issue 16, item 5).
    await expect(canvas.queryByRole('textbox')).toBeNull();
    // Question 1: one tab stop for the radio group.
    await tab();
    const staging = canvas.getByRole('radio', { name: 'Staging' });
    await expectFocus(staging);
    await press(' ');
    await expect(staging).toHaveAttribute('aria-checked', 'true');
    // Question 2: digits act on the question that has focus.
    await tab();
    await expectFocus(canvas.getByRole('checkbox', { name: 'Unit tests' }));
    await press('3');
    await expectFocus(canvas.getByRole('checkbox', { name: 'e2e' }));
    await press('1');
    await expectFocus(canvas.getByRole('checkbox', { name: 'Unit tests' }));
    await expect(canvas.getByRole('checkbox', { name: 'Unit tests' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(canvas.getByRole('checkbox', { name: 'e2e' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // Stacked questions keep their own focus: choosing never jumps elsewhere.
    await expect(staging).toHaveAttribute('aria-checked', 'true');
    // Lint, e2e, the free-text checkbox, then question 3's group.
    await tab(4);
    await expectFocus(canvas.getByRole('radio', { name: 'Nobody' }));
    await press('{ArrowDown}');
    const team = canvas.getByRole('radio', { name: 'The team' });
    await expectFocus(team);
    await expect(team).toHaveAttribute('aria-checked', 'true');
    await expectNoAxeViolations(canvasElement);
    // Decline all, Submit.
    await tab(2);
    await expectFocus(canvas.getByRole('button', { name: 'Submit' }));
    await press('{Enter}');
    await expectResult(
      canvasElement,
      `${Q1}${FW}Staging\n---\n${Q2}${FW}Unit tests${IC}e2e\n---\n${Q3}${FW}The team`,
    );
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    await expectOutcome(canvasElement, 'Answered');
  },
};

const zhRequest: AskRequest = {
  dialect: 'asktool',
  questions: [
    {
      id: 'q1',
      question: '要部署到哪个**环境**？',
      options: [{ label: '预发布', description: '可以随意测试' }, { label: '生产' }],
      multiSelect: false,
    },
    {
      id: 'q2',
      question: '先运行哪些检查？',
      options: [{ label: '单元测试' }, { label: '代码检查' }],
      multiSelect: true,
    },
  ],
};

/** Simplified Chinese from the built-in catalog; typed text stays as typed. */
export const ZhCN: Story = {
  args: { request: zhRequest },
  globals: { locale: 'zh-CN' },
  render: (args) => (
    <AskI18nProvider locale="zh-CN">
      <Demo {...args} />
    </AskI18nProvider>
  ),
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading');
    await expectFocus(heading);
    await expect(canvas.getByRole('group', { name: '来自助手的问题' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '第 1 题，共 2 题，未回答' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await press('1');
    await expectFocus(canvas.getByRole('radio', { name: '预发布' }));
    await press('{Enter}');
    await expectFocus(heading);
    await expect(heading).toHaveTextContent('先运行哪些检查？');
    await press('1');
    await expectFocus(canvas.getByRole('checkbox', { name: '单元测试' }));
    await press('3');
    await expectFocus(canvas.getByRole('textbox', { name: /^你的答案/ }));
    await expect(canvas.getByRole('checkbox', { name: '输入其他答案' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await press('冒烟测试');
    // 全部拒绝, 跳过, 提交.
    await tab(3);
    await expectFocus(canvas.getByRole('button', { name: '提交' }));
    await press('{Enter}');
    await expectResult(
      canvasElement,
      `要部署到哪个**环境**？${FW}预发布\n---\n先运行哪些检查？${FW}单元测试${IC}冒烟测试`,
    );
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    await expectOutcome(canvasElement, '已回答');
  },
};

const statusAr: Record<AskEntryStatus, string> = {
  unanswered: 'بلا إجابة',
  answered: 'تمت الإجابة',
  skipped: 'تم التخطي',
};
/** A host-supplied right-to-left catalog (any language can be passed as overrides). */
const arabic: Partial<AskMessages> = {
  locale: 'ar',
  dir: 'rtl',
  cardLabel: 'سؤال من المساعد',
  next: 'التالي',
  submit: 'إرسال',
  skip: 'تخطٍّ',
  declineAll: 'رفض الكل',
  otherLabel: 'أدخل إجابة أخرى',
  otherPlaceholder: 'اكتب إجابتك…',
  otherInputLabel: 'إجابتك',
  singleSelectHint: 'اختر واحدًا',
  multiSelectHint: 'اختر كل ما ينطبق',
  indicatorsLabel: 'الأسئلة',
  questionPosition: ({ index, count }) => `السؤال ${index} من ${count}`,
  indicatorLabel: ({ index, count, status }) => `السؤال ${index} من ${count}، ${statusAr[status]}`,
  outcome: {
    submitted: 'تمت الإجابة',
    declined: 'مرفوض',
    dismissed: 'مغلق',
    stopped: 'متوقف',
    expired: 'انتهت المهلة',
    repliedInChat: 'تم الرد في المحادثة',
  },
  skipped: 'تم التخطي',
};
const arRequest: AskRequest = {
  dialect: 'asktool',
  questions: [
    {
      id: 'q1',
      question: 'إلى أي **بيئة** أنشر؟',
      options: [{ label: 'التجريبية', description: 'آمنة للتجربة' }, { label: 'الإنتاج' }],
      multiSelect: false,
    },
    {
      id: 'q2',
      question: 'هل أبلغ الفريق؟',
      options: [{ label: 'نعم' }, { label: 'لا' }],
      multiSelect: false,
    },
  ],
};

/** Right-to-left: the card mirrors with logical properties; Left/Right arrows follow reading order. */
export const RTL: Story = {
  args: { request: arRequest, messages: arabic },
  render: (args) => (
    <div lang="ar">
      <Demo {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    const card = canvas.getByRole('group', { name: 'سؤال من المساعد' });
    await expect(card).toHaveAttribute('dir', 'rtl');
    const heading = canvas.getByRole('heading');
    await expectFocus(heading);
    await tab();
    const first = canvas.getByRole('radio', { name: 'التجريبية' });
    await expectFocus(first);
    // Right goes back in right-to-left, and wraps to the free-text choice at the end.
    await press('{ArrowRight}');
    const other = canvas.getByRole('radio', { name: 'أدخل إجابة أخرى' });
    await expectFocus(other);
    await expect(other).toHaveAttribute('aria-checked', 'true');
    await press('{ArrowLeft}');
    await expectFocus(first);
    await press('{ArrowLeft}');
    const second = canvas.getByRole('radio', { name: 'الإنتاج' });
    await expectFocus(second);
    await expect(second).toHaveAttribute('aria-checked', 'true');
    await expectNoAxeViolations(canvasElement);
    await press('{Enter}');
    await expectFocus(heading);
    await expect(heading).toHaveTextContent('هل أبلغ الفريق؟');
    await press('1{Enter}');
    await expectResult(
      canvasElement,
      `إلى أي **بيئة** أنشر؟${FW}الإنتاج\n---\nهل أبلغ الفريق؟${FW}نعم`,
    );
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    await expectOutcome(canvasElement, 'تمت الإجابة');
  },
};

const answeredSnapshot = {
  request: askUserRequest,
  status: 'resolved',
  reason: 'submitted',
  cursor: 1,
  entries: [
    {
      status: 'answered',
      selected: [0],
      otherSelected: false,
      otherText: '',
      recorded: { selected: [0], otherSelected: false, otherText: '' },
    },
    {
      status: 'answered',
      selected: [0],
      otherSelected: true,
      otherText: 'the release manager',
      recorded: { selected: [0], otherSelected: true, otherText: 'the release manager' },
    },
  ],
};

/**
 * The dark theme (data-theme="dark" on an ancestor): a card completed with the keyboard next to a
 * resolved one. axe checks the first mid-way, with a draft in its text field, and again at the end.
 */
export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={stack}>
      <Demo {...args} />
      <AskCard request={askUserRequest} snapshot={answeredSnapshot} autoFocus={false} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    const [pending, resolved] = canvas.getAllByRole('group', {
      name: 'Question from the assistant',
    });
    const card = within(pending!);
    const heading = card.getByRole('heading');
    await expectFocus(heading);
    await expect(outcome(resolved!)).toHaveTextContent('Answered');
    await press('2');
    await expectFocus(card.getByRole('radio', { name: 'Production' }));
    await press('{Enter}');
    await expectFocus(heading);
    await press('2');
    await expectFocus(card.getByRole('checkbox', { name: 'Lint' }));
    await press('4');
    await expectFocus(card.getByRole('textbox', { name: /^Your answer/ }));
    await press('fuzzing');
    await expect(card.getByRole('button', { name: 'Question 1 of 3, answered' })).toBeVisible();
    await expectNoAxeViolations(canvasElement);
    await expect(result(canvasElement).textContent).toBe('');
    await press('{Meta>}{Enter}{/Meta}');
    await expectFocus(heading);
    await expect(heading).toHaveTextContent(Q3);
    await press('1');
    await press('{Enter}');
    await expectResult(
      canvasElement,
      `${Q1}${FW}Production\n---\n${Q2}${FW}Lint${IC}fuzzing\n---\n${Q3}${FW}Nobody`,
    );
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    await expectOutcome(pending!, 'Answered');
  },
};

const longRequest: AskRequest = {
  dialect: 'asktool',
  questions: [
    {
      id: 'q1',
      question: [
        'Before I **migrate the orders database**, which plan should I follow? The current schema is `v41` and the migration adds two indexes.',
        '',
        '1. Take a snapshot',
        '2. Run `migrate --dry-run` and compare row counts',
        '3. Apply inside a *maintenance window*',
        '',
        '| step | expected time |',
        '|---|---|',
        '| dry run | 2 min |',
        '| apply | 15 min |',
        '',
        '> The last migration took 40 minutes because of a lock on `orders_archive`.',
      ].join('\n'),
      options: [
        {
          label:
            'Follow the plan **as written** and post each step’s output in the channel, including the full dry-run diff and the row counts before and after',
          description:
            'Slowest, but every step is reviewed by a person before the next one starts, so a surprise can be stopped early.',
        },
        {
          label: 'Skip the dry run; apply with `--lock-timeout=5s` and retry on timeout',
          description: 'Fast when the table is quiet.',
        },
        { label: '~~Postpone~~ Do nothing today' },
      ],
      multiSelect: false,
    },
  ],
};

/** Long Markdown: paragraphs, a list, code, a table and a quote in the question; long labels wrap. */
export const LongMarkdown: Story = {
  args: { request: longRequest },
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading');
    await expectFocus(heading);
    // The heading holds the first paragraph; the rest follows it and describes it (item 11).
    const body = canvasElement.querySelector<HTMLElement>('[data-part="question-body"]')!;
    await expect(heading.querySelector('ol, table, blockquote')).toBeNull();
    await expect(heading).toHaveAccessibleDescription(/dry run/);
    await expect(body.querySelectorAll('ol > li')).toHaveLength(3);
    await expect(body.querySelector('table td')).toHaveTextContent('dry run');
    await expect(body.querySelector('blockquote code')).toHaveTextContent('orders_archive');
    const plan = canvas.getByRole('radio', { name: /Follow the plan as written/ });
    await expect(plan).toHaveAccessibleDescription(/Slowest/);
    await expectNoAxeViolations(canvasElement);
    await tab();
    await expectFocus(plan);
    // End jumps to the free-text choice; Up goes back to the last option.
    await press('{End}');
    await expectFocus(canvas.getByRole('radio', { name: 'Enter another answer' }));
    await press('{ArrowUp}');
    await expectFocus(canvas.getByRole('radio', { name: 'Postpone Do nothing today' }));
    await press('{Enter}');
    // The answer is the label's Markdown source.
    await expectResult(
      canvasElement,
      `${longRequest.questions[0]!.question}${FW}~~Postpone~~ Do nothing today`,
    );
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    await expectOutcome(canvasElement, 'Answered');
  },
};

/** Untrusted Markdown: `<script>`, `javascript:` links, `<img onerror>`, raw HTML and remote images render inert. */
export const HostileMarkdown: Story = {
  args: { request: hostileRequest },
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    const card = canvas.getByRole('group', { name: 'Question from the assistant' });
    await expect(
      card.querySelector('a, [href], img, [src], script, iframe, b, [onerror]'),
    ).toBeNull();
    const heading = canvas.getByRole('heading');
    await expectFocus(heading);
    await expect(heading).toHaveTextContent('Pick one click me x raw');
    await press('1');
    await expectFocus(canvas.getByRole('radio', { name: 'docs' }));
    await press('{Enter}');
    // The value is the label's source, untouched by rendering.
    await expectResult(
      canvasElement,
      `${hostileRequest.questions[0]!.question}${FW}[docs](javascript:alert(2))`,
    );
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    await expectOutcome(canvasElement, 'Answered');
    await expect(card.querySelector('a, [href], img, [src], script, iframe')).toBeNull();
  },
};

const deepQuestion = '>'.repeat(200) + ' Nested 200 quotes deep?';
const deepLabel = '>'.repeat(3000) + ' x';
const deepRequest: AskRequest = {
  dialect: 'asktool',
  questions: [
    {
      id: 'q1',
      question: deepQuestion,
      options: [{ label: deepLabel }, { label: '> - '.repeat(100) + 'y' }],
      multiSelect: false,
    },
  ],
};

/**
 * Markdown nested far deeper than the renderer's bound (32 levels): the question and both labels
 * show as their source text, and the card works as usual. Such labels once overflowed the stack.
 */
export const DeeplyNestedMarkdown: Story = {
  args: { request: deepRequest },
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    const card = canvas.getByRole('group', { name: 'Question from the assistant' });
    await expect(
      card.querySelector('[data-part="markdown"] :is(blockquote, ul, ol, strong)'),
    ).toBeNull();
    const heading = canvas.getByRole('heading');
    await expectFocus(heading);
    await expect(heading).toHaveTextContent(deepQuestion);
    await expect(heading).toBeVisible();
    const [first, second] = canvas.getAllByRole('radio');
    await expect(first!.textContent).toContain(deepLabel);
    await expect(second!.textContent).toContain('> - > - ');
    await expect(first).toBeVisible();
    await expectNoAxeViolations(canvasElement);
    await press('1');
    await expectFocus(first!);
    await press('{Enter}');
    await expectResult(canvasElement, `${deepQuestion}${FW}${deepLabel}`);
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    await expectOutcome(canvasElement, 'Answered');
  },
};

/**
 * Built from parts, with the state owned by the parent (`useAskCard` + `card={…}`), the way a dock
 * keeps a prompt while it is collapsed and shows progress from it.
 */
function ComposedDemo({ request, onResolve }: DemoProps) {
  const [resolution, setResolution] = useState<AskResolution | null>(null);
  const card = useAskCard(request, {
    onResolve: (r) => {
      setResolution(r);
      onResolve?.(r);
    },
  });
  // The card's own strings are `card.messages`; any other view's come from the catalog.
  const { dockCollapse, dockExpand } = useAskMessages();
  const [open, setOpen] = useState(true);
  const done = card.progress.answered + card.progress.skipped;
  return (
    <div style={stack}>
      <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
        <span>{card.messages.progress({ index: done, count: card.progress.count })}</span>
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? dockCollapse : dockExpand}
        </button>
      </div>
      {open && (
        <AskCard.Root card={card} autoFocus={false}>
          {card.isResolved ? (
            <AskCard.Outcome />
          ) : (
            <>
              <AskCard.Question />
              <AskCard.Options />
              <AskCard.Header>
                <AskCard.Indicators />
              </AskCard.Header>
              <AskCard.Actions />
            </>
          )}
        </AskCard.Root>
      )}
      <ToolResult resolution={resolution} />
    </div>
  );
}

/** Parts in a custom order (indicators after the options) and a parent that collapses the card: Tab follows the DOM. */
export const Composed: Story = {
  render: (args) => <ComposedDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    // autoFocus={false}: the card leaves focus alone at mount.
    await expectFocus(document.body);
    await tab();
    const toggle = canvas.getByRole('button', { name: 'Collapse question' });
    await expectFocus(toggle);
    await tab();
    const staging = canvas.getByRole('radio', { name: 'Staging' });
    await expectFocus(staging);
    await press(' ');
    await expect(staging).toHaveAttribute('aria-checked', 'true');
    await press('{Enter}');
    // Focus was in the card, so it follows the step.
    await expectFocus(canvas.getByRole('heading'));
    await expect(canvas.getByText('1/3')).toBeVisible();
    await shiftTab();
    await expectFocus(toggle);
    await press('{Enter}');
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(toggle).toHaveAccessibleName('Expand question');
    await expectFocus(toggle);
    await press(' ');
    await expect(toggle).toHaveAccessibleName('Collapse question');
    await expectFocus(toggle);
    // The parent kept the state: still on question 2, question 1 still answered.
    await expect(canvas.getByRole('heading')).toHaveTextContent(Q2);
    await expect(canvas.getByRole('button', { name: 'Question 1 of 3, answered' })).toBeVisible();
    await tab(2);
    const lint = canvas.getByRole('checkbox', { name: 'Lint' });
    await expectFocus(lint);
    await press(' ');
    await expect(lint).toHaveAttribute('aria-checked', 'true');
    await press('{Enter}');
    const heading = canvas.getByRole('heading');
    await expectFocus(heading);
    await expect(heading).toHaveTextContent(Q3);
    // Question 3 left unanswered: its radio group, three indicators, Decline all, then Skip, which
    // stands alone with nothing chosen and finishes the card.
    await tab(6);
    await expectFocus(canvas.getByRole('button', { name: 'Skip' }));
    await press('{Enter}');
    await expectResult(canvasElement, `${Q1}${FW}Staging\n---\n${Q2}${FW}Lint\n---\n${Q3}${FW}`);
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    await expectOutcome(canvasElement, 'Answered');
  },
};

function Chip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      style={{
        padding: '0.375rem 0.75rem',
        borderRadius: 999,
        border: '1px solid currentColor',
        background: pressed ? '#1f5fd1' : 'transparent',
        color: pressed ? '#ffffff' : 'inherit',
        font: 'inherit',
      }}
    >
      {children}
    </button>
  );
}

/** `useAskCard` alone, with entirely custom markup: chips instead of radios. */
function HeadlessDemo({ request, onResolve }: DemoProps) {
  const [resolution, setResolution] = useState<AskResolution | null>(null);
  const card = useAskCard(request, {
    onResolve: (r) => {
      setResolution(r);
      onResolve?.(r);
    },
  });
  const { messages } = card;
  // Custom markup owns its focus: when the buttons disappear, put focus on the outcome, not `body`.
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (card.isResolved && document.activeElement === document.body) outcomeRef.current?.focus();
  }, [card.isResolved]);
  return (
    <div style={stack}>
      <section aria-labelledby="headless-question" style={{ display: 'grid', gap: '0.75rem' }}>
        {card.resolution ? (
          <p id="headless-question" ref={outcomeRef} tabIndex={-1}>
            {messages.outcome[card.resolution.reason]}
          </p>
        ) : (
          <>
            <p id="headless-question" style={{ margin: 0 }}>
              <strong>
                {messages.progress({ index: card.cursor + 1, count: card.progress.count })}
              </strong>{' '}
              <AskMarkdown inline>{card.question.question}</AskMarkdown>
            </p>
            <div
              role="group"
              aria-labelledby="headless-question"
              style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}
            >
              {card.question.options.map((option, i) => (
                <Chip
                  key={option.label}
                  pressed={card.entry.selected.includes(i)}
                  onClick={(event) => card.toggle(i, { pointer: event.detail > 0 })}
                >
                  <AskMarkdown inline>{option.label}</AskMarkdown>
                </Chip>
              ))}
            </div>
            <div style={{ display: 'flex', gap: '0.5rem' }}>
              <button type="button" onClick={card.skip}>
                {card.policy.skipCancels ? messages.skipPrompt : messages.skip}
              </button>
              <button type="button" disabled={!card.actions.next.enabled} onClick={card.next}>
                {card.isFinalStep ? messages.submit : messages.next}
              </button>
            </div>
          </>
        )}
      </section>
      <ToolResult resolution={resolution} />
    </div>
  );
}

/** Headless: native buttons, so Tab, Enter and Space are all the keyboard needs. */
export const Headless: Story = {
  render: (args) => <HeadlessDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expectFocus(document.body);
    await tab(2);
    const production = canvas.getByRole('button', { name: 'Production' });
    await expectFocus(production);
    await press('{Enter}');
    await expect(production).toHaveAttribute('aria-pressed', 'true');
    // `local`, Skip, Next.
    await tab(3);
    const next = canvas.getByRole('button', { name: 'Next' });
    await expectFocus(next);
    await press('{Enter}');
    await expect(canvas.getByText(Q2)).toBeVisible();
    // The Next button stays, and keeps focus.
    await expectFocus(next);
    await shiftTab(4);
    await expectFocus(canvas.getByRole('button', { name: 'Unit tests' }));
    await press(' ');
    await tab();
    await expectFocus(canvas.getByRole('button', { name: 'Lint' }));
    await press(' ');
    await expect(canvas.getByRole('button', { name: 'Unit tests' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Lint' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await tab(3);
    await expectFocus(next);
    await press('{Enter}');
    await expect(canvas.getByText(Q3)).toBeVisible();
    await shiftTab();
    await expectFocus(canvas.getByRole('button', { name: 'Skip' }));
    await press('{Enter}');
    await expectResult(
      canvasElement,
      `${Q1}${FW}Production\n---\n${Q2}${FW}Unit tests${IC}Lint\n---\n${Q3}${FW}`,
    );
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('Answered')).toBeVisible();
    await expectFocus(canvas.getByText('Answered'));
  },
};

// ── The widened question model ──────────────────────────────────────────────────────────────

// A dialect of the host's own, as MCP-style forms will be: dismissible, with a header bar. It
// lives in the stories' registry (given through `AskRegistryProvider`), never the default one.
const FORM_DIALECT = 'story_form';
const formRegistry = createAskRegistry([
  askToolAdapter,
  {
    ...askToolAdapter,
    dialect: FORM_DIALECT,
    policy: { ...askToolAdapter.policy, dismissible: true, header: true },
  },
]);

const freeTextRequest: AskRequest = {
  dialect: 'asktool',
  questions: [
    {
      id: 'q1',
      question: 'What should the release be **called**?',
      options: [],
      multiSelect: false,
      input: { placeholder: 'e.g. Aurora' },
    },
  ],
};

/** A question without options (Codex `options: null`, MCP text fields): the text field is the answer. */
export const FreeTextOnly: Story = {
  args: { request: freeTextRequest },
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radio')).toBeNull();
    const field = canvas.getByRole('textbox', { name: /What should the release be called/ });
    await expect(field).toHaveAttribute('placeholder', 'e.g. Aurora');
    await tab();
    await expectFocus(field);
    await press('Aurora');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectResult(canvasElement, `What should the release be **called**?${FW}Aurora`);
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
  },
};

const constrainedRequest: AskRequest = {
  dialect: 'asktool',
  questions: [
    {
      id: 'q1',
      question: 'How many replicas?',
      options: [],
      multiSelect: false,
      required: true,
      input: { kind: 'integer', min: 1, max: 10 },
    },
    {
      id: 'q2',
      question: 'Pick at most two regions',
      options: [{ label: 'eu-west' }, { label: 'us-east' }, { label: 'ap-south' }],
      multiSelect: true,
      maxSelections: 2,
      allowOther: false,
    },
  ],
};

/**
 * Per-question rules the machine enforces: a required whole number from 1 to 10, then at most two
 * choices and no free text. The reason the action is unavailable shows beside it.
 */
export const Constraints: Story = {
  args: { request: constrainedRequest },
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('Answer this question to continue.')).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'How many replicas?' });
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    field.focus();
    await press('12');
    await expect(canvas.getByText('Enter 10 or less.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(next).toHaveAccessibleDescription('Enter 10 or less.');
    await expectNoAxeViolations(canvasElement);
    await press('{Backspace}{Backspace}3');
    await expect(next).not.toHaveAttribute('aria-disabled');
    await userEvent.click(next);
    await expect(canvas.queryByRole('textbox')).toBeNull(); // allowOther: false
    await press('123');
    await expect(canvas.getByText('Choose at most 2.')).toBeVisible();
    await press('3{Enter}');
    await expectResult(
      canvasElement,
      `How many replicas?${FW}3\n---\nPick at most two regions${FW}eu-west${IC}us-east`,
    );
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
  },
};

/** A secret answer (Codex `isSecret`): a password field, masked in the outcome and the stored details. */
export const Secret: Story = {
  args: {
    request: {
      dialect: 'asktool',
      questions: [
        {
          id: 'q1',
          question: 'Paste the deploy token',
          options: [],
          multiSelect: false,
          input: { secret: true },
        },
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    const field = canvasElement.querySelector<HTMLInputElement>('input[data-part="other-input"]')!;
    await expect(field.type).toBe('password');
    await tab();
    await expectFocus(field);
    await press('hunter2');
    // Issue 24 #5: the secret is the field's property only, never its `value` attribute.
    await expect(field.value).toBe('hunter2');
    await expect(field.getAttribute('value')).toBeNull();
    await expect(canvasElement.outerHTML).not.toContain('hunter2');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    const resolution = (args.onResolve as ReturnType<typeof fn>).mock.calls[0]![0] as AskResolution;
    await expect(resolution.answers[0]!.customText).toBe('hunter2'); // the model gets it …
    await expect(JSON.stringify(resolution.details)).not.toContain('hunter2'); // … storage never does
    await expect(outcome(canvasElement)).not.toHaveTextContent('hunter2');
    await expect(canvas.getByText('••••••')).toBeVisible();
  },
};

const RLO = '\u202E';

/**
 * Issue 24 #7: questions ending in an unterminated U+202E (RIGHT-TO-LEFT OVERRIDE), stacked. The
 * hint beside Submit counts them rather than naming them (issue 27 #9), so its own words keep
 * their order instead of being drawn mirrored.
 */
export const StackedBidiOverride: Story = {
  args: {
    layout: 'stacked',
    request: {
      dialect: 'asktool',
      questions: ['Deploy now?', 'Notify ops?'].map((question, i) => ({
        id: `q${i + 1}`,
        question: `${question}${RLO}`,
        options: [{ label: 'Yes' }, { label: 'No' }],
        multiSelect: false,
        required: true,
      })),
    },
  },
  play: async ({ canvasElement }) => {
    await mounted();
    const hint = canvasElement.querySelector<HTMLElement>('[data-part="action-hint"]')!;
    await expect(hint).toBeVisible();
    // Counted, not listed (issue 27 #9): the hint quotes no question.
    await expect(hint.textContent).toBe('Answer 2 required questions to submit.');
    // Drawn left to right: the first letter of the hint's own words sits left of the last.
    const text = hint.firstChild as Text;
    const at = text.data.indexOf('Answer');
    const left = (i: number) => {
      const range = document.createRange();
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      return range.getBoundingClientRect().left;
    };
    await expect(left(at)).toBeLessThan(left(at + 'Answer'.length - 1));
  },
};

/**
 * Issue 24 #9: a label holding a fenced code block of one 200-character line, and a wide table,
 * on a phone: the card stays inside its box, and the code and the table wrap within it.
 */
export const WideCodeOnAPhone: Story = {
  args: {
    request: {
      dialect: 'asktool',
      questions: [
        {
          id: 'q1',
          question: 'Run which command?',
          options: [
            { label: '```sh\n' + `deploy --region=eu-west-1 ${'--flag '.repeat(28)}\n` + '```' },
            {
              label: `| ${'column | '.repeat(12)}\n|${'---|'.repeat(12)}\n| ${'cell | '.repeat(12)}`,
            },
          ],
          multiSelect: false,
        },
      ],
    },
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await mounted();
    const card = canvasElement.querySelector<HTMLElement>(
      '[data-scope="ask-card"][data-part="root"]',
    )!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The code wraps (a scrolling box inside an option would need its own tab stop).
    const code = card.querySelector('pre')!;
    await expect(code.scrollWidth).toBeLessThanOrEqual(code.clientWidth);
    await expect(code.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};

/** A host that resolves the card when the user writes in the chat instead (`replyInChat`). */
function ReplyInChatHost(props: DemoProps) {
  const [resolution, setResolution] = useState<AskResolution | null>(null);
  const card = useAskCard(props.request, {
    onResolve: (r) => (setResolution(r), props.onResolve?.(r)),
  });
  return (
    <div style={stack}>
      <AskCard card={card} />
      <button type="button" onClick={card.replyInChat} disabled={card.isResolved}>
        Send a chat message instead
      </button>
      <ToolResult resolution={resolution} />
    </div>
  );
}

/** The user answered question 1, then wrote in the chat: recorded answers stay, the rest read so. */
export const RepliedInChat: Story = {
  args: { request: deployRequest },
  render: (args) => <ReplyInChatHost {...args} />,
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    await press('2{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Send a chat message instead' }));
    await expectResult(canvasElement, `${Q1}${FW}Production\n---\n${Q2}${FW}\n---\n${Q3}${FW}`);
    await expect(outcome(canvasElement)).toHaveTextContent('Answered in the chat');
  },
};

/** A dialect whose policy makes the card dismissible (MCP's cancel): Close is not Decline all. */
export const Dismissible: Story = {
  args: { request: { ...singleRequest, dialect: FORM_DIALECT } },
  decorators: [
    (Story) => (
      <AskRegistryProvider registry={formRegistry}>
        <Story />
      </AskRegistryProvider>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    await expect(
      ((args.onResolve as ReturnType<typeof fn>).mock.calls[0]![0] as AskResolution).reason,
    ).toBe('dismissed');
    await expectOutcome(canvasElement, 'Dismissed');
  },
};

/** A prompt-level title and message (Claude's extended title, MCP's message) lead the questions. */
export const TitleAndMessage: Story = {
  args: {
    request: {
      ...singleRequest,
      title: 'Release settings',
      message: 'The deploy server needs one decision before it continues.',
    },
  },
  play: async ({ canvasElement, args }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Release settings')).toBeVisible();
    await expect(
      canvas.getByText('The deploy server needs one decision before it continues.'),
    ).toBeVisible();
    await press('1{Enter}');
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
  },
};
