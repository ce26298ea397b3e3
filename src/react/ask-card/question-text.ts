import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { obviouslyTooDeep } from '../../core/markdown/bounds';
import { ids } from './dom';

/** A question's Markdown source cut in two: its first block, and every block after it. */
export interface AskQuestionText {
  /** The first paragraph (or whatever block comes first): names the heading and the group. */
  lead: string;
  /** The rest (lists, tables, quotes…), '' when there is none: describes them. */
  rest: string;
}

const cache = new Map<string, AskQuestionText>();
const CACHE_LIMIT = 500;
let options: Parameters<typeof fromMarkdown>[1] | undefined;

/**
 * Split a question after its first top-level Markdown block, at the parser's own offsets, so
 * each half renders exactly as it did in the whole. A one-line question, or one the parser
 * cannot take (too deep), stays whole.
 *
 * @example splitQuestion('Pick one:\n\n- a\n- b') // { lead: 'Pick one:', rest: '- a\n- b' }
 */
export function splitQuestion(source: string): AskQuestionText {
  // Blocks are separated by line breaks: without one there is a single block (the fast path).
  if (!source.includes('\n')) return { lead: source, rest: '' };
  // Every part of a question asks for its split on every render: the scan runs once per text.
  const hit = cache.get(source);
  if (hit) return hit;
  let text: AskQuestionText = { lead: source, rest: '' };
  if (!obviouslyTooDeep(source))
    try {
      options ??= { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] };
      const blocks = fromMarkdown(source, options).children.filter((n) => n.type !== 'definition');
      const end = blocks[0]?.position?.end.offset;
      const next = blocks[1]?.position?.start.offset;
      if (end !== undefined && next !== undefined)
        text = { lead: source.slice(0, end), rest: source.slice(next) };
    } catch {
      // The renderer shows such text as its source anyway: keep the question whole.
    }
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(source, text);
  return text;
}

/** Element ids of a question's parts, from the card's `useId` prefix. */
export const questionIds = (base: string, at: number) => {
  const heading = ids.question(base, at);
  return { heading, rest: `${heading}-rest`, otherName: `${heading}-other-name` };
};
