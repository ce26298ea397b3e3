/**
 * Text helpers that count in Unicode code points, the unit the seeds and JSON Schema's
 * `maxLength` use: a supplementary-plane character such as 😀 counts once, not as the two
 * UTF-16 units `String#length` sees. A lone surrogate counts once too, and is kept as is.
 */
import { QUOTE_MAX_CHARS } from './limits';

/**
 * Length in code points.
 *
 * @example codePointLength('a😀') // 2 (String#length says 3)
 */
export function codePointLength(text: string): number {
  return [...text].length;
}

/**
 * The first `max` code points of `text`. Never splits a surrogate pair, so the result is
 * well-formed wherever the input is.
 *
 * @example truncateCodePoints('😀😀😀', 2) // '😀😀'
 */
export function truncateCodePoints(text: string, max: number): string {
  return [...text].slice(0, max).join('');
}

/**
 * Code points that render as nothing, or only steer the layout around them, in the Basic
 * Multilingual Plane: Unicode's default-ignorable ones (soft hyphen, combining grapheme joiner,
 * zero-width space and joiners, word joiner and invisible operators, BOM, Hangul fillers,
 * Mongolian and other variation selectors, U+FFF0-FFF8) and the bidi controls (embeddings,
 * overrides, isolates, the marks, Arabic letter mark). A source string for a character class,
 * written with `\u` escapes only, so it means the same with and without a regex `u` flag.
 */
export const INVISIBLE_BMP_CLASS =
  '\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B-\\u200F\\u202A-\\u202E' +
  '\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8';

/**
 * The default-ignorable code points outside the BMP: shorthand format controls, musical
 * formatting, tag characters and variation selectors supplement. A JSON Schema `pattern` cannot
 * name them portably (`\u{…}` needs the `u` flag, surrogate pairs need its absence), which is why
 * a text made only of them passes the schema's "not blank" pattern and not the parser.
 */
const INVISIBLE_ASTRAL_CLASS = '\\u{1BCA0}-\\u{1BCA3}\\u{1D173}-\\u{1D17A}\\u{E0000}-\\u{E0FFF}';

/** Every invisible code point (see `INVISIBLE_BMP_CLASS` and `INVISIBLE_ASTRAL_CLASS`). */
// Joiners and variation selectors on purpose: each is removed alone, not as part of a character.
// eslint-disable-next-line no-misleading-character-class
const INVISIBLE = new RegExp(`[${INVISIBLE_BMP_CLASS}${INVISIBLE_ASTRAL_CLASS}]`, 'gu');

/**
 * The JSON Schema `pattern` of a text that is not blank: it holds one code point that is neither
 * whitespace nor invisible. Whitespace is ECMA-262's `\s`, the regex dialect of JSON Schema and
 * exactly what `String#trim` removes. Exactly `!isBlank` except for a text made only of
 * whitespace and invisible code points outside the BMP (see `INVISIBLE_ASTRAL_CLASS`).
 */
export const VISIBLE_PATTERN = `[^\\s${INVISIBLE_BMP_CLASS}]`;

/**
 * The JSON Schema `pattern` of a text of at most `max` code points once trimmed (as the parser
 * measures labels and descriptions), for `max` of 2 or more: whitespace, then at most `max`
 * characters that start and end with a non-whitespace one, then whitespace. Under the `u` flag
 * (Ajv's default) a character is a code point, as the parser counts.
 *
 * @example new RegExp(trimmedMaxPattern(3), 'u').test('  abc  ') // true; 'abcd' is false
 */
export function trimmedMaxPattern(max: number): string {
  return `^\\s*(?:\\S(?:[\\s\\S]{0,${max - 2}}\\S)?)?\\s*$`;
}

/**
 * Cyrillic and Greek letters that look like a Latin one, lowercase (the key is case-folded
 * first, so `А`, `Ο` and `Р` are covered too), each with the Latin letter it reads as. Small on
 * purpose: only letters a reader cannot tell apart from the Latin one in common fonts, so that
 * `Рrod` (Cyrillic Р) repeats `Prod` while real Cyrillic or Greek labels stay distinct
 * (`Да` and `Нет` do not meet).
 */
