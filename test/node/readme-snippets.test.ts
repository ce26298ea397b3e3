/**
 * What a newcomer reads in the first hour (issue 16 #20, issue 27 #3-#7). Every ```ts / ```tsx
 * block of the README, the card's README and docs/*.md is, line for line, a file of docs/snippets/
 * (which `npm run typecheck` compiles under the strict tsconfig) read with the package's own
 * import specifiers, and that file holds nothing else: what compiles is what the reader pastes.
 * The README's first screen says what the package is, shows it, installs it and starts it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { answer, askUserResult, asktoolContent } from '../../docs/snippets/dialects';
import { SeededChat } from '../../docs/snippets/ai-sdk-quick-start';
import { settleOnGateway } from '../../docs/snippets/openclaw-gateway';
import {
  askTransition,
  createAskState,
  listAskDialects,
  parseAskUserInput,
  type AskState,
} from '../../src/core';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const exists = (path: string) => existsSync(new URL(path, root));
const pkg = JSON.parse(read('package.json')) as {
  version: string;
  scripts: Record<string, string>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
};

/** The repository's import specifiers in a snippet, read as the package's. */
function asPackage(code: string): string {
  return code
    .replaceAll("'../../src/react/styles.css'", "'ask-cards/styles.css'")
    .replaceAll("'../../src/card'", "'ask-cards/card'")
    .replaceAll("'../../src/core'", "'ask-cards/core'")
    .replaceAll("'../../src/channels'", "'ask-cards/channels'")
    .replaceAll("'../../src/ai-sdk'", "'ask-cards/ai-sdk'")
    .replaceAll("'../../src/assistant-ui'", "'ask-cards/assistant-ui'")
    .replaceAll("'../../src/copilotkit'", "'ask-cards/copilotkit'")
    .replaceAll("'../../src/ag-ui'", "'ask-cards/ag-ui'")
    .replaceAll("'../../src/langgraph'", "'ask-cards/langgraph'")
    .replaceAll("'../../src'", "'ask-cards'");
}

/**
 * A snippet file in its parts: the readme region (as the package's), and whatever is outside it
 * but the file's first doc comment. A snippet compiles as pasted only when `outside` is empty.
 */
function snippetParts(source: string): { region: string | null; outside: string } {
  const body = source.replace(/^\s*\/\*\*[\s\S]*?\*\/\s*/, '');
  const match = /^([\s\S]*?)\/\/ #region readme\n([\s\S]*?)\/\/ #endregion\n?([\s\S]*)$/.exec(body);
  if (!match) return { region: null, outside: body.trim() };
  return { region: asPackage(match[2]!).trim(), outside: (match[1]! + match[3]!).trim() };
}

/** The ```ts and ```tsx blocks of a Markdown file. */
function codeBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```tsx?\n([\s\S]*?)^```$/gm)].map((m) => m[1]!.trim());
}

/** The lines of a Markdown file's `## title` section, up to the next `##` heading. */
function section(markdown: string, title: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line === `## ${title}`);
  if (start < 0) return '';
  const end = lines.findIndex((line, i) => i > start && /^##? /.test(line));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

const snippets = readdirSync(new URL('docs/snippets/', root))
  .filter((name) => /\.tsx?$/.test(name))
  .map((name) => ({ name, ...snippetParts(read(`docs/snippets/${name}`)) }));

/** Every Markdown file a reader opens: the READMEs, the guides, the changelog. */
const DOCS = [
  'README.md',
  'CONTRIBUTING.md',
  'CHANGELOG.md',
  'bench/README.md',
  'src/react/ask-card/README.md',
  ...readdirSync(new URL('docs/', root))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

const README = read('README.md');
/** The README's first screen: everything above its first thematic break (`---`). */
const firstScreen = README.slice(0, README.search(/^---$/m));

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

  it.each(snippets.map((snippet) => [snippet.name, snippet.outside]))(
    'issue 27 #5: %s is its readme region alone, so the block compiles as pasted',
    (_name, outside) => {
      // Imports and the reader's own helpers (`declare`d, commented "your …") belong in the
      // region: nothing but the file's first doc comment may sit outside it.
      expect(outside).toBe('');
    },
  );

  it("each dialect's example shows the result the library returns", () => {
    expect(answer('asktool', 0)?.content).toBe(asktoolContent);
    expect(answer('ask_user', 1)?.result).toEqual(askUserResult);
  });
});

