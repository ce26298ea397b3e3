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

/** Container markers at the start of a line: a quote `>`, a bullet, an ordered item, a footnote. */
const CONTAINER =
  /[ \t]{0,3}(?:>|[-+*](?=[ \t])|\d{1,9}[.)](?=[ \t])|\[\^[^\]\n]{1,999}\]:)[ \t]*/y;

/**
 * The most lines that may be lazy (a paragraph continued under a quote or list item without its
 * markers: `> a` then `b`), link-label ends (`]`) and HTML openers left unclosed on their line
 * (`<?`, `<!--`, `<!X`, `<![CDATA[`). The parser walks back over what came before, or scans to the
 * end of the paragraph, once for each: `'> a\n' + 'b\n'.repeat(10_000)` took 3 s, 20,000 `]` as
 * long. Bounded, they cost a small multiple of the length.
 */
const MAX_LAZY_LINES = 4 * MAX_MARKDOWN_DEPTH;
const MAX_LABEL_ENDS = 4 * MAX_MARKDOWN_DEPTH;
const MAX_UNCLOSED_HTML = MAX_MARKDOWN_DEPTH;
/**
 * The most table cells, counted as the renderer makes them: every row padded to the delimiter
 * row's columns. A header of 2,500 columns over 5,000 one-character rows was 12.5 M cells, and
 * ran the renderer out of memory.
 */
const MAX_TABLE_CELLS = 64 * MAX_MARKDOWN_DEPTH;

