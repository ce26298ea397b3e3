import { forwardRef, memo, type HTMLAttributes, type ReactElement, type Ref } from 'react';
import { obviouslyTooDeep } from '../../core/markdown/bounds';
import { rehypeInert, rehypeUnwrapParagraph } from './sanitize';
import { createAnatomy } from '../anatomy';
import { createMarkdownRenderer } from './pipeline';

const renderBlock = createMarkdownRenderer([rehypeInert]);
const renderInline = createMarkdownRenderer([rehypeInert, rehypeUnwrapParagraph]);

/** Rendered trees by source: a text is parsed once however many views and renders show it. */
const cache = new Map<string, ReactElement>();
const CACHE_LIMIT = 1000;
/**
 * The cache is bounded by the size of its sources too (a tree is proportional to its source):
 * 1 M UTF-16 units, 2 MB, however long the texts; a longer text is rendered and not kept.
 */
const CACHE_MAX_UNITS = 1024 * 1024;
let cachedUnits = 0;
let parses = 0;

/** How many Markdown parses ran in this module (test and benchmark instrumentation). */
export function getMarkdownParseCount(): number {
  return parses;
}

const asText = (source: string, inline: boolean): ReactElement =>
  inline ? <>{source}</> : <p>{source}</p>;

function parse(source: string, inline: boolean): ReactElement {
  try {
    return inline ? renderInline(source) : renderBlock(source);
  } catch {
    // The nesting bound keeps the pipeline within the stack; should any other input still break
    // it (a stack overflow can surface as a RangeError or a SyntaxError), the source is text.
    return asText(source, inline);
  }
}

/**
 * Text in which no Markdown construct can start: it begins with a letter or digit (no list, quote,
 * heading or indented code), keeps to letters, digits, single spaces and sentence punctuation (no
 * emphasis, code, link, HTML, entity, table or line break), begins no ordered list (`1.`) and
 * holds no autolink literal (`www.`, `://`; `@` is out). The parser would render it as itself.
 */
const PLAIN = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N},.;:?!'"()%/-]| (?=[^ ]))*$/u;
const NOT_PLAIN = /^\p{N}+[.)]|www\.|:\/\//iu;

/** Whether `source` renders through Markdown as its own text (see `PLAIN`). */
const isPlainText = (source: string) => PLAIN.test(source) && !NOT_PLAIN.test(source);

/**
 * The parser's tree for `source`, uncached and uncounted (tests compare the plain-text path with
 * it).
 *
 * @example renderToStaticMarkup(parseMarkdown('Yes', true)) // 'Yes', as the plain path renders it
 */
export function parseMarkdown(source: string, inline: boolean): ReactElement {
  return obviouslyTooDeep(source) ? asText(source, inline) : parse(source, inline);
}

function render(source: string, inline: boolean): ReactElement {
  // Most labels are a few plain words ("Yes", "Staging (recommended)"): no parse, no cache entry.
  if (isPlainText(source)) return asText(source, inline);
  const key = (inline ? 'i\0' : 'b\0') + source;
  const hit = cache.get(key);
  if (hit) {
    // Refresh recency so the cache evicts the least recently used text first.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  parses++;
  // Shapes the parser is slow on are text before it ever runs; the plugin catches the rest.
  const tree = parseMarkdown(source, inline);
  if (key.length > CACHE_MAX_UNITS) return tree;
  while (cache.size >= CACHE_LIMIT || cachedUnits + key.length > CACHE_MAX_UNITS) {
    const oldest = cache.keys().next().value!;
    cache.delete(oldest);
    cachedUnits -= oldest.length;
  }
  cache.set(key, tree);
  cachedUnits += key.length;
  return tree;
}

/** The rest of the props (`className`, `data-*`, `aria-*`) go to the wrapper element. */
export interface AskMarkdownProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dir'> {
  /** Untrusted Markdown source (CommonMark + GFM). */
  children: string;
  /**
   * Render a lone paragraph as phrasing content inside a `span` (option labels, toast lines).
   * @default false
   */
  inline?: boolean;
}

/** The Markdown view's one part: `data-scope="ask-markdown" data-part="markdown"`. */
export const markdownAnatomy = createAnatomy('ask-markdown', ['markdown']);

/**
 * The one safe Markdown renderer every ask-cards view uses. Emphasis, code, lists, tables and
 * strikethrough render; links are plain text, images their alt text, raw HTML is dropped.
 * The wrapper is `dir="auto"`, a bidi isolate in HTML itself (no stylesheet needed): its
 * direction comes from the text, and no bidi control in it reorders the UI around it.
 *
 * @example <AskMarkdown>{question.question}</AskMarkdown>
 */
export const AskMarkdown = memo(
  forwardRef<HTMLElement, AskMarkdownProps>(function AskMarkdown(
    { children, inline = false, ...rest },
    ref,
  ) {
    const Tag = inline ? 'span' : 'div';
    return (
      <Tag
        {...rest}
        ref={ref as Ref<HTMLDivElement & HTMLSpanElement>}
        {...markdownAnatomy.part('markdown')}
        dir="auto"
      >
        {render(children, inline)}
      </Tag>
    );
  }),
);
