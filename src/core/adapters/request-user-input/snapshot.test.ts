import { describe, expect, it } from 'vitest';
import { askTransition, createAskState, toAskSnapshot } from '../../dialects';
import type { AskEvent } from '../../types';
import { ruiParams } from './fixtures';
import { parseRequestUserInputParams } from './schema';

const request = parseRequestUserInputParams(ruiParams);
const run = (...events: AskEvent[]) => events.reduce(askTransition, createAskState(request));

describe('toAskSnapshot: a stored state never holds a secret', () => {
  it("leaves out the secret's free text, typed or recorded; a restored card asks again", () => {
    const typed = run(
      { type: 'toggle', option: 1 },
      { type: 'next' },
      {
        type: 'setOtherText',
        text: 'tok_live_1',
      },
    );
    const recorded = askTransition(typed, { type: 'next' });
    for (const state of [typed, recorded]) {
      const snapshot = toAskSnapshot(state);
      expect(JSON.stringify(snapshot)).not.toContain('tok_live_1');
      expect(snapshot.entries[0]).toEqual(state.entries[0]);
      const restored = createAskState(request, JSON.parse(JSON.stringify(snapshot)));
      expect(restored.entries[1]).toMatchObject({ otherText: '', status: 'unanswered' });
      expect(restored.entries[0]!.status).toBe('answered');
    }
    expect(recorded.entries[1]!.recorded?.otherText).toBe('tok_live_1');
  });

  it('is the state itself when no question is secret', () => {
    const plain = parseRequestUserInputParams({
      ...ruiParams,
      questions: [ruiParams.questions[0]],
    });
    const state = createAskState(plain);
    expect(toAskSnapshot(state)).toBe(state);
  });
});
