import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no Pointer Capture API; Radix Toast calls it on pointerup and would throw unhandled.
for (const name of ['hasPointerCapture', 'setPointerCapture', 'releasePointerCapture'] as const) {
  if (!(name in Element.prototype)) {
    Object.defineProperty(Element.prototype, name, { configurable: true, value: name === 'hasPointerCapture' ? () => false : () => {} });
  }
}

afterEach(() => cleanup());
