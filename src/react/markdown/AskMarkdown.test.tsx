import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AskMarkdown } from './AskMarkdown';

function html(source: string, inline = false) {
  const { container } = render(<AskMarkdown inline={inline}>{source}</AskMarkdown>);
  return container.firstElementChild as HTMLElement;
}

describe('AskMarkdown', () => {
  it('renders CommonMark and GFM formatting', () => {
    const el = html('**bold** _em_ `code` ~~gone~~\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(el.querySelector('strong')).toHaveTextContent('bold');
    expect(el.querySelector('em')).toHaveTextContent('em');
    expect(el.querySelector('code')).toHaveTextContent('code');
    expect(el.querySelector('del')).toHaveTextContent('gone');
    expect(el.querySelectorAll('li')).toHaveLength(2);
    expect(el.querySelector('table td')).toHaveTextContent('1');
  });

  it('renders links as plain text with no href', () => {
    const el = html('see [the docs](javascript:alert(1)) and https://example.com and <https://a.b>');
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
    const el = html('hi <script>alert(1)</script><img src=x onerror=alert(1)> <b>bold</b><iframe src="x"></iframe>');
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