describe("issue 27 #3: the README's first screen", () => {
  const lines = firstScreen.split('\n');

  it('is under 60 lines, and the rest of the README follows a thematic break', () => {
    expect(firstScreen.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThan(60);
  });

  it('shows a checked-in picture of a card and says how to take it again', () => {
    const image = /!\[[^\]]+\]\((docs\/images\/[\w-]+\.png)\)/.exec(firstScreen);
    expect(image, 'an image with alt text under docs/images/').not.toBeNull();
    const png = readFileSync(new URL(image![1]!, root));
    expect([...png.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    expect(firstScreen).toContain('npm run screenshot');
    expect(pkg.scripts.screenshot).toMatch(/^node scripts\/[\w-]+\.mjs$/);
    expect(exists(pkg.scripts.screenshot!.slice('node '.length))).toBe(true);
  });

  it('has one quick start of at most 15 lines, which is a compiled snippet', () => {
    const quickStarts = codeBlocks(firstScreen);
    expect(quickStarts).toHaveLength(1);
    expect(quickStarts[0]!.split('\n').length).toBeLessThanOrEqual(15);
    expect(README.match(/^## Quick start/gm)).toHaveLength(1);
  });

  it('gives the commands that start Storybook and the tests, and they are scripts', () => {
    expect(firstScreen).toMatch(/npm install && npm start/);
    expect(firstScreen).toMatch(/^npm test\b/m);
    expect(pkg.scripts.start).toMatch(/^storybook dev\b/);
    expect(pkg.scripts.storybook).toBe(pkg.scripts.start);
    expect(pkg.scripts.test).toBeDefined();
  });

  it('links the architecture, the benchmarks, and a page per protocol and binding', () => {
    for (const page of [
      'docs/architecture.md',
      'docs/benchmarks.md',
      'docs/core.md',
      'docs/react.md',
      'docs/ask-user.md',
      'docs/asktool.md',
      'docs/claude-agent-sdk.md',
      'docs/codex.md',
      'docs/mcp.md',
      'docs/channels.md',
      'docs/ai-sdk.md',
      'docs/assistant-ui.md',
      'docs/copilotkit.md',
      'docs/ag-ui.md',
      'docs/langgraph.md',
      'CONTRIBUTING.md',
      'CHANGELOG.md',
    ])
      expect(README, page).toContain(`](${page})`);
  });

  it('CHANGELOG.md has a section for the version in package.json', () => {
    expect(read('CHANGELOG.md')).toMatch(
      new RegExp(`^## ${pkg.version.replaceAll('.', '\\.')}`, 'm'),
    );
  });
});

describe('issue 27 #4: the install section', () => {
  const install = section(README, 'Install');

  it('is on the first screen', () => {
    expect(install.length).toBeGreaterThan(0);
    expect(firstScreen).toContain(install);
  });

  it('names every peer dependency with a version, and the binding that needs it', () => {
    for (const name of Object.keys(pkg.peerDependencies)) {
      expect(install, name).toContain(`\`${name}@`);
    }
    for (const binding of ['ai-sdk', 'assistant-ui', 'copilotkit'])
      expect(install).toContain(`ask-cards/${binding}`);
    for (const [name, meta] of Object.entries(pkg.peerDependenciesMeta))
      expect(meta.optional, name).toBe(true);
  });

  it('gives the tarball route, which builds the package first', () => {
    expect(install).toContain('npm pack');
    expect(install).toContain(`ask-cards-${pkg.version}.tgz`);
    expect(pkg.scripts.prepack).toBe('npm run build');
  });
});

describe('issue 27 #6: the Vercel AI SDK quick start', () => {
  const doc = read('docs/ai-sdk.md');
  const quickStart = codeBlocks(doc)[0]!;

  it('imports the stylesheet and names the packages for each Node version', () => {
    expect(quickStart).toContain("import 'ask-cards/styles.css';");
    for (const name of ['`ai@6`', '`@ai-sdk/react@3`', '`ai@7`', '`@ai-sdk/react@4`'])
      expect(doc).toContain(name);
    expect(doc).toMatch(/Node 20/);
    expect(doc).toMatch(/Node ≥ 22/);
  });

  it('shows a card with no backend: the seeded message renders the question and its options', () => {
    const html = renderToString(createElement(SeededChat));
    expect(html).toContain('Where should I deploy?');
    expect(html).toContain('role="radiogroup"');
    expect(html).toContain('Production');
  });
});

describe('issue 27 #7: names and references a reader can follow', () => {
  const markdown = DOCS.map((path) => ({ path, text: read(path) }));

  it('every relative link opens a file of the repository, and every anchor a heading', () => {
    const slug = (heading: string) =>
      heading
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-');
    for (const { path, text } of markdown) {
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue;
        const [file, anchor] = target!.split('#');
        const resolved = file ? new URL(file, new URL(path, root)) : new URL(path, root);
        expect(existsSync(resolved), `${path} links ${target}`).toBe(true);
        if (!anchor || !resolved.pathname.endsWith('.md')) continue;
        const headings = [...readFileSync(resolved, 'utf8').matchAll(/^#+ (.*)$/gm)].map((m) =>
          slug(m[1]!),
        );
        expect(headings, `${path} links ${target}`).toContain(anchor);
      }
    }
  });

  it('no doc cites a file or a specification the repository does not hold', () => {
    for (const { path, text } of markdown)
      for (const line of text.split('\n'))
        expect(line, path).not.toMatch(/DESIGN\.md|PROTOCOLS|\b[Ss]eeds?\b/);
  });

  it('asktool is never called Claude Code’s tool', () => {
    for (const { path, text } of markdown)
      for (const line of text.split('\n'))
        if (line.includes('asktool')) expect(line, path).not.toMatch(/Claude Code/);
    for (const snippet of snippets)
      for (const line of (snippet.region ?? '').split('\n'))
        if (line.includes('asktool')) expect(line, snippet.name).not.toMatch(/AskUserQuestion/);
  });

  it('the glossary has one entry per dialect, each linking its page', () => {
    // A list item, its wrapped lines included.
    const entries = section(README, 'Dialects').split(/\n(?=- )/);
    for (const dialect of listAskDialects()) {
      const entry = entries.filter((item) => item.startsWith(`- **\`${dialect}\`**`));
      expect(entry, dialect).toHaveLength(1);
      expect(entry[0], dialect).toMatch(/\]\(docs\/[\w-]+\.md(#[\w-]+)?\)/);
    }
  });
});

describe('issue 27 (ask_user): the OpenClaw Gateway example', () => {
  const request = parseAskUserInput({
    questions: [
      {
        id: 'target',
        header: 'Target',
        question: 'Where should I deploy?',
        options: [{ label: 'Staging' }, { label: 'Production' }],
      },
    ],
  });
  const run = async (state: AskState) => {
    const sent: unknown[] = [];
    await settleOnGateway({ request: async (...call) => void sent.push(call) }, 'q-1', state);
    return sent;
  };

  it('an answered card resolves the question with flat answers; no answer cancels it', async () => {
    let state = createAskState(request);
    state = askTransition(state, { type: 'toggle', option: 1 });
    state = askTransition(state, { type: 'next' });
    expect(await run(state)).toEqual([
      ['question.resolve', { id: 'q-1', answers: { answers: { target: ['Production'] } } }],
    ]);
    const skipped = askTransition(createAskState(request), { type: 'skip' });
    expect(await run(skipped)).toEqual([['question.resolve', { id: 'q-1', cancel: true }]]);
  });

  it('an expired or pending card sends nothing: the Gateway keeps its own clock', async () => {
    const pending = createAskState(request);
    expect(await run(pending)).toEqual([]);
    expect(await run(askTransition(pending, { type: 'expire' }))).toEqual([]);
  });
});
