/**
 * What the views and channels read of a Codex question: the persisted `{ params, response }`
 * summarizes like the live resolution (secret masked), and a channel renders and parses it.
 */
import { describe, expect, it } from 'vitest';
import { parseReply, renderPromptText } from '../../../channels';
import { ASK_SECRET_MASK, parseAskSummary, summarizeAsk, toAskResolution } from '../../dialects';
import { askTransition, createAskState } from '../../dialects';
import type { AskEvent, AskState } from '../../types';
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
  it('issue 26 #3: renders as numbered text, asks the secret only in the app, and the card finishes it', () => {
    const text = renderPromptText(request);
    expect(text).toContain('Environment — Where should this deploy?');
    expect(text).toContain('1. Staging (Recommended) - Safe to try first');
    expect(text).toContain("Answer 'api_token' in the app");
    // A token typed into the chat anyway is never recorded; the prompt waits for the app.
    const reply = parseReply(request, 'deploy_env: 2\napi_token: tok_2');
    expect(reply).toMatchObject({ ok: false, error: { code: 'answer_in_app' } });
    if (reply.ok) return;
    expect(JSON.stringify(reply.state)).not.toContain('tok_2');
    // The card, restored from that state, takes the secret and submits.
    const finished = [
      { type: 'goTo', index: 1 },
      { type: 'setOtherText', text: 'tok_3' },
      { type: 'next' },
    ].reduce<AskState>((state, event) => askTransition(state, event as AskEvent), reply.state);
    expect(toAskResolution(finished)!.result).toEqual({
      answers: { deploy_env: { answers: ['Production'] }, api_token: { answers: ['tok_3'] } },
    });
  });
});
