// Issue 26: a plain-text reply answers through the machine, with every rule the card obeys, and
// reads the reply forms OpenClaw's own channels read.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseElicitRequest } from '../core/adapters/elicitation/schema';
import { parseGeminiAskUserInput } from '../core/adapters/gemini-ask-user';
import { parseRequestUserInputParams } from '../core/adapters/request-user-input/schema';
import { createAskState } from '../core/dialects';
import { zhCN } from '../core/messages';
import { resolveAsk } from '../core/dialects';
import type { AskEvent, AskRequest } from '../core/types';
import { parseReply } from './reply';
import { deployAndNotify, mcpRegionForm } from './test-fixtures';
import { renderPromptText } from './text';

/** The MCP form of the issue: a titled enum and a required integer 1-5. */
const regionForm = mcpRegionForm({
  mode: 'form',
  more: { replicas: { type: 'integer', title: 'Replicas', minimum: 1, maximum: 5 } },
  required: ['region', 'replicas'],
});

/** An MCP confirmation: a form of no fields, answered yes or no. */
const confirm = parseElicitRequest({
  mode: 'form',
  message: 'Delete the branch?',
  requestedSchema: { type: 'object', properties: {} },
});

/** A Codex prompt: `env` picks staging (Safe) or prod (Live), spelt as given, then `more`. */
function codexEnvPrompt(
  [staging, prod]: [string, string],
  more: { id: string; header: string; question: string; isSecret?: boolean }[],
): AskRequest {
  return parseRequestUserInputParams({
    questions: [
      {
        id: 'env',
        header: 'Env',
        question: 'Which environment?',
        options: [
          { label: staging, description: 'Safe' },
          { label: prod, description: 'Live' },
        ],
      },
      ...more,
    ],
  });
}

/** What the card gives for the same answers: the machine driven as a person clicking. */
function cardResult(request: AskRequest, events: AskEvent[]) {
  return resolveAsk(createAskState(request, undefined, { layout: 'stacked' }), [
    ...events,
    { type: 'submitAll' },
  ]).resolution;
}

describe('issue 26 #1/#3: a reply answers an MCP form as the card does', () => {
  it('issue 26 #3: a title picks its value; the result carries the const, the integer typed', () => {
    const card = cardResult(regionForm, [
      { type: 'toggle', option: 1, question: 0 },
      { type: 'setOtherText', text: '3', question: 1 },
    ]);
    expect(card?.result).toEqual({
      action: 'accept',
      content: { region: 'us-east-1', replicas: 3 },
    });
    for (const reply of [
      'region: Virginia\nreplicas: 3',
      'region: 2\nreplicas: 3',
      'Virginia\n3',
    ]) {
      const read = parseReply(regionForm, reply);
      expect(read.ok, reply).toBe(true);
      if (!read.ok) continue;
      expect(read.resolution.result).toEqual(card!.result);
      expect(read.resolution.content).toBe(card!.content);
      expect(read.resolution.details).toEqual(card!.details);
    }
  });

  it('issue 26 #3: a closed choice refuses what is not one of its choices, naming them', () => {
    const read = parseReply(regionForm, 'region: Mars\nreplicas: 3');
    expect(read).toMatchObject({ ok: false, error: { code: 'not_a_choice', question: 'region' } });
    expect(!read.ok && read.error.message).toBe(
      "The answer was not accepted: question 'region' takes one of its choices (1. Ireland, 2. Virginia). The question is still open, so reply again with a number or a choice.",
    );
    // Nothing recorded: the state is the fresh one.
    expect(!read.ok && read.state.entries.every((e) => e.status === 'unanswered')).toBe(true);
  });

  it('issue 26 #3: a required integer must be answered, and be an integer in range', () => {
    expect(parseReply(regionForm, 'region: 1')).toMatchObject({
      ok: false,
      error: { code: 'required', question: 'replicas' },
    });
    const lots = parseReply(regionForm, 'region: Mars\nreplicas: lots');
    expect(lots.ok).toBe(false);
    const word = parseReply(regionForm, 'region: 1\nreplicas: lots');
    expect(word).toMatchObject({ ok: false, error: { code: 'invalid_answer' } });
    expect(!word.ok && word.error.message).toBe(
      "The answer was not accepted: question 'replicas': Enter a number. The question is still open, so reply again.",
    );
    expect(parseReply(regionForm, 'region: 1\nreplicas: 2.5')).toMatchObject({
      ok: false,
      error: { code: 'invalid_answer' },
    });
    expect(parseReply(regionForm, 'region: 1\nreplicas: 9')).toMatchObject({
      ok: false,
      error: { code: 'invalid_answer' },
    });
  });

  it('issue 26 #3: refusals are localized', () => {
    const read = parseReply(regionForm, 'region: Mars\nreplicas: 3', { messages: 'zh-CN' });
    expect(!read.ok && read.error.message).toBe(
      zhCN.channelReplyNotAChoice({ question: 'region', choices: '1. Ireland, 2. Virginia' }),
    );
  });

  it('issue 26 #3: the prompt shows the message, and no own-answer hint on a closed choice', () => {
    const text = renderPromptText(regionForm);
    expect(text).toContain('Where should the cluster run?');
    expect(text).toContain('1. Ireland\n2. Virginia');
    expect(text.split('[region]')[1]!.split('[replicas]')[0]).not.toContain('your own answer');
  });

  it('issue 26 #3: a form with one closed question says to reply with a choice only', () => {
    const one = parseElicitRequest({
      mode: 'form',
      message: 'Pick a region',
      requestedSchema: {
        type: 'object',
        properties: { region: { type: 'string', enum: ['eu', 'us'] } },
        required: ['region'],
      },
    });
    expect(renderPromptText(one)).not.toContain('own answer');
    expect(renderPromptText(one)).toContain('Reply with the number or the option text.');
  });

  it('issue 26 #1: a confirmation (no fields) is accepted with yes and declined with no', () => {
    const text = renderPromptText(confirm);
    expect(text).toContain('Delete the branch?');
    expect(text).toContain('Reply "yes" to accept or "no" to decline.');
    expect(parseReply(confirm, 'Yes')).toMatchObject({
      ok: true,
      resolution: { result: { action: 'accept', content: {} } },
    });
    expect(parseReply(confirm, 'no')).toMatchObject({
      ok: true,
      resolution: { result: { action: 'decline' } },
    });
    expect(parseReply(confirm, '是', { messages: 'zh-CN' })).toMatchObject({ ok: true });
    expect(parseReply(confirm, 'maybe')).toMatchObject({
      ok: false,
      error: { code: 'not_confirmation' },
    });
  });
});

