/**
 * Text helpers that count in Unicode code points, the unit the seeds and JSON Schema's
 * `maxLength` use: a supplementary-plane character such as 😀 counts once, not as the two
 * UTF-16 units `String#length` sees. A lone surrogate counts once too, and is kept as is.
 */

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

/** The key labels are compared by: trimmed and case-insensitive (`Staging` = ` staging `). */
export function labelKey(label: string): string {
  return label.trim().toLowerCase();
}
