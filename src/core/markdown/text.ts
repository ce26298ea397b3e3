/**
 * The text a Markdown source shows in the card: what `AskMarkdown` renders, read as plain text.
 * Labels are compared and checked by it, so two labels a user cannot tell apart are one label,
 * and a label that shows nothing is no label.
 */
import type { Nodes, Parents } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { textKey } from '../schema/text';
import { MAX_MARKDOWN_DEPTH, nestsDeeperThan, obviouslyTooDeep } from './bounds';
import { inlineTextOf } from './raw-html';

/** Nothing in it that CommonMark or GFM would read as syntax (see channels' `isPlain`). */
const isPlain = (text: string) => !/[\\*_`[\]!<>#\-+=|~&\t\r\0]|^ {0,3}\d+[.)]|^ {4}/m.test(text);

// Built once: micromark combines syntax extensions on every parse it is handed new ones for.
let gfmOptions: Parameters<typeof fromMarkdown>[1] | undefined;
/**
 * GFM only where it changes the text (strikethrough, tables, task boxes and footnotes): its
 * extensions double the cost of a parse, and a request may hold 10,000 labels.
 */
const parseOptions = (markdown: string) =>
  /[~|[]/.test(markdown)
    ? (gfmOptions ??= { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] })
    : undefined;

/**
 * The text `markdown` shows, in the card's terms: raw HTML dropped (with the content of inline
 * `<script>`, `<style>` and the like, as the sanitizer drops it), entities decoded, links as their
 * text, images as their alt text, task boxes as ☐ / ☑, blocks joined by a space. A source the
 * renderer shows as text (too deep or too slow to parse: see `obviouslyTooDeep`) is its own text.
 * Linear in the length of `markdown`. Bidi controls and invisibles are kept: see `visualOrder`.
 *
 * @example renderedText('**Staging**<!-- x -->') // "Staging"
 * @example renderedText('A&amp;B') // "A&B"
 * @example renderedText('---') // ""
 */
export function renderedText(markdown: string): string {
  if (isPlain(markdown) || obviouslyTooDeep(markdown)) return markdown;
  const tree = fromMarkdown(markdown, parseOptions(markdown));
  if (nestsDeeperThan(tree, MAX_MARKDOWN_DEPTH)) return markdown;
  return blockText(tree);
}

/** Block children, one space between them. Recursive: the depth bound keeps the tree shallow. */
function blockText(node: Parents): string {
  return node.children.map(nodeText).join(' ');
}

const inlineText = (node: Parents) => inlineTextOf(node.children, nodeText);

function nodeText(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
    case 'code':
      return node.value;
    case 'break':
      return ' ';
    case 'image':
    case 'imageReference':
      return node.alt ?? '';
    case 'listItem': {
      const box = node.checked === true ? '☑ ' : node.checked === false ? '☐ ' : '';
      return box + blockText(node);
    }
    case 'root':
    case 'blockquote':
    case 'list':
    case 'table':
    case 'tableRow':
      return blockText(node);
    // Raw HTML is dropped; a rule, a definition or a footnote shows no words of the label.
    case 'html':
    case 'thematicBreak':
    case 'definition':
    case 'footnoteDefinition':
    case 'footnoteReference':
    case 'yaml':
      return '';
    default:
      return 'children' in node ? inlineText(node) : '';
  }
}

/** Bidi controls that open an override, embedding or isolate, and the two that close them. */
const RLO = '\u202E';
const OPENERS = new Set(['\u202A', '\u202B', '\u202D', RLO, '\u2066', '\u2067', '\u2068']);
const PDF = '\u202C';
const PDI = '\u2069';
const ISOLATES = '\u2066\u2067\u2068';

/**
 * `text` in the order a reader sees it, as far as bidi overrides go: the characters a
 * right-to-left override (U+202E) governs are reversed, so `\u202ElecnaC` reads `Cancel`, as the
 * browser draws it. Controls are kept (`textKey` removes them). Embeddings and isolates only
 * reorder whole runs and are left as they are.
 */
export function visualOrder(text: string): string {
  if (!text.includes(RLO)) return text;
  const stack: string[] = [];
  // Where the open isolates sit in `stack`: a PDI closes the last one at once (no walk back).
  const isolates: number[] = [];
  let out = '';
  let run: string[] = [];
  for (const char of text) {
    if (char === '\n') stack.length = isolates.length = 0;
    else if (OPENERS.has(char)) {
      if (ISOLATES.includes(char)) isolates.push(stack.length);
      stack.push(char);
    } else if (char === PDF && stack.length > 0 && !ISOLATES.includes(stack[stack.length - 1]!))
      stack.pop();
    else if (char === PDI && isolates.length > 0) stack.length = isolates.pop()!;
    if (stack[stack.length - 1] === RLO && char !== RLO) run.push(char);
    else {
      out += run.reverse().join('') + char;
      run = [];
    }
  }
  return out + run.reverse().join('');
}

/**
 * The key labels are compared and checked by (the schema's `unique`): the `textKey` of the text
 * the label shows once its Markdown renders, in the order it is drawn (see `renderedText`,
 * `visualOrder`). So
 * `Staging`, `**Staging**`, `Staging<!-- x -->` and `<span>Staging</span>` are one label,
 * `A&B` and `A&amp;B` too, `Cancel` and `\u202ElecnaC` too; `** **` and `---` show nothing (`''`).
 * Linear in the label's length; the labels of a request are few and repeat, so they are memoized.
 *
 * @example labelKey('<b>Staging</b>') === labelKey('staging') // true
 */
export function labelKey(label: string): string {
  let key = labelKeys.get(label);
  if (key === undefined) {
    key = textKey(visualOrder(renderedText(label)));
    if (labelKeys.size >= LABEL_KEY_MEMO_SIZE) labelKeys.clear();
    labelKeys.set(label, key);
  }
  return key;
}

const LABEL_KEY_MEMO_SIZE = 512;
const labelKeys = new Map<string, string>();