describe('issue 26 #3: a secret is never asked over a channel', () => {
  const codex = codexEnvPrompt(
    ['staging', 'prod'],
    [{ id: 'token', header: 'Token', question: 'Paste the API token', isSecret: true }],
  );

  it('the prompt says to answer it in the app, and lists no way to answer it here', () => {
    const text = renderPromptText(codex);
    expect(text).toContain("Answer 'token' in the app");
    expect(text).not.toContain('token: …');
  });

  it('the other answers are recorded; the secret stays pending for the card', () => {
    const read = parseReply(codex, '1');
    expect(read).toMatchObject({ ok: false, error: { code: 'answer_in_app', question: 'token' } });
    if (read.ok) return;
    expect(read.state.status).toBe('pending');
    expect(read.state.entries[0]!.status).toBe('answered');
    expect(read.state.entries[1]!.status).toBe('unanswered');
  });

  it('a secret typed into the chat anyway is never recorded', () => {
    const read = parseReply(codex, 'env: 1\ntoken: sk-live-123');
    expect(read.ok).toBe(false);
    expect(JSON.stringify(read.state)).not.toContain('sk-live-123');
  });
});

describe('issue 26 #6: a reply that leaves a question out is refused, the prompt kept open', () => {
  it('ask_user: deploy_target alone does not resolve with notify empty', () => {
    const read = parseReply(deployAndNotify, 'deploy_target: 2');
    expect(read).toMatchObject({ ok: false, error: { code: 'required', question: 'notify' } });
    expect(!read.ok && read.error.message).toBe(
      "The answer was not accepted: question 'notify' requires an answer. The question is still open, so reply again and answer every question by number or question id.",
    );
    expect(!read.ok && read.state.status).toBe('pending');
  });

  it('a later reply continues from the state, and one after the end is refused', () => {
    const first = parseReply(deployAndNotify, 'deploy_target: 2\nnotify: 2');
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.resolution.result).toEqual({
      status: 'answered',
      answers: {
        answers: { deploy_target: { answers: ['Production'] }, notify: { answers: ['Ops'] } },
      },
    });
    const again = parseReply(deployAndNotify, '1\n1', { state: first.state });
    expect(again).toMatchObject({ ok: false, error: { code: 'already_resolved' } });
    expect(!again.ok && again.error.message).toBe('This question was already answered.');
  });
});

