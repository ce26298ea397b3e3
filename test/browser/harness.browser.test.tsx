import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { page, userEvent } from 'vitest/browser';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      Pressed {count} {count === 1 ? 'time' : 'times'}
    </button>
  );
}

let root: Root | null = null;

function render(ui: React.ReactNode): void {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  // Committed before the test goes on: a Tab pressed before React rendered would find no button.
  flushSync(() => root!.render(ui));
}

afterEach(() => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
});

describe('the real-browser harness', () => {
  it('runs in Chromium, not jsdom', () => {
    expect(navigator.userAgent).toMatch(/Chrome\//);
    expect(navigator.userAgent).not.toMatch(/jsdom/);
    expect(typeof Element.prototype.setPointerCapture).toBe('function');
  });

  it('a React button counts real clicks from userEvent', async () => {
    render(<Counter />);
    const button = page.getByRole('button', { name: 'Pressed 0 times' });
    await expect.element(button).toBeVisible();

    await userEvent.click(button);
    await expect.element(page.getByRole('button')).toHaveTextContent('Pressed 1 time');

    await userEvent.click(page.getByRole('button'));
    await expect.element(page.getByRole('button')).toHaveTextContent('Pressed 2 times');
  });

  it('keyboard activation reaches the same handler', async () => {
    render(<Counter />);
    await userEvent.tab();
    expect(document.activeElement).toBe(page.getByRole('button').element());
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect.element(page.getByRole('button')).toHaveTextContent('Pressed 2 times');
  });
});
