/**
 * The machine is the only authority: every rule the card applies is an event it sends. Random card
 * sessions, driven through the DOM, log their events (`onEvent`); replayed through `askTransition`
 * from the mount state, the log gives the identical state.
 */
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { askToolRequest, askUserRequest } from '../../../test/fixtures/requests';
import { askTransition, createAskState } from '../../core/dialects';
import type { AskEvent, AskLayout, AskRequest, AskState } from '../../core/types';
import { AskCard } from '.';

const requests: AskRequest[] = [
  askToolRequest(
    { question: 'A?', options: ['a1', 'a2', 'a3'] },
    { question: 'B?', options: ['b1', 'b2'], multiSelect: true },
    { question: 'C?', options: ['c1'] },
  ),
  askUserRequest([
    { id: 'a', header: 'A', question: 'A?', options: ['a1', 'a2'] },
    { id: 'b', header: 'B', question: 'B?', options: ['b1', 'b2', 'b3'], multiSelect: true },
    { id: 'c', header: 'C', question: 'C?', options: ['c1', 'c2'] },
  ]),
];

type Action =
  | { kind: 'option' | 'indicator'; index: number }
  | { kind: 'other' | 'next' | 'skip' | 'declineAll' | 'enter' }
  | { kind: 'type'; text: string }
  | { kind: 'digit'; digit: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 5, arbitrary: fc.nat(3).map((index) => ({ kind: 'option' as const, index })) },
  { weight: 1, arbitrary: fc.nat(3).map((index) => ({ kind: 'indicator' as const, index })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('other', 'skip', 'declineAll', 'enter')
      .map((kind) => ({ kind }) as Action),
  },
  { weight: 3, arbitrary: fc.constant({ kind: 'next' as const }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', ' ', 'mine').map((text) => ({ kind: 'type' as const, text })),
  },
  {
    weight: 2,
    arbitrary: fc.integer({ min: 1, max: 5 }).map((digit) => ({ kind: 'digit' as const, digit })),
  },
);

function perform(root: HTMLElement, a: Action) {
  const all = (part: string) =>
    Array.from(root.querySelectorAll<HTMLElement>(`[data-part="${part}"]`));
  switch (a.kind) {
    case 'option': {
      const options = all('option');
      const target = options[a.index % Math.max(1, options.length)];
      if (target) fireEvent.click(target);
      return;
    }
    case 'indicator':
      return void (all('indicator')[a.index] && fireEvent.click(all('indicator')[a.index]!));
    case 'other':
      return void (
        root.querySelector('[data-other]') && fireEvent.click(root.querySelector('[data-other]')!)
      );
    case 'type':
      return void (
        all('other-input')[0] &&
        fireEvent.change(all('other-input')[0]!, { target: { value: a.text } })
      );
    case 'next':
      return void (
        (all('next')[0] ?? all('submit')[0]) &&
        fireEvent.click((all('next')[0] ?? all('submit')[0])!)
      );
    case 'skip':
      return void (all('skip')[0] && fireEvent.click(all('skip')[0]!));
    case 'declineAll':
      return void (all('decline-all')[0] && fireEvent.click(all('decline-all')[0]!));
    case 'enter':
      return void (all('question')[0] && fireEvent.keyDown(all('question')[0]!, { key: 'Enter' }));
    case 'digit':
      return void (
        all('question')[0] && fireEvent.keyDown(all('question')[0]!, { key: String(a.digit) })
      );
  }
}

describe('a card session is its event log', () => {
  it('random sessions replay through askTransition to the identical state', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...requests),
        fc.constantFrom<AskLayout>('stepper', 'stacked'),
        fc.array(action, { maxLength: 25 }),
        (request, layout, actions) => {
          const events: AskEvent[] = [];
          let last: AskState | null = null;
          const { container } = render(
            <AskCard
              request={request}
              layout={layout}
              onEvent={(e) => events.push(e)}
              onSnapshotChange={(s) => (last = s)}
            />,
          );
          for (const a of actions) act(() => perform(container, a));
          const replayed = events.reduce(
            askTransition,
            createAskState(request, undefined, { layout }),
          );
          expect(replayed).toEqual(last ?? createAskState(request, undefined, { layout }));
          cleanup();
        },
      ),
      { numRuns: 60 },
    );
  });
});