describe('issue 26 #7: reply forms OpenClaw reads', () => {
  const timeAndNotify: AskRequest = {
    dialect: 'ask_user',
    questions: [
      {
        id: 'when',
        header: 'When',
        question: 'When should I deploy?',
        options: [{ label: 'Now' }, { label: 'Tonight' }],
        multiSelect: false,
      },
      deployAndNotify.questions[1]!,
    ],
  };

  it('one unkeyed line beside keyed lines answers the first question not keyed', () => {
    const read = parseReply(timeAndNotify, '14:30\nnotify: 2');
    expect(read).toMatchObject({
      ok: true,
      answers: [
        { id: 'when', status: 'answered', labels: [], customText: '14:30' },
        { id: 'notify', status: 'answered', labels: ['Ops'] },
      ],
    });
    expect(parseReply(timeAndNotify, 'notify: 2\n2')).toMatchObject({
      ok: true,
      answers: [{ labels: ['Tonight'] }, { labels: ['Ops'] }],
    });
  });

  it("a line keyed by the question's own text", () => {
    expect(
      parseReply(deployAndNotify, 'Where should I deploy?: 2\nWho should I tell? - 1, 2'),
    ).toMatchObject({
      ok: true,
      answers: [{ labels: ['Production'] }, { labels: ['Team, leads', 'Ops'] }],
    });
    expect(parseReply(deployAndNotify, 'where should i deploy: 1\nnotify: 3')).toMatchObject({
      ok: true,
      answers: [{ labels: ['Staging (Recommended)'] }, { labels: ['Nobody'] }],
    });
  });
});

describe('issue 26 #1: keys and drafts read as the card reads them', () => {
  const codex = codexEnvPrompt(
    ['Staging', 'Prod'],
    [{ id: 'env-name', header: 'Name', question: 'Name it' }],
  );

  it('the longest key wins: `env-name: blue` answers env-name, not env', () => {
    expect(parseReply(codex, 'env: 2\nenv-name: blue')).toMatchObject({
      ok: true,
      answers: [
        { id: 'env', labels: ['Prod'] },
        { id: 'env-name', customText: 'blue' },
      ],
    });
    expect(parseReply(codex, 'env-name: blue')).toMatchObject({
      ok: true,
      answers: [{ id: 'env', status: 'skipped' }, { customText: 'blue' }],
    });
  });

  it('an empty `key:` clears a drafted choice, as choosing the blank free text does on the card', () => {
    const draft = resolveAsk(codex, [{ type: 'toggle', option: 1 }]).state;
    expect(parseReply(codex, 'env:\nenv-name: later', { state: draft })).toMatchObject({
      ok: true,
      answers: [{ id: 'env', status: 'skipped' }, { customText: 'later' }],
    });
  });
});

describe('issue 26: what the review found', () => {
  it('a 64 KB confirmation reply is refused before it is read', () => {
    // Was 17 s (a quadratic trailing-punctuation strip); now refused before any reading.
    expect(parseReply(confirm, `${'.'.repeat(65_000)}x`)).toMatchObject({
      ok: false,
      error: { code: 'not_confirmation' },
    });
    expect(parseReply(confirm, 'yes!!')).toMatchObject({ ok: true });
  });

  it('a multi-select reply of long comma-separated pieces is read; labels with commas still join', () => {
    const multi: AskRequest = {
      dialect: 'asktool',
      questions: [
        {
          id: 'q1',
          question: 'Which?',
          options: [{ label: 'Team, leads' }, { label: 'Ops' }],
          multiSelect: true,
        },
      ],
    };
    // Was 30 s (every run of pieces rejoined and normalized); runs now stop at the longest label.
    const read = parseReply(multi, Array(64).fill('ﷺ'.repeat(1000)).join(','));
    expect(read.ok).toBe(true);
    expect(parseReply(multi, 'Team, leads, Ops')).toMatchObject({
      ok: true,
      answers: [{ labels: ['Team, leads', 'Ops'] }],
    });
  });

  it('a reply that changes an earlier answer is recorded, not dropped', () => {
    const state = resolveAsk(deployAndNotify, [
      { type: 'goTo', index: 1 },
      { type: 'toggle', option: 1 },
      { type: 'next' },
    ]).state;
    expect(state.status).toBe('pending');
    expect(parseReply(deployAndNotify, 'deploy_target: 1\nnotify: 3', { state })).toMatchObject({
      ok: true,
      answers: [{ labels: ['Staging (Recommended)'] }, { labels: ['Nobody'] }],
    });
  });

  it('with a secret in the prompt, an unkeyed line never becomes another answer', () => {
    const codex = codexEnvPrompt(
      ['staging', 'prod'],
      [
        { id: 'token', header: 'Token', question: 'Paste the API token', isSecret: true },
        { id: 'note', header: 'Note', question: 'Anything else?' },
      ],
    );
    for (const reply of ['2\nsk-live-123', 'env: 2\nsk-live-123', '2\nsk-live-123\nlater']) {
      const read = parseReply(codex, reply);
      expect(read.ok, reply).toBe(false);
      expect(JSON.stringify(read), reply).not.toContain('sk-live');
    }
    expect(parseReply(codex, '2\nsk-live-123')).toMatchObject({
      ok: false,
      error: { code: 'unkeyed_line', line: 1 },
    });
    expect(parseReply(codex, 'env: 2\nnote: later')).toMatchObject({
      ok: false,
      error: { code: 'answer_in_app', question: 'token' },
    });
  });

  it('a state that is not a state of the request is a typed error', () => {
    expect(() => parseReply(deployAndNotify, '1', { state: {} as never })).toThrow(
      /options\.state is not a state of this request/,
    );
  });

  it('format and pattern refusals carry the card’s own sentence', () => {
    const form = parseElicitRequest({
      mode: 'form',
      message: 'Contact',
      requestedSchema: {
        type: 'object',
        properties: {
          mail: { type: 'string', format: 'email' },
          code: { type: 'string', pattern: '^[a-z]+$' },
        },
      },
    });
    const mail = parseReply(form, 'mail: nope\ncode: abc');
    expect(!mail.ok && mail.error.message).toBe(
      "The answer was not accepted: question 'mail': Enter an email address. The question is still open, so reply again.",
    );
    expect(parseReply(form, 'mail: a@b.co\ncode: ABC')).toMatchObject({
      ok: false,
      error: { code: 'invalid_answer', question: 'code' },
    });
    expect(parseReply(form, 'mail: a@b.co\ncode: abc')).toMatchObject({
      ok: true,
      resolution: { result: { action: 'accept', content: { mail: 'a@b.co', code: 'abc' } } },
    });
  });

  it('issue 26 #6: the refusal of a left-out question is localized', () => {
    const read = parseReply(deployAndNotify, 'deploy_target: 2', { messages: 'zh-CN' });
    expect(!read.ok && read.error.message).toBe(zhCN.channelReplyRequired({ question: 'notify' }));
  });

  it('option numbers apart by spaces choose those options', () => {
    expect(parseReply(deployAndNotify, 'deploy_target: 1\nnotify: 2 3')).toMatchObject({
      ok: true,
      answers: [{}, { labels: ['Ops', 'Nobody'] }],
    });
  });
});

