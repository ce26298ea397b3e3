// Smoke test of the built example in real Chromium: `node smoke.mjs` after `npm run build` here.
//
// Serves dist/ on 127.0.0.1 and opens it in Debian Chromium through playwright (the repo root's
// dev dependency; CHROMIUM_PATH or /usr/bin/chromium, never a downloaded browser), then chats as
// a user, through roles and names: the model's ask_user call becomes a card, the answer reaches
// the model (its next turn says exactly which tool result it received), a message typed while a
// card waits does not break the next call, Stop resolves the card as stopped without a model
// call, an asktool answer reaches the model as its `content` text, and an invalid call reaches
// it as an error naming the field to fix. Fails on any console error or warning, page error, or
// request that leaves the page's origin (those are blocked, too).
import { fileURLToPath } from 'node:url';
import { assertEqual, expectValue, smokeTest } from '../../scripts/example.mjs';

await smokeTest(fileURLToPath(new URL('.', import.meta.url)), async ({ page, origin, step }) => {
  const chat = page.getByRole('main', { name: 'Conversation' });
  const composer = page.getByRole('textbox', { name: 'Message' });
  const card = chat.getByRole('group', { name: 'Question from the assistant' });
  const lastReply = () => chat.getByRole('article', { name: 'Assistant' }).last();
  /** The assistant's last turn: its text bubbles, one per line. */
  const replyText = async () => (await lastReply().locator('.bubble').allTextContents()).join('\n');
  const modelCalls = async () =>
    Number.parseInt(
      (await page.getByRole('status', { name: 'Model calls' }).textContent()) ?? '',
      10,
    );
  async function say(text) {
    await composer.fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
  }
  /** The last card's receipt says how it ended (and carries the outcome as data-reason). */
  async function expectOutcome(reason, label) {
    const receipt = chat.locator('[data-part="transcript"]').last();
    await receipt.getByRole('paragraph').filter({ hasText: label }).waitFor();
    assertEqual(await receipt.getAttribute('data-reason'), reason, 'the card outcome');
  }
  async function noErrorShown() {
    const shown = chat.getByRole('alert').filter({ hasText: 'Chat error' });
    assertEqual(await shown.count(), 0, 'chat errors on the page');
  }

  await step('the page loads', async () => {
    await page.goto(origin);
    await page.getByRole('heading', { name: 'AI SDK chat' }).waitFor();
    assertEqual(
      await page.getByRole('link', { name: 'ask_user (OpenClaw)' }).getAttribute('aria-current'),
      'page',
      'the ask_user scenario is current',
    );
  });

  await step(
    'ask_user: the card, answered by clicks → the model gets the exact result',
    async () => {
      await say('Deploy 2.3');
      await card.getByRole('radio', { name: 'Production' }).waitFor();
      // ask-cards/styles.css paints the card in the light theme (a bundler that breaks the
      // theme's colours leaves them transparent).
      assertEqual(
        await card.evaluate((element) => {
          const style = getComputedStyle(element);
          return `${style.backgroundColor} / ${style.borderTopColor}`;
        }),
        'rgb(255, 255, 255) / rgb(221, 225, 230)',
        "the card's surface and border",
      );
      await card.getByRole('radio', { name: 'Production' }).click();
      // A single choice moves on to the next question by itself.
      await card.getByRole('heading', { name: /Which checks should run first/ }).waitFor();
      // A person reads the new question first; a press right after the step changed is taken for a
      // double-click.
      await page.waitForTimeout(400);
      await card.getByRole('checkbox', { name: 'Unit tests' }).click();
      await card.getByRole('checkbox', { name: 'e2e' }).click();
      await card.getByRole('button', { name: 'Submit' }).click();
      await expectValue(
        replyText,
        'ask_user result (json): ' +
          JSON.stringify({
            status: 'answered',
            answers: {
              answers: {
                deploy_target: { answers: ['Production'] },
                checks: { answers: ['Unit tests', 'e2e'] },
              },
            },
          }),
        "the model's second turn",
      );
      // The card became its receipt: the answers, read-only.
      const receipt = lastReply().getByRole('list', { name: 'Questions and answers' });
      for (const answer of ['Production', 'Unit tests', 'e2e'])
        await receipt.getByRole('listitem').filter({ hasText: answer }).last().waitFor();
      assertEqual(await chat.getByRole('radio').count(), 0, 'radios left after the answer');
      assertEqual(await modelCalls(), 2, 'model calls (the ask, then the answer)');
      await noErrorShown();
    },
  );

  await step('typed while the card waits: answered in the chat, the next call works', async () => {
    await say('Deploy 2.4');
    await card.getByRole('radio', { name: 'Staging' }).waitFor();
    await say('Use production, skip the checks');
    await expectValue(
      replyText,
      [
        'ask_user result (json): {"status":"no_answer"}',
        'You wrote in the chat: “Use production, skip the checks”. Noted.',
      ].join('\n'),
      "the model's reply to the chat message",
    );
    await expectOutcome('repliedInChat', 'Answered in the chat');
    // One call for the ask, one for the user's message; none for the resolved card.
    assertEqual(await modelCalls(), 4, 'model calls');
    await noErrorShown();
  });

  await step(
    'Stop while the card waits: stopped, and no model call until the user writes',
    async () => {
      await say('Deploy 2.5');
      await card.getByRole('radio', { name: 'Staging' }).waitFor();
      await page.getByRole('button', { name: 'Stop' }).click();
      await expectOutcome('stopped', 'Stopped');
      assertEqual(
        await page.getByRole('button', { name: 'Stop' }).isDisabled(),
        true,
        'Stop with nothing left to stop',
      );
      await say('Carry on');
      await expectValue(
        replyText,
        [
          'ask_user result (json): {"status":"no_answer"}',
          'You wrote in the chat: “Carry on”. Noted.',
        ].join('\n'),
        "the model's reply after the stop",
      );
      // 5: the ask; 6: "Carry on". A call after Stop would make it 7.
      assertEqual(await modelCalls(), 6, 'model calls');
      await noErrorShown();
    },
  );

  await step('asktool: answered by keyboard → the model gets the content text', async () => {
    await page.getByRole('link', { name: 'asktool (Claude Code)' }).click();
    await page.waitForURL(`${origin}/?dialect=asktool`);
    await say('Paint the button');
    const question = card.getByRole('heading', { name: 'Which color should the button be?' });
    await question.waitFor();
    // The card takes focus when it arrives (the user was not typing): its question.
    await expectValue(
      () => question.evaluate((element) => element === document.activeElement),
      true,
      'the question has focus',
    );
    await page.waitForTimeout(400);
    await page.keyboard.press('2');
    assertEqual(
      await card.getByRole('radio', { name: 'Blue' }).getAttribute('aria-checked'),
      'true',
      'the digit 2 chose Blue',
    );
    await page.keyboard.press('Enter');
    await expectValue(
      replyText,
      'asktool result (text): Which color should the button be?：Blue',
      "the model's second turn",
    );
    // The card is gone: focus went to the composer, not to <body>.
    await expectValue(
      () => composer.evaluate((element) => element === document.activeElement),
      true,
      'the composer has focus',
    );
    assertEqual(await modelCalls(), 2, 'model calls');
    await noErrorShown();
  });

  await step('asktool typed while the card waits: the model gets the content text', async () => {
    await composer.fill('Paint it again');
    await composer.press('Enter');
    await card.getByRole('radio', { name: 'Green' }).waitFor();
    await composer.fill('Green, please');
    await composer.press('Enter');
    await expectValue(
      replyText,
      [
        'asktool result (text): Which color should the button be?：',
        'You wrote in the chat: “Green, please”. Noted.',
      ].join('\n'),
      "the model's reply to the chat message",
    );
    await expectOutcome('repliedInChat', 'Answered in the chat');
    assertEqual(await modelCalls(), 4, 'model calls');
    await noErrorShown();
  });

  await step('an invalid input: the model reads which field to fix, and asks again', async () => {
    await page.getByRole('link', { name: 'An invalid input, retried' }).click();
    await page.waitForURL(`${origin}/?dialect=ask_user&input=invalid`);
    await say('Deploy 2.6');
    // The retried call's card: the first one could not be shown.
    await card.getByRole('radio', { name: 'Staging' }).waitFor();
    const notice = chat.getByRole('alert').filter({ hasText: 'can’t be shown' });
    assertEqual(await notice.count(), 1, 'the notice for the invalid call');
    const [said] = await lastReply().locator('.bubble').allTextContents();
    assertEqual(
      said,
      `ask_user result (error-text): ${await notice.locator('pre').textContent()}`,
      'what the model read about its invalid call',
    );
    if (!said?.includes('questions[0].options'))
      throw new Error(`the error does not name the field to fix: ${said}`);
    await card.getByRole('radio', { name: 'Staging' }).click();
    await card.getByRole('heading', { name: /Which checks should run first/ }).waitFor();
    await page.waitForTimeout(400);
    await card.getByRole('checkbox', { name: 'Lint' }).click();
    await card.getByRole('button', { name: 'Submit' }).click();
    await expectValue(
      async () => (await lastReply().locator('.bubble').allTextContents()).at(-1),
      'ask_user result (json): ' +
        JSON.stringify({
          status: 'answered',
          answers: {
            answers: {
              deploy_target: { answers: ['Staging'] },
              checks: { answers: ['Lint'] },
            },
          },
        }),
      "the model's turn after the answer",
    );
    // The invalid call, the retry, the answer.
    assertEqual(await modelCalls(), 3, 'model calls');
    await noErrorShown();
  });
});
