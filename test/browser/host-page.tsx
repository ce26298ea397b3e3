/**
 * A host page for the browser tests: one React root per test, holding the host's own content
 * beside the library's view, so a test can see whether a failing view took the host down with it.
 */
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect } from 'vitest';

/** Registers the page's set-up and clean-up; call once at the top of a test file. */
export function setUpHostPage() {
  let root: Root;
  let container: HTMLElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    root.unmount();
    container.remove();
  });
  return {
    /** The element the root renders into. */
    get container() {
      return container;
    },
    /** Render `view` beside the host's own content, synchronously. */
    host(view: ReactNode) {
      flushSync(() =>
        root.render(
          <main>
            <p data-testid="host-sibling">The rest of the chat</p>
            {view}
          </main>,
        ),
      );
    },
    /** The host's own content is still on the page: its React root stayed mounted. */
    expectHostMounted() {
      expect(container.querySelector('[data-testid="host-sibling"]')?.textContent).toBe(
        'The rest of the chat',
      );
    },
  };
}

/** Shown: visible and of some height. */
export const visible = (el: Element | null | undefined) =>
  !!el && el.checkVisibility() && el.getBoundingClientRect().height > 0;

/** The innermost element whose text is exactly `text`. */
export const holding = (scope: Element | null, text: string): Element | undefined =>
  [...(scope?.querySelectorAll('*') ?? [])].reverse().find((el) => el.textContent === text);
