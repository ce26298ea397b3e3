import { describe, expect, it } from 'vitest';
import { askToolRequest, askUserRequest } from '../../../test/fixtures/requests';
import { askTransition, createAskState } from '../dialects';
import type { AskEvent, AskRequest } from '../types';
import { ASK_SECRET_MASK, parseAskSummary, summarizeAsk, toAskResolution } from '../dialects';

const resolve = (request: AskRequest, ...events: AskEvent[]) =>
  toAskResolution(events.reduce(askTransition, createAskState(request)))!;
const statuses = (request: AskRequest, ...events: AskEvent[]) =>
  summarizeAsk(resolve(request, ...events)).items.map((i) => i.status);

const tool = askToolRequest(
  { question: 'A?', options: ['a1', 'a2'], multiSelect: true },
  { question: 'B?', options: ['b1'] },
);
const user = askUserRequest([
  { id: 'a', header: 'Alpha', question: 'A?', options: ['a1', 'a2'] },
  { id: 'b', header: 'Beta', question: 'B?', options: ['b1', 'b2'] },
]);
const answerFirst: AskEvent[] = [{ type: 'toggle', option: 1 }, { type: 'next' }];

describe('summarizeAsk: one status per question, by the policy and the outcome', () => {
  it('asktool keeps recorded answers on every outcome; the rest read skipped (or replied in the chat)', () => {
    expect(statuses(tool, ...answerFirst, { type: 'next' })).toEqual(['answered', 'skipped']);
    expect(statuses(tool, ...answerFirst, { type: 'stop' })).toEqual(['answered', 'skipped']);
    expect(statuses(tool, ...answerFirst, { type: 'replyInChat' })).toEqual([
      'answered',
      'repliedInChat',
    ]);
    expect(statuses(tool, { type: 'declineAll' })).toEqual(['skipped', 'skipped']);
  });

  it('ask_user reads "no answer" for every question on any outcome but submitted, "expired" after its timeout', () => {
    expect(statuses(user, { type: 'choose', option: 0 }, { type: 'skip' })).toEqual([
      'noAnswer',
      'noAnswer',
    ]);
    expect(statuses(user, { type: 'choose', option: 0 }, { type: 'stop' })).toEqual([
      'noAnswer',
      'noAnswer',
    ]);
    expect(statuses(user, { type: 'expire' })).toEqual(['expired', 'expired']);
    expect(
      statuses(
        user,
        { type: 'choose', option: 0 },
        { type: 'choose', option: 1 },
        { type: 'next' },
      ),
    ).toEqual(['answered', 'answered']);
  });

  it('carries headers, labels in option order and the layout of the dialect', () => {
    const summary = summarizeAsk(
      resolve(user, { type: 'choose', option: 1 }, { type: 'toggle', option: 0 }, { type: 'next' }),
    );
    expect(summary).toMatchObject({
      layout: 'inline',
      reason: 'submitted',
      items: [
        { header: 'Alpha', labels: ['a2'] },
        { header: 'Beta', labels: ['b1'] },
      ],
    });
    expect(summarizeAsk(resolve(tool, { type: 'next' }, { type: 'next' })).layout).toBe('list');
  });

  it('a secret free text is masked in the details and so in every summary', () => {
    const request: AskRequest = {
      dialect: 'asktool',
      questions: [
        { id: 'q1', question: 'Token?', options: [], multiSelect: false, input: { secret: true } },
      ],
    };
    const resolution = resolve(
      request,
      { type: 'setOtherText', text: 'hunter2' },
      { type: 'next' },
    );
    expect(resolution.answers[0]!.customText).toBe('hunter2');
    expect(JSON.stringify(resolution.details)).not.toContain('hunter2');
    expect(summarizeAsk(resolution).items[0]).toMatchObject({
      customText: ASK_SECRET_MASK,
      secret: true,
    });
  });

  it('parseAskSummary: stored details summarize the same as the live resolution; junk is null', () => {
    const resolution = resolve(tool, ...answerFirst, { type: 'stop' });
    expect(parseAskSummary(JSON.parse(JSON.stringify(resolution.details)))).toEqual(
      summarizeAsk(resolution),
    );
    for (const junk of [
      null,
      {},
      { ...resolution.details, dialect: 'gone' },
      { ...resolution.details, answers: [] },
    ])
      expect(parseAskSummary(junk)).toBeNull();
  });
});

describe('stored details of any size', () => {
  it('one question with 100,000 answered labels is refused fast, past the option limit (issue 24 #10; a quadratic includes took 12.6 s)', () => {
    const options = Array.from({ length: 100_000 }, (_, i) => ({ label: `L${i}` }));
    const details = {
      version: 1,
      dialect: 'asktool',
      reason: 'submitted',
      questions: [{ id: 'q1', question: 'Q?', options, multiSelect: true }],
      answers: [{ id: 'q1', status: 'answered', labels: options.map((o) => o.label) }],
    };
    expect(parseAskSummary(details)).toBeNull();
  });
});
