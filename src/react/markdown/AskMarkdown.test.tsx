import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEEP_MARKDOWN } from '../../../test/fixtures/deep-markdown';
import { AskMarkdown } from './AskMarkdown';
import { MAX_MARKDOWN_DEPTH } from '../../core/markdown/bounds';
import { AUQ_PREVIEW_MAX_CHARS } from '../../core/adapters/ask-user-question/limits';

function html(source: string, inline = false) {
  const { container } = render(<AskMarkdown inline={inline}>{source}</AskMarkdown>);
  return container.firstElementChild as HTMLElement;
}

describe('AskMarkdown', () => {
  it('renders CommonMark and GFM formatting', () => {
    const el = html(
      '**bold** _em_ `code` ~~gone~~\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(el.querySelector('strong')).toHaveTextContent('bold');
    expect(el.querySelector('em')).toHaveTextContent('em');
    expect(el.querySelector('code')).toHaveTextContent('code');
    expect(el.querySelector('del')).toHaveTextContent('gone');
    expect(el.querySelectorAll('li')).toHaveLength(2);
    expect(el.querySelector('table td')).toHaveTextContent('1');
  });

  it('renders links as plain text with no href', () => {
    const el = html(
      'see [the docs](javascript:alert(1)) and https://example.com and <https://a.b>',
    );
    expect(el.querySelector('a')).toBeNull();
    expect(el.querySelector('[href]')).toBeNull();
    expect(el).toHaveTextContent('see the docs and https://example.com and https://a.b');
  });

  it('renders images as their alt text and fetches nothing', () => {
    const el = html('![a cat](https://example.com/cat.png) ![](https://example.com/x.png)');
    expect(el.querySelector('img')).toBeNull();
    expect(el.querySelector('[src]')).toBeNull();
    expect(el).toHaveTextContent('a cat');
  });

  it('drops raw HTML', () => {
    const el = html(
      'hi <script>alert(1)</script><img src=x onerror=alert(1)> <b>bold</b><iframe src="x"></iframe>',
    );
    expect(el.querySelector('script, img, iframe, b')).toBeNull();
    expect(el.textContent).not.toContain('alert');
    expect(el).toHaveTextContent('hi bold');
  });

  it('shows the source of a label that renders to nothing, so it keeps a name', () => {
    expect(html('<span></span>', true)).toHaveTextContent('<span></span>');
  });

  it('unwraps a lone paragraph when inline', () => {
    const el = html('**Staging** (Recommended)', true);
    expect(el.tagName).toBe('SPAN');
    expect(el.querySelector('p')).toBeNull();
    expect(el.querySelector('strong')).toHaveTextContent('Staging');
  });

  it('turns headings into strong paragraphs and strips ids', () => {
    const el = html('# Title\n\nText[^1]\n\n[^1]: note');
    expect(el.querySelector('h1, h2, [id]')).toBeNull();
    expect(el.querySelector('p > strong')).toHaveTextContent('Title');
  });
});

describe('AskMarkdown nesting bound', () => {
  /** The sanitizer's promises: only presentational elements, none with an attribute but `start`. */
  function expectInert(el: HTMLElement) {
    expect(
      el.querySelector('a, img, script, iframe, input, [href], [src], [id], [style]'),
    ).toBeNull();
  }

  // Slow on purpose: the parser itself is super-linear on some of these (several seconds here).
  it.each(Object.entries(DEEP_MARKDOWN))(
    'a valid label of thousands of nested %s renders as its source text',
    (_name, source) => {
      const el = html(source, true);
      expect(el.textContent).toBe(source);
      expectInert(el);
    },
    30_000,
  );

  it('a question nested thousands deep renders as one paragraph of its source', () => {
    const el = html(DEEP_MARKDOWN.quotes!);
    expect(el.innerHTML).toBe(`<p>${DEEP_MARKDOWN.quotes!.replace(/>/g, '&gt;')}</p>`);
  });

  it(`a tree ${MAX_MARKDOWN_DEPTH} levels deep still renders as Markdown; one level more is text`, () => {
    // Root › n blockquotes › paragraph › strong › text: the text sits n + 3 levels down.
    const kept = html('>'.repeat(MAX_MARKDOWN_DEPTH - 3) + ' **x**');
    expect(kept.querySelectorAll('blockquote')).toHaveLength(MAX_MARKDOWN_DEPTH - 3);
    expect(kept.querySelector('strong')).toHaveTextContent('x');
    const cut = html('>'.repeat(MAX_MARKDOWN_DEPTH - 2) + ' **x**');
    expect(cut.querySelector('blockquote, strong')).toBeNull();
    expect(cut.textContent).toBe('>'.repeat(MAX_MARKDOWN_DEPTH - 2) + ' **x**');
  });
});

describe('issue 24 #4: a Claude preview of any shape renders in linear time', () => {
  const fill = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
  const n = 2 * AUQ_PREVIEW_MAX_CHARS;
  it.each([
    ['lazy lines under a quote', '> a\n' + fill('b\n', n)],
    ['a run of ]', fill('a]', n)],
    ['unclosed <!--', fill('a <!--\n', n)],
    [
      'a wide table header over many short rows',
      `|${'a|'.repeat(n / 8)}\n|${'-|'.repeat(n / 8)}\n${fill('b\n', n / 2)}`,
    ],
  ])('issue 24 #4: %s, twice the preview limit, is shown as its source text', (_name, source) => {
    const el = html(source);
    expect(el.textContent).toBe(source);
    expect(el.querySelector('table, blockquote')).toBeNull();
  });
});
