// Issue 15: the parse cache is bounded by the size of what it holds, not only by its entry count,
// so 1,000 distinct 100 KB labels no longer pin 200 MB.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AskMarkdown, getMarkdownParseCount } from './AskMarkdown';

/** Parses `render` causes. The sources are emphasis runs: shown as text at once, yet cached. */
const parsesOf = (source: string) => {
  const before = getMarkdownParseCount();
  render(<AskMarkdown>{source}</AskMarkdown>).unmount();
  return getMarkdownParseCount() - before;
};

describe('AskMarkdown parse cache', () => {
  it('keeps a short text: the second render parses nothing', () => {
    expect(parsesOf('**cached** once')).toBe(1);
    expect(parsesOf('**cached** once')).toBe(0);
  });

  it('a text over the size budget (1 M units) is rendered but never kept', () => {
    const huge = '*'.repeat(1024 * 1024 + 1);
    expect(parsesOf(huge)).toBe(1);
    expect(parsesOf(huge)).toBe(1);
  });

  it('two texts of 600 K units do not both stay: the older one is evicted by size', () => {
    const a = `a${'*'.repeat(600_000)}`;
    const b = `b${'*'.repeat(600_000)}`;
    expect(parsesOf(a)).toBe(1);
    expect(parsesOf(b)).toBe(1);
    expect(parsesOf(b)).toBe(0);
    expect(parsesOf(a)).toBe(1);
  });
});
