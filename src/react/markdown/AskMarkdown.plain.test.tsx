// Issue 31: a text with no Markdown in it skips the parser, and renders exactly what the parser
// would have rendered.
import { render } from '@testing-library/react';
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AskMarkdown, getMarkdownParseCount, parseMarkdown } from './AskMarkdown';

/** Words and sentence punctuation, the plain path's alphabet. */
const WORDISH = [
  ...['a', 'Z', 'é', 'ß', '中文', 'مرحبا', '1', '42', '½', 'e\u0301', 'w'],
  ...[' ', ' ', '  ', '.', ',', ';', ':', '?', '!', "'", '"', '(', ')', '%', '-', '/'],
];
/** Every character or sequence that starts a Markdown construct or changes the text. */
const SYNTAX = [
  ...['*', '_', '`', '~', '#', '>', '<', '&amp;', '&', '[', ']', '|', '\\', '=', '+', '1.', '2)'],
  ...['\n', '\n\n', '\t', '\u00a0', '\u202e', 'www.', 'WWW.', 'http://', 'x@y.z', 'mailto:'],
];
const words = fc.array(fc.constantFrom(...WORDISH), { minLength: 1, maxLength: 10 });
/** Mostly word-like texts (the plain path), some with one piece of syntax somewhere. */
const source = fc.oneof(
  words.map((p) => p.join('')),
  fc.tuple(words, fc.constantFrom(...SYNTAX), fc.nat(), words).map(([a, syntax, at, b]) => {
    const pieces = [...a];
    pieces.splice(at % (pieces.length + 1), 0, syntax);
    return [...pieces, ...b].join('');
  }),
);

const markup = (text: string, inline: boolean) =>
  renderToStaticMarkup(<AskMarkdown inline={inline}>{text}</AskMarkdown>);
const parsedMarkup = (text: string, inline: boolean) =>
  renderToStaticMarkup(parseMarkdown(text, inline));

describe('AskMarkdown plain text', () => {
  it('issue 31 #2: any text renders the same DOM as the Markdown parser makes of it', () => {
    fc.assert(
      fc.property(source, fc.boolean(), (text, inline) => {
        const wrapper = markup(text, inline);
        const inner = wrapper.replace(/^<(span|div)[^>]*>/, '').replace(/<\/(span|div)>$/, '');
        expect(inner).toBe(parsedMarkup(text, inline));
      }),
      { numRuns: 2000 },
    );
  });

  it('issue 31 #2: a label of plain words and punctuation is shown without a parse', () => {
    const before = getMarkdownParseCount();
    const { container } = render(
      <>
        <AskMarkdown inline>Yes, deploy it (recommended).</AskMarkdown>
        <AskMarkdown>Should I deploy to staging now?</AskMarkdown>
      </>,
    );
    expect(getMarkdownParseCount() - before).toBe(0);
    expect(container.innerHTML).toBe(
      '<span data-scope="ask-markdown" data-part="markdown" data-ask-markdown__markdown="" dir="auto">' +
        'Yes, deploy it (recommended).</span>' +
        '<div data-scope="ask-markdown" data-part="markdown" data-ask-markdown__markdown="" dir="auto">' +
        '<p>Should I deploy to staging now?</p></div>',
    );
  });
});
