/**
 * The document's focus trail (focus-trail.ts): one listener pair per document, a path that
 * outlives the commit that stops following it and no longer.
 */
import { fireEvent, render } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AskCard } from '.';
import { followTrail, wasLastTouched } from './focus-trail';
import { singleRequest } from './fixtures';

describe('the focus trail', () => {
  it('remembers a press through the commit that stops following it, then forgets it', async () => {
    const card = document.body.appendChild(document.createElement('div'));
    const option = card.appendChild(document.createElement('span'));
    const stop = followTrail(document);
    fireEvent.pointerDown(option);
    expect(wasLastTouched(card)).toBe(true);
    stop();
    // The same commit: a root re-attaching reads it.
    expect(wasLastTouched(card)).toBe(true);
    await Promise.resolve();
    // Later (a card shown again by React's Activity): the press is forgotten.
    expect(wasLastTouched(card)).toBe(false);
    card.remove();
  });

  it('a press or focus elsewhere ends it; a following user keeps it past another stopping', async () => {
    const card = document.body.appendChild(document.createElement('div'));
    const inside = card.appendChild(document.createElement('button'));
    const outside = document.body.appendChild(document.createElement('button'));
    const first = followTrail(document);
    const second = followTrail(document);
    inside.focus();
    expect(wasLastTouched(card)).toBe(true);
    first();
    await Promise.resolve();
    expect(wasLastTouched(card)).toBe(true);
    fireEvent.pointerDown(outside);
    expect(wasLastTouched(card)).toBe(false);
    second();
    second(); // stopping twice counts once
    card.remove();
    outside.remove();
  });

  it('listeners stay balanced through StrictMode, inline refs and re-renders', () => {
    const add = vi.spyOn(document, 'addEventListener');
    const remove = vi.spyOn(document, 'removeEventListener');
    const count = (spy: typeof add) =>
      spy.mock.calls.filter(([type, , capture]) => type === 'focusin' && capture === true).length;
    let bump = () => {};
    function Page() {
      const [n, setN] = useState(0);
      bump = () => setN((x) => x + 1);
      return (
        <>
          {Array.from({ length: 5 }, (_, k) => (
            <AskCard key={k} request={singleRequest} autoFocus={false} ref={() => void n} />
          ))}
        </>
      );
    }
    const { unmount, rerender } = render(
      <StrictMode>
        <Page />
      </StrictMode>,
    );
    for (let i = 0; i < 3; i++) {
      fireEvent.click(document.body);
      bump();
      rerender(
        <StrictMode>
          <Page />
        </StrictMode>,
      );
    }
    expect(count(add) - count(remove)).toBe(1);
    unmount();
    expect(count(add)).toBe(count(remove));
    add.mockRestore();
    remove.mockRestore();
  });
});
