/** The chip text of a header: trimmed, then cut to `max` graphemes, never inside one. */

type Segmenter = { segment(text: string): Iterable<{ segment: string }> };
const Segmenter = (Intl as unknown as { Segmenter?: new () => Segmenter }).Segmenter;
let segmenter: Segmenter | undefined;

/** The user-perceived characters of `text` (code points where `Intl.Segmenter` is missing). */
function graphemes(text: string): string[] {
  if (!Segmenter) return [...text];
  segmenter ??= new Segmenter();
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/**
 * `header` trimmed and cut to `max` graphemes (a flag, a family emoji or `é` as e + U+0301 is
 * one), without trailing space; undefined when nothing visible is left.
 *
 * @example cutChip('Deployment target', 12) // 'Deployment t'
 * @example cutChip('👨‍👩‍👧 Family plan', 3) // '👨‍👩‍👧 F'
 */
export function cutChip(header: string, max: number): string | undefined {
  const trimmed = header.trim();
  if (trimmed === '') return undefined;
  const chars = graphemes(trimmed);
  const chip = chars.length <= max ? trimmed : chars.slice(0, max).join('').trimEnd();
  return chip === '' ? undefined : chip;
}
