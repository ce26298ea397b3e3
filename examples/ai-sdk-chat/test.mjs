// The AI SDK loop from the packed package: a Vite app with the real `ai` and `@ai-sdk/react`, built
// and used in Chromium. Run from anywhere after `npm run build` at the repo root
// (`npm run test:example:ai-sdk` builds first):
//
//   1. `npm pack` the repo into examples/ai-sdk-chat/ask-cards.tgz (a fixed, gitignored name);
//   2. `npm ci` the example's own dependencies (its lockfile), then `npm install --no-save` the
//      tarball: ask-cards stays out of the example's package.json and lockfile, whose integrity
//      would change with every build (and npm would then serve the cached old tarball);
//   3. check the installed package is this build, byte for byte;
//   4. `npm run build` there: `tsc --noEmit` against the packed .d.ts, then `vite build`;
//   5. `node smoke.mjs`: the built page in Chromium.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const example = fileURLToPath(new URL('.', import.meta.url));
const root = join(example, '../..');
const tarball = join(example, 'ask-cards.tgz');
const env = {
  ...process.env,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
};

const timings = [];
function step(name, fn) {
  const started = performance.now();
  console.log(`\n--> ${name}`);
  const result = fn();
  timings.push(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}
const run = (cmd, args, cwd, stdio = 'inherit') =>
  execFileSync(cmd, args, { cwd, env, stdio, encoding: 'utf8' });

if (!existsSync(join(root, 'dist/index.js'))) {
  console.error(
    'dist/ is missing: run `npm run build` at the repo root first ' +
      '(`npm run test:example:ai-sdk` does)',
  );
  process.exit(1);
}

step('npm pack', () => {
  rmSync(tarball, { force: true });
  const [packed] = JSON.parse(
    run('npm', ['pack', '--json', '--pack-destination', example], root, [
      'ignore',
      'pipe',
      'inherit',
    ]),
  );
  renameSync(join(example, packed.filename), tarball);
  console.log(
    `${packed.filename}: ${packed.entryCount} files, ` +
      `${(packed.size / 1000).toFixed(1)} kB packed, ` +
      `${(packed.unpackedSize / 1000).toFixed(1)} kB unpacked`,
  );
});

step('install (npm ci, then the tarball)', () => {
  run('npm', ['ci', '--prefer-offline'], example);
  run('npm', ['install', '--no-save', '--prefer-offline', './ask-cards.tgz'], example);
});

step('the installed ask-cards is this build', () => {
  const installed = join(example, 'node_modules/ask-cards');
  for (const file of ['package.json', 'dist/ai-sdk.js', 'dist/core.js', 'dist/styles.css']) {
    if (!readFileSync(join(installed, file)).equals(readFileSync(join(root, file)))) {
      throw new Error(
        `node_modules/ask-cards/${file} differs from the repo's: a stale tarball was installed`,
      );
    }
  }
});

step('the AI SDK versions', () => {
  for (const name of ['ai', '@ai-sdk/react', 'react']) {
    const { version } = JSON.parse(
      readFileSync(join(example, 'node_modules', name, 'package.json'), 'utf8'),
    );
    console.log(`${name.padEnd(14)} ${version}`);
  }
});

step('build (tsc --noEmit, vite build)', () => run('npm', ['run', 'build'], example));
step('smoke test in Chromium', () => run(process.execPath, ['smoke.mjs'], example));

console.log(`\nexamples/ai-sdk-chat ok\n  ${timings.join('\n  ')}`);
