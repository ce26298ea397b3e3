// Runs bench/transcript.bench.tsx in Node: `node bench/transcript.mjs`.
// esbuild (a dev dependency) bundles the TSX and the sources; packages stay external.
import { build } from 'esbuild';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';

process.env.NODE_ENV ??= 'production'; // React's production build, as users run it

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = await mkdtemp(join(root, 'node_modules', '.bench-transcript-'));
const outfile = join(dir, 'transcript.bench.mjs');
try {
  await build({
    entryPoints: [join(root, 'bench/transcript.bench.tsx')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    packages: 'external',
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  await import(pathToFileURL(outfile).href);
} finally {
  await rm(dir, { recursive: true, force: true });
}
