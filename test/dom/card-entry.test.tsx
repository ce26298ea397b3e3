/**
 * Issue 31 #4: `ask-cards/card` is the same card with only the dialects a host hands it. With
 * one dialect's adapter it answers exactly as the full `AskCard` does; without a registry, or
 * with a request of a dialect it lacks, it shows the invalid-request notice and says why.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  AskCard as CardAskCard,
  AskRegistryProvider,
  askToolEntry,
  createAskRegistry,
  elicitationEntry,
} from '../../src/card';
import { safeParseElicitRequest } from '../../src/core/adapters/elicitation/schema';
import { askToolAdapter } from '../../src/core/adapters/asktool';
import { parseAskToolInput } from '../../src/core/adapters/asktool/schema';
import type { AskResolution } from '../../src/core/dialects';
import { AskInputError } from '../../src/core/schema/errors';
import { AskCard } from '../../src/react/ask-card';
import { askUserRequest } from '../fixtures/requests';

const askTool = createAskRegistry([askToolAdapter]);

// Plain words: the labels are Markdown, and distinct so each option is one radio or checkbox.
const word = fc.constantFrom('Staging', 'Production', 'Local', 'Preview', 'Canary', 'Edge');
const input = fc.record({
  questions: fc.array(
    fc.record({
      question: fc.constantFrom('Where?', 'Which region?', 'What next?'),
      options: fc.uniqueArray(word, { minLength: 1, maxLength: 4 }),
      multiSelect: fc.boolean(),
    }),
    { minLength: 1, maxLength: 3 },
  ),
});
type Click = { kind: 'option'; index: number } | { kind: 'next' | 'skip' };
const click: fc.Arbitrary<Click> = fc.oneof(
  fc.nat(4).map((index) => ({ kind: 'option' as const, index })),
  fc.constantFrom<Click>({ kind: 'next' }, { kind: 'skip' }),
);

/** The buttons and options a person presses, found by role and name as they would. */
async function press(user: ReturnType<typeof userEvent.setup>, c: Click) {
  if (c.kind === 'option') {
    const options = [...screen.queryAllByRole('radio'), ...screen.queryAllByRole('checkbox')];
    const target = options[c.index % Math.max(1, options.length)];
    if (target) await user.click(target);
    return;
  }
  const name = c.kind === 'skip' ? /^Skip/ : /^(Next|Submit)/;
  const button = screen.queryByRole('button', { name });
  if (button && !button.hasAttribute('disabled') && !button.hasAttribute('aria-disabled'))
    await user.click(button);
}

/** Next or Submit where the card offers it, else Skip: one step towards the end. */
async function finish(user: ReturnType<typeof userEvent.setup>) {
  const next = screen.queryByRole('button', { name: /^(Next|Submit)/ });
  await press(user, { kind: next ? 'next' : 'skip' });
}

/** Mount `card`, press `clicks`, then Next / Submit until it resolves: its resolution. */
async function session(
  card: (onResolve: (r: AskResolution) => void) => ReactElement,
  clicks: Click[],
) {
  const resolved: AskResolution[] = [];
  const user = userEvent.setup();
  render(card((r) => resolved.push(r)));
  for (const c of clicks) await press(user, c);
  for (let i = 0; i < 8 && resolved.length === 0; i++) await finish(user);
  cleanup();
  return resolved;
}

