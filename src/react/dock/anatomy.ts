import { createAnatomy } from '../anatomy';

/** Every part of the dock, as `data-scope="ask-dock"` + `data-part`. The names are public hooks. */
export const dockAnatomy = createAnatomy('ask-dock', [
  'dock',
  'fallback',
  'dock-panel',
  'dock-prompt',
  'dock-bar',
  'dock-switcher',
  'dock-previous',
  'dock-next',
  'dock-switcher-position',
  'dock-title',
  'dock-header',
  'dock-question',
  'dock-heading',
  'dock-progress',
  'dock-toggle',
  'dock-chevron',
  'dock-card',
  'dock-live-region',
  'dock-composer',
  'dock-summary',
]);

export type DockPart = (typeof dockAnatomy.parts)[number];
