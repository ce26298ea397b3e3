import { describe, expect, it } from 'vitest';
import { codePointLength, labelKey, truncateCodePoints } from './text';

describe('code point helpers', () => {
  it('a supplementary-plane character counts once', () => {
    expect(codePointLength('😀')).toBe(1);
    expect(codePointLength('a😀b')).toBe(3);
    expect(codePointLength('')).toBe(0);
  });

  it('truncation never splits a surrogate pair', () => {
    expect(truncateCodePoints('😀😀😀', 2)).toBe('😀😀');
    expect(truncateCodePoints('ab😀cd', 3)).toBe('ab😀');
    expect(truncateCodePoints('short', 12)).toBe('short');
  });

  it('a lone surrogate in the input counts as one code point and is kept as is', () => {
    expect(codePointLength('\uD83Dx')).toBe(2);
    expect(truncateCodePoints('\uD83Dxy', 2)).toBe('\uD83Dx');
  });

  it('labels are compared trimmed and case-insensitively', () => {
    expect(labelKey(' Staging ')).toBe(labelKey('staging'));
  });
});
