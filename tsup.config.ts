import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { transform, transformSync } from 'esbuild';
import { defineConfig } from 'tsup';
import { allEntries, STYLESHEETS } from './scripts/entries.mjs';

const USE_CLIENT = "'use client';\n";

// The public entries (scripts/entries.mjs), and every other source module as its own file under
// dist/lib/: a consumer's bundler then drops each module no import reaches (package.json's
// "sideEffects" marks only CSS), so `AskCard` alone pulls no toast, dock or transcript code and
// one dialect's parser no other dialect's schema. Splitting keeps one copy of each module shared
// by every entry, so `instanceof AskInputError` holds across them.
const publicEntries = allEntries();
const publicSources = new Set(Object.values(publicEntries).map((e) => e.source));
const entry: Record<string, string> = {};
for (const [name, { source }] of Object.entries(publicEntries)) entry[name] = source;
for (const source of sourceModules('src'))
  if (!publicSources.has(source) && hasCode(source))
    entry[`lib/${source.slice(4).replace(/\.tsx?$/, '')}`] = source;

export default defineConfig({
  entry,
  format: ['esm', 'cjs'],
  // Declarations for the public entries only; internal modules' types are bundled into them.
  dts: { entry: Object.fromEntries(Object.entries(publicEntries).map(([n, e]) => [n, e.source])) },
  splitting: true,
  // esbuild tree-shakes while it bundles; tsup's extra Rollup pass per file would only warn about
  // the empty chunks of barrels (index.ts files with nothing but re-exports).
  treeshake: false,
  sourcemap: false,
  // dist/metafile-esm.json maps each chunk to its sources for bench/size.mjs and
  // test/node/import-sets.test.ts (left out of the package by "files").
  metafile: true,
  clean: true,
  target: 'es2022',
  async onSuccess() {
    // esbuild drops module directives when bundling; React modules must stay client modules.
    const clientEntries = Object.entries(publicEntries).filter(([, e]) => e.client);
    const clientFiles = [
      ...clientEntries.flatMap(([name]) => [`dist/${name}.js`, `dist/${name}.cjs`]),
      ...['react', 'ai-sdk', 'assistant-ui', 'copilotkit'].flatMap((d) => outputs(`dist/lib/${d}`)),
    ];
    for (const file of clientFiles) {
      const code = await readFile(file, 'utf8');
      if (!code.startsWith(USE_CLIENT)) await writeFile(file, USE_CLIENT + code);
    }
    // Minified CSS in dist (the commented sources stay in src): everything, and one per component.
    await writeFile(
      'dist/styles.css',
      await minifyCss(await inlineCssImports('src/react/styles.css')),
    );
    await mkdir('dist/styles', { recursive: true });
    for (const [name, parts] of Object.entries(STYLESHEETS)) {
      const css = await Promise.all(
        parts.map((p) => readFile(`src/react/styles/${p}.css`, 'utf8')),
      );
      await writeFile(`dist/styles/${name}.css`, await minifyCss(css.join('\n')));
    }
  },
});

/** Source modules under `dir`, tests, fixtures and stories left out. */
function sourceModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = `${dir}/${d.name}`;
    if (d.isDirectory()) return sourceModules(path);
    if (!/\.tsx?$/.test(d.name) || /\.(test|test-d|stories|d)\.tsx?$|fixtures\.ts$/.test(d.name))
      return [];
    return [path];
  });
}

/**
 * Whether a module has code of its own: type-only modules and barrels (only `export … from`) get
 * no file, their importers reach through them, and the CommonJS pass makes no empty chunk.
 */
function hasCode(source: string): boolean {
  const { code } = transformSync(readFileSync(source, 'utf8'), {
    loader: source.endsWith('.tsx') ? 'tsx' : 'ts',
    jsx: 'automatic',
  });
  return (
    code
      .replace(/^(import|export)\s[^;]*?\sfrom\s+["'][^"']+["'];$/gms, '')
      .replace(/^export \{\s*\};?$/gm, '')
      .trim().length > 0
  );
}

/** Built .js and .cjs files under `dir`. */
function outputs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && /\.c?js$/.test(d.name))
    .map((d) => relative('.', join(d.parentPath, d.name)));
}

async function minifyCss(css: string): Promise<string> {
  return (await transform(css, { loader: 'css', minify: true })).code;
}

/** One self-contained stylesheet for consumers: `@import './x.css'` lines replaced by the files. */
async function inlineCssImports(file: string): Promise<string> {
  const css = await readFile(file, 'utf8');
  const parts = await Promise.all(
    css.split('\n').map((line) => {
      const match = /^@import\s+['"](.+)['"];\s*$/.exec(line);
      return match ? inlineCssImports(join(dirname(file), match[1]!)) : line;
    }),
  );
  return parts.join('\n');
}
