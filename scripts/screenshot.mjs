// `npm run screenshot`: docs/images/ask-card.png, the README's picture of a card. Storybook's
// Components/AskCard › Pending story, rendered with the Storybook preview (theme wrapper,
// styles.css) in a page Vite builds, photographed in Debian's Chromium (scripts/chromium.mjs;
// nothing is downloaded). Run it after a change to the card's look and commit the image.
//
//   npm run screenshot [-- --out <file.png>]
import react from '@vitejs/plugin-react';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { build } from 'vite';
import { chromiumLaunchOptions, serveStatic } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const flag = process.argv.indexOf('--out');
const target = resolve(flag > 0 ? process.argv[flag + 1] : join(root, 'docs/images/ask-card.png'));
/** A phone-to-laptop width the card fills up to its 40rem cap; 2× pixels for sharp text. */
const VIEWPORT = { width: 560, height: 900 };
/** Page colour kept around the card, in CSS pixels. */
const MARGIN = 16;

const out = join(root, 'node_modules/.cache/ask-cards-screenshot');
await build({
  root: join(root, 'scripts/screenshot'),
  configFile: false,
  base: './',
  mode: 'production',
  logLevel: 'warn',
  plugins: [react()],
  build: {
    outDir: out,
    emptyOutDir: true,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 8192,
  },
});

const server = await serveStatic(out);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 2 });
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(`${server.origin}/index.html`);
  const card = page.locator('[data-scope="ask-card"][data-part="root"]').first();
  await card.waitFor();
  // Fonts loaded and two frames painted: the mount focus and layout have settled.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  if (problems.length) throw new Error(`the story page failed:\n${problems.join('\n')}`);
  const box = await card.boundingBox();
  if (!box) throw new Error('the card has no box: is the story rendering?');
  mkdirSync(dirname(target), { recursive: true });
  await page.screenshot({
    path: target,
    clip: {
      x: Math.max(0, box.x - MARGIN),
      y: Math.max(0, box.y - MARGIN),
      width: box.width + 2 * MARGIN,
      height: box.height + 2 * MARGIN,
    },
  });
  console.log(`${target}: ${Math.round(box.width)} × ${Math.round(box.height)} CSS px card`);
} finally {
  await browser.close();
  server.close();
}
