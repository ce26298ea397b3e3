import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no Pointer Capture API; Radix Toast calls it on pointerup and would throw unhandled.
for (const name of ['hasPointerCapture', 'setPointerCapture', 'releasePointerCapture'] as const) {
  if (!(name in Element.prototype)) {
    Object.defineProperty(Element.prototype, name, {
      configurable: true,
      value: name === 'hasPointerCapture' ? () => false : () => {},
    });
  }
}

afterEach(() => cleanup());

// user-event presses at machine speed: two clicks a few microseconds apart, which the card rightly
// takes for one double-click (see `isEchoPress`). A person takes longer than the card's 500 ms
// settle time to read a new step, so each press here starts a second after the last one. The
// double-click guard itself is tested in Chromium with real, real-time double-clicks.
const realNow = performance.now.bind(performance);
let paced = 0;
document.addEventListener('pointerdown', () => void (paced += 1000), true);
performance.now = () => realNow() + paced;

// jsdom's animation frames tick at 60 Hz on a timer; here a frame comes as soon as the task ends,
// so what a card does in its first frame (the mount focus) is done by the next `await`.
window.requestAnimationFrame = (callback) =>
  window.setTimeout(() => callback(performance.now()), 0) as unknown as number;
window.cancelAnimationFrame = (handle) => window.clearTimeout(handle);
