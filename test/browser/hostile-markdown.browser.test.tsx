/**
 * The hostile Markdown corpus (test/fixtures/hostile-markdown.ts) in real Chromium, in every
 * place the library renders Markdown: card questions, option labels, toasts and transcripts.
 * Nothing may run (window.__pwned stays unset, no dialog), nothing may be fetched from another
 * origin (the browser gate fails the test), and the library's DOM holds no link, image, frame,
 * script or other active element. Every option keeps a visible name.
 */
import { useEffect, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toAskToolDetails } from '../../src/core/serialize';
import type { AskRequest } from '../../src/core/types';
import { AskCard } from '../../src/react/ask-card';
import { AskToastProvider, useAskToasts } from '../../src/react/toast';
import { AskTranscript } from '../../src/react/transcript';
import '../../src/react/styles.css';
import { HOSTILE_MARKDOWN } from '../fixtures/hostile-markdown';

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

const ACTIVE =
  'a[href], img, iframe, frame, script, svg, math, object, embed, video, audio, form, input, button, link, style, meta, base, template, noscript, details';

let root: Root | null = null;
let container: HTMLElement;

beforeEach(() => {
  delete window.__pwned;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  root?.unmount();
  container.remove();
});

function render(node: ReactNode) {
  flushSync(() => root!.render(node));
}

/** Long enough for onerror/onload handlers and fetches to have fired, had any element existed. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

async function expectInert() {
  await settle();
  expect(window.__pwned).toBeUndefined();
  const rendered = [...container.querySelectorAll('[data-part="markdown"]')];
  expect(rendered.length).toBeGreaterThan(0);
  for (const markdown of rendered) {
    expect(markdown.querySelector(ACTIVE)?.outerHTML ?? null).toBeNull();
    expect(
      [...markdown.querySelectorAll('*')].some((el) =>
        [...el.attributes].some((a) => /^on|href|src|srcset|action|style/i.test(a.name)),
      ),
    ).toBe(false);
  }
  expect(container.querySelector('a[href], img, iframe, script, object, embed')).toBeNull();
}

const request = (question: string): AskRequest => ({
  dialect: 'asktool',
  questions: [
    {
      id: 'q1',
      question,
      options: [{ label: question }, { label: 'Safe option' }],
      multiSelect: false,
    },
  ],
});

describe(`hostile Markdown (${HOSTILE_MARKDOWN.length} cases)`, () => {
  it('has at least 40 cases, each within the 300-code-point question limit', () => {
    expect(HOSTILE_MARKDOWN.length).toBeGreaterThanOrEqual(40);
    for (const text of HOSTILE_MARKDOWN) expect([...text].length).toBeLessThanOrEqual(300);
  });

  it('is inert in card questions and option labels, and every option keeps a visible name', async () => {
    render(
      <>
        {HOSTILE_MARKDOWN.map((text, i) => (
          <AskCard key={i} request={request(text)} onResolve={() => {}} autoFocus={false} />
        ))}
      </>,
    );
    await expectInert();
    const radios = [...container.querySelectorAll('[role="radio"]')];
    expect(radios.length).toBeGreaterThanOrEqual(HOSTILE_MARKDOWN.length * 2);
    for (const radio of radios) expect(radio.textContent?.trim()).not.toBe('');
  });

  it('is inert in toasts', async () => {
    function Notify() {
      const { notifyAsk } = useAskToasts();
      useEffect(
        () =>
          HOSTILE_MARKDOWN.forEach((text, i) =>
            notifyAsk({ sessionId: `s${i}`, request: request(text) }),
          ),
        [notifyAsk],
      );
      return null;
    }
    render(
      <AskToastProvider
        openSession={() => Promise.resolve()}
        chime={false}
        max={HOSTILE_MARKDOWN.length}
      >
        <Notify />
      </AskToastProvider>,
    );
    // Fifty toasts mount over several frames on a loaded machine: wait for them, not a fixed time.
    await vi.waitFor(
      () =>
        expect(document.querySelectorAll('[data-part="toast"]').length).toBe(
          HOSTILE_MARKDOWN.length,
        ),
      { timeout: 10_000 },
    );
    await settle();
    // Radix portals nothing here: the viewport is inside the provider's tree, in the container.
    await expectInert();
  });

  it('is inert in transcripts', async () => {
    const req: AskRequest = {
      dialect: 'asktool',
      questions: HOSTILE_MARKDOWN.map((text, i) => ({
        id: `q${i + 1}`,
        question: text,
        options: [{ label: text }, { label: 'Safe' }],
        multiSelect: false,
      })),
    };
    const answers = req.questions.map((q) => ({
      id: q.id,
      status: 'answered' as const,
      labels: [q.options[0]!.label],
    }));
    render(
      <AskTranscript
        details={JSON.parse(JSON.stringify(toAskToolDetails(req, answers)))}
        content="fallback"
      />,
    );
    expect(container.querySelector('[data-part="transcript-fallback"]')).toBeNull();
    await expectInert();
  });
});
