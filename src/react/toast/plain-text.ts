/**
 * Markdown → plain text, for strings that leave React (a host's native notification).
 *
 * It runs the very pipeline `<AskMarkdown>` renders with (react-markdown + GFM + the inert
 * sanitizer), then reads the text out of the resulting element tree. So the plain text is what
 * the toast shows: links are their text, images their alt text, raw HTML is gone. No new
 * dependency and no regular expression over Markdown source.
 */
import { isValidElement, type ReactNode } from 'react';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { rehypeInert } from '../markdown/sanitize';

const REMARK = [remarkGfm];
const REHYPE = [rehypeInert];
const noUrl = () => '';

/** Elements that start a new line. */
const BLOCKS = new Set(['p', 'div', 'blockquote', 'pre', 'table', 'thead', 'tbody', 'tr', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

const cache = new Map<string, string>();
const CACHE_LIMIT = 200;

/**
 * The text a reader sees in rendered Markdown: one line per block, list items as `• item` or
 * `1. item`, table cells separated by spaces, whitespace collapsed, no Markdown markers.
 *
 * @example markdownToPlainText('Use **pnpm** or `npm`?\n\n- [docs](https://x.y)') // 'Use pnpm or npm?\n• docs'
 */
export function markdownToPlainText(source: string): string {
  const hit = cache.get(source);
  if (hit !== undefined) return hit;
  const tree = Markdown({ children: source, remarkPlugins: REMARK, rehypePlugins: REHYPE, skipHtml: true, urlTransform: noUrl });
  const out: string[] = [];
  collect(tree, out, false);
  const text = lines(out.join('')).join('\n');
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(source, text);
  return text;
}

function collect(node: ReactNode, out: string[], pre: boolean): void {
  if (node === null || node === undefined || typeof node === 'boolean') return;
  if (typeof node === 'string' || typeof node === 'number') {
    // A soft line break inside a paragraph renders as a space; in code blocks it is a line.
    out.push(pre ? String(node) : String(node).split('\n').join(' '));
    return;
  }
  if (Array.isArray(node)) {
    for (const child of node) collect(child as ReactNode, out, pre);
    return;
  }
  if (!isValidElement<{ children?: ReactNode; start?: number }>(node)) return;
  const { type, props } = node;
  if (type === 'br' || type === 'hr') {
    out.push('\n');
    return;
  }
  if (type === 'ul' || type === 'ol') {
    let n = type === 'ol' && typeof props.start === 'number' ? props.start : 1;
    for (const item of toArray(props.children)) {
      if (!isValidElement<{ children?: ReactNode }>(item) || item.type !== 'li') continue;
      // A loose item wraps its text in paragraphs: read it first, then put the marker on its first line.
      const inner: string[] = [];
      collect(item.props.children, inner, pre);
      out.push('\n', type === 'ol' ? `${n++}. ` : '• ', lines(inner.join('')).join('\n'), '\n');
    }
    return;
  }
  if (type === 'td' || type === 'th') {
    out.push(' ');
    collect(props.children, out, pre);
    out.push(' ');
    return;
  }
  const block = typeof type === 'string' && BLOCKS.has(type);
  if (block) out.push('\n');
  collect(props.children, out, pre || type === 'pre');
  if (block) out.push('\n');
}

/** Non-empty lines with runs of whitespace collapsed. */
function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

function toArray(children: ReactNode): ReactNode[] {
  return Array.isArray(children) ? children : [children];
}
