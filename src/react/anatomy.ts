/**
 * One anatomy per view, the way zag names its parts: every element a view renders carries
 * `data-scope="<view>"` and `data-part="<part>"`, the public hooks. Behaviour code selects by the
 * `[data-scope][data-part]` pairs built here, never by literal strings of its own.
 *
 * Each part also carries one attribute of its own, `data-<style scope>__<part>` (say
 * `data-ask-card__option`), which the shipped stylesheet keys on. Chromium files an attribute rule
 * under its attribute's name, not its value: when every rule read `[data-scope][data-part]`, every
 * element of a card was tested against every rule of the stylesheet. Keyed by a name per part, an
 * element meets only its own rules (a card mounts 5 to 15% faster; issue 31). It is an
 * attribute, not a class, so a host's `className` (on a part, or beside a prop getter's props)
 * never drops the styling.
 */
export interface AnatomyPart<Part extends string = string> {
  'data-scope': string;
  'data-part': Part;
  /** The stylesheet's key: `data-<style scope>__<part>`, empty. */
  readonly [styleKey: `data-${string}__${string}`]: string;
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
 * A view's anatomy: its scope and the names of its parts, zag's pattern. `styleScope` names the
 * stylesheet's keys (the scope by default): parts shared by several views, such as the answer
 * summary's, are styled once under one name whatever view shows them.
 * @example
 * const dockAnatomy = createAnatomy('ask-dock', ['dock', 'dock-bar']);
 * <div {...dockAnatomy.part('dock')} />
 * // data-scope="ask-dock" data-part="dock" data-ask-dock__dock=""
 */
export function createAnatomy<const Part extends string>(
  scope: string,
  parts: readonly Part[],
  styleScope: string = scope,
): Anatomy<Part> {
  const mark = (name: Part): AnatomyPart<Part> =>
    Object.freeze({
      'data-scope': scope,
      'data-part': name,
      [`data-${styleScope}__${name}` as const]: '',
    });
  const attrs = new Map<Part, AnatomyPart<Part>>();
  for (const name of parts) attrs.set(name, mark(name));
  return {
    scope,
    parts,
    scopeSelector: `[data-scope="${scope}"]`,
    part: (name) => attrs.get(name) ?? mark(name),
    selector: (name) => `[data-scope="${scope}"][data-part="${name}"]`,
    extend: (more) => createAnatomy(scope, [...new Set([...parts, ...more])], styleScope),
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
