/**
 * Regression tests of issue 10, cases 2 and 3, with real double-clicks in Chromium: the second
 * press of a double-click lands on whatever the first one moved under the pointer, and must not
 * answer a question the user never saw.
 */
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { AskResolution } from '../../src/core/dialects';
import { AskCard } from '../../src/react/ask-card';
import '../../src/react/styles.css';
import { askToolRequest, askUserRequest } from '../fixtures/requests';

let root: Root;
let container: HTMLElement;

beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});

afterEach(() => {
  root.unmount();
  container.remove();
});

const question = () => container.querySelector('[data-part="question"]')!.textContent;
const option = (name: string) =>
  Array.from(container.querySelectorAll<HTMLElement>('[data-part="option"]')).find((el) =>
    el.textContent!.includes(name),
  )!;
const button = (part: string) => container.querySelector<HTMLElement>(`[data-part="${part}"]`)!;
const indicators = () =>
  Array.from(container.querySelectorAll('[data-part="indicator"]')).map((el) =>
    el.getAttribute('data-state'),
  );
/** Longer than the card's settle time: a person reading the new step. */
const read = () => new Promise((resolve) => setTimeout(resolve, 600));

function mount(request: Parameters<typeof AskCard>[0]['request']) {
  const onResolve = vi.fn<(r: AskResolution) => void>();
  flushSync(() => root.render(<AskCard request={request!} onResolve={onResolve} />));
  return onResolve;
}

describe('a double-click never answers the step it moved to', () => {
  it('a double-click on Next shows question 2 and does not submit it as skipped (asktool)', async () => {
    const onResolve = mount(
      askToolRequest(
        { question: 'Deploy where?', options: ['Staging', 'Production'] },
        { question: 'Delete the old database?', options: ['Yes', 'No'] },
      ),
    );
    await userEvent.click(option('Staging'));
    await read();
    await userEvent.dblClick(button('next'));
    expect(question()).toContain('Delete the old database?');
    expect(indicators()).toEqual(['answered', 'unanswered']);
    expect(onResolve).not.toHaveBeenCalled();
    // The user reads question 2, answers it and submits: one resolution with both answers.
    await read();
    await userEvent.click(option('No'));
    await userEvent.click(button('submit'));
    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(onResolve.mock.calls[0]![0].content).toBe(
      'Deploy where?\uFF1AStaging\n---\nDelete the old database?\uFF1ANo',
    );
  });

  it('a double-click on Skip skips one question, not the next one unseen (asktool)', async () => {
    const onResolve = mount(
      askToolRequest({ question: 'A?', options: ['a'] }, { question: 'B?', options: ['b'] }),
    );
    await userEvent.dblClick(button('skip'));
    expect(question()).toContain('B?');
    expect(indicators()).toEqual(['skipped', 'unanswered']);
    expect(onResolve).not.toHaveBeenCalled();
  });

  it('a double-click on an ask_user option answers question 1 only and stays on question 2', async () => {
    const onResolve = mount(
      askUserRequest([
        {
          id: 'target',
          header: 'Target',
          question: 'Where to?',
          options: ['Staging', 'Production'],
        },
        {
          id: 'db',
          header: 'Database',
          question: 'Migrate the database?',
          options: ['Now', 'Later'],
        },
        { id: 'notify', header: 'Notify', question: 'Tell the team?', options: ['Yes', 'No'] },
      ]),
    );
    await userEvent.dblClick(option('Production'));
    expect(question()).toContain('Migrate the database?');
    expect(container.querySelectorAll('[data-part="option"][data-state="checked"]')).toHaveLength(
      0,
    );
    expect(indicators()).toEqual(['answered', 'unanswered', 'unanswered']);
    // After reading, a single click picks and advances as before.
    await read();
    await userEvent.click(option('Later'));
    expect(question()).toContain('Tell the team?');
    expect(onResolve).not.toHaveBeenCalled();
  });

  it('keyboard users are unaffected: digit, Enter, digit, Enter in quick succession submits both', async () => {
    const onResolve = mount(
      askToolRequest(
        { question: 'A?', options: ['a1', 'a2'] },
        { question: 'B?', options: ['b1', 'b2'] },
      ),
    );
    // The card takes focus in the frame after it mounts; a person types once they see it there
    // (keys sent before that frame reach the page, not the card).
    await expect.poll(() => document.activeElement?.getAttribute('data-part')).toBe('question');
    await userEvent.keyboard('2{Enter}1{Enter}');
    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(onResolve.mock.calls[0]![0].content).toBe('A?\uFF1Aa2\n---\nB?\uFF1Ab1');
  });
});
