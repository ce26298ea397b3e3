// `npm run bench`: every figure of issue #7 as a ratio against a baseline measured in the same run,
// printed as one Markdown table. Not part of `npm test` (it takes a minute or two); no figure
// fails anything, the table says which goals are met.
//
//   node bench/run.mjs [--quick] [--json]
//
// - sizes: bench/size.mjs on dist/ (rebuilt first when src/ is newer);
// - everything else in Chromium (Debian's, or CHROMIUM_PATH; never downloaded): bench/browser is
//   built with Vite in production mode (and once more with react-dom's profiling build, for the
//   React Profiler commit count), served on 127.0.0.1, and driven with playwright. Times are
//   medians over interleaved rounds after a warm-up; texts are new each round unless "warm".
// Results also go to bench/results/latest.{md,json} (gitignored).
import react from '@vitejs/plugin-react';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { build } from 'vite';
import { chromiumLaunchOptions, serveStatic } from '../scripts/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const QUICK = process.argv.includes('--quick');
const R = QUICK
  ? { mount: 6, transcript: 3, toasts: 1, warmup: 2, slowMount: 4, presses: 8, limits: 2 }
  : { mount: 31, transcript: 11, toasts: 3, warmup: 5, slowMount: 11, presses: 31, limits: 5 };
const THROTTLE = 4; // Chromium's CPU slowdown for the slow-device rows (CDP)
const log = (...args) => console.error(...args); // progress on stderr, the table on stdout

// ── 1. a fresh build, then sizes ──────────────────────────────────────────────────────────────
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}
const built = existsSync(join(root, 'dist/index.js'))
  ? statSync(join(root, 'dist/index.js')).mtimeMs
  : 0;
const sources = Math.max(
  newest(join(root, 'src')),
  statSync(join(root, 'tsup.config.ts')).mtimeMs,
  statSync(join(root, 'package.json')).mtimeMs,
);
if (built < sources) {
  log('dist/ is missing or older than src/: npm run build');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 2, 2] });
}
log('measuring sizes (esbuild, min+gzip)');
const { measureSizes } = await import('./size.mjs');
const sizes = await measureSizes();

// ── 2. the Chromium page, built twice ─────────────────────────────────────────────────────────
const out = join(root, 'node_modules/.cache/ask-cards-bench');
for (const flavour of ['production', 'profiling']) {
  log(`building bench/browser (${flavour})`);
  await build({
    root: join(root, 'bench/browser'),
    configFile: false,
    base: './',
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    // react-dom's profiling build is its production build with the Profiler's callbacks on.
    resolve:
      flavour === 'profiling'
        ? { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] }
        : {},
    build: {
      outDir: join(out, flavour),
      emptyOutDir: true,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 4096,
    },
  });
}

// Cross-origin isolated, so performance.now() has 5 µs resolution instead of 100 µs.
const server = await serveStatic(out, {
  headers: {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-embedder-policy': 'require-corp',
  },
});
const origin = server.origin;

const browser = await chromium.launch(chromiumLaunchOptions);