/** HTML openers that only the end of their paragraph ends when unclosed, with their closers. */
const HTML_OPENER = /<(?:\?|!--|!\[CDATA\[|![A-Za-z])/g;
const CLOSER: Record<string, string> = { '?': '?>', '-': '-->', '[': ']]>' };

/**
 * How many HTML openers of `line` have no closer after them on the same line. Each closer is
 * looked for once, from the end, so the count is linear in the line.
 */
function unclosedHtmlOpeners(line: string): number {
  if (!line.includes('<')) return 0;
  const last: Record<string, number> = {};
  const lastOf = (closer: string) => (last[closer] ??= line.lastIndexOf(closer));
  let count = 0;
  for (const match of line.matchAll(HTML_OPENER)) {
    const closer = CLOSER[match[0][1] === '!' ? match[0][2]! : '?'] ?? '>';
    // `<!-->` and `<?>`-like shapes close where the opener ends; searching from its second
    // character finds them.
    if (lastOf(closer) < match.index + 2) count++;
  }
  return count;
}

/**
 * Whether a line may be a GFM table's delimiter row (`|---|:-:|`, possibly in a quote): only
 * those characters, with a `-` and a `|`. Generous: a false alarm only counts cells.
 */
const mayBeDelimiterRow = (line: string) =>
  /^[ \t>|:-]*$/.test(line) && line.includes('-') && line.includes('|');

/**
 * The containers a line opens or continues: a quote, or a list item whose content starts at
 * `width` (measured generously, to the end of the marker's spaces, so a line indented less is
 * counted lazy: a false alarm only costs formatting).
 */
type Container = { quote: true } | { quote: false; width: number };

/**
 * How many of `stack` a line continues, from `at`; `end` is where its continuation ends and
 * `quotes` how many `>` it took. Linear in the line: each container continued takes a character.
 */
function continued(source: string, at: number, lineEnd: number, stack: readonly Container[]) {
  let i = at;
  let count = 0;
  let quotes = 0;
  for (const container of stack) {
    if (container.quote) {
      let j = i;
      while (j < lineEnd && j - i < 3 && source[j] === ' ') j++;
      if (source[j] !== '>') break;
      i = j + 1;
      quotes++;
      if (source[i] === ' ' || source[i] === '\t') i++;
    } else {
      let j = i;
      let column = 0;
      while (j < lineEnd && column < container.width && (source[j] === ' ' || source[j] === '\t'))
        column += source[j++] === '\t' ? 4 : 1;
      if (column < container.width) break;
      i = j;
    }
    count++;
  }
  return { count, end: i, quotes };
}

/**
 * Whether `source` is obviously too deep or too slow to parse, read in one linear pass before any
 * parsing: more container markers opening a line than the bound allows, a run of emphasis
 * delimiters longer than it, more link brackets than any label has, more emphasis delimiters or
 * setext underlines than any label formats (`MAX_DELIMITERS`, `MAX_SETEXT_LINES`), or more lazy
 * lines, label ends, unclosed HTML openers or table cells than the parser and the renderer handle
 * in linear time. The parser is super-linear on exactly these shapes (a few KB of `- - - …` takes
 * seconds), so they are shown as text without parsing. A false alarm costs nothing but
 * formatting.
 */
export function obviouslyTooDeep(source: string): boolean {
  let brackets = 0;
  let labelEnds = 0;
  let run = 0;
  let delimiters = 0;
  let setext = 0;
  let allContainers = 0;
  let lazy = 0;
  let unclosedHtml = 0;
  let cells = 0;
  let tableColumns = 0;
  let stack: Container[] = [];
  let previousBlank = true;
  let lineEnd = -1;
  for (let i = 0; i < source.length; i++) {
    if (i > lineEnd) {
      lineEnd = source.indexOf('\n', i);
      if (lineEnd < 0) lineEnd = source.length;
      const line = source.slice(i, lineEnd);
      const blank = line.trim() === '';
      SETEXT.lastIndex = i;
      if (SETEXT.test(source) && ++setext > MAX_SETEXT_LINES) return true;
      unclosedHtml += unclosedHtmlOpeners(line);
      if (unclosedHtml > MAX_UNCLOSED_HTML) return true;
      if (blank) tableColumns = 0;
      else if (tableColumns > 0) cells += tableColumns;
      if (mayBeDelimiterRow(line)) {
        tableColumns = line.split('|').length + 1;
        // The header row above has as many cells.
        cells += 2 * tableColumns;
      }
      if (cells > MAX_TABLE_CELLS) return true;
      const kept = continued(source, i, lineEnd, stack);
      // Quote markers count however they are read: a quote of 129 lines is no label.
      if ((allContainers += kept.quotes) > MAX_CONTAINERS) return true;
      const opened: Container[] = [];
      i = kept.end;
      CONTAINER.lastIndex = i;
      while (CONTAINER.lastIndex < lineEnd && CONTAINER.test(source)) {
        // Each container is at least one level: past the bound for certain.
        if (opened.length >= MAX_MARKDOWN_DEPTH || ++allContainers > MAX_CONTAINERS) return true;
        const marker = source.slice(i, CONTAINER.lastIndex);
        opened.push(
          marker.includes('[^')
            ? // A GFM footnote definition: its content continues at four columns.
              { quote: false, width: 4 }
            : marker.includes('>')
              ? { quote: true }
              : { quote: false, width: marker.length },
        );
        i = CONTAINER.lastIndex;
      }
      if (opened.length > 0) stack = [...stack.slice(0, kept.count), ...opened];
      else if (!blank && kept.count < stack.length) {
        // Under a paragraph this line is lazy; after a blank line the containers it left closed.
        if (previousBlank) stack = stack.slice(0, kept.count);
        else if (++lazy > MAX_LAZY_LINES) return true;
      }
      previousBlank = blank;
      if (i >= source.length) break;
    }
    const char = source[i];
    if (char === '[' && ++brackets > 4 * MAX_MARKDOWN_DEPTH) return true;
    if (char === ']' && ++labelEnds > MAX_LABEL_ENDS) return true;
    const delimiter = char === '*' || char === '_' || char === '~';
    run = delimiter ? run + 1 : 0;
    if (run > MAX_MARKDOWN_DEPTH) return true;
    if (delimiter && ++delimiters > MAX_DELIMITERS) return true;
  }
  return false;
}
