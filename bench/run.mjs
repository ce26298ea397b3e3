// `npm run bench`: AskCard against the cards a user would build instead (issue 31), and every other
// figure as a ratio against a baseline measured in the same run, printed as Markdown tables. Not
// part of `npm test` (it takes a few minutes); no figure fails anything, the goals table says
// which goals are met.
//
//   node bench/run.mjs [--quick] [--json]
//
// - sizes: bench/size.mjs on dist/ (rebuilt first when src/ is newer);
// - everything else in Chromium (Debian's, or CHROMIUM_PATH; never downloaded): bench/browser is
//   built with Vite in production mode (and once more with react-dom's profiling build, for the
//   React Profiler commit count), served on 127.0.0.1, and driven with playwright. Times are
//   medians over interleaved rounds after a warm-up; texts are new each round unless "warm".
// - the peer cards (bench/browser/peers/) are also bundled alone with esbuild, for their JS size.
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
  ? { mount: 6, transcript: 3, toasts: 1, warmup: 2, slowMount: 4, presses: 6, limits: 2 }
  : { mount: 31, transcript: 11, toasts: 3, warmup: 5, slowMount: 11, presses: 33, limits: 5 };
// Presses per card come in blocks of 3 on a fresh mount, one option each (see the slow device).
R.pressBlock = 3;
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
const { measureSizes, bundle } = await import('./size.mjs');
const sizes = await measureSizes();
// Each contender alone, bundled as size.mjs bundles an import (React external); AskCard as a host
// imports it from the built package.
const peerFile = (file, name) =>
  `export { ${name} } from '${join(root, 'bench/browser/peers', file)}';`;
const PEER_CODE = {
  bare: peerFile('bare.tsx', 'Bare'),
  shadcn: peerFile('shadcn.tsx', 'ShadcnCard'),
  aria: peerFile('aria.tsx', 'AriaCard'),
  ark: peerFile('ark.tsx', 'ArkCard'),
  askcard: "export { AskCard } from 'ask-cards';",
};
const peerSizes = {};
for (const [name, code] of Object.entries(PEER_CODE)) peerSizes[name] = (await bundle(code)).bytes;

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

