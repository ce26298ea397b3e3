import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AskMessages } from '../src/core/messages/types';
import type { AskResolution } from '../src/core/serialize/resolution';
import type { AskEntryStatus, AskRequest } from '../src/core/types';
import { AskCard, useAskCard, type AskCardOwnedProps } from '../src/react/ask-card';
import { askUserRequest, deployRequest, hostileRequest, multiRequest, singleRequest } from '../src/react/ask-card/fixtures';
import { AskI18nProvider } from '../src/react/i18n';
import { AskMarkdown } from '../src/react/markdown';

// Expected tool results are spelled out by hand, never computed with the serializers.
const FW = '\uFF1A';
const IC = '\u3001';
const Q1 = 'Which **environment** should I deploy to?';
const Q2 = 'Which checks should run first?';
const Q3 = 'Notify anyone?';

const stack: CSSProperties = { display: 'grid', gap: '1rem', maxWidth: '40rem' };
const preStyle: CSSProperties = { margin: 0, minHeight: '1.5em', whiteSpace: 'pre-wrap', fontSize: '0.8125rem' };

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
 * advances, Ctrl/⌘+Enter advances from the text field.
 */
const meta = {
  title: 'Components/AskCard',
  component: Demo,
  args: { request: deployRequest, onResolve: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const result = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Tool result');
const outcome = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-scope="ask-card"][data-part="outcome"]');

async function expectResult(canvasElement: HTMLElement, content: string) {
  await waitFor(() => expect(result(canvasElement).textContent).toBe(content));
}

// ── Stories ─────────────────────────────────────────────────────────────────────────────────

/** A single question; completed with the keyboard only (Tab, arrows, Enter). */
export const Pending: Story = {
  args: { request: singleRequest },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Focus starts on the question heading.
    await waitFor(() => expect(canvas.getByRole('heading')).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Staging' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Production' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Enter}');
    await expectResult(canvasElement, `${Q1}${FW}Production`);
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    await expect(outcome(canvasElement)).toHaveTextContent('Answered');
  },
};

/** Checkboxes; completed with the keyboard only (digits, Tab, Space, Enter). */
export const MultiSelect: Story = {
  args: { request: multiRequest },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading')).toHaveFocus());
    await userEvent.keyboard('3');
    await expect(canvas.getByRole('checkbox', { name: 'e2e' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('checkbox', { name: 'Unit tests' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    // Declared option order, not the order they were ticked in.
    await expectResult(canvasElement, `${Q2}${FW}Unit tests${IC}e2e`);
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
  },
};

const twoQuestions: AskRequest = { ...deployRequest, questions: deployRequest.questions.slice(0, 2) };

/** The always-present "Enter another answer" choice; Ctrl/⌘+Enter advances from its field. */
export const FreeText: Story = {
  args: { request: twoQuestions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Enter another answer' }));
    await expect(canvas.getByRole('textbox', { name: 'Your answer' })).toHaveFocus();
    await userEvent.keyboard('A canary in eu-west-1{Shift>}{Enter}{/Shift}then everywhere');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(canvas.getByRole('heading')).toHaveTextContent(Q2);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Lint' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your answer' }), 'fuzzing');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectResult(canvasElement, `${Q1}${FW}A canary in eu-west-1\nthen everywhere\n---\n${Q2}${FW}Lint${IC}fuzzing`);
  },
};

/** Answer, skip, then revisit the first question from its indicator: its answer is shown again. */
export const Revisit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Production' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Skip' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Question 1 of 3, answered' }));
    await expect(canvas.getByRole('heading')).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Production' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('button', { name: 'Question 2 of 3, skipped' })).toHaveAttribute('data-state', 'skipped');
    await expect(canvas.getByRole('button', { name: 'Question 1 of 3, answered' })).toHaveAttribute('aria-current', 'step');
    // Left pending, so the a11y check sees every indicator state.
    await expect(result(canvasElement).textContent).toBe('');
  },
};

