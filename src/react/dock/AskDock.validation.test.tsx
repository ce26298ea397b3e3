import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as requestModule from '../../core/schema/request';
import type { AskRequest } from '../../core/types';
import { AskDock } from '.';

vi.mock('../../core/schema/request', async (importOriginal) => {
  const actual = await importOriginal<typeof requestModule>();
  return { ...actual, checkAskRequest: vi.fn(actual.checkAskRequest) };
});

const ask = (question: string): AskRequest => ({
  dialect: 'asktool',
  questions: [
    { id: 'q1', question, options: [{ label: 'Yes' }, { label: 'No' }], multiSelect: false },
  ],
});

describe('AskDock validates each prompt once', () => {
  it('however often the host re-renders it (it used to run twice per prompt per render)', () => {
    const check = vi.mocked(requestModule.checkAskRequest);
    const a = ask('Ship it?');
    const b = ask('Tag it?');
    const tree = (n: number) => (
      <AskDock
        prompts={[
          // Hosts often rebuild their prompt objects on every render.
          { id: 'a', request: { ...a } },
          { id: 'b', request: { ...b } },
        ]}
        composer={<textarea aria-label={`Message ${n}`} />}
      />
    );
    const { rerender } = render(tree(0));
    for (let n = 1; n <= 5; n++) rerender(tree(n));
    const fromDock = check.mock.calls.filter(
      ([request]) =>
        (request as AskRequest).questions === a.questions ||
        (request as AskRequest).questions === b.questions,
    );
    expect(fromDock).toHaveLength(2);
  });
});
