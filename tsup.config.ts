import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { defineConfig } from 'tsup';

const USE_CLIENT = "'use client';\n";

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    core: 'src/core/index.ts',
    channels: 'src/channels/index.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  // One copy of the core shared by every entry, so `instanceof AskInputError` holds across them.
  splitting: true,
  treeshake: true,
  sourcemap: false,
  clean: true,
  target: 'es2022',
  async onSuccess() {
    // esbuild drops module directives when bundling; the React entry must stay a client module.
    for (const file of ['dist/index.js', 'dist/index.cjs']) {
      const code = await readFile(file, 'utf8');
      if (!code.startsWith(USE_CLIENT)) await writeFile(file, USE_CLIENT + code);
    }
    await writeFile('dist/styles.css', await inlineCssImports('src/react/styles.css'));
  },
});

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
