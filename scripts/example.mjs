// What the example apps' tests share (examples/*/test.mjs and smoke.mjs): the packaging test
// (what a user gets from npm, installed into a real Vite app and built) and the smoke test's
// harness (the built page in Debian Chromium, failing on any console error or warning, page
// error, or request that leaves the page's origin).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions, serveStatic } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The packaging test of the example in `example` (a folder path), after `npm run build` at the
 * repo root:
 *   1. `npm pack` the repo into `<example>/ask-cards.tgz` (a fixed, gitignored name), without
 *      `prepack`: the dist/ just built is what gets packed;
 *   2. `npm ci` the example's own dependencies (its lockfile), then `npm install --no-save` the
 *      tarball: ask-cards stays out of the example's package.json and lockfile, whose integrity
 *      would change with every build (and npm would then serve the cached old tarball);
 *   3. check the installed package is this build, byte for byte (`files`, and package.json);
 *   4. print the installed versions of `versions`;
 *   5. `npm run build` there: `tsc --noEmit` against the packed .d.ts, then `vite build`;
 *   6. `node smoke.mjs`: the built page in Chromium.
 */
export function testExample(example, { files, versions = [], script }) {
  const name = `examples/${basename(example)}`;
  const tarball = join(example, 'ask-cards.tgz');
  const env = {
    ...process.env,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
  };
  const timings = [];
  const step = (title, fn) => {
    const started = performance.now();
    console.log(`\n--> ${title}`);
    fn();
    timings.push(`${title}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  const run = (cmd, args, cwd, stdio = 'inherit') =>
    execFileSync(cmd, args, { cwd, env, stdio, encoding: 'utf8' });

  if (!existsSync(join(root, 'dist/index.js'))) {
    console.error(
      `dist/ is missing: run \`npm run build\` at the repo root first (\`npm run ${script}\` does)`,
    );
    process.exit(1);
  }

  step('npm pack', () => {
    rmSync(tarball, { force: true });
    const out = run(
      'npm',
      ['pack', '--json', '--ignore-scripts', '--pack-destination', example],
      root,
      ['ignore', 'pipe', 'inherit'],
    );
    const [packed] = JSON.parse(out);
    renameSync(join(example, packed.filename), tarball);
    const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
    console.log(
      `${packed.filename}: ${packed.entryCount} files, ` +
        `${kB(packed.size)} packed, ${kB(packed.unpackedSize)} unpacked`,
    );
  });

  step('install (npm ci, then the tarball)', () => {
    run('npm', ['ci', '--prefer-offline'], example);
    run('npm', ['install', '--no-save', '--prefer-offline', './ask-cards.tgz'], example);
  });

  step('the installed ask-cards is this build', () => {
    const installed = join(example, 'node_modules/ask-cards');
    for (const file of ['package.json', ...files]) {
      if (!readFileSync(join(installed, file)).equals(readFileSync(join(root, file))))
        throw new Error(
          `node_modules/ask-cards/${file} differs from the repo's: a stale tarball was installed`,
        );
    }
    for (const dependency of versions) {
      const manifest = join(example, 'node_modules', dependency, 'package.json');
      console.log(`${dependency.padEnd(14)} ${JSON.parse(readFileSync(manifest, 'utf8')).version}`);
    }
  });

  step('build (tsc --noEmit, vite build)', () => run('npm', ['run', 'build'], example));
  step('smoke test in Chromium', () => run(process.execPath, ['smoke.mjs'], example));

  console.log(`\n${name} ok\n  ${timings.join('\n  ')}`);
}

export function assertEqual(actual, expected, what) {
  if (actual !== expected)
    throw new Error(
      `${what}:\n  expected ${JSON.stringify(expected)}\n  received ${JSON.stringify(actual)}`,
    );
}

/** Waits until `read()` returns `expected` (the page updates asynchronously). */
export async function expectValue(read, expected, what) {
  const deadline = Date.now() + 5_000;
  let value;
  do {
    value = await read();
    if (value === expected) return;
    await new Promise((r) => setTimeout(r, 50));
  } while (Date.now() < deadline);
  assertEqual(value, expected, what);
}

/** Waits until the locator's trimmed text is `expected`. */
export const expectText = (locator, expected, what) =>
  expectValue(async () => (await locator.textContent({ timeout: 5_000 }))?.trim(), expected, what);

/**
 * The smoke test of the example in `example`, after `npm run build` there: serves its dist/ on
 * 127.0.0.1 (unknown paths get index.html, as a single-page app's host would), opens a page in
 * Debian Chromium through playwright (CHROMIUM_PATH or /usr/bin/chromium, never a downloaded
 * browser) and runs `walk({ page, origin, step })`. Fails on any console error or warning, page
 * error, or request that leaves the page's origin (those are blocked, too).
 */
export async function smokeTest(example, walk) {
  const name = `examples/${basename(example)}`;
  const dist = join(example, 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`dist/ is missing: run \`npm run build\` in ${name} first`);
    process.exit(1);
  }
  const server = await serveStatic(dist, { fallback: 'index.html' });
  const origin = server.origin;
  const browser = await chromium.launch(chromiumLaunchOptions);
  const problems = [];
  const steps = [];
  async function step(title, fn) {
    const started = performance.now();
    await fn();
    steps.push(`  ok  ${title} (${Math.round(performance.now() - started)} ms)`);
  }
  try {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    page.setDefaultTimeout(5_000);
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`console.${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(`${origin}/`) || url.startsWith('data:') || url.startsWith('blob:'))
        return route.continue();
      problems.push(`request leaving the origin: ${url}`);
      return route.abort();
    });

    await walk({ page, origin, step });

    await step('no console error or warning, no page error, no request off the origin', () => {
      if (problems.length) throw new Error(problems.join('\n'));
    });
    console.log(
      `smoke test of ${name} in ${await browser.version()} (${origin}):\n${steps.join('\n')}`,
    );
  } catch (error) {
    console.error(steps.join('\n'));
    console.error(`FAILED: ${error.message}`);
    if (problems.length) console.error(problems.join('\n'));
    process.exitCode = 1;
  } finally {
    await browser.close();
    server.close();
  }
}
