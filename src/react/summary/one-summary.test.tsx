/**
 * One resolution reads the same in all three read-only views: the card's outcome, the dock's
 * summary and the transcript show the same status for each question and the same outcome words.
 */
import { cleanup, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { askToolRequest, askUserRequest } from '../../../test/fixtures/requests';
import { askTransition, createAskState } from '../../core/dialects';
import { toAskResolution } from '../../core/dialects';
import type { AskEvent, AskRequest, AskState } from '../../core/types';
import { AskCard } from '../ask-card';
import { AskDockSummary } from '../dock/AskDockSummary';
import { AskTranscript } from '../transcript';

const tool = askToolRequest(
  { question: 'Env?', options: ['Staging', 'Prod'] },
  { question: 'Checks?', options: ['Lint', 'Unit'], multiSelect: true },
);
const user = askUserRequest([
  { id: 'env', header: 'Env', question: 'Env?', options: ['Staging', 'Prod'] },
  {
    id: 'checks',
    header: 'Checks',
    question: 'Checks?',
    options: ['Lint', 'Unit'],
    multiSelect: true,
  },
]);
const first: AskEvent[] = [{ type: 'toggle', option: 1 }, { type: 'next' }];
const outcomes: Record<string, AskEvent[]> = {
  submitted: [...first, { type: 'toggle', option: 0 }, { type: 'next' }],
  declined: [...first, { type: 'declineAll' }],
  skipped: [...first, { type: 'skip' }],
  dismissed: [...first, { type: 'dismiss' }],
  stopped: [...first, { type: 'stop' }],
  expired: [...first, { type: 'expire' }],
  repliedInChat: [...first, { type: 'replyInChat' }],
};

/** What a reader sees: each question's state and words, and the outcome line, in one view. */
function read(root: Element) {
  const items = Array.from(root.querySelectorAll('[data-part="summary-item"]')).map((li) => ({
    state: li.getAttribute('data-state'),
    answer: li.querySelector('[data-part="summary-answer"]')!.textContent,
  }));
  return {
    items,
    outcome: root.querySelector('[data-part="summary-outcome"]')?.textContent ?? null,
  };
}

describe.each([
  ['asktool', tool],
  ['ask_user', user],
] as const)('%s', (_name, request: AskRequest) => {
  it.each(Object.entries(outcomes))(
    '%s reads the same in the card, the dock and the transcript',
    (_outcome, events) => {
      const state: AskState = events.reduce(askTransition, createAskState(request));
      const resolution = toAskResolution(state);
      if (!resolution) return; // expire in asktool: no timer, nothing to read
      const card = read(render(<AskCard request={request} snapshot={state} />).container);
      cleanup();
      const dock = read(render(<AskDockSummary resolutions={[resolution]} />).container);
      cleanup();
      const transcript = read(
        render(<AskTranscript details={resolution.details} content={resolution.content} />)
          .container,
      );
      cleanup();
      expect(card.items.length).toBe(2);
      expect(dock.items).toEqual(card.items);
      expect(transcript.items).toEqual(card.items);
      // The card leads with its outcome always; the others name it when it is not a plain submit.
      expect(dock.outcome).toBe(resolution.reason === 'submitted' ? null : card.outcome);
      expect(transcript.outcome).toBe(dock.outcome);
    },
  );
});

describe('the words themselves', () => {
  it('an ask_user prompt declined with Skip reads "No answer" and "Declined" everywhere (it read three ways before)', () => {
    const state = [...first, { type: 'skip' } as AskEvent].reduce(
      askTransition,
      createAskState(user),
    );
    const resolution = toAskResolution(state)!;
    for (const ui of [
      <AskCard key="card" request={user} snapshot={state} />,
      <AskDockSummary key="dock" resolutions={[resolution]} />,
      <AskTranscript key="transcript" details={resolution.details} content={resolution.content} />,
    ]) {
      const seen = read(render(ui).container);
      cleanup();
      expect(seen.items.map((i) => i.answer)).toEqual(['Env: No answer', 'Checks: No answer']);
      expect(seen.outcome).toContain('Declined');
    }
  });
});
