import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { AskMessages } from '../../core/messages';
import type { AskRequest } from '../../core/types';
import { AskCard } from '../ask-card';
import { singleRequest } from '../ask-card/fixtures';
import { AskDock } from '../dock';
import { AskTranscript } from '../transcript';
import { deployAnswers, deployRequest, storedRow } from '../transcript/fixtures';
import { requestWords } from './request-text';

const boom = new Error('a host message function failed');
/** A host catalog whose `questionPosition` throws: the card calls it while rendering. */
const throwingPosition: Partial<AskMessages> = {
  questionPosition: () => {
    throw boom;
  },
};
/** A host catalog with a lazy entry that throws when the view reads its messages. */
const throwingGetter = (key: keyof AskMessages): Partial<AskMessages> =>
  Object.defineProperty({}, key, {
    enumerable: true,
    get() {
      throw boom;
    },
  });

// React reports every error a boundary caught through console.error, and React 18 in dev also
// rethrows it in a window error event that jsdom prints: expected here, so silenced and checked.
let consoleError: MockInstance;
const silenceBoom = (event: ErrorEvent) => {
  if (event.error === boom) event.preventDefault();
};
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  window.addEventListener('error', silenceBoom);
});
afterEach(() => {
  consoleError.mockRestore();
  window.removeEventListener('error', silenceBoom);
});

/**
 * Nothing but React's report of the caught error reached the console (React 19 logs the error;
 * 18 names the component, or stays silent once the window error event was handled).
 */
function expectOnlyCaughtReports() {
  for (const args of consoleError.mock.calls) {
    expect(
      args.some(
        (arg) =>
          arg === boom ||
          /a host message function failed|The above error occurred/.test(String(arg)),
      ),
    ).toBe(true);
  }
}

describe('AskBoundary in the views', () => {
  it("a render failure inside AskCard shows the request's words as text and leaves the host's page up", () => {
    const onRenderError = vi.fn();
    render(
      <main>
        <p>host sibling</p>
        <AskCard
          request={singleRequest}
          messages={throwingPosition}
          onRenderError={onRenderError}
        />
      </main>,
    );
    expect(screen.getByText('host sibling')).toBeInTheDocument();
    const fallback = document.querySelector('[data-part="fallback"]')!;
    expect(fallback).toHaveAttribute('data-scope', 'ask-card');
    expect(fallback.querySelector('p')).toHaveTextContent(singleRequest.questions[0]!.question);
    expect([...fallback.querySelectorAll('li')].map((li) => li.textContent)).toEqual(
      singleRequest.questions[0]!.options.map((o) => o.label),
    );
    expect(onRenderError).toHaveBeenCalledExactlyOnceWith(boom);
    expectOnlyCaughtReports();
  });

  it('a failed card retries for a request with other content, not for an equal one rebuilt', () => {
    const onRenderError = vi.fn();
    const copy = (): AskRequest => JSON.parse(JSON.stringify(singleRequest));
    const { rerender } = render(
      <AskCard request={copy()} messages={throwingPosition} onRenderError={onRenderError} />,
    );
    rerender(
      <AskCard request={copy()} messages={throwingPosition} onRenderError={onRenderError} />,
    );
    expect(document.querySelector('[data-part="fallback"]')).not.toBeNull();
    expect(onRenderError).toHaveBeenCalledTimes(1);
    const next: AskRequest = {
      ...copy(),
      questions: [{ ...singleRequest.questions[0]!, question: 'Another question?' }],
    };
    rerender(<AskCard request={next} onRenderError={onRenderError} autoFocus={false} />);
    expect(document.querySelector('[data-part="fallback"]')).toBeNull();
    expect(screen.getByRole('radiogroup')).toBeInTheDocument();
    expect(onRenderError).toHaveBeenCalledTimes(1);
  });

  it('AskTranscript shows the generic content when valid details fail to render', () => {
    const row = storedRow(deployRequest, deployAnswers);
    const onRenderError = vi.fn();
    const { rerender } = render(
      <AskTranscript
        {...row}
        messages={throwingGetter('transcriptLabel')}
        onRenderError={onRenderError}
      />,
    );
    expect(document.querySelector('[data-part="transcript-fallback"]')?.textContent).toBe(
      row.content,
    );
    expect(onRenderError).toHaveBeenCalledExactlyOnceWith(boom);
    rerender(
      <AskTranscript
        {...row}
        messages={throwingGetter('transcriptLabel')}
        fallback={(text) => <p data-testid="host-row">{text}</p>}
      />,
    );
    expect(screen.getByTestId('host-row').textContent).toBe(row.content);
  });

  it("AskDock keeps the composer and shows the prompt's words when the dock fails to render", () => {
    render(
      <AskDock
        request={singleRequest}
        composer={<textarea aria-label="Message" />}
        messages={throwingGetter('dockLabel')}
      />,
    );
    const dock = document.querySelector('[data-part="dock"]')!;
    expect(dock).toHaveAttribute('data-state', 'fallback');
    expect(dock.querySelector('[data-part="fallback"]')).toHaveTextContent(
      singleRequest.questions[0]!.question,
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expectOnlyCaughtReports();
  });
});

describe('requestWords', () => {
  it('reads whatever a request holds and never throws', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(requestWords(proxy)).toEqual({ title: '', message: '', questions: [] });
    expect(requestWords(null)).toEqual({ title: '', message: '', questions: [] });
    const holes = {
      title: 7,
      // A hole on purpose: what untyped input can hold.
      // eslint-disable-next-line no-sparse-arrays
      questions: [{ question: 'q', options: [, { label: 'b' }, { label: 1n }] }, 'x'],
    };
    expect(requestWords(holes)).toEqual({
      title: '',
      message: '',
      questions: [
        { question: 'q', labels: ['', 'b', ''] },
        { question: '', labels: [] },
      ],
    });
  });
});
