import { describe, expect, it } from 'vitest';
import { codePointLength, isBlank, quote, readsAsOther, textKey, truncateCodePoints } from './text';

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
});

describe('textKey', () => {
  it('labels are compared trimmed and case-insensitively', () => {
    expect(textKey(' Staging ')).toBe(textKey('staging'));
  });

  it.each([
    ['Café NFC and NFD', 'Caf\u00e9', 'Cafe\u0301'],
    ['Staging and Staging + U+200B', 'Staging', 'Staging\u200B'],
    ['Prod and full-width Ｐrod', 'Prod', '\uFF30rod'],
    ['Keep and Keep + LRM', 'Keep', 'Keep\u200E'],
    ['Deploy and Dep + soft hyphen + loy', 'Deploy', 'Dep\u00ADloy'],
    ['Go now and Go + no-break space + now', 'Go now', 'Go\u00A0 now'],
    ['Straße and STRASSE', 'Straße', 'STRASSE'],
    ['an emoji with and without VS16', '❤', '❤\uFE0F'],
    ['RLO-wrapped and plain', 'Prod', '\u202EProd\u202C'],
    ['Prod and Cyrillic Рrod', 'Prod', '\u0420rod'],
    ['Other and Cyrillic Оther', 'Other', '\u041Ether'],
    ['Taxi and Greek Τaχi', 'Taxi', '\u03A4a\u03C7i'],
    ['U+FFF0 and musical formatting are invisible', 'ab', 'a\uFFF0b\u{1D173}'],
  ])('%s get the same key', (_, a, b) => {
    expect(textKey(a)).toBe(textKey(b));
  });

  it('distinct texts keep distinct keys', () => {
    expect(textKey('Café')).not.toBe(textKey('Cafe'));
    expect(textKey('Staging')).not.toBe(textKey('Stage'));
  });

  it('text made only of invisible code points is blank', () => {
    for (const text of [
      '',
      '  ',
      '\u200B',
      '\u202E',
      '\u2060\u2060',
      '\u3164',
      '\u115F',
      '\u1160',
      '\uFFA0',
      '\u{E0041}\u{E0042}',
      '\uFEFF',
      '\u00AD',
      '\u034F',
      '\u180E',
      '\uFE0F',
      '\u2066\u2069',
      '\u061C',
      ' \u200B\u3000 ',
    ]) {
      expect(isBlank(text), JSON.stringify(text)).toBe(true);
    }
    expect(isBlank('a\u200B')).toBe(false);
    expect(isBlank('😀')).toBe(false);
  });
});

describe('readsAsOther', () => {
  it.each([
    'Other',
    ' other ',
    'OTHER',
    'Other…',
    'other...',
    'Other:',
    'Other.',
    '**Other**',
    '_Other_',
    '*Other*',
    '`Other`',
    '~~Other~~',
    '(Other)',
    'Others',
    'Other (please specify)',
    'Other - specify',
    'Other, please specify',
    'Other (specify below)',
    'Other (type your own)',
    'Other answer',
    'Other option',
    'Other: ____',
    '\uFF2F\uFF54\uFF48\uFF45\uFF52',
    'Oth\u200Ber',
    'Other\u200B',
    '\u041Ether',
    'Οther',
    'Оthеr',
    'ОТНЕR',
    'Oτher',
  ])('%j reads as Other', (label) => {
    expect(readsAsOther(label)).toBe(true);
  });

  it.each([
    'Otherwise',
    'Another option',
    'Mother',
    'Other team',
    'Others’ code',
    'Brother',
    'Smother',
    'Staging',
    'None of the above',
  ])('%j does not', (label) => {
    expect(readsAsOther(label)).toBe(false);
  });
});

describe('quote', () => {
  it('quotes a value as JSON', () => {
    expect(quote('a"b')).toBe('"a\\"b"');
  });

  it('quotes at most 80 code points, then …', () => {
    expect(quote('x'.repeat(80))).toBe(JSON.stringify('x'.repeat(80)));
    expect(quote('x'.repeat(1_000_000))).toBe(JSON.stringify(`${'x'.repeat(80)}…`));
    expect(quote('😀'.repeat(100))).toBe(JSON.stringify(`${'😀'.repeat(80)}…`));
  });
});
