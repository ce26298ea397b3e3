/**
 * The nesting bound of the Markdown pipeline. CommonMark puts no limit on nesting, and the mdast
 * and hast utilities after the parser (GFM's autolink pass, mdast-util-to-hast, the sanitizer,
 * hast-util-to-jsx-runtime) recurse once per level: a label of 3,000 `>` overflows the stack.
 * Nothing real nests that deep, so a tree deeper than the bound is shown as its source text.
 */

/**
 * Deepest mdast node kept, counted in levels below the root (`- a` is list › listItem ›
 * paragraph › text: 4). A list nested four deep holding emphasised code is 12. The recursive
 * passes after the parser overflow a 100 kB stack, a tenth of V8's default, at about 125 levels:
 * 32 keeps a fourfold margin even there.
 */
export const MAX_MARKDOWN_DEPTH = 32;

interface MNode {
  type: string;
  value?: string;
  children?: MNode[];
}

/**
 * Whether any node of `root` sits deeper than `limit`. Iterative: the tree may be thousands deep.
 */
export function nestsDeeperThan(root: MNode, limit: number): boolean {
  const nodes: MNode[] = [root];
  const depths: number[] = [0];
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const depth = depths.pop()!;
    if (depth > limit) return true;
    for (const child of node.children ?? []) {
      nodes.push(child);
      depths.push(depth + 1);
    }
  }
  return false;
}

/** Trees cut at parse time; the transformer below puts the source text in them. */
const tooDeep = new WeakSet<MNode>();

/**
 * The remark plugin. Its check runs inside the parser, as a from-markdown transform placed ahead of
 * every other one (GFM's autolink pass is such a transform, and it recurses), so no later step
 * sees a deep tree. Its transformer then shows the source as one paragraph of plain text.
 */
export function remarkBoundNesting(this: { data(): object }) {
  const data = this.data() as { fromMarkdownExtensions?: unknown[] };
  (data.fromMarkdownExtensions ??= []).unshift({
    transforms: [
      (tree: MNode) => {
        if (!nestsDeeperThan(tree, MAX_MARKDOWN_DEPTH)) return tree;
        const cut: MNode = { type: 'root', children: [] };
        tooDeep.add(cut);
        return cut;
      },
    ],
  });
  return (tree: MNode, file: { value?: unknown }) => {
    if (!tooDeep.has(tree)) return;
    const value = String(file.value ?? '');
    tree.children = [{ type: 'paragraph', children: [{ type: 'text', value }] }];
  };
}

/**
 * A setext underline: a line of only `=` or only `-`, which makes the paragraph above a heading.
 */
const SETEXT = /[ \t]{0,3}(?:=+|-+)[ \t]*(?:\n|$)/y;

/**
 * The most emphasis delimiters (`*`, `_`, `~`) and setext underlines a source may hold before it
 * is shown as text: far more than any label or question formats (a 1,000-character label with
 * 64 bold words has 256), far fewer than the bombs that make the parser super-linear
 * (`'**a*'.repeat(250)` took 128 ms per label, `'a\n=\n'.repeat(250)` as long).
 */
const MAX_DELIMITERS = 8 * MAX_MARKDOWN_DEPTH;
const MAX_SETEXT_LINES = MAX_MARKDOWN_DEPTH;
/**
 * The most container markers (quotes, bullets, ordered items) in all: a list of 128 items is no
 * label.
 */
const MAX_CONTAINERS = 4 * MAX_MARKDOWN_DEPTH;

/** Container markers at the start of a line: a quote `>`, a bullet, an ordered item. */
const CONTAINER = /[ \t]{0,3}(?:>|[-+*](?=[ \t])|\d{1,9}[.)](?=[ \t]))[ \t]*/y;

/**
 * Whether `source` obviously nests past the bound, read in one linear pass before any parsing:
 * more container markers opening a line than the bound allows, a run of emphasis delimiters
 * longer than it, more link brackets than any label has, or more emphasis delimiters or setext
 * underlines than any label formats (`MAX_DELIMITERS`, `MAX_SETEXT_LINES`). The parser is
 * super-linear on exactly these shapes (a few KB of `- - - …` takes seconds), so they are shown
 * as text without parsing. A false alarm costs nothing but formatting.
 */
export function obviouslyTooDeep(source: string): boolean {
  let brackets = 0;
  let run = 0;
  let delimiters = 0;
  let setext = 0;
  let allContainers = 0;
  let lineStart = true;
  for (let i = 0; i < source.length; i++) {
    if (lineStart) {
      lineStart = false;
      SETEXT.lastIndex = i;
      if (SETEXT.test(source) && ++setext > MAX_SETEXT_LINES) return true;
      let containers = 0;
      CONTAINER.lastIndex = i;
      while (CONTAINER.lastIndex < source.length && CONTAINER.test(source)) {
        // Each container is at least one level: past the bound for certain.
        if (++containers > MAX_MARKDOWN_DEPTH || ++allContainers > MAX_CONTAINERS) return true;
        i = CONTAINER.lastIndex;
      }
      if (i >= source.length) break;
    }
    const char = source[i];
    if (char === '\n') lineStart = true;
    if (char === '[' && ++brackets > 4 * MAX_MARKDOWN_DEPTH) return true;
    const delimiter = char === '*' || char === '_' || char === '~';
    run = delimiter ? run + 1 : 0;
    if (run > MAX_MARKDOWN_DEPTH) return true;
    if (delimiter && ++delimiters > MAX_DELIMITERS) return true;
  }
  return false;
}
