import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { nextFrame } from '../../../test/frame';
import type { AskRequest } from '../../core/types';
import { AskDock } from '../dock';
import { AskCard, useAskCard } from '.';
import { askUserRequest, singleRequest } from './fixtures';

const NO_FOCUS = { autoFocus: false } as const;
const cards = () => screen.getAllByRole('group', { name: 'Question from the assistant' });
const headingOf = (card: HTMLElement) => within(card).getByRole('heading');

describe('the focus coordinator at mount (issue 16, item 9)', () => {
  it('an AskCard and an AskDock mounted together: the first takes focus, the dock does not steal it', async () => {
    render(
      <>
        <AskCard request={singleRequest} />
        <AskDock request={askUserRequest} composer={<textarea aria-label="Dock message" />} />
      </>,
    );
    await nextFrame();
    const [card, dockCard] = cards();
    expect(headingOf(card!)).toHaveFocus();
    expect(headingOf(dockCard!)).not.toHaveFocus();
  });

  it('a card arriving while the user types in the composer leaves focus in the composer', async () => {
    const user = userEvent.setup();
    function Chat() {
      const [asked, setAsked] = useState(false);
      return (
        <>
          {asked && <AskCard request={singleRequest} />}
          <textarea aria-label="Message" onChange={(e) => setAsked(e.target.value.length > 2)} />
        </>
      );
    }
    render(<Chat />);
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    await user.keyboard('hello');
    await nextFrame();
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('hello');
  });

  it('a second card arriving while another card holds focus leaves focus where it is', async () => {
    const user = userEvent.setup();
    function Two() {
      const [second, setSecond] = useState(false);
      return (
        <>
          <AskCard request={singleRequest} onSnapshotChange={() => setSecond(true)} />
          {second && <AskCard request={askUserRequest} />}
        </>
      );
    }
    render(<Two />);
    await user.keyboard('2');
    await nextFrame();
    const [first] = cards();
    expect(cards()).toHaveLength(2);
    expect(within(first!).getByRole('radio', { name: 'Production' })).toHaveFocus();
  });

  it('a card whose heading is out of the viewport does not take focus (issue 16, item 14)', async () => {
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        const below = window.innerHeight + 500;
        return DOMRect.fromRect({ x: 0, y: below, width: 300, height: 40 });
      });
    try {
      render(<AskCard request={singleRequest} />);
      await nextFrame();
      expect(document.body).toHaveFocus();
    } finally {
      rect.mockRestore();
    }
  });

  it('digits typed with focus outside every card answer no card', async () => {
    const user = userEvent.setup();
    render(
      <>
        <AskCard request={singleRequest} {...NO_FOCUS} />
        <button type="button">Elsewhere</button>
      </>,
    );
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await user.keyboard('1');
    expect(screen.getByRole('radio', { name: 'Staging' })).toHaveAttribute('aria-checked', 'false');
  });

  it('StrictMode still focuses the heading once at mount', async () => {
    render(
      <StrictMode>
        <AskCard request={singleRequest} />
      </StrictMode>,
    );
    await nextFrame();
    expect(screen.getByRole('heading')).toHaveFocus();
  });
});

/** README's `PendingAsk` pattern: the host drops the card once it resolves. */
function Host({
  request,
  composer,
  returnTarget,
}: {
  request: AskRequest;
  composer?: boolean;
  returnTarget?: boolean;
}) {
  const [pending, setPending] = useState(true);
  const target = useRef<HTMLButtonElement>(null);
  return (
    <main>
      <button type="button" ref={target}>
        Attach a file
      </button>
      {pending && (
        <AskCard
          request={request}
          onResolve={() => setPending(false)}
          returnFocusTo={returnTarget ? target : undefined}
        />
      )}
      <a href="#history">History</a>
      <textarea aria-label="Message" data-ask-composer={composer ? '' : undefined} />
    </main>
  );
}