export const Declined: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Staging' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Decline all' }));
    await expectResult(canvasElement, `${Q1}${FW}\n---\n${Q2}${FW}\n---\n${Q3}${FW}`);
    await expect(outcome(canvasElement)).toHaveTextContent('Declined');
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
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

/** The agent turn stops mid-prompt (its AbortSignal aborts): recorded answers stay, the rest are skipped. */
export const Stopped: Story = {
  render: (args) => <StoppableDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Staging' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Lint' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Stop the turn' }));
    await expectResult(canvasElement, `${Q1}${FW}Staging\n---\n${Q2}${FW}\n---\n${Q3}${FW}`);
    await expect(outcome(canvasElement)).toHaveTextContent('Stopped');
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
  },
};

const shortAskUser: AskRequest = { ...askUserRequest, timeoutSeconds: 30, questions: [askUserRequest.questions[0]!] };

function ExpiringDemo(props: DemoProps) {
  // Asked 28.5 s ago with a 30 s timeout: the prompt expires about 1.5 s after it renders.
  const [startedAt] = useState(() => Date.now() - 28_500);
  return <Demo {...props} startedAt={startedAt} />;
}

/** ask_user with a 30 s timeout that runs out: the view sends `expire`, the model gets no_answer. */
export const Expired: Story = {
  args: { request: shortAskUser },
  render: (args) => <ExpiringDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent(/0:0[12] left/);
    await waitFor(() => expect(outcome(canvasElement)).toHaveTextContent('Expired'), { timeout: 4000 });
    await expectResult(canvasElement, 'Target:\n\n{\n  "status": "no_answer"\n}');
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
  },
};

/** OpenClaw's ask_user: header chip, progress, countdown, Skip cancels; keyboard only. */
export const AskUser: Story = {
  args: { request: { ...askUserRequest, timeoutSeconds: 900 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading')).toHaveFocus());
    await expect(canvas.getByRole('timer', { name: /^Time remaining: 1[45] minutes/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Decline all' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    // A digit chooses without advancing (only a pointer choice auto-advances).
    await userEvent.keyboard('1');
    await expect(canvas.getByRole('heading')).toHaveTextContent('Where should I deploy the release?');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading')).toHaveTextContent('Who should hear about it?');
    await expect(canvas.getByRole('heading')).toHaveFocus();
    await userEvent.keyboard('2');
    await userEvent.keyboard('{Enter}');
    const json = JSON.stringify(
      { status: 'answered', answers: { answers: { deploy_target: { answers: ['Staging (Recommended)'] }, notify: { answers: ['On-call'] } } } },
      null,
      2,
    );
    await expectResult(canvasElement, `Target: Staging (Recommended)\nNotify: On-call\n\n${json}`);
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
  },
};

/** Phones: every question at once, one Submit. */
export const Stacked: Story = {
  args: { layout: 'stacked' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('radio', { name: 'Staging' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'e2e' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Unit tests' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'The team' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectResult(canvasElement, `${Q1}${FW}Staging\n---\n${Q2}${FW}Unit tests${IC}e2e\n---\n${Q3}${FW}The team`);
  },
};

const zhRequest: AskRequest = {
  dialect: 'asktool',
  questions: [
    { id: 'q1', question: '要部署到哪个**环境**？', options: [{ label: '预发布', description: '可以随意测试' }, { label: '生产' }], multiSelect: false },
    { id: 'q2', question: '先运行哪些检查？', options: [{ label: '单元测试' }, { label: '代码检查' }], multiSelect: true },
  ],
};

/** Simplified Chinese from the built-in catalog. */
export const ZhCN: Story = {
  args: { request: zhRequest },
  globals: { locale: 'zh-CN' },
  render: (args) => (
    <AskI18nProvider locale="zh-CN">
      <Demo {...args} />
    </AskI18nProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '来自助手的问题' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '第 1 题，共 2 题，未回答' })).toHaveAttribute('aria-current', 'step');
    await userEvent.click(canvas.getByRole('radio', { name: '预发布' }));
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '单元测试' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '输入其他答案' }));
    await userEvent.keyboard('冒烟测试');
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expectResult(canvasElement, `要部署到哪个**环境**？${FW}预发布\n---\n先运行哪些检查？${FW}单元测试${IC}冒烟测试`);
    await expect(outcome(canvasElement)).toHaveTextContent('已回答');
  },
};

