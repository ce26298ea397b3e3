import { describe, expect, it } from 'vitest';
import type { AskRequest } from '../types';
import {
  canAdvance,
  canAdvanceByKey,
  canSubmitAll,
  checkAskRequest,
  createAskState,
  getAnswers,
  getAvailableActions,
  parseAskSummary,
  resolveAsk,
  summarizeAsk,
  toAskResolution,
} from './index';
import { getAskPolicy, listAskDialects } from './default';

const request: AskRequest = {
  dialect: 'asktool',
  questions: [
    {
      id: 'q1',
      question: 'Where?',
      options: [{ label: 'Staging' }, { label: 'Prod' }],
      multiSelect: false,
    },
  ],
};

// `tsc` (npm test's typecheck) compiles these calls: each public form passed straight to
// `Array#map` still type-checks now that its last parameter is an optional registry, and at run
// time the index `map` passes means the default registry.
describe('issue 28 #1: public forms passed point-free', () => {
  it('map over states, resolutions, requests and dialect names as before', () => {
    const states = [createAskState(request)];
    expect(states.map(getAnswers)).toEqual([getAnswers(states[0]!)]);
    expect(states.map(canAdvance)).toEqual([canAdvance(states[0]!)]);
    expect(states.map(canSubmitAll)).toEqual([canSubmitAll(states[0]!)]);
    expect(states.map(canAdvanceByKey)).toEqual([canAdvanceByKey(states[0]!)]);
    expect(states.map(getAvailableActions)).toEqual([getAvailableActions(states[0]!)]);
    expect(listAskDialects().map(getAskPolicy)).toEqual(
      listAskDialects().map((d) => getAskPolicy(d)),
    );
    expect([request].map(checkAskRequest)).toEqual([checkAskRequest(request)]);
    const resolved = resolveAsk(request, [{ type: 'toggle', option: 1 }, { type: 'next' }]).state;
    const resolutions = [resolved].map(toAskResolution);
    expect(resolutions[0]?.answers[0]?.labels).toEqual(['Prod']);
    expect(resolutions.map((r) => r!.details).map(parseAskSummary)).toEqual(
      resolutions.map((r) => parseAskSummary(r!.details)),
    );
    expect(resolutions.map((r) => summarizeAsk(r!))).toEqual(
      resolutions.map((r) => r!).map(summarizeAsk),
    );
  });
});
