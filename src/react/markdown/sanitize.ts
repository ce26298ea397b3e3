/**
 * The hast pass that makes untrusted Markdown inert. It runs inside the Markdown pipeline
 * (pipeline.ts), after remark-rehype, so what reaches React is only text and a fixed set of
 * presentational elements: no link, no image, no raw HTML, no id, no attribute that could fetch
 * or navigate.
 */

interface HText {
  type: 'text';
  value: string;
}
interface HElement {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: HNode[];
}
interface HOther {
  type: 'raw' | 'comment' | 'doctype';
  value?: string;
}
type HNode = HText | HElement | HOther;
interface HRoot {
  type: 'root';
  children: HNode[];
}

/** Elements kept as they are (with no attributes but `start` on lists). */
const KEEP = new Set([
  'p',
  'em',
  'strong',
  'del',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'br',
  'hr',
  'sup',
  'sub',
  'span',
]);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

const text = (value: string): HText => ({ type: 'text', value });
const element = (tagName: string, children: HNode[]): HElement => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});

/**
 * Bidi controls that open an embedding, override or isolate (LRE, RLE, LRO, RLO; LRI, RLI, FSI).
 * Unterminated, one reorders every text after it in its paragraph: a text holding one is its own
 * `<bdi>`, so it reorders itself at most, never the emphasis, code or words that follow.
 */
const BIDI_OPENER = /[\u202A-\u202E\u2066-\u2068]/;

/** Inline raw tags whose content is code or hidden text: dropped with the tags, not shown. */
const OPAQUE =
  /^<(script|style|iframe|textarea|title|noscript|xmp|noembed|noframes|template|object)\b[^>]*>$/i;

// Recursive, like the passes before it: the nesting bound (nesting.ts) keeps every tree shallow.
function clean(nodes: HNode[]): HNode[] {
  const out: HNode[] = [];
  let skipUntil: RegExp | null = null;
  for (const node of nodes) {
    if (skipUntil) {
      if (node.type === 'raw' && skipUntil.test(node.value ?? '')) skipUntil = null;
      continue;
    }
    const opaque = node.type === 'raw' ? OPAQUE.exec(node.value ?? '') : null;
    if (opaque) skipUntil = new RegExp(`^</${opaque[1]}\\s*>$`, 'i');
    else if (node.type === 'text')
      out.push(BIDI_OPENER.test(node.value) ? element('bdi', [node]) : node);
    else if (node.type === 'element') out.push(...cleanElement(node));
    // raw HTML, comments and doctypes are dropped: raw HTML is ignored, never shown or run.
  }
  return out;
}

function cleanElement(node: HElement): HNode[] {
  const { tagName } = node;
  // An image becomes its alt text: nothing is fetched.
  if (tagName === 'img') {
    const alt = typeof node.properties.alt === 'string' ? node.properties.alt : '';
    return alt ? [element('span', [text(alt)])] : [];
  }
  // A GFM task list item's checkbox becomes a mark, not a form control.
  if (tagName === 'input') return [text(node.properties.checked ? '☑ ' : '☐ ')];
  // A link is its text only: non-interactive, no href.
  if (tagName === 'a') return [element('span', clean(node.children))];
  // Headings would break the host page's outline; they read as a strong paragraph.
  if (HEADINGS.has(tagName)) return [element('p', [element('strong', clean(node.children))])];
  if (KEEP.has(tagName)) {
    const kept = element(tagName, clean(node.children));
    if (tagName === 'ol' && typeof node.properties.start === 'number')
      kept.properties.start = node.properties.start;
    return [kept];
  }
  // Anything else (footnote sections, unknown tags): keep the content, drop the element.
  return clean(node.children);
}

function hasVisibleText(nodes: HNode[]): boolean {
  return nodes.some((n) =>
    n.type === 'text'
      ? n.value.trim() !== ''
      : n.type === 'element' && (n.tagName === 'hr' || hasVisibleText(n.children)),
  );
}

/**
 * The rehype plugin. A source that renders to nothing visible (say, only raw HTML) is shown as
 * its source text, so every option keeps a visible, accessible name.
 */
export function rehypeInert() {
  return (tree: HRoot, file: { value?: unknown }) => {
    const children = clean(tree.children);
    const source = typeof file.value === 'string' ? file.value : String(file.value ?? '');
    tree.children =
      hasVisibleText(children) || source.trim() === ''
        ? children
        : [element('p', [text(source.trim())])];
  };
}

/** The single top-level paragraph of an inline rendering is unwrapped into its phrasing content. */
export function rehypeUnwrapParagraph() {
  return (tree: HRoot) => {
    const blocks = tree.children.filter((n) => !(n.type === 'text' && n.value.trim() === ''));
    const only = blocks[0];
    if (blocks.length === 1 && only && only.type === 'element' && only.tagName === 'p')
      tree.children = only.children;
  };
}
