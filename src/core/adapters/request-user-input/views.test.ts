/**
 * What the views and channels read of a Codex question: the persisted `{ params, response }`
 * summarizes like the live resolution (secret masked), and a channel renders and parses it.
 */
import { describe, expect, it } from 'vitest';
import { parseReply, renderPromptText } from '../../../channels';
import { ASK_SECRET_MASK, parseAskSummary, summarizeAsk, toAskResolution } from '../../serialize';
import { askTransition, createAskState } from '../../machine';
import type { AskEvent } from '../../types';
import { ruiParams } from './fixtures';
import { toRequestUserInputResponse } from './result';
import { parseRequestUserInputParams } from './schema';

const request = parseRequestUserInputParams(ruiParams);
const resolve = (...events: AskEvent[]) =>
  toAskResolution(events.reduce(askTransition, createAskState(request)))!;

describe('request_user_input: the persisted response in the transcript', () => {
  it('{ params, response } reads back as the live summary, the secret masked', () => {
    const resolution = resolve(
      { type: 'toggle', option: 0 },
      { type: 'setOtherText', text: 'tonight' },
      { type: 'next' },
      { type: 'setOtherText', text: 'tok_1' },
      { type: 'next' },
    );
    const persisted = JSON.parse(
      JSON.stringify({ params: ruiParams, response: resolution.result }),
    );
    const summary = parseAskSummary(persisted);
    expect(summary).toEqual(summarizeAsk(resolution));
    expect(summary!.items[1]).toMatchObject({ customText: ASK_SECRET_MASK, secret: true });
    expect(JSON.stringify(summary)).not.toContain('tok_1');
  });

  it('{ answers: {} } reads as declined; the response alone (no question text) is not read', () => {
    const declined = toRequestUserInputResponse(request, [], 'declined');
    expect(parseAskSummary({ params: ruiParams, response: declined })).toMatchObject({
      reason: 'declined',
      items: [{ status: 'skipped' }, { status: 'skipped' }],
    });
    expect(parseAskSummary(declined)).toBeNull();
  });
});

describe('request_user_input in ask-cards/channels', () => {
  it('renders as numbered text and a reply by id parses into the response', () => {
    const text = renderPromptText(request);
    expect(text).toContain('[deploy_env] Environment — Where should this deploy?');
    expect(text).toContain('1. Staging (Recommended) - Safe to try first');
    const reply = parseReply(request, 'deploy_env: 2\napi_token: tok_2');
    if (!reply.ok) throw reply.error;
    expect(toRequestUserInputResponse(request, reply.answers, 'submitted')).toEqual({
      answers: { deploy_env: { answers: ['Production'] }, api_token: { answers: ['tok_2'] } },
    });
  });
});
