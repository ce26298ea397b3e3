/**
 * Issue 16, item 20: every TypeScript block of the README and of docs/*.md is a checked file.
 * Each ```ts / ```tsx block must be, line for line, the `#region readme` of a file in docs/snippets/ (which
 * `npm run typecheck` compiles under the strict tsconfig), read with the package's own import
 * specifiers. And the per-dialect example shows the results the library really returns.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answer, askUserResult, asktoolContent } from '../../docs/snippets/dialects';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** A snippet's README region, with its repository imports read as the package's. */
function region(source: string): string | null {
  const match = /\/\/ #region readme\n([\s\S]*?)\/\/ #endregion/.exec(source);
  if (!match) return null;
  return match[1]!
    .replaceAll("'../../src/react/styles.css'", "'ask-cards/styles.css'")
    .replaceAll("'../../src/core'", "'ask-cards/core'")
    .replaceAll("'../../src/channels'", "'ask-cards/channels'")
    .replaceAll("'../../src/ai-sdk'", "'ask-cards/ai-sdk'")
    .replaceAll("'../../src/assistant-ui'", "'ask-cards/assistant-ui'")
    .replaceAll("'../../src/copilotkit'", "'ask-cards/copilotkit'")
    .replaceAll("'../../src'", "'ask-cards'")
    .trim();
}

/** The ```ts and ```tsx blocks of a Markdown file. */
function codeBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```tsx?\n([\s\S]*?)^```$/gm)].map((m) => m[1]!.trim());
}

const snippets = readdirSync(new URL('docs/snippets/', root))
  .filter((name) => /\.tsx?$/.test(name))
  .map((name) => ({ name, region: region(read(`docs/snippets/${name}`)) }));

/** Every Markdown file whose TypeScript blocks are snippets: the READMEs and docs/. */
const DOCS = [
  'README.md',
  'src/react/ask-card/README.md',
  ...readdirSync(new URL('docs/', root))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

describe('README and docs snippets', () => {
  const blocks = DOCS.flatMap((doc) => codeBlocks(read(doc)));

  it('the docs have TypeScript blocks, and every snippet file has a readme region', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(10);
    for (const snippet of snippets) expect(snippet.region, snippet.name).not.toBeNull();
  });

  it.each(blocks.map((block) => [block.split('\n')[0]!, block]))(
    'the block starting `%s` is a compiled snippet',
    (_first, block) => {
      const found = snippets.find((snippet) => snippet.region === block);
      expect(found, `no file in docs/snippets/ has this block as its readme region`).toBeDefined();
    },
  );

  it('every snippet is shown in the README or a doc', () => {
    for (const snippet of snippets) expect(blocks, snippet.name).toContain(snippet.region);
  });

  it("each dialect's example shows the result the library returns", () => {
    expect(answer('asktool', 0)?.content).toBe(asktoolContent);
    expect(answer('ask_user', 1)?.result).toEqual(askUserResult);
  });
});
