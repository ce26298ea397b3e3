import { describe, expect, it } from 'vitest';
import { markdownToSpokenText } from './plain-text';

describe('markdownToSpokenText', () => {
  it('drops emphasis, code and strikethrough markers', () => {
    expect(markdownToSpokenText('Use **pnpm**, _yarn_, `npm` or ~~bower~~?')).toBe(
      'Use pnpm, yarn, npm or bower?',
    );
  });

  it('renders links as their text and images as their alt text', () => {
    expect(
      markdownToSpokenText('See [the docs](https://x.y) ![a cat](cat.png) <https://a.b>'),
    ).toBe('See the docs a cat https://a.b');
  });

  it('ignores raw HTML, including script content', () => {
    expect(markdownToSpokenText('Pick <b>one</b><script>alert(1)</script> now')).toBe(
      'Pick one now',
    );
  });

  it('issue 24 #7: a source that renders to nothing is empty, never its HTML source', () => {
    expect(markdownToSpokenText('<div>only html</div>')).toBe('');
    expect(markdownToSpokenText('<script>alert(1)</script>')).toBe('');
    expect(markdownToSpokenText('<!-- x -->\n\n<img src=x onerror=alert(1)>')).toBe('');
  });

  it('joins soft line breaks with a space and puts blocks on their own lines', () => {
    expect(markdownToSpokenText('one\ntwo\n\nthree')).toBe('one two\nthree');
  });

  it('marks list items, keeping the start of ordered lists and task states', () => {
    expect(markdownToSpokenText('Choose:\n\n- a\n- b')).toBe('Choose:\n• a\n• b');
    expect(markdownToSpokenText('3. three\n4. four')).toBe('3. three\n4. four');
    expect(markdownToSpokenText('- [ ] todo\n- [x] done')).toBe('• ☐ todo\n• ☑ done');
    expect(markdownToSpokenText('- loose\n\n  more\n- next')).toBe('• loose\nmore\n• next');
  });

  it('reads headings, quotes, code blocks and tables as text', () => {
    expect(markdownToSpokenText('# Title\n\n> quoted')).toBe('Title\nquoted');
    expect(markdownToSpokenText('```\nconst a = 1;\nrun()\n```')).toBe('const a = 1;\nrun()');
    expect(markdownToSpokenText('| a | b |\n|---|---|\n| 1 | 2 |')).toBe('a b\n1 2');
  });

  it('is empty for empty input and returns the same string for the same source', () => {
    expect(markdownToSpokenText('')).toBe('');
    expect(markdownToSpokenText('  ')).toBe('');
    expect(markdownToSpokenText('**x**')).toBe(markdownToSpokenText('**x**'));
  });
});
