import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom has no Pointer Capture API; Radix Toast calls it on pointerup and would throw unhandled.
for (const name of ['hasPointerCapture', 'setPointerCapture', 'releasePointerCapture'] as const) {
  if (!(name in Element.prototype)) {
    Object.defineProperty(Element.prototype, name, {
      configurable: true,
      value: name === 'hasPointerCapture' ? () => false : () => {},
    });
  }
}

// `findBy…` and `waitFor` give up after 1 s by default: on a loaded 2-core machine a binding's
// round trip can take longer. They return as soon as the condition holds, so this costs nothing
// when the machine is fast.
const ASYNC_UTIL_TIMEOUT = 10_000;
configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT });

afterEach(async ({ task }) => {
  cleanup();
  // A test that failed (a timeout, say) may still have work in flight: a `findBy…` that would
  // find the next test's card, a click that would press it. Let that work run out against an
  // empty page before the next test renders, so one slow test cannot fail its neighbours.
  if (task.result?.state === 'fail') {
    vi.useRealTimers();
    await new Promise((settle) => setTimeout(settle, ASYNC_UTIL_TIMEOUT + 500));
    cleanup();
  }
});

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
