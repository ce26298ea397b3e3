import type { Nodes, Parents, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { MAX_MARKDOWN_DEPTH, nestsDeeperThan, obviouslyTooDeep } from '../core/markdown/bounds';
import { inlineTextOf } from '../core/markdown/raw-html';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

/**
 * Markdown (CommonMark + GFM) as chat-platform text, for channels that show no formatting
 * (Telegram, SMS, a terminal): the reader can still copy a link, so it keeps the URL.
 *
 * Emphasis, strong, strikethrough and code lose their markers; a link reads `text (url)` (just
 * the url when the text is the url); an image reads as its alt text; raw HTML is dropped (the
 * text between inline tags stays); list items read `- item` (`1. item` in ordered lists), nested
 * items indented; paragraphs and other blocks are separated by a blank line. The card renders
 * the same words, except that its links are inert text without their URL; the spoken text of a
 * notification (`markdownToSpokenText` in the toast view) drops the URL too.
 *
 * @example
 * markdownToChatText('**Staging** — see [docs](https://x.y/z)')
 * // "Staging — see docs (https://x.y/z)"
 */
export function markdownToChatText(markdown: string): string {
  return isPlain(markdown) ? tidy(markdown.replace(/^ +/gm, '')) : parsedPlainText(markdown);
}

/** {@link markdownToChatText} through the parser, always. Exported for the fast path's test. */
export function parsedPlainText(markdown: string): string {
  // Too deep for the recursive passes below, or slow to parse: the source is the text.
  if (obviouslyTooDeep(markdown)) return tidy(markdown);
  const tree = fromMarkdown(markdown, parseOptions());
  if (nestsDeeperThan(tree, MAX_MARKDOWN_DEPTH)) return tidy(markdown);
  const definitions = new Map<string, string>();
  collectDefinitions(tree, definitions);
  return tidy(block(tree, definitions));
}

/**
 * Whether the text has nothing Markdown would change beyond line-leading spaces and blank-line
 * runs: no character that opens any CommonMark or GFM construct, no ordered-list start, no
 * indented code. Most labels (`Staging (Recommended)`) are such text and skip the parser.
 * A property test checks this fast path against the parser.
 */
function isPlain(text: string): boolean {
  return !/[\\*_`[\]!<>#\-+=|~&\t\r\0]|^ {0,3}\d+[.)]|^ {4}/m.test(text);
}

// Built once: micromark combines syntax extensions on every parse it is handed new ones for.
let options: Parameters<typeof fromMarkdown>[1] | undefined;
function parseOptions() {
  return (options ??= { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

/**
 * A label as one line of plain text: Markdown rendered, whitespace runs (line breaks included)
 * collapsed to one space. A label that renders to nothing (say it is all raw HTML) reads as its
 * source, so every option keeps a visible name.
 *
 * @example
 * plainLabel('**Staging** (Recommended)') // "Staging (Recommended)"
 * plainLabel('<br>')                      // "<br>"
 */
export function plainLabel(markdown: string): string {
  let plain = labels.get(markdown);
  if (plain === undefined) {
    plain = oneLine(markdownToChatText(markdown));
    if (plain === '') plain = oneLine(markdown);
    // A server renders and parses the same few labels over and over; keep a small memo.
    if (labels.size >= LABEL_MEMO_SIZE) labels.clear();
    labels.set(markdown, plain);
  }
  return plain;
}

const LABEL_MEMO_SIZE = 512;
const labels = new Map<string, string>();

/** Collapse every whitespace run, line breaks included, to one space, and trim. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function collectDefinitions(node: Nodes, into: Map<string, string>): void {
  if (node.type === 'definition') {
    if (!into.has(node.identifier)) into.set(node.identifier, node.url);
    return;
  }
  if ('children' in node) for (const child of node.children) collectDefinitions(child, into);
}

type Definitions = ReadonlyMap<string, string>;

/** Block content: children separated by a blank line, empty blocks left out. */
function block(node: Parents | Root, defs: Definitions): string {
  return node.children
    .map((child) => blockNode(child, defs))
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}

function blockNode(node: Nodes, defs: Definitions): string {
  switch (node.type) {
    case 'paragraph':
    case 'heading':
    case 'tableCell':
      return inline(node, defs);
    case 'code':
      return node.value;
    case 'blockquote':
      return block(node, defs);
    case 'list': {
      const start = node.start ?? 1;
      return node.children
        .map((item, i) => {
          // An item with nothing in it (a label that is just `*` or `1.`) reads as nothing.
          if (item.children.length === 0) return '';
          const marker = node.ordered ? `${start + i}. ` : '- ';
          const task = item.checked === true ? '[x] ' : item.checked === false ? '[ ] ' : '';
          // Items of a list read one per line, even in a loose list; continuation lines indent.
          const body = item.children
            .map((child) => blockNode(child, defs))
            .filter((text) => text.trim() !== '')
            .join('\n');
          return marker + task + body.replace(/\n/g, '\n' + ' '.repeat(marker.length));
        })
        .filter((text) => text !== '')
        .join('\n');
    }
    case 'table':
      return node.children
        .map((row) => row.children.map((cell) => inline(cell, defs).trim()).join(' | '))
        .join('\n');
    // Raw HTML is ignored, like the card does; definitions and footnotes have no reading place.
    case 'html':
    case 'definition':
    case 'footnoteDefinition':
    case 'thematicBreak':
    case 'yaml':
      return '';
    default:
      return inlineNode(node, defs);
  }
}

function inline(node: Parents, defs: Definitions): string {
  return inlineTextOf(node.children, (child) => inlineNode(child, defs));
}

function inlineNode(node: Nodes, defs: Definitions): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'break':
      return '\n';
    case 'image':
    case 'imageReference':
      return node.alt ?? '';
    case 'link':
      return linkText(inline(node, defs), node.url);
    case 'linkReference':
      return linkText(inline(node, defs), defs.get(node.identifier) ?? '');
    case 'html':
    case 'footnoteReference':
      return '';
    default:
      return 'children' in node ? inline(node, defs) : '';
  }
}

/** `text (url)`, or whichever of the two says it all. */
function linkText(text: string, url: string): string {
  const shown = text.trim();
  if (url === '' || url === shown) return shown;
  if (shown === '') return url;
  // GFM autolinks: `www.x.y` links to `http://www.x.y`, `a@b.c` to `mailto:a@b.c`.
  if (url === `http://${shown}` || url === `https://${shown}` || url === `mailto:${shown}`)
    return shown;
  return `${text} (${url})`;
}

/** Trailing spaces off every line, at most one blank line in a row, no outer blank lines. */
function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