describe('focus when the host unmounts a resolved card (issue 16, item 10)', () => {
  it('lands on the composer the host marked with data-ask-composer, not body', async () => {
    const user = userEvent.setup();
    render(<Host request={singleRequest} composer />);
    await user.keyboard('1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByRole('group', { name: 'Question from the assistant' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });

  it('with no host code at all, lands on the next focusable element after the card', async () => {
    const user = userEvent.setup();
    render(<Host request={singleRequest} />);
    await user.keyboard('1');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Question from the assistant' })).toBeNull();
    expect(screen.getByRole('link', { name: 'History' })).toHaveFocus();
  });

  it('lands on the element the host names with returnFocusTo', async () => {
    const user = userEvent.setup();
    render(<Host request={askUserRequest} composer returnTarget />);
    await user.click(screen.getByRole('button', { name: 'Skip all' }));
    expect(screen.queryByRole('group', { name: 'Question from the assistant' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Attach a file' })).toHaveFocus();
  });

  it('a card without focus as it unmounts moves nothing', async () => {
    const user = userEvent.setup();
    function Outside() {
      const [pending, setPending] = useState(true);
      return (
        <>
          {pending && <AskCard request={singleRequest} {...NO_FOCUS} />}
          <button type="button" onClick={() => setPending(false)}>
            Close it
          </button>
          <textarea aria-label="Message" data-ask-composer="" />
        </>
      );
    }
    render(<Outside />);
    await user.click(screen.getByRole('button', { name: 'Close it' }));
    expect(screen.getByRole('button', { name: 'Close it' })).toHaveFocus();
  });
});

describe('one focus trail per document (issue 31 review)', () => {
  it('a card whose host re-renders it with an inline ref as it resolves still hands focus to its outcome', async () => {
    const user = userEvent.setup();
    const seen: (HTMLElement | null)[] = [];
    function Owned() {
      const [answered, setAnswered] = useState(0);
      const card = useAskCard(singleRequest, { onResolve: () => setAnswered((n) => n + 1) });
      return (
        <>
          <AskCard
            card={card}
            // A new ref function on every render: React detaches and re-attaches the root in
            // the very commit that removes Submit, when focus has just fallen to body.
            ref={(node) => void seen.push(node)}
          />
          <output>{answered}</output>
        </>
      );
    }
    render(<Owned />);
    await nextFrame();
    await user.click(screen.getByRole('radio', { name: /Staging/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(seen.filter((node) => node === null).length).toBeGreaterThan(0);
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement!.getAttribute('data-part')).toBe('outcome');
  });

  it('a press that focuses nothing inside the card (Safari) still counts: removing the card hands focus to the composer', () => {
    function Stopped() {
      const [pending, setPending] = useState(true);
      return (
        <>
          {pending && <AskCard request={singleRequest} {...NO_FOCUS} />}
          <textarea aria-label="Message" data-ask-composer="" />
          <button type="button" onClick={() => setPending(false)}>
            Stop
          </button>
        </>
      );
    }
    render(<Stopped />);
    // Safari does not focus a pressed option: only the pointerdown reaches the document.
    fireEvent.pointerDown(screen.getByRole('radio', { name: /Production/ }));
    expect(document.activeElement).toBe(document.body);
    // The turn is stopped from elsewhere (no press, no focus there): the card goes unresolved.
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Stop' })));
    return waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus());
  });

  it('fifty cards on a page listen to the document once, and not at all once they are gone', () => {
    const add = vi.spyOn(document, 'addEventListener');
    const remove = vi.spyOn(document, 'removeEventListener');
    const presses = (spy: typeof add) =>
      spy.mock.calls.filter(([type, , capture]) => type === 'pointerdown' && capture === true)
        .length;
    const { unmount } = render(
      <>
        {Array.from({ length: 50 }, (_, n) => (
          <AskCard key={n} request={singleRequest} {...NO_FOCUS} />
        ))}
      </>,
    );
    expect(presses(add)).toBe(1);
    unmount();
    expect(presses(remove)).toBe(1);
    add.mockRestore();
    remove.mockRestore();
  });
});
