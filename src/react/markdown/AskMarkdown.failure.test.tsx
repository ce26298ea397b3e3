import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AskMarkdown } from './AskMarkdown';

// Whatever else breaks the pipeline (a stack overflow surfaces as a RangeError or, inside a
// regular expression, a SyntaxError), rendering must not throw.
vi.mock('./pipeline', () => ({
  createMarkdownRenderer: () => () => {
    throw new RangeError('Maximum call stack size exceeded');
  },
}));

describe('AskMarkdown pipeline failure', () => {
  it('a source the pipeline throws on renders as its text, in a paragraph or inline', () => {
    const block = render(<AskMarkdown>{'**a** <b>'}</AskMarkdown>).container.firstElementChild!;
    expect(block.innerHTML).toBe('<p>**a** &lt;b&gt;</p>');
    const inline = render(<AskMarkdown inline>{'**a** <b>'}</AskMarkdown>).container
      .firstElementChild!;
    expect(inline.innerHTML).toBe('**a** &lt;b&gt;');
  });
});
