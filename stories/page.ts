import { expect } from 'storybook/test';

const TRANSPARENT = 'rgba(0, 0, 0, 0)';

/** The colour the browser paints where nothing else does, in `colorScheme`. */
function canvasColour(colorScheme: string): string {
  const probe = document.documentElement.appendChild(document.createElement('div'));
  probe.style.colorScheme = colorScheme;
  probe.style.backgroundColor = 'Canvas';
  const colour = getComputedStyle(probe).backgroundColor;
  probe.remove();
  return colour;
}

/**
 * The page around the story is the story's own page colour: whatever padding a layout adds
 * (Storybook's `padded` and `centered` pad the body) shows no frame of another colour. The
 * canvas takes the root's background, else the body's, else the browser's default.
 *
 * @example play: async ({ canvasElement }) => { await expectNoFrame(canvasElement); }
 */
export async function expectNoFrame(canvasElement: HTMLElement): Promise<void> {
  const wrapper = canvasElement.querySelector<HTMLElement>('[data-theme]')!;
  const html = getComputedStyle(document.documentElement);
  const body = getComputedStyle(document.body);
  const canvas =
    html.backgroundColor !== TRANSPARENT
      ? html.backgroundColor
      : body.backgroundColor !== TRANSPARENT
        ? body.backgroundColor
        : canvasColour(html.colorScheme);
  await expect(canvas, 'the page behind the story').toBe(getComputedStyle(wrapper).backgroundColor);
}
