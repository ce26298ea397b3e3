import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AskResolution } from '../src/core/serialize';
import type { AskRequest } from '../src/core/types';
import { AskDock, type AskDockProps } from '../src/react/dock';
import { AskTranscript } from '../src/react/transcript';

/**
 * OpenClaw's docked stepper inside a fake chat page: a message list, the dock, and a real
 * `<textarea>` composer. While expanded the stepper replaces the composer; collapsed, a slim bar
 * sits above it. The composer is never remounted, so a draft survives every toggle.
 */

const deploy: AskRequest = {
  dialect: 'ask_user',
  timeoutSeconds: 900,
  questions: [
    {
      id: 'deploy_target',
      header: 'Target',
      question: 'Where should I deploy this build?',
      options: [
        { label: 'Staging (Recommended)', description: 'Safe to break' },
        { label: 'Production', description: 'Live traffic' },
      ],
      multiSelect: false,
    },
    {
      id: 'notify',
      header: 'Notify',
      question: 'Who should hear about the release?',
      options: [{ label: 'Team channel' }, { label: 'On-call' }, { label: 'Nobody' }],
      multiSelect: true,
    },
  ],
};

const migrate: AskRequest = {
  dialect: 'ask_user',
  timeoutSeconds: 600,
  questions: [
    {
      id: 'migrate',
      header: 'Migrations',
      question: 'Run the **database migrations** before deploying?',
      options: [{ label: 'Yes (Recommended)' }, { label: 'No' }],
      multiSelect: false,
    },
  ],
};

const zhRequest: AskRequest = {
  dialect: 'ask_user',
  timeoutSeconds: 900,
  questions: [
    {
      id: 'deploy_target',
      header: '目标',
      question: '这次构建部署到哪里？',
      options: [{ label: '预发环境（推荐）' }, { label: '生产环境' }],
      multiSelect: false,
    },
  ],
};

interface Message {
  id: number;
  from: 'user' | 'assistant' | 'tool';
  text: string;
  resolution?: AskResolution;
}

const INITIAL: Message[] = [
  { id: 1, from: 'user', text: 'Ship the release branch, please.' },
  {
    id: 2,
    from: 'assistant',
    text: 'The build is green. Before I deploy I need two decisions from you.',
  },
];

interface ChatPageProps extends Omit<
  AskDockProps,
  'composer' | 'request' | 'prompts' | 'onResolve'
> {
  requests: AskRequest[];
  onResolve?: (resolution: AskResolution) => void;
  onSend?: (text: string) => void;
}

const page = {
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75rem',
  maxWidth: '42rem',
  margin: '0 auto',
} as const;
const bubble = (from: Message['from']) =>
  ({
    alignSelf: from === 'user' ? 'flex-end' : 'stretch',
    maxWidth: from === 'user' ? '80%' : undefined,
    padding: '0.5rem 0.75rem',
    borderRadius: '0.75rem',
    border: '1px solid color-mix(in srgb, currentColor 22%, transparent)',
  }) as const;

/** A chat: messages, the dock with every pending prompt, and the host's own composer. */
function ChatPage({ requests, onResolve, onSend, ...dock }: ChatPageProps) {
  const [messages, setMessages] = useState<Message[]>(INITIAL);
  const [pending, setPending] = useState(() =>
    requests.map((request, i) => ({ id: `call_${i + 1}`, request })),
  );
  const [draft, setDraft] = useState('');

  const resolve = (id: string, resolution: AskResolution) => {
    onResolve?.(resolution);
    setPending((all) => all.filter((p) => p.id !== id));
    setMessages((all) => [
      ...all,
      { id: all.length + 1, from: 'tool', text: resolution.content, resolution },
    ]);
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    onSend?.(draft);
    setMessages((all) => [...all, { id: all.length + 1, from: 'user', text: draft }]);
    setDraft('');
  };

  return (
    <div style={page}>
      <ol
        aria-label="Messages"
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexDirection: 'column',
          gap: '0.5rem',
        }}
      >
        {messages.map((m) => (
          <li key={m.id} style={bubble(m.from)}>
            {m.resolution ? (
              <AskTranscript details={m.resolution.details} content={m.text} />
            ) : (
              m.text
            )}
          </li>
        ))}
      </ol>
      <AskDock
        {...dock}
        prompts={pending.map((p) => ({ ...p, onResolve: (r: AskResolution) => resolve(p.id, r) }))}
        composer={
          <form onSubmit={send} style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-end' }}>
            <textarea
              aria-label="Message"
              placeholder="Write a message…"
              rows={2}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              style={{
                flex: 1,
                font: 'inherit',
                color: 'inherit',
                background: 'transparent',
                padding: '0.5rem',
                borderRadius: '0.5rem',
                border: '1px solid currentColor',
              }}
            />
            <button type="submit" style={{ font: 'inherit', padding: '0.5rem 0.75rem' }}>
              Send
            </button>
          </form>
        }
      />
    </div>
  );
}

