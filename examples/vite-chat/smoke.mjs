// Smoke test of the built example in real Chromium: `node smoke.mjs` after `npm run build` here.
//
// Serves dist/ on 127.0.0.1 (a tiny static server, no vite process to manage), opens it in
// Debian Chromium through playwright (the repo root's dev dependency; it never downloads a
// browser: CHROMIUM_PATH or /usr/bin/chromium) and walks the page as a user: the transcript is
// there, the card answers and shows its tool result, the dock keeps the composer's draft, a toast
// from another conversation opens it. Fails on any console error, page error, or request that
// leaves the page's origin (those are blocked, too).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions, serveStatic } from '../../scripts/chromium.mjs';

const dist = fileURLToPath(new URL('./dist/', import.meta.url));
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` in examples/vite-chat first');
  process.exit(1);
}

// Unknown paths get index.html, as a single-page app's host would.
const server = await serveStatic(dist, { fallback: 'index.html' });
const origin = server.origin;
const browser = await chromium.launch(chromiumLaunchOptions);

const problems = [];
const steps = [];
async function step(name, fn) {
  const started = performance.now();
  await fn();
  steps.push(`  ok  ${name} (${Math.round(performance.now() - started)} ms)`);
}
function assertEqual(actual, expected, what) {
  if (actual !== expected)
    throw new Error(
      `${what}:\n  expected ${JSON.stringify(expected)}\n  received ${JSON.stringify(actual)}`,
    );
}
/** Waits until the locator's text is `expected` (the page updates asynchronously). */
async function expectText(locator, expected, what) {
  const deadline = Date.now() + 5_000;
  let text;
  do {
    text = (await locator.textContent({ timeout: 5_000 }))?.trim();
    if (text === expected) return;
    await new Promise((r) => setTimeout(r, 50));
  } while (Date.now() < deadline);
  assertEqual(text, expected, what);
}

try {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  page.setDefaultTimeout(5_000);
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(`${origin}/`) || url.startsWith('data:') || url.startsWith('blob:'))
      return route.continue();
    problems.push(`request leaving the origin: ${url}`);
    return route.abort();
  });

  await step('the page loads', async () => {
    await page.goto(origin);
    await page.getByRole('heading', { name: 'Release 2.3' }).waitFor();
  });

  const chat = page.getByRole('main', { name: 'Conversation' });

  await step('AskTranscript shows the earlier ask from its stored details', async () => {
    const transcript = chat.getByRole('region', { name: 'Earlier answers' });
    await transcript.getByText('release/2.3').waitFor();
    await transcript.getByText('macOS').waitFor();
  });

  await step('AskCard: choose, Next, choose two, Submit → the exact asktool result', async () => {
    await chat.getByRole('radio', { name: /Production/ }).click();
    await chat.getByRole('button', { name: 'Next' }).click();
    // A person reads the new question first; a press right after the step changed is taken for a double-click.
    await page.waitForTimeout(400);
    await chat.getByRole('checkbox', { name: 'Unit tests' }).click();
    await chat.getByRole('checkbox', { name: 'e2e' }).click();
    await chat.getByRole('button', { name: 'Submit' }).click();
    await expectText(
      page.getByTestId('tool-result-asktool'),
      'Which **environment** should I deploy *2.3* to?：Production\n---\nWhich checks should run first?：Unit tests、e2e',
      'the asktool tool result',
    );
    await chat.getByText('Thanks, deploying now.').waitFor();
  });

  await step(
    'AskDock: collapse, type a draft, expand, answer → the draft survives, the ask_user result shows',
    async () => {
      const composer = page.getByRole('textbox', { name: 'Message' });
      await page.getByRole('button', { name: 'Collapse question' }).click();
      await composer.fill('Ship it');
      await page.getByRole('button', { name: 'Expand question' }).click();
      await page.getByRole('radio', { name: /Keep a Changelog/ }).click();
      await page.getByRole('button', { name: 'Submit' }).click();
      const result = (await page.getByTestId('tool-result-ask_user').textContent())?.trim() ?? '';
      assertEqual(result.split('\n')[0], 'Changelog: Keep a Changelog', 'the ask_user text line');
      assertEqual(
        JSON.parse(result.slice(result.indexOf('{'))).status,
        'answered',
        'the ask_user status',
      );
      assertEqual(await composer.inputValue(), 'Ship it', 'the composer draft');
      await page.getByRole('button', { name: 'Send' }).click();
      await chat.getByText('Ship it').waitFor();
    },
  );

  await step(
    'AskToastProvider: an ask from another conversation toasts; clicking it opens that conversation',
    async () => {
      await page.getByRole('button', { name: 'Simulate ask from another conversation' }).click();
      const toast = page.locator('[data-part="toast"]').filter({ hasText: 'nightly build' });
      await toast.getByText('The assistant has a question').waitFor();
      await toast.locator('[data-part="toast-message"]').click();
      await page
        .getByRole('status')
        .filter({ hasText: 'Opened conversation' })
        .getByText('nightly-1')
        .waitFor();
      await toast.waitFor({ state: 'detached' });
    },
  );

  await step('no console error, no page error, no request off the origin', async () => {
    if (problems.length) throw new Error(problems.join('\n'));
  });
  console.log(
    `smoke test of examples/vite-chat in ${await browser.version()} (${origin}):\n${steps.join('\n')}`,
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
