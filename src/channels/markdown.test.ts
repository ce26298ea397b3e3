import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markdownToChatText, parsedPlainText, plainLabel } from './markdown';
import type { AskRequest } from '../core/types';

describe('markdownToChatText', () => {
  it.each([
    [
      'emphasis, strong and strikethrough lose their markers',
      'a *b* _c_ **d** __e__ ~~f~~',
      'a b c d e f',
    ],
    ['inline code loses its backticks', 'run `npm test` now', 'run npm test now'],
    ['a link reads text (url)', 'see [the docs](https://x.y/z)', 'see the docs (https://x.y/z)'],
    ['a link whose text is the url reads once', '<https://x.y/z>', 'https://x.y/z'],
    [
      'a GFM autolink literal reads as written',
      'go to www.example.com or https://x.y',
      'go to www.example.com or https://x.y',
    ],
    ['an email autolink reads as the address', '<me@x.y>', 'me@x.y'],
    [
      'a reference link resolves its definition',
      '[ref][r]\n\n[r]: https://r.x',
      'ref (https://r.x)',
    ],
    ['a link with no text reads its url', '[](https://x.y)', 'https://x.y'],
    ['an image reads as its alt text', 'logo: ![Acme logo](logo.png)', 'logo: Acme logo'],
    [
      'inline raw HTML tags drop, their text stays',
      'a <b>bold</b> <span class="x">move</span>',
      'a bold move',
    ],
    ['a raw HTML block drops whole', '<div>\nhidden\n</div>\n\nafter', 'after'],
    [
      'inline script and style tags drop with their content, as the card and toast show it',
      'hi <script>alert(1)</script>',
      'hi',
    ],
    ['paragraphs stay separated by a blank line', 'one\n\ntwo', 'one\n\ntwo'],
    ['a hard break is a line break', 'one  \ntwo', 'one\ntwo'],
    ['a heading reads as its text', '# Title\nbody', 'Title\n\nbody'],
    ['list items read - item', '* one\n* two', '- one\n- two'],
    ['ordered list items keep their numbers', '3. three\n4. four', '3. three\n4. four'],
    ['nested list items indent', '- one\n  - inner\n- two', '- one\n  - inner\n- two'],
    ['a loose list still reads one item per line', '- one\n\n- two', '- one\n- two'],
    ['task items show their box', '- [x] done\n- [ ] todo', '- [x] done\n- [ ] todo'],
    ['a fenced code block reads as its code', '```js\nlet a = 1;\n```', 'let a = 1;'],
    ['a block quote reads as its text', '> quoted', 'quoted'],
    ['a table reads one row a line', '| a | b |\n|---|---|\n| 1 | 2 |', 'a | b\n1 | 2'],
    ['escapes and entities decode', '\\*not em\\* &amp; &copy;', '*not em* & ©'],
    ['a thematic break drops', 'a\n\n---\n\nb', 'a\n\nb'],
    ['CJK and emoji pass through', '**部署** 🚀 到 _生产_', '部署 🚀 到 生产'],
    ['empty input is empty', '', ''],
  ])('%s', (_rule, markdown, plain) => {
    expect(markdownToChatText(markdown)).toBe(plain);
  });
});

describe('plainLabel', () => {
  it.each([
    ['renders Markdown on one line', '**Staging** (Recommended)', 'Staging (Recommended)'],
    ['collapses paragraphs and breaks to spaces', 'one\n\ntwo  \nthree', 'one two three'],
    ['a label that renders to nothing reads as its source', '<br>', '<br>'],
    ['a bare list marker reads as its source', '*', '*'],
    ['a bare ordered marker reads as its source', '1.', '1.'],
    ['plain text is unchanged', 'Production', 'Production'],
  ])('%s', (_rule, label, plain) => {
    expect(plainLabel(label)).toBe(plain);
  });
});

describe('the plain-text fast path', () => {
  it('agrees with the parser on every text it takes', () => {
    const char = fc.oneof(
      fc.constantFrom(
        ' ',
        ' ',
        '\n',
        '\n',
        '\u00a0',
        '\u3000',
        '.',
        ')',
        '(',
        ':',
        '/',
        '@',
        ',',
        '?',
        "'",
        '"',
        '1',
        '2',
        '0',
        'w',
        'x',
        'é',
        '部',
        '🚀',
        '👩‍💻',
      ),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
    );
    fc.assert(
      fc.property(
        fc.array(char, { maxLength: 30 }).map((cs) => cs.join('')),
        (text) => {
          expect(markdownToChatText(text)).toBe(parsedPlainText(text));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it.each([
    ['plain text', 'Staging (Recommended)'],
    ['a URL and an email', 'see https://x.y/z or www.x.y or me@x.y.'],
    ['leading spaces and blank-line runs', '  one\n\n\n   two  \nthree'],
    ['a number that is not a list', '2024 plans, 3 people'],
  ])('takes %s', (_case, text) => {
    expect(markdownToChatText(text)).toBe(parsedPlainText(text));
  });
});

describe('labels nested thousands deep (issue 10, case 1, on channels)', () => {
  const hostile = [
    '>'.repeat(3000) + ' x',
    '- '.repeat(3000) + 'x',
    '*'.repeat(5000) + 'x' + '*'.repeat(5000),
    '> - '.repeat(1500) + 'x',
    '1. '.repeat(3000) + 'x',
  ];
  it.each(hostile.map((label) => [label.slice(0, 8), label]))(
    '%s… renders as its source text instead of overflowing the stack',
    (_name, label) => {
      expect(() => plainLabel(label)).not.toThrow();
      expect(plainLabel(label)).toContain('x');
      expect(() => parsedPlainText(label)).not.toThrow();
    },
  );

  it('a prompt with such a label still renders as channel text', async () => {
    const { renderPromptText } = await import('./text');
    // Past the tool input's label limit (1,000 code points, issue 15), so built by hand as a host may.
    const request: AskRequest = {
      dialect: 'asktool',
      questions: [
        {
          id: 'q1',
          question: 'Pick',
          options: [{ label: '>'.repeat(3000) + ' x' }, { label: 'b' }],
          multiSelect: false,
        },
      ],
    };
    expect(renderPromptText(request)).toContain('Pick');
  });
});