const CONFUSABLES: Record<string, string> = {
  а: 'a',
  в: 'b',
  с: 'c',
  е: 'e',
  һ: 'h',
  н: 'h',
  і: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  о: 'o',
  р: 'p',
  г: 'r',
  ѕ: 's',
  т: 't',
  у: 'y',
  х: 'x',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'h',
  ι: 'i',
  κ: 'k',
  μ: 'm',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ζ: 'z',
};
const CONFUSABLE = new RegExp(`[${Object.keys(CONFUSABLES).join('')}]`, 'gu');

/** Near look-alikes that only "Other" is read through: `Оthёr` and `Өther` still say Other. */
const OTHER_LOOKALIKES: Record<string, string> = { ё: 'e', ѳ: 'o', ө: 'o' };
const OTHER_LOOKALIKE = /[ёѳө]/gu;
/** "Other", alone or followed by a request to type one's own answer ("Other, please specify"). */
const OTHER_PLACEHOLDER = new RegExp(
  String.raw`^others?(?: (?:option|answer|choice|response|reply))?` +
    String.raw`(?:$|[^\p{L}\p{N}]+(?:please |you )?` +
    String.raw`(?:specify|explain|describe|elaborate|type|write|enter|` +
    String.raw`fill|add|input|custom|own|free|let)\b)`,
  'u',
);

/**
 * The key every comparison and emptiness check of tool input uses: two texts a user cannot tell
 * apart get the same key, and a text that shows nothing gets `''`. In order:
 *
 * 1. NFKC, which composes (`Café` NFD = NFC) and folds width and compatibility forms
 *    (full-width `Ｐrod` = `Prod`, `…` = `...`);
 * 2. invisible code points removed (see `INVISIBLE`: `Staging` + U+200B = `Staging`,
 *    `Keep` + LRM = `Keep`, a label of U+3164 alone is `''`);
 * 3. case-folded (upper then lower case, so `ß` = `SS` = `ss`), then NFKC again, since folding
 *    can leave a text unnormalized;
 * 4. Cyrillic and Greek look-alikes of Latin letters folded to them (see `CONFUSABLES`:
 *    `Рrod` with a Cyrillic Р = `Prod`, `Оther` with a Cyrillic О = `Other`);
 * 5. whitespace trimmed and every run of it one space, as Markdown renders it.
 *
 * Only for comparing: the label the model gets back is its source text, trimmed.
 *
 * @example textKey(' Ｓtaging\u200B ') === textKey('staging') // true
 * @example textKey('\u202E\u2060') // ''
 */
export function textKey(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(CONFUSABLE, (char) => CONFUSABLES[char]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A text that shows nothing: empty, whitespace or invisible code points only (see
 * {@link textKey}).
 */
export function isBlank(text: string): boolean {
  return textKey(text) === '';
}

/**
 * `value` as a message quotes it: JSON, cut to `max` code points with `…` so a huge value never
 * makes a huge message.
 *
 * @example quote('x'.repeat(200)) // '"xxx…x…"' (80 x, then …)
 */
export function quote(value: string, max = QUOTE_MAX_CHARS): string {
  // A code point is at most two units: slicing first keeps this linear in `max`, not in `value`.
  const head = value.length <= max ? value : truncateCodePoints(value.slice(0, 2 * max), max);
  return JSON.stringify(head.length < value.length ? `${head}…` : head);
}

/**
 * Whether a label reads as "Other" to a user: `Other`, `Other:`, `Other…`, `**Other**`,
 * `_Other_`, `Others`, `Other (please specify)`, `Other - specify`, `Other answer`, full-width,
 * with invisibles inside or with Cyrillic or Greek look-alike letters. `Otherwise`,
 * `Another option`, `Mother` and `Other team` are not.
 */
export function readsAsOther(label: string): boolean {
  const plain = textKey(label)
    .replace(OTHER_LOOKALIKE, (char) => OTHER_LOOKALIKES[char]!)
    // Markdown emphasis and code marks, then whatever punctuation wraps the word.
    .replace(/[*_~`]/g, '')
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  return OTHER_PLACEHOLDER.test(plain);
}
