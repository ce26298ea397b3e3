/**
 * A fake chat page on ask-cards, as a host app would build it. Read it top to bottom:
 *
 * 1. `ask-cards/core` (no React) turns the model's raw tool input into an `AskRequest`; a server
 *    would do the same. Here it also replays an earlier ask through the pure machine.
 * 2. `ask-cards` renders it: an `AskTranscript` for a finished ask in the history, an `AskCard`
 *    for the pending `asktool` ask, an `AskDock` above the composer for an `ask_user` prompt, and
 *    `AskToastProvider` for asks arriving in other conversations.
 * 3. Every `onResolve` hands back `content` (what the model receives) and `details` (what the
 *    host stores with the tool row, and what `AskTranscript` renders later).
 */
import { StrictMode, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  AskCard,
  AskDock,
  AskI18nProvider,
  AskToastProvider,
  AskTranscript,
  useAskToasts,
  type AskResolution,
} from 'ask-cards';
import {
  askTransition,
  createAskState,
  parseAskToolInput,
  parseAskUserInput,
  toAskResolution,
  type AskRequest,
} from 'ask-cards/core';
import 'ask-cards/styles.css';
import './app.css';

// ── 1. What the model sent (literal tool inputs, validated at the boundary) ───────────────────

/** An `asktool` call the user answered earlier in this conversation. */
const earlierAsk = parseAskToolInput({
  questions: [
    {
      question: 'Which **branch** should the release come from?',
      options: ['`main`', '`release/2.3`'],
    },
    { question: 'Which platforms?', options: ['Linux', 'macOS', 'Windows'], multiSelect: true },
  ],
});

/** The `asktool` call pending now: the card below. */
const pendingAsk = parseAskToolInput({
  questions: [
    {
      question: 'Which **environment** should I deploy *2.3* to?',
      options: [{ label: 'Staging', description: 'Safe to break' }, 'Production', '`canary` (5 %)'],
    },
    {
      question: 'Which checks should run first?',
      options: ['Unit tests', 'Lint', 'e2e'],
      multiSelect: true,
    },
  ],
});

/** An OpenClaw `ask_user` call: docked above the composer. */
const dockAsk = parseAskUserInput({
  questions: [
    {
      id: 'changelog',
      header: 'Changelog',
      question: 'How should I write the **changelog** for 2.3?',
      options: [
        { label: 'Keep a Changelog', description: 'Added / Changed / Fixed' },
        { label: 'Conventional commits' },
      ],
    },
  ],
  timeoutSeconds: 600,
});

/** What another conversation asks; it arrives as a toast. */
const otherAsk = parseAskToolInput({
  questions: [
    { question: 'The **nightly build** failed. Retry it?', options: ['Retry', 'Open the log'] },
  ],
});

/** The earlier ask, answered through the pure machine, exactly as a card would have done it. */
function replayEarlierAsk(request: AskRequest): AskResolution {
  let state = createAskState(request);
  state = askTransition(state, { type: 'toggle', option: 1 });
  state = askTransition(state, { type: 'next' });
  state = askTransition(state, { type: 'toggle', option: 0 });
  state = askTransition(state, { type: 'toggle', option: 1 });
  state = askTransition(state, { type: 'next' });
  return toAskResolution(state)!;
}

// ── 2. The chat ────────────────────────────────────────────────────────────────────────────────

type Message =
  | { id: string; kind: 'text'; role: 'user' | 'assistant'; text: string }
  | { id: string; kind: 'ask'; request: AskRequest; signal: AbortSignal }
  | { id: string; kind: 'tool-row'; content: string; details: unknown }
  | { id: string; kind: 'tool-result'; tool: string; content: string };

let nextId = 0;
const id = () => `m${++nextId}`;

function initialMessages(turn: AbortController): Message[] {
  const earlier = replayEarlierAsk(earlierAsk);
  return [
    { id: id(), kind: 'text', role: 'user', text: 'Can you ship release 2.3 today?' },
    { id: id(), kind: 'text', role: 'assistant', text: 'Sure. Earlier you told me:' },
    // A stored tool row: the host persisted `content` and `details`, the transcript renders them.
    { id: id(), kind: 'tool-row', content: earlier.content, details: earlier.details },
    { id: id(), kind: 'text', role: 'assistant', text: 'Two more questions before I deploy:' },
    { id: id(), kind: 'ask', request: pendingAsk, signal: turn.signal },
  ];
}

