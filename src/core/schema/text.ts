/**
 * Text helpers that count in Unicode code points, the unit the seeds and JSON Schema's
 * `maxLength` use: a supplementary-plane character such as 😀 counts once, not as the two
 * UTF-16 units `String#length` sees.
 */

/**
 * Length in code points.
 *
 * @example codePointLength('a😀') // 2 (String#length says 3)
 */
export function codePointLength(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/**
 * The first `max` code points of `text`. Never splits a surrogate pair, so the result is
 * well-formed wherever the input is.
 *
 * @example truncateCodePoints('😀😀😀', 2) // '😀😀'
 */
export function truncateCodePoints(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  let count = 0;
  for (const char of text) {
    if (count === max) break;
    out += char;
    count++;
  }
  return out;
}

/** Whether a string is empty once surrounding whitespace is removed. */
export function isBlank(text: string): boolean {
  return text.trim() === '';
}

/** The key labels are compared by: trimmed and case-insensitive (`Staging` = ` staging `). */
export function labelKey(label: string): string {
  return label.trim().toLowerCase();
}

/** A value quoted for a message, escapes and all, so whitespace and control characters stay visible. */
export function quote(text: string): string {
  return JSON.stringify(text);
}
