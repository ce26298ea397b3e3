// Issue 29: a settled ACP elicitation or Gemini CLI `ask_user` reads as a receipt (question →
// answer) in the transcript: live, from the resolution's details, and after a reload, from what
// the docs tell a host to store (the details as JSON; for Gemini also its own `{ input, result }`
// read by its persisted reader). The answers come from the machine, never built by hand.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAcpElicitRequest } from '../../core/adapters/acp-elicitation';
import {
  GEMINI_ASK_USER_DISMISSED,
  parseGeminiAskUserInput,
} from '../../core/adapters/gemini-ask-user';
import type { AskResolution } from '../../core/dialects';
import { CLAUDE_OPTION_META_KEY, claudeAcpForm } from '../../../test/fixtures/acp';
// The machine's resolution after `events` on a stacked card (question indexes on each event).
import { settleStacked as settle } from '../../../test/fixtures/drive';
import { geminiAuditInput as geminiInput, geminiNameInput } from '../../../test/fixtures/gemini';
import { readReceipt } from '../../../test/fixtures/receipt';

/** The details as a host stores them and reads them back: JSON. */
const reloaded = (resolution: AskResolution): unknown =>
  JSON.parse(JSON.stringify(resolution.details));

// ---------------------------------------------------------------------------------------------
// Gemini CLI ask_user

const gemini = parseGeminiAskUserInput(geminiInput);

const geminiAnswered = settle(gemini, [
  { type: 'toggle', option: 2, question: 0 },
  { type: 'toggle', option: 0, question: 0 },
  { type: 'setOtherText', text: 'also **metrics**', question: 0 },
  { type: 'selectOther', question: 0 },
  { type: 'toggle', option: 0, question: 2 },
  { type: 'submitAll' },
]);