describe('issue 29: a bare-number id is renumbered only where the ids are the indexes', () => {
  /** An MCP form whose first field is keyed "5": the agent's key, shown and read as before. */
  const numbered = parseElicitRequest({
    mode: 'form',
    message: 'Fill in the order',
    requestedSchema: {
      type: 'object',
      properties: {
        name: { type: 'string', title: 'Name' },
        '5': { type: 'string', title: 'Shelf' },
      },
      required: ['5', 'name'],
    },
  });

  it('issue 29: an MCP field keyed "5" keeps [5] in the prompt, and `5: x` answers it', () => {
    expect(numbered.questions.map((q) => q.id)).toEqual(['5', 'name']);
    const text = renderPromptText(numbered);
    expect(text).toContain('[5] Shelf');
    expect(text).toContain('[name] Name');
    expect(text).toContain('\n5: …');
    expect(parseReply(numbered, '5: top\nname: Ada')).toMatchObject({
      ok: true,
      resolution: { result: { action: 'accept', content: { '5': 'top', name: 'Ada' } } },
    });
    // The refusal names the field as the prompt does.
    expect(parseReply(numbered, 'name: Ada')).toMatchObject({
      ok: false,
      error: { code: 'required', question: '5', message: expect.stringContaining("'5'") },
    });
  });

  it('issue 29: Gemini’s index ids "0", "1" are still shown and read from 1', () => {
    const gemini = parseGeminiAskUserInput({
      questions: [
        { header: 'Store', question: 'Which store?', type: 'text' },
        { header: 'Ship', question: 'Ship it today?', type: 'yesno' },
      ],
    });
    const text = renderPromptText(gemini);
    expect(text).toContain('[1] Store');
    expect(text).toContain('[2] Ship');
    expect(parseReply(gemini, '1: shop\n2: yes')).toMatchObject({
      ok: true,
      resolution: { result: { payload: { answers: { '0': 'shop', '1': 'Yes' } } } },
    });
  });

  it('issue 29: bare-number ids are shown as keyed unless they are exactly 0..n-1 in order (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat({ max: 4 }).map(String), { minLength: 2, maxLength: 4 }),
        (ids) => {
          const request: AskRequest = {
            dialect: 'ask_user',
            questions: ids.map((id) => ({
              id,
              question: `Question ${id}?`,
              options: [{ label: 'A' }, { label: 'B' }],
              multiSelect: false,
            })),
          };
          const indexes = ids.every((id, i) => id === String(i));
          const text = renderPromptText(request);
          ids.forEach((id, i) =>
            expect(text).toContain(`[${indexes ? i + 1 : id}] Question ${id}?`),
          );
        },
      ),
    );
  });
});
