/**
 * Markdown → spoken/notification text, for strings that leave React (a host's native
 * notification, a screen reader's announcement). Unlike the channels' `markdownToChatText`
 * (`text (url)`), a link reads as its text alone: the card shows no URL, nor does this.
 *
 * It runs the very pipeline `<AskMarkdown>` renders with (CommonMark + GFM + the inert
 * sanitizer, `createMarkdownRenderer`), then reads the text out of the resulting element tree.
 * So the plain text is what the toast shows: links are their text, images their alt text, raw
 * HTML is gone. No regular expression over Markdown source.
 */
import { isValidElement, type ReactNode } from 'react';
import { obviouslyTooDeep } from '../../core/markdown/bounds';
import { createMarkdownRenderer } from '../markdown/pipeline';
import { rehypeInert } from '../markdown/sanitize';

/**
 * `rehypeInert` without its last resort for labels (a source that renders to nothing shown as
 * its source text): here that is raw HTML source, which a native notification may interpret.
 */
function rehypeInertWithoutSource() {
  const inert = rehypeInert();
  return (tree: Parameters<typeof inert>[0]) => inert(tree, { value: '' });
}

const render = createMarkdownRenderer([rehypeInertWithoutSource]);

/** Elements that start a new line. */
const BLOCK = /^(p|div|blockquote|pre|table|thead|tbody|tr|h\d)$/;

/**
 * The text a reader sees in rendered Markdown: one line per block, list items as `• item` or
 * `1. item`, table cells separated by spaces, whitespace collapsed, no Markdown markers. A
 * source that renders to nothing (only raw HTML) is `''`, never its HTML.
 *
 * @example
 * markdownToSpokenText('Use **pnpm** or `npm`?\n\n- [docs](https://x.y)')
 * // 'Use pnpm or npm?\n• docs'
 */
export function markdownToSpokenText(source: string): string {
  // Shapes the parser is slow or deep on read as their source (see `obviouslyTooDeep`).
  if (obviouslyTooDeep(source)) return lines(source);
  const out: string[] = [];
  collect(render(source), out, false);
  return lines(out.join(''));
}

function collect(node: ReactNode, out: string[], pre: boolean): void {
  if (typeof node === 'string' || typeof node === 'number') {
    // A soft line break inside a paragraph renders as a space; in code blocks it is a line.
    out.push(pre ? String(node) : String(node).replace(/\n/g, ' '));
  } else if (Array.isArray(node)) {
    for (const child of node) collect(child as ReactNode, out, pre);
  } else if (isValidElement<{ children?: ReactNode; start?: number }>(node)) {
    const { type, props } = node;
    if (type === 'br' || type === 'hr') out.push('\n');
    else if (type === 'ul' || type === 'ol') {
      let n = typeof props.start === 'number' ? props.start : 1;
      for (const item of ([] as ReactNode[]).concat(props.children)) {
        if (!isValidElement<{ children?: ReactNode }>(item) || item.type !== 'li') continue;
        // A loose item wraps its text in paragraphs: read it first, then put the marker on its
        // first line.
        const inner: string[] = [];
        collect(item.props.children, inner, pre);
        out.push('\n', type === 'ol' ? `${n++}. ` : '• ', lines(inner.join('')), '\n');
      }
    } else if (type === 'td' || type === 'th') {
      out.push(' ');
      collect(props.children, out, pre);
      out.push(' ');
    } else {
      const block = typeof type === 'string' && BLOCK.test(type) ? '\n' : '';
      out.push(block);
      collect(props.children, out, pre || type === 'pre');
      out.push(block);
    }
  }
}

/** Non-empty lines with runs of whitespace collapsed, joined by line breaks. */
function lines(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