const statusAr: Record<AskEntryStatus, string> = { unanswered: 'بلا إجابة', answered: 'تمت الإجابة', skipped: 'تم التخطي' };
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
  outcome: { submitted: 'تمت الإجابة', declined: 'مرفوض', stopped: 'متوقف', expired: 'انتهت المهلة' },
  skipped: 'تم التخطي',
};
const arRequest: AskRequest = {
  dialect: 'asktool',
  questions: [
    { id: 'q1', question: 'إلى أي **بيئة** أنشر؟', options: [{ label: 'التجريبية', description: 'آمنة للتجربة' }, { label: 'الإنتاج' }], multiSelect: false },
    { id: 'q2', question: 'هل أبلغ الفريق؟', options: [{ label: 'نعم' }, { label: 'لا' }], multiSelect: false },
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('group', { name: 'سؤال من المساعد' });
    await expect(card).toHaveAttribute('dir', 'rtl');
    await waitFor(() => expect(canvas.getByRole('heading')).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'الإنتاج' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('1{Enter}');
    await expectResult(canvasElement, `إلى أي **بيئة** أنشر؟${FW}الإنتاج\n---\nهل أبلغ الفريق؟${FW}نعم`);
  },
};

const answeredSnapshot = {
  request: askUserRequest,
  status: 'resolved',
  reason: 'submitted',
  cursor: 1,
  entries: [
    { status: 'answered', selected: [0], otherSelected: false, otherText: '', recorded: { selected: [0], otherSelected: false, otherText: '' } },
    {
      status: 'answered',
      selected: [0],
      otherSelected: true,
      otherText: 'the release manager',
      recorded: { selected: [0], otherSelected: true, otherText: 'the release manager' },
    },
  ],
};

/** The dark theme (data-theme="dark" on an ancestor): a pending card mid-way and a resolved one. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={stack}>
      <Demo {...args} />
      <AskCard request={askUserRequest} snapshot={answeredSnapshot} autoFocus={false} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [pending] = canvas.getAllByRole('group', { name: 'Question from the assistant' });
    const card = within(pending!);
    await userEvent.click(card.getByRole('radio', { name: 'Production' }));
    await userEvent.click(card.getByRole('button', { name: 'Next' }));
    await userEvent.click(card.getByRole('checkbox', { name: 'Lint' }));
    await userEvent.click(card.getByRole('checkbox', { name: 'Enter another answer' }));
    await userEvent.keyboard('fuzzing');
    await expect(card.getByRole('button', { name: 'Question 1 of 3, answered' })).toBeVisible();
    await expect(outcome(canvasElement)).toHaveTextContent('Answered');
    // Left pending, so the a11y check sees the dark pending card and the dark outcome together.
    await expect(result(canvasElement).textContent).toBe('');
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
          label: 'Follow the plan **as written** and post each step’s output in the channel, including the full dry-run diff and the row counts before and after',
          description: 'Slowest, but every step is reviewed by a person before the next one starts, so a surprise can be stopped early.',
        },
        { label: 'Skip the dry run; apply with `--lock-timeout=5s` and retry on timeout', description: 'Fast when the table is quiet.' },
        { label: '~~Postpone~~ Do nothing today' },
      ],
      multiSelect: false,
    },
  ],
};

/** Long Markdown: paragraphs, a list, code, a table and a quote in the question; long labels wrap. */
export const LongMarkdown: Story = {
  args: { request: longRequest },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading');
    await expect(heading.querySelectorAll('ol > li')).toHaveLength(3);
    await expect(heading.querySelector('table td')).toHaveTextContent('dry run');
    await expect(heading.querySelector('blockquote code')).toHaveTextContent('orders_archive');
    await expect(within(canvasElement).getByRole('radio', { name: /Follow the plan as written/ })).toHaveAccessibleDescription(/Slowest/);
    await expect(result(canvasElement).textContent).toBe('');
  },
};

