// Issue 31 #2: the card renders Markdown with processors built once, and without the GFM syntax
// extensions when a text cannot use them. Both must render exactly what react-markdown renders
// with the same plugins and options: react-markdown is the oracle here, and only here.
import fc from 'fast-check';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { remarkBoundNesting } from '../../core/markdown/bounds';
import { createMarkdownRenderer, MAY_USE_GFM } from './pipeline';
import { rehypeInert, rehypeUnwrapParagraph } from './sanitize';

const BLOCK = [rehypeInert];
const INLINE = [rehypeInert, rehypeUnwrapParagraph];

const oracle = (source: string, rehype: typeof BLOCK): ReactElement =>
  Markdown({
    children: source,
    remarkPlugins: [remarkBoundNesting, remarkGfm],
    rehypePlugins: rehype,
    skipHtml: true,
    urlTransform: () => '',
  }) as ReactElement;

const renderBlock = createMarkdownRenderer(BLOCK);
const renderInline = createMarkdownRenderer(INLINE);
const html = (element: ReactElement) => renderToStaticMarkup(element);

/** Pieces of Markdown that start or end constructs, and the ones only GFM reads. */
const COMMON = [
  'a',
  'B',
  'é',
  'שלום',
  '7',
  ' ',
  '  ',
  '\n',
  '\n\n',
  '\t',
  '*',
  '**',
  '_',
  '__',
  '`',
  '```',
  '\\',
  '#',
  '# ',
  '- ',
  '+ ',
  '1. ',
  '2) ',
  '> ',
  '    ',
  '---',
  '===',
  '!',
  '(',
  ')',
  ']',
  '<',
  '>',
  '<b>',
  '</b>',
  '<script>x</script>',
  '<!-- c -->',
  '&amp;',
  '&#65;',
  '&nbsp;',
  ':',
  '.',
  '/',
  '-',
  'www',
  'http',
  'mailto',
  'x.y',
  '\u202e',
  '\u2066',
];
const GFM_ONLY = [
  '~',
  '~~',
  '|',
  '| a | b |\n|---|---|\n',
  '[',
  '[x] ',
  '[ ] ',
  '[^1]',
  '[^1]: note',
  '@',
  'a@b.co',
  'www.',
  'www.example.com',
  'WWW.X.ORG',
  'http://',
  'https://a.b/c',
  'mailto:a@b.c',
  'xmpp:a@b.c/d',
  '[link](https://x.y)',
  '![alt](https://x.y/i.png)',
];

const source = (pieces: string[]) =>
  fc.array(fc.constantFrom(...pieces), { maxLength: 24 }).map((parts) => parts.join(''));

describe('the Markdown pipeline', () => {
  it('issue 31 #2: renders what react-markdown renders, for any text (GFM or not)', () => {
    fc.assert(
      fc.property(source([...COMMON, ...GFM_ONLY]), (text) => {
        expect(html(renderBlock(text))).toBe(html(oracle(text, BLOCK)));
        expect(html(renderInline(text))).toBe(html(oracle(text, INLINE)));
      }),
      { numRuns: 1000 },
    );
  });

  it('issue 31 #2: a text with no GFM character renders as with GFM (the parse that skips it)', () => {
    fc.assert(
      fc.property(source(COMMON), (text) => {
        fc.pre(!MAY_USE_GFM.test(text));
        expect(html(renderBlock(text))).toBe(html(oracle(text, BLOCK)));
        expect(html(renderInline(text))).toBe(html(oracle(text, INLINE)));
      }),
      { numRuns: 1000 },
    );
  });

  it.each([
    ['a one-column table, no pipe', 'Pick one:\n:-'],
    ['a right-aligned one', 'a\n--:'],
    ['in a list item', '- a\n  :-'],
    ['an escaped www', 'www\\.example.com'],
    ['an entity in www', 'www&#46;x.org'],
    ['an entity for w', '&#119;ww.x.org'],
    ['an entity for @', 'a&#64;b.co'],
    ['a named entity for @', 'a&commat;b.co'],
    ['an entity for :', 'http&#58;//x.y'],
    ['an escaped /', 'http:\\//x.y'],
  ])('issue 31 #2: GFM reads %s, and so does the card (%j)', (_, text) => {
    expect(MAY_USE_GFM.test(text)).toBe(true);
    expect(html(renderBlock(text))).toBe(html(oracle(text, BLOCK)));
    expect(html(renderInline(text))).toBe(html(oracle(text, INLINE)));
  });

  it('issue 31 #2: without a sanitizer pass, still no URL, raw HTML or attribute reaches React', () => {
    const bare = createMarkdownRenderer([]);
    const out = html(
      bare('[a](https://x.y "t") ![i](https://x.y/i.png) <b onclick="x">raw</b> www.x.org\n\n3. c'),
    );
    // Tags only: no attribute but the list's start, and the raw <b> gone (its text stays).
    expect(out).not.toMatch(/<[a-z]+\s(?!start="3")/);
    expect(out).not.toContain('<b>');
    expect(out).toContain('<ol start="3">');
  });

  it('issue 31 #2: GFM still renders where a text uses it', () => {
    expect(html(renderBlock('~~old~~ new'))).toBe('<p><del>old</del> new</p>');
    expect(html(renderInline('see www.example.com'))).toBe('see <span>www.example.com</span>');
    expect(html(renderBlock('- [x] done'))).toBe('<ul>\n<li>☑  done</li>\n</ul>');
    expect(html(renderBlock('| a |\n|---|\n| 1 |'))).toContain('<td>1</td>');
  });

  it('reuses its processors: a thousand texts render the same as each alone', () => {
    const texts = Array.from({ length: 1000 }, (_, i) => `**${i}** [^${i}] ~${i}~`);
    const together = texts.map((t) => html(renderBlock(t)));
    expect(together).toEqual(texts.map((t) => html(oracle(t, BLOCK))));
  });
});
