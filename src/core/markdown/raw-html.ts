import type { Nodes } from 'mdast';

/** Inline raw tags whose content is code or hidden text: the sanitizer drops them with it. */
const OPAQUE =
  /^<(script|style|iframe|textarea|title|noscript|xmp|noembed|noframes|template|object)\b[^>]*>$/i;

/**
 * The text of inline `children`, each read by `text`, with raw HTML elements whose content is no
 * reader text (`<script>…</script>`, `<style>…</style>`) dropped along with that content, as the
 * card's sanitizer drops them. Shared by the label key and the channels' plain text.
 */
export function inlineTextOf(children: readonly Nodes[], text: (node: Nodes) => string): string {
  let out = '';
  let skipUntil: RegExp | null = null;
  for (const child of children) {
    if (skipUntil) {
      if (child.type === 'html' && skipUntil.test(child.value)) skipUntil = null;
      continue;
    }
    const opaque = child.type === 'html' ? OPAQUE.exec(child.value) : null;
    if (opaque) skipUntil = new RegExp(`^</${opaque[1]}\\s*>$`, 'i');
    else out += text(child);
  }
  return out;
}
