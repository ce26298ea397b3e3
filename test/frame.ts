import { act } from '@testing-library/react';

/** Wait out the frame after a commit: a card moves focus there at mount, before it paints. */
export const nextFrame = (): Promise<void> =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
