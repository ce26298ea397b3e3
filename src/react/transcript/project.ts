/**
 * Text of any `content` value a host hands over: strings as they are, nothing for null, else
 * String().
 */
export function contentText(content: unknown): string {
  if (content == null) return '';
  try {
    return String(content);
  } catch {
    // String() throws for objects without a usable toString (Object.create(null)).
    try {
      return JSON.stringify(content) ?? '';
    } catch {
      return Object.prototype.toString.call(content);
    }
  }
}
