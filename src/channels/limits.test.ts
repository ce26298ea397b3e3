import { describe, expect, it } from 'vitest';
import { truncate, utf8Length } from './limits';

describe('utf8Length', () => {
  it.each([
    ['ASCII is one byte a character', 'ask:p1:0', 8],
    ['Latin-1 is two bytes', 'é', 2],
    ['CJK is three bytes', '部署', 6],
    ['a supplementary-plane emoji is four bytes', '🚀', 4],
    ['a ZWJ family is every code point', '👨‍👩‍👧', 18],
    ['empty is zero', '', 0],
  ])('%s', (_rule, text, bytes) => {
    expect(utf8Length(text)).toBe(bytes);
    expect(utf8Length(text)).toBe(Buffer.byteLength(text, 'utf8'));
  });
});

describe('truncate', () => {
  it('leaves text that fits alone', () => {
    expect(truncate('Production', 10)).toBe('Production');
  });

  it('cuts to the limit with an ellipsis, dropping the space before it', () => {
    expect(truncate('Production (Recommended)', 12)).toBe('Production…');
    expect(truncate('abcdefghij', 5)).toBe('abcd…');
  });

  it('never splits a surrogate pair', () => {
    const out = truncate('🚀🚀🚀🚀', 4);
    expect(out).toBe('🚀…');
    expect(out.length).toBeLessThanOrEqual(4);
  });

  it('never splits an emoji with modifiers (a grapheme cluster)', () => {
    const family = '👨‍👩‍👧‍👦';
    const out = truncate(family.repeat(3), family.length * 2);
    expect(out).toBe(family + '…');
  });

  it('keeps to a byte limit with CJK text', () => {
    const out = truncate('部署到生产环境'.repeat(5), 64, 'bytes');
    expect(utf8Length(out)).toBeLessThanOrEqual(64);
    expect(out.endsWith('…')).toBe(true);
    expect(out).toBe('部署到生产环境'.repeat(3).slice(0, 20) + '…');
  });

  it('cuts one huge cluster by code point rather than dropping it', () => {
    const zalgo = 'Z' + '\u0301'.repeat(40);
    const out = truncate(zalgo, 10);
    expect(out.length).toBeLessThanOrEqual(10);
    expect(out.startsWith('Z\u0301')).toBe(true);
  });

  it('returns empty when not even the ellipsis fits', () => {
    expect(truncate('abc', 0)).toBe('');
  });
});
