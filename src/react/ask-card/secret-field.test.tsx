/**
 * Issue 24 #5: a secret answer (Codex `isSecret`) never reaches a DOM attribute. React mirrors a
 * controlled input's value into its `value` attribute, where `outerHTML` (session replay, error
 * reports) reads it; the field takes its text by property only, and every keystroke still
 * reaches the machine.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseRequestUserInputParams } from '../../core/adapters/request-user-input';
import type { AskResolution } from '../../core/dialects';
import type { AskEvent, AskRequest } from '../../core/types';
import { AskCard } from '.';

const SECRET = 'tok_live_9f8e7d';

const secretField = () =>
  document.querySelector<HTMLInputElement>('input[data-part="other-input"][type="password"]')!;

/** Every place the page could hold the secret in clear: the markup and what was logged. */
function leaks(container: HTMLElement, logged: unknown[][]): string[] {
  const places: Record<string, string> = {
    outerHTML: document.body.outerHTML,
    textContent: container.textContent ?? '',
    console: JSON.stringify(logged),
  };
  return Object.keys(places).filter((place) => places[place]!.includes(SECRET));
}

function spyConsole(): unknown[][] {
  const logged: unknown[][] = [];
  for (const method of ['error', 'warn', 'log', 'info', 'debug'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args));
  return logged;
}

afterEach(() => vi.restoreAllMocks());

const twoSteps: AskRequest = parseRequestUserInputParams({
  threadId: 't',
  turnId: 'u',
  itemId: 'i',
  questions: [
    {
      id: 'api_token',
      header: 'Token',
      question: 'Paste the deploy token.',
      isOther: true,
      isSecret: true,
      options: null,
    },
    {
      id: 'deploy_env',
      header: 'Env',
      question: 'Where should this deploy?',
      isOther: true,
      isSecret: false,
      options: [{ label: 'Staging', description: 'Safe' }],
    },
  ],
});

describe('a secret field (issue 24 #5)', () => {
  it('issue 24 #5: the typed secret is in no value attribute, while typing, on revisit or after resolution', async () => {
    const logged = spyConsole();
    const user = userEvent.setup();
    const events: AskEvent[] = [];
    let resolution: AskResolution | null = null;
    const { container } = render(
      <AskCard
        request={twoSteps}
        onEvent={(e) => events.push(e)}
        onResolve={(r) => (resolution = r)}
      />,
    );
    await user.type(secretField(), SECRET);
    // The machine got every keystroke …
    const typed = events.filter((e) => e.type === 'setOtherText');
    expect(typed).toHaveLength(SECRET.length);
    expect(typed.at(-1)).toMatchObject({ text: SECRET });
    // … the field shows it (masked), and no attribute holds it.
    expect(secretField().value).toBe(SECRET);
    expect(secretField().getAttribute('value')).toBeNull();
    expect(leaks(container, logged)).toEqual([]);

    // Next, then back to the secret's question: its recorded answer comes back by property.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(secretField()).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Question 1 of 2/ }));
    expect(secretField().value).toBe(SECRET);
    expect(secretField().getAttribute('value')).toBeNull();
    expect(leaks(container, logged)).toEqual([]);

    // An edit on revisit reaches the machine the same way.
    await user.type(secretField(), '!');
    expect(events.at(-1)).toMatchObject({ type: 'setOtherText', text: `${SECRET}!` });
    expect(secretField().getAttribute('value')).toBeNull();
    await user.clear(secretField());
    await user.type(secretField(), SECRET);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: /Staging/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => {});

    const r = resolution as AskResolution | null;
    expect(r?.result).toEqual({
      answers: { api_token: { answers: [SECRET] }, deploy_env: { answers: ['Staging'] } },
    });
    expect(leaks(container, logged)).toEqual([]);
  });

  it('issue 24 #5: a secret draft kept while an option is chosen shows masked in its row', async () => {
    const logged = spyConsole();
    const user = userEvent.setup();
    const request: AskRequest = {
      dialect: 'asktool',
      questions: [
        {
          id: 'q1',
          question: 'Which token?',
          options: [{ label: 'The stored one' }],
          multiSelect: false,
          input: { secret: true },
        },
      ],
    };
    const { container } = render(<AskCard request={request} />);
    await user.click(screen.getByRole('radio', { name: 'Enter another answer' }));
    await user.type(secretField(), SECRET);
    expect(secretField().getAttribute('value')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'The stored one' }));
    // The row still says a draft is kept, without saying it.
    expect(screen.getByRole('radio', { name: 'Enter another answer' })).toHaveAccessibleDescription(
      '••••••',
    );
    expect(leaks(container, logged)).toEqual([]);
    // And it comes back with the row.
    await user.click(screen.getByRole('radio', { name: 'Enter another answer' }));
    expect(secretField().value).toBe(SECRET);
    expect(leaks(container, logged)).toEqual([]);
  });

  it('issue 24 #5: a stacked secret field keeps no value attribute either', async () => {
    const user = userEvent.setup();
    const { container } = render(<AskCard request={twoSteps} layout="stacked" />);
    await user.type(secretField(), SECRET);
    expect(secretField().value).toBe(SECRET);
    expect(secretField().getAttribute('value')).toBeNull();
    expect(container.outerHTML).not.toContain(SECRET);
  });
});
