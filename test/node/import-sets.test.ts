/**
 * Pay only for what you import (issue 17): each public import, bundled as a consumer's esbuild
 * would (React external), pulls only the packages its dependency floor pulls and none of the
 * modules of another component or dialect. The rows are bench/size.mjs's, so the size table and
 * this test cannot drift apart. Runs on dist/ (`npm test` builds it first).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundle, floorCode, ROWS } from '../../bench/size.mjs';
import { allEntries, STYLESHEETS } from '../../scripts/entries.mjs';

const root = resolve(import.meta.dirname, '../..');
const built = existsSync(resolve(root, 'dist/metafile-esm.json'));
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');

// Each case runs two esbuild bundles: allow for a loaded 2-core machine.
describe.skipIf(!built)(
  'import sets (skipped: dist/ is missing, run `npm run build`)',
  { timeout: 30_000 },
  () => {
    it.each(ROWS.map((row) => [row.label, row] as const))(
      '%s pulls only its floor packages and its own modules',
      async (_, row) => {
        const [ours, floor] = await Promise.all([
          bundle(row.code),
          bundle(floorCode(row.packages)),
        ]);
        const extra = [...ours.packages].filter((name) => !floor.packages.has(name)).sort();
        expect(extra, `${row.code} pulls packages its floor (${row.packages}) does not`).toEqual(
          [],
        );
        // zod's classic build (with its methods and locales) instead of zod/mini
        const classic = ours.files.filter((f) => /node_modules\/zod\/(v4\/)?classic\//.test(f));
        expect(classic, `${row.code} pulls zod's full build`).toEqual([]);
        const foreign = [...ours.sources].filter((s) => row.forbid.some((f) => s.startsWith(f)));
        expect(foreign, `${row.code} pulls modules of another view or dialect`).toEqual([]);
      },
    );

    it('AskCard alone pulls no Radix and no toast, dock, transcript or channels code', async () => {
      const card = await bundle("export { AskCard } from 'ask-cards';");
      expect([...card.packages].filter((p) => p.startsWith('@radix-ui/'))).toEqual([]);
      expect([...card.sources].some((s) => s.startsWith('src/react/ask-card/'))).toBe(true);
    });

    it('issue 30 #1: reading a settled form back pulls no pattern engine; parsing one does', async () => {
      // A receipt never checks a `pattern`: the persisted readers reach the form reader without
      // the RE2 matcher, which only the public parsers inject.
      const readers = await bundle(
        "export { readJsonSchemaFormPersisted, readAgUiInterruptPersisted } from 'ask-cards/core';",
      );
      expect([...readers.packages]).not.toContain('re2js');
      for (const parser of ['safeParseJsonSchemaForm', 'safeParseAgUiInterrupt']) {
        const parse = await bundle(`export { ${parser} } from 'ask-cards/core';`);
        expect([...parse.packages], parser).toContain('re2js');
      }
    });

    it('issue 30 #5: the AG-UI binding pulls no LangGraph module, nor LangGraph the AG-UI one', async () => {
      // Both read a refused answer's zod issues: through one neutral module, not each other.
      const agUi = await bundle("export * from 'ask-cards/ag-ui';");
      expect([...agUi.sources].filter((s) => s.startsWith('src/langgraph/'))).toEqual([]);
      expect([...agUi.sources]).toContain('src/tool-calls/refusals.ts');
      const langGraph = await bundle("export * from 'ask-cards/langgraph';");
      expect([...langGraph.sources].filter((s) => s.startsWith('src/ag-ui/'))).toEqual([]);
    });

    it('a core import pulls no React library', async () => {
      const core = await bundle("export * from 'ask-cards/core';");
      const react = [
        'remark-gfm',
        'remark-rehype',
        'hast-util-to-jsx-runtime',
        'react-markdown',
        '@radix-ui/react-toast',
      ];
      expect([...core.packages].filter((p) => react.includes(p))).toEqual([]);
    });

    it('the core and React entries import no chat framework, with none external', async () => {
      const frameworks = ['ai', '@ai-sdk/react', '@assistant-ui/react', '@copilotkit/react-core'];
      const react = ['react', 'react-dom', 'react/jsx-runtime'];
      for (const from of ['ask-cards', 'ask-cards/core', 'ask-cards/channels']) {
        const all = await bundle(`export * from '${from}';`, react);
        const pulled = [...all.packages].filter(
          (p) => frameworks.includes(p) || /^@(ai-sdk|assistant-ui|copilotkit)\//.test(p),
        );
        expect(pulled, from).toEqual([]);
        const bindings = [...all.sources].filter((s) =>
          /^src\/(ai-sdk|assistant-ui|copilotkit)\//.test(s),
        );
        expect(bindings, from).toEqual([]);
      }
    });

    it('the assistant-ui and CopilotKit bindings need no `ai` package', async () => {
      const react = ['react', 'react-dom', 'react/jsx-runtime', '@assistant-ui/react'];
      for (const from of ['ask-cards/assistant-ui', 'ask-cards/copilotkit']) {
        const all = await bundle(`export * from '${from}';`, react);
        expect(
          [...all.packages].filter((p) => p === 'ai' || p.startsWith('@ai-sdk/')),
          from,
        ).toEqual([]);
      }
    });

    it('package.json exports every public entry and stylesheet of scripts/entries.mjs', () => {
      const pkg = JSON.parse(read('package.json')) as { exports: Record<string, unknown> };
      for (const name of Object.keys(allEntries())) {
        const subpath = name === 'index' ? '.' : `./${name}`;
        const pattern = subpath.replace(/\/[^/]+$/, '/*');
        const exported = subpath in pkg.exports || pattern in pkg.exports;
        expect(exported, `package.json "exports" has no ${JSON.stringify(subpath)}`).toBe(true);
        expect(existsSync(resolve(root, `dist/${name}.js`)), `dist/${name}.js`).toBe(true);
        expect(existsSync(resolve(root, `dist/${name}.cjs`)), `dist/${name}.cjs`).toBe(true);
      }
      for (const name of Object.keys(STYLESHEETS))
        expect(existsSync(resolve(root, `dist/styles/${name}.css`)), `${name}.css`).toBe(true);
    });

    it('React entries stay client modules; the core does not', () => {
      for (const [name, entry] of Object.entries(allEntries()))
        for (const ext of ['js', 'cjs'])
          expect(read(`dist/${name}.${ext}`).startsWith("'use client';"), `${name}.${ext}`).toBe(
            entry.client,
          );
    });

    it('ships minified CSS: no comments, one stylesheet per component with the theme tokens', () => {
      const all = read('dist/styles.css');
      expect(all).not.toContain('/*');
      expect(all.length).toBeLessThan(read('src/react/styles/card.css').length * 2);
      for (const name of Object.keys(STYLESHEETS)) {
        const css = read(`dist/styles/${name}.css`);
        expect(css, name).not.toContain('/*');
        expect(css, name).toContain('--ask-color-fg:');
      }
    });
  },
);