const pct = (values, p) => {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** The rotation `contest` in main.tsx uses: rotated every block, backwards every other cycle. */
function rotated(names, block) {
  const k = block % names.length;
  const order = [...names.slice(k), ...names.slice(0, k)];
  return Math.floor(block / names.length) % 2 ? order.reverse() : order;
}

let results;
try {
  const { page, errors } = await open('production');
  const reactVersion = await page.evaluate(() => window.__bench.react);
  const contenders = await page.evaluate(() => window.__bench.contenders);
  log(`peer cards: mount ×${R.mount} (stepper, stacked) of ${contenders.join(', ')}`);
  const peers = {};
  for (const layout of ['stepper', 'stacked'])
    peers[layout] = await page.evaluate(
      ([l, n, w]) => window.__bench.peers(l, n, w),
      [layout, R.mount, R.warmup],
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
  await p.waitForTimeout(450); // the card ignores presses for 300 ms after a step change
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
    ([n, w]) => window.__bench.peers('stepper', n, w),
    [R.slowMount, R.warmup],
  );
  // Presses, interleaved: each card in turn gets a fresh mount and a block of presses on the
  // first question's options (never the same option twice in a row, so no press is a
  // double-click), the order rotating every block. Block -1 is the warm-up.
  const pressed = contenders.filter((c) => c !== 'bare');
  const presses = Object.fromEntries(pressed.map((c) => [c, []]));
  const blocks = Math.ceil(R.presses / R.pressBlock);
  for (let block = -1; block < blocks; block++)
    for (const contender of rotated(pressed, block + 1)) {
      const selector = await slow.page.evaluate(
        ([c, salt]) => window.__bench.latencySetup(c, salt),
        [contender, `press${block}`],
      );
      await slow.page.waitForTimeout(100);
      const options = slow.page.locator(selector);
      for (let i = 0; i < (block < 0 ? R.warmup : R.pressBlock); i++) {
        await options.nth(i % 3).click();
        await slow.page.waitForTimeout(50);
      }
      const samples = await slow.page.evaluate(() => window.__bench.latencyRead());
      await slow.page.evaluate(() => window.__bench.latencyTeardown());
      if (block >= 0) presses[contender].push(...samples);
    }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  if (slow.errors.length)
    throw new Error(`the throttled page logged errors:\n${slow.errors.join('\n')}`);

  results = {
    chromium: browser.version(),
    throttle: THROTTLE,
    react: reactVersion,
    rounds: R,
    sizes,
    peerSizes,
    contenders,
    peers,
    slowMount,
    presses,
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

mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);

// ── 3. the tables ─────────────────────────────────────────────────────────────────────────────
const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
const ms = (n) => `${n.toFixed(2)} ms`;
const µs = (n) => `${n.toFixed(0)} µs`;
const ratioOf = (a, b) => a / b;
const x = (r) => `${r.toFixed(2)}×`;
const mark = (ok) => (ok === undefined ? '' : ok ? '✓' : '✗');

// The peers, side by side: every ratio against the shadcn-style card of the same run.
const NAMES = {
  bare: 'bare react-markdown + remark-gfm (no widget)',
  shadcn: 'shadcn-style card (Radix RadioGroup + Checkbox, react-markdown labels)',
  aria: 'the same card on react-aria-components',
  ark: 'the same card on Ark UI',
  askcard: '**AskCard**',
};
const BASE = 'shadcn';
const PRESSES = Math.ceil(R.presses / R.pressBlock) * R.pressBlock;
const mountOf = (contest, name) => median(contest.times[name]);
const vsBase = (contest, name) => x(ratioOf(mountOf(contest, name), mountOf(contest, BASE)));
const spread = (values) => `${ms(median(values))} (${ms(pct(values, 95))})`;
const peerLines = [
  `| card (3 q × 4 options, Markdown) | mount, stepper: median (p95) | vs ${BASE} | mount, stacked: median (p95) | vs ${BASE} | CPU ${THROTTLE}× slower: mount, stepper | vs ${BASE} | CPU ${THROTTLE}× slower: option press to next paint, median / p95 | DOM elements (stepper / stacked) | JS min+gz |`,
  '|---|---|---|---|---|---|---|---|---|---|',
  ...results.contenders.map((name) => {
    const { peers, slowMount, presses } = results;
    // A press that changed nothing on screen is not timed: say so when one was not.
    const untimed = PRESSES - (presses[name]?.length ?? 0);
    const press = presses[name]?.length
      ? `${ms(median(presses[name]))} / ${ms(pct(presses[name], 95))}` +
        (untimed ? ` (${untimed} of ${PRESSES} presses changed nothing)` : '')
      : '—';
    return `| ${NAMES[name] ?? name} | ${spread(peers.stepper.times[name])} | ${vsBase(peers.stepper, name)} | ${spread(peers.stacked.times[name])} | ${vsBase(peers.stacked, name)} | ${ms(mountOf(slowMount, name))} | ${vsBase(slowMount, name)} | ${press} | ${peers.stepper.elements[name]} / ${peers.stacked.elements[name]} | ${kB(results.peerSizes[name])} |`;
  }),
];

// Issue 31's goals, ✓/✗, and the earlier goals it keeps.
const goals = [];
const goal = (figure, value, baseline, ratio, target, ok) =>
  goals.push({ figure, value, baseline, ratio, target, ok: mark(ok) });
for (const layout of ['stepper', 'stacked']) {
  const contest = results.peers[layout];
  const r = ratioOf(mountOf(contest, 'askcard'), mountOf(contest, BASE));
  goal(
    `AskCard mount, ${layout}`,
    ms(mountOf(contest, 'askcard')),
    `${ms(mountOf(contest, BASE))} shadcn-style card`,
    x(r),
    '≤ 0.65×',
    r <= 0.65,
  );
}
const askPresses = results.presses.askcard;
goal(
  `AskCard option press to next paint, CPU ${THROTTLE}× slower, 95th percentile of ${askPresses.length}`,
  ms(pct(askPresses, 95)),
  `${ms(pct(results.presses[BASE], 95))} shadcn-style card`,
  x(ratioOf(pct(askPresses, 95), pct(results.presses[BASE], 95))),
  '≤ 33 ms',
  pct(askPresses, 95) <= 33,
);
goal(
  `AskCard option press to next paint, CPU ${THROTTLE}× slower, median of ${askPresses.length}`,
  ms(median(askPresses)),
  `${ms(median(results.presses[BASE]))} shadcn-style card`,
  x(ratioOf(median(askPresses), median(results.presses[BASE]))),
  '≤ 20 ms',
  median(askPresses) <= 20,
);
const t = ratioOf(median(results.cold.ours), median(results.cold.bare));
goal(
  `transcript of 200 asks (${results.cold.texts} texts, new texts)`,
  ms(median(results.cold.ours)),
  `${ms(median(results.cold.bare))} bare react-markdown`,
  x(t),
  '≤ 1.5×',
  t <= 1.5,
);
const tw = ratioOf(median(results.warm.ours), median(results.warm.bare));
goal(
  'transcript of 200 asks, same history again (parse cache warm)',
  ms(median(results.warm.ours)),
  `${ms(median(results.warm.bare))} bare react-markdown`,
  x(tw),
  '≤ 0.5×',
  tw <= 0.5,
);
const commits = results.clicks.map((c) => c.commits);
const parses = results.clicks.reduce((n, c) => n + c.parses, 0);
goal(
  `option click: React commits per click (${commits.length} clicks: radios, checkboxes, free text)`,
  commits.every((c) => c === commits[0]) ? `${commits[0]} each` : commits.join(', '),
  '—',
  '—',
  '1',
  commits.every((c) => c === 1),
);
goal(
  'option click: Markdown parses of unchanged text (sum)',
  String(parses),
  '—',
  '—',
  '0',
  parses === 0,
);
const oursToasts = results.toasts.ours;
const radixToasts = results.toasts.radix;
const mounted = Math.max(...oursToasts.map((r) => r.mounted));
goal(
  'toasts: 1,000 asks from 100 sessions, toasts mounted',
  String(mounted),
  `${Math.max(...radixToasts.map((r) => r.mounted))} plain Radix toasts`,
  '—',
  '≤ 100',
  mounted <= 100,
);

// Figures without a goal: what the goals issue 31 replaced measured (mount against bare
// react-markdown, imports against their dependency floor, own code), the worst valid cards, the
// toasts' speed.
const info = [];
const figure = (what, value, baseline, ratio) => info.push({ what, value, baseline, ratio });
for (const layout of ['stepper', 'stacked']) {
  const contest = results.peers[layout];
  figure(
    `AskCard mount, ${layout}, against bare react-markdown of the texts it shows`,
    ms(mountOf(contest, 'askcard')),
    `${ms(mountOf(contest, 'bare'))} bare react-markdown`,
    x(ratioOf(mountOf(contest, 'askcard'), mountOf(contest, 'bare'))),
  );
}
figure(
  `AskCard mount, stepper, CPU ${THROTTLE}× slower`,
  ms(mountOf(results.slowMount, 'askcard')),
  `${ms(mountOf(results.slowMount, 'bare'))} bare react-markdown`,
  x(ratioOf(mountOf(results.slowMount, 'askcard'), mountOf(results.slowMount, 'bare'))),
);
for (const l of results.limits)
  figure(
    `the largest valid \`${l.dialect}\` card, ${l.layout} (every field at its limit)`,
    ms(median(l.ours)),
    `${ms(median(l.bare))} the 3 q × 4 options card`,
    x(ratioOf(median(l.ours), median(l.bare))),
  );
const perCall = median(oursToasts.map((r) => (r.ms / 1000) * 1000)); // 1,000 calls: µs per call
const perCallRadix = median(radixToasts.map((r) => (r.ms / 1000) * 1000));
figure(
  'toasts: time per `notifyAsk` call (committed)',
  µs(perCall),
  `${µs(perCallRadix)} per plain Radix toast`,
  x(perCall / perCallRadix),
);
for (const s of results.sizes) {
  figure(
    `size: \`${s.code.replace(/^export /, 'import ').replace(/;$/, '')}\` (own code ${kB(s.own)}), min+gz`,
    kB(s.bytes),
    s.floorOf.length ? `${kB(s.floor)} ${s.floorOf.join(' + ')}` : 'no dependency',
    s.ratio === undefined ? '—' : x(s.ratio),
  );
}

const lines = [
  `Peer cards, one interleaved run; ratios against the shadcn-style card (p95 in brackets).`,
  '',
  ...peerLines,
  '',
  '| goal (issue 31, and the earlier ones it keeps) | ask-cards | baseline (same run) | ratio | goal | |',
  '|---|---|---|---|---|---|',
  ...goals.map(
    (g) => `| ${g.figure} | ${g.value} | ${g.baseline} | ${g.ratio} | ${g.target} | ${g.ok} |`,
  ),
  '',
  '| figure (no goal) | ask-cards | baseline (same run) | ratio |',
  '|---|---|---|---|',
  ...info.map((f) => `| ${f.what} | ${f.value} | ${f.baseline} | ${f.ratio} |`),
  '',
  `Chromium ${results.chromium}, React ${results.react} production build, ${process.platform} ${process.arch}, Node ${process.version}. ` +
    `Medians: mounts of ${R.mount} rounds (${R.slowMount} at CPU ${THROTTLE}× slower), presses of ${PRESSES} per card, transcripts of ${R.transcript}, toasts of ${R.toasts} (after ${R.warmup} warm-up rounds).` +
    (QUICK ? ' **--quick: too few rounds to quote.**' : ''),
  'JS min+gz: each card bundled alone with esbuild as bench/size.mjs bundles (React external); AskCard from the built package. ' +
    'Size floors: exactly the packages that import needs, alone, bundled the same way (bench/size.mjs).',
];
const table = lines.join('\n');
writeFileSync(join(root, 'bench/results/latest.md'), `${table}\n`);
console.log(process.argv.includes('--json') ? JSON.stringify(results, null, 2) : table);
