import { describe, expect, it } from 'vitest';
import { askTransition, createAskState, getAnswers } from '../../dialects';
import { toAskResolution } from '../../dialects';
import type { AskEvent, AskReason, AskRequest } from '../../types';
import { parseElicitRequest, toElicitResult, type ElicitResult } from '.';

const request = parseElicitRequest({
  message: 'Deploy',
  requestedSchema: {
    type: 'object',
    properties: {
      env: {
        type: 'string',
        oneOf: [
          { const: 'stg', title: 'Staging' },
          { const: 'prd', title: 'Production' },
        ],
      },
      replicas: { type: 'integer', minimum: 1, maximum: 9, default: 3 },
      ratio: { type: 'number' },
      notify: { type: 'boolean' },
      features: { type: 'array', items: { type: 'string', enum: ['auth', 'logs', 'metrics'] } },
      note: { type: 'string', maxLength: 20 },
      // An enum whose consts read like booleans stays a string.
      flag: { type: 'string', enum: ['true', 'false'] },
    },
    required: ['env'],
  },
});

/** Fill the stacked form with `events`, then end it with `last`. */
function run(events: AskEvent[], last: AskEvent = { type: 'submitAll' }): ElicitResult {
  let state = createAskState(request, undefined, { layout: 'stacked' });
  for (const event of [...events, last]) state = askTransition(state, event);
  expect(state.status).toBe('resolved');
  return toAskResolution<ElicitResult>(state)!.result;
}

const q = (id: string) => request.questions.findIndex((question) => question.id === id);

describe('toElicitResult', () => {
  it('submitted: values typed per field, in the consts; unanswered optional fields omitted', () => {
    expect(
      run([
        { type: 'toggle', option: 1, question: q('env') },
        { type: 'setOtherText', text: '0.25', question: q('ratio') },
        { type: 'toggle', option: 0, question: q('notify') },
        { type: 'toggle', option: 2, question: q('features') },
        { type: 'toggle', option: 0, question: q('features') },
        { type: 'toggle', option: 1, question: q('flag') },
      ]),
    ).toEqual({
      action: 'accept',
      content: {
        env: 'prd',
        replicas: 3,
        ratio: 0.25,
        notify: true,
        features: ['auth', 'metrics'],
        flag: 'false',
      },
    });
  });

  it('a boolean answered No is false, not omitted', () => {
    expect(
      run([
        { type: 'toggle', option: 0, question: q('env') },
        { type: 'toggle', option: 1, question: q('notify') },
      ]),
    ).toMatchObject({ content: { env: 'stg', notify: false } });
  });

  it('a required field blocks the submit; the machine keeps the card open', () => {
    const state = askTransition(createAskState(request, undefined, { layout: 'stacked' }), {
      type: 'submitAll',
    });
    expect(state.status).toBe('pending');
  });

  it.each<[AskEvent, ElicitResult]>([
    [{ type: 'declineAll' }, { action: 'decline' }],
    [{ type: 'dismiss' }, { action: 'cancel' }],
    [{ type: 'stop' }, { action: 'cancel' }],
    [{ type: 'replyInChat' }, { action: 'cancel' }],
  ])('%j gives %j, with no content', (event, result) => {
    expect(run([{ type: 'toggle', option: 0, question: q('env') }], event)).toEqual(result);
  });

  it('every reason but submitted and declined is cancel', () => {
    const reasons: AskReason[] = ['dismissed', 'stopped', 'expired', 'repliedInChat'];
    for (const reason of reasons)
      expect(toElicitResult(request, [], reason)).toEqual({ action: 'cancel' });
  });

  it('a request built by hand (no source) is typed from its questions', () => {
    const { source: _source, ...bare } = request;
    const byHand: AskRequest = bare;
    let state = createAskState(byHand, undefined, { layout: 'stacked' });
    for (const event of [
      { type: 'toggle', option: 0, question: q('env') },
      { type: 'setOtherText', text: '7', question: q('replicas') },
      { type: 'toggle', option: 1, question: q('notify') },
    ] as AskEvent[])
      state = askTransition(state, event);
    state = askTransition(state, { type: 'submitAll' });
    expect(toElicitResult(byHand, getAnswers(state), 'submitted')).toEqual({
      action: 'accept',
      content: { env: 'stg', replicas: 7, notify: false },
    });
  });
});
