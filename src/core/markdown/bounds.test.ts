import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import {
  MAX_MARKDOWN_DEPTH,
  nestsDeeperThan,
  obviouslyTooDeep,
  remarkBoundNesting,
} from './bounds';

/** The remark half of AskMarkdown's pipeline, in react-markdown's order. */
function mdast(source: string, plugins = [remarkBoundNesting, remarkGfm]): Root {
  const processor = unified().use(remarkParse).use(plugins);
  return processor.runSync(processor.parse(source), source) as Root;
}

describe('remarkBoundNesting', () => {
  it("cuts a deep tree inside the parser, before GFM's recursive autolink pass sees it", () => {
    // Without the cut, GFM's from-markdown transform overflows the stack on this very input.
    const source = '>'.repeat(10_000) + ' x';
    const text = [{ type: 'paragraph', children: [{ type: 'text', value: source }] }];
    expect(mdast(source).children).toEqual(text);
    // First among the parser's transforms even when listed after GFM.
    expect(mdast(source, [remarkGfm, remarkBoundNesting]).children).toEqual(text);
  });

  it('leaves a tree within the bound as parsed', () => {
    const tree = mdast('- a\n  - **b** www.example.com');
    expect(tree.children[0]).toMatchObject({ type: 'list', children: [{ type: 'listItem' }] });
  });

  it('measures depth without recursion, however deep the tree', () => {
    type Node = { type: string; children?: Node[] };
    const root: Node = { type: 'root', children: [] };
    let node = root;
    for (let i = 0; i < 1_000_000; i++)
      node = node.children![0] = { type: 'blockquote', children: [] };
    expect(nestsDeeperThan(root, MAX_MARKDOWN_DEPTH)).toBe(true);
    expect(nestsDeeperThan(root, 1_000_000)).toBe(false);
  });
});

describe('obviouslyTooDeep: the complexity bombs are shown as text, real labels are parsed', () => {
  it.each([
    ['an emphasis bomb', '**a*'.repeat(100)],
    ['a setext bomb', 'a\n=\n'.repeat(40)],
    ['a list of 200 items', '- x\n'.repeat(200)],
    ['500 list levels', '- '.repeat(500)],
  ])('%s is too complex', (_name, source) => {
    expect(obviouslyTooDeep(source)).toBe(true);
  });

  it.each([
    ['ten bold words', '**one** '.repeat(10)],
    ['a heading and a short list', 'Title\n=\n\n- a\n- b\n  - c'],
    ['a code span and a link', 'Use `npm ci` and [docs](https://example.com)'],
  ])('%s is parsed', (_name, source) => {
    expect(obviouslyTooDeep(source)).toBe(false);
  });
});
