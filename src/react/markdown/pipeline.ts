/**
 * The Markdown pipeline every ask-cards view renders with: remark-parse (CommonMark), the nesting
 * bound, remark-gfm, remark-rehype, then the caller's rehype passes (the inert sanitizer), read
 * into React elements by hast-util-to-jsx-runtime. These are the packages react-markdown runs,
 * and the output is what `<Markdown skipHtml urlTransform={() => ''}>` renders with the same
 * plugins (a property test compares the two). What react-markdown did after the plugins, drop raw
 * HTML and blank every URL, the last pass here does whatever the caller's passes were: only tags
 * and an ordered list's `start` reach React.
 *
 * Two things react-markdown cannot do, and why this module exists: its component builds and
 * freezes a new unified processor for every text (about a fifth of a short label's time), while
 * these processors are built once; and a text with no character that could start a GFM construct
 * is parsed without the GFM syntax extensions, which double the cost of a short parse and cannot
 * change such a text.
 */
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList } from 'unified';
import { remarkBoundNesting } from '../../core/markdown/bounds';

/**
 * Every GFM construct needs one of these: strikethrough `~`; a table `|`, or a delimiter cell's
 * `:-` / `-:` (a one-column table needs no pipe); task box and footnote `[`; the autolink
 * literals `www.`, `http://`, `https://`, and `@` for e-mail, `mailto:` and `xmpp:`. GFM finds
 * autolinks in decoded text, so an entity or an escape (`&`, `\`) may spell any of them. A text
 * with none of these parses the same with and without GFM.
 */
export const MAY_USE_GFM = /[~|[@&\\]|www\.|:\/\/|:-|-:/i;

/** remark-rehype keeps raw HTML as `raw` nodes for the sanitizer to drop (react-markdown's too). */
const REHYPE_OPTIONS = { allowDangerousHtml: true };

/**
 * `unified` is a callable object without `Function.prototype`: the CommonJS build's import
 * rewrite turns `unified()` into `unified.call(undefined)`, which it lacks. A local name is
 * called as it is.
 */
const newProcessor = unified;

interface HNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HNode[];
}

/** Only elements and text, and no attribute but an ordered list's numeric `start`. */
function keepInert(node: HNode): void {
  if (!node.children) return;
  node.children = node.children.filter((c) => c.type === 'element' || c.type === 'text');
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    const start = child.properties?.start;
    child.properties = child.tagName === 'ol' && typeof start === 'number' ? { start } : {};
    keepInert(child);
  }
}

/** The last pass, whatever the caller's were: raw HTML, comments and every URL are gone. */
const rehypeKeepInert = () => keepInert;

/** A frozen processor: parse and run only, never configured again. */
const processor = (gfm: boolean, rehype: PluggableList) =>
  newProcessor()
    .use(remarkParse)
    .use(gfm ? [remarkBoundNesting, remarkGfm] : [remarkBoundNesting])
    .use(remarkRehype, REHYPE_OPTIONS)
    .use(rehype)
    .use(rehypeKeepInert)
    .freeze();

type Processor = ReturnType<typeof processor>;
type HastRoot = ReturnType<Processor['runSync']>;

/**
 * A renderer from Markdown source to React elements, with `rehype` (the sanitizer) as its last
 * passes. Its processors are built on first use and reused for every text after.
 *
 * @example
 * const render = createMarkdownRenderer([rehypeInert]);
 * render('**Staging**') // <><p><strong>Staging</strong></p></>
 */
export function createMarkdownRenderer(rehype: PluggableList): (source: string) => ReactElement {
  let withGfm: Processor | undefined;
  let commonMark: Processor | undefined;
  return (source) => {
    const run = MAY_USE_GFM.test(source)
      ? (withGfm ??= processor(true, rehype))
      : (commonMark ??= processor(false, rehype));
    // The source goes in as the file too: the sanitizer reads it for its last resort.
    const tree: HastRoot = run.runSync(run.parse(source), source);
    return toJsxRuntime(tree, {
      Fragment,
      jsx,
      jsxs,
      ignoreInvalidStyle: true,
      passKeys: true,
    }) as ReactElement;
  };
}