describe('issue 31 #4: ask-cards/card', () => {
  it('issue 31 #4: with one dialect it resolves exactly as the full AskCard, click for click', async () => {
    await fc.assert(
      fc.asyncProperty(input, fc.array(click, { maxLength: 6 }), async (raw, clicks) => {
        const request = parseAskToolInput(raw);
        const full = await session(
          (onResolve) => <AskCard request={request} onResolve={onResolve} />,
          clicks,
        );
        const lean = await session(
          (onResolve) => (
            <AskRegistryProvider registry={askTool}>
              <CardAskCard request={request} onResolve={onResolve} />
            </AskRegistryProvider>
          ),
          clicks,
        );
        expect(full).toHaveLength(1);
        expect(lean).toEqual(full);
      }),
      { numRuns: 6 },
    );
  });

  it('issue 31 #4: the light entry (askToolEntry) answers as the adapter does', async () => {
    const request = parseAskToolInput({
      questions: [
        { question: 'Which checks?', options: ['Unit', 'Lint', 'E2E'], multiSelect: true },
      ],
    });
    const clicks: Click[] = [
      { kind: 'option', index: 0 },
      { kind: 'option', index: 2 },
    ];
    const withEntry = await session(
      (onResolve) => (
        <CardAskCard
          request={request}
          registry={createAskRegistry([askToolEntry])}
          onResolve={onResolve}
        />
      ),
      clicks,
    );
    const withAdapter = await session(
      (onResolve) => <CardAskCard request={request} registry={askTool} onResolve={onResolve} />,
      clicks,
    );
    expect(withEntry).toHaveLength(1);
    expect(withEntry[0]!.content).toBe('Which checks?：Unit、E2E');
    expect(withEntry).toEqual(withAdapter);
  });

  it('issue 31 #4: the `registry` option works without a provider', async () => {
    const request = parseAskToolInput({ questions: [{ question: 'Where?', options: ['A', 'B'] }] });
    const resolved = await session(
      (onResolve) => <CardAskCard request={request} registry={askTool} onResolve={onResolve} />,
      [{ kind: 'option', index: 1 }],
    );
    expect(resolved[0]?.content).toBe(
      (
        await session(
          (onResolve) => <AskCard request={request} onResolve={onResolve} />,
          [{ kind: 'option', index: 1 }],
        )
      )[0]?.content,
    );
  });

  it('issue 31 #4: without a registry it shows the invalid-request notice and says how to give one', () => {
    const onError = vi.fn();
    const request = parseAskToolInput({ questions: [{ question: 'Where?', options: ['A', 'B'] }] });
    expect(() => render(<CardAskCard request={request} onError={onError} />)).not.toThrow();
    expect(screen.getByRole('alert')).toHaveTextContent('This question can’t be shown');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
    const error = onError.mock.calls[0]![0] as AskInputError;
    expect(error).toBeInstanceOf(AskInputError);
    expect(error.message).toContain('no dialect registry');
    expect(error.message).toContain(
      '<AskRegistryProvider registry={createAskRegistry([askToolEntry])}>',
    );
  });

  it('issue 31 #4: a registry built inline and an onError that stores the error: told once, no loop', () => {
    const seen: AskInputError[] = [];
    const request = askUserRequest([{ id: 'a', header: 'A', question: 'A?', options: ['x', 'y'] }]);
    function Host() {
      const [, setError] = useState<AskInputError | null>(null);
      return (
        <CardAskCard
          request={{ ...request }}
          registry={createAskRegistry([askToolEntry])}
          onError={(e) => {
            if (!(e instanceof AskInputError)) return;
            seen.push(e);
            setError(e);
          }}
        />
      );
    }
    render(<Host />);
    expect(screen.getByRole('alert')).toHaveTextContent('This question can’t be shown');
    expect(seen).toHaveLength(1);
  });

  it('issue 31 #4: a live card keeps its answers when its registry is dropped while it waits', async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    const onResolve = vi.fn();
    const request = parseAskToolInput({
      questions: [
        { question: 'Which checks?', options: ['Unit', 'Lint', 'E2E'], multiSelect: true },
      ],
    });
    const card = (registry?: ReturnType<typeof createAskRegistry>) => (
      <CardAskCard request={request} registry={registry} onError={onError} onResolve={onResolve} />
    );
    const { rerender } = render(card(askTool));
    await user.click(screen.getByRole('checkbox', { name: 'Lint' }));
    rerender(card(undefined));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Lint' })).toBeChecked();
    expect(onError).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResolve).toHaveBeenCalledTimes(1);
    expect((onResolve.mock.calls[0]![0] as AskResolution).content).toBe('Which checks?：Lint');
  });

  it('issue 31 #4: a card with no registry yet takes the first it is given', () => {
    const request = parseAskToolInput({ questions: [{ question: 'Where?', options: ['A', 'B'] }] });
    const { rerender } = render(<CardAskCard request={request} />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(<CardAskCard request={request} registry={askTool} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('radio', { name: 'B' })).toBeInTheDocument();
  });

  it('issue 31 #4: a request of a dialect the registry lacks names the dialects it has', () => {
    const onError = vi.fn();
    const request = askUserRequest([{ id: 'a', header: 'A', question: 'A?', options: ['x', 'y'] }]);
    render(
      <AskRegistryProvider registry={askTool}>
        <CardAskCard request={request} onError={onError} />
      </AskRegistryProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This question can’t be shown');
    const error = onError.mock.calls[0]![0] as AskInputError;
    expect(error).toBeInstanceOf(AskInputError);
    expect(error.message).toContain('"asktool"');
  });
});

describe('issue 31 #4: the field checks come with the dialects that ask them', () => {
  // An MCP form read by its own parser: a bounded integer.
  const parsed = safeParseElicitRequest({
    mode: 'form',
    message: 'Scale the service',
    requestedSchema: {
      type: 'object',
      properties: { replicas: { type: 'integer', minimum: 1, maximum: 9 } },
      required: ['replicas'],
    },
  });
  if (!parsed.success) throw parsed.error;
  const form = parsed.data;

  it('issue 31 #4: a card whose registry checks no numbers shows the notice, naming the rule', () => {
    const onError = vi.fn();
    // A host that built a number question under its one choices dialect.
    const request = { ...form, dialect: 'asktool' };
    render(
      <CardAskCard
        request={request}
        registry={createAskRegistry([askToolEntry])}
        onError={onError}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This question can’t be shown');
    expect(screen.queryByRole('textbox')).toBeNull();
    const error = onError.mock.calls[0]![0] as AskInputError;
    expect(error.issues[0]!.path).toEqual(['questions', 0, 'input', 'kind']);
    expect(error.message).toContain('askNumberRules');
  });

  it("issue 31 #4: under its dialect's entry the number is checked as the full card checks it", async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    render(
      <CardAskCard
        request={form}
        registry={createAskRegistry([elicitationEntry])}
        onResolve={onResolve}
      />,
    );
    const field = screen.getByRole('textbox', { name: /replicas/i });
    await user.type(field, '12');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter 9 or less.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '3');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const resolution = onResolve.mock.calls[0]![0] as AskResolution;
    expect(resolution.result).toEqual({ action: 'accept', content: { replicas: 3 } });
  });
});
