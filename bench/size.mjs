// Sizes, min+gzip, of what a consumer's bundler pulls in for each entry, measured by bundling
// the built package with esbuild. Run after `npm run build`. Prints a table; exits non-zero only
// when the build is missing. Usage: node bench/size.mjs [--json]
import { build } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(`${root}dist/core.js`)) {
  console.error('dist/ is missing: run `npm run build` first');
  process.exit(1);
}

const REACT = ['react', 'react-dom', 'react/jsx-runtime'];
// "Own code" leaves out every package ask-cards depends on (esbuild's externals cover subpaths).
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const DEPS = [...REACT, ...Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })];

async function gz(contents, external) {
  const out = await build({
    stdin: { contents, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    external,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return gzipSync(out.outputFiles[0].contents, { level: 9 }).length;
}

const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
const use = (spec) => `export * from '${spec}';`;

export async function measureSizes() {
  const rows = [];
  const own = async (label, spec, goal) => {
    const bytes = await gz(use(spec), DEPS);
    rows.push({ what: `${label}: own code (deps external)`, bytes, goal });
  };
  await own('ask-cards/core', './dist/core.js', 4000);
  await own('ask-cards/channels', './dist/channels.js');
  await own('ask-cards (all)', './dist/index.js', 14000);

  const core = await gz(use('./dist/core.js'), REACT);
  rows.push({
    what: "ask-cards/core with zod, every export (`export * from 'ask-cards/core'`)",
    bytes: core,
    goal: 8000,
  });
  // What an agent server that validates, drives the machine and returns the result imports
  // (no tool definitions: those are sent once, often from another module).
  const server = await gz(
    "export { safeParseAskUserInput, createAskState, askTransition, toAskResolution } from './dist/core.js';",
    REACT,
  );
  rows.push({
    what: "ask-cards/core with zod, a server's import (parse, machine, resolution)",
    bytes: server,
    goal: 8000,
  });

  const floor = await gz(
    [
      // zod/mini as an app uses it, tree-shaken: `export * from 'zod/mini'` would keep every
      // locale and check (~87 kB gz) and make the floor, not ask-cards, look heavy.
      "import * as z from 'zod/mini';",
      'const Option = z.union([z.string(), z.object({ label: z.string(), description: z.optional(z.string()) })]);',
      'const Input = z.object({ questions: z.array(z.object({ question: z.string(), options: z.array(Option), multiSelect: z.optional(z.boolean()) })) });',
      'export const parse = (input) => z.safeParse(Input, input);',
      "export { default as Markdown } from 'react-markdown';",
      "export { default as gfm } from 'remark-gfm';",
      "export * from '@radix-ui/react-toast';",
    ].join('\n'),
    REACT,
  );
  const consumer = await gz(use('./dist/index.js'), REACT);
  rows.push({
    what: 'dependency floor (zod/mini + react-markdown + remark-gfm + Radix toast)',
    bytes: floor,
  });
  rows.push({
    what: 'consumer bundle of ask-cards (React external)',
    bytes: consumer,
    ratio: consumer / floor,
    goal: 1.15,
  });
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await measureSizes();
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
  else {
    console.log('| size (min+gzip) | value | goal |');
    console.log('|---|---|---|');
    for (const r of rows) {
      const value = r.ratio ? `${kB(r.bytes)} (${r.ratio.toFixed(2)}× floor)` : kB(r.bytes);
      const goal = r.goal === undefined ? '' : r.ratio ? `≤ ${r.goal}×` : `≤ ${kB(r.goal)}`;
      console.log(`| ${r.what} | ${value} | ${goal} |`);
    }
  }
}