async function open(flavour) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${origin}/${flavour}/index.html`);
  await page.waitForSelector('body[data-ready]', { state: 'attached' });
  if (!(await page.evaluate(() => crossOriginIsolated)))
    log('warning: the page is not cross-origin isolated; timer resolution is 100 µs');
  return { page, errors };
}

const median = (values) => {
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

let results;
try {
  const { page, errors } = await open('production');
  const reactVersion = await page.evaluate(() => window.__bench.react);
  log(`AskCard mount ×${R.mount} (stepper, stacked)`);
  const stepper = await page.evaluate(
    ([n, w]) => window.__bench.mount('stepper', n, w),
    [R.mount, R.warmup],
  );
  const stacked = await page.evaluate(
    ([n, w]) => window.__bench.mount('stacked', n, w),
    [R.mount, R.warmup],
  );
  log(`transcript of 200 asks ×${R.transcript} (cold, warm)`);
  const cold = await page.evaluate(
    ([n, w]) => window.__bench.transcript('cold', 200, n, w),
    [R.transcript, R.warmup],
  );
  const warm = await page.evaluate(
    ([n, w]) => window.__bench.transcript('warm', 200, n, w),
    [R.transcript, R.warmup],
  );
  const limits = [];
  const dialects = await page.evaluate(() => window.__bench.limitDialects);
  log(`the largest valid card of each dialect ×${R.limits} (${dialects.join(', ')})`);
  for (const dialect of dialects)
    for (const layout of ['stepper', 'stacked'])
      limits.push({
        dialect,
        layout,
        ...(await page.evaluate(
          ([d, l, n, w]) => window.__bench.limits(d, l, n, w),
          [dialect, layout, R.limits, R.warmup],
        )),
      });
  log(`toasts: 1,000 asks from 100 sessions ×${R.toasts}`);
  const toasts = await page.evaluate((n) => window.__bench.toasts(1000, 100, n), R.toasts);
  if (errors.length) throw new Error(`the bench page logged errors:\n${errors.join('\n')}`);

  log('option clicks (profiling build, real mouse)');
  const profiling = await open('profiling');
  const p = profiling.page;
  await p.evaluate(() => window.__bench.clickSetup());
  const clicks = [];
  const measureClick = async (name, locator) => {
    await p.evaluate(() => window.__bench.clickMark());
    await locator.click();
    clicks.push({ name, ...(await p.evaluate(() => window.__bench.clickRead())) });
  };
  await measureClick('radio option 2', p.getByRole('radio').nth(1));
  await measureClick('radio option 3', p.getByRole('radio').nth(2));
  await measureClick(
    '"Enter another answer" radio',
    p.getByRole('radio', { name: 'Enter another answer' }),
  );
  // Next shows once the free text is filled in
  await p.getByRole('textbox').first().fill('bench answer');
  await p.getByRole('button', { name: 'Next' }).click();
  await p.waitForTimeout(450); // the card ignores presses for 400 ms after a step change
  await measureClick('checkbox option 1', p.getByRole('checkbox').nth(0));
  await measureClick('checkbox option 3', p.getByRole('checkbox').nth(2));
  await measureClick('checkbox option 1 again (uncheck)', p.getByRole('checkbox').nth(0));
  await p.evaluate(() => window.__bench.clickTeardown());
  if (profiling.errors.length)
    throw new Error(`the profiling page logged errors:\n${profiling.errors.join('\n')}`);

  log(`slow device: CPU throttled ${THROTTLE}×, mount ×${R.slowMount}, presses ×${R.presses}`);
  const slow = await open('production');
  const cdp = await slow.page.context().newCDPSession(slow.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const slowMount = await slow.page.evaluate(
    ([n, w]) => window.__bench.mount('stepper', n, w),
    [R.slowMount, R.warmup],
  );
  await slow.page.evaluate(() => window.__bench.latencySetup());
  const radios = slow.page.getByRole('radio');
  for (let i = 0; i < R.presses + R.warmup; i++) {
    await radios.nth(i % 3).click();
    await slow.page.waitForTimeout(50);
  }
  const presses = (await slow.page.evaluate(() => window.__bench.latencyRead())).slice(R.warmup);
  await slow.page.evaluate(() => window.__bench.latencyTeardown());
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  if (slow.errors.length)
    throw new Error(`the throttled page logged errors:\n${slow.errors.join('\n')}`);

  results = {
    chromium: browser.version(),
    throttle: THROTTLE,
    slowMount,
    presses,
    react: reactVersion,
    rounds: R,
    sizes,
    stepper,
    stacked,
    cold,
    warm,
    toasts,
    clicks,
    limits,
  };
} finally {
  await browser.close();
  server.close();
}

// ── 3. one table ──────────────────────────────────────────────────────────────────────────────
const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
const ms = (n) => `${n.toFixed(2)} ms`;
const µs = (n) => `${n.toFixed(0)} µs`;
const ratioOf = (a, b) => a / b;
const x = (r) => `${r.toFixed(2)}×`;
const mark = (ok) => (ok === undefined ? '' : ok ? '✓' : '✗');
const rows = [];
const row = (figure, value, baseline, ratio, goal, ok) =>
  rows.push({ figure, value, baseline, ratio, goal, ok: mark(ok) });

for (const s of sizes) {
  if (s.floor === undefined) {
    row(`size: ${s.what}, min+gz`, kB(s.bytes), '—', '—', `≤ ${kB(s.goal)}`, s.bytes <= s.goal);
    continue;
  }
  row(
    `size: \`${s.code.replace(/^export /, 'import ').replace(/;$/, '')}\` (own code ${kB(s.own)}), min+gz`,
    kB(s.bytes),
    s.floorOf.length ? `${kB(s.floor)} ${s.floorOf.join(' + ')}` : 'no dependency',
    s.ratio === undefined ? '—' : x(s.ratio),
    s.goal === undefined ? '' : `≤ ${s.goal}×`,
    s.goal === undefined ? undefined : s.ratio <= s.goal,
  );
}
for (const [name, m] of [
  ['stepper', results.stepper],
  ['stacked', results.stacked],
]) {
  const r = ratioOf(median(m.ours), median(m.bare));
  row(
    `AskCard mount, ${name} (3 q × 4 options, Markdown; ${m.texts} texts shown)`,
    ms(median(m.ours)),
    `${ms(median(m.bare))} bare react-markdown`,
    x(r),
    '≤ 1.25×',
    r <= 1.25,
  );
}
for (const l of results.limits) {
  row(
    `the largest valid \`${l.dialect}\` card, ${l.layout} (every field at its limit)`,
    ms(median(l.ours)),
    `${ms(median(l.bare))} the 3 q × 4 options card`,
    x(ratioOf(median(l.ours), median(l.bare))),
    '',
    undefined,
  );
}
const commits = results.clicks.map((c) => c.commits);
const parses = results.clicks.reduce((n, c) => n + c.parses, 0);
const sameCommits = commits.every((c) => c === commits[0]);
row(
  `option click: React commits per click (${commits.length} clicks: radios, checkboxes, free text)`,
  sameCommits ? `${commits[0]} each` : commits.join(', '),
  '—',
  '—',
  '1',
  commits.every((c) => c === 1),
);
row(
  'option click: Markdown parses of unchanged text (sum)',
  String(parses),
  '—',
  '—',
  '0',
  parses === 0,
);
const t = ratioOf(median(results.cold.ours), median(results.cold.bare));
row(
  `transcript of 200 asks (${results.cold.texts} texts, new texts)`,
  ms(median(results.cold.ours)),
  `${ms(median(results.cold.bare))} bare react-markdown`,
  x(t),
  '≤ 1.5×',
  t <= 1.5,
);
const tw = ratioOf(median(results.warm.ours), median(results.warm.bare));
row(
  'transcript of 200 asks, same history again (parse cache warm)',
  ms(median(results.warm.ours)),
  `${ms(median(results.warm.bare))} bare react-markdown`,
  x(tw),
  '≤ 0.5×',
  tw <= 0.5,
);
const pct = (values, p) => {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const FRAME = 16;
for (const [label, value] of [
  ['median', median(results.presses)],
  ['95th percentile', pct(results.presses, 95)],
]) {
  row(
    `slow device (CPU ${results.throttle}× slower): option press to next paint, ${label} of ${results.presses.length}`,
    ms(value),
    `${FRAME} ms frame`,
    x(value / FRAME),
    '≤ 1×',
    value <= FRAME,
  );
}
const sm = ratioOf(median(results.slowMount.ours), median(results.slowMount.bare));
row(
  `slow device (CPU ${results.throttle}× slower): AskCard mount, stepper`,
  ms(median(results.slowMount.ours)),
  `${ms(median(results.slowMount.bare))} bare react-markdown`,
  x(sm),
  '≤ 1.25×',
  sm <= 1.25,
);
const oursToasts = results.toasts.ours;
const radixToasts = results.toasts.radix;
const mounted = Math.max(...oursToasts.map((r) => r.mounted));
row(
  'toasts: 1,000 asks from 100 sessions, toasts mounted',
  String(mounted),
  `${Math.max(...radixToasts.map((r) => r.mounted))} plain Radix toasts`,
  '—',
  '≤ 100',
  mounted <= 100,
);
const perCall = median(oursToasts.map((r) => (r.ms / 1000) * 1000));
const perCallRadix = median(radixToasts.map((r) => (r.ms / 1000) * 1000));
row(
  'toasts: time per `notifyAsk` call (committed)',
  µs(perCall),
  `${µs(perCallRadix)} per plain Radix toast`,
  x(perCall / perCallRadix),
  '',
  undefined,
);

const lines = [
  '| figure | ask-cards | baseline (same run) | ratio | goal | |',
  '|---|---|---|---|---|---|',
  ...rows.map(
    (r) => `| ${r.figure} | ${r.value} | ${r.baseline} | ${r.ratio} | ${r.goal} | ${r.ok} |`,
  ),
  '',
  `Chromium ${results.chromium}, React ${results.react} production build, ${process.platform} ${process.arch}, Node ${process.version}. ` +
    `Medians: mounts of ${R.mount} rounds, transcripts of ${R.transcript}, toasts of ${R.toasts} (after ${R.warmup} warm-up rounds).` +
    (QUICK ? ' **--quick: too few rounds to quote.**' : ''),
  'Size floors: exactly the packages that import needs, alone, bundled the same way (bench/size.mjs).',
];
const table = lines.join('\n');
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/latest.md'), `${table}\n`);
writeFileSync(join(root, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(process.argv.includes('--json') ? JSON.stringify(results, null, 2) : table);
