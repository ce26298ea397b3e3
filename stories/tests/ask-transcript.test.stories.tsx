import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AskAnswer, AskReason, AskRequest } from '../../src/core/types';
import { AskTranscript } from '../../src/react/transcript';
import {
  deployAnswers,
  deployRequest,
  openClawAnswers,
  openClawRequest,
  storedRow,
} from '../../src/react/transcript/fixtures';
import { mounted } from '../keyboard';

/**
 * The read-only summary a finished ask leaves in the chat history, drawn from the persisted
 * `details`. Unusable details (imported or malformed history) show the generic content instead.
 */
const meta = {
  title: 'Tests/AskTranscript',
  // Play-function tests: every assertion runs in the storybook projects; no Docs page.
  tags: ['!autodocs'],
  component: AskTranscript,
  args: { details: undefined, content: '' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AskTranscript>;

export default meta;
type Story = StoryObj<typeof meta>;

function row(request: AskRequest, answers: AskAnswer[], reason?: AskReason) {
  return storedRow(request, answers, reason);
}

const single = row({ ...deployRequest, questions: [deployRequest.questions[0]!] }, [
  deployAnswers[0]!,
]);
const multi = row({ ...deployRequest, questions: [deployRequest.questions[1]!] }, [
  { id: 'q2', status: 'answered', labels: ['Unit tests', 'Lint', '`e2e`'] },
]);
const valid = row(deployRequest, deployAnswers);

const items = (canvas: HTMLElement) =>
  Array.from(canvas.querySelectorAll<HTMLElement>('[data-part="summary-item"]'));

export const AsktoolSingle: Story = {
  args: single,
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Questions and answers' })).toBeVisible();
    await expect(
      canvasElement.querySelector('[data-part="summary-value"] strong'),
    ).toHaveTextContent('Staging');
  },
};

export const AsktoolMultiSelect: Story = {
  args: multi,
  play: async ({ canvasElement }) => {
    await mounted();
    const labels = Array.from(canvasElement.querySelectorAll('[data-part="summary-value"]')).map(
      (el) => el.textContent,
    );
    await expect(labels).toEqual(['Unit tests', 'Lint', 'e2e']);
  },
};

export const AsktoolCustomAnswer: Story = {
  args: row({ ...deployRequest, questions: [deployRequest.questions[1]!] }, [deployAnswers[1]!]),
  play: async ({ canvasElement }) => {
    await mounted();
    await expect(canvasElement.querySelector('[data-part="summary-custom"]')).toHaveTextContent(
      'Own answer',
    );
    await expect(
      canvasElement.querySelector('[data-part="summary-custom-text"]'),
    ).toHaveTextContent('and the smoke suite');
  },
};

export const AsktoolSkipped: Story = {
  args: valid,
  play: async ({ canvasElement }) => {
    await mounted();
    const states = items(canvasElement).map((li) => li.dataset.state);
    await expect(states).toEqual(['answered', 'answered', 'skipped']);
    await expect(within(items(canvasElement)[2]!).getByText('Skipped')).toBeVisible();
  },
};

export const AskUserAnswered: Story = {
  args: row(openClawRequest, openClawAnswers),
  play: async ({ canvasElement }) => {
    await mounted();
    const replies = Array.from(canvasElement.querySelectorAll('[data-part="summary-answer"]')).map(
      (el) => el.textContent,
    );
    await expect(replies[0]).toBe('Target: Staging (Recommended)');
    await expect(replies[1]).toBe('Notify: Team channel, On-call, Own answer the release manager');
  },
};

export const Declined: Story = {
  args: row(deployRequest, deployAnswers, 'declined'),
  play: async ({ canvasElement }) => {
    await mounted();
    await expect(within(canvasElement).getByText('Declined')).toBeVisible();
    await expect(items(canvasElement).every((li) => li.dataset.state === 'skipped')).toBe(true);
  },
};

export const Stopped: Story = {
  args: row(deployRequest, [deployAnswers[0]!], 'stopped'),
  play: async ({ canvasElement }) => {
    await mounted();
    await expect(within(canvasElement).getByText('Stopped')).toBeVisible();
    await expect(items(canvasElement).map((li) => li.dataset.state)).toEqual([
      'answered',
      'skipped',
      'skipped',
    ]);
  },
};

export const Expired: Story = {
  args: row(openClawRequest, openClawAnswers, 'expired'),
  play: async ({ canvasElement }) => {
    await mounted();
    // Every question and the outcome line read Expired, as in the card and the dock.
    await expect(within(canvasElement).getAllByText('Expired').length).toBeGreaterThan(1);
  },
};

export const ZhCN: Story = {
  args: row(deployRequest, deployAnswers, 'stopped'),
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await mounted();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: '问答记录' })).toBeVisible();
    await expect(canvas.getAllByText('已跳过').length).toBeGreaterThan(0);
    await expect(canvas.getByText('已停止')).toBeVisible();
  },
};

