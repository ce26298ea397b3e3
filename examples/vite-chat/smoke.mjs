// Smoke test of the built example in real Chromium: `node smoke.mjs` after `npm run build` here.
//
// Serves dist/ on 127.0.0.1 (a tiny static server, no vite process to manage), opens it in
// Debian Chromium through playwright (the repo root's dev dependency; it never downloads a
// browser: CHROMIUM_PATH or /usr/bin/chromium) and walks the page as a user: the transcript is
// there, the card answers and shows its tool result, the dock keeps the composer's draft, a toast
// from another conversation opens it. Fails on any console error, page error, or request that
// leaves the page's origin (those are blocked, too).
import { fileURLToPath } from 'node:url';
import { assertEqual, expectText, smokeTest } from '../../scripts/example.mjs';

await smokeTest(fileURLToPath(new URL('.', import.meta.url)), async ({ page, origin, step }) => {
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
});