describe('issue 29: the Gemini ask_user receipt', () => {
  it('issue 29: live, the receipt lists each question and its answer; a skip reads Skipped', () => {
    expect(geminiAnswered.result).toEqual({
      outcome: 'proceed_once',
      payload: { answers: { '0': 'Auth, Logs, also **metrics**', '2': 'Yes' } },
    });
    const live = readReceipt(geminiAnswered.details, geminiAnswered.content);
    expect(live.part).toBe('transcript');
    expect(live.items).toEqual([
      {
        question: 'Which areas should the audit cover?',
        state: 'answered',
        values: ['Auth', 'Logs'],
        own: ['also **metrics**'],
      },
      { question: 'Which store is it for?', state: 'skipped', values: [], own: [] },
      { question: 'Ship it today?', state: 'answered', values: ['Yes'], own: [] },
    ]);
  });

  it('issue 29: after a reload, the stored details and the stored {input, result} read the same', () => {
    const live = readReceipt(geminiAnswered.details, geminiAnswered.content);
    expect(readReceipt(reloaded(geminiAnswered), geminiAnswered.content)).toEqual(live);
    // What a host keeps of the tool call: its input and any form of its result.
    for (const result of [
      geminiAnswered.result,
      (geminiAnswered.result as { payload: unknown }).payload,
      geminiAnswered.content,
    ]) {
      const stored = JSON.parse(JSON.stringify({ input: geminiInput, result }));
      expect(readReceipt(stored, geminiAnswered.content)).toEqual(live);
    }
  });

  it('issue 29: a dismissed ask reads Dismissed live and from the stored dismissal line', () => {
    const dismissed = settle(gemini, [{ type: 'dismiss' }]);
    expect(dismissed.content).toBe(GEMINI_ASK_USER_DISMISSED);
    const live = readReceipt(dismissed.details, dismissed.content);
    expect(live.reason).toBe('dismissed');
    expect(live.outcome).toEqual(['Dismissed']);
    expect(live.items.map((item) => item.state)).toEqual(['noAnswer', 'noAnswer', 'noAnswer']);
    expect(readReceipt(reloaded(dismissed))).toEqual(live);
    expect(readReceipt({ input: geminiInput, result: GEMINI_ASK_USER_DISMISSED })).toEqual(live);
  });

  it('issue 29: any typed answer of a text question reads back as the same own words (property)', () => {
    const text = parseGeminiAskUserInput(geminiNameInput);
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 120 }).filter((s) => s.trim() !== ''),
        (typed) => {
          const resolution = settle(text, [
            { type: 'setOtherText', text: typed, question: 0 },
            { type: 'selectOther', question: 0 },
            { type: 'submitAll' },
          ]);
          const live = readReceipt(resolution.details);
          expect(live.items[0]!.own).toEqual([typed.trim()]);
          expect(readReceipt({ input: geminiNameInput, result: resolution.content })).toEqual(live);
        },
      ),
      { numRuns: 40 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// ACP elicitation/create

const acpForm = parseAcpElicitRequest(
  {
    sessionId: 'sess-secret-1',
    toolCallId: 'call-7',
    mode: 'form',
    message: 'A few details before I create the cluster.',
    requestedSchema: {
      type: 'object',
      properties: {
        region: {
          type: 'string',
          title: 'Region',
          oneOf: [
            { const: 'eu-west-1', title: 'Ireland', description: 'Closest to the team' },
            { const: 'us-east-1', title: 'Virginia' },
          ],
        },
        replicas: { type: 'integer', title: 'Replicas', minimum: 1, maximum: 9 },
        public: { type: 'boolean', title: 'Public' },
        slug: { type: 'string', title: 'Slug', pattern: '^[a-z]+$' },
      },
      required: ['region', 'replicas'],
    },
  },
  { source: 'Codex' },
);

const claude = parseAcpElicitRequest(
  claudeAcpForm(
    [
      {
        header: 'Env',
        question: 'Where should I deploy?',
        options: [
          {
            const: 'Staging',
            title: 'Staging',
            _meta: { [CLAUDE_OPTION_META_KEY]: { preview: '## Staging preview' } },
          },
          { const: 'Production', title: 'Production' },
        ],
      },
      {
        header: 'Checks',
        question: 'Which checks should run?',
        multi: true,
        options: [
          { const: 'unit', title: 'Unit' },
          { const: 'e2e', title: 'E2E' },
        ],
      },
    ],
    { sessionId: 'sess-secret-1', toolCallId: 'call-8' },
  ),
);

describe('issue 29: the ACP elicitation receipt', () => {
  it('issue 29: a form reads as titles and typed values, live and after a reload', () => {
    const resolution = settle(acpForm, [
      { type: 'toggle', option: 0, question: 0 },
      { type: 'setOtherText', text: '3', question: 1 },
      { type: 'selectOther', question: 1 },
      { type: 'toggle', option: 0, question: 2 },
      { type: 'submitAll' },
    ]);
    expect(resolution.result).toEqual({
      action: 'accept',
      content: { region: 'eu-west-1', replicas: 3, public: true },
    });
    const live = readReceipt(resolution.details, resolution.content);
    expect(live.text).toContain('A few details before I create the cluster.');
    expect(live.items.map(({ state, values, own }) => ({ state, values, own }))).toEqual([
      { state: 'answered', values: ['Ireland'], own: [] },
      { state: 'answered', values: [], own: ['3'] },
      { state: 'answered', values: ['Yes'], own: [] },
      { state: 'skipped', values: [], own: [] },
    ]);
    expect(readReceipt(reloaded(resolution), resolution.content)).toEqual(live);
  });

  it('issue 29: Claude’s pairs read as one question each, the Other text as own words', () => {
    const resolution = settle(claude, [
      { type: 'setOtherText', text: 'canary first', question: 0 },
      { type: 'selectOther', question: 0 },
      { type: 'toggle', option: 1, question: 1 },
      { type: 'submitAll' },
    ]);
    expect(resolution.result).toEqual({
      action: 'accept',
      content: { question_0_custom: 'canary first', question_1: ['e2e'] },
    });
    const live = readReceipt(resolution.details, resolution.content);
    expect(live.items).toEqual([
      {
        question: expect.stringContaining('Where should I deploy?'),
        state: 'answered',
        values: [],
        own: ['canary first'],
      },
      {
        question: expect.stringContaining('Which checks should run?'),
        state: 'answered',
        values: ['E2E'],
        own: [],
      },
    ]);
    expect(live.text).not.toContain('Type your own answer');
    expect(readReceipt(reloaded(resolution), resolution.content)).toEqual(live);
  });

  it('issue 29: a declined form reads Declined; a cancelled one Dismissed', () => {
    const declined = settle(acpForm, [{ type: 'declineAll' }]);
    expect(declined.result).toEqual({ action: 'decline' });
    expect(readReceipt(reloaded(declined)).outcome).toEqual(['Declined']);
    const cancelled = settle(claude, [{ type: 'dismiss' }]);
    expect(cancelled.result).toEqual({ action: 'cancel' });
    expect(readReceipt(reloaded(cancelled)).outcome).toEqual(['Dismissed']);
  });

  it('issue 29: the stored details keep the questions and answers only: no scope, no _meta', () => {
    const resolution = settle(claude, [
      { type: 'toggle', option: 0, question: 0 },
      { type: 'submitAll' },
    ]);
    const stored = JSON.stringify(resolution.details);
    expect(stored).not.toContain('sess-secret-1');
    expect(stored).not.toContain('call-8');
    expect(stored).not.toContain('_claude/');
    expect(readReceipt(reloaded(resolution)).text).not.toContain('sess-secret-1');
  });
});