/** Untrusted Markdown: scripts, javascript: links, <img onerror>, raw HTML and remote images render inert. */
export const HostileMarkdown: Story = {
  args: { request: hostileRequest },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('group', { name: 'Question from the assistant' });
    await expect(card.querySelector('a, [href], img, [src], script, iframe, b, [onerror]')).toBeNull();
    await expect(canvas.getByRole('heading')).toHaveTextContent('Pick one click me x raw');
    await userEvent.click(canvas.getByRole('radio', { name: 'docs' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    // The value is the label's source, untouched by rendering.
    await expectResult(canvasElement, `${hostileRequest.questions[0]!.question}${FW}[docs](javascript:alert(2))`);
    await expect(card.querySelector('a, [href], img, [src], script, iframe')).toBeNull();
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
  const [open, setOpen] = useState(true);
  const done = card.progress.answered + card.progress.skipped;
  return (
    <div style={stack}>
      <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
        <span>{card.messages.progress({ index: done, count: card.progress.count })}</span>
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? card.messages.dockCollapse : card.messages.dockExpand}
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

export const Composed: Story = {
  render: (args) => <ComposedDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Staging' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('1/3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse question' }));
    await expect(canvas.queryByRole('radio')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Expand question' }));
    // The parent kept the state: still on question 2, question 1 still answered.
    await expect(canvas.getByRole('heading')).toHaveTextContent(Q2);
    await expect(canvas.getByRole('button', { name: 'Question 1 of 3, answered' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Lint' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectResult(canvasElement, `${Q1}${FW}Staging\n---\n${Q2}${FW}Lint\n---\n${Q3}${FW}`);
  },
};

function Chip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
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
  return (
    <div style={stack}>
      <section aria-labelledby="headless-question" style={{ display: 'grid', gap: '0.75rem' }}>
        {card.resolution ? (
          <p id="headless-question">{messages.outcome[card.resolution.reason]}</p>
        ) : (
          <>
            <p id="headless-question" style={{ margin: 0 }}>
              <strong>{messages.progress({ index: card.cursor + 1, count: card.progress.count })}</strong>{' '}
              <AskMarkdown inline>{card.question.question}</AskMarkdown>
            </p>
            <div role="group" aria-labelledby="headless-question" style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
              {card.question.options.map((option, i) => (
                <Chip key={option.label} pressed={card.entry.selected.includes(i)} onClick={() => card.toggle(i, { pointer: true })}>
                  <AskMarkdown inline>{option.label}</AskMarkdown>
                </Chip>
              ))}
            </div>
            <div style={{ display: 'flex', gap: '0.5rem' }}>
              <button type="button" onClick={card.skip}>
                {card.policy.skipCancels ? messages.skipPrompt : messages.skip}
              </button>
              <button type="button" disabled={!card.canAdvance} onClick={card.advance}>
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

export const Headless: Story = {
  render: (args) => <HeadlessDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Production' }));
    await expect(canvas.getByRole('button', { name: 'Production' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Unit tests' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Lint' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Skip' }));
    await expectResult(canvasElement, `${Q1}${FW}Production\n---\n${Q2}${FW}Unit tests${IC}Lint\n---\n${Q3}${FW}`);
    await expect(canvas.getByText('Answered')).toBeVisible();
  },
};
