/**
 * Issue 28 #3: the card moves focus at mount through one path, whatever renders it: the
 * assembled card, `AskCard.Root` with its parts, or a custom card on the prop getters. Focus
 * lands once, on the heading of the question on screen, in the frame after the commit; also for
 * a new request in the same element and for a restored draft.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, type ReactElement, type RefCallback } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nextFrame } from '../../../test/frame';
import { askTransition, createAskState, toAskSnapshot } from '../../core/dialects';
import type { AskRequest, AskSnapshot } from '../../core/types';
import { AskCard, useAskCard, type UseAskCardOptions } from '.';
import { askUserRequest, deployRequest } from './fixtures';

type CardProps = {
  request: AskRequest;
  /** The host's own ref on the root; an inline one is new on every render. */
  hostRef?: RefCallback<HTMLDivElement>;
  autoFocus?: boolean;
} & UseAskCardOptions;

function Getters({ request, hostRef, autoFocus, ...options }: CardProps) {
  const card = useAskCard(request, options);
  const { ref, ...root } = card.getRootProps({ autoFocus });
  return (
    <div
      {...root}
      ref={(node) => {
        ref(node);
        hostRef?.(node);
      }}
    >
      <h2 {...card.getQuestionProps()}>{card.question.question}</h2>
    </div>
  );
}

function Composed({ hostRef, ...props }: CardProps) {
  return (
    <AskCard.Root {...props} ref={hostRef}>
      <AskCard.Question />
      <AskCard.Options />
    </AskCard.Root>
  );
}

const cards: [string, (props: CardProps) => ReactElement][] = [
  ['AskCard', ({ hostRef, ...props }) => <AskCard {...props} ref={hostRef} />],
  ['AskCard.Root with its parts', (props) => <Composed {...props} />],
  ['a card on the prop getters', (props) => <Getters {...props} />],
];

/** Every element that took focus, in order. */
let landed: Element[] = [];
const record = (event: FocusEvent) => landed.push(event.target as Element);
beforeEach(() => {
  landed = [];
  document.addEventListener('focusin', record);
});
afterEach(() => document.removeEventListener('focusin', record));

/** The one heading on screen (names hold Markdown source in the getters card). */
const heading = () => screen.getByRole('heading');

describe('issue 28 #3: one mount-focus path', () => {
  for (const [name, card] of cards) {
    it(`issue 28 #3: ${name}: focus lands once, on the heading, in the frame after the commit`, async () => {
      render(<StrictMode>{card({ request: deployRequest })}</StrictMode>);
      // Not inside React's commit: the same frame-timed move for every way to render a card.
      expect(landed).toEqual([]);
      await nextFrame();
      expect(landed).toEqual([heading()]);
      expect(heading()).toHaveTextContent(/environment\W* should I deploy to\?$/);
    });

    // `useAskCard` reads its request at mount (its owner keys it): the components key themselves.
    if (card !== cards[2]![1])
      it(`issue 28 #3: ${name}: a new request in the same element is a new card that takes focus once`, async () => {
        const { rerender } = render(card({ request: deployRequest }));
        await nextFrame();
        landed = [];
        rerender(card({ request: askUserRequest }));
        await nextFrame();
        expect(landed).toEqual([heading()]);
        expect(heading()).toHaveTextContent('Where should I deploy the release?');
      });

    it(`issue 28 #3: ${name}: a restored draft takes focus on its own question`, async () => {
      const draft = [{ type: 'toggle', option: 1 }, { type: 'next' }] as const;
      const snapshot: AskSnapshot = toAskSnapshot(
        draft.reduce((s, e) => askTransition(s, e), createAskState(deployRequest)),
      );
      render(card({ request: deployRequest, snapshot }));
      await act(async () => {});
      await nextFrame();
      expect(landed).toEqual([heading()]);
      expect(heading()).toHaveTextContent('Which checks should run first?');
    });

    it(`issue 28 #3: ${name}: a host re-render with an inline callback ref leaves the user's focus where it is`, async () => {
      const page = (count: number) => (
        <StrictMode>
          <button type="button">Toolbar</button>
          {card({ request: deployRequest, hostRef: (node) => void (node && count) })}
        </StrictMode>
      );
      const { rerender } = render(page(0));
      await nextFrame();
      expect(landed).toEqual([heading()]);
      const toolbar = screen.getByRole('button', { name: 'Toolbar' });
      act(() => toolbar.focus());
      for (const count of [1, 2]) {
        rerender(page(count));
        await nextFrame();
      }
      expect(document.activeElement).toBe(toolbar);
      expect(landed).toEqual([heading(), toolbar]);
    });

    it(`issue 28 #3: ${name}: autoFocus turned on after mount does not move focus`, async () => {
      const { rerender } = render(card({ request: deployRequest, autoFocus: false }));
      await nextFrame();
      rerender(card({ request: deployRequest, autoFocus: true }));
      await nextFrame();
      expect(landed).toEqual([]);
      expect(document.activeElement).toBe(document.body);
    });
  }
});

