import { copyFile, readFile, writeFile } from 'node:fs/promises';
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
    await copyFile('src/react/styles.css', 'dist/styles.css');
  },
});
