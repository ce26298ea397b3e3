/**
 * A Vercel AI SDK chat whose assistant asks with ask cards. Read it top to bottom:
 *
 * 1. `useChat` talks to the agent of ./agent.ts through a `DirectChatTransport` (in the page,
 *    offline); a real app would use the default HTTP transport and a route.
 * 2. Every ask tool part renders as `<AskToolPart part addToolOutput />`: a placeholder while the
 *    input streams, the card, then the receipt. The answer goes back through `addToolOutput`, and
 *    `askSendAutomaticallyWhen` sends it to the model.
 * 3. A pending card never wedges the chat: `resolvePendingAsks` before the user's own message
 *    (the ask is "answered in the chat"), and with `'stopped'` from the Stop button.
 */
import { useChat } from '@ai-sdk/react';
import { DirectChatTransport } from 'ai';
import { StrictMode, useState, type FormEvent, type KeyboardEvent } from 'react';
import { createRoot } from 'react-dom/client';
import {
  askSendAutomaticallyWhen,
  AskToolPart,
  isAskToolPart,
  resolvePendingAsks,
} from 'ask-cards/ai-sdk';
import 'ask-cards/styles.css';
import { createScriptedAgent, type AppMessage, type Dialect } from './agent';
import './app.css';

// `?dialect=asktool` makes the model call `asktool` (Claude Code's tool) instead of `ask_user`;
// `&input=invalid` makes its first call break the tool's rules (it reads the error and retries).
const params = new URLSearchParams(location.search);
const dialect: Dialect = params.get('dialect') === 'asktool' ? 'asktool' : 'ask_user';
const { agent, modelCalls } = createScriptedAgent({
  dialect,
  invalidFirst: params.get('input') === 'invalid',
});
const transport = new DirectChatTransport({
  agent,
  onError: (error) => (error instanceof Error ? error.message : String(error)),
});

const SCENARIOS = [
  { href: '?dialect=ask_user', label: 'ask_user (OpenClaw)' },
  { href: '?dialect=asktool', label: 'asktool (Claude Code)' },
  { href: '?dialect=ask_user&input=invalid', label: 'An invalid input, retried' },
];
const current = location.search || SCENARIOS[0]!.href;

function Chat() {
  const { messages, sendMessage, addToolOutput, stop, status, error } = useChat<AppMessage>({
    transport,
    // Sends the card's answer to the model; not when an ask was resolved to make way for the user.
    sendAutomaticallyWhen: askSendAutomaticallyWhen,
    onError: (cause) => console.error('chat error', cause),
  });
  const [text, setText] = useState('');
  const busy = status === 'submitted' || status === 'streaming';
  const pendingAsk = messages.some((message) =>
    message.parts.some((part) => isAskToolPart(part) && part.state === 'input-available'),
  );

  async function send(event: FormEvent) {
    event.preventDefault();
    const message = text.trim();
    if (!message || busy) return;
    setText('');
    // Without this, a message sent while a card waits fails the next call
    // (AI_MissingToolResultsError): every pending ask resolves as answered in the chat.
    await resolvePendingAsks({ messages, addToolOutput });
    await sendMessage({ text: message });
  }

  async function stopTurn() {
    await stop(); // ends a streaming turn; does nothing while the chat waits for a card
    await resolvePendingAsks({ messages, addToolOutput }, 'stopped');
  }

  function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }

  return (
    <div className="chat">
      <header className="top">
        <h1>AI SDK chat</h1>
        <nav aria-label="Scenario">
          {SCENARIOS.map((scenario) => (
            <a
              key={scenario.href}
              href={scenario.href}
              aria-current={scenario.href === current ? 'page' : undefined}
            >
              {scenario.label}
            </a>
          ))}
        </nav>
        <output aria-label="Model calls">{modelCalls()} model calls</output>
      </header>

      <main className="messages" aria-label="Conversation">
        {messages.length === 0 ? (
          <p className="hint">
            Send any message: the mock model answers with an <code>{dialect}</code> question, then
            says exactly which tool result it received.
          </p>
        ) : null}
        {messages.map((message) => (
          <article
            key={message.id}
            className={`message ${message.role}`}
            aria-label={message.role === 'user' ? 'You' : 'Assistant'}
          >
            {message.parts.map((part, i) =>
              isAskToolPart(part) ? (
                <AskToolPart key={part.toolCallId} part={part} addToolOutput={addToolOutput} />
              ) : part.type === 'text' ? (
                <p key={i} className="bubble">
                  {part.text}
                </p>
              ) : null,
            )}
          </article>
        ))}
        {error ? <p role="alert">Chat error: {error.message}</p> : null}
      </main>

      <form className="composer" aria-label="Composer" onSubmit={send}>
        <textarea
          data-ask-composer
          aria-label="Message"
          placeholder={pendingAsk ? 'Or answer in the chat…' : 'Ask the assistant…'}
          rows={2}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={sendOnEnter}
        />
        <button type="submit" className="btn" disabled={busy || !text.trim()}>
          Send
        </button>
        <button
          type="button"
          className="btn secondary"
          disabled={!busy && !pendingAsk}
          onClick={() => void stopTurn()}
        >
          Stop
        </button>
      </form>
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Chat />
  </StrictMode>,
);