function ChatPage() {
  // One agent turn for the page's life: the Stop button aborts it.
  const [turn] = useState(() => new AbortController());
  const [messages, setMessages] = useState<Message[]>(() => initialMessages(turn));
  const [stopped, setStopped] = useState(false);
  const [dockRequest, setDockRequest] = useState<AskRequest | null>(dockAsk);
  const append = (...more: Message[]) => setMessages((list) => [...list, ...more]);

  const onCardResolve = (resolution: AskResolution) => {
    // Send `resolution.content` to the model as the tool result; store `details` with the row.
    append({ id: id(), kind: 'tool-result', tool: 'asktool', content: resolution.content });
    append({
      id: id(),
      kind: 'text',
      role: 'assistant',
      text:
        resolution.reason === 'submitted'
          ? 'Thanks, deploying now.'
          : 'Understood, I stopped here.',
    });
  };

  const onDockResolve = (resolution: AskResolution) => {
    append({ id: id(), kind: 'tool-result', tool: 'ask_user', content: resolution.content });
    setDockRequest(null);
  };

  const stopTurn = () => {
    turn.abort();
    setStopped(true);
  };

  return (
    <div className="chat">
      <Header>
        <button type="button" className="btn secondary" onClick={stopTurn} disabled={stopped}>
          Stop the turn
        </button>
      </Header>
      <main className="messages" aria-label="Conversation">
        {messages.map((message) => (
          <MessageView key={message.id} message={message} onResolve={onCardResolve} />
        ))}
      </main>
      <div className="composer-area">
        <AskDock
          request={dockRequest}
          onResolve={onDockResolve}
          composer={
            <Composer onSend={(text) => append({ id: id(), kind: 'text', role: 'user', text })} />
          }
        />
      </div>
    </div>
  );
}

function MessageView({
  message,
  onResolve,
}: {
  message: Message;
  onResolve: (r: AskResolution) => void;
}) {
  switch (message.kind) {
    case 'text':
      return (
        <p className={`bubble ${message.role}`}>
          <span className="who">{message.role === 'user' ? 'You' : 'Assistant'}</span>{' '}
          {message.text}
        </p>
      );
    case 'tool-row':
      return (
        <section className="tool-row" aria-label="Earlier answers">
          <AskTranscript details={message.details} content={message.content} />
        </section>
      );
    case 'ask':
      return (
        <AskCard
          request={message.request}
          signal={message.signal}
          onResolve={onResolve}
          autoFocus={false}
        />
      );
    case 'tool-result':
      return (
        <figure className="tool-result">
          <figcaption>Tool result sent to the model ({message.tool})</figcaption>
          <pre data-testid={`tool-result-${message.tool}`}>{message.content}</pre>
        </figure>
      );
  }
}

/** The host's own composer: `AskDock` keeps it mounted, so its draft survives every prompt. */
function Composer({ onSend }: { onSend: (text: string) => void }) {
  const [draft, setDraft] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    onSend(draft.trim());
    setDraft('');
  };
  return (
    <form className="composer" onSubmit={submit}>
      <textarea
        aria-label="Message"
        placeholder="Message the assistant…"
        rows={2}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
      />
      <button type="submit" className="btn">
        Send
      </button>
    </form>
  );
}

function Header({ children }: { children: ReactNode }) {
  const { notifyAsk } = useAskToasts();
  const count = useRef(0);
  const [dark, setDark] = useState(false);
  return (
    <header className="top">
      <h1>Release 2.3</h1>
      {children}
      <button
        type="button"
        className="btn secondary"
        onClick={() => notifyAsk({ sessionId: `nightly-${++count.current}`, request: otherAsk })}
      >
        Simulate ask from another conversation
      </button>
      <label>
        <input
          type="checkbox"
          checked={dark}
          onChange={(event) => {
            setDark(event.target.checked);
            document.documentElement.dataset.theme = event.target.checked ? 'dark' : 'light';
          }}
        />{' '}
        Dark
      </label>
    </header>
  );
}

// ── 3. The app shell: i18n and toasts once, near the root ─────────────────────────────────────

function App() {
  const [opened, setOpened] = useState<string | null>(null);
  // The host's session switch. The toast closes only once this resolves.
  const openSession = useMemo(
    () => (sessionId: string) =>
      new Promise<void>((resolve) => setTimeout(() => (setOpened(sessionId), resolve()), 50)),
    [],
  );
  return (
    <AskI18nProvider locale={navigator.language.startsWith('zh') ? 'zh-CN' : 'en'}>
      <AskToastProvider openSession={openSession}>
        {opened && (
          <p className="banner" role="status">
            Opened conversation <code>{opened}</code>
          </p>
        )}
        <ChatPage />
      </AskToastProvider>
    </AskI18nProvider>
  );
}

document.documentElement.dataset.theme = 'light';
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
