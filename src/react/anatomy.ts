/**
 * One anatomy per view, the way zag names its parts: every element a view renders carries
 * `data-scope="<view>"` and `data-part="<part>"`. Stylesheets and behaviour code select by
 * `[data-scope][data-part]` pairs built here, never by literal strings of their own.
 */
export interface AnatomyPart<Part extends string = string> {
  'data-scope': string;
  'data-part': Part;
}

export interface Anatomy<Part extends string> {
  readonly scope: string;
  readonly parts: readonly Part[];
  /** A CSS selector for any part of this scope. */
  readonly scopeSelector: string;
  /** The attributes that mark an element as `name`: spread them on the element. */
  part(name: Part): AnatomyPart<Part>;
  /** A CSS selector for `name` in this scope, for `querySelector` and `closest`. */
  selector(name: Part): string;
  /**
   * This anatomy with more parts, in the same scope: a variant of a view (the URL card, a chat
   * binding's states of the card) names its own parts without a second anatomy for the shared ones.
   * @example const urlCardAnatomy = cardAnatomy.extend(['url', 'open']);
   */
  extend<const More extends string>(parts: readonly More[]): Anatomy<Part | More>;
}

/**
 * A view's anatomy: its scope and the names of its parts, zag's pattern.
 * @example
 * const dockAnatomy = createAnatomy('ask-dock', ['dock', 'dock-bar']);
 * <div {...dockAnatomy.part('dock')} /> // data-scope="ask-dock" data-part="dock"
 */
export function createAnatomy<const Part extends string>(
  scope: string,
  parts: readonly Part[],
): Anatomy<Part> {
  const attrs = new Map<Part, AnatomyPart<Part>>();
  for (const name of parts) {
    attrs.set(name, Object.freeze({ 'data-scope': scope, 'data-part': name }));
  }
  return {
    scope,
    parts,
    scopeSelector: `[data-scope="${scope}"]`,
    part: (name) => attrs.get(name) ?? { 'data-scope': scope, 'data-part': name },
    selector: (name) => `[data-scope="${scope}"][data-part="${name}"]`,
    extend: (more) => createAnatomy(scope, [...new Set([...parts, ...more])]),
  };
}

// The dock's anatomy lives here, beside the helper, because the card's focus coordinator reads
// it too and an AskCard-only bundle must not reach into src/react/dock/.

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