const meta = {
  title: 'Components/AskDock',
  component: ChatPage,
  args: { requests: [deploy], onResolve: fn(), onSend: fn(), onCollapsedChange: fn() },
} satisfies Meta<typeof ChatPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /Where should I deploy/ })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Message' })).toBeNull(); // hidden while expanded
    await expect(canvas.getByRole('button', { name: 'Collapse question' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const CollapseKeepsDraft: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse question' }));
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    const composer = canvas.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    await userEvent.type(composer, 'Also bump the changelog');
    for (let i = 0; i < 3; i++) {
      await userEvent.click(canvas.getByRole('button', { name: 'Expand question' }));
      // Expanding moves focus into the question; the composer is hidden, not gone.
      await waitFor(() =>
        expect(canvasElement.ownerDocument.activeElement).toHaveAttribute('data-part', 'question'),
      );
      await expect(canvas.queryByRole('textbox', { name: 'Message' })).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: 'Collapse question' }));
    }
    const after = canvas.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    await expect(after).toBe(composer);
    await expect(after.value).toBe('Also bump the changelog');
    await expect(args.onResolve).not.toHaveBeenCalled();
    // The slim bar: header, question and progress.
    const bar = canvasElement.querySelector(
      '[data-part="dock-prompt"]:not([hidden]) [data-part="dock-bar"]',
    )!;
    await expect(bar).toHaveTextContent('Target');
    await expect(bar).toHaveTextContent('1/2');
  },
};

export const ResolvedSummary: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Production/ })); // advances by itself
    // A person reads the new question first: a click right after the step changed is taken for a double-click.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Team channel' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'On-call' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    const summary = await canvas.findByRole('group', { name: 'Your answers' });
    await expect(summary).toHaveTextContent('Target: Production');
    await expect(summary).toHaveTextContent('Notify: Team channel, On-call');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeVisible();
    // The chat keeps the read-only transcript of the tool row.
    await expect(canvas.getByRole('list', { name: 'Questions and answers' })).toBeVisible();
  },
};

export const Skipped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Skip' }));
    const summary = await canvas.findByRole('group', { name: 'Your answers' });
    // ask_user's Skip cancels the prompt: no answer, the same words as the card and the transcript.
    await expect(summary).toHaveTextContent('Target: No answer');
    await expect(summary).toHaveTextContent('Declined');
  },
};

const now = Date.UTC(2025, 0, 1);
export const Expired: Story = {
  args: { clock: () => now },
  render: (args) => <ExpiredPage {...args} />,
  play: async ({ canvasElement }) => {
    const summary = await within(canvasElement).findByRole('group', { name: 'Your answers' });
    await expect(summary).toHaveTextContent('Target: Expired');
  },
};

/** A prompt asked 16 minutes ago with a 15-minute timeout: it expires on arrival. */
function ExpiredPage(args: ChatPageProps) {
  const [resolved, setResolved] = useState(false);
  return (
    <AskDock
      request={resolved ? null : deploy}
      startedAt={now - 16 * 60_000}
      clock={args.clock}
      onResolve={() => setResolved(true)}
      composer={<textarea aria-label="Message" />}
    />
  );
}

export const SeveralPrompts: Story = {
  args: { requests: [deploy, migrate] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const position = () =>
      canvasElement.querySelector(
        '[data-part="dock-prompt"]:not([hidden]) [data-part="dock-switcher-position"]',
      );
    await expect(canvas.getByRole('group', { name: 'Pending question prompts' })).toBeVisible();
    await expect(position()).toHaveTextContent('1/2');
    await userEvent.click(canvas.getByRole('button', { name: 'Next question prompt' }));
    await expect(position()).toHaveTextContent('2/2');
    await expect(canvas.getByRole('heading', { name: /database migrations/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes (Recommended)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    // The other prompt comes back on its own, still pending; the first summary is left above.
    await expect(
      await canvas.findByRole('heading', { name: /Where should I deploy/ }),
    ).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Pending question prompts' })).toBeNull();
    await expect(canvas.getByRole('group', { name: 'Your answers' })).toHaveTextContent(
      'Migrations: Yes (Recommended)',
    );
  },
};

export const Stacked: Story = {
  args: { layout: 'stacked' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading')).toHaveLength(2);
    await expect(
      canvasElement.querySelector('[data-scope="ask-card"][data-part="root"]'),
    ).toHaveAttribute('data-layout', 'stacked');
  },
};

export const Collapsed: Story = {
  args: { defaultCollapsed: true, requests: [deploy, migrate] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Expand question' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const ZhCN: Story = {
  args: { requests: [zhRequest, migrate] },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '收起问题' }));
    await expect(canvas.getByRole('button', { name: '展开问题' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '下一个提问' })).toBeVisible();
  },
};

export const Dark: Story = {
  args: { requests: [deploy, migrate] },
  globals: { theme: 'dark' },
};

export const DarkCollapsed: Story = {
  args: { requests: [deploy], defaultCollapsed: true },
  globals: { theme: 'dark' },
};

export const DarkSummary: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Skip' }));
    await expect(await canvas.findByRole('group', { name: 'Your answers' })).toBeVisible();
  },
};
