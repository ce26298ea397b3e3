import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listAskDialects } from '../adapters';
import { checkAskRequest } from '../dialects';
import type { AskEvent, AskRequest, AskState } from '../types';
import { getAvailableActions, type AskAvailableActions } from '../dialects';
import { askTransition } from '../dialects';
import { createAskState } from '../dialects';

/** The event each action sends. */
const EVENT_OF = (state: AskState): Record<keyof AskAvailableActions, AskEvent> => ({
  next: { type: 'next' },
  submitAll: { type: 'submitAll' },
  back: { type: 'goTo', index: state.cursor - 1 },
  skip: { type: 'skip' },
  declineAll: { type: 'declineAll' },
  dismiss: { type: 'dismiss' },
  followUp: { type: 'followUp' },
});

const question = fc.record(
  {
    options: fc.array(fc.constantFrom('A', 'B', 'C'), { maxLength: 3 }),
    multiSelect: fc.boolean(),
    required: fc.boolean(),
    allowOther: fc.boolean(),
    minLength: fc.integer({ min: 1, max: 4 }),
  },
  { requiredKeys: ['options', 'multiSelect'] },
);

const requestArb: fc.Arbitrary<AskRequest> = fc
  .record(
    {
      dialect: fc.constantFrom(...listAskDialects()),
      questions: fc.array(question, { maxLength: 3 }),
      declinable: fc.boolean(),
      followUp: fc.boolean(),
      unanswerable: fc.constant(null).map(() => ['No content satisfies the schema']),
    },
    { requiredKeys: ['dialect', 'questions'] },
  )
  .map(({ questions, ...rest }) => ({
    ...rest,
    timeoutSeconds: 900,
    questions: questions.map(({ options, minLength, ...q }, i) => ({
      ...q,
      id: `q${i}`,
      header: `H${i}`,
      question: `Question ${i}?`,
      options: [...new Set(options)].map((label) => ({ label })),
      ...(minLength === undefined ? {} : { input: { minLength } }),
    })),
  }));

const eventArb: fc.Arbitrary<AskEvent> = fc.oneof(
  fc.nat(3).map((option) => ({ type: 'toggle' as const, option })),
  fc.nat(3).map((option) => ({ type: 'choose' as const, option })),
  fc.constant({ type: 'selectOther' as const }),
  fc.constantFrom('', 'ok', 'longer text').map((text) => ({ type: 'setOtherText' as const, text })),
  fc.nat(3).map((index) => ({ type: 'goTo' as const, index })),
  fc.constantFrom('next', 'skip', 'declineAll', 'stop').map((type) => ({ type }) as AskEvent),
);

/** A random reachable state: a valid request, a layout and a few events. */
const stateArb = fc
  .record({
    request: requestArb,
    layout: fc.constantFrom('stepper' as const, 'stacked' as const),
    events: fc.array(eventArb, { maxLength: 8 }),
  })
  .filter(({ request }) => checkAskRequest(request) === null)
  .map(({ request, layout, events }) =>
    events.reduce(askTransition, createAskState(request, undefined, { layout })),
  );

describe('getAvailableActions', () => {
  it('issue 28 #3: an action is enabled exactly when its event changes the state', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        const actions = getAvailableActions(state);
        const events = EVENT_OF(state);
        for (const name of Object.keys(events) as (keyof AskAvailableActions)[]) {
          const changes = askTransition(state, events[name]) !== state;
          expect({ name, enabled: actions[name].enabled }).toEqual({ name, enabled: changes });
        }
      }),
      { numRuns: 600 },
    );
  });

  it('issue 28 #3: a resolved prompt offers nothing that acts, and Next says why it cannot', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        const actions = getAvailableActions(state);
        if (state.status === 'resolved')
          expect(Object.values(actions).some((action) => action.enabled)).toBe(false);
        // The primary action either acts or names its blocker (a form no answer can satisfy
        // ends only by a refusal, and then offers no primary action).
        if (state.status === 'pending' && actions.next.offered && !actions.next.enabled)
          expect(actions.next.blocker).not.toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('issue 28 #3: Skip and Next never stand for the same thing: where Next would only skip, it is not offered', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        const { next, skip } = getAvailableActions(state);
        if (!next.offered && state.status === 'pending' && !state.request.unanswerable) {
          expect(skip.offered && skip.enabled).toBe(true);
          // Next would have recorded a skip of the question on screen, as Skip does.
          const viaNext = askTransition(state, { type: 'next' });
          const viaSkip = askTransition(state, { type: 'skip' });
          expect(viaNext.entries[state.cursor]!.status).toBe('skipped');
          expect(viaSkip.entries[state.cursor]!.status).toBe('skipped');
        }
      }),
      { numRuns: 300 },
    );
  });
});
