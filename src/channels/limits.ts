/** How a platform counts the length of a string. */
export type LengthUnit = 'bytes' | 'chars';

/**
 * Bytes of a string in UTF-8, without encoding it.
 *
 * @example
 * utf8Length('ask:部署:0') // 12
 */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * Length in the unit a platform limits. `chars` counts UTF-16 code units (JavaScript's
 * `length`): never less than the code point count, so a string within a `chars` limit is within
 * it however the platform counts characters.
 */
export function measure(text: string, unit: LengthUnit): number {
  return unit === 'bytes' ? utf8Length(text) : text.length;
}

const ELLIPSIS = '…';

let graphemes: Intl.Segmenter | undefined;

function* pieces(text: string): Generator<string> {
  if (typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function') {
    graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    for (const { segment } of graphemes.segment(text)) yield segment;
  } else {
    yield* text;
  }
}

/**
 * `text` cut to at most `max` units with `…` at the end, or `text` itself when it fits. The cut
 * falls between user-perceived characters (grapheme clusters: an emoji with its modifiers, a
 * letter with its accents), and never inside a code point even when one cluster alone is longer
 * than the room left.
 *
 * @example
 * truncate('Production (Recommended)', 12) // "Production…"
 */
export function truncate(text: string, max: number, unit: LengthUnit = 'chars'): string {
  if (measure(text, unit) <= max) return text;
  const room = max - measure(ELLIPSIS, unit);
  if (room < 0) return '';
  let out = '';
  let used = 0;
  // Every UTF-16 unit counts at least 1 in either unit, so the cut falls within the first
  // `room + 2` units: segmenting only those keeps a 1 MB text as cheap as a short one. A cluster
  // cut by the slice ends past `room`, so it does not fit whole either way.
  for (const piece of pieces(text.slice(0, room + 2))) {
    const size = measure(piece, unit);
    if (used + size > room) {
      // One huge cluster (stacked combining marks): take what fits of it, code point by code point.
      if (out === '') {
        for (const char of piece) {
          const n = measure(char, unit);
          if (used + n > room) break;
          out += char;
          used += n;
        }
      }
      break;
    }
    out += piece;
    used += size;
  }
  return out.trimEnd() + ELLIPSIS;
}