describe('two cards never fight', () => {
  /** A live card and one its host stops as soon as it mounts (an expired interrupt, a cancel). */
  function Pair({ stopped, first }: { stopped: AbortSignal; first: 'live' | 'stopped' }) {
    const live = <AskCard key="live" request={deployRequest} />;
    const gone = <AskCard key="gone" request={askUserRequest} signal={stopped} />;
    return <>{first === 'live' ? [live, gone] : [gone, live]}</>;
  }

  for (const first of ['live', 'stopped'] as const)
    it(`a card that ends before any card took focus leaves it to the live one (${first} first)`, async () => {
      const stop = new AbortController();
      render(<Pair stopped={stop.signal} first={first} />);
      // It ends in the same moment, before the live card's mount frame: focus is on `body`.
      act(() => stop.abort());
      expect(document.querySelector('[data-part="outcome"]')).not.toBeNull();
      await nextFrame();
      const live = screen.getByRole('heading', { name: /environment/ });
      expect(document.activeElement).toBe(live);
      expect(landed).toEqual([live]);
    });

  it('a card the user left through `body` does not take focus back from a card mounting now', async () => {
    const stopA = new AbortController();
    function Page({ second }: { second: boolean }) {
      return (
        <>
          <AskCard key="a" request={askUserRequest} signal={stopA.signal} />
          <textarea aria-label="Message" />
          {second && <AskCard key="b" request={deployRequest} />}
        </>
      );
    }
    const { rerender } = render(<Page second={false} />);
    await nextFrame();
    // The user was in card A, clicked on nothing (focus to `body`), then wrote in the composer,
    // which the chat disabled while the reply streamed (focus to `body` again).
    act(() => (document.activeElement as HTMLElement).blur());
    const composer = screen.getByRole('textbox', { name: 'Message' });
    act(() => composer.focus());
    act(() => composer.blur());
    landed = [];
    // The next turn stops A and brings B in the same commit.
    act(() => {
      stopA.abort();
      rerender(<Page second />);
    });
    await nextFrame();
    const b = screen.getByRole('heading', { name: /environment/ });
    expect(document.activeElement).toBe(b);
    expect(landed).toEqual([b]);
  });

  it('a press on the card counts as being in it, as Safari focuses no clicked button', async () => {
    const stop = new AbortController();
    render(<AskCard request={deployRequest} signal={stop.signal} autoFocus={false} />);
    await nextFrame();
    expect(document.activeElement).toBe(document.body);
    fireEvent.pointerDown(screen.getAllByRole('radio')[0]!);
    act(() => stop.abort());
    expect(document.activeElement).toHaveAttribute('data-part', 'outcome');
  });

  it('a card the user was in still hands focus to its outcome when it ends', async () => {
    const stop = new AbortController();
    render(<AskCard request={deployRequest} signal={stop.signal} />);
    await nextFrame();
    expect(document.activeElement).toBe(heading());
    // Focus falls to `body` as the controls go (a click on nothing, a removed button).
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => stop.abort());
    expect(document.activeElement).toHaveAttribute('data-part', 'outcome');
  });
});
