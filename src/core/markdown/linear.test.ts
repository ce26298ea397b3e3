/**
 * Issue 24 #4: every Markdown text renders in time linear in its length. Each shape below made the
 * parser quadratic (or, for the table, the tree it builds) and passed the nesting pre-scan. Each is
 * rendered at the largest size a dialect allows (a Claude `preview`, 20,000) and at 2× and 4×:
 * quadratic, the 4× case alone takes far past the test's timeout.
 */
import * as fc from 'fast-check';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { AUQ_PREVIEW_MAX_CHARS } from '../adapters/ask-user-question/limits';
import { renderPromptText } from '../../channels/text';
import { request } from '../../channels/test-fixtures';
import { MAX_MARKDOWN_DEPTH, nestsDeeperThan, obviouslyTooDeep } from './bounds';
import { labelKey, visualOrder } from './text';
import { safeParseAskToolInput } from '../adapters/asktool/schema';

const options = { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] };

/** The core half of every renderer: the pre-scan, then the parse it lets through. */
function render(source: string): 'text' | 'markdown' {
  if (obviouslyTooDeep(source)) return 'text';
  return nestsDeeperThan(fromMarkdown(source, options), MAX_MARKDOWN_DEPTH) ? 'text' : 'markdown';
}

/** `unit` repeated to `n` UTF-16 units. */
const fill = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);

const MAX = AUQ_PREVIEW_MAX_CHARS;

/** Each quadratic shape, `n` units long. */
const SHAPES: [string, (n: number) => string][] = [
  ['lazy lines under a quote', (n) => '> a\n' + fill('b\n', n - 4)],
  ['lazy lines under a list item', (n) => '- a\n' + fill('b\n', n - 4)],
  ['lazy lines under a nested quote', (n) => '> > a\n' + fill('b\n', n - 6)],
  ['lazy lines under a quote in a list', (n) => '- > a\n' + fill('  b\n', n - 6)],
  ['lazy lines under a footnote definition', (n) => '[^1]: a\n' + fill('b\n', n - 8)],
  ['a run of ]', (n) => fill(']', n)],
  ['words ending in ]', (n) => fill('a]', n)],
  ['unclosed <?', (n) => fill('x <?\n', n)],
  ['unclosed <!--', (n) => fill('a <!--\n', n)],
  ['unclosed <!X', (n) => fill('a <!X\n', n)],
  ['unclosed <![CDATA[', (n) => fill('a <![CDATA[\n', n)],
  [
    'a wide table header over many short rows',
    (n) => `|${'a|'.repeat(n / 8)}\n|${'-|'.repeat(n / 8)}\n${fill('b\n', n / 2)}`,
  ],
];

describe('issue 24 #4: Markdown renders in linear time, as text where it cannot', () => {
  for (const [name, shape] of SHAPES) {
    it(`issue 24 #4: ${name} at ${MAX}, ×2 and ×4 is shown as text, fast`, () => {
      for (const n of [MAX, 2 * MAX, 4 * MAX]) expect(render(shape(n))).toBe('text');
    });
  }

  it('issue 24 #4: a channel prompt of each shape renders at once', () => {
    for (const [, shape] of SHAPES) {
      const source = shape(4 * MAX);
      const text = renderPromptText(request({ question: source, options: [source, 'b'] }));
      // Shown as its source: every character of the question is still there.
      expect(text.length).toBeGreaterThan(source.trim().length);
    }
  });

  it.each([
    [
      'a list item holding a long fenced code block',
      '- step\n  ```js\n' + '  x();\n'.repeat(400) + '  ```',
    ],
    ['a quote with a few lazy lines', '> a\nb\nc\n\n> d\ne'],
    ['a paragraph with closed comments and instructions', 'a <!-- x --> b <?php y ?> '.repeat(50)],
    [
      'a table of 8 columns and 100 rows',
      `|${'h|'.repeat(8)}\n|${'-|'.repeat(8)}\n${'|c|d|e|f|g|h|i|j|\n'.repeat(100)}`,
    ],
    ['a few links', '[a](b) [c][d] ![e](f) '.repeat(20)],
  ])('%s still renders as Markdown', (_name, source) => {
    expect(render(source)).toBe('markdown');
  });

  it('issue 24 #4: any text of Markdown-significant characters up to 20,000 long renders', () => {
    const char = fc.constantFrom(...'>][<!-?*_`\n  ab|#&;~\\'.split(''));
    // Runs of one unit make the long shapes (`]]]]`, `b\nb\n`) that random characters rarely do.
    const piece = fc.oneof(
      fc.string({ unit: char, maxLength: 8 }),
      fc
        .tuple(
          fc.string({ unit: char, minLength: 1, maxLength: 6 }),
          fc.integer({ min: 1, max: Math.floor(MAX / 6) }),
        )
        .map(([unit, times]) => unit.repeat(times)),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), (pieces) => {
        const source = pieces.join('').slice(0, MAX);
        expect(['text', 'markdown']).toContain(render(source));
        renderPromptText(request({ question: source || 'q', options: [source || 'a', 'b'] }));
      }),
      { numRuns: 20 },
    );
  });
});

describe('issue 24 #4: reading a label the way it is drawn is linear too', () => {
  // Quadratic, 100,000 isolate closers each walking back over 100,000 openers ran for minutes.
  const bidiBomb = (n: number) => '\u202E' + '\u202A'.repeat(n) + '\u2069'.repeat(n) + 'x';

  it('an override under 100,000 embeddings closed by 100,000 isolate ends reads in one pass', () => {
    expect(visualOrder(bidiBomb(100_000))).toHaveLength(200_002);
  });

  it('a label of that shape is refused for its length, not rendered', () => {
    const result = safeParseAskToolInput({
      questions: [{ question: 'Pick', options: [bidiBomb(20_000), 'b'] }],
    });
    expect(result.success).toBe(false);
    expect(labelKey(bidiBomb(400))).toBe('x');
  });
});
