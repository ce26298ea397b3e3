import { describe, expect, it } from 'vitest';
import { markdownToPlainText } from './plain-text';

describe('markdownToPlainText', () => {
  it('drops emphasis, code and strikethrough markers', () => {
    expect(markdownToPlainText('Use **pnpm**, _yarn_, `npm` or ~~bower~~?')).toBe(
      'Use pnpm, yarn, npm or bower?',
    );
  });

  it('renders links as their text and images as their alt text', () => {
    expect(markdownToPlainText('See [the docs](https://x.y) ![a cat](cat.png) <https://a.b>')).toBe(
      'See the docs a cat https://a.b',
    );
  });

  it('ignores raw HTML, including script content', () => {
    expect(markdownToPlainText('Pick <b>one</b><script>alert(1)</script> now')).toBe(
      'Pick one now',
    );
  });

  it('keeps a source that renders to nothing, as the card does', () => {
    expect(markdownToPlainText('<div>only html</div>')).toBe('<div>only html</div>');
  });

  it('joins soft line breaks with a space and puts blocks on their own lines', () => {
    expect(markdownToPlainText('one\ntwo\n\nthree')).toBe('one two\nthree');
  });

  it('marks list items, keeping the start of ordered lists and task states', () => {
    expect(markdownToPlainText('Choose:\n\n- a\n- b')).toBe('Choose:\n• a\n• b');
    expect(markdownToPlainText('3. three\n4. four')).toBe('3. three\n4. four');
    expect(markdownToPlainText('- [ ] todo\n- [x] done')).toBe('• ☐ todo\n• ☑ done');
    expect(markdownToPlainText('- loose\n\n  more\n- next')).toBe('• loose\nmore\n• next');
  });

  it('reads headings, quotes, code blocks and tables as text', () => {
    expect(markdownToPlainText('# Title\n\n> quoted')).toBe('Title\nquoted');
    expect(markdownToPlainText('```\nconst a = 1;\nrun()\n```')).toBe('const a = 1;\nrun()');
    expect(markdownToPlainText('| a | b |\n|---|---|\n| 1 | 2 |')).toBe('a b\n1 2');
  });

  it('is empty for empty input and returns the same string for the same source', () => {
    expect(markdownToPlainText('')).toBe('');
    expect(markdownToPlainText('  ')).toBe('');
    expect(markdownToPlainText('**x**')).toBe(markdownToPlainText('**x**'));
  });
});
