/**
 * What the views and channels read of an `AskUserQuestion` prompt: the persisted `updatedInput`
 * summarizes like the live resolution, and a channel renders and parses it through the adapter.
 */
import { describe, expect, it } from 'vitest';
import { parseReply, renderPromptText } from '../../../channels';
import { parseAskSummary, summarizeAsk, toAskResolution } from '../../dialects';
import { askTransition, createAskState } from '../../dialects';
import type { AskEvent } from '../../types';
import { getAskAdapter } from '../index';
import { auqInput } from './fixtures';
import { toAskUserQuestionResult } from './result';
import { parseAskUserQuestionInput } from './schema';

const request = parseAskUserQuestionInput(auqInput);
const resolve = (...events: AskEvent[]) =>
  toAskResolution(events.reduce(askTransition, createAskState(request)))!;

describe('AskUserQuestion: the persisted updatedInput in the transcript', () => {
  it('reads back as the same summary as the live resolution, labels and notes included', () => {
    const resolution = resolve(
      { type: 'toggle', option: 1 },
      { type: 'next' },
      { type: 'toggle', option: 0 },
      { type: 'toggle', option: 2 },
      { type: 'setOtherText', text: 'on phones too' },
      { type: 'next' },
    );
    const persisted = JSON.parse(JSON.stringify(resolution.result)) as unknown;
    expect(parseAskSummary(persisted)).toEqual(summarizeAsk(resolution));
    expect(parseAskSummary((persisted as { updatedInput: unknown }).updatedInput)).toEqual(
      summarizeAsk(resolution),
    );
    expect(summarizeAsk(resolution).items).toMatchObject([
      { header: 'Library', status: 'answered', labels: ['Luxon'] },
      { labels: ['Dark mode', 'Sync'], customText: 'on phones too' },
    ]);
  });

  it('free text in place of a label, a skip and unanswered marks read back', () => {
    const result = toAskUserQuestionResult(
      request,
      [
        { id: 'q1', status: 'answered', labels: [], customText: 'Temporal' },
        { id: 'q2', status: 'skipped', labels: [] },
      ],
      'repliedInChat',
      { unanswered: true },
    );
    expect(parseAskSummary(result)).toMatchObject({
      reason: 'repliedInChat',
      items: [
        { status: 'answered', labels: [], customText: 'Temporal' },
        { status: 'repliedInChat', labels: [] },
      ],
    });
  });

  it('anything else is not a persisted AskUserQuestion result', () => {
    for (const junk of [null, 'x', {}, { questions: 'no' }, { ...auqInput, answers: 'no' }])
      expect(getAskAdapter('AskUserQuestion').fromPersisted!(junk)).toBeNull();
  });
});

describe('AskUserQuestion in ask-cards/channels', () => {
  it('renders as numbered text and a reply parses into the result', () => {
    const text = renderPromptText(request);
    expect(text).toContain('[q1] Library — Which library should we use for date formatting?');
    expect(text).toContain('2. Luxon - Time zones built in');
    const reply = parseReply(request, 'q1: 2\nq2: 1, 3');
    if (!reply.ok) throw reply.error;
    expect(
      toAskUserQuestionResult(request, reply.answers, 'submitted')!.updatedInput.answers,
    ).toEqual({
      'Which library should we use for date formatting? ': 'Luxon',
      'Which features do you want to enable?': 'Dark mode, Sync',
    });
  });
});