export const Dark: Story = {
  args: row(openClawRequest, openClawAnswers),
  globals: { theme: 'dark' },
};

export const DarkAsktool: Story = {
  args: row(deployRequest, deployAnswers, 'declined'),
  globals: { theme: 'dark' },
};

export const HostileMarkdown: Story = {
  args: row(
    {
      dialect: 'asktool',
      questions: [
        {
          id: 'q1',
          question:
            'Pick one <script>alert(1)</script> [link](https://example.com) ![img](https://example.com/x.png)',
          options: [
            { label: '<img src=x onerror=alert(1)>' },
            { label: '**bold** [a](javascript:alert(1))' },
          ],
          multiSelect: true,
        },
      ],
    },
    [
      {
        id: 'q1',
        status: 'answered',
        labels: ['<img src=x onerror=alert(1)>', '**bold** [a](javascript:alert(1))'],
      },
    ],
  ),
  play: async ({ canvasElement }) => {
    await mounted();
    await expect(canvasElement.querySelector('a, img, script, [href], [src]')).toBeNull();
    // A label that renders to nothing keeps its source as its visible name.
    await expect(canvasElement.querySelector('[data-part="summary-value"]')).toHaveTextContent(
      '<img src=x onerror=alert(1)>',
    );
  },
};

// ── malformed history: every one shows the generic rendering of the content ─────────────────

const content = valid.content;

async function expectFallback(canvasElement: HTMLElement) {
  const pre = canvasElement.querySelector('pre[data-part="transcript-fallback"]');
  await expect(pre).not.toBeNull();
  await expect(pre!.textContent).toBe(content);
  await expect(canvasElement.querySelector('[data-part="transcript"]')).toBeNull();
}

export const MalformedRandomJson: Story = {
  args: { details: { foo: [1, 2, { bar: null }], baz: 'qux' }, content },
  play: async ({ canvasElement }) => expectFallback(canvasElement),
};

export const MalformedMissingAnswers: Story = {
  args: { details: { ...valid.details, answers: valid.details.answers.slice(0, 2) }, content },
  play: async ({ canvasElement }) => expectFallback(canvasElement),
};

export const MalformedWrongTypes: Story = {
  args: {
    details: {
      ...valid.details,
      questions: valid.details.questions.map((q) => ({ ...q, multiSelect: 'yes' })),
    },
    content,
  },
  play: async ({ canvasElement }) => expectFallback(canvasElement),
};

export const MalformedExtraQuestions: Story = {
  args: {
    details: {
      ...valid.details,
      questions: [
        ...valid.details.questions,
        { id: 'q4', question: 'Extra?', options: [], multiSelect: false },
      ],
    },
    content,
  },
  play: async ({ canvasElement }) => expectFallback(canvasElement),
};

export const MissingDetails: Story = {
  args: { details: undefined, content },
  play: async ({ canvasElement }) => expectFallback(canvasElement),
};

export const MalformedDark: Story = {
  args: { details: 'not details', content },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => expectFallback(canvasElement),
};

export const HostFallback: Story = {
  args: {
    details: null,
    content,
    fallback: (text: string) => (
      <details data-testid="host-row">
        <summary>Tool result ({text.length} characters)</summary>
        <pre style={{ whiteSpace: 'pre-wrap' }}>{text}</pre>
      </details>
    ),
  },
  play: async ({ canvasElement }) => {
    await mounted();
    await expect(within(canvasElement).getByTestId('host-row')).toHaveTextContent(
      `Tool result (${content.length} characters)`,
    );
  },
};

const HASH = 'a3f9c2e1b7d4a8f6c0e2b9d1a7f3c5e8b2d4f6a1';

/** Issue 24 #7: a commit hash in every answer, on a phone: it wraps, the page never scrolls sideways. */
export const LongHashOnAPhone: Story = {
  args: {
    ...row(
      {
        dialect: 'asktool',
        questions: [
          {
            id: 'q1',
            question: `Revert ${HASH}?`,
            options: [{ label: HASH }, { label: `\`${HASH}\`` }],
            multiSelect: true,
          },
        ],
      },
      [{ id: 'q1', status: 'answered', labels: [HASH, `\`${HASH}\``], customText: HASH + HASH }],
    ),
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await mounted();
    await expect(canvasElement.querySelector('[data-part="transcript"]')).toHaveTextContent(HASH);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
