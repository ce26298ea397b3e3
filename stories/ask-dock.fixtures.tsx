/**
 * The dock stories' chat page: a message list, the dock with every pending prompt, and a real
 * `<textarea>` composer. While expanded the stepper replaces the composer; collapsed, a slim bar
 * sits above it. The composer is never remounted, so a draft survives every toggle.
 */
import { useState, type FormEvent } from 'react';
import type { AskResolution } from '../src/core/dialects';
import type { AskRequest } from '../src/core/types';
import { AskDock, type AskDockProps } from '../src/react/dock';
import { AskTranscript } from '../src/react/transcript';

export const deploy: AskRequest = {
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

export const migrate: AskRequest = {
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

export const zhRequest: AskRequest = {
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

export interface ChatPageProps extends Omit<
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
export function ChatPage({ requests, onResolve, onSend, ...dock }: ChatPageProps) {
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

/** The clock of the expired stories. */
export const now = Date.UTC(2025, 0, 1);

/** A prompt asked 16 minutes ago with a 15-minute timeout: it expires on arrival. */
export function ExpiredPage(args: ChatPageProps) {
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
